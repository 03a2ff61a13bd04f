// The IBA official cocktail list as of its 2024 revision: 102 drinks, 34 in each category. Names as the IBA
// writes them; `slug` is the slug of our seed recipe (which carries `iba: true` and the matching iba-* group).
// Source: Wikipedia, "List of IBA official cocktails" (as of 2024), checked against the IBA's recipe pages
// (iba-world.com, 2024 revision). The 2024 revision added Cardinale, Chartreuse Swizzle, Don's Special Daiquiri,
// Gin Basil Smash, Grand Margarita, IBA Tiki, Jungle Bird, Missionary's Downfall, Pisco Punch, Porn Star Martini,
// Rabo de Galo, Remember the Maine, Sherry Cobbler and Three Dots and a Dash; it dropped Barracuda, Golden Dream and
// Yellow Bird, and files Garibaldi and Lemon Drop Martini under Contemporary Classics.

export type IbaCategory = "unforgettables" | "contemporary" | "new-era";

export type IbaEntry = { name: string; slug: string; category: IbaCategory };

/** The recipe group key for each IBA category. */
export const IBA_GROUP: Record<IbaCategory, string> = {
  unforgettables: "iba-unforgettables",
  contemporary: "iba-contemporary",
  "new-era": "iba-new-era",
};

const unforgettables: IbaEntry[] = (
  [
    ["Alexander", "alexander"],
    ["Americano", "americano"],
    ["Angel Face", "angel-face"],
    ["Aviation", "aviation"],
    ["Between the Sheets", "between-the-sheets"],
    ["Boulevardier", "boulevardier"],
    ["Brandy Crusta", "brandy-crusta"],
    ["Casino", "casino"],
    ["Clover Club", "clover-club"],
    ["Daiquiri", "daiquiri"],
    ["Dry Martini", "dry-martini"],
    ["Gin Fizz", "gin-fizz"],
    ["Hanky Panky", "hanky-panky"],
    ["John Collins", "john-collins"],
    ["Last Word", "last-word"],
    ["Manhattan", "manhattan"],
    ["Martinez", "martinez"],
    ["Mary Pickford", "mary-pickford"],
    ["Monkey Gland", "monkey-gland"],
    ["Negroni", "negroni"],
    ["Old Fashioned", "old-fashioned"],
    ["Paradise", "paradise"],
    ["Planter's Punch", "planters-punch"],
    ["Porto Flip", "porto-flip"],
    ["Ramos Fizz", "ramos-fizz"],
    ["Remember the Maine", "remember-the-maine"],
    ["Rusty Nail", "rusty-nail"],
    ["Sazerac", "sazerac"],
    ["Sidecar", "sidecar"],
    ["Stinger", "stinger"],
    ["Tuxedo", "tuxedo"],
    ["Vieux Carré", "vieux-carre"],
    ["Whiskey Sour", "whiskey-sour"],
    ["White Lady", "white-lady"],
  ] as const
).map(([name, slug]) => ({ name, slug, category: "unforgettables" }));

const contemporary: IbaEntry[] = (
  [
    ["Bellini", "bellini"],
    ["Black Russian", "black-russian"],
    ["Bloody Mary", "bloody-mary"],
    ["Caipirinha", "caipirinha"],
    ["Cardinale", "cardinale"],
    ["Champagne Cocktail", "champagne-cocktail"],
    ["Corpse Reviver #2", "corpse-reviver-2"],
    ["Cosmopolitan", "cosmopolitan"],
    ["Cuba Libre", "cuba-libre"],
    ["French 75", "french-75"],
    ["French Connection", "french-connection"],
    ["Garibaldi", "garibaldi"],
    ["Grasshopper", "grasshopper"],
    ["Hemingway Special", "hemingway-special"],
    ["Horse's Neck", "horses-neck"],
    ["Irish Coffee", "irish-coffee"],
    ["Kir", "kir"],
    ["Lemon Drop Martini", "lemon-drop-martini"],
    ["Long Island Iced Tea", "long-island-iced-tea"],
    ["Mai Tai", "mai-tai"],
    ["Margarita", "margarita"],
    ["Mimosa", "mimosa"],
    ["Mint Julep", "mint-julep"],
    ["Mojito", "mojito"],
    ["Moscow Mule", "moscow-mule"],
    ["Piña Colada", "pina-colada"],
    ["Pisco Sour", "pisco-sour"],
    ["Rabo de Galo", "rabo-de-galo"],
    ["Sea Breeze", "sea-breeze"],
    ["Sex on the Beach", "sex-on-the-beach"],
    ["Singapore Sling", "singapore-sling"],
    ["Tequila Sunrise", "tequila-sunrise"],
    ["Vesper", "vesper"],
    ["Zombie", "zombie"],
  ] as const
).map(([name, slug]) => ({ name, slug, category: "contemporary" }));

const newEra: IbaEntry[] = (
  [
    ["Bee's Knees", "bees-knees"],
    ["Bramble", "bramble"],
    ["Canchanchara", "canchanchara"],
    ["Chartreuse Swizzle", "chartreuse-swizzle"],
    ["Dark 'n' Stormy", "dark-n-stormy"],
    ["Don's Special Daiquiri", "dons-special-daiquiri"],
    ["Espresso Martini", "espresso-martini"],
    ["Fernandito", "fernandito"],
    ["French Martini", "french-martini"],
    ["Gin Basil Smash", "gin-basil-smash"],
    ["Grand Margarita", "grand-margarita"],
    ["IBA Tiki", "iba-tiki"],
    ["Illegal", "illegal"],
    ["Jungle Bird", "jungle-bird"],
    ["Missionary's Downfall", "missionarys-downfall"],
    ["Naked and Famous", "naked-and-famous"],
    ["New York Sour", "new-york-sour"],
    ["Old Cuban", "old-cuban"],
    ["Paloma", "paloma"],
    ["Paper Plane", "paper-plane"],
    ["Penicillin", "penicillin"],
    ["Pisco Punch", "pisco-punch"],
    ["Porn Star Martini", "pornstar-martini"],
    ["Russian Spring Punch", "russian-spring-punch"],
    ["Sherry Cobbler", "sherry-cobbler"],
    ["South Side", "south-side"],
    ["Spicy Fifty", "spicy-fifty"],
    ["Spritz", "spritz"],
    ["Suffering Bastard", "suffering-bastard"],
    ["Three Dots and a Dash", "three-dots-and-a-dash"],
    ["Tipperary", "tipperary"],
    ["Tommy's Margarita", "tommys-margarita"],
    ["Trinidad Sour", "trinidad-sour"],
    ["Ve.n.to", "vento"],
  ] as const
).map(([name, slug]) => ({ name, slug, category: "new-era" }));

export const IBA_2024: {
  name: string;
  slug: string;
  category: "unforgettables" | "contemporary" | "new-era";
}[] = [...unforgettables, ...contemporary, ...newEra];

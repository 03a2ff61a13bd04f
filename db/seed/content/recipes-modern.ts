import type { RecipeSeed } from "./types";

// Modern classics of roughly 1990–2020 (plus a few older drinks the revival brought back) that are not on the
// IBA list. Hand-written seed content; amounts in cl (1 oz = 3 cl). Each recipe's `source` names the spec it follows.

export const modernRecipes: RecipeSeed[] = [
  // History: Punch (T.J. Siegal interview)
  {
    slug: "gold-rush",
    de: {
      name: "Gold Rush",
      description:
        "Um 2000 im New Yorker Milk & Honey entstanden: T.J. Siegal, ein Jugendfreund von Sasha Petraske, bestellte seinen Bourbon Sour mit Honigsirup statt Zucker – aus der Laune wurde einer der meistgemixten modernen Klassiker.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In einen Tumbler auf einen großen Eiswürfel abseihen.",
        "Nach Wunsch eine Zitronenzeste darüber ausdrücken.",
      ],
      garnish: "Zitronenzeste (optional)",
    },
    en: {
      name: "Gold Rush",
      description:
        "Born around 2000 at Milk & Honey in New York: T.J. Siegal, a childhood friend of Sasha Petraske, asked for his usual Bourbon Sour with honey syrup instead of sugar, and the whim became one of the most-made modern classics.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Strain into a rocks glass over one large ice cube.",
        "Express a lemon peel over the top if you like.",
      ],
      garnish: "Lemon peel (optional)",
    },
    glass: "rocks",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "bourbon", amount: 6, unit: "cl" },
      { ing: "lemon-juice", amount: 2.25, unit: "cl" },
      { ing: "honey-syrup", amount: 2.25, unit: "cl" },
    ],
    groups: ["classics", "sours"],
    source: { title: "Robert Simonson, 3-Ingredient Cocktails (2017)", detail: "via Saveur and Punch" },
    base: "whiskey",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  // History: Punch, Cold Glass 2013 (De Rigueur in "Here's How", 1927)
  {
    slug: "brown-derby",
    de: {
      name: "Brown Derby",
      description:
        "Ein Whiskey Sour mit Grapefruit und Honig aus dem Hollywood der 1930er-Jahre: Der Vendome Club am Sunset Boulevard benannte ihn nach dem hutförmigen Restaurant Brown Derby in der Nachbarschaft; dieselbe Mischung stand schon 1927 als „De Rigueur“ in Büchern.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
        "Die Grapefruitzeste über dem Drink ausdrücken und hineingeben.",
      ],
      garnish: "Grapefruitzeste",
    },
    en: {
      name: "Brown Derby",
      description:
        "A whiskey sour with grapefruit and honey from 1930s Hollywood: the Vendome Club on Sunset Boulevard named it after the hat-shaped Brown Derby restaurant nearby; the same mix had already appeared in print as the De Rigueur in 1927.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Double-strain into a chilled coupe.",
        "Express the grapefruit peel over the drink and drop it in.",
      ],
      garnish: "Grapefruit peel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "bourbon", amount: 4.5, unit: "cl" },
      { ing: "grapefruit-juice", amount: 3, unit: "cl" },
      { ing: "honey-syrup", amount: 1.5, unit: "cl" },
    ],
    groups: ["classics", "sours"],
    source: { title: "Dale DeGroff, The Essential Cocktail (2008)" },
    base: "whiskey",
    taste: ["sour", "fresh"],
    strength: "medium",
  },
  // History: Liquor.com, VinePair
  {
    slug: "division-bell",
    de: {
      name: "Division Bell",
      description:
        "Phil Ward stellte den Drink 2009 auf die erste Karte seiner New Yorker Agave-Bar Mayahuel: ein Last Word mit Mezcal statt Gin und Aperol statt Chartreuse, benannt nach dem Pink-Floyd-Album, das er beim Bau der Bar in Dauerschleife hörte.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
        "Die Grapefruitzeste über dem Drink ausdrücken und entsorgen.",
      ],
      garnish: "Grapefruitzeste, ausgedrückt",
    },
    en: {
      name: "Division Bell",
      description:
        "Phil Ward put this on the first menu of Mayahuel, his New York agave bar, in 2009: a Last Word with mezcal for gin and Aperol for Chartreuse, named after the Pink Floyd album he played on repeat while building the bar.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Double-strain into a chilled coupe.",
        "Express the grapefruit peel over the drink and discard it.",
      ],
      garnish: "Grapefruit peel, expressed",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "mezcal", amount: 3, unit: "cl" },
      { ing: "aperol", amount: 2.25, unit: "cl" },
      { ing: "maraschino-liqueur", amount: 1.5, unit: "cl" },
      { ing: "lime-juice", amount: 2.25, unit: "cl" },
    ],
    groups: ["sours", "aperitivo"],
    source: { title: "Phil Ward, Mayahuel, New York", detail: "via Punch" },
    base: "mezcal",
    taste: ["sour", "bitter"],
    strength: "medium",
  },
  // History: CocktailVirgin 2007 (Bittermens note), Drinkhacker 2022
  {
    slug: "final-ward",
    de: {
      name: "Final Ward",
      description:
        "Phil Ward machte um 2007 im New Yorker Death & Co. aus dem Last Word einen Drink zu gleichen Teilen mit kräftigem Rye statt Gin und Zitrone statt Limette – der Name spielt mit seinem eigenen.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette doppelt abseihen."],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Final Ward",
      description:
        "Around 2007 at Death & Co. in New York, Phil Ward turned the Last Word into an equal-parts drink with high-proof rye for the gin and lemon for the lime; the name puns on his own.",
      steps: ["Shake all ingredients hard with ice.", "Double-strain into a chilled coupe."],
      garnish: "Lemon peel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "rye-whiskey", amount: 2.25, unit: "cl" },
      { ing: "green-chartreuse", amount: 2.25, unit: "cl", exact: true },
      { ing: "maraschino-liqueur", amount: 2.25, unit: "cl" },
      { ing: "lemon-juice", amount: 2.25, unit: "cl" },
    ],
    groups: ["sours", "classics"],
    source: { title: "Food & Wine (2012)", detail: "Joaquín Simó on Phil Ward" },
    base: "whiskey",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  // History: from the same source
  {
    slug: "greenpoint",
    de: {
      name: "Greenpoint",
      description:
        "Michael McIlroy schuf ihn 2005 oder 2006 im Milk & Honey als Brooklyn-Variante: roter Wermut und gelbe Chartreuse statt trockenem Wermut, Maraschino und Amer Picon – benannt nach seinem damaligen Viertel in Brooklyn.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Die Zitronenzeste über dem Drink ausdrücken.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Greenpoint",
      description:
        "Michael McIlroy created it at Milk & Honey in 2005 or 2006 as a riff on the Brooklyn, with sweet vermouth and yellow Chartreuse in place of dry vermouth, maraschino and Amer Picon, and named it after his Brooklyn neighbourhood of the time.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a chilled coupe.",
        "Express the lemon peel over the drink.",
      ],
      garnish: "Lemon peel",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "rye-whiskey", amount: 6, unit: "cl" },
      { ing: "sweet-vermouth", amount: 1.5, unit: "cl" },
      { ing: "yellow-chartreuse", amount: 1.5, unit: "cl", exact: true },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
      { ing: "orange-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["classics"],
    source: {
      title: "Robert Simonson, Modern Classic Cocktails (2022)",
      detail: "via VinePair; also Drinkhacker (2021)",
    },
    base: "whiskey",
    taste: ["sweet", "bitter"],
    strength: "strong",
  },
  // History: VinePair
  {
    slug: "red-hook",
    de: {
      name: "Red Hook",
      description:
        "Der Neapolitaner Vincenzo Errico mixte ihn 2003 oder 2004 im New Yorker Milk & Honey: Rye, Punt e Mes und Maraschino. Als erster der nach Brooklyner Vierteln benannten Brooklyn-Varianten löste er eine ganze Familie gerührter Drinks aus.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Mit einer Cocktailkirsche garnieren.",
      ],
      garnish: "Cocktailkirsche",
    },
    en: {
      name: "Red Hook",
      description:
        "Neapolitan bartender Vincenzo Errico mixed it at Milk & Honey in New York in 2003 or 2004: rye, Punt e Mes and maraschino. The first of the Brooklyn riffs named after Brooklyn neighbourhoods, it set off a whole family of stirred drinks.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a chilled coupe.",
        "Garnish with a cocktail cherry.",
      ],
      garnish: "Cocktail cherry",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "rye-whiskey", amount: 6, unit: "cl" },
      { ing: "punt-e-mes", amount: 1.5, unit: "cl", exact: true },
      { ing: "maraschino-liqueur", amount: 1.5, unit: "cl" },
    ],
    groups: ["classics"],
    source: {
      title: "The Oxford Companion to Spirits and Cocktails (2021)",
      detail: "entry by Chad Solomon",
    },
    base: "whiskey",
    taste: ["sweet", "bitter"],
    strength: "strong",
  },
  // History: Punch, Chanticleer Society
  {
    slug: "little-italy",
    de: {
      name: "Little Italy",
      description:
        "Audrey Saunders schuf ihn 2005 für ihren Pegu Club in New York, der an Little Italy grenzt: ein Manhattan, in dem Cynar die Bitters ersetzt – amerikanischer Rye trifft italienischen Wermut und Artischocken-Amaro.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Mit Cocktailkirschen am Spieß garnieren.",
      ],
      garnish: "Zwei oder drei Cocktailkirschen am Spieß",
    },
    en: {
      name: "Little Italy",
      description:
        "Audrey Saunders created it in 2005 for her Pegu Club in New York, which borders Little Italy: a Manhattan in which Cynar takes the place of bitters, American rye meeting Italian vermouth and artichoke amaro.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a chilled coupe.",
        "Garnish with cocktail cherries on a pick.",
      ],
      garnish: "Two or three cocktail cherries on a pick",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "rye-whiskey", amount: 6, unit: "cl" },
      { ing: "sweet-vermouth", amount: 2.25, unit: "cl" },
      { ing: "artichoke-amaro", amount: 1.5, unit: "cl" },
    ],
    groups: ["classics"],
    source: { title: "Audrey Saunders, Pegu Club, New York", detail: "via Punch and Imbibe" },
    base: "whiskey",
    taste: ["bitter", "sweet"],
    strength: "strong",
  },
  // History: Chad Solomon via Liquor.com Drinkwire
  {
    slug: "bensonhurst",
    de: {
      name: "Bensonhurst",
      description:
        "Chad Solomon entwickelte ihn Anfang 2006 zwischen Milk & Honey und Pegu Club als Brooklyn ohne den kaum erhältlichen Amer Picon: Rye, trockener Wermut, Maraschino und ein Hauch Cynar – eine Verbeugung vor dem italienisch geprägten Viertel, in dem er wohnte.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
      ],
      garnish: "",
    },
    en: {
      name: "Bensonhurst",
      description:
        "Chad Solomon worked it out in early 2006 while tending bar at both Milk & Honey and Pegu Club, as a Brooklyn without the hard-to-find Amer Picon: rye, dry vermouth, maraschino and a touch of Cynar, a nod to the Italian-American neighbourhood he lived in.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a chilled coupe.",
      ],
      garnish: "",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "rye-whiskey", amount: 6, unit: "cl" },
      { ing: "dry-vermouth", amount: 3, unit: "cl" },
      { ing: "maraschino-liqueur", amount: 2, unit: "tsp" },
      { ing: "artichoke-amaro", amount: 1, unit: "tsp" },
    ],
    groups: ["classics"],
    source: { title: "Chad Solomon, Regarding Cocktails (2016)", detail: "via Liquor.com" },
    base: "whiskey",
    taste: ["bitter", "fresh"],
    strength: "strong",
  },
  // History: Food & Wine (Reiner interview on the Clover Club opening menu)
  {
    slug: "slope",
    de: {
      name: "Slope",
      description:
        "Julie Reiner schrieb diese Brooklyn-Variante 2008 als Manhattan-Abwandlung auf die Eröffnungskarte ihres Clover Club und benannte sie nach dem nahen Viertel Park Slope. Bitterer Punt e Mes und ein Schuss Aprikosenlikör geben dem Rye-Manhattan Frucht und Biss.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Mit einer Cocktailkirsche garnieren.",
      ],
      garnish: "Cocktailkirsche",
    },
    en: {
      name: "Slope",
      description:
        "Julie Reiner wrote this Brooklyn riff onto the opening menu of her Clover Club in 2008 as its Manhattan variation and named it after nearby Park Slope. Bitter Punt e Mes and a splash of apricot liqueur give the rye Manhattan fruit and bite.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a chilled coupe.",
        "Garnish with a cocktail cherry.",
      ],
      garnish: "Cocktail cherry",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "rye-whiskey", amount: 7.5, unit: "cl" },
      { ing: "punt-e-mes", amount: 2.25, unit: "cl", exact: true },
      { ing: "apricot-brandy", amount: 0.75, unit: "cl" },
      { ing: "angostura-bitters", amount: 2, unit: "dash" },
    ],
    groups: ["classics"],
    source: {
      title: "Julie Reiner, Clover Club, Brooklyn",
      detail: "her recipe card via Kindred Cocktails; Mixed in LA (2018)",
    },
    base: "whiskey",
    taste: ["sweet", "bitter"],
    strength: "strong",
  },
  // History: Imbibe, Kindred Cocktails
  {
    slug: "bitter-giuseppe",
    de: {
      name: "Bitter Giuseppe",
      description:
        "Stephen Cole stellte ihn um 2007 auf eine der ersten Karten der Violet Hour in Chicago: Cynar als Basis statt als Würze, abgerundet mit rotem Wermut, einem Hauch Zitrone und reichlich Orangen-Bitters – ein leichter, bittersüßer Aperitif.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In einen Tumbler auf einen großen Eiswürfel abseihen.",
        "Die Zitronenzeste über dem Drink ausdrücken und hineingeben.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Bitter Giuseppe",
      description:
        "Stephen Cole put it on one of the first menus at The Violet Hour in Chicago around 2007: Cynar as the base rather than the seasoning, rounded off with sweet vermouth, a touch of lemon and plenty of orange bitters, a light bittersweet aperitivo.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a rocks glass over one large ice cube.",
        "Express the lemon peel over the drink and drop it in.",
      ],
      garnish: "Lemon peel",
    },
    glass: "rocks",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "artichoke-amaro", amount: 6, unit: "cl" },
      { ing: "sweet-vermouth", amount: 3, unit: "cl" },
      { ing: "lemon-juice", amount: 0.75, unit: "cl" },
      { ing: "orange-bitters", amount: 6, unit: "dash" },
    ],
    groups: ["aperitivo"],
    source: { title: "Stephen Cole, The Violet Hour, Chicago", detail: "via Imbibe" },
    base: "liqueur",
    taste: ["bitter", "sweet"],
    strength: "light",
  },
  // History: Punch, Cocktails & Bars
  {
    slug: "trident",
    de: {
      name: "Trident",
      description:
        "Robert Hess aus Seattle übertrug den Negroni um 2000 auf Zutaten aus Seefahrernationen: Aquavit statt Gin, Fino-Sherry statt Wermut und Cynar statt Campari, verbunden durch Pfirsich-Bitters. Im Zig Zag Café wurde er zum Stammgast der Karte.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Die Zitronenzeste über dem Drink ausdrücken.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Trident",
      description:
        "Around 2000, Seattle's Robert Hess moved the Negroni onto ingredients from seafaring nations: aquavit for gin, fino sherry for vermouth and Cynar for Campari, tied together with peach bitters. It became a fixture on the Zig Zag Café menu.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a chilled coupe.",
        "Express the lemon peel over the drink.",
      ],
      garnish: "Lemon peel",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "aquavit", amount: 3, unit: "cl" },
      { ing: "fino-sherry", amount: 3, unit: "cl" },
      { ing: "artichoke-amaro", amount: 3, unit: "cl" },
      { ing: "peach-bitters", amount: 2, unit: "dash" },
    ],
    groups: ["aperitivo"],
    source: {
      title: "Robert Hess",
      detail: "via Punch",
      note: { de: "nach Punchs Bearbeitung", en: "as adapted by Punch" },
    },
    base: "aquavit",
    taste: ["bitter", "fresh"],
    strength: "medium",
  },
  // History: Tequila Raiders
  {
    slug: "jalisco-flower",
    de: {
      name: "Jalisco Flower",
      description:
        "Gilt als Schöpfung von Vincenzo Marianella, der ihn 2008 in Los Angeles mixte: Tequila, Holunderblütenlikör und rosa Grapefruit, mit Champagner aufgefüllt – ein blumiger, prickelnder Aperitif, den später auch seine Bar Copa d'Oro in Santa Monica ausschenkte.",
      steps: [
        "Tequila, Holunderblütenlikör und Grapefruitsaft mit Eis shaken.",
        "In eine vorgekühlte Sektflöte abseihen.",
        "Mit Champagner auffüllen und mit der Grapefruitzeste garnieren.",
      ],
      garnish: "Grapefruitzeste",
    },
    en: {
      name: "Jalisco Flower",
      description:
        "Credited to Vincenzo Marianella, who mixed it in Los Angeles in 2008: tequila, elderflower liqueur and pink grapefruit topped with Champagne, a floral, sparkling aperitif later also poured at his Santa Monica bar Copa d'Oro.",
      steps: [
        "Shake tequila, elderflower liqueur and grapefruit juice with ice.",
        "Strain into a chilled flute.",
        "Top up with Champagne and garnish with the grapefruit peel.",
      ],
      garnish: "Grapefruit peel",
    },
    glass: "flute",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "tequila", amount: 1.5, unit: "cl" },
      { ing: "elderflower-liqueur", amount: 2.25, unit: "cl" },
      { ing: "pink-grapefruit-juice", amount: 3, unit: "cl" },
      { ing: "champagne", unit: "top" },
    ],
    groups: ["aperitivo", "summer"],
    source: {
      title: "Vincenzo Marianella",
      detail: "via Food & Wine and the LA Times",
      note: { de: "Rezept für zwei halbiert", en: "two-serving recipe halved" },
    },
    base: "tequila",
    taste: ["fresh", "sweet"],
    strength: "light",
  },
  // History: Thrillist, Buckhorn cocktail notes
  {
    slug: "siesta",
    de: {
      name: "Siesta",
      description:
        "Katie Stipe machte 2006 in der New Yorker Flatiron Lounge aus dem Hemingway Daiquiri einen Tequila-Drink: Blanco statt Rum, Campari statt Maraschino, dazu Limette und Grapefruit – ein herber, erfrischender Sour.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
        "Die Grapefruitzeste über dem Drink ausdrücken und hineingeben.",
      ],
      garnish: "Grapefruitzeste",
    },
    en: {
      name: "Siesta",
      description:
        "In 2006 at the Flatiron Lounge in New York, Katie Stipe turned the Hemingway Daiquiri into a tequila drink: blanco for rum, Campari for maraschino, plus lime and grapefruit, a bracing, refreshing sour.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Double-strain into a chilled coupe.",
        "Express the grapefruit peel over the drink and drop it in.",
      ],
      garnish: "Grapefruit peel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "blanco-tequila", amount: 6, unit: "cl" },
      { ing: "campari", amount: 1.5, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "grapefruit-juice", amount: 1.5, unit: "cl" },
      { ing: "simple-syrup", amount: 1.5, unit: "cl" },
    ],
    groups: ["sours", "summer"],
    source: { title: "Katie Stipe", detail: "as told to Jim Meehan, via Thrillist" },
    base: "tequila",
    taste: ["sour", "bitter"],
    strength: "medium",
  },
  // History: Punch, Difford's Guide
  {
    slug: "anejo-highball",
    de: {
      name: "Añejo Highball",
      description:
        "Dale DeGroff schuf ihn Ende der 1990er-Jahre im New Yorker Rainbow Room als Hommage an die großen Barkeeper Havannas: gereifter Rum, Orange Curaçao, Limette und Angostura, mit Ginger Beer verlängert.",
      steps: [
        "Ein Highball-Glas mit Eiswürfeln füllen.",
        "Rum, Curaçao, Limettensaft und Angostura hineingeben und kurz umrühren.",
        "Mit Ginger Beer auffüllen und kurz verrühren.",
        "Mit Limetten- und Orangenscheibe garnieren.",
      ],
      garnish: "Limettenscheibe und Orangenscheibe",
    },
    en: {
      name: "Añejo Highball",
      description:
        "Dale DeGroff created it at the Rainbow Room in New York in the late 1990s as a tribute to the great bartenders of Havana: aged rum, orange curaçao, lime and Angostura, lengthened with ginger beer.",
      steps: [
        "Fill a highball glass with ice cubes.",
        "Add rum, curaçao, lime juice and Angostura and stir briefly.",
        "Top up with ginger beer and give it one gentle stir.",
        "Garnish with a lime slice and an orange slice.",
      ],
      garnish: "Lime slice and orange slice",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "aged-rum", amount: 4.5, unit: "cl" },
      { ing: "orange-curacao", amount: 1.5, unit: "cl" },
      { ing: "lime-juice", amount: 0.75, unit: "cl" },
      { ing: "angostura-bitters", amount: 2, unit: "dash" },
      { ing: "ginger-beer", amount: 6, unit: "cl" },
    ],
    groups: ["highballs", "summer"],
    source: { title: "Robert Simonson, Modern Classic Cocktails (2022)", detail: "via The Educated Barfly" },
    base: "rum",
    taste: ["fresh", "sweet"],
    strength: "light",
  },
  // History: the same; Kindred Cocktails
  {
    slug: "art-of-choke",
    de: {
      name: "Art of Choke",
      description:
        "2008 von Kyle Davidson in der Violet Hour in Chicago erdacht, als ein Gast „etwas Bitteres mit Rum“ bestellte: weißer Rum und Cynar zu gleichen Teilen, grüne Chartreuse und Minze – gerührt, obwohl etwas Limette im Spiel ist. Der Name spielt mit der Artischocke im Cynar.",
      steps: [
        "Die Minzblätter im Rührglas leicht andrücken.",
        "Die übrigen Zutaten und Eis hinzugeben und kalt rühren.",
        "In einen Tumbler auf frisches Eis abseihen.",
        "Mit einem Minzstrauß garnieren.",
      ],
      garnish: "Minzstrauß",
    },
    en: {
      name: "Art of Choke",
      description:
        "Dreamt up in 2008 by Kyle Davidson at The Violet Hour in Chicago when a guest asked for something bitter with rum: white rum and Cynar in equal parts, green Chartreuse and mint, stirred even though there is a little lime in it. The name plays on the artichoke in Cynar.",
      steps: [
        "Lightly bruise the mint leaves in a mixing glass.",
        "Add the remaining ingredients and ice and stir until chilled.",
        "Strain into a rocks glass over fresh ice.",
        "Garnish with a bouquet of mint.",
      ],
      garnish: "Mint bouquet",
    },
    glass: "rocks",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "mint", amount: 8, unit: "leaf" },
      { ing: "white-rum", amount: 3, unit: "cl" },
      { ing: "artichoke-amaro", amount: 3, unit: "cl" },
      { ing: "green-chartreuse", amount: 0.75, unit: "cl", exact: true },
      { ing: "demerara-syrup", amount: 0.75, unit: "cl" },
      { ing: "lime-juice", amount: 0.5, unit: "cl" },
      { ing: "angostura-bitters", amount: 2, unit: "dash" },
    ],
    groups: ["aperitivo"],
    source: {
      title: "Difford's Guide",
      detail: "Art of Choke",
      note: {
        de: "nach Kyle Davidson, wie Difford's Guide es bearbeitet",
        en: "after Kyle Davidson, as adapted by Difford's Guide",
      },
    },
    base: "rum",
    taste: ["bitter", "fresh"],
    strength: "medium",
  },
  // History: Stanley Clisby Arthur, "Famous New Orleans Drinks" (1937) via Difford's Guide
  {
    slug: "la-louisiane",
    de: {
      name: "La Louisiane",
      description:
        "Der Hauscocktail des Restaurant de la Louisiane im French Quarter, 1937 von Stanley Clisby Arthur festgehalten: Rye, roter Wermut und Bénédictine mit Absinth und Peychaud's – ein Bindeglied zwischen Sazerac und Vieux Carré, das die Bars der Cocktail-Renaissance wiederentdeckten.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Mit Cocktailkirschen am Spieß garnieren.",
      ],
      garnish: "Cocktailkirschen am Spieß",
    },
    en: {
      name: "La Louisiane",
      description:
        "The house cocktail of the Restaurant de la Louisiane in the French Quarter, recorded by Stanley Clisby Arthur in 1937: rye, sweet vermouth and Bénédictine with absinthe and Peychaud's, a link between the Sazerac and the Vieux Carré that revival bars rediscovered.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a chilled coupe.",
        "Garnish with cocktail cherries on a pick.",
      ],
      garnish: "Cocktail cherries on a pick",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "rye-whiskey", amount: 6, unit: "cl" },
      { ing: "sweet-vermouth", amount: 2.25, unit: "cl" },
      { ing: "benedictine", amount: 2.25, unit: "cl", exact: true },
      { ing: "absinthe", amount: 3, unit: "dash" },
      { ing: "peychauds-bitters", amount: 3, unit: "dash", exact: true },
    ],
    groups: ["classics", "after-dinner"],
    source: { title: "Jim Meehan, The PDT Cocktail Book (2011)" },
    base: "whiskey",
    taste: ["sweet", "bitter"],
    strength: "strong",
  },
  // History: Difford's Guide
  {
    slug: "cable-car",
    de: {
      name: "Cable Car",
      description:
        "1996 von Tony Abou-Ganim für den Starlight Room auf dem Dach des Sir Francis Drake Hotel in San Francisco geschaffen – der Bar „zwischen den Sternen und den Cable Cars“: ein Sidecar mit Spiced Rum, serviert im Glas mit Zimt-Zucker-Rand.",
      steps: [
        "Zucker und Zimt auf einem Teller mischen, den Glasrand mit etwas Zitronensaft befeuchten und in die Mischung tupfen.",
        "Rum, Curaçao, Zitronensaft und Zuckersirup mit Eis kräftig shaken.",
        "In das vorbereitete, vorgekühlte Martiniglas abseihen.",
        "Mit einer Orangenzesten-Spirale garnieren.",
      ],
      garnish: "Zimt-Zucker-Rand und Orangenzesten-Spirale",
    },
    en: {
      name: "Cable Car",
      description:
        'Created in 1996 by Tony Abou-Ganim for the Starlight Room atop San Francisco\'s Sir Francis Drake Hotel, the bar "between the stars and the cable cars": a Sidecar made with spiced rum and served in a glass with a cinnamon-sugar rim.',
      steps: [
        "Mix sugar and cinnamon on a plate, moisten the rim of the glass with a little lemon juice and dip it in the mix.",
        "Shake rum, curaçao, lemon juice and simple syrup hard with ice.",
        "Strain into the prepared, chilled martini glass.",
        "Garnish with an orange peel spiral.",
      ],
      garnish: "Cinnamon-sugar rim and orange peel spiral",
    },
    glass: "martini",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "spiced-rum", amount: 4.5, unit: "cl" },
      { ing: "orange-curacao", amount: 2.25, unit: "cl" },
      { ing: "lemon-juice", amount: 3, unit: "cl" },
      { ing: "simple-syrup", amount: 1.5, unit: "cl" },
      { ing: "sugar", exact: true, amount: 1, unit: "tsp", note: { de: "für den Rand", en: "for the rim" } },
      { ing: "cinnamon", unit: "pinch", note: { de: "gemahlen, für den Rand", en: "ground, for the rim" } },
    ],
    groups: ["sours"],
    source: {
      title: "Tony Abou-Ganim, Starlight Room, San Francisco (1996)",
      detail: "as quoted by Difford's Guide",
      note: {
        de: "Fresh Sour als 2 Teile Zitrone, 1 Teil Zuckersirup",
        en: "fresh sour written as 2 parts lemon, 1 part syrup",
      },
    },
    base: "rum",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  // History: the same, Wine Enthusiast
  {
    slug: "kentucky-maid",
    de: {
      name: "Kentucky Maid",
      description:
        "Sam Ross übertrug 2005 im Milk & Honey seinen Gin-Drink „Old Maid“ auf Bourbon: Limette, Gurke und Minze machen daraus einen Sour, der an einen Julep erinnert, nur frischer. Nach demselben Muster entstanden später Mexican und Irish Maid.",
      steps: [
        "Minze und Gurkenscheiben mit dem Zuckersirup im Shaker sanft andrücken.",
        "Bourbon, Limettensaft und Eis hinzugeben und kräftig shaken.",
        "In einen doppelten Tumbler auf frisches Eis doppelt abseihen.",
        "Mit einer Gurkenscheibe und einem Minzzweig garnieren.",
      ],
      garnish: "Gurkenscheibe und Minzzweig",
    },
    en: {
      name: "Kentucky Maid",
      description:
        "In 2005 at Milk & Honey, Sam Ross moved his gin drink, the Old Maid, onto bourbon: lime, cucumber and mint turn it into a sour that recalls a julep, only fresher. Mexican and Irish Maids later followed the same pattern.",
      steps: [
        "Gently muddle the mint and cucumber slices with the simple syrup in a shaker.",
        "Add bourbon, lime juice and ice and shake hard.",
        "Double-strain into a double rocks glass over fresh ice.",
        "Garnish with a cucumber slice and a mint sprig.",
      ],
      garnish: "Cucumber slice and mint sprig",
    },
    glass: "double-rocks",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "bourbon", amount: 6, unit: "cl" },
      { ing: "lime-juice", amount: 3, unit: "cl" },
      { ing: "simple-syrup", amount: 2.25, unit: "cl" },
      { ing: "mint", amount: 8, unit: "leaf" },
      { ing: "cucumber", amount: 2, unit: "slice" },
    ],
    groups: ["sours", "summer"],
    source: { title: "Sam Ross, Regarding Cocktails (2016)", detail: "via Liquor.com" },
    base: "whiskey",
    taste: ["fresh", "sour"],
    strength: "medium",
  },
  // History: Dan Murphy's Liquor Library, Twist & Toast
  {
    slug: "eastside",
    de: {
      name: "Eastside",
      description:
        "Ein South Side mit Gurke, 2004 von George Delgado in der Bar Libation an der Lower East Side als Longdrink erfunden; erst die Milk-&-Honey-Bars servierten ihn „straight up“ in der Coupette – so wurde er zum modernen Klassiker.",
      steps: [
        "Gurkenscheiben und Minze im Shaker leicht andrücken.",
        "Gin, Limettensaft, Zuckersirup und Eis hinzugeben und kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
        "Eine dünne Gurkenscheibe auf den Drink legen.",
      ],
      garnish: "Dünne Gurkenscheibe",
    },
    en: {
      name: "Eastside",
      description:
        "A South Side with cucumber, invented as a long drink in 2004 by George Delgado at Libation on the Lower East Side; it was the Milk & Honey bars that served it straight up in a coupe, and that made it a modern classic.",
      steps: [
        "Lightly muddle the cucumber slices and mint in a shaker.",
        "Add gin, lime juice, simple syrup and ice and shake hard.",
        "Double-strain into a chilled coupe.",
        "Float a thin cucumber slice on the drink.",
      ],
      garnish: "Thin cucumber slice",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "gin", amount: 6, unit: "cl" },
      { ing: "lime-juice", amount: 3, unit: "cl" },
      { ing: "simple-syrup", amount: 2.25, unit: "cl" },
      { ing: "mint", amount: 8, unit: "leaf" },
      { ing: "cucumber", amount: 2, unit: "slice" },
    ],
    groups: ["sours", "summer"],
    source: { title: "Imbibe", detail: "Eastside" },
    base: "gin",
    taste: ["fresh", "sour"],
    strength: "medium",
  },
  // History: CLASS, The Taste Edit
  {
    slug: "breakfast-martini",
    de: {
      name: "Breakfast Martini",
      description:
        "Salvatore Calabrese mixte ihn 1996 in der Library Bar des Londoner Lanesborough Hotel, nachdem ihm seine Frau morgens Toast mit Orangenmarmelade vorgesetzt hatte: Gin, Cointreau, Zitrone und ein Löffel Marmelade – ein White Lady mit britischem Frühstück.",
      steps: [
        "Gin und Orangenmarmelade im Shaker verrühren, bis sich die Marmelade gelöst hat.",
        "Triple Sec, Zitronensaft und Eis hinzugeben und kräftig shaken.",
        "In ein vorgekühltes Martiniglas doppelt abseihen.",
        "Etwas Orangenzeste fein darüberreiben.",
      ],
      garnish: "Fein geriebene Orangenzeste",
    },
    en: {
      name: "Breakfast Martini",
      description:
        "Salvatore Calabrese mixed it in 1996 at the Library Bar of London's Lanesborough Hotel after his wife served him toast and orange marmalade one morning: gin, Cointreau, lemon and a spoonful of marmalade, a White Lady with a British breakfast.",
      steps: [
        "Stir gin and orange marmalade together in a shaker until the marmalade has dissolved.",
        "Add triple sec, lemon juice and ice and shake hard.",
        "Double-strain into a chilled martini glass.",
        "Finely grate a little orange peel over the top.",
      ],
      garnish: "Finely grated orange peel",
    },
    glass: "martini",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 5, unit: "cl" },
      { ing: "triple-sec", amount: 1.5, unit: "cl", note: { de: "Cointreau", en: "Cointreau" } },
      { ing: "lemon-juice", amount: 1.5, unit: "cl" },
      { ing: "orange-marmalade", amount: 1, unit: "barspoon" },
    ],
    groups: ["sours", "classics"],
    source: { title: "Salvatore Calabrese", detail: "as quoted by CLASS magazine" },
    base: "gin",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  // History: Difford's Guide
  {
    slug: "treacle",
    de: {
      name: "Treacle",
      description:
        "Dick Bradsell, der Vater von Bramble und Espresso Martini, baute diesen Rum Old Fashioned in den 1990er-Jahren in London direkt im Glas: dunkler Jamaika-Rum, ein Hauch Zuckersirup, Angostura und ein Schuss klarer Apfelsaft – zusammen schmeckt es nach Melassesirup, englisch „treacle“.",
      steps: [
        "Zuckersirup, Angostura und die Hälfte des Rums mit zwei Eiswürfeln im Tumbler verrühren.",
        "Den restlichen Rum und weiteres Eis hinzufügen und erneut rühren, bis das Glas voll Eis ist.",
        "Den Apfelsaft obenauf gießen.",
        "Die Zitronenzeste über dem Drink ausdrücken und hineingeben.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Treacle",
      description:
        "Dick Bradsell, father of the Bramble and the Espresso Martini, built this rum Old Fashioned straight in the glass in 1990s London: dark Jamaican rum, a touch of sugar syrup, Angostura and a splash of clear apple juice that together taste of black treacle.",
      steps: [
        "Stir sugar syrup, Angostura and half the rum with two ice cubes in a rocks glass.",
        "Add the rest of the rum and more ice and stir again until the glass is full of ice.",
        "Float the apple juice on top.",
        "Express the lemon peel over the drink and drop it in.",
      ],
      garnish: "Lemon peel",
    },
    glass: "rocks",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "jamaican-rum", amount: 5, unit: "cl" },
      { ing: "cane-sugar-syrup", amount: 1, unit: "barspoon" },
      { ing: "angostura-bitters", amount: 2, unit: "dash" },
      {
        ing: "apple-juice",
        amount: 2,
        unit: "cl",
        note: { de: "klar, nicht naturtrüb", en: "clear, not cloudy" },
      },
    ],
    groups: ["classics"],
    source: {
      title: "Dick Bradsell, Dicktales (2022)",
      detail: "Treacle No. 1, as quoted by Difford's Guide",
    },
    base: "rum",
    taste: ["sweet", "bitter"],
    strength: "strong",
  },
  // History: Punch
  {
    slug: "french-pearl",
    de: {
      name: "French Pearl",
      description:
        "Audrey Saunders brachte 2006 im Pegu Club zwei Zutaten zusammen, mit denen die Amerikaner damals fremdelten: Gin und Pastis, dazu Limette, Zucker und Minze. Der Name verweist auf den perlmuttartigen Schimmer, den der Pastis im kalten Drink erzeugt.",
      steps: [
        "Minze, Limettensaft und Zuckersirup im Shaker leicht andrücken.",
        "Gin, Pastis und Eis hinzugeben und kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
        "Mit Limettenscheibe und Minzzweig garnieren.",
      ],
      garnish: "Limettenscheibe und Minzzweig",
    },
    en: {
      name: "French Pearl",
      description:
        "In 2006 at Pegu Club, Audrey Saunders combined two things Americans were wary of at the time, gin and pastis, with lime, sugar and mint. The name refers to the mother-of-pearl shimmer the pastis gives the cold drink.",
      steps: [
        "Lightly muddle the mint, lime juice and simple syrup in a shaker.",
        "Add gin, pastis and ice and shake hard.",
        "Double-strain into a chilled coupe.",
        "Garnish with a lime slice and a mint sprig.",
      ],
      garnish: "Lime slice and mint sprig",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "gin", amount: 6, unit: "cl" },
      { ing: "pastis", amount: 0.75, unit: "cl" },
      { ing: "lime-juice", amount: 2.25, unit: "cl" },
      { ing: "simple-syrup", amount: 2.25, unit: "cl" },
      { ing: "mint", amount: 6, unit: "leaf" },
    ],
    groups: ["sours", "summer"],
    source: { title: "Audrey Saunders, Pegu Club, New York", detail: "via Punch and DrinkBoy" },
    base: "gin",
    taste: ["fresh", "sour"],
    strength: "medium",
  },
  // History: Punch, Robb Report
  {
    slug: "earl-grey-marteani",
    de: {
      name: "Earl Grey MarTEAni",
      description:
        "Audrey Saunders' Gin Sour mit Earl-Grey-Gin entstand um 2003 und wurde im Pegu Club zum Hausklassiker – Teil ihrer Mission, New York wieder für Gin zu begeistern. Bergamotte und Tannine des Tees geben dem Sour Tiefe, das Eiweiß einen seidigen Schaum.",
      steps: [
        "Den Gin mit den Teeblättern etwa zwei Stunden bei Raumtemperatur ziehen lassen und fein abseihen (als Vorrat: 4 EL Tee auf eine 0,75-Liter-Flasche).",
        "Ein Martiniglas zur Hälfte mit Zucker bereifen.",
        "Earl-Grey-Gin, Zitronensaft, Zuckersirup und Eiweiß ohne Eis trocken shaken, dann mit Eis kräftig shaken.",
        "In das vorbereitete Martiniglas doppelt abseihen und mit der Zitronenzeste garnieren.",
      ],
      garnish: "Halber Zuckerrand und Zitronenzeste",
    },
    en: {
      name: "Earl Grey MarTEAni",
      description:
        "Audrey Saunders' gin sour with Earl Grey gin dates from around 2003 and became a house classic at Pegu Club, part of her mission to get New York drinking gin again. The tea's bergamot and tannins give the sour depth, the egg white a silky foam.",
      steps: [
        "Steep the gin with the tea leaves at room temperature for about two hours and fine-strain (for a bottle: 4 tbsp tea to 750 ml gin).",
        "Rim half of a martini glass with sugar.",
        "Dry shake the Earl Grey gin, lemon juice, simple syrup and egg white without ice, then shake hard with ice.",
        "Double-strain into the prepared glass and garnish with the lemon peel.",
      ],
      garnish: "Half sugar rim and lemon peel",
    },
    glass: "martini",
    method: "shake",
    difficulty: "professional",
    lines: [
      { ing: "london-dry-gin", amount: 4.5, unit: "cl" },
      {
        ing: "earl-grey-tea",
        amount: 1,
        unit: "tsp",
        note: { de: "lose Blätter, für den Gin", en: "loose leaves, for the gin" },
      },
      { ing: "lemon-juice", amount: 2.25, unit: "cl" },
      { ing: "simple-syrup", amount: 3, unit: "cl" },
      { ing: "egg-white", amount: 3, unit: "cl" },
      {
        ing: "sugar",
        exact: true,
        unit: "pinch",
        note: { de: "für den Zuckerrand", en: "for the sugar rim" },
      },
    ],
    groups: ["sours"],
    source: {
      title: "Audrey Saunders, Pegu Club, New York",
      detail: "via Punch, with her infusion of 4 tbsp tea per 750 ml gin",
    },
    base: "gin",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  // History: Liquor.com, Cocktail Society
  {
    slug: "white-negroni",
    de: {
      name: "White Negroni",
      description:
        "Wayne Collins erfand ihn 2001 auf der Vinexpo in Bordeaux mit französischen Zutaten vom Markt: Suze statt Campari, Lillet Blanc statt rotem Wermut. Über den Pegu Club in New York wurde der goldgelbe, herb-florale Negroni zum modernen Klassiker.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In einen Tumbler auf frisches Eis oder in eine vorgekühlte Coupette abseihen.",
        "Die Zitronenzeste über dem Drink ausdrücken und hineingeben.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "White Negroni",
      description:
        "Wayne Collins invented it in 2001 at Vinexpo in Bordeaux with French ingredients from the local shops: Suze for Campari, Lillet Blanc for sweet vermouth. Via Pegu Club in New York, the golden, bitter-floral Negroni became a modern classic.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a rocks glass over fresh ice or into a chilled coupe.",
        "Express the lemon peel over the drink and drop it in.",
      ],
      garnish: "Lemon peel",
    },
    glass: "rocks",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 4.5, unit: "cl" },
      { ing: "gentian-aperitif", amount: 2.25, unit: "cl" },
      { ing: "lillet-blanc", amount: 3, unit: "cl" },
    ],
    groups: ["aperitivo"],
    source: {
      title: "Wayne Collins",
      detail: "via Punch",
      note: { de: "nach Punchs Bearbeitung", en: "as adapted by Punch" },
    },
    base: "gin",
    taste: ["bitter", "fresh"],
    strength: "strong",
  },
  // History: Punch ("How the Enzoni became a modern classic")
  {
    slug: "enzoni",
    de: {
      name: "Enzoni",
      description:
        "Vincenzo Errico mixte ihn um 2001 in der Londoner Match Bar, um Gästen den damals ungewohnten Campari näherzubringen: Gin und Campari zu gleichen Teilen, Zitrone und zerdrückte weiße Trauben – halb Negroni, halb Gin Sour.",
      steps: [
        "Die Trauben im Shaker zerdrücken.",
        "Gin, Campari, Zitronensaft, Zuckersirup und Eis hinzugeben und kräftig shaken.",
        "In einen Tumbler auf frisches Eis doppelt abseihen.",
        "Mit einer Traube am Spieß garnieren.",
      ],
      garnish: "Weiße Traube am Spieß",
    },
    en: {
      name: "Enzoni",
      description:
        "Vincenzo Errico mixed it around 2001 at Match Bar in London to win guests over to Campari, then unfamiliar there: gin and Campari in equal parts, lemon and muddled white grapes, half Negroni, half gin sour.",
      steps: [
        "Muddle the grapes in a shaker.",
        "Add gin, Campari, lemon juice, simple syrup and ice and shake hard.",
        "Double-strain into a rocks glass over fresh ice.",
        "Garnish with a grape on a pick.",
      ],
      garnish: "White grape on a pick",
    },
    glass: "rocks",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "gin", amount: 3, unit: "cl" },
      { ing: "campari", amount: 3, unit: "cl" },
      { ing: "lemon-juice", amount: 2.25, unit: "cl" },
      { ing: "simple-syrup", amount: 1.5, unit: "cl" },
      { ing: "grapes", amount: 5, unit: "piece", note: { de: "weiße, kernlose", en: "white, seedless" } },
    ],
    groups: ["aperitivo", "sours", "summer"],
    source: { title: "Vincenzo Errico", detail: "via VinePair and The Cocktails Must Flow" },
    base: "gin",
    taste: ["bitter", "sour"],
    strength: "medium",
  },
  // History: from the same source
  {
    slug: "jasmine",
    de: {
      name: "Jasmine",
      description:
        "Paul Harrington mixte ihn Anfang der 1990er-Jahre in der Townhouse Bar in Emeryville bei San Francisco als Abwandlung des Pegu Club für einen Gast namens Matt Jasmin – den Namen schrieb er falsch. Gin, Zitrone und je ein Hauch Cointreau und Campari ergeben einen Drink, der an Grapefruit erinnert.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In ein vorgekühltes Martiniglas doppelt abseihen.",
        "Die Zitronenzeste über dem Drink ausdrücken.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Jasmine",
      description:
        "Paul Harrington mixed it in the early 1990s at the Townhouse Bar in Emeryville near San Francisco as a twist on the Pegu Club for a guest named Matt Jasmin, whose name he misspelt. Gin, lemon and a touch each of Cointreau and Campari add up to a drink that recalls grapefruit.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Double-strain into a chilled martini glass.",
        "Express the lemon peel over the drink.",
      ],
      garnish: "Lemon peel",
    },
    glass: "martini",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 4.5, unit: "cl" },
      { ing: "lemon-juice", amount: 2.25, unit: "cl" },
      { ing: "triple-sec", amount: 0.75, unit: "cl", note: { de: "Cointreau", en: "Cointreau" } },
      { ing: "campari", amount: 0.75, unit: "cl" },
    ],
    groups: ["sours", "aperitivo"],
    source: { title: "The Oxford Companion to Spirits and Cocktails (2021)", detail: "entry by Paul Clarke" },
    base: "gin",
    taste: ["sour", "bitter"],
    strength: "medium",
  },
  // History: VinePair (Brian Miller interview)
  {
    slug: "conference",
    de: {
      name: "Conference",
      description:
        "Brian Miller rührte ihn 2007 oder 2008 im New Yorker Death & Co., als eine Kollegin „etwas Gerührtes, Kräftiges“ wollte: ein Old Fashioned aus vier Spirituosen – Rye, Bourbon, Calvados und Cognac. Erst ein Dash Mole-Bitters band sie zusammen, und das Aufteilen der Basis wurde zur Handschrift der Bar.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In einen doppelten Tumbler auf einen großen Eiswürfel abseihen.",
        "Zitronen- und Orangenzeste über dem Drink ausdrücken und hineingeben.",
      ],
      garnish: "Zitronenzeste und Orangenzeste",
    },
    en: {
      name: "Conference",
      description:
        "Brian Miller stirred it at Death & Co. in New York in 2007 or 2008 when a server asked for something stirred and boozy: an Old Fashioned split four ways between rye, bourbon, calvados and cognac. A dash of mole bitters tied it together, and splitting the base became a house signature.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a double rocks glass over one large ice cube.",
        "Express the lemon and orange peels over the drink and drop them in.",
      ],
      garnish: "Lemon peel and orange peel",
    },
    glass: "double-rocks",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "rye-whiskey", amount: 1.5, unit: "cl" },
      { ing: "bourbon", amount: 1.5, unit: "cl" },
      { ing: "calvados", amount: 1.5, unit: "cl" },
      { ing: "cognac", amount: 1.5, unit: "cl" },
      { ing: "demerara-syrup", amount: 1, unit: "tsp" },
      { ing: "angostura-bitters", amount: 2, unit: "dash" },
      { ing: "chocolate-bitters", amount: 1, unit: "dash", note: { de: "Mole-Bitters", en: "mole bitters" } },
    ],
    groups: ["classics", "after-dinner"],
    source: { title: "Death & Co: Modern Classic Cocktails (2014)", detail: "via Death & Co Market" },
    base: "whiskey",
    taste: ["sweet", "bitter"],
    strength: "strong",
  },
  // History: from the same source
  {
    slug: "revolver",
    de: {
      name: "Revolver",
      description:
        "Jon Santer schuf ihn 2004 in Bruno's Jazzclub in San Franciscos Mission District, um eine Kiste Bulleit Bourbon loszuwerden: ein Manhattan mit Kaffeelikör statt Wermut und Orangen-Bitters, gekrönt von einer flambierten Orangenzeste. Bekannt wurde er ab 2006 in der Bar Bourbon & Branch.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Die Orangenzeste über dem Drink flambieren und entsorgen.",
      ],
      garnish: "Flambierte Orangenzeste",
    },
    en: {
      name: "Revolver",
      description:
        "Jon Santer created it in 2004 at Bruno's, a jazz club in San Francisco's Mission District, to put a case of Bulleit bourbon to use: a Manhattan with coffee liqueur for the vermouth and orange bitters, finished with a flamed orange peel. It found its audience from 2006 at Bourbon & Branch.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a chilled coupe.",
        "Flame the orange peel over the drink and discard it.",
      ],
      garnish: "Flamed orange peel",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "bourbon", amount: 6, unit: "cl" },
      { ing: "coffee-liqueur", amount: 1.5, unit: "cl" },
      { ing: "orange-bitters", amount: 2, unit: "dash" },
    ],
    groups: ["classics", "after-dinner"],
    source: {
      title: "Jon Santer",
      detail: "on VinePair's Cocktail College podcast; Robert Simonson, Modern Classic Cocktails (2022)",
    },
    base: "whiskey",
    taste: ["sweet", "bitter"],
    strength: "strong",
  },
  // History: Liquor.com (Sam Ross in "Regarding Cocktails", 2016)
  {
    slug: "left-hand",
    de: {
      name: "Left Hand",
      description:
        "Sam Ross nannte ihn im Milk & Honey der 2000er-Jahre ein „Liebeskind von Negroni und Manhattan“: Bourbon, Campari und roter Wermut im Manhattan-Verhältnis, vertieft mit Schokoladen-Bitters. Der Name ehrt den Mafioso „Lefty“ aus dem Film Donnie Brasco.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Mit Cocktailkirschen am Spieß garnieren.",
      ],
      garnish: "Cocktailkirschen am Spieß",
    },
    en: {
      name: "Left Hand",
      description:
        "At Milk & Honey in the 2000s, Sam Ross called it a love child of the Negroni and the Manhattan: bourbon, Campari and sweet vermouth in Manhattan proportions, deepened with chocolate bitters. The name honours the gangster Lefty from the film Donnie Brasco.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a chilled coupe.",
        "Garnish with cocktail cherries on a pick.",
      ],
      garnish: "Cocktail cherries on a pick",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "bourbon", amount: 4.5, unit: "cl" },
      { ing: "sweet-vermouth", amount: 2.25, unit: "cl" },
      { ing: "campari", amount: 2.25, unit: "cl" },
      { ing: "chocolate-bitters", amount: 2, unit: "dash" },
    ],
    groups: ["classics", "aperitivo"],
    source: { title: "Jim Meehan, The PDT Cocktail Book (2011)" },
    base: "whiskey",
    taste: ["bitter", "sweet"],
    strength: "strong",
  },
  // History: Liquor.com
  {
    slug: "black-manhattan",
    de: {
      name: "Black Manhattan",
      description:
        "Todd Smith ersetzte 2005 in der Bar Bourbon & Branch in San Francisco den roten Wermut des Manhattan durch den sizilianischen Amaro Averna und gab zu Angostura noch Orangen-Bitters. Das Ergebnis ist dunkler, kräuteriger und herber – und inspirierte unzählige Amaro-Manhattans.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Mit einer Cocktailkirsche garnieren.",
      ],
      garnish: "Cocktailkirsche",
    },
    en: {
      name: "Black Manhattan",
      description:
        "In 2005 at Bourbon & Branch in San Francisco, Todd Smith replaced the Manhattan's sweet vermouth with the Sicilian amaro Averna and added orange bitters to the Angostura. The result is darker, more herbal and more bitter, and it inspired countless amaro Manhattans.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a chilled coupe.",
        "Garnish with a cocktail cherry.",
      ],
      garnish: "Cocktail cherry",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "rye-whiskey", amount: 6, unit: "cl" },
      { ing: "averna", amount: 3, unit: "cl" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
      { ing: "orange-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["classics", "after-dinner"],
    source: { title: "Philip Greene, The Manhattan (2016)", detail: "via Imbibe" },
    base: "whiskey",
    taste: ["bitter", "sweet"],
    strength: "strong",
  },
  // History: Imbibe, Death & Co Market (dates it 2009)
  {
    slug: "kingston-negroni",
    de: {
      name: "Kingston Negroni",
      description:
        "Joaquín Simó mixte ihn 2009 im Death & Co., binnen Minuten, nachdem ihm ein Importeur die erste Flasche Smith & Cross in die Hand gedrückt hatte: ein Negroni zu gleichen Teilen, aber mit wuchtigem, fruchtig-funkigem Jamaika-Rum statt Gin.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In einen Tumbler auf einen großen Eiswürfel abseihen.",
        "Die Orangenzeste über dem Drink ausdrücken und hineingeben.",
      ],
      garnish: "Lange Orangenzeste",
    },
    en: {
      name: "Kingston Negroni",
      description:
        "Joaquín Simó mixed it at Death & Co. in 2009, within minutes of an importer handing him his first bottle of Smith & Cross: an equal-parts Negroni, but with hefty, fruity, funky Jamaican rum in place of gin.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a rocks glass over one large ice cube.",
        "Express the orange peel over the drink and drop it in.",
      ],
      garnish: "Long orange peel",
    },
    glass: "rocks",
    method: "stir",
    difficulty: "easy",
    lines: [
      {
        ing: "jamaican-rum",
        amount: 3,
        unit: "cl",
        note: { de: "Navy Strength, z. B. Smith & Cross", en: "navy strength, e.g. Smith & Cross" },
      },
      { ing: "campari", amount: 3, unit: "cl" },
      { ing: "sweet-vermouth", amount: 3, unit: "cl" },
    ],
    groups: ["aperitivo"],
    source: { title: "Joaquín Simó", detail: "via Punch and Imbibe" },
    base: "rum",
    taste: ["bitter", "sweet"],
    strength: "strong",
  },
  // History: Liquor.com (Gary Regan, San Francisco Chronicle)
  {
    slug: "rosita",
    de: {
      name: "Rosita",
      description:
        "Ein Tequila-Negroni mit geteiltem Wermut, der schon in den 1970er-Jahren im Mr. Boston Official Bartender's Guide stand. Gary Regan nahm ihn 1991 in seine „Bartender's Bible“ auf – und staunte später selbst, als er den Drink als Neuentdeckung serviert bekam.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In einen Tumbler auf einen großen Eiswürfel abseihen.",
        "Die Zitronenzeste über dem Drink ausdrücken und hineingeben.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Rosita",
      description:
        "A tequila Negroni with split vermouth that already appeared in the Mr. Boston Official Bartender's Guide in the 1970s. Gary Regan put it in his Bartender's Bible in 1991, and was later surprised himself to be served it as a new discovery.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a rocks glass over one large ice cube.",
        "Express the lemon peel over the drink and drop it in.",
      ],
      garnish: "Lemon peel",
    },
    glass: "rocks",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "reposado-tequila", amount: 4.5, unit: "cl" },
      { ing: "campari", amount: 1.5, unit: "cl" },
      { ing: "sweet-vermouth", amount: 1.5, unit: "cl" },
      { ing: "dry-vermouth", amount: 1.5, unit: "cl" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["aperitivo"],
    source: { title: "Robert Hess, Food & Wine Cocktails 2005", detail: "via the Gumbo Pages" },
    base: "tequila",
    taste: ["bitter", "sweet"],
    strength: "strong",
  },
  // History: Punch
  {
    slug: "whiskey-smash",
    de: {
      name: "Whiskey Smash",
      description:
        "Der Smash, ein kleiner Verwandter des Julep, stand schon bei Jerry Thomas. Dale DeGroff holte ihn Ende der 1980er-Jahre im Rainbow Room zurück und zerdrückte ganze Zitronenstücke mit – ein frischer Bourbon-Drink für alle, die „keinen Whiskey mögen“.",
      steps: [
        "Die Zitronenspalten im Shaker kräftig zerdrücken.",
        "Bourbon, Zuckersirup, Minze und Eis hinzugeben und shaken.",
        "In einen Tumbler auf frisches Eis doppelt abseihen.",
        "Den Minzzweig zwischen den Händen anschlagen und als Garnitur einstecken.",
      ],
      garnish: "Minzzweig",
    },
    en: {
      name: "Whiskey Smash",
      description:
        "The smash, a little relative of the julep, was already in Jerry Thomas's book. Dale DeGroff brought it back at the Rainbow Room in the late 1980s and muddled whole lemon pieces into it, a fresh bourbon drink for people who say they don't like whiskey.",
      steps: [
        "Muddle the lemon wedges well in a shaker.",
        "Add bourbon, simple syrup, mint and ice and shake.",
        "Double-strain into a rocks glass over fresh ice.",
        "Slap the mint sprig between your hands and use it as a garnish.",
      ],
      garnish: "Mint sprig",
    },
    glass: "rocks",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "lemon", amount: 3, unit: "wedge" },
      { ing: "bourbon", amount: 6, unit: "cl" },
      { ing: "simple-syrup", amount: 2.25, unit: "cl" },
      { ing: "mint", amount: 4, unit: "leaf" },
    ],
    groups: ["sours", "summer"],
    source: { title: "Dale DeGroff", detail: "via Liquor.com" },
    base: "whiskey",
    taste: ["fresh", "sour"],
    strength: "medium",
  },
  // History: Food & Wine (DeGroff, "The Craft of the Cocktail", 2002)
  {
    slug: "fitzgerald",
    de: {
      name: "Fitzgerald",
      description:
        "Dale DeGroff improvisierte ihn Anfang der 1990er-Jahre an einem vollen Abend im Rainbow Room für einen Gast, der seinen Gin Tonic leid war: ein Gin Sour mit zwei Dashes Angostura. Auf der Karte hieß er zuerst schlicht „Gin Thing“.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In einen Tumbler auf frisches Eis abseihen.",
        "Mit einer Zitronenscheibe garnieren.",
      ],
      garnish: "Zitronenscheibe",
    },
    en: {
      name: "Fitzgerald",
      description:
        "Dale DeGroff improvised it on a busy night at the Rainbow Room in the early 1990s for a guest bored with his Gin & Tonic: a gin sour with two dashes of Angostura. On the menu it was first simply called the Gin Thing.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Strain into a rocks glass over fresh ice.",
        "Garnish with a lemon slice.",
      ],
      garnish: "Lemon slice",
    },
    glass: "rocks",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "london-dry-gin", amount: 6, unit: "cl" },
      { ing: "lemon-juice", amount: 2.25, unit: "cl" },
      { ing: "simple-syrup", amount: 2.25, unit: "cl" },
      { ing: "angostura-bitters", amount: 2, unit: "dash" },
    ],
    groups: ["sours"],
    source: {
      title: "Dale DeGroff, The Essential Cocktail (2008)",
      detail: "via Molecular Drinking / Night Cap",
    },
    base: "gin",
    taste: ["sour", "fresh"],
    strength: "medium",
  },
  // History: Punch ("How the Nuclear Daiquiri came to be"), The Educated Barfly
  {
    slug: "nuclear-daiquiri",
    de: {
      name: "Nuclear Daiquiri",
      description:
        "Gregor de Gruyther schuf ihn 2005 in der Londoner LAB Bar (London Academy of Bartenders): ein Daiquiri aus weißem Overproof-Rum und grüner Chartreuse mit Limette und einem Hauch Falernum – kräftig, kräuterig und gefährlich süffig. Zum Kult wurde er erst nach seinem frühen Tod 2009.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette doppelt abseihen."],
      garnish: "",
    },
    en: {
      name: "Nuclear Daiquiri",
      description:
        "Gregor de Gruyther created it in 2005 at LAB (London Academy of Bartenders) in London: a daiquiri of white overproof rum and green Chartreuse with lime and a touch of falernum, strong, herbal and dangerously drinkable. It became a cult drink only after his early death in 2009.",
      steps: ["Shake all ingredients hard with ice.", "Double-strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      {
        ing: "overproof-rum",
        amount: 3,
        unit: "cl",
        note: { de: "weiß, jamaikanisch", en: "white, Jamaican" },
      },
      { ing: "green-chartreuse", amount: 2.25, unit: "cl", exact: true },
      { ing: "lime-juice", amount: 3, unit: "cl" },
      { ing: "falernum", amount: 0.75, unit: "cl" },
    ],
    groups: ["sours"],
    source: { title: "Gregor de Gruyther", detail: "via Punch and Grouchy Bartender" },
    base: "rum",
    taste: ["sour", "fresh"],
    strength: "strong",
  },
  // History: Jeffrey Morgenthaler's blog via CocktailVirgin 2022
  {
    slug: "bourbon-renewal",
    de: {
      name: "Bourbon Renewal",
      description:
        "Jeffrey Morgenthaler erfand ihn 2004 in der Bel Ami Lounge in Eugene, Oregon, und benannte ihn nach der früheren Band seines Geschäftspartners: ein Whiskey Sour, in dem Crème de Cassis einen Teil des Zuckers ersetzt und Angostura für Würze sorgt.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In einen doppelten Tumbler auf frisches Eis abseihen.",
        "Mit einer Zitronenscheibe garnieren.",
      ],
      garnish: "Zitronenscheibe oder frische Johannisbeeren",
    },
    en: {
      name: "Bourbon Renewal",
      description:
        "Jeffrey Morgenthaler invented it in 2004 at the Bel Ami Lounge in Eugene, Oregon, and named it after his business partner's former band: a whiskey sour in which crème de cassis replaces part of the sugar and Angostura adds spice.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Strain into a double rocks glass over fresh ice.",
        "Garnish with a lemon slice.",
      ],
      garnish: "Lemon slice or fresh blackcurrants",
    },
    glass: "double-rocks",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "bourbon", amount: 6, unit: "cl" },
      { ing: "lemon-juice", amount: 3, unit: "cl" },
      { ing: "creme-de-cassis", amount: 1.5, unit: "cl" },
      { ing: "simple-syrup", amount: 1.5, unit: "cl" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["sours"],
    source: { title: "Difford's Guide", detail: "Bourbon Renewal (Jeffrey Morgenthaler)" },
    base: "whiskey",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  // History: Barback, It's a Drink
  {
    slug: "water-lily",
    de: {
      name: "Water Lily",
      description:
        "Richard Boccato mixte ihn 2007 in der New Yorker Bar Little Branch für eine Freundin, die etwas mit Gin und Veilchenlikör wollte; benannt ist er nach ihrem zweiten Vornamen. Gin, Cointreau, Crème de Violette und Zitrone zu gleichen Teilen – ein blumiger Verwandter des Corpse Reviver No. 2.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
        "Die Orangenzeste über dem Drink ausdrücken und entsorgen.",
      ],
      garnish: "Orangenzeste, ausgedrückt",
    },
    en: {
      name: "Water Lily",
      description:
        "Richard Boccato mixed it in 2007 at Little Branch in New York for a friend who wanted something with gin and violet liqueur, and named it after her middle name. Gin, Cointreau, crème de violette and lemon in equal parts, a floral relative of the Corpse Reviver No. 2.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Double-strain into a chilled coupe.",
        "Express the orange peel over the drink and discard it.",
      ],
      garnish: "Orange peel, expressed",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 2.25, unit: "cl" },
      { ing: "triple-sec", amount: 2.25, unit: "cl", note: { de: "Cointreau", en: "Cointreau" } },
      { ing: "creme-de-violette", amount: 2.25, unit: "cl", exact: true },
      { ing: "lemon-juice", amount: 2.25, unit: "cl" },
    ],
    groups: ["sours"],
    source: { title: "Jim Meehan, The PDT Cocktail Book (2011)", detail: "via Barback" },
    base: "gin",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  // History: Kayahara 2012
  {
    slug: "sunflower",
    de: {
      name: "Sunflower",
      description:
        "Sam Ross ersetzte im Milk & Honey beim Corpse Reviver No. 2 den Lillet durch Holunderblütenlikör; 2008 veröffentlicht, wurde daraus ein eigener Klassiker: Gin, St-Germain, Cointreau und Zitrone zu gleichen Teilen im Glas mit Absinth-Hauch.",
      steps: [
        "Eine vorgekühlte Coupette mit Absinth ausschwenken und den Rest ausgießen.",
        "Gin, Holunderblütenlikör, Triple Sec und Zitronensaft mit Eis kräftig shaken.",
        "In die vorbereitete Coupette doppelt abseihen und mit der Zitronenzeste garnieren.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Sunflower",
      description:
        "At Milk & Honey, Sam Ross swapped the Lillet in a Corpse Reviver No. 2 for elderflower liqueur; published in 2008, it became a classic of its own: gin, St-Germain, Cointreau and lemon in equal parts in a glass with a breath of absinthe.",
      steps: [
        "Rinse a chilled coupe with absinthe and pour out the rest.",
        "Shake gin, elderflower liqueur, triple sec and lemon juice hard with ice.",
        "Double-strain into the prepared coupe and garnish with the lemon peel.",
      ],
      garnish: "Lemon peel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "gin", amount: 2.25, unit: "cl" },
      { ing: "elderflower-liqueur", amount: 2.25, unit: "cl" },
      { ing: "triple-sec", amount: 2.25, unit: "cl", note: { de: "Cointreau", en: "Cointreau" } },
      { ing: "lemon-juice", amount: 2.25, unit: "cl" },
      { ing: "absinthe", unit: "splash", note: { de: "zum Ausschwenken", en: "for the rinse" } },
    ],
    groups: ["sours", "summer"],
    source: { title: "Sam Ross", detail: "as published by StarChefs (2008), via CocktailVirgin (2012)" },
    base: "gin",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  // History: Food & Wine (Reiner interview)
  {
    slug: "gin-blossom",
    de: {
      name: "Gin Blossom",
      description:
        "Julie Reiner schrieb ihn 2008 als Haus-Martini auf die Eröffnungskarte ihres Clover Club in Brooklyn, wo er bis heute steht: Plymouth Gin und weißer Wermut zu gleichen Teilen, dazu trockener Marillenbrand und Orangen-Bitters – ein sanfter Martini für alle, die Martinis zu streng finden.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Die Orangenzeste über dem Drink ausdrücken und hineingeben.",
      ],
      garnish: "Orangenzeste",
    },
    en: {
      name: "Gin Blossom",
      description:
        "Julie Reiner wrote it onto the opening menu of her Clover Club in Brooklyn in 2008 as the house Martini, and it has never left: Plymouth gin and blanc vermouth in equal parts with dry apricot eau de vie and orange bitters, a gentle Martini for people who find Martinis too austere.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a chilled coupe.",
        "Express the orange peel over the drink and drop it in.",
      ],
      garnish: "Orange peel",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "plymouth-gin", amount: 4.5, unit: "cl" },
      { ing: "blanc-vermouth", amount: 4.5, unit: "cl" },
      { ing: "apricot-eau-de-vie", amount: 2.25, unit: "cl" },
      { ing: "orange-bitters", amount: 2, unit: "dash" },
    ],
    groups: ["classics", "aperitivo"],
    source: { title: "Julie Reiner, Clover Club, Brooklyn", detail: "via Liquor.com" },
    base: "gin",
    taste: ["fresh", "sweet"],
    strength: "strong",
  },
  // History: Jim Meehan, "Meehan's Bartender Manual" (2017) via New Worlder
  {
    slug: "mezcal-mule",
    de: {
      name: "Mezcal Mule",
      description:
        "Jim Meehan entwickelte ihn im Winter 2008 im New Yorker PDT für Richard Betts von Sombra Mezcal – mit Aromen aus Oaxaca: Maracuja und Agave, dazu Gurke, Limette und Ingwer. Eine Prise Chili auf der Garnitur bringt Wärme und Erdigkeit gegen den Rauch.",
      steps: [
        "Die Gurkenscheiben mit dem Agavensirup im Shaker zerdrücken.",
        "Mezcal, Limettensaft, Maracujapüree und Eis hinzugeben und kräftig shaken.",
        "In einen Tumbler auf frisches Eis doppelt abseihen und mit Ginger Beer auffüllen.",
        "Mit Gurkenscheibe und kandiertem Ingwer garnieren und mit etwas Chilipulver bestäuben.",
      ],
      garnish: "Gurkenscheibe, kandierter Ingwer und eine Prise Chilipulver",
    },
    en: {
      name: "Mezcal Mule",
      description:
        "Jim Meehan developed it at PDT in New York in the winter of 2008 for Richard Betts of Sombra Mezcal, using Oaxacan flavours: passion fruit and agave with cucumber, lime and ginger. A pinch of chilli on the garnish adds warmth and earthiness against the smoke.",
      steps: [
        "Muddle the cucumber slices with the agave syrup in a shaker.",
        "Add mezcal, lime juice, passion fruit purée and ice and shake hard.",
        "Double-strain into a rocks glass over fresh ice and top up with ginger beer.",
        "Garnish with a cucumber slice and candied ginger and dust with a little chilli powder.",
      ],
      garnish: "Cucumber slice, candied ginger and a pinch of chilli powder",
    },
    glass: "rocks",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "mezcal", amount: 4.5, unit: "cl" },
      { ing: "lime-juice", amount: 2.25, unit: "cl" },
      { ing: "passion-fruit-puree", amount: 2.25, unit: "cl" },
      { ing: "agave-syrup", amount: 1.5, unit: "cl" },
      { ing: "cucumber", amount: 3, unit: "slice" },
      { ing: "ginger-beer", amount: 3, unit: "cl" },
    ],
    groups: ["summer", "sours"],
    source: { title: "Jim Meehan, The PDT Cocktail Book (2011)", detail: "via Punch" },
    base: "mezcal",
    taste: ["fresh", "sour"],
    strength: "medium",
  },
  // History: Getbarback (Arthur Moss's essay in Harry MacElhone's "Barflies and Cocktails", 1927)
  {
    slug: "old-pal",
    de: {
      name: "Old Pal",
      description:
        "Der trockene Bruder des Boulevardier aus Harry's New York Bar in Paris: In Harry MacElhones „Barflies and Cocktails“ (1927) widmet der Sportjournalist William „Sparrow“ Robertson den Drink seinem „alten Kumpel“; ab 1929 stand er mit trockenem statt rotem Wermut im Buch.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Die Zitronenzeste über dem Drink ausdrücken.",
      ],
      garnish: "Zitronen- oder Orangenzeste",
    },
    en: {
      name: "Old Pal",
      description:
        "The dry brother of the Boulevardier from Harry's New York Bar in Paris: in Harry MacElhone's Barflies and Cocktails (1927), sportswriter William \"Sparrow\" Robertson dedicates the drink to his old pal; from 1929 the book gave it dry rather than sweet vermouth.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a chilled coupe.",
        "Express the lemon peel over the drink.",
      ],
      garnish: "Lemon or orange peel",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "rye-whiskey", amount: 3, unit: "cl" },
      { ing: "campari", amount: 3, unit: "cl" },
      { ing: "dry-vermouth", amount: 3, unit: "cl" },
    ],
    groups: ["aperitivo", "classics"],
    source: { title: "Punch", detail: "Old Pal" },
    base: "whiskey",
    taste: ["bitter", "fresh"],
    strength: "strong",
  },
  // History: Oxford Companion to Spirits and Cocktails (2021, entry by Jeff Berry), Wikipedia
  {
    slug: "airmail",
    de: {
      name: "Airmail",
      description:
        "Eine karibische Antwort auf den French 75: Rum, Limette und Honig, mit Champagner aufgefüllt. Das Rezept stand 1930 in einer Werbebroschüre von Bacardi in Kuba – dem Jahr, in dem die Insel Luftpostanschluss bekam – und wurde 1949 durch Esquires „Handbook for Hosts“ bekannt.",
      steps: [
        "Rum, Limettensaft und Honigsirup mit Eis shaken.",
        "In ein Collins-Glas auf frisches Eis abseihen.",
        "Mit Champagner auffüllen und mit der Limettenzeste garnieren.",
      ],
      garnish: "Limetten- oder Orangenzeste",
    },
    en: {
      name: "Airmail",
      description:
        "A Caribbean answer to the French 75: rum, lime and honey topped with Champagne. The recipe appeared in 1930 in a Bacardi pamphlet printed in Cuba, the year the island got airmail service, and became known through Esquire's Handbook for Hosts in 1949.",
      steps: [
        "Shake rum, lime juice and honey syrup with ice.",
        "Strain into a collins glass over fresh ice.",
        "Top up with Champagne and garnish with the lime peel.",
      ],
      garnish: "Lime or orange peel",
    },
    glass: "collins",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "aged-rum", amount: 4.5, unit: "cl", note: { de: "goldener Rum", en: "gold rum" } },
      { ing: "lime-juice", amount: 2.25, unit: "cl" },
      { ing: "honey-syrup", amount: 2, unit: "cl" },
      { ing: "champagne", unit: "top" },
    ],
    groups: ["summer", "classics"],
    source: { title: "Punch", detail: "Airmail" },
    base: "rum",
    taste: ["fresh", "sour"],
    strength: "medium",
  },
  {
    slug: "army-and-navy",
    de: {
      name: "Army & Navy",
      description:
        "Ein Gin Sour mit Orgeat statt Zucker, erstmals 1948 in David Emburys „The Fine Art of Mixing Drinks“ gedruckt; vermutlich stammt er aus dem Army and Navy Club in Washington. Die Cocktail-Renaissance holte die mandelige Gin-Sour-Variante zurück auf die Karten.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
        "Die Zitronenzeste über dem Drink ausdrücken.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Army & Navy",
      description:
        "A gin sour with orgeat in place of sugar, first printed in 1948 in David Embury's The Fine Art of Mixing Drinks and probably from the Army and Navy Club in Washington. The cocktail revival brought the almond-scented sour back onto menus.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Double-strain into a chilled coupe.",
        "Express the lemon peel over the drink.",
      ],
      garnish: "Lemon peel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 6, unit: "cl" },
      { ing: "lemon-juice", amount: 2.25, unit: "cl" },
      { ing: "orgeat", amount: 2.25, unit: "cl" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["sours", "classics"],
    source: {
      title: "David A. Embury, The Fine Art of Mixing Drinks (1948)",
      detail: "via Jigger & Joy and CocktailVirgin (2013)",
      note: { de: "heutige Bauweise von Emburys Rezept", en: "a modern build of Embury's recipe" },
    },
    base: "gin",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  // History: Liquor.com / Sporting Road (Gage Hotel), Food & Wine
  {
    slug: "ranch-water",
    de: {
      name: "Ranch Water",
      description:
        "Der inoffizielle Drink Westtexas': Blanco Tequila und Limette in sprudelndem Mineralwasser, am liebsten Topo Chico. Rancher sollen ihn einfach in die angetrunkene Flasche gegossen haben; das Gage Hotel in Marathon setzte ihn 2010 auf die Karte, eine Bar in Austin reklamiert ihn für die späten 1990er-Jahre.",
      steps: [
        "Ein Highball-Glas mit Eiswürfeln füllen.",
        "Tequila und Limettensaft hineingeben.",
        "Mit kaltem Mineralwasser auffüllen, einmal sanft umrühren und mit der Limettenscheibe garnieren.",
      ],
      garnish: "Limettenscheibe",
    },
    en: {
      name: "Ranch Water",
      description:
        "The unofficial drink of West Texas: blanco tequila and lime in fizzy mineral water, ideally Topo Chico. Ranchers are said to have poured it straight into a half-drunk bottle; the Gage Hotel in Marathon put it on its menu in 2010, and an Austin bar claims it for the late 1990s.",
      steps: [
        "Fill a highball glass with ice cubes.",
        "Add tequila and lime juice.",
        "Top up with cold sparkling mineral water, stir gently once and garnish with the lime slice.",
      ],
      garnish: "Lime slice",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "blanco-tequila", amount: 4.5, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      {
        ing: "soda-water",
        unit: "top",
        note: {
          de: "kräftig sprudelndes Mineralwasser, z. B. Topo Chico",
          en: "lively sparkling mineral water, e.g. Topo Chico",
        },
      },
    ],
    groups: ["highballs", "summer"],
    source: { title: "Taylor Samuels, Las Almas Rotas, Dallas", detail: "via VinePair" },
    base: "tequila",
    taste: ["fresh", "sour"],
    strength: "light",
  },
  // History: Liquor.com (Loren Dunsworth interview)
  {
    slug: "appletini",
    de: {
      name: "Appletini",
      description:
        "Das Symbol der Flavoured-Martini-Jahre: 1996 mixte Barkeeper Adam Karsten in Lola's in West Hollywood Wodka mit grünem Apfellikör – zuerst „Adam's Apple Martini“ genannt. Dale DeGroff gab ihm mit Zitronenwodka, Cointreau und frischer Zitrone die nötige Säure.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In ein vorgekühltes Martiniglas doppelt abseihen.",
        "Mit einer dünnen Scheibe grünem Apfel garnieren.",
      ],
      garnish: "Dünne Scheibe grüner Apfel",
    },
    en: {
      name: "Appletini",
      description:
        "The emblem of the flavoured-Martini years: in 1996 bartender Adam Karsten at Lola's in West Hollywood mixed vodka with green apple liqueur and called it the Adam's Apple Martini. Dale DeGroff gave it the acidity it needed with citrus vodka, Cointreau and fresh lemon.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Double-strain into a chilled martini glass.",
        "Garnish with a thin slice of green apple.",
      ],
      garnish: "Thin slice of green apple",
    },
    glass: "martini",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "citrus-vodka", amount: 6, unit: "cl" },
      { ing: "apple-liqueur", amount: 1.5, unit: "cl" },
      { ing: "triple-sec", amount: 1.5, unit: "cl", note: { de: "Cointreau", en: "Cointreau" } },
      { ing: "lemon-juice", amount: 2.25, unit: "cl" },
    ],
    groups: ["sours"],
    source: { title: "Dale DeGroff, The Craft of the Cocktail (2002)", detail: "Sour Apple Martini" },
    base: "vodka",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  // History: VinePair
  {
    slug: "maximilian-affair",
    de: {
      name: "Maximilian Affair",
      description:
        "Misty Kalkofen erfand ihn 2008 in der Bar Green Street in Cambridge bei Boston aus dem Stegreif, als Del-Maguey-Gründer Ron Cooper unangemeldet vorbeikam: Mezcal trifft französischen Holunderblütenlikör – eine Anspielung auf Kaiser Maximilian, den Frankreich in den 1860er-Jahren in Mexiko einsetzte.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
        "Die Zitronenzeste über dem Drink ausdrücken und hineingeben.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Maximilian Affair",
      description:
        "Misty Kalkofen improvised it in 2008 at Green Street in Cambridge near Boston when Del Maguey founder Ron Cooper dropped in unannounced: mezcal meets French elderflower liqueur, a nod to Emperor Maximilian, whom France installed in Mexico in the 1860s.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Double-strain into a chilled coupe.",
        "Express the lemon peel over the drink and drop it in.",
      ],
      garnish: "Lemon peel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "mezcal", amount: 3, unit: "cl" },
      { ing: "elderflower-liqueur", amount: 3, unit: "cl" },
      { ing: "punt-e-mes", amount: 1.5, unit: "cl" },
      { ing: "lemon-juice", amount: 1.5, unit: "cl" },
    ],
    groups: ["sours", "aperitivo"],
    source: { title: "Misty Kalkofen, Food & Wine Cocktails 2009", detail: "via CocktailVirgin (2011)" },
    base: "mezcal",
    taste: ["sweet", "bitter"],
    strength: "medium",
  },
  // 2 oz Aperol, 1 oz gin, 3/4 oz lemon, 1/4 oz syrup, dash Angostura. History: P. Newman cocktails
  {
    slug: "intro-to-aperol",
    de: {
      name: "Intro to Aperol",
      description:
        "Audrey Saunders schuf ihn 2006 im New Yorker Pegu Club, um ihren Gästen Bitterlikör schmackhaft zu machen: viel Aperol, gestützt von Gin, Zitrone und einem Dash Angostura – fruchtig, bittersüß und ein idealer Einstieg in die Welt der Aperitivi.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
        "Die Orangenzeste über dem Drink ausdrücken und auf den Glasrand setzen.",
      ],
      garnish: "Orangenzeste",
    },
    en: {
      name: "Intro to Aperol",
      description:
        "Audrey Saunders created it in 2006 at Pegu Club in New York to win her guests over to bitter liqueurs: plenty of Aperol backed by gin, lemon and a dash of Angostura, fruity, bittersweet and an ideal way into the world of aperitivi.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Double-strain into a chilled coupe.",
        "Express the orange peel over the drink and perch it on the rim.",
      ],
      garnish: "Orange peel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "aperol", amount: 6, unit: "cl" },
      { ing: "london-dry-gin", amount: 3, unit: "cl" },
      { ing: "lemon-juice", amount: 2.25, unit: "cl" },
      { ing: "simple-syrup", amount: 0.75, unit: "cl" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["aperitivo", "sours"],
    source: {
      title: "Audrey Saunders, Pegu Club, New York",
      detail: "as given by Alan Short and Grouchy Bartender",
    },
    base: "liqueur",
    taste: ["bitter", "sour"],
    strength: "light",
  },
  // History: Dale DeGroff, "The Craft of the Cocktail" (2002) via Up Neat, Chez Jones
  {
    slug: "dirty-martini",
    de: {
      name: "Dirty Martini",
      description:
        "Ein Dry Martini mit einem Schuss Olivenlake: Als Urahn gilt ein Martini mit zerdrückter Olive, den John O'Connor um 1901 im New Yorker Waldorf Astoria servierte; Franklin D. Roosevelt soll die salzige Variante populär gemacht haben, seit den 1990er-Jahren ist sie einer der meistbestellten Martinis.",
      steps: [
        "Gin, trockenen Wermut und Olivenlake in einem Rührglas mit reichlich Eis kalt rühren.",
        "In ein vorgekühltes Martiniglas abseihen.",
        "Mit Oliven am Spieß garnieren.",
      ],
      garnish: "Ein oder drei grüne Oliven am Spieß",
    },
    en: {
      name: "Dirty Martini",
      description:
        "A dry Martini with a splash of olive brine. Its ancestor is said to be a Martini with a muddled olive that John O'Connor served at the Waldorf Astoria in New York around 1901; Franklin D. Roosevelt is credited with popularising the salty version, and since the 1990s it has been one of the most-ordered Martinis.",
      steps: [
        "Stir gin, dry vermouth and olive brine with plenty of ice in a mixing glass until chilled.",
        "Strain into a chilled martini glass.",
        "Garnish with olives on a pick.",
      ],
      garnish: "One or three green olives on a pick",
    },
    glass: "martini",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "london-dry-gin", amount: 7.5, unit: "cl" },
      { ing: "dry-vermouth", amount: 1.5, unit: "cl" },
      { ing: "olive-brine", amount: 1.5, unit: "cl" },
      { ing: "olive", amount: 3, unit: "piece", note: { de: "zum Garnieren", en: "to garnish" } },
    ],
    groups: ["classics"],
    source: { title: "Liquor & Wine Outlets", detail: "the common 5 : 1 : 1 build" },
    base: "gin",
    taste: ["fresh"],
    strength: "strong",
  },
  // History: the same, Chowhound; date per Poco Tequila
  {
    slug: "batanga",
    de: {
      name: "Batanga",
      description:
        "Don Javier Delgado Corona schenkte ihn ab 1961 in seiner Cantina La Capilla im Städtchen Tequila aus: Blanco Tequila, Limette und Cola im Glas mit Salzrand. Sein Geheimnis war das Messer, mit dem er erst die Limetten schnitt und dann den Drink umrührte.",
      steps: [
        "Den Rand eines Highball-Glases mit Limettensaft befeuchten und in Salz tupfen.",
        "Das Glas mit Eis füllen, Limettensaft und Tequila hineingeben.",
        "Mit Cola auffüllen und – wie Don Javier – mit einem langen Messer umrühren.",
        "Mit einer Limettenspalte garnieren.",
      ],
      garnish: "Salzrand und Limettenspalte",
    },
    en: {
      name: "Batanga",
      description:
        "Don Javier Delgado Corona served it from 1961 at La Capilla, his cantina in the town of Tequila: blanco tequila, lime and cola in a salt-rimmed glass. His secret was the knife he used first to cut the limes and then to stir the drink.",
      steps: [
        "Moisten the rim of a highball glass with lime juice and dip it in salt.",
        "Fill the glass with ice and add lime juice and tequila.",
        "Top up with cola and, like Don Javier, stir with a long knife.",
        "Garnish with a lime wedge.",
      ],
      garnish: "Salt rim and lime wedge",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "blanco-tequila", amount: 6, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      {
        ing: "cola",
        unit: "top",
        note: {
          de: "am besten mexikanische Cola mit Rohrzucker",
          en: "ideally Mexican cola made with cane sugar",
        },
      },
      { ing: "salt", unit: "pinch", note: { de: "für den Rand", en: "for the rim" } },
    ],
    groups: ["highballs", "summer"],
    source: {
      title: "Don Javier Delgado Corona, La Capilla, Tequila (Jalisco)",
      detail: "his method as told by Taste Tequila (2011)",
    },
    base: "tequila",
    taste: ["sweet", "fresh"],
    strength: "light",
  },
  // History: from the same source
  {
    slug: "carajillo",
    de: {
      name: "Carajillo",
      description:
        "Kaffee mit Schuss hat in Spanien eine lange Tradition – der Name soll von „coraje“ (Mut) kommen, den sich spanische Soldaten auf Kuba mit Rum im Kaffee antranken. In Mexiko wurde daraus ab etwa 2015 der Trend-Digestif schlechthin: Licor 43 und frischer Espresso, kräftig auf Eis geshakt.",
      steps: [
        "Einen Espresso frisch ziehen.",
        "Espresso und Licor 43 mit Eis kräftig shaken, bis sich ein dichter Schaum bildet.",
        "In einen Tumbler auf frisches Eis abseihen.",
        "Drei Kaffeebohnen auf den Schaum legen.",
      ],
      garnish: "Drei Kaffeebohnen",
    },
    en: {
      name: "Carajillo",
      description:
        "Coffee with a shot of something has a long tradition in Spain; the name is said to come from coraje (courage), which Spanish soldiers in Cuba drew from rum in their coffee. From around 2015 Mexico turned it into the after-dinner drink of the moment: Licor 43 and fresh espresso shaken hard over ice.",
      steps: [
        "Pull a fresh espresso.",
        "Shake espresso and Licor 43 hard with ice until a thick foam forms.",
        "Strain into a rocks glass over fresh ice.",
        "Lay three coffee beans on the foam.",
      ],
      garnish: "Three coffee beans",
    },
    glass: "rocks",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "licor-43", amount: 4.5, unit: "cl" },
      { ing: "espresso", amount: 4.5, unit: "cl" },
    ],
    groups: ["after-dinner"],
    source: { title: "Difford's Guide", detail: "Carajillo, shaken" },
    base: "liqueur",
    taste: ["sweet", "bitter"],
    strength: "light",
  },
];

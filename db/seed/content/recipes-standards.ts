import type { Bilingual, RecipeSeed } from "./types";

// Standards people look for that the first collection lacked (the Gibson, Pegu Club, Brooklyn, …) and
// German-market favourites. Amounts in cl; every recipe names its source. Where a source gives parts or old
// measures, the note says how they were turned into cl.

const SAVOY = "Harry Craddock, The Savoy Cocktail Book (1930)";
const THOMAS = "Jerry Thomas, Bar-Tender's Guide (1862)";
const IBA_2011 = "IBA Official Cocktails (2011)";

/** The Savoy gives parts ("⅓ Dry Gin"), not amounts. */
const savoyParts: Bilingual<string> = {
  de: "die Anteile des Savoy auf einen Drink von 6 cl gerechnet",
  en: "the Savoy's parts worked out for a 6 cl drink",
};
/** The Savoy's "glass" of spirit. */
const savoyGlass: Bilingual<string> = {
  de: "ein „Glass“ des Savoy als 6 cl gerechnet",
  en: 'the Savoy\'s "glass" taken as 6 cl',
};
/** Thomas measures spirit by the wine-glass of about two ounces. */
const thomasWineGlass: Bilingual<string> = {
  de: "Thomas' „wine-glass“ (etwa 2 oz) als 6 cl gerechnet",
  en: "Thomas's wine-glass (about 2 oz) taken as 6 cl",
};
/** A recipe printed in ounces. */
const ounces: Bilingual<string> = {
  de: "Unzen in cl umgerechnet (1 oz = 3 cl)",
  en: "ounces converted to cl (1 oz = 3 cl)",
};

export const standardRecipes: RecipeSeed[] = [
  {
    slug: "pegu-club",
    de: {
      name: "Pegu Club",
      description:
        "Der Hausdrink des britischen Pegu Clubs in Rangun. Das Savoy nannte ihn 1930 einen Cocktail, „der um die Welt gereist ist“; Audrey Saunders gab 2005 ihrer New Yorker Bar seinen Namen.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "Limettenspalte",
    },
    en: {
      name: "Pegu Club",
      description:
        'The house drink of the British Pegu Club in Rangoon. The Savoy called it in 1930 a cocktail that "has travelled, and is asked for, round the world"; Audrey Saunders named her New York bar after it in 2005.',
      steps: ["Shake all ingredients hard with ice.", "Strain into a chilled coupe."],
      garnish: "Lime wedge",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 4, unit: "cl" },
      { ing: "orange-curacao", amount: 2, unit: "cl" },
      { ing: "lime-juice", amount: 1, unit: "tsp" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
      { ing: "orange-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["classics", "sours"],
    source: { title: SAVOY, note: savoyParts },
    base: "gin",
    taste: ["sour", "bitter"],
    strength: "strong",
  },
  {
    slug: "pink-lady",
    de: {
      name: "Pink Lady",
      description:
        "Gin, Grenadine und Eiweiß – mehr braucht die Pink Lady des Savoy nicht. Ihren Namen soll sie vom Broadway-Stück „The Pink Lady“ (1911) haben; spätere Fassungen geben Zitrone und Applejack dazu.",
      steps: [
        "Gin, Grenadine und Eiweiß ohne Eis kräftig trocken shaken.",
        "Eis hinzugeben und erneut kalt shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
      ],
      garnish: "",
    },
    en: {
      name: "Pink Lady",
      description:
        'Gin, grenadine and egg white is all the Savoy\'s Pink Lady asks for. The name is said to come from the Broadway show "The Pink Lady" (1911); later versions add lemon and applejack.',
      steps: [
        "Dry shake the gin, grenadine and egg white hard without ice.",
        "Add ice and shake again until cold.",
        "Double-strain into a chilled coupe.",
      ],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "plymouth-gin", amount: 6, unit: "cl" },
      { ing: "grenadine", amount: 1, unit: "tbsp" },
      {
        ing: "egg-white",
        amount: 1,
        unit: "piece",
        note: { de: "das Eiweiß eines Eis", en: "the white of one egg" },
      },
    ],
    groups: ["classics", "sours"],
    source: { title: SAVOY, note: savoyGlass },
    base: "gin",
    taste: ["sweet"],
    strength: "medium",
  },
  {
    slug: "journalist",
    de: {
      name: "Journalist",
      description:
        "Ein Perfect Martini mit einem Hauch Curaçao und Zitrone und einem Spritzer Angostura – aus dem Savoy von 1930, trocken, fein und schnell getrunken.",
      steps: ["Alle Zutaten mit Eis kalt shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Journalist",
      description:
        "A perfect Martini with a touch of curaçao and lemon and a dash of Angostura – from the 1930 Savoy, dry, fine and quickly finished.",
      steps: ["Shake all ingredients with ice until cold.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 4, unit: "cl" },
      { ing: "dry-vermouth", amount: 1, unit: "cl" },
      { ing: "sweet-vermouth", amount: 1, unit: "cl" },
      { ing: "orange-curacao", amount: 2, unit: "dash" },
      { ing: "lemon-juice", amount: 2, unit: "dash" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["classics"],
    source: { title: SAVOY, note: savoyParts },
    base: "gin",
    taste: ["bitter"],
    strength: "strong",
  },
  {
    slug: "income-tax",
    de: {
      name: "Income Tax",
      description:
        "Ein Bronx mit Angostura: Gin, trockener und roter Wermut zu gleichen Teilen und frisch gepresster Orangensaft. Im Savoy von 1930 steht er gleich neben seinem Vorbild.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In eine vorgekühlte Coupette abseihen.",
        "Mit Orangenzeste garnieren.",
      ],
      garnish: "Orangenzeste",
    },
    en: {
      name: "Income Tax",
      description:
        "A Bronx with Angostura: gin, dry and sweet vermouth in equal parts and fresh orange juice. The 1930 Savoy prints it right beside its model.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Strain into a chilled coupe.",
        "Garnish with orange peel.",
      ],
      garnish: "Orange peel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 3, unit: "cl" },
      { ing: "dry-vermouth", amount: 1.5, unit: "cl" },
      { ing: "sweet-vermouth", amount: 1.5, unit: "cl" },
      {
        ing: "orange-juice",
        amount: 2,
        unit: "cl",
        note: { de: "Saft einer Viertelorange", en: "juice of a quarter orange" },
      },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["classics", "aperitivo"],
    source: { title: SAVOY, note: savoyParts },
    base: "gin",
    taste: ["bitter", "fresh"],
    strength: "medium",
  },
  {
    slug: "satans-whiskers",
    de: {
      name: "Satan's Whiskers",
      description:
        "Ein Bronx mit Grand Marnier und Orangenbitter, erstmals im Savoy von 1930 gedruckt – „straight“ mit Grand Marnier, „curled“ mit Curaçao. Ted Haigh holte ihn um 2000 zurück.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In eine vorgekühlte Coupette abseihen.",
        "Mit Orangenzeste garnieren.",
      ],
      garnish: "Orangenzeste",
    },
    en: {
      name: "Satan's Whiskers",
      description:
        'A Bronx with Grand Marnier and orange bitters, first printed in the 1930 Savoy – "straight" with Grand Marnier, "curled" with curaçao. Ted Haigh brought it back around 2000.',
      steps: [
        "Shake all ingredients hard with ice.",
        "Strain into a chilled coupe.",
        "Garnish with orange peel.",
      ],
      garnish: "Orange peel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 3, unit: "cl" },
      { ing: "sweet-vermouth", amount: 3, unit: "cl" },
      { ing: "dry-vermouth", amount: 3, unit: "cl" },
      { ing: "orange-juice", amount: 3, unit: "cl" },
      { ing: "brandy-orange-liqueur", amount: 1.5, unit: "cl" },
      { ing: "orange-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["classics", "aperitivo"],
    source: {
      title: "David Wondrich & Noah Rothbaum (eds.), The Oxford Companion to Spirits and Cocktails (2021)",
      detail: 'entry "Satan\'s Whiskers" (François Monti)',
    },
    base: "gin",
    taste: ["bitter", "sweet"],
    strength: "medium",
  },
  {
    slug: "twentieth-century",
    de: {
      name: "Twentieth Century",
      description:
        "Benannt nach dem Luxuszug „Twentieth Century Limited“ zwischen New York und Chicago und 1937 in W. J. Tarlings Café Royal Cocktail Book gedruckt: ein Gin-Sour mit Lillet und einem Hauch Kakao.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
        "Mit Zitronenzeste garnieren.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Twentieth Century",
      description:
        "Named after the Twentieth Century Limited, the luxury train between New York and Chicago, and printed in W. J. Tarling's Café Royal Cocktail Book in 1937: a gin sour with Lillet and a hint of cacao.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Double-strain into a chilled coupe.",
        "Garnish with lemon peel.",
      ],
      garnish: "Lemon peel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 4.5, unit: "cl" },
      { ing: "lillet-blanc", amount: 2.25, unit: "cl" },
      { ing: "lemon-juice", amount: 2.25, unit: "cl" },
      { ing: "creme-de-cacao-white", amount: 1.5, unit: "cl" },
    ],
    groups: ["classics", "sours"],
    source: {
      title: "Ted Haigh, Vintage Spirits and Forgotten Cocktails (2004)",
      note: {
        de: "Haighs Fassung des Rezepts aus Tarlings Café Royal Cocktail Book (1937); Unzen in cl umgerechnet",
        en: "Haigh's version of the recipe in Tarling's Café Royal Cocktail Book (1937); ounces converted to cl",
      },
    },
    base: "gin",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  {
    slug: "golden-dawn",
    de: {
      name: "Golden Dawn",
      description:
        "Mit diesem Drink gewann der Londoner Barkeeper Tom Buttery 1930 den internationalen Cocktailwettbewerb in London: Gin, Calvados, Apricot Brandy und Orangensaft, dazu ein Schuss Grenadine, der im Glas wie ein Sonnenaufgang absinkt.",
      steps: [
        "Alle Zutaten außer der Grenadine mit Eis kräftig shaken.",
        "In eine vorgekühlte Coupette abseihen.",
        "Die Grenadine langsam hineingießen, sodass sie zu Boden sinkt.",
      ],
      garnish: "",
    },
    en: {
      name: "Golden Dawn",
      description:
        "The drink with which the London bartender Tom Buttery won the 1930 International Cocktail Competition in London: gin, calvados, apricot brandy and orange juice, with a dash of grenadine that sinks in the glass like a sunrise.",
      steps: [
        "Shake all ingredients except the grenadine hard with ice.",
        "Strain into a chilled coupe.",
        "Pour in the grenadine slowly so that it sinks to the bottom.",
      ],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 2, unit: "cl" },
      { ing: "calvados", amount: 2, unit: "cl" },
      { ing: "apricot-brandy", amount: 2, unit: "cl" },
      { ing: "orange-juice", amount: 2, unit: "cl" },
      { ing: "grenadine", amount: 1, unit: "dash" },
    ],
    groups: ["classics"],
    source: {
      title: "W. J. Tarling, Café Royal Cocktail Book (1937)",
      note: { de: "gleiche Teile, hier je 2 cl", en: "equal parts, here 2 cl each" },
    },
    base: "gin",
    taste: ["sweet", "fresh"],
    strength: "medium",
  },
  {
    slug: "gin-rickey",
    de: {
      name: "Gin Rickey",
      description:
        "Um 1883 in Shoomaker's Bar in Washington für den Lobbyisten Colonel Joe Rickey erfunden – zuerst mit Whiskey, bald mit Gin: eine halbe Limette, Gin und Soda, ganz ohne Zucker.",
      steps: [
        "Eine halbe Limette entkernen, die Schale mehrmals einschneiden und im Highball-Glas andrücken.",
        "Ein großes Stück Eis und den Gin hinzugeben.",
        "Mit Sodawasser auffüllen und umrühren.",
      ],
      garnish: "Die ausgedrückte Limettenhälfte im Glas",
    },
    en: {
      name: "Gin Rickey",
      description:
        "Created around 1883 at Shoomaker's bar in Washington for the lobbyist Colonel Joe Rickey – first with whiskey, soon with gin: half a lime, gin and soda, and no sugar at all.",
      steps: [
        "Pick the seeds out of half a lime, score the skin a few times and press it in the highball glass.",
        "Add a large piece of ice and the gin.",
        "Top up with soda water and stir.",
      ],
      garnish: "The squeezed lime half in the glass",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "lime", amount: 0.5, unit: "piece" },
      { ing: "gin", amount: 4.5, unit: "cl" },
      { ing: "soda-water", unit: "top" },
    ],
    groups: ["highballs", "summer", "classics"],
    source: {
      title: "William Boothby, The World's Drinks and How to Mix Them (1908)",
      detail: 'no. 280, "Rickey"',
      note: { de: "ein „jiggerful“ Gin als 4,5 cl gerechnet", en: "a jiggerful of gin taken as 4.5 cl" },
    },
    base: "gin",
    taste: ["sour", "fresh"],
    strength: "light",
  },
  {
    slug: "alaska",
    de: {
      name: "Alaska",
      description:
        "Gin mit gelbem Chartreuse, drei zu eins. Das Savoy vermerkt trocken, der Drink sei „NICHT die Grundnahrung der Eskimos“ und stamme wohl aus South Carolina.",
      steps: [
        "Beide Zutaten mit Eis kalt shaken.",
        "In eine vorgekühlte Coupette abseihen.",
        "Mit Zitronenzeste garnieren.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Alaska",
      description:
        'Gin with yellow Chartreuse, three to one. The Savoy notes dryly that it is "NOT the staple diet of the Esquimaux" and was probably first thought of in South Carolina.',
      steps: [
        "Shake both ingredients with ice until cold.",
        "Strain into a chilled coupe.",
        "Garnish with lemon peel.",
      ],
      garnish: "Lemon peel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 4.5, unit: "cl" },
      { ing: "yellow-chartreuse", amount: 1.5, unit: "cl" },
    ],
    groups: ["classics", "after-dinner"],
    source: { title: SAVOY, note: savoyParts },
    base: "gin",
    taste: ["sweet"],
    strength: "strong",
  },
  {
    slug: "abbey",
    de: {
      name: "Abbey",
      description:
        "Der erste Cocktail im Savoy Cocktail Book: Gin, Kina Lillet und Orangensaft mit einem Spritzer Angostura – ein leichter, herber Aperitif aus der Bronx-Familie.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In eine vorgekühlte Coupette abseihen.",
        "Mit Orangenzeste garnieren.",
      ],
      garnish: "Orangenzeste",
    },
    en: {
      name: "Abbey",
      description:
        "The first cocktail in the Savoy Cocktail Book: gin, Kina Lillet and orange juice with a dash of Angostura – a light, bittersweet aperitif of the Bronx family.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Strain into a chilled coupe.",
        "Garnish with orange peel.",
      ],
      garnish: "Orange peel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 3, unit: "cl" },
      {
        ing: "lillet-blanc",
        amount: 1.5,
        unit: "cl",
        or: ["americano-aperitif-wine"],
        note: {
          de: "statt des in den 1980er-Jahren eingestellten Kina Lillet; Cocchi Americano kommt ihm mit seiner Chinarinde näher",
          en: "for Kina Lillet, discontinued in the 1980s; Cocchi Americano, with its cinchona, comes closer to it",
        },
      },
      { ing: "orange-juice", amount: 1.5, unit: "cl" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["classics", "aperitivo"],
    source: { title: SAVOY, note: savoyParts },
    base: "gin",
    taste: ["fresh", "bitter"],
    strength: "medium",
  },
  {
    slug: "leap-year",
    de: {
      name: "Leap Year",
      description:
        "Harry Craddock mixte ihn für den Schalttag 1928 im Savoy – und sein Buch behauptet, kein anderer Cocktail habe je so viele Heiratsanträge ausgelöst. Gin mit Grand Marnier, rotem Wermut und einem Spritzer Zitrone.",
      steps: [
        "Alle Zutaten mit Eis kalt shaken.",
        "In eine vorgekühlte Coupette abseihen.",
        "Eine Zitronenzeste über dem Drink ausdrücken.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Leap Year",
      description:
        "Harry Craddock mixed it for leap day 1928 at the Savoy – and his book claims no other cocktail was ever responsible for more proposals. Gin with Grand Marnier, sweet vermouth and a dash of lemon.",
      steps: [
        "Shake all ingredients with ice until cold.",
        "Strain into a chilled coupe.",
        "Squeeze lemon peel over the drink.",
      ],
      garnish: "Lemon peel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 4, unit: "cl" },
      { ing: "brandy-orange-liqueur", amount: 1, unit: "cl" },
      { ing: "sweet-vermouth", amount: 1, unit: "cl" },
      { ing: "lemon-juice", amount: 1, unit: "dash" },
    ],
    groups: ["classics"],
    source: { title: SAVOY, note: savoyParts },
    base: "gin",
    taste: ["sweet", "bitter"],
    strength: "strong",
  },
  {
    slug: "fallen-angel",
    de: {
      name: "Fallen Angel",
      description:
        "Ein herber Gin-Sour, nur mit einem Hauch Pfefferminzlikör gesüßt. Das Savoy fragt sich, ob der Engel ihn vor oder nach dem Fall trinken soll – als Ermutigung oder als Trost.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette doppelt abseihen."],
      garnish: "",
    },
    en: {
      name: "Fallen Angel",
      description:
        "A sharp gin sour, sweetened only by a touch of crème de menthe. The Savoy wonders whether the angel is meant to take it before or after falling – as encouragement or as consolation.",
      steps: ["Shake all ingredients hard with ice.", "Double-strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 6, unit: "cl" },
      {
        ing: "lime-juice",
        amount: 1.5,
        unit: "cl",
        note: {
          de: "Saft einer halben Limette; das Savoy erlaubt ebenso den Saft einer ganzen Zitrone",
          en: "juice of half a lime; the Savoy allows the juice of a whole lemon as well",
        },
      },
      { ing: "creme-de-menthe-white", amount: 2, unit: "dash" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["classics", "sours"],
    source: { title: SAVOY, note: savoyGlass },
    base: "gin",
    taste: ["sour", "fresh"],
    strength: "strong",
  },
  {
    slug: "rolls-royce",
    de: {
      name: "Rolls Royce",
      description:
        "Ein Perfect Martini, den ein Barlöffel Bénédictine abrundet – aus dem Savoy von 1930 und so elegant wie sein Name.",
      steps: ["Alle Zutaten mit Eis kalt shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Rolls Royce",
      description:
        "A perfect Martini rounded off by a touch of Bénédictine – from the 1930 Savoy and as elegant as its name.",
      steps: ["Shake all ingredients with ice until cold.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 3, unit: "cl" },
      { ing: "dry-vermouth", amount: 1.5, unit: "cl" },
      { ing: "sweet-vermouth", amount: 1.5, unit: "cl" },
      { ing: "benedictine", amount: 1, unit: "dash" },
    ],
    groups: ["classics"],
    source: { title: SAVOY, note: savoyParts },
    base: "gin",
    taste: ["bitter", "sweet"],
    strength: "medium",
  },
  {
    slug: "chrysanthemum",
    de: {
      name: "Chrysanthemum",
      description:
        "Trockener Wermut mit Bénédictine und ein paar Spritzern Absinth – laut Savoy in der Bar des Ozeandampfers „Europa“ bekannt und sehr beliebt. Ein leichter, kräuteriger Aperitif.",
      steps: [
        "Alle Zutaten mit Eis kalt shaken.",
        "In eine vorgekühlte Coupette abseihen.",
        "Eine Orangenzeste über dem Drink ausdrücken.",
      ],
      garnish: "Orangenzeste",
    },
    en: {
      name: "Chrysanthemum",
      description:
        'Dry vermouth with Bénédictine and a few dashes of absinthe – "well-known and very popular in the American Bar of the S.S. Europa", says the Savoy. A light, herbal aperitif.',
      steps: [
        "Shake all ingredients with ice until cold.",
        "Strain into a chilled coupe.",
        "Squeeze orange peel over the drink.",
      ],
      garnish: "Orange peel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "dry-vermouth", amount: 4, unit: "cl" },
      { ing: "benedictine", amount: 2, unit: "cl" },
      { ing: "absinthe", amount: 3, unit: "dash" },
    ],
    groups: ["aperitivo", "classics"],
    source: { title: SAVOY, note: savoyParts },
    base: "wine",
    taste: ["sweet", "bitter"],
    strength: "light",
  },
  {
    slug: "golden-fizz",
    de: {
      name: "Golden Fizz",
      description:
        "Ein Gin Fizz mit Eigelb, das ihm Farbe und Fülle gibt – wie alle Fizzes des Savoy ohne Eis im Glas serviert und mit Soda aus dem Siphon aufgegossen.",
      steps: [
        "Gin, Zitronensaft, Puderzucker und Eigelb ohne Eis kräftig trocken shaken.",
        "Eis hinzugeben und erneut kalt shaken.",
        "In ein Fizz-Glas ohne Eis abseihen und mit Sodawasser auffüllen.",
      ],
      garnish: "",
    },
    en: {
      name: "Golden Fizz",
      description:
        "A gin fizz with an egg yolk that gives it colour and body – served, like all the Savoy's fizzes, without ice in the glass and filled up with siphon soda.",
      steps: [
        "Dry shake the gin, lemon juice, powdered sugar and egg yolk hard without ice.",
        "Add ice and shake again until cold.",
        "Strain into a fizz glass without ice and top up with soda water.",
      ],
      garnish: "",
    },
    glass: "fizz",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "gin", amount: 6, unit: "cl" },
      {
        ing: "lemon-juice",
        amount: 2.5,
        unit: "cl",
        note: { de: "Saft einer halben Zitrone", en: "juice of half a lemon" },
      },
      { ing: "powdered-sugar", amount: 0.5, unit: "tbsp" },
      { ing: "egg-yolk", amount: 1, unit: "piece" },
      { ing: "soda-water", unit: "top" },
    ],
    groups: ["classics", "sours"],
    source: { title: SAVOY, note: savoyGlass },
    base: "gin",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  {
    slug: "silver-fizz",
    de: {
      name: "Silver Fizz",
      description:
        "Der Gin Fizz mit Eiweiß, das ihm eine weiße, seidige Schaumkrone aufsetzt – im Savoy der silberne Bruder von Golden und Royal Fizz.",
      steps: [
        "Gin, Zitronensaft, Puderzucker und Eiweiß ohne Eis kräftig trocken shaken.",
        "Eis hinzugeben und erneut kalt shaken.",
        "In ein Fizz-Glas ohne Eis abseihen und mit Sodawasser auffüllen.",
      ],
      garnish: "",
    },
    en: {
      name: "Silver Fizz",
      description:
        "The gin fizz with egg white, which gives it a white, silky head – in the Savoy the silver brother of the Golden and Royal Fizz.",
      steps: [
        "Dry shake the gin, lemon juice, powdered sugar and egg white hard without ice.",
        "Add ice and shake again until cold.",
        "Strain into a fizz glass without ice and top up with soda water.",
      ],
      garnish: "",
    },
    glass: "fizz",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "gin", amount: 6, unit: "cl" },
      {
        ing: "lemon-juice",
        amount: 2.5,
        unit: "cl",
        note: { de: "Saft einer halben Zitrone", en: "juice of half a lemon" },
      },
      { ing: "powdered-sugar", amount: 0.5, unit: "tbsp" },
      {
        ing: "egg-white",
        amount: 1,
        unit: "piece",
        note: { de: "das Eiweiß eines Eis", en: "the white of one egg" },
      },
      { ing: "soda-water", unit: "top" },
    ],
    groups: ["classics", "sours"],
    source: { title: SAVOY, note: savoyGlass },
    base: "gin",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  {
    slug: "royal-fizz",
    de: {
      name: "Royal Fizz",
      description:
        "Der üppigste der Fizzes: Gin, Zitrone und Zucker mit einem ganzen Ei, geschüttelt, bis er cremig ist. Das Savoy übernahm ihn aus Hugo Ensslins Recipes for Mixed Drinks (1916).",
      steps: [
        "Gin, Zitronensaft, Puderzucker und das Ei ohne Eis kräftig trocken shaken.",
        "Eis hinzugeben und erneut kalt shaken.",
        "In ein Fizz-Glas ohne Eis abseihen und mit Sodawasser auffüllen.",
      ],
      garnish: "",
    },
    en: {
      name: "Royal Fizz",
      description:
        "The richest of the fizzes: gin, lemon and sugar with a whole egg, shaken until creamy. The Savoy took it from Hugo Ensslin's Recipes for Mixed Drinks (1916).",
      steps: [
        "Dry shake the gin, lemon juice, powdered sugar and the egg hard without ice.",
        "Add ice and shake again until cold.",
        "Strain into a fizz glass without ice and top up with soda water.",
      ],
      garnish: "",
    },
    glass: "fizz",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "gin", amount: 6, unit: "cl" },
      {
        ing: "lemon-juice",
        amount: 2.5,
        unit: "cl",
        note: { de: "Saft einer halben Zitrone", en: "juice of half a lemon" },
      },
      { ing: "powdered-sugar", amount: 0.5, unit: "tbsp" },
      { ing: "whole-egg", amount: 1, unit: "piece" },
      { ing: "soda-water", unit: "top" },
    ],
    groups: ["classics", "sours"],
    source: { title: SAVOY, note: savoyGlass },
    base: "gin",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  {
    slug: "cream-fizz",
    de: {
      name: "Cream Fizz",
      description:
        "Statt Ei gibt ein Teelöffel Sahne diesem Gin Fizz aus dem Savoy seinen weichen, leicht cremigen Schaum.",
      steps: [
        "Gin, Zitronensaft, Puderzucker und Sahne mit Eis kräftig shaken.",
        "In ein Fizz-Glas ohne Eis abseihen und mit Sodawasser auffüllen.",
      ],
      garnish: "",
    },
    en: {
      name: "Cream Fizz",
      description:
        "Instead of egg, a teaspoon of cream gives this gin fizz from the Savoy its soft, lightly creamy foam.",
      steps: [
        "Shake the gin, lemon juice, powdered sugar and cream hard with ice.",
        "Strain into a fizz glass without ice and top up with soda water.",
      ],
      garnish: "",
    },
    glass: "fizz",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 6, unit: "cl" },
      {
        ing: "lemon-juice",
        amount: 2.5,
        unit: "cl",
        note: { de: "Saft einer halben Zitrone", en: "juice of half a lemon" },
      },
      { ing: "powdered-sugar", amount: 0.5, unit: "tbsp" },
      { ing: "cream", amount: 1, unit: "tsp" },
      { ing: "soda-water", unit: "top" },
    ],
    groups: ["classics", "sours"],
    source: { title: SAVOY, note: savoyGlass },
    base: "gin",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  {
    slug: "orange-blossom",
    de: {
      name: "Orange Blossom",
      description:
        "Gin und frisch gepresster Orangensaft zu gleichen Teilen – ein Drink der Prohibitionszeit, den Robert Vermeire einem „Malloy aus Pittsburgh“ zuschreibt.",
      steps: ["Beide Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Orange Blossom",
      description:
        'Gin and fresh orange juice in equal parts – a drink of the Prohibition years that Robert Vermeire credits to "Malloy of Pittsburg".',
      steps: ["Shake both ingredients hard with ice.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 3, unit: "cl" },
      { ing: "orange-juice", amount: 3, unit: "cl" },
    ],
    groups: ["classics"],
    source: { title: SAVOY, note: savoyParts },
    base: "gin",
    taste: ["fresh", "sweet"],
    strength: "medium",
  },
  {
    slug: "hawaiian",
    de: {
      name: "Hawaiian",
      description:
        "Trotz des Namens ohne Ananas: Gin, Orangensaft und Curaçao im Verhältnis vier zu zwei zu eins, wie ihn das Savoy 1930 druckte.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Hawaiian",
      description:
        "No pineapple despite the name: gin, orange juice and curaçao four to two to one, as the Savoy printed it in 1930.",
      steps: ["Shake all ingredients hard with ice.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 4, unit: "cl" },
      { ing: "orange-juice", amount: 2, unit: "cl" },
      { ing: "orange-curacao", amount: 1, unit: "cl" },
    ],
    groups: ["classics"],
    source: {
      title: SAVOY,
      note: {
        de: "vier Teile Gin, zwei Orangensaft, einer Curaçao, hier in cl",
        en: "four parts gin, two orange juice, one curaçao, here in cl",
      },
    },
    base: "gin",
    taste: ["sweet", "fresh"],
    strength: "medium",
  },
  {
    slug: "gin-daisy",
    de: {
      name: "Gin Daisy",
      description:
        "Ein Gin-Sour mit Grenadine, lang gemacht mit Soda und hoch mit Minze und Früchten dekoriert – die Daisy, wie das Savoy sie im hohen Glas auf gestoßenem Eis serviert.",
      steps: [
        "Gin, Zitronensaft, Puderzucker und Grenadine in ein Collins-Glas geben und das Glas zur Hälfte mit gestoßenem Eis füllen.",
        "Rühren, bis das Glas beschlägt.",
        "Mit Sodawasser auffüllen und mit vier Minzzweigen und Früchten der Saison garnieren.",
      ],
      garnish: "Vier Minzzweige und Früchte der Saison",
    },
    en: {
      name: "Gin Daisy",
      description:
        "A gin sour with grenadine, lengthened with soda and decorated high with mint and fruit – the daisy as the Savoy serves it in a long glass over packed ice.",
      steps: [
        "Put the gin, lemon juice, powdered sugar and grenadine in a collins glass and half fill it with packed ice.",
        "Stir until the glass is frosted.",
        "Top up with soda water and garnish with four mint sprigs and fruit in season.",
      ],
      garnish: "Four mint sprigs and fruit in season",
    },
    glass: "collins",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 6, unit: "cl" },
      {
        ing: "lemon-juice",
        amount: 2.5,
        unit: "cl",
        note: { de: "Saft einer halben Zitrone", en: "juice of half a lemon" },
      },
      { ing: "powdered-sugar", amount: 0.25, unit: "tbsp" },
      { ing: "grenadine", amount: 6, unit: "dash" },
      { ing: "soda-water", unit: "top" },
      { ing: "mint", amount: 4, unit: "sprig" },
    ],
    groups: ["classics", "summer", "highballs"],
    source: { title: SAVOY, note: savoyGlass },
    base: "gin",
    taste: ["sour", "sweet", "fresh"],
    strength: "medium",
  },
  {
    slug: "gibson",
    de: {
      name: "Gibson",
      description:
        "Ein trockener Martini, der statt Olive oder Zeste Perlzwiebeln trägt. Der Name wird meist dem Zeichner Charles Dana Gibson und dem New Yorker Players Club zugeschrieben; die Zwiebel kam erst in den 1930er-Jahren dazu.",
      steps: [
        "Gin und Wermut in einem Rührglas mit Eis kalt rühren.",
        "In ein vorgekühltes Martiniglas abseihen.",
        "Mit zwei Perlzwiebeln am Spieß garnieren.",
      ],
      garnish: "Zwei Perlzwiebeln",
    },
    en: {
      name: "Gibson",
      description:
        "A dry Martini that wears pearl onions instead of an olive or a twist. The name is usually traced to the illustrator Charles Dana Gibson and New York's Players Club; the onion only joined in the 1930s.",
      steps: [
        "Stir the gin and vermouth with ice in a mixing glass until cold.",
        "Strain into a chilled martini glass.",
        "Garnish with two cocktail onions on a pick.",
      ],
      garnish: "Two cocktail onions",
    },
    glass: "martini",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 6, unit: "cl" },
      { ing: "dry-vermouth", amount: 1, unit: "cl" },
      { ing: "cocktail-onion", amount: 2, unit: "piece" },
    ],
    groups: ["classics"],
    source: {
      title: "IBA Official Cocktails (2024)",
      detail: "Dry Martini",
      note: {
        de: "die Mengen des IBA-Dry-Martini; statt Olive oder Zitronenzeste zwei Perlzwiebeln, die den Gibson ausmachen",
        en: "the IBA Dry Martini's amounts; two cocktail onions instead of the olive or lemon peel, which makes it a Gibson",
      },
    },
    base: "gin",
    taste: ["bitter"],
    strength: "strong",
  },
  {
    slug: "gin-sour",
    de: {
      name: "Gin Sour",
      description:
        "Der Sour in seiner ursprünglichsten Form: Gin, Zitrone und Zucker, auf Wunsch mit etwas Eiweiß für eine weiche Schaumkrone. Jerry Thomas führte ihn schon 1862.",
      steps: [
        "Alle Zutaten ohne Eis trocken shaken, falls Eiweiß verwendet wird.",
        "Eis hinzugeben und kräftig shaken.",
        "In einen Tumbler auf frisches Eis abseihen.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Gin Sour",
      description:
        "The sour at its most basic: gin, lemon and sugar, with a little egg white for a soft head if you like. Jerry Thomas listed it as early as 1862.",
      steps: [
        "Dry shake all ingredients without ice if using egg white.",
        "Add ice and shake hard.",
        "Strain into a rocks glass over fresh ice.",
      ],
      garnish: "Lemon peel",
    },
    glass: "rocks",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 4.5, unit: "cl" },
      { ing: "lemon-juice", amount: 2.5, unit: "cl" },
      { ing: "simple-syrup", amount: 2, unit: "cl" },
      { ing: "egg-white", unit: "drop", optional: true, note: { de: "ein paar Tropfen", en: "a few drops" } },
    ],
    groups: ["sours", "classics"],
    source: {
      title: "IBA Official Cocktails (2024)",
      detail: "Whiskey Sour",
      note: {
        de: "die Mengen des IBA-Whiskey-Sour, mit Gin statt Bourbon",
        en: "the IBA Whiskey Sour's amounts, with gin for the bourbon",
      },
    },
    base: "gin",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  {
    slug: "derby",
    de: {
      name: "Derby",
      description:
        "Kaum mehr als ein kalt gerührter Gin mit Pfirsichbitter und zwei Minzblättern – schlicht, duftig und noch auf der offiziellen IBA-Liste von 2011.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Mit frischen Minzblättern garnieren.",
      ],
      garnish: "Frische Minzblätter",
    },
    en: {
      name: "Derby",
      description:
        "Little more than ice-cold stirred gin with peach bitters and two mint leaves – plain, fragrant and still on the IBA's official list of 2011.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until cold.",
        "Strain into a chilled coupe.",
        "Garnish with fresh mint leaves.",
      ],
      garnish: "Fresh mint leaves",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 6, unit: "cl" },
      { ing: "peach-bitters", amount: 2, unit: "drop" },
      { ing: "mint", amount: 2, unit: "leaf" },
    ],
    groups: ["classics"],
    source: { title: IBA_2011 },
    base: "gin",
    taste: ["fresh"],
    strength: "strong",
  },
  {
    slug: "blackthorn",
    de: {
      name: "Blackthorn",
      description:
        "Benannt nach dem Schwarzdorn, dessen Schlehen den Sloe Gin geben: zwei Teile Sloe Gin, ein Teil roter Wermut und Orangenbitter, wie ihn die Bar des alten Waldorf-Astoria mixte.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Blackthorn",
      description:
        "Named after the blackthorn, whose sloes make sloe gin: two parts sloe gin, one part sweet vermouth and orange bitters, as the bar of the old Waldorf-Astoria mixed it.",
      steps: ["Stir all ingredients with ice in a mixing glass until cold.", "Strain into a chilled coupe."],
      garnish: "Lemon peel",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "sloe-gin", amount: 4, unit: "cl" },
      { ing: "sweet-vermouth", amount: 2, unit: "cl" },
      { ing: "orange-bitters", amount: 2, unit: "dash" },
    ],
    groups: ["classics", "after-dinner"],
    source: {
      title: "Albert Stevens Crockett, The Old Waldorf-Astoria Bar Book (1935)",
      note: {
        de: "zwei Drittel Sloe Gin, ein Drittel Wermut, hier in cl",
        en: "two thirds sloe gin, one third vermouth, here in cl",
      },
    },
    base: "liqueur",
    taste: ["sweet", "bitter"],
    strength: "light",
  },
  {
    slug: "brooklyn",
    de: {
      name: "Brooklyn",
      description:
        "Das Gegenstück zum Manhattan aus dem Nachbarbezirk: Whisky mit trockenem Wermut, dazu je ein Spritzer Maraschino und Amer Picon, dem französischen Orangen-Enzian-Bitter, der ihm seine Tiefe gibt.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Mit einer Cocktailkirsche garnieren.",
      ],
      garnish: "Cocktailkirsche",
    },
    en: {
      name: "Brooklyn",
      description:
        "The Manhattan's counterpart from the borough next door: whisky with dry vermouth and a dash each of maraschino and Amer Picon, the French orange-and-gentian bitter that gives it its depth.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until cold.",
        "Strain into a chilled coupe.",
        "Garnish with a cocktail cherry.",
      ],
      garnish: "Cocktail cherry",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "easy",
    lines: [
      {
        ing: "canadian-whisky",
        amount: 3,
        unit: "cl",
        or: ["rye-whiskey"],
        note: {
          de: "das Savoy nimmt Canadian Club, das älteste Rezept (Jack's Manual, 1908) Rye",
          en: "the Savoy takes Canadian Club, the oldest recipe (Jack's Manual, 1908) rye",
        },
      },
      { ing: "dry-vermouth", amount: 3, unit: "cl" },
      { ing: "amer-picon", amount: 1, unit: "dash" },
      { ing: "maraschino-liqueur", amount: 1, unit: "dash" },
    ],
    groups: ["classics"],
    source: { title: SAVOY, note: savoyParts },
    base: "whiskey",
    taste: ["bitter"],
    strength: "strong",
  },
  {
    slug: "scofflaw",
    de: {
      name: "Scofflaw",
      description:
        "Im Januar 1924 mixte Barkeeper Jock in Harry's New York Bar in Paris diesen Drink, als Boston gerade „Scofflaw“ – den Gesetzesverächter, der trotz Prohibition trinkt – zum Wort gekürt hatte: Whisky, trockener Wermut, Zitrone und Grenadine.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Scofflaw",
      description:
        'In January 1924 the barman Jock at Harry\'s New York Bar in Paris mixed this drink just after Boston had crowned "scofflaw" – someone who drinks in spite of Prohibition – as its new word: whisky, dry vermouth, lemon and grenadine.',
      steps: ["Shake all ingredients hard with ice.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      {
        ing: "canadian-whisky",
        amount: 2,
        unit: "cl",
        or: ["rye-whiskey"],
        note: {
          de: "Harry McElhone nahm in Barflies and Cocktails (1927) Rye",
          en: "Harry McElhone took rye in Barflies and Cocktails (1927)",
        },
      },
      { ing: "dry-vermouth", amount: 2, unit: "cl" },
      { ing: "lemon-juice", amount: 1, unit: "cl" },
      { ing: "grenadine", amount: 1, unit: "cl" },
      { ing: "orange-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["classics", "sours"],
    source: { title: SAVOY, note: savoyParts },
    base: "whiskey",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  {
    slug: "toronto",
    de: {
      name: "Toronto",
      description:
        "Kanadischer Whisky mit Fernet, einem Hauch Zucker und Angostura – herb, minzig und warm. Robert Vermeire druckte ihn 1922 als „Fernet Cocktail“, der „bei den Kanadiern in Toronto sehr geschätzt“ werde; David Embury gab ihm 1948 den Namen.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Eine Orangenzeste über dem Drink ausdrücken.",
      ],
      garnish: "Orangenzeste",
    },
    en: {
      name: "Toronto",
      description:
        'Canadian whisky with Fernet, a touch of sugar and Angostura – bitter, minty and warming. Robert Vermeire printed it in 1922 as the "Fernet Cocktail", "much appreciated by the Canadians of Toronto"; David Embury gave it its name in 1948.',
      steps: [
        "Stir all ingredients with ice in a mixing glass until cold.",
        "Strain into a chilled coupe.",
        "Squeeze orange peel over the drink.",
      ],
      garnish: "Orange peel",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "canadian-whisky", amount: 6, unit: "cl" },
      { ing: "fernet", amount: 2, unit: "cl" },
      { ing: "simple-syrup", amount: 1, unit: "cl" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["classics", "after-dinner"],
    source: {
      title: "David A. Embury, The Fine Art of Mixing Drinks (1948)",
      note: {
        de: "Emburys Teile (6 Whisky, 2 Fernet, 1 Zuckersirup) als cl",
        en: "Embury's parts (6 whisky, 2 Fernet, 1 sugar syrup) as cl",
      },
    },
    base: "whiskey",
    taste: ["bitter"],
    strength: "strong",
  },
  {
    slug: "bobby-burns",
    de: {
      name: "Bobby Burns",
      description:
        "Scotch und roter Wermut zu gleichen Teilen mit drei Spritzern Bénédictine. Das Savoy nennt ihn „einen der allerbesten Whisky-Cocktails“ und den Renner am St. Andrew's Day; heute trinkt man ihn zur Burns Night.",
      steps: [
        "Alle Zutaten mit Eis kalt shaken.",
        "In eine vorgekühlte Coupette abseihen.",
        "Eine Zitronenzeste über dem Drink ausdrücken.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Bobby Burns",
      description:
        'Scotch and sweet vermouth in equal parts with three dashes of Bénédictine. The Savoy calls it "one of the very best whisky cocktails" and a fast mover on St Andrew\'s Day; today it is the drink of Burns Night.',
      steps: [
        "Shake all ingredients with ice until cold.",
        "Strain into a chilled coupe.",
        "Squeeze lemon peel over the drink.",
      ],
      garnish: "Lemon peel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "scotch-whisky", amount: 3, unit: "cl" },
      { ing: "sweet-vermouth", amount: 3, unit: "cl" },
      { ing: "benedictine", amount: 3, unit: "dash" },
    ],
    groups: ["classics", "after-dinner"],
    source: { title: SAVOY, note: savoyParts },
    base: "whiskey",
    taste: ["sweet", "bitter"],
    strength: "medium",
  },
  {
    slug: "camerons-kick",
    de: {
      name: "Cameron's Kick",
      description:
        "Scotch und Irish Whiskey in einem Glas, dazu Zitrone und Orgeat – eine unwahrscheinliche Mischung aus dem Savoy, die überraschend gut aufgeht.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Cameron's Kick",
      description:
        "Scotch and Irish whiskey in one glass, with lemon and orgeat – an unlikely mix from the Savoy that works surprisingly well.",
      steps: ["Shake all ingredients hard with ice.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "scotch-whisky", amount: 2, unit: "cl" },
      { ing: "irish-whiskey", amount: 2, unit: "cl" },
      { ing: "lemon-juice", amount: 1, unit: "cl" },
      { ing: "orgeat", amount: 1, unit: "cl" },
    ],
    groups: ["classics", "sours"],
    source: { title: SAVOY, note: savoyParts },
    base: "whiskey",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  {
    slug: "affinity",
    de: {
      name: "Affinity",
      description:
        "Ein Perfect Rob Roy in gleichen Teilen: Scotch, trockener und roter Wermut mit zwei Spritzern Angostura – im Savoy von 1930 und schon 1916 bei Hugo Ensslin.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Eine Zitronenzeste über dem Drink ausdrücken.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Affinity",
      description:
        "A perfect Rob Roy in equal parts: Scotch, dry and sweet vermouth with two dashes of Angostura – in the 1930 Savoy and already in Hugo Ensslin's book of 1916.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until cold.",
        "Strain into a chilled coupe.",
        "Squeeze lemon peel over the drink.",
      ],
      garnish: "Lemon peel",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "scotch-whisky", amount: 2, unit: "cl" },
      { ing: "dry-vermouth", amount: 2, unit: "cl" },
      { ing: "sweet-vermouth", amount: 2, unit: "cl" },
      { ing: "angostura-bitters", amount: 2, unit: "dash" },
    ],
    groups: ["classics", "aperitivo"],
    source: { title: SAVOY, note: savoyParts },
    base: "whiskey",
    taste: ["bitter"],
    strength: "medium",
  },
  {
    slug: "derby-fizz",
    de: {
      name: "Derby Fizz",
      description:
        "Ein Whisky-Fizz mit einem ganzen Ei und ein paar Spritzern Curaçao – aus dem Savoy, wo er mit Canadian Club oder Scotch gemixt wird.",
      steps: [
        "Alle Zutaten außer dem Sodawasser ohne Eis kräftig trocken shaken.",
        "Eis hinzugeben und erneut kalt shaken.",
        "In ein Fizz-Glas ohne Eis abseihen und mit Sodawasser auffüllen.",
      ],
      garnish: "",
    },
    en: {
      name: "Derby Fizz",
      description:
        "A whisky fizz with a whole egg and a few dashes of curaçao – from the Savoy, where it is made with Canadian Club or Scotch.",
      steps: [
        "Dry shake all ingredients except the soda water hard without ice.",
        "Add ice and shake again until cold.",
        "Strain into a fizz glass without ice and top up with soda water.",
      ],
      garnish: "",
    },
    glass: "fizz",
    method: "shake",
    difficulty: "advanced",
    lines: [
      {
        ing: "canadian-whisky",
        amount: 6,
        unit: "cl",
        or: ["scotch-whisky"],
        note: { de: "das Savoy lässt die Wahl", en: "the Savoy leaves the choice" },
      },
      { ing: "lemon-juice", amount: 5, unit: "dash" },
      { ing: "powdered-sugar", amount: 1, unit: "tsp" },
      { ing: "whole-egg", amount: 1, unit: "piece" },
      { ing: "orange-curacao", amount: 3, unit: "dash" },
      { ing: "soda-water", unit: "top" },
    ],
    groups: ["classics", "sours"],
    source: { title: SAVOY, note: savoyGlass },
    base: "whiskey",
    taste: ["sweet"],
    strength: "medium",
  },
  {
    slug: "morning-glory-fizz",
    de: {
      name: "Morning Glory Fizz",
      description:
        "Ein Scotch-Fizz mit Eiweiß und ein paar Tropfen Absinth, 1884 in gleich zwei Barbüchern gedruckt und als Muntermacher am Morgen danach gedacht. O. H. Byron mahnte, ihn sofort zu trinken, sonst verfliege die Wirkung.",
      steps: [
        "Alle Zutaten außer dem Sodawasser mit Eis kräftig shaken und zurück in den Shaker abseihen.",
        "Ohne Eis erneut kräftig shaken.",
        "In ein vorgekühltes Highball-Glas ohne Eis gießen, dabei gleichzeitig das Sodawasser zugießen, und mit Limettenscheibe garnieren.",
      ],
      garnish: "Limettenscheibe",
    },
    en: {
      name: "Morning Glory Fizz",
      description:
        'A Scotch fizz with egg white and a few drops of absinthe, printed in two bar books in 1884 and meant as a pick-me-up the morning after. O. H. Byron warned to drink it at once, "or the effect will be lost".',
      steps: [
        "Shake all ingredients except the soda water hard with ice and strain back into the shaker.",
        "Shake again hard without ice.",
        "Pour into a chilled highball glass without ice while pouring in the soda water at the same time, and garnish with a lime slice.",
      ],
      garnish: "Lime slice",
    },
    glass: "highball",
    method: "shake",
    difficulty: "professional",
    lines: [
      { ing: "scotch-whisky", amount: 6, unit: "cl" },
      { ing: "absinthe", amount: 0.25, unit: "cl" },
      { ing: "lemon-juice", amount: 2, unit: "cl" },
      { ing: "lime-juice", amount: 1, unit: "cl" },
      { ing: "rich-simple-syrup", amount: 1.5, unit: "cl" },
      { ing: "egg-white", amount: 2, unit: "cl" },
      { ing: "soda-water", unit: "top" },
    ],
    groups: ["classics", "sours"],
    source: {
      title: "Difford's Guide",
      url: "https://www.diffordsguide.com/cocktails/recipe/1364/morning-glory-fizz",
      note: ounces,
    },
    base: "whiskey",
    taste: ["sour", "fresh"],
    strength: "medium",
  },
  {
    slug: "corpse-reviver-1",
    de: {
      name: "Corpse Reviver No. 1",
      description:
        "Der ältere, dunkle Bruder des Corpse Reviver No. 2: Cognac, Calvados und roter Wermut. Das Savoy empfiehlt ihn „vor 11 Uhr morgens oder wann immer Dampf und Energie gebraucht werden“.",
      steps: ["Alle Zutaten mit Eis kalt shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Corpse Reviver No. 1",
      description:
        'The older, darker brother of the Corpse Reviver No. 2: brandy, calvados and sweet vermouth. The Savoy says it is "to be taken before 11 a.m., or whenever steam and energy are needed".',
      steps: ["Shake all ingredients with ice until cold.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "brandy", amount: 3, unit: "cl" },
      {
        ing: "apple-brandy",
        amount: 1.5,
        unit: "cl",
        note: { de: "das Savoy: Apple Brandy oder Calvados", en: "the Savoy: apple brandy or calvados" },
      },
      { ing: "sweet-vermouth", amount: 1.5, unit: "cl" },
    ],
    groups: ["classics", "after-dinner"],
    source: { title: SAVOY, note: savoyParts },
    base: "brandy",
    taste: ["sweet"],
    strength: "strong",
  },
  {
    slug: "champs-elysees",
    de: {
      name: "Champs-Élysées",
      description:
        "Ein Sidecar mit Chartreuse statt Orangenlikör, benannt nach dem Pariser Prachtboulevard. Das Savoy gibt ihn als Rezept für sechs Gläser an.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
        "Mit Zitronenzeste garnieren.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Champs-Élysées",
      description:
        "A Sidecar with Chartreuse in place of orange liqueur, named after the grand Paris avenue. The Savoy gives it as a recipe for six glasses.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Double-strain into a chilled coupe.",
        "Garnish with lemon peel.",
      ],
      garnish: "Lemon peel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "cognac", amount: 4.5, unit: "cl" },
      {
        ing: "green-chartreuse",
        amount: 1.5,
        unit: "cl",
        or: ["yellow-chartreuse"],
        note: { de: "das Savoy sagt nur „Chartreuse“", en: 'the Savoy just says "Chartreuse"' },
      },
      { ing: "lemon-juice", amount: 1.5, unit: "cl" },
      { ing: "simple-syrup", amount: 0.75, unit: "cl" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["classics", "sours"],
    source: {
      title: SAVOY,
      note: {
        de: "das Savoy rechnet für sechs Personen 3 Gläser Cognac, 1 Glas Chartreuse und 1½ Gläser gesüßten Zitronensaft; hier im selben Verhältnis für einen Drink, der gesüßte Zitronensaft als Zitronensaft mit Zuckersirup",
        en: "the Savoy gives 3 glasses of cognac, 1 of Chartreuse and 1½ of sweetened lemon juice for six; here the same proportions for one drink, the sweetened lemon juice as lemon juice and syrup",
      },
    },
    base: "brandy",
    taste: ["sour", "sweet"],
    strength: "strong",
  },
  {
    slug: "star-cocktail",
    de: {
      name: "Star",
      description:
        "Der Manhattan des Apfelbrands: Applejack oder Calvados mit rotem Wermut zu gleichen Teilen, etwas Zuckersirup und Bitters. Angeblich in den 1870er-Jahren im Manhattan Club in New York entstanden.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Eine Zitronenzeste über dem Drink ausdrücken.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Star",
      description:
        "The apple brandy Manhattan: applejack or calvados with sweet vermouth in equal parts, a little syrup and bitters. Said to have been born at New York's Manhattan Club in the 1870s.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until cold.",
        "Strain into a chilled coupe.",
        "Squeeze lemon peel over the drink.",
      ],
      garnish: "Lemon peel",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "apple-brandy", amount: 3, unit: "cl" },
      { ing: "sweet-vermouth", amount: 3, unit: "cl" },
      { ing: "simple-syrup", amount: 2, unit: "dash" },
      {
        ing: "peychauds-bitters",
        amount: 3,
        unit: "dash",
        note: { de: "Kappeler erlaubt auch Angostura", en: "Kappeler allows Angostura as well" },
      },
    ],
    groups: ["classics"],
    source: {
      title: "George J. Kappeler, Modern American Drinks (1895)",
      note: { de: "je ein halber Jigger als 3 cl", en: "half a jigger each taken as 3 cl" },
    },
    base: "apple-brandy",
    taste: ["sweet", "bitter"],
    strength: "medium",
  },
  {
    slug: "widows-kiss",
    de: {
      name: "Widow's Kiss",
      description:
        "Calvados mit den beiden Klosterlikören Bénédictine und Chartreuse, 1895 von George Kappeler im New Yorker Holland House gedruckt. Ted Haigh nannte ihn den „stimmungsvollsten Drink überhaupt“ – einen Cocktail für den Herbst am Kamin.",
      steps: ["Alle Zutaten mit Eis kalt shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Widow's Kiss",
      description:
        'Calvados with the two monastery liqueurs, Bénédictine and Chartreuse, printed by George Kappeler of New York\'s Holland House in 1895. Ted Haigh called it "the most evocative drink ever" – a cocktail for autumn by the fire.',
      steps: ["Shake all ingredients with ice until cold.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "calvados", amount: 4.5, unit: "cl" },
      {
        ing: "yellow-chartreuse",
        amount: 2.25,
        unit: "cl",
        or: ["green-chartreuse"],
        note: {
          de: "Haigh lässt die Farbe offen; gelber ist milder",
          en: "Haigh leaves the colour open; yellow is milder",
        },
      },
      { ing: "benedictine", amount: 2.25, unit: "cl" },
      { ing: "angostura-bitters", amount: 2, unit: "dash" },
    ],
    groups: ["classics", "after-dinner"],
    source: {
      title: "Ted Haigh, Vintage Spirits and Forgotten Cocktails (2004)",
      note: {
        de: "Haighs Fassung des Rezepts aus George Kappeler, Modern American Drinks (1895); Unzen in cl umgerechnet",
        en: "Haigh's version of the recipe in George Kappeler's Modern American Drinks (1895); ounces converted to cl",
      },
    },
    base: "apple-brandy",
    taste: ["sweet", "bitter"],
    strength: "strong",
  },
  {
    slug: "hoop-la",
    de: {
      name: "Hoop La!",
      description:
        "Ein Sidecar mit Kina Lillet, zu gleichen Teilen gemixt. Das Savoy führt denselben Drink noch zweimal, als Frank Sullivan und als Odd McIntyre.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Hoop La!",
      description:
        "A Sidecar with Kina Lillet, in equal parts. The Savoy lists the same drink twice more, as the Frank Sullivan and the Odd McIntyre.",
      steps: ["Shake all ingredients hard with ice.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "brandy", amount: 1.5, unit: "cl" },
      { ing: "triple-sec", amount: 1.5, unit: "cl" },
      {
        ing: "lillet-blanc",
        amount: 1.5,
        unit: "cl",
        or: ["americano-aperitif-wine"],
        note: {
          de: "statt des in den 1980er-Jahren eingestellten Kina Lillet; Cocchi Americano kommt ihm mit seiner Chinarinde näher",
          en: "for Kina Lillet, discontinued in the 1980s; Cocchi Americano, with its cinchona, comes closer to it",
        },
      },
      { ing: "lemon-juice", amount: 1.5, unit: "cl" },
    ],
    groups: ["classics", "sours"],
    source: { title: SAVOY, note: savoyParts },
    base: "brandy",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  {
    slug: "breakfast-eggnog",
    de: {
      name: "Breakfast Egg Nogg",
      description:
        "Ein Eggnog ohne Zucker, den der Curaçao süßt: Ei, Brandy, Orangenlikör und frische Milch, mit Muskat bestäubt. Warum ausgerechnet er fürs Frühstück taugen soll, verrät das Savoy nicht.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In ein Highball-Glas abseihen.",
        "Frisch geriebene Muskatnuss darüberstreuen.",
      ],
      garnish: "Frisch geriebene Muskatnuss",
    },
    en: {
      name: "Breakfast Egg Nogg",
      description:
        "An eggnog without sugar, sweetened by the curaçao: egg, brandy, orange liqueur and fresh milk, dusted with nutmeg. Why this one should suit breakfast, the Savoy does not say.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Strain into a highball glass.",
        "Grate fresh nutmeg over the top.",
      ],
      garnish: "Freshly grated nutmeg",
    },
    glass: "highball",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "whole-egg", amount: 1, unit: "piece" },
      { ing: "brandy", amount: 4.5, unit: "cl" },
      { ing: "orange-curacao", amount: 1.5, unit: "cl" },
      { ing: "milk", amount: 14, unit: "cl" },
      { ing: "nutmeg", unit: "pinch" },
    ],
    groups: ["after-dinner", "classics"],
    source: {
      title: SAVOY,
      note: {
        de: "¾ und ¼ eines Glases als 4,5 und 1,5 cl; ¼ Pint Milch als 14 cl",
        en: "¾ and ¼ of a glass as 4.5 and 1.5 cl; ¼ pint of milk as 14 cl",
      },
    },
    base: "brandy",
    taste: ["sweet"],
    strength: "light",
  },
  {
    slug: "savoy-hotel",
    de: {
      name: "Savoy Hotel",
      description:
        "Ein kleiner Pousse-Café aus dem Savoy: Kakaolikör, Bénédictine und Brandy in drei Schichten, die sich nicht vermischen dürfen.",
      steps: [
        "Den Kakaolikör in ein Shotglas gießen.",
        "Den Bénédictine vorsichtig über einen Barlöffel daraufschichten.",
        "Zuletzt den Brandy ebenso darüberschichten, sodass die Schichten getrennt bleiben.",
      ],
      garnish: "",
    },
    en: {
      name: "Savoy Hotel",
      description:
        "A small pousse-café from the Savoy: crème de cacao, Bénédictine and brandy in three layers that must not mix.",
      steps: [
        "Pour the crème de cacao into a shot glass.",
        "Float the Bénédictine carefully on top over the back of a bar spoon.",
        "Float the brandy on last the same way, so that the layers stay apart.",
      ],
      garnish: "",
    },
    glass: "shot",
    method: "layer",
    difficulty: "advanced",
    lines: [
      { ing: "creme-de-cacao-dark", amount: 2, unit: "cl" },
      { ing: "benedictine", amount: 2, unit: "cl" },
      { ing: "brandy", amount: 2, unit: "cl" },
    ],
    groups: ["after-dinner"],
    source: { title: SAVOY, note: savoyParts },
    base: "brandy",
    taste: ["sweet"],
    strength: "strong",
  },
  {
    slug: "brandy-flip",
    de: {
      name: "Brandy Flip",
      description:
        "Der Flip, wie ihn das Savoy kennt: kein heißes Bier mehr wie im 18. Jahrhundert, sondern Brandy, ein ganzes Ei und Zucker, kalt geschüttelt und mit Muskat bestäubt.",
      steps: [
        "Brandy, Ei und Puderzucker ohne Eis kräftig trocken shaken.",
        "Eis hinzugeben und erneut kalt shaken.",
        "In ein Weinglas abseihen und frisch geriebene Muskatnuss darüberstreuen.",
      ],
      garnish: "Frisch geriebene Muskatnuss",
    },
    en: {
      name: "Brandy Flip",
      description:
        "The flip as the Savoy knows it: no longer hot ale as in the 18th century, but brandy, a whole egg and sugar, shaken cold and dusted with nutmeg.",
      steps: [
        "Dry shake the brandy, egg and powdered sugar hard without ice.",
        "Add ice and shake again until cold.",
        "Strain into a wine glass and grate fresh nutmeg over the top.",
      ],
      garnish: "Freshly grated nutmeg",
    },
    glass: "wine",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "brandy", amount: 6, unit: "cl" },
      { ing: "whole-egg", amount: 1, unit: "piece" },
      { ing: "powdered-sugar", amount: 1, unit: "tsp" },
      { ing: "nutmeg", unit: "pinch" },
    ],
    groups: ["after-dinner", "classics"],
    source: { title: SAVOY, note: savoyGlass },
    base: "brandy",
    taste: ["sweet"],
    strength: "medium",
  },
  {
    slug: "sherry-flip",
    de: {
      name: "Sherry Flip",
      description:
        "Der sanfteste der Flips: Sherry, ein ganzes Ei und ein Teelöffel Zucker, cremig geschüttelt und mit Muskat bestäubt – so steht er im Savoy.",
      steps: [
        "Sherry, Ei und Puderzucker ohne Eis kräftig trocken shaken.",
        "Eis hinzugeben und erneut kalt shaken.",
        "In ein Weinglas abseihen und frisch geriebene Muskatnuss darüberstreuen.",
      ],
      garnish: "Frisch geriebene Muskatnuss",
    },
    en: {
      name: "Sherry Flip",
      description:
        "The gentlest of the flips: sherry, a whole egg and a teaspoon of sugar, shaken creamy and dusted with nutmeg – as the Savoy has it.",
      steps: [
        "Dry shake the sherry, egg and powdered sugar hard without ice.",
        "Add ice and shake again until cold.",
        "Strain into a wine glass and grate fresh nutmeg over the top.",
      ],
      garnish: "Freshly grated nutmeg",
    },
    glass: "wine",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "sherry", amount: 6, unit: "cl" },
      { ing: "whole-egg", amount: 1, unit: "piece" },
      { ing: "powdered-sugar", amount: 1, unit: "tsp" },
      { ing: "nutmeg", unit: "pinch" },
    ],
    groups: ["after-dinner", "classics"],
    source: { title: SAVOY, note: savoyGlass },
    base: "wine",
    taste: ["sweet"],
    strength: "light",
  },
  {
    slug: "amer-picon-highball",
    de: {
      name: "Amer Picon Highball",
      description:
        "Der einzige Highball, den das Savoy eigens aufführt: Amer Picon mit einem Hauch Grenadine und Soda. Als Picon Punch ist er bei den Basken in Kalifornien und Nevada bis heute beliebt.",
      steps: [
        "Amer Picon und Grenadine auf ein großes Stück Eis in ein Highball-Glas geben.",
        "Mit Sodawasser auffüllen und kurz umrühren.",
        "Nach Wunsch eine Zitronenzeste darüber ausdrücken.",
      ],
      garnish: "Zitronenzeste (nach Wunsch)",
    },
    en: {
      name: "Amer Picon Highball",
      description:
        "The only highball the Savoy lists by name: Amer Picon with a touch of grenadine and soda. As the Picon Punch it is still loved by the Basques of California and Nevada.",
      steps: [
        "Pour the Amer Picon and grenadine over a large piece of ice in a highball glass.",
        "Top up with soda water and stir briefly.",
        "Squeeze lemon peel over it if you like.",
      ],
      garnish: "Lemon peel (optional)",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "amer-picon", amount: 3, unit: "cl" },
      { ing: "grenadine", amount: 3, unit: "dash" },
      {
        ing: "soda-water",
        unit: "top",
        or: ["ginger-ale"],
        note: { de: "das Savoy erlaubt auch Ginger Ale", en: "the Savoy allows ginger ale as well" },
      },
    ],
    groups: ["aperitivo", "highballs"],
    source: {
      title: SAVOY,
      note: {
        de: "ein Likörglas Amer Picon als 3 cl gerechnet",
        en: "a liqueur glass of Amer Picon taken as 3 cl",
      },
    },
    base: "liqueur",
    taste: ["bitter", "fresh"],
    strength: "light",
  },
  {
    slug: "fernet-branca-cocktail",
    de: {
      name: "Fernet Branca Cocktail",
      description:
        "Ein Martinez, der den Magenbitter ins Spiel bringt: Gin mit Fernet-Branca und rotem Wermut, bitter und kräuterig – aus dem Savoy von 1930.",
      steps: ["Alle Zutaten mit Eis kalt shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Fernet Branca Cocktail",
      description:
        "A Martinez that brings in the digestif: gin with Fernet-Branca and sweet vermouth, bitter and herbal – from the 1930 Savoy.",
      steps: ["Shake all ingredients with ice until cold.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 3, unit: "cl" },
      { ing: "fernet", amount: 1.5, unit: "cl" },
      { ing: "sweet-vermouth", amount: 1.5, unit: "cl" },
    ],
    groups: ["classics", "after-dinner"],
    source: { title: SAVOY, note: savoyParts },
    base: "gin",
    taste: ["bitter"],
    strength: "strong",
  },
  {
    slug: "bucks-fizz",
    de: {
      name: "Buck's Fizz",
      description:
        "1921 im Londoner Buck's Club von Barkeeper Pat McGarry erfunden, damit die Mitglieder früh mit dem Trinken beginnen konnten: Champagner mit Orangensaft, zwei zu eins – mehr Champagner als in der späteren Mimosa.",
      steps: [
        "Den Orangensaft in eine vorgekühlte Sektflöte geben.",
        "Langsam mit kaltem Champagner auffüllen.",
      ],
      garnish: "",
    },
    en: {
      name: "Buck's Fizz",
      description:
        "Created in 1921 by the barman Pat McGarry at London's Buck's Club so the members could start drinking early: Champagne with orange juice, two to one – more Champagne than in the later Mimosa.",
      steps: ["Pour the orange juice into a chilled flute.", "Top up slowly with cold Champagne."],
      garnish: "",
    },
    glass: "flute",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "champagne", amount: 12, unit: "cl" },
      { ing: "orange-juice", amount: 6, unit: "cl" },
    ],
    groups: ["classics", "summer"],
    source: {
      title: "Buck's Club, London (Pat McGarry, 1921)",
      note: {
        de: "zwei Teile Champagner auf einen Teil Orangensaft, hier 12 und 6 cl",
        en: "two parts Champagne to one part orange juice, here 12 and 6 cl",
      },
    },
    base: "wine",
    taste: ["fresh", "sweet"],
    strength: "light",
  },
  {
    slug: "b-and-b",
    de: {
      name: "B & B",
      description:
        "Brandy und Bénédictine zu gleichen Teilen, 1937 im New Yorker „21“ Club populär geworden – so beliebt, dass Bénédictine die Mischung bald selbst abfüllte.",
      steps: [
        "Brandy und Bénédictine in einen Schwenker gießen.",
        "Kurz umschwenken und bei Zimmertemperatur servieren.",
      ],
      garnish: "",
    },
    en: {
      name: "B & B",
      description:
        'Brandy and Bénédictine in equal parts, made popular at New York\'s "21" Club in 1937 – so well liked that Bénédictine soon bottled the blend itself.',
      steps: [
        "Pour the brandy and Bénédictine into a snifter.",
        "Swirl briefly and serve at room temperature.",
      ],
      garnish: "",
    },
    glass: "snifter",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "brandy", amount: 3, unit: "cl" },
      { ing: "benedictine", amount: 3, unit: "cl" },
    ],
    groups: ["after-dinner"],
    source: {
      title: '"21" Club, New York (1937)',
      note: { de: "gleiche Teile, hier je 3 cl", en: "equal parts, here 3 cl each" },
    },
    base: "brandy",
    taste: ["sweet"],
    strength: "strong",
  },
  {
    slug: "whisky-mac",
    de: {
      name: "Whisky Mac",
      description:
        "Blended Scotch mit grünem Ingwerwein, ohne Eis getrunken – angeblich von einem Colonel Macdonald in Britisch-Indien erdacht und in Großbritannien bis heute der Wärmer nach einer kalten Runde Golf.",
      steps: ["Scotch und Ingwerwein in ein Weinglas gießen.", "Kurz umrühren und ohne Eis servieren."],
      garnish: "",
    },
    en: {
      name: "Whisky Mac",
      description:
        "Blended Scotch with green ginger wine, drunk without ice – said to have been devised by a Colonel Macdonald in British India, and in Britain still the warmer after a cold round of golf.",
      steps: ["Pour the Scotch and ginger wine into a wine glass.", "Stir briefly and serve without ice."],
      garnish: "",
    },
    glass: "wine",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "blended-scotch", amount: 4, unit: "cl" },
      { ing: "ginger-wine", amount: 4, unit: "cl" },
    ],
    groups: ["winter-warmers", "after-dinner"],
    source: {
      title: 'Wikipedia, "Whisky Mac"',
      url: "https://en.wikipedia.org/wiki/Whisky_Mac",
      note: {
        de: "je 1½ britische Fluid Ounces (gut 4 cl), hier je 4 cl",
        en: "1½ imperial fluid ounces each (just over 4 cl), here 4 cl each",
      },
    },
    base: "whiskey",
    taste: ["sweet"],
    strength: "medium",
  },
  {
    slug: "prairie-oyster",
    de: {
      name: "Prairie Oyster",
      description:
        "Das klassische Katerfrühstück aus dem Glas: ein rohes Eigelb auf Worcestershiresauce, Ketchup und einem Spritzer Essig, in einem Zug geschluckt – im Savoy ganz ohne Alkohol.",
      steps: [
        "Ketchup, Worcestershiresauce und Essig in einen Tumbler geben.",
        "Das Eigelb vorsichtig daraufgleiten lassen, ohne es zu verletzen.",
        "Mit einer Prise schwarzem Pfeffer bestreuen und in einem Zug trinken.",
      ],
      garnish: "",
    },
    en: {
      name: "Prairie Oyster",
      description:
        "The classic hangover breakfast in a glass: a raw egg yolk on Worcestershire sauce, ketchup and a dash of vinegar, swallowed in one go – in the Savoy with no alcohol at all.",
      steps: [
        "Put the ketchup, Worcestershire sauce and vinegar in a rocks glass.",
        "Slide the egg yolk on top without breaking it.",
        "Dust with a pinch of black pepper and drink in one go.",
      ],
      garnish: "",
    },
    glass: "rocks",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "egg-yolk", amount: 1, unit: "piece" },
      { ing: "worcestershire-sauce", amount: 1, unit: "tsp" },
      { ing: "ketchup", amount: 1, unit: "tsp" },
      { ing: "vinegar", amount: 2, unit: "dash" },
      { ing: "black-pepper", amount: 1, unit: "pinch" },
    ],
    groups: ["alcohol-free"],
    source: { title: SAVOY },
    base: "none",
    taste: ["sour"],
    strength: "none",
  },
  {
    slug: "japanese-cocktail",
    de: {
      name: "Japanese Cocktail",
      description:
        "Brandy mit Orgeat, Bitters und Zitronenzeste – einer der wenigen Cocktails, die Jerry Thomas 1862 selbst erfand, angeblich zu Ehren der ersten japanischen Gesandtschaft in New York 1860.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Ein bis zwei Zitronenzesten über dem Drink ausdrücken und hineingeben.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Japanese Cocktail",
      description:
        "Brandy with orgeat, bitters and lemon peel – one of the few cocktails Jerry Thomas created himself, said to honour the first Japanese delegation to New York in 1860.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until cold.",
        "Strain into a chilled coupe.",
        "Squeeze one or two pieces of lemon peel over the drink and drop them in.",
      ],
      garnish: "Lemon peel",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "brandy", amount: 6, unit: "cl" },
      { ing: "orgeat", amount: 1, unit: "tbsp" },
      {
        ing: "aromatic-bitters",
        amount: 0.5,
        unit: "tsp",
        note: { de: "bei Thomas Bogart's (Boker's) Bitters", en: "Thomas's Bogart's (Boker's) bitters" },
      },
    ],
    groups: ["classics", "after-dinner"],
    source: { title: THOMAS, note: thomasWineGlass },
    base: "brandy",
    taste: ["sweet", "bitter"],
    strength: "strong",
  },
  {
    slug: "knickerbocker",
    de: {
      name: "Knickerbocker",
      description:
        "Ein früher Rum-Drink aus Jerry Thomas' Buch von 1862: Limette samt Schale, Himbeersirup, Rum und ein Hauch Curaçao auf gestoßenem Eis, mit Beeren gekrönt – benannt nach den alteingesessenen Familien New Yorks.",
      steps: [
        "Den Saft einer halben Limette in einen Shaker pressen und die Schale mit hineingeben.",
        "Himbeersirup, Rum, Curaçao und gestoßenes Eis hinzugeben und kräftig shaken.",
        "Ungeseiht in einen doppelten Tumbler gießen und mit Beeren der Saison garnieren.",
      ],
      garnish: "Beeren der Saison",
    },
    en: {
      name: "Knickerbocker",
      description:
        "An early rum drink from Jerry Thomas's book of 1862: lime with its shell, raspberry syrup, rum and a touch of curaçao over crushed ice, crowned with berries – named after New York's old-established families.",
      steps: [
        "Squeeze half a lime into a shaker and drop in the shell.",
        "Add the raspberry syrup, rum, curaçao and crushed ice and shake hard.",
        "Pour unstrained into a double rocks glass and garnish with berries in season.",
      ],
      garnish: "Berries in season",
    },
    glass: "double-rocks",
    method: "shake",
    difficulty: "easy",
    lines: [
      {
        ing: "lime",
        amount: 0.5,
        unit: "piece",
        or: ["lemon"],
        note: { de: "oder eine halbe Zitrone, wie Thomas erlaubt", en: "or half a lemon, as Thomas allows" },
      },
      { ing: "raspberry-syrup", amount: 2, unit: "tsp" },
      {
        ing: "rum",
        amount: 6,
        unit: "cl",
        note: { de: "bei Thomas Santa-Cruz-Rum von St. Croix", en: "Thomas's Santa Cruz rum from St Croix" },
      },
      { ing: "orange-curacao", amount: 0.5, unit: "tsp" },
    ],
    groups: ["classics", "summer"],
    source: { title: THOMAS, note: thomasWineGlass },
    base: "rum",
    taste: ["sweet", "sour", "fresh"],
    strength: "medium",
  },
  {
    slug: "brandy-smash",
    de: {
      name: "Brandy Smash",
      description:
        "Ein kleiner Julep: Zucker, Wasser und Minze, Brandy auf gestoßenem Eis und obenauf Orange und Beeren – so steht er 1862 bei Jerry Thomas.",
      steps: [
        "Zucker und Wasser in einem Tumbler verrühren und die Minze darin sanft andrücken.",
        "Das Glas zu zwei Dritteln mit gestoßenem Eis füllen und den Brandy darübergießen.",
        "Zwei kleine Orangenstücke darauflegen und mit Beeren der Saison garnieren.",
      ],
      garnish: "Zwei kleine Orangenstücke und Beeren der Saison",
    },
    en: {
      name: "Brandy Smash",
      description:
        "A small julep: sugar, water and mint, brandy over crushed ice and orange and berries on top – as Jerry Thomas gives it in 1862.",
      steps: [
        "Stir the sugar and water in a rocks glass and press the mint gently in it.",
        "Fill the glass two-thirds with crushed ice and pour the brandy over it.",
        "Lay two small pieces of orange on top and garnish with berries in season.",
      ],
      garnish: "Two small pieces of orange and berries in season",
    },
    glass: "rocks",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "brandy", amount: 6, unit: "cl" },
      { ing: "sugar", amount: 0.5, unit: "tbsp" },
      { ing: "water", amount: 1, unit: "tbsp" },
      { ing: "mint", amount: 2, unit: "sprig" },
    ],
    groups: ["classics", "summer"],
    source: { title: THOMAS, note: thomasWineGlass },
    base: "brandy",
    taste: ["sweet", "fresh"],
    strength: "medium",
  },
  {
    slug: "tom-and-jerry",
    de: {
      name: "Tom and Jerry",
      description:
        "Der Wintertrunk des alten Amerika: ein luftiger Teig aus Ei, Zucker, Rum und Gewürzen, mit Brandy und kochendem Wasser aufgegossen. Jerry Thomas behauptete, ihn erfunden zu haben; der Name geht auf Pierce Egans Romanfiguren von 1821 zurück.",
      steps: [
        "Das Ei trennen, das Eiweiß steif schlagen und das Eigelb glatt rühren.",
        "Beides vermengen und Zucker, Rum und die gemahlenen Gewürze unterrühren, bis ein leichter Teig entsteht.",
        "Den Teig in ein vorgewärmtes Irish-Coffee-Glas geben, den Brandy dazugießen und unter Rühren mit kochendem Wasser auffüllen.",
        "Mit frisch geriebener Muskatnuss bestreuen.",
      ],
      garnish: "Frisch geriebene Muskatnuss",
    },
    en: {
      name: "Tom and Jerry",
      description:
        "Old America's winter drink: a fluffy batter of egg, sugar, rum and spices, filled up with brandy and boiling water. Jerry Thomas claimed to have invented it; the name goes back to Pierce Egan's characters of 1821.",
      steps: [
        "Separate the egg, beat the white stiff and the yolk smooth.",
        "Fold them together and stir in the sugar, rum and ground spices to a light batter.",
        "Put the batter in a warmed heatproof glass, add the brandy and fill up with boiling water while stirring.",
        "Grate fresh nutmeg over the top.",
      ],
      garnish: "Freshly grated nutmeg",
    },
    glass: "irish-coffee",
    method: "build",
    difficulty: "advanced",
    lines: [
      { ing: "whole-egg", amount: 1, unit: "piece" },
      { ing: "sugar", amount: 1, unit: "tbsp" },
      { ing: "jamaican-rum", amount: 1, unit: "tsp" },
      { ing: "cinnamon", amount: 1, unit: "pinch", note: { de: "gemahlen", en: "ground" } },
      { ing: "cloves", amount: 1, unit: "pinch", note: { de: "gemahlen", en: "ground" } },
      { ing: "allspice", amount: 1, unit: "pinch", note: { de: "gemahlen", en: "ground" } },
      { ing: "brandy", amount: 6, unit: "cl" },
      { ing: "water", unit: "top", note: { de: "kochend", en: "boiling" } },
      { ing: "nutmeg", unit: "pinch" },
    ],
    groups: ["winter-warmers", "classics"],
    source: {
      title: THOMAS,
      note: {
        de: "Thomas rührt den Teig aus 12 Eiern, 5 Pfund Zucker, Rum und Gewürzen für die ganze Saison an und nimmt je Glas einen Esslöffel; hier auf ein Glas mit einem Ei und weit weniger Zucker gerechnet; ein wine-glass Brandy als 6 cl",
        en: "Thomas makes the batter from 12 eggs, 5 lb of sugar, rum and spices for the season and takes a tablespoon a glass; here worked out for one glass with one egg and far less sugar; a wine-glass of brandy as 6 cl",
      },
    },
    base: "brandy",
    taste: ["sweet"],
    strength: "medium",
  },
  {
    slug: "hot-buttered-rum",
    de: {
      name: "Hot Buttered Rum",
      description:
        "Jamaika-Rum, Zucker, ganze Gewürze und heißes Wasser, obenauf ein Stück Butter, das langsam schmilzt. Bei Jerry Thomas hieß er 1862 noch Hot Spiced Rum.",
      steps: [
        "Zucker, Piment und Nelken in ein vorgewärmtes Irish-Coffee-Glas geben.",
        "Den Rum dazugießen und mit heißem Wasser auffüllen.",
        "Das Stück Butter daraufsetzen und schmelzen lassen.",
      ],
      garnish: "",
    },
    en: {
      name: "Hot Buttered Rum",
      description:
        "Jamaica rum, sugar, whole spices and hot water, topped with a knob of butter that slowly melts. In Jerry Thomas's book of 1862 it was still called Hot Spiced Rum.",
      steps: [
        "Put the sugar, allspice and cloves in a warmed heatproof glass.",
        "Add the rum and fill up with hot water.",
        "Set the butter on top and let it melt.",
      ],
      garnish: "",
    },
    glass: "irish-coffee",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "jamaican-rum", amount: 6, unit: "cl" },
      { ing: "sugar", amount: 1, unit: "tsp" },
      { ing: "allspice", amount: 0.5, unit: "tsp", note: { de: "ganz", en: "whole" } },
      { ing: "cloves", amount: 0.5, unit: "tsp", note: { de: "ganz", en: "whole" } },
      {
        ing: "butter",
        amount: 1,
        unit: "piece",
        note: { de: "so groß wie eine halbe Kastanie", en: "as large as half a chestnut" },
      },
      { ing: "water", unit: "top", note: { de: "heiß", en: "hot" } },
    ],
    groups: ["winter-warmers", "classics"],
    source: {
      title: THOMAS,
      detail: '"Hot Spiced Rum"',
      note: thomasWineGlass,
    },
    base: "rum",
    taste: ["sweet"],
    strength: "medium",
  },
  {
    slug: "blue-blazer",
    de: {
      name: "Blue Blazer",
      description:
        "Jerry Thomas' Schaunummer: brennender Scotch mit kochendem Wasser, in einem blauen Flammenbogen von Becher zu Becher gegossen. Er riet, es lange mit kaltem Wasser zu üben – ein Drink nur für geübte Hände.",
      steps: [
        "Whisky und kochendes Wasser in einen von zwei vorgewärmten, feuerfesten Metallbechern gießen.",
        "Die Mischung anzünden und brennend vier- bis fünfmal in hohem Bogen von einem Becher in den anderen gießen – nur mit Übung und fern von allem Brennbaren.",
        "Die Flamme ersticken, den Zucker in einem vorgewärmten Tumbler vorlegen, den Drink daraufgießen und mit Zitronenzeste servieren.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Blue Blazer",
      description:
        "Jerry Thomas's showpiece: blazing Scotch and boiling water poured in an arc of blue flame from one mug to the other. He advised long practice with cold water first – a drink for practised hands only.",
      steps: [
        "Pour the whisky and boiling water into one of two warmed, fireproof metal mugs.",
        "Set the mixture alight and pour it, blazing, four or five times in a long arc from one mug to the other – only with practice and away from anything that burns.",
        "Smother the flame, put the sugar in a warmed rocks glass, pour the drink over it and serve with lemon peel.",
      ],
      garnish: "Lemon peel",
    },
    glass: "rocks",
    method: "throw",
    difficulty: "professional",
    lines: [
      { ing: "scotch-whisky", amount: 6, unit: "cl" },
      { ing: "water", amount: 6, unit: "cl", note: { de: "kochend", en: "boiling" } },
      { ing: "sugar", amount: 1, unit: "tsp" },
    ],
    groups: ["winter-warmers", "classics"],
    source: {
      title: THOMAS,
      note: {
        de: "je ein wine-glass Whisky und Wasser als 6 cl",
        en: "a wine-glass each of whisky and water as 6 cl",
      },
    },
    base: "whiskey",
    taste: ["sweet"],
    strength: "medium",
  },
  {
    slug: "milk-punch",
    de: {
      name: "Milk Punch",
      description:
        "Cognac und Rum mit Milch und Zucker, kalt geschüttelt und mit Muskat bestäubt – Jerry Thomas' Milk Punch, der in New Orleans als Brandy Milk Punch bis heute zum Brunch gehört.",
      steps: [
        "Zucker und Wasser im Shaker verrühren, dann Cognac, Rum und gestoßenes Eis hinzugeben.",
        "Mit der Milch auffüllen und kräftig shaken.",
        "In ein Highball-Glas gießen und mit frisch geriebener Muskatnuss bestreuen.",
      ],
      garnish: "Frisch geriebene Muskatnuss",
    },
    en: {
      name: "Milk Punch",
      description:
        "Cognac and rum with milk and sugar, shaken cold and dusted with nutmeg – Jerry Thomas's milk punch, which lives on in New Orleans as the Brandy Milk Punch of the brunch table.",
      steps: [
        "Stir the sugar and water in a shaker, then add the cognac, rum and crushed ice.",
        "Fill up with the milk and shake hard.",
        "Pour into a highball glass and grate fresh nutmeg over the top.",
      ],
      garnish: "Freshly grated nutmeg",
    },
    glass: "highball",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "cognac", amount: 6, unit: "cl" },
      {
        ing: "rum",
        amount: 3,
        unit: "cl",
        note: { de: "bei Thomas Santa-Cruz-Rum", en: "Thomas's Santa Cruz rum" },
      },
      { ing: "sugar", amount: 1, unit: "tbsp" },
      { ing: "water", amount: 2, unit: "tbsp" },
      { ing: "milk", amount: 12, unit: "cl" },
      { ing: "nutmeg", unit: "pinch" },
    ],
    groups: ["after-dinner", "classics"],
    source: { title: THOMAS, note: thomasWineGlass },
    base: "brandy",
    taste: ["sweet"],
    strength: "medium",
  },
  {
    slug: "stone-fence",
    de: {
      name: "Stone Fence",
      description:
        "Bourbon mit süßem Apfelmost über ein paar Eisstücken – einer der einfachsten Drinks in Jerry Thomas' Buch und ein Erbe der amerikanischen Kolonialzeit, als Apfelmost zu jedem Hof gehörte.",
      steps: [
        "Zwei, drei kleine Eisstücke und den Bourbon in ein Highball-Glas geben.",
        "Mit Apfelsaft auffüllen.",
      ],
      garnish: "",
    },
    en: {
      name: "Stone Fence",
      description:
        "Bourbon with sweet cider over a few lumps of ice – one of the simplest drinks in Jerry Thomas's book and a legacy of colonial America, when every farm pressed its cider.",
      steps: [
        "Put two or three small lumps of ice and the bourbon in a highball glass.",
        "Top up with sweet cider.",
      ],
      garnish: "",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "bourbon", amount: 6, unit: "cl" },
      {
        ing: "apple-juice",
        unit: "top",
        or: ["cider"],
        note: {
          de: "Thomas' „sweet cider“ ist frischer, unvergorener Apfelmost; mit Cidre wird er herber",
          en: "Thomas's sweet cider is fresh, unfermented cider; hard cider makes it drier",
        },
      },
    ],
    groups: ["highballs", "classics"],
    source: { title: THOMAS, note: thomasWineGlass },
    base: "whiskey",
    taste: ["sweet", "fresh"],
    strength: "light",
  },
  {
    slug: "port-wine-sangaree",
    de: {
      name: "Port Wine Sangaree",
      description:
        "Portwein mit etwas Zucker auf viel Eis, mit Muskat bestäubt: die Sangaree, eine Vorfahrin der Sangria, wie sie Jerry Thomas 1862 ausschenkte.",
      steps: [
        "Portwein und Zucker mit reichlich Eis kräftig shaken.",
        "Ungeseiht in einen Tumbler gießen.",
        "Mit frisch geriebener Muskatnuss bestreuen.",
      ],
      garnish: "Frisch geriebene Muskatnuss",
    },
    en: {
      name: "Port Wine Sangaree",
      description:
        "Port with a little sugar over plenty of ice, dusted with nutmeg: the sangaree, an ancestor of sangria, as Jerry Thomas poured it in 1862.",
      steps: [
        "Shake the port and sugar hard with plenty of ice.",
        "Pour unstrained into a rocks glass.",
        "Grate fresh nutmeg over the top.",
      ],
      garnish: "Freshly grated nutmeg",
    },
    glass: "rocks",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "port", amount: 9, unit: "cl" },
      { ing: "sugar", amount: 1, unit: "tsp" },
      { ing: "nutmeg", unit: "pinch" },
    ],
    groups: ["after-dinner", "classics"],
    source: {
      title: THOMAS,
      note: { de: "1½ wine-glass Portwein als 9 cl", en: "1½ wine-glasses of port as 9 cl" },
    },
    base: "wine",
    taste: ["sweet"],
    strength: "light",
  },
  {
    slug: "fish-house-punch",
    de: {
      name: "Fish House Punch",
      description:
        "Der Punsch des 1732 gegründeten State in Schuylkill, eines Angel- und Herrenclubs in Philadelphia: Cognac, Pfirsichbrand und Jamaika-Rum mit Zitrone, Zucker und viel Wasser. Jerry Thomas gibt ihn 1862 für die große Bowle an.",
      steps: [
        "Zucker, Zitronensaft und Wasser in einem Weinglas verrühren, bis sich der Zucker gelöst hat.",
        "Cognac, Peach Brandy und Rum hinzugeben.",
        "Ein großes Stück Eis hineingeben und kurz umrühren.",
      ],
      garnish: "",
    },
    en: {
      name: "Fish House Punch",
      description:
        "The punch of the State in Schuylkill, a Philadelphia fishing and gentlemen's club founded in 1732: cognac, peach brandy and Jamaica rum with lemon, sugar and plenty of water. Jerry Thomas gives it in 1862 for the big bowl.",
      steps: [
        "Stir the sugar, lemon juice and water in a wine glass until the sugar dissolves.",
        "Add the cognac, peach brandy and rum.",
        "Add a large piece of ice and stir briefly.",
      ],
      garnish: "",
    },
    glass: "wine",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "cognac", amount: 3, unit: "cl" },
      {
        ing: "peach-brandy",
        amount: 1.5,
        unit: "cl",
        or: ["fruit-brandy"],
        note: {
          de: "Thomas meinte einen Pfirsichbrand; heute nimmt man meist Peach-Brandy-Likör",
          en: "Thomas meant a peach eau de vie; today most use peach brandy liqueur",
        },
      },
      { ing: "jamaican-rum", amount: 1.5, unit: "cl" },
      { ing: "lemon-juice", amount: 2, unit: "cl" },
      { ing: "sugar", amount: 3.5, unit: "tbsp" },
      { ing: "water", amount: 15, unit: "cl" },
    ],
    groups: ["classics", "summer"],
    source: {
      title: THOMAS,
      detail: '"Philadelphia Fish-House Punch"',
      note: {
        de: "Thomas' Bowle (⅓ Pint Zitronensaft, ¾ Pfund Zucker, 1 Pint Spirituosen, 2½ Pints Wasser) auf ein Glas mit 6 cl Spirituosen gerechnet",
        en: "Thomas's bowl (⅓ pint lemon juice, ¾ lb sugar, 1 pint spirits, 2½ pints water) worked out for one glass with 6 cl of spirits",
      },
    },
    base: "brandy",
    taste: ["sweet", "sour"],
    strength: "light",
  },
  {
    slug: "brandy-cocktail",
    de: {
      name: "Brandy Cocktail",
      description:
        "Der Cocktail in seiner ersten Bedeutung: Spirituose, Zucker, Bitters und ein Hauch Curaçao, kalt gerührt – so druckte ihn Jerry Thomas 1862 im ersten Barbuch überhaupt.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Eine Zitronenzeste über dem Drink ausdrücken.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Brandy Cocktail",
      description:
        "The cocktail in its first meaning: spirit, sugar, bitters and a touch of curaçao, stirred cold – as Jerry Thomas printed it in 1862 in the first bar book of all.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until cold.",
        "Strain into a chilled coupe.",
        "Squeeze lemon peel over the drink.",
      ],
      garnish: "Lemon peel",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "brandy", amount: 6, unit: "cl" },
      { ing: "simple-syrup", amount: 3, unit: "dash" },
      {
        ing: "aromatic-bitters",
        amount: 2,
        unit: "dash",
        note: { de: "bei Thomas Bogart's (Boker's) Bitters", en: "Thomas's Bogart's (Boker's) bitters" },
      },
      { ing: "orange-curacao", amount: 1, unit: "dash" },
    ],
    groups: ["classics"],
    source: { title: THOMAS, note: thomasWineGlass },
    base: "brandy",
    taste: ["sweet", "bitter"],
    strength: "strong",
  },
  {
    slug: "claret-punch",
    de: {
      name: "Claret Punch",
      description:
        "Roter Bordeaux mit Zucker, Zitrone und Orange auf gestoßenem Eis, mit Beeren und Strohhalm serviert – Jerry Thomas' leichter Sommerpunsch für ein Glas.",
      steps: [
        "Zucker, eine Zitronenscheibe und zwei Orangenscheiben in einen Shaker geben.",
        "Gestoßenes Eis und den Rotwein hinzugeben und kräftig shaken.",
        "Ungeseiht in ein Highball-Glas gießen, mit Beeren der Saison garnieren und mit Strohhalm servieren.",
      ],
      garnish: "Beeren der Saison",
    },
    en: {
      name: "Claret Punch",
      description:
        "Red Bordeaux with sugar, lemon and orange over crushed ice, served with berries and a straw – Jerry Thomas's light summer punch for one glass.",
      steps: [
        "Put the sugar, a slice of lemon and two slices of orange in a shaker.",
        "Add crushed ice and the red wine and shake hard.",
        "Pour unstrained into a highball glass, garnish with berries in season and serve with a straw.",
      ],
      garnish: "Berries in season",
    },
    glass: "highball",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "red-wine", amount: 12, unit: "cl", note: { de: "Bordeaux (Claret)", en: "Bordeaux (claret)" } },
      { ing: "sugar", amount: 1.5, unit: "tbsp" },
      { ing: "lemon", amount: 1, unit: "slice" },
      { ing: "orange", amount: 2, unit: "slice" },
    ],
    groups: ["summer", "classics"],
    source: {
      title: THOMAS,
      note: {
        de: "„fill with claret“, hier 12 cl Rotwein",
        en: '"pour in your claret", here 12 cl of red wine',
      },
    },
    base: "wine",
    taste: ["sweet", "fresh"],
    strength: "light",
  },
  {
    slug: "mississippi-punch",
    de: {
      name: "Mississippi Punch",
      description:
        "Brandy, Jamaika-Rum und Bourbon mit Zitrone und Zucker auf gestoßenem Eis – ein kräftiger Punsch für ein Glas aus Jerry Thomas' Buch von 1862.",
      steps: [
        "Zucker, Wasser und den Saft einer Viertelzitrone im Shaker verrühren.",
        "Brandy, Rum, Bourbon und gestoßenes Eis hinzugeben und kräftig shaken.",
        "Ungeseiht in ein Highball-Glas gießen und mit Beeren der Saison garnieren.",
      ],
      garnish: "Beeren der Saison",
    },
    en: {
      name: "Mississippi Punch",
      description:
        "Brandy, Jamaica rum and bourbon with lemon and sugar over crushed ice – a strong single-glass punch from Jerry Thomas's book of 1862.",
      steps: [
        "Stir the sugar, water and the juice of a quarter lemon in a shaker.",
        "Add the brandy, rum, bourbon and crushed ice and shake hard.",
        "Pour unstrained into a highball glass and garnish with berries in season.",
      ],
      garnish: "Berries in season",
    },
    glass: "highball",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "brandy", amount: 6, unit: "cl" },
      { ing: "jamaican-rum", amount: 3, unit: "cl" },
      { ing: "bourbon", amount: 3, unit: "cl" },
      { ing: "water", amount: 3, unit: "cl" },
      { ing: "sugar", amount: 1.5, unit: "tbsp" },
      { ing: "lemon", amount: 0.25, unit: "piece", note: { de: "ausgepresst", en: "squeezed" } },
    ],
    groups: ["classics", "summer"],
    source: { title: THOMAS, note: thomasWineGlass },
    base: "brandy",
    taste: ["sweet", "sour"],
    strength: "strong",
  },
  {
    slug: "brandy-punch",
    de: {
      name: "Brandy Punch",
      description:
        "Brandy mit Himbeersirup, Zitrone, Orange und Ananas auf gestoßenem Eis, mit Beeren gekrönt und durch den Strohhalm getrunken – Jerry Thomas' Punsch fürs einzelne Glas.",
      steps: [
        "Zucker, Himbeersirup und Wasser im Shaker verrühren und den Saft einer halben Zitrone hinzugeben.",
        "Brandy, zwei Orangenscheiben, ein Stück Ananas und gestoßenes Eis hinzugeben und kräftig shaken.",
        "Ungeseiht in ein Highball-Glas gießen, mit Beeren der Saison garnieren und mit Strohhalm servieren.",
      ],
      garnish: "Beeren der Saison",
    },
    en: {
      name: "Brandy Punch",
      description:
        "Brandy with raspberry syrup, lemon, orange and pineapple over crushed ice, crowned with berries and sipped through a straw – Jerry Thomas's punch for a single glass.",
      steps: [
        "Stir the sugar, raspberry syrup and water in a shaker and add the juice of half a lemon.",
        "Add the brandy, two orange slices, a piece of pineapple and crushed ice and shake hard.",
        "Pour unstrained into a highball glass, garnish with berries in season and serve with a straw.",
      ],
      garnish: "Berries in season",
    },
    glass: "highball",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "brandy", amount: 9, unit: "cl" },
      { ing: "water", amount: 6, unit: "cl" },
      { ing: "sugar", amount: 2, unit: "tbsp" },
      { ing: "raspberry-syrup", amount: 1, unit: "tbsp" },
      { ing: "lemon", amount: 0.5, unit: "piece", note: { de: "ausgepresst", en: "squeezed" } },
      { ing: "orange", amount: 2, unit: "slice" },
      { ing: "pineapple", amount: 1, unit: "piece" },
    ],
    groups: ["classics", "summer"],
    source: {
      title: THOMAS,
      note: {
        de: "1½ wine-glass Brandy als 9 cl, ein wine-glass Wasser als 6 cl",
        en: "1½ wine-glasses of brandy as 9 cl, a wine-glass of water as 6 cl",
      },
    },
    base: "brandy",
    taste: ["sweet", "fresh"],
    strength: "medium",
  },
  {
    slug: "orgeat-lemonade",
    de: {
      name: "Orgeat Lemonade",
      description:
        "Mandelsirup, frischer Zitronensaft und kaltes Wasser, auf Eis geschüttelt – eines der „Temperance Drinks“, der alkoholfreien Getränke, die Jerry Thomas schon 1862 in sein Buch aufnahm.",
      steps: [
        "Orgeat und Zitronensaft in einen Shaker geben.",
        "Gestoßenes Eis und Wasser hinzugeben und kräftig shaken.",
        "Ungeseiht in ein Highball-Glas gießen und mit Beeren der Saison garnieren.",
      ],
      garnish: "Beeren der Saison",
    },
    en: {
      name: "Orgeat Lemonade",
      description:
        'Almond syrup, fresh lemon juice and cold water, shaken over ice – one of the "temperance drinks", the alcohol-free ones, that Jerry Thomas put in his book as early as 1862.',
      steps: [
        "Put the orgeat and lemon juice in a shaker.",
        "Add crushed ice and water and shake hard.",
        "Pour unstrained into a highball glass and garnish with berries in season.",
      ],
      garnish: "Berries in season",
    },
    glass: "highball",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "orgeat", amount: 3, unit: "cl" },
      {
        ing: "lemon-juice",
        amount: 4,
        unit: "cl",
        note: { de: "Saft einer Zitrone", en: "juice of one lemon" },
      },
      { ing: "water", amount: 15, unit: "cl" },
    ],
    groups: ["alcohol-free", "summer"],
    source: {
      title: THOMAS,
      note: { de: "ein halbes wine-glass Orgeat als 3 cl", en: "half a wine-glass of orgeat as 3 cl" },
    },
    base: "none",
    taste: ["sweet", "sour", "fresh"],
    strength: "none",
  },
  {
    slug: "general-harrisons-eggnog",
    de: {
      name: "General Harrison's Egg Nogg",
      description:
        "Ein Eggnog mit Apfelwein statt Milch und Spirituose, benannt nach William Henry Harrison, dessen Präsidentschaftswahlkampf 1840 mit Blockhütte und Cider warb.",
      steps: [
        "Ei, Zucker und zwei, drei kleine Eisstücke in einen Shaker geben.",
        "Mit dem Cidre auffüllen und kräftig shaken.",
        "In ein Highball-Glas abseihen.",
      ],
      garnish: "",
    },
    en: {
      name: "General Harrison's Egg Nogg",
      description:
        "An eggnog with cider instead of milk and spirits, named after William Henry Harrison, whose 1840 presidential campaign ran on the log cabin and hard cider.",
      steps: [
        "Put the egg, sugar and two or three small lumps of ice in a shaker.",
        "Fill up with the cider and shake hard.",
        "Strain into a highball glass.",
      ],
      garnish: "",
    },
    glass: "highball",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "whole-egg", amount: 1, unit: "piece" },
      { ing: "sugar", amount: 1.5, unit: "tsp" },
      { ing: "cider", amount: 15, unit: "cl" },
    ],
    groups: ["classics"],
    source: {
      title: THOMAS,
      note: {
        de: "„fill the tumbler with cider“, hier 15 cl",
        en: '"fill the tumbler with cider", here 15 cl',
      },
    },
    base: "beer-and-cider",
    taste: ["sweet"],
    strength: "light",
  },
  {
    slug: "harvey-wallbanger",
    de: {
      name: "Harvey Wallbanger",
      description:
        "Ein Screwdriver mit einem Schwimmer aus Galliano, in den 1970er-Jahren mit dem Surfer „Harvey“ als Werbefigur zum Partydrink schlechthin geworden.",
      steps: [
        "Wodka und Orangensaft in ein Highball-Glas auf Eis geben und umrühren.",
        "Den Galliano vorsichtig obenauf gießen.",
        "Mit Orangenscheibe und Cocktailkirsche garnieren.",
      ],
      garnish: "Orangenscheibe und Cocktailkirsche",
    },
    en: {
      name: "Harvey Wallbanger",
      description:
        "A Screwdriver with a float of Galliano, made the party drink of the 1970s by an advertising cartoon surfer called Harvey.",
      steps: [
        "Pour the vodka and orange juice into a highball glass over ice and stir.",
        "Float the Galliano carefully on top.",
        "Garnish with an orange slice and a cocktail cherry.",
      ],
      garnish: "Orange slice and cocktail cherry",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "vodka", amount: 4.5, unit: "cl" },
      { ing: "orange-juice", amount: 9, unit: "cl" },
      { ing: "galliano", amount: 1.5, unit: "cl" },
    ],
    groups: ["highballs", "summer"],
    source: { title: IBA_2011 },
    base: "vodka",
    taste: ["sweet", "fresh"],
    strength: "light",
  },
  {
    slug: "kamikaze",
    de: {
      name: "Kamikaze",
      description:
        "Wodka, Triple Sec und Limette zu gleichen Teilen – der Vorläufer des Cosmopolitan, in den 1970er-Jahren als Shot berühmt geworden und noch auf der IBA-Liste von 2011.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In eine vorgekühlte Coupette abseihen.",
        "Mit Limettenscheibe garnieren.",
      ],
      garnish: "Limettenscheibe",
    },
    en: {
      name: "Kamikaze",
      description:
        "Vodka, triple sec and lime in equal parts – the forerunner of the Cosmopolitan, famous as a shot in the 1970s and still on the IBA's list of 2011.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Strain into a chilled coupe.",
        "Garnish with a lime slice.",
      ],
      garnish: "Lime slice",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "vodka", amount: 3, unit: "cl" },
      { ing: "triple-sec", amount: 3, unit: "cl" },
      { ing: "lime-juice", amount: 3, unit: "cl" },
    ],
    groups: ["sours"],
    source: { title: IBA_2011 },
    base: "vodka",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  {
    slug: "godmother",
    de: {
      name: "Godmother",
      description:
        "Die Schwester des Godfather: Wodka statt Scotch, dazu Amaretto zu gleichen Teilen, auf Eis gerührt.",
      steps: ["Einen Tumbler mit Eis füllen.", "Wodka und Amaretto hineingießen und umrühren."],
      garnish: "",
    },
    en: {
      name: "Godmother",
      description:
        "The Godfather's sister: vodka instead of Scotch, with amaretto in equal parts, stirred over ice.",
      steps: ["Fill a rocks glass with ice.", "Pour in the vodka and amaretto and stir."],
      garnish: "",
    },
    glass: "rocks",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "vodka", amount: 3.5, unit: "cl" },
      { ing: "amaretto", amount: 3.5, unit: "cl" },
    ],
    groups: ["after-dinner"],
    source: { title: IBA_2011 },
    base: "vodka",
    taste: ["sweet"],
    strength: "strong",
  },
  {
    slug: "bacardi-cocktail",
    de: {
      name: "Bacardi Cocktail",
      description:
        "Ein Daiquiri mit Grenadine statt Zucker. 1936 entschied ein New Yorker Gericht auf Klage der Firma, dass ein Bacardi Cocktail nur mit Bacardi-Rum gemixt werden darf.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Bacardi Cocktail",
      description:
        "A Daiquiri with grenadine instead of sugar. In 1936 a New York court ruled, on the company's suit, that a Bacardi Cocktail must be made with Bacardi rum.",
      steps: ["Shake all ingredients hard with ice.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      {
        ing: "white-rum",
        amount: 4.5,
        unit: "cl",
        note: { de: "die IBA nennt Bacardi", en: "the IBA names Bacardi" },
      },
      { ing: "lime-juice", amount: 2, unit: "cl" },
      { ing: "grenadine", amount: 1, unit: "cl" },
    ],
    groups: ["classics", "sours"],
    source: { title: IBA_2011 },
    base: "rum",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  {
    slug: "rose",
    de: {
      name: "Rose",
      description:
        "Ein zarter französischer Aperitif der 1920er-Jahre: trockener Wermut mit Kirschwasser und ein paar Spritzern Erdbeersirup, der ihm die Farbe gibt.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
      ],
      garnish: "",
    },
    en: {
      name: "Rose",
      description:
        "A delicate French aperitif of the 1920s: dry vermouth with kirsch and a few dashes of strawberry syrup, which gives it its colour.",
      steps: ["Stir all ingredients with ice in a mixing glass until cold.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "dry-vermouth", amount: 4, unit: "cl" },
      { ing: "kirschwasser", amount: 2, unit: "cl" },
      { ing: "strawberry-syrup", amount: 3, unit: "dash" },
    ],
    groups: ["aperitivo", "classics"],
    source: { title: IBA_2011 },
    base: "wine",
    taste: ["fresh", "sweet"],
    strength: "light",
  },
  {
    slug: "death-in-the-afternoon",
    de: {
      name: "Death in the Afternoon",
      description:
        "Ernest Hemingways Beitrag zu einem Promi-Cocktailbuch von 1935: Absinth mit eiskaltem Champagner, bis er milchig opalisiert. Sein Rat: „Trinken Sie langsam drei bis fünf davon.“",
      steps: [
        "Den Absinth in eine Sektflöte geben.",
        "Langsam mit eiskaltem Champagner auffüllen, bis der Drink milchig opalisiert.",
      ],
      garnish: "",
    },
    en: {
      name: "Death in the Afternoon",
      description:
        'Ernest Hemingway\'s contribution to a 1935 book of celebrity cocktails: absinthe with iced Champagne until it turns milky and opalescent. His advice: "Drink three to five of these slowly."',
      steps: [
        "Pour the absinthe into a flute.",
        "Top up slowly with iced Champagne until the drink turns milky and opalescent.",
      ],
      garnish: "",
    },
    glass: "flute",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "absinthe", amount: 4.5, unit: "cl" },
      { ing: "champagne", unit: "top" },
    ],
    groups: ["classics"],
    source: {
      title: "Ernest Hemingway, in So Red the Nose, or Breath in the Afternoon (1935)",
      note: { de: "ein Jigger Absinth als 4,5 cl gerechnet", en: "a jigger of absinthe taken as 4.5 cl" },
    },
    base: "anise-spirits",
    taste: ["fresh"],
    strength: "strong",
  },
  {
    slug: "swimming-pool",
    de: {
      name: "Swimming Pool",
      description:
        "Charles Schumann erfand ihn 1979 in Harry's New York Bar in München: eine Colada mit Wodka und Rum, über die der Blue Curaçao wie Wasser in ein Schwimmbecken fließt. In seinem Buch American Bar (1991) nahm er weniger Rum und mehr Ananassaft.",
      steps: [
        "Alle Zutaten außer dem Blue Curaçao mit gestoßenem Eis kräftig shaken.",
        "In ein mit gestoßenem Eis gefülltes Hurricane-Glas abseihen.",
        "Den Blue Curaçao langsam über einen Barlöffel daraufgießen und mit Ananasstück und Cocktailkirsche garnieren.",
      ],
      garnish: "Ananasstück und Cocktailkirsche",
    },
    en: {
      name: "Swimming Pool",
      description:
        "Charles Schumann created it in 1979 at Harry's New York Bar in Munich: a colada with vodka and rum, over which the blue curaçao runs like water into a pool. In his book American Bar (1991) he cut the rum for more pineapple juice.",
      steps: [
        "Shake all ingredients except the blue curaçao hard with crushed ice.",
        "Strain into a hurricane glass filled with crushed ice.",
        "Float the blue curaçao slowly over a bar spoon and garnish with a pineapple wedge and a cocktail cherry.",
      ],
      garnish: "Pineapple wedge and cocktail cherry",
    },
    glass: "hurricane",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "vodka", amount: 2, unit: "cl" },
      { ing: "white-rum", amount: 2, unit: "cl" },
      { ing: "cream-of-coconut", amount: 2, unit: "cl" },
      { ing: "cream", amount: 2, unit: "cl" },
      { ing: "pineapple-juice", amount: 6, unit: "cl" },
      { ing: "blue-curacao", amount: 1, unit: "cl" },
    ],
    groups: ["summer", "tiki"],
    source: { title: "Charles Schumann, American Bar (1991)" },
    base: "vodka",
    taste: ["sweet"],
    strength: "medium",
  },
  {
    slug: "pimms-cup",
    de: {
      name: "Pimm's Cup",
      description:
        "Der Sommerdrink der Briten, von Wimbledon bis zur Gartenparty: Pimm's No. 1, ein Gin-Likör mit Kräutern und Gewürzen, mit klarer Zitronenlimonade aufgefüllt und mit Gurke, Orange, Erdbeere und Minze bestückt.",
      steps: [
        "Ein Highball-Glas mit Eis füllen und den Pimm's hineingießen.",
        "Mit Zitronenlimonade auffüllen.",
        "Gurkenscheibe, Orangenscheibe, Erdbeere und Minze dazugeben.",
      ],
      garnish: "Gurkenscheibe, Orangenscheibe, Erdbeere und Minzzweig",
    },
    en: {
      name: "Pimm's Cup",
      description:
        "Britain's summer drink, from Wimbledon to the garden party: Pimm's No. 1, a gin liqueur with herbs and spices, topped with clear lemonade and loaded with cucumber, orange, strawberry and mint.",
      steps: [
        "Fill a highball glass with ice and pour in the Pimm's.",
        "Top up with lemonade.",
        "Add a cucumber slice, an orange slice, a strawberry and a mint sprig.",
      ],
      garnish: "Cucumber slice, orange slice, strawberry and mint sprig",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "pimms", amount: 5, unit: "cl" },
      {
        ing: "lemon-soda",
        amount: 15,
        unit: "cl",
        note: {
          de: "britische „lemonade“: klare Zitronenlimonade",
          en: "British lemonade: clear and sparkling",
        },
      },
      { ing: "cucumber", amount: 1, unit: "slice" },
      { ing: "orange", amount: 1, unit: "slice" },
      { ing: "strawberry", amount: 1, unit: "piece" },
      { ing: "mint", amount: 1, unit: "sprig" },
    ],
    groups: ["summer", "highballs"],
    source: {
      title: "Pimm's (Diageo), the brand's serve",
      note: {
        de: "ein Teil Pimm's auf drei Teile Limonade, hier 5 und 15 cl",
        en: "one part Pimm's to three parts lemonade, here 5 and 15 cl",
      },
    },
    base: "liqueur",
    taste: ["fresh", "sweet"],
    strength: "light",
  },
  {
    slug: "lillet-wild-berry",
    de: {
      name: "Lillet Wild Berry",
      description:
        "Lillet Blanc mit Wild-Berry-Limonade, auf Eis im Weinglas, mit Beeren und Minze – ein Sommerdrink, der in Deutschland längst ein Klassiker ist und den Nina Chuba 2022 sogar besingt.",
      steps: [
        "Ein Weinglas mit Eis füllen.",
        "Lillet und Wild Berry hineingießen und kurz umrühren.",
        "Mit frischen Himbeeren und einem Minzzweig garnieren.",
      ],
      garnish: "Frische Himbeeren und Minzzweig",
    },
    en: {
      name: "Lillet Wild Berry",
      description:
        "Lillet Blanc with wild berry soda over ice in a wine glass, with berries and mint – a summer drink long a classic in Germany, where Nina Chuba even sang of it in 2022.",
      steps: [
        "Fill a wine glass with ice.",
        "Pour in the Lillet and wild berry soda and stir briefly.",
        "Garnish with fresh raspberries and a mint sprig.",
      ],
      garnish: "Fresh raspberries and mint sprig",
    },
    glass: "wine",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "lillet-blanc", amount: 5, unit: "cl" },
      { ing: "wild-berry-soda", amount: 10, unit: "cl" },
      { ing: "raspberry", amount: 3, unit: "piece", optional: true },
      { ing: "mint", amount: 1, unit: "sprig", optional: true },
    ],
    groups: ["aperitivo", "summer"],
    source: { title: 'Maison Lillet (Pernod Ricard), serve "Lillet Wild Berry"' },
    base: "wine",
    taste: ["sweet", "fresh"],
    strength: "light",
  },
  {
    slug: "lillet-vive",
    de: {
      name: "Lillet Vive",
      description:
        "Lillets eigener Longdrink: Lillet Blanc mit Tonic Water auf Eis, dazu Gurke, Erdbeere und Minze – leicht, herb-fruchtig und schnell gemacht.",
      steps: [
        "Ein Weinglas mit Eis füllen.",
        "Lillet und Tonic Water hineingießen und kurz umrühren.",
        "Gurkenscheibe, Erdbeere und Minzblatt dazugeben.",
      ],
      garnish: "Gurkenscheibe, Erdbeere und Minzblatt",
    },
    en: {
      name: "Lillet Vive",
      description:
        "Lillet's own long drink: Lillet Blanc with tonic water over ice, with cucumber, strawberry and mint – light, bittersweet and quickly made.",
      steps: [
        "Fill a wine glass with ice.",
        "Pour in the Lillet and tonic water and stir briefly.",
        "Add a cucumber slice, a strawberry and a mint leaf.",
      ],
      garnish: "Cucumber slice, strawberry and mint leaf",
    },
    glass: "wine",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "lillet-blanc", amount: 5, unit: "cl" },
      { ing: "tonic-water", amount: 10, unit: "cl" },
      { ing: "cucumber", amount: 1, unit: "slice" },
      { ing: "strawberry", amount: 1, unit: "piece" },
      { ing: "mint", amount: 1, unit: "leaf" },
    ],
    groups: ["aperitivo", "summer", "highballs"],
    source: { title: 'Maison Lillet (Pernod Ricard), serve "Lillet Vive"' },
    base: "wine",
    taste: ["fresh", "bitter"],
    strength: "light",
  },
  {
    slug: "snowball",
    de: {
      name: "Snowball",
      description:
        "Der britische Weihnachtsklassiker mit Eierlikör: Advocaat und klare Limonade zu etwa gleichen Teilen mit einem Spritzer Limette – cremig, spritzig und in Pubs oft fertig aus der kleinen Flasche.",
      steps: [
        "Eierlikör und Limettensaft mit Eis kurz shaken.",
        "In ein Highball-Glas auf Eis abseihen.",
        "Mit Zitronenlimonade auffüllen und einmal sanft umrühren.",
      ],
      garnish: "Cocktailkirsche",
    },
    en: {
      name: "Snowball",
      description:
        "Britain's Christmas classic with egg liqueur: advocaat and clear lemonade in about equal parts with a squeeze of lime – creamy, fizzy and in pubs often served from a small ready-made bottle.",
      steps: [
        "Shake the advocaat and lime juice briefly with ice.",
        "Strain into a highball glass over ice.",
        "Top up with lemonade and stir gently once.",
      ],
      garnish: "Cocktail cherry",
    },
    glass: "highball",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "egg-liqueur", amount: 6, unit: "cl" },
      { ing: "lime-juice", amount: 1, unit: "cl" },
      { ing: "lemon-soda", amount: 6, unit: "cl" },
    ],
    groups: ["winter-warmers", "highballs"],
    source: {
      title: 'Wikipedia, "Snowball (cocktail)"',
      url: "https://en.wikipedia.org/wiki/Snowball_(cocktail)",
      note: {
        de: "etwa gleiche Teile Eierlikör und Limonade, hier je 6 cl; der Spritzer Limette als 1 cl",
        en: "about equal parts advocaat and lemonade, here 6 cl each; the squeeze of lime as 1 cl",
      },
    },
    base: "liqueur",
    taste: ["sweet"],
    strength: "light",
  },
  {
    slug: "ruedesheimer-kaffee",
    de: {
      name: "Rüdesheimer Kaffee",
      description:
        "1957 erdachte Fernsehkoch Hans Karl Adam für Asbach in Rüdesheim den deutschen Irish Coffee: Weinbrand und Würfelzucker, in der Tasse flambiert, mit Kaffee aufgegossen und unter einer Haube aus Vanillesahne und Schokoraspeln serviert.",
      steps: [
        "Die Würfelzucker in ein vorgewärmtes Irish-Coffee-Glas geben und mit dem Weinbrand übergießen.",
        "Den Weinbrand anzünden und unter Rühren etwa eine Minute brennen lassen.",
        "Mit heißem Kaffee auffüllen.",
        "Die Sahne mit dem Vanillezucker steif schlagen, als Haube daraufsetzen und mit Schokoraspeln bestreuen.",
      ],
      garnish: "Schokoraspel",
    },
    en: {
      name: "Rüdesheimer Kaffee",
      description:
        "In 1957 the TV chef Hans Karl Adam devised Germany's Irish coffee for Asbach in Rüdesheim: German brandy and sugar cubes flamed in the cup, filled up with coffee and served under a cap of vanilla cream and chocolate shavings.",
      steps: [
        "Put the sugar cubes in a warmed heatproof glass and pour the brandy over them.",
        "Set the brandy alight and let it burn for about a minute, stirring.",
        "Fill up with hot coffee.",
        "Whip the cream stiff with the vanilla sugar, spoon it on top and sprinkle with chocolate shavings.",
      ],
      garnish: "Chocolate shavings",
    },
    glass: "irish-coffee",
    method: "build",
    difficulty: "advanced",
    lines: [
      {
        ing: "brandy",
        amount: 4,
        unit: "cl",
        note: { de: "Asbach Uralt, ein deutscher Weinbrand", en: "Asbach Uralt, a German brandy" },
      },
      { ing: "sugar-cube", amount: 3, unit: "piece" },
      { ing: "hot-coffee", amount: 12, unit: "cl" },
      { ing: "cream", amount: 3, unit: "cl" },
      { ing: "vanilla-sugar", amount: 1, unit: "tsp" },
      { ing: "chocolate", unit: "pinch" },
    ],
    groups: ["winter-warmers", "after-dinner"],
    source: {
      title: "Asbach, Rüdesheim am Rhein (Hans Karl Adam, 1957)",
      note: {
        de: "drei Stück Zucker und 4 cl Asbach wie im Original; die Kaffeemenge hier 12 cl",
        en: "three sugar cubes and 4 cl of Asbach as in the original; the coffee here 12 cl",
      },
    },
    base: "brandy",
    taste: ["sweet"],
    strength: "light",
  },
  {
    slug: "pharisaeer",
    de: {
      name: "Pharisäer",
      description:
        "Das Nationalgetränk der Nordfriesen: starker Kaffee mit Rum und Zucker unter einer dicken Sahnehaube. Der Legende nach wollten Taufgäste auf Nordstrand so ihren Rum vor dem strengen Pastor Georg Bleyer verstecken – bis der ihn schmeckte und „Oh, ihr Pharisäer!“ rief.",
      steps: [
        "Den Würfelzucker in ein vorgewärmtes Irish-Coffee-Glas geben und den angewärmten Rum dazugießen.",
        "Mit heißem, starkem Kaffee auffüllen.",
        "Die Sahne steif schlagen und als dicke Haube daraufsetzen – nicht umrühren, man trinkt durch die Sahne.",
      ],
      garnish: "",
    },
    en: {
      name: "Pharisäer",
      description:
        'The national drink of North Frisia: strong coffee with rum and sugar under a thick cap of cream. Legend has it that christening guests on Nordstrand hid their rum this way from the stern pastor Georg Bleyer – until he tasted it and cried "Oh, you Pharisees!"',
      steps: [
        "Put the sugar cubes in a warmed heatproof glass and add the warmed rum.",
        "Fill up with hot, strong coffee.",
        "Whip the cream stiff and spoon it on as a thick cap – do not stir; you drink through the cream.",
      ],
      garnish: "",
    },
    glass: "irish-coffee",
    method: "build",
    difficulty: "easy",
    lines: [
      {
        ing: "dark-rum",
        amount: 4,
        unit: "cl",
        or: ["jamaican-rum"],
        note: {
          de: "in Nordfriesland meist brauner Jamaika-Rum-Verschnitt",
          en: "in North Frisia usually a brown Jamaica rum blend",
        },
      },
      { ing: "sugar-cube", amount: 2, unit: "piece" },
      { ing: "hot-coffee", amount: 15, unit: "cl" },
      { ing: "cream", amount: 3, unit: "cl" },
    ],
    groups: ["winter-warmers", "after-dinner"],
    source: {
      title: 'Jacobs Kaffee, recipe "Pharisäer"',
      url: "https://www.jacobskaffee.de/rezepte/pharisaeer/",
      note: {
        de: "Jacobs nennt 200 ml Kaffee und 2–4 cl Rum; hier 15 cl Kaffee und 4 cl Rum",
        en: "Jacobs gives 200 ml of coffee and 2–4 cl of rum; here 15 cl of coffee and 4 cl of rum",
      },
    },
    base: "rum",
    taste: ["sweet"],
    strength: "light",
  },
  {
    slug: "cape-codder",
    de: {
      name: "Cape Codder",
      description:
        "Wodka mit Cranberrysaft und einem Spritzer Limette, benannt nach der Halbinsel in Massachusetts, wo die Cranberrys wachsen – in den 1980er-Jahren auf dem Höhepunkt und verwandt mit Sea Breeze und Bay Breeze.",
      steps: [
        "Wodka, Limettensaft und Cranberrysaft in ein Highball-Glas auf Eis geben.",
        "Kurz umrühren und mit Limettenspalte garnieren.",
      ],
      garnish: "Limettenspalte",
    },
    en: {
      name: "Cape Codder",
      description:
        "Vodka with cranberry juice and a splash of lime, named after the Massachusetts peninsula where the cranberries grow – at its height in the 1980s and related to the Sea Breeze and Bay Breeze.",
      steps: [
        "Pour the vodka, lime juice and cranberry juice into a highball glass over ice.",
        "Stir briefly and garnish with a lime wedge.",
      ],
      garnish: "Lime wedge",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "vodka", amount: 5, unit: "cl" },
      { ing: "lime-juice", amount: 0.75, unit: "cl" },
      { ing: "cranberry-juice", amount: 10.5, unit: "cl" },
    ],
    groups: ["highballs", "summer"],
    source: {
      title: "Difford's Guide",
      url: "https://www.diffordsguide.com/cocktails/recipe/368/cape-codder",
      note: ounces,
    },
    base: "vodka",
    taste: ["sour", "fresh"],
    strength: "light",
  },
  {
    slug: "bay-breeze",
    de: {
      name: "Bay Breeze",
      description:
        "Der Bruder des Sea Breeze mit Ananas statt Grapefruit: Wodka, Cranberry- und Ananassaft auf Eis – ein Sommer-Highball der 1980er-Jahre.",
      steps: [
        "Ein Highball-Glas mit Eis füllen.",
        "Wodka, Cranberrysaft und Ananassaft hineingießen und kurz umrühren.",
        "Mit Limettenscheibe garnieren.",
      ],
      garnish: "Limettenscheibe",
    },
    en: {
      name: "Bay Breeze",
      description:
        "The Sea Breeze's brother with pineapple instead of grapefruit: vodka, cranberry and pineapple juice over ice – a summer highball of the 1980s.",
      steps: [
        "Fill a highball glass with ice.",
        "Pour in the vodka, cranberry juice and pineapple juice and stir briefly.",
        "Garnish with a lime wheel.",
      ],
      garnish: "Lime wheel",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "vodka", amount: 4.5, unit: "cl" },
      { ing: "cranberry-juice", amount: 9, unit: "cl" },
      { ing: "pineapple-juice", amount: 4.5, unit: "cl" },
    ],
    groups: ["highballs", "summer"],
    source: {
      title: "Liquor.com",
      url: "https://www.liquor.com/bay-breeze-cocktail-recipe-5181821",
      note: ounces,
    },
    base: "vodka",
    taste: ["sweet", "fresh"],
    strength: "light",
  },
  {
    slug: "fuzzy-navel",
    de: {
      name: "Fuzzy Navel",
      description:
        "Pfirsichlikör und Orangensaft zu gleichen Teilen – „fuzzy“ für den flaumigen Pfirsich, „navel“ für die Navelorange. Der Drink kam 1984 mit dem Peachtree-Schnaps von DeKuyper auf; erfunden haben soll ihn Barkeeper Ray Foley in New Jersey.",
      steps: [
        "Ein Highball-Glas mit Eis füllen.",
        "Pfirsichlikör und Orangensaft hineingießen und sanft umrühren.",
        "Mit halber Orangenscheibe garnieren.",
      ],
      garnish: "Halbe Orangenscheibe",
    },
    en: {
      name: "Fuzzy Navel",
      description:
        'Peach schnapps and orange juice in equal parts – "fuzzy" for the downy peach, "navel" for the orange. It arrived in 1984 with DeKuyper\'s Peachtree schnapps; the New Jersey bartender Ray Foley is said to have created it.',
      steps: [
        "Fill a highball glass with ice.",
        "Pour in the peach schnapps and orange juice and stir gently.",
        "Garnish with half an orange slice.",
      ],
      garnish: "Half an orange slice",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "peach-liqueur", amount: 9, unit: "cl" },
      { ing: "orange-juice", amount: 9, unit: "cl" },
    ],
    groups: ["highballs", "summer"],
    source: {
      title: "VinePair",
      url: "https://vinepair.com/cocktail-recipe/the-fuzzy-navel-recipe/",
      note: ounces,
    },
    base: "liqueur",
    taste: ["sweet", "fresh"],
    strength: "light",
  },
  {
    slug: "olympic",
    de: {
      name: "Olympic",
      description:
        "Brandy, Curaçao und Orangensaft zu gleichen Teilen – ein Sidecar mit Orange statt Zitrone, wohl benannt nach dem Ozeandampfer RMS Olympic, dem Schwesterschiff der Titanic.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In eine vorgekühlte Coupette abseihen.",
        "Mit Orangenzeste garnieren.",
      ],
      garnish: "Orangenzeste",
    },
    en: {
      name: "Olympic",
      description:
        "Brandy, curaçao and orange juice in equal parts – a Sidecar with orange instead of lemon, probably named after the liner RMS Olympic, the Titanic's sister ship.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Strain into a chilled coupe.",
        "Garnish with orange peel.",
      ],
      garnish: "Orange peel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "brandy", amount: 2, unit: "cl" },
      { ing: "orange-curacao", amount: 2, unit: "cl" },
      { ing: "orange-juice", amount: 2, unit: "cl" },
    ],
    groups: ["classics"],
    source: { title: SAVOY, note: savoyParts },
    base: "brandy",
    taste: ["sweet", "fresh"],
    strength: "medium",
  },
  {
    slug: "deauville",
    de: {
      name: "Deauville",
      description:
        "Ein Sidecar, dessen Brandy zur Hälfte Calvados ist – benannt nach dem Seebad in der Normandie, der Heimat des Apfelbrands. Vier Zutaten zu gleichen Teilen, wie im Savoy.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Deauville",
      description:
        "A Sidecar whose brandy is half calvados – named after the seaside resort in Normandy, the home of the apple brandy. Four ingredients in equal parts, as in the Savoy.",
      steps: ["Shake all ingredients hard with ice.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "brandy", amount: 1.5, unit: "cl" },
      { ing: "calvados", amount: 1.5, unit: "cl" },
      { ing: "triple-sec", amount: 1.5, unit: "cl" },
      { ing: "lemon-juice", amount: 1.5, unit: "cl" },
    ],
    groups: ["classics", "sours"],
    source: { title: SAVOY, note: savoyParts },
    base: "brandy",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  {
    slug: "honeymoon",
    de: {
      name: "Honeymoon",
      description:
        "Apfelbrand und Bénédictine zu gleichen Teilen mit Zitrone und einem Hauch Curaçao – 1916 bei Hugo Ensslin zuerst gedruckt und in den 1920er-Jahren ein Renner im Brown Derby in Los Angeles.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Honeymoon",
      description:
        "Apple brandy and Bénédictine in equal parts with lemon and a touch of curaçao – first printed by Hugo Ensslin in 1916 and a hit at the Brown Derby in Los Angeles in the 1920s.",
      steps: ["Shake all ingredients hard with ice.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "apple-brandy", amount: 3, unit: "cl" },
      { ing: "benedictine", amount: 3, unit: "cl" },
      {
        ing: "lemon-juice",
        amount: 2.5,
        unit: "cl",
        note: { de: "Saft einer halben Zitrone", en: "juice of half a lemon" },
      },
      { ing: "orange-curacao", amount: 3, unit: "dash" },
    ],
    groups: ["classics", "sours"],
    source: { title: SAVOY, note: savoyParts },
    base: "apple-brandy",
    taste: ["sweet", "sour"],
    strength: "medium",
  },
  {
    slug: "rattlesnake",
    de: {
      name: "Rattlesnake",
      description:
        "Ein Whiskey Sour mit Eiweiß und ein paar Spritzern Absinth. Das Savoy verspricht, er werde „entweder einen Klapperschlangenbiss heilen, Klapperschlangen töten oder einen sie sehen lassen“.",
      steps: [
        "Alle Zutaten ohne Eis kräftig trocken shaken.",
        "Eis hinzugeben und erneut kalt shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
      ],
      garnish: "",
    },
    en: {
      name: "Rattlesnake",
      description:
        'A whiskey sour with egg white and a few dashes of absinthe. The Savoy promises it "will either cure Rattlesnake bite, or kill Rattlesnakes, or make you see them".',
      steps: [
        "Dry shake all ingredients hard without ice.",
        "Add ice and shake again until cold.",
        "Double-strain into a chilled coupe.",
      ],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "rye-whiskey", amount: 6, unit: "cl" },
      { ing: "lemon-juice", amount: 1, unit: "cl" },
      { ing: "simple-syrup", amount: 0.5, unit: "cl" },
      { ing: "egg-white", amount: 1.5, unit: "cl" },
      { ing: "absinthe", amount: 2, unit: "dash" },
    ],
    groups: ["classics", "sours"],
    source: {
      title: SAVOY,
      note: {
        de: "das Savoy rechnet für sechs Gläser 4 Gläser Whisky, das Eiweiß von 2 Eiern und 1 Glas gesüßten Zitronensaft; hier für einen Drink mit 6 cl Whisky, der gesüßte Zitronensaft als Zitronensaft mit Zuckersirup",
        en: "the Savoy gives 4 glasses of whisky, the whites of 2 eggs and 1 glass of sweetened lemon juice for six; here for one drink with 6 cl of whisky, the sweetened lemon juice as lemon juice and syrup",
      },
    },
    base: "whiskey",
    taste: ["sour"],
    strength: "strong",
  },
  {
    slug: "parisian-blonde",
    de: {
      name: "Parisian Blonde",
      description:
        "Jamaika-Rum, Curaçao und süße Sahne zu gleichen Teilen – ein cremiger Dessertdrink aus dem Savoy, dem der kräftige Rum Rückgrat gibt.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Parisian Blonde",
      description:
        "Jamaica rum, curaçao and sweet cream in equal parts – a creamy dessert drink from the Savoy, given backbone by the funky rum.",
      steps: ["Shake all ingredients hard with ice.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "jamaican-rum", amount: 2, unit: "cl" },
      { ing: "orange-curacao", amount: 2, unit: "cl" },
      { ing: "cream", amount: 2, unit: "cl" },
    ],
    groups: ["after-dinner"],
    source: { title: SAVOY, note: savoyParts },
    base: "rum",
    taste: ["sweet"],
    strength: "medium",
  },
  {
    slug: "bloodhound",
    de: {
      name: "Bloodhound",
      description:
        "Ein Perfect Martini mit zwei, drei zerdrückten Erdbeeren – Harry McElhone schrieb ihn dem Herzog von Manchester zu. Im Savoy ein Sommerdrink für die Erdbeerzeit.",
      steps: [
        "Die Erdbeeren im Shaker zerdrücken.",
        "Gin, beide Wermuts und Eis hinzugeben und kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
      ],
      garnish: "",
    },
    en: {
      name: "Bloodhound",
      description:
        "A perfect Martini with two or three crushed strawberries – Harry McElhone credited it to the Duke of Manchester. In the Savoy, a drink for strawberry season.",
      steps: [
        "Crush the strawberries in a shaker.",
        "Add the gin, both vermouths and ice and shake hard.",
        "Double-strain into a chilled coupe.",
      ],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 3, unit: "cl" },
      { ing: "dry-vermouth", amount: 1.5, unit: "cl" },
      { ing: "sweet-vermouth", amount: 1.5, unit: "cl" },
      { ing: "strawberry", amount: 3, unit: "piece" },
    ],
    groups: ["classics", "summer"],
    source: { title: SAVOY, note: savoyParts },
    base: "gin",
    taste: ["fresh", "bitter"],
    strength: "medium",
  },
  {
    slug: "merry-widow",
    de: {
      name: "Merry Widow",
      description:
        "Ein Fifty-Fifty-Martini mit je zwei Spritzern Absinth, Angostura und Bénédictine – benannt nach Lehárs Operette „Die lustige Witwe“, die 1907 am Broadway lief.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Eine Zitronenzeste über dem Drink ausdrücken.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Merry Widow",
      description:
        "A fifty-fifty Martini with two dashes each of absinthe, Angostura and Bénédictine – named after Lehár's operetta The Merry Widow, which opened on Broadway in 1907.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until cold.",
        "Strain into a chilled coupe.",
        "Squeeze lemon peel over the drink.",
      ],
      garnish: "Lemon peel",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 3, unit: "cl" },
      { ing: "dry-vermouth", amount: 3, unit: "cl" },
      { ing: "absinthe", amount: 2, unit: "dash" },
      { ing: "angostura-bitters", amount: 2, unit: "dash" },
      { ing: "benedictine", amount: 2, unit: "dash" },
    ],
    groups: ["classics", "aperitivo"],
    source: { title: SAVOY, note: savoyParts },
    base: "gin",
    taste: ["bitter"],
    strength: "medium",
  },
  {
    slug: "kiba",
    de: {
      name: "KiBa",
      description:
        "Kirsch- und Bananennektar, marmoriert im Glas: der alkoholfreie Klassiker deutscher Gasthäuser und Tanzschulen. Weil der Bananennektar dichter ist, sinkt er durch den Kirschnektar nach unten.",
      steps: [
        "Den gekühlten Kirschnektar in ein Highball-Glas gießen.",
        "Den ebenfalls gekühlten Bananennektar vorsichtig dazugießen, sodass er marmoriert zu Boden sinkt.",
        "Mit Trinkhalm servieren.",
      ],
      garnish: "",
    },
    en: {
      name: "KiBa (cherry-banana)",
      description:
        "Cherry and banana nectar, marbled in the glass: the alcohol-free classic of German inns and dance schools. Being denser, the banana nectar sinks through the cherry.",
      steps: [
        "Pour the chilled cherry nectar into a highball glass.",
        "Carefully add the chilled banana nectar so that it sinks to the bottom in marbled streaks.",
        "Serve with a straw.",
      ],
      garnish: "",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "cherry-juice", amount: 10, unit: "cl" },
      { ing: "banana-juice", amount: 10, unit: "cl" },
    ],
    groups: ["alcohol-free", "summer"],
    source: {
      title: 'Wikipedia, "KiBa (Getränk)"',
      url: "https://de.wikipedia.org/wiki/KiBa_(Getr%C3%A4nk)",
      note: {
        de: "Wikipedia nennt Mischungen von 1 : 1 bis 1 : 2; hier 1 : 1 mit je 10 cl",
        en: "Wikipedia gives mixes from 1 : 1 to 1 : 2; here 1 : 1 with 10 cl each",
      },
    },
    base: "none",
    taste: ["sweet"],
    strength: "none",
  },
  {
    slug: "russ",
    de: {
      name: "Russ",
      description:
        "Das bayerische Gegenstück zum Radler: Weißbier und klare Zitronenlimonade zu gleichen Teilen. Der Name soll auf die „Russen“ zurückgehen, wie die Münchner die Anhänger der Räterepublik nannten, die sich 1918/19 im Mathäser trafen.",
      steps: [
        "Das kalte Weißbier langsam in ein schräg gehaltenes Highball-Glas einschenken.",
        "Mit klarer Zitronenlimonade auffüllen.",
      ],
      garnish: "",
    },
    en: {
      name: "Russ",
      description:
        'Bavaria\'s counterpart to the Radler: wheat beer and clear lemon soda in equal parts. The name is said to go back to the "Russians", as Munich called the supporters of the council republic who met at the Mathäser in 1918/19.',
      steps: [
        "Pour the cold wheat beer slowly into a tilted highball glass.",
        "Top up with clear lemon-lime soda.",
      ],
      garnish: "",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "wheat-beer", amount: 25, unit: "cl" },
      { ing: "lemon-soda", amount: 25, unit: "cl" },
    ],
    groups: ["summer", "highballs"],
    source: {
      title: 'Bayerischer Brauerbund, GenussErbe Bayern: "Russ"',
      url: "https://genusserbe.bayern.de/cms30/speziland/353398/index.php",
      note: { de: "gleiche Teile, hier je 25 cl", en: "equal parts, here 25 cl each" },
    },
    base: "beer-and-cider",
    taste: ["fresh", "sweet"],
    strength: "light",
  },
  {
    slug: "mexikaner",
    de: {
      name: "Mexikaner",
      description:
        "Hamburgs scharfer Kneipen-Shot: Korn mit Tomatensaft, Sangrita, Tabasco, Salz und Pfeffer. Wirt Mike Coloni erfand ihn 1987 im „Steppenwolf“, um einen missratenen Fehlkauf an Obstbrand trinkbar zu machen.",
      steps: [
        "Korn, Tomatensaft, Sangrita, Tabasco, Salz und Pfeffer in einem Rührglas mit Eis verrühren.",
        "In ein Shotglas abseihen.",
      ],
      garnish: "",
    },
    en: {
      name: "Mexikaner",
      description:
        "Hamburg's spicy bar shot: korn with tomato juice, sangrita, Tabasco, salt and pepper. The landlord Mike Coloni created it in 1987 at the Steppenwolf to make a bad batch of fruit spirit drinkable.",
      steps: [
        "Stir the korn, tomato juice, sangrita, Tabasco, salt and pepper with ice in a mixing glass.",
        "Strain into a shot glass.",
      ],
      garnish: "",
    },
    glass: "shot",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "korn", amount: 1, unit: "cl" },
      { ing: "tomato-juice", amount: 2, unit: "cl" },
      { ing: "sangrita", amount: 1, unit: "cl" },
      { ing: "hot-sauce", amount: 1, unit: "dash" },
      { ing: "salt", amount: 1, unit: "pinch" },
      { ing: "black-pepper", amount: 1, unit: "pinch" },
    ],
    groups: ["after-dinner"],
    source: {
      title: 'Mike Coloni, "Steppenwolf", Hamburg (1987)',
      detail: "the original recipe as told to NDR, reprinted by t-online",
      url: "https://www.t-online.de/leben/essen-und-trinken/rezepte/id_76711670/mexikaner-rezept-und-geschichte-des-hamburg-klassikers.html",
      note: {
        de: "Coloni mischt 0,7 l Korn, 1,5 l Tomatensaft, 0,7 l Sangrita, 3 cl Tabasco und je einen Teelöffel Salz und Pfeffer auf Vorrat; hier auf einen Shot von 4 cl gerechnet",
        en: "Coloni mixes 0.7 l korn, 1.5 l tomato juice, 0.7 l sangrita, 3 cl Tabasco and a teaspoon each of salt and pepper in advance; here worked out for one 4 cl shot",
      },
    },
    base: "korn",
    taste: ["sour"],
    strength: "light",
  },
  {
    slug: "bombardino",
    de: {
      name: "Bombardino",
      description:
        "Der Hüttendrink der italienischen Skigebiete: heißer Eierlikör mit Brandy, auf Wunsch unter einer Sahnehaube. Erfunden angeblich 1972 in Livigno, wo ein Gast ausrief: „È una bomba!“",
      steps: [
        "Den Eierlikör in einem kleinen Topf erhitzen, ohne ihn kochen zu lassen.",
        "Mit dem Brandy in ein vorgewärmtes Irish-Coffee-Glas gießen.",
        "Nach Wunsch mit geschlagener Sahne krönen.",
      ],
      garnish: "",
    },
    en: {
      name: "Bombardino",
      description:
        'The mountain-hut drink of Italy\'s ski resorts: hot egg liqueur with brandy, under a cap of cream if you like. Said to have been created in Livigno in 1972, where a guest cried: "È una bomba!"',
      steps: [
        "Heat the egg liqueur in a small pan without letting it boil.",
        "Pour it with the brandy into a warmed heatproof glass.",
        "Top with whipped cream if you like.",
      ],
      garnish: "",
    },
    glass: "irish-coffee",
    method: "build",
    difficulty: "easy",
    lines: [
      {
        ing: "egg-liqueur",
        amount: 4.5,
        unit: "cl",
        note: { de: "am besten italienischer wie VOV", en: "ideally Italian, such as VOV" },
      },
      {
        ing: "brandy",
        amount: 1.5,
        unit: "cl",
      },
      { ing: "whipped-cream", unit: "top", optional: true },
    ],
    groups: ["winter-warmers", "after-dinner"],
    source: {
      title: 'Wikipedia, "Bombardino"',
      url: "https://en.wikipedia.org/wiki/Bombardino",
      note: {
        de: "drei Viertel heißer Eierlikör, ein Viertel Brandy oder Rum; hier 4,5 und 1,5 cl",
        en: "three quarters hot egg liqueur, one quarter brandy or rum; here 4.5 and 1.5 cl",
      },
    },
    base: "liqueur",
    taste: ["sweet"],
    strength: "light",
  },
  {
    slug: "diesel",
    de: {
      name: "Diesel",
      description:
        "Helles Bier und Cola zu gleichen Teilen – je nach Region Diesel, Colabier, Schmutziges oder Krefelder genannt, nach der Farbe, die an Dieselkraftstoff erinnert.",
      steps: [
        "Das kalte Bier in ein schräg gehaltenes Highball-Glas gießen.",
        "Langsam mit kalter Cola auffüllen.",
      ],
      garnish: "",
    },
    en: {
      name: "Diesel",
      description:
        "Pale lager and cola in equal parts – called Diesel, Colabier, Schmutziges or Krefelder depending on the region of Germany, after a colour that recalls diesel fuel.",
      steps: ["Pour the cold beer into a tilted highball glass.", "Top up slowly with cold cola."],
      garnish: "",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "lager", amount: 25, unit: "cl" },
      { ing: "cola", amount: 25, unit: "cl" },
    ],
    groups: ["highballs"],
    source: {
      title: 'Beverage World, "Diesel or bog water – which do you prefer?"',
      url: "https://www.beverage-world.com/en/newsdetail/diesel-or-bog-water-which-do-you-prefer",
    },
    base: "beer-and-cider",
    taste: ["sweet"],
    strength: "light",
  },
  {
    slug: "mr-manhattan",
    de: {
      name: "Mr. Manhattan",
      description:
        "Ein Gin-Smash aus dem Savoy: Zucker und Minze zerdrückt, dazu Gin und ein paar Spritzer Orangen- und Zitronensaft.",
      steps: [
        "Den Würfelzucker mit etwas Wasser im Shaker zerdrücken und die Minzblätter darin andrücken.",
        "Zitronensaft, Orangensaft, Gin und Eis hinzugeben und kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
      ],
      garnish: "",
    },
    en: {
      name: "Mr. Manhattan",
      description:
        "A gin smash from the Savoy: sugar and mint crushed together, with gin and a few dashes of orange and lemon juice.",
      steps: [
        "Crush the sugar cube with a little water in a shaker and press the mint leaves in it.",
        "Add the lemon juice, orange juice, gin and ice and shake hard.",
        "Double-strain into a chilled coupe.",
      ],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 6, unit: "cl" },
      { ing: "sugar-cube", amount: 1, unit: "piece" },
      { ing: "water", amount: 1, unit: "tsp" },
      { ing: "mint", amount: 4, unit: "leaf" },
      { ing: "lemon-juice", amount: 1, unit: "dash" },
      { ing: "orange-juice", amount: 4, unit: "dash" },
    ],
    groups: ["classics"],
    source: { title: SAVOY, note: savoyGlass },
    base: "gin",
    taste: ["fresh", "sweet"],
    strength: "strong",
  },
  {
    slug: "savoy-hotel-special",
    de: {
      name: "Savoy Hotel Special",
      description:
        "Der Hausdrink des Savoy (No. 1): ein trockener Martini, den zwei Spritzer Grenadine rosa färben und ein Spritzer Absinth würzt.",
      steps: [
        "Alle Zutaten mit Eis kalt shaken.",
        "In eine vorgekühlte Coupette abseihen.",
        "Eine Zitronenzeste über dem Drink ausdrücken.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Savoy Hotel Special",
      description:
        "The Savoy's house drink (No. 1): a dry Martini tinted pink by two dashes of grenadine and seasoned with a dash of absinthe.",
      steps: [
        "Shake all ingredients with ice until cold.",
        "Strain into a chilled coupe.",
        "Squeeze lemon peel over the drink.",
      ],
      garnish: "Lemon peel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 4, unit: "cl" },
      { ing: "dry-vermouth", amount: 2, unit: "cl" },
      { ing: "grenadine", amount: 2, unit: "dash" },
      { ing: "absinthe", amount: 1, unit: "dash" },
    ],
    groups: ["classics"],
    source: { title: SAVOY, detail: '"Savoy Hotel Special Cocktail (No. 1)"', note: savoyParts },
    base: "gin",
    taste: ["bitter"],
    strength: "strong",
  },
  {
    slug: "turf",
    de: {
      name: "Turf",
      description:
        "Plymouth Gin und trockener Wermut zu gleichen Teilen, gewürzt mit Orangenbitter, Maraschino und Absinth – ein Verwandter des Tuxedo aus dem Savoy.",
      steps: ["Alle Zutaten mit Eis kalt shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Turf",
      description:
        "Plymouth gin and dry vermouth in equal parts, seasoned with orange bitters, maraschino and absinthe – a relative of the Tuxedo from the Savoy.",
      steps: ["Shake all ingredients with ice until cold.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "plymouth-gin", amount: 3, unit: "cl" },
      { ing: "dry-vermouth", amount: 3, unit: "cl" },
      { ing: "orange-bitters", amount: 2, unit: "dash" },
      { ing: "maraschino-liqueur", amount: 2, unit: "dash" },
      { ing: "absinthe", amount: 2, unit: "dash" },
    ],
    groups: ["classics", "aperitivo"],
    source: { title: SAVOY, note: savoyParts },
    base: "gin",
    taste: ["bitter"],
    strength: "medium",
  },
  {
    slug: "morning-cocktail",
    de: {
      name: "Morning Cocktail",
      description:
        "Brandy und trockener Wermut mit je zwei Spritzern Curaçao, Maraschino, Orangenbitter und Absinth – ein vielschichtiger Aperitif aus dem Savoy, trotz des Namens kein Frühstück.",
      steps: ["Alle Zutaten mit Eis kalt shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Morning Cocktail",
      description:
        "Brandy and dry vermouth with two dashes each of curaçao, maraschino, orange bitters and absinthe – a layered aperitif from the Savoy, not breakfast despite its name.",
      steps: ["Shake all ingredients with ice until cold.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "brandy", amount: 3, unit: "cl" },
      { ing: "dry-vermouth", amount: 3, unit: "cl" },
      { ing: "orange-curacao", amount: 2, unit: "dash" },
      { ing: "maraschino-liqueur", amount: 2, unit: "dash" },
      { ing: "orange-bitters", amount: 2, unit: "dash" },
      { ing: "absinthe", amount: 2, unit: "dash" },
    ],
    groups: ["classics", "aperitivo"],
    source: { title: SAVOY, note: savoyParts },
    base: "brandy",
    taste: ["bitter"],
    strength: "medium",
  },
  {
    slug: "smiler",
    de: {
      name: "Smiler",
      description:
        "Ein Perfect Martini mit einem Spritzer Angostura und einem Spritzer Orangensaft – leicht, trocken und aus dem Savoy von 1930.",
      steps: ["Alle Zutaten mit Eis kalt shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Smiler",
      description:
        "A perfect Martini with a dash of Angostura and a dash of orange juice – light, dry and from the 1930 Savoy.",
      steps: ["Shake all ingredients with ice until cold.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 3, unit: "cl" },
      { ing: "sweet-vermouth", amount: 1.5, unit: "cl" },
      { ing: "dry-vermouth", amount: 1.5, unit: "cl" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
      { ing: "orange-juice", amount: 1, unit: "dash" },
    ],
    groups: ["classics", "aperitivo"],
    source: { title: SAVOY, note: savoyParts },
    base: "gin",
    taste: ["bitter"],
    strength: "medium",
  },
  {
    slug: "cooperstown",
    de: {
      name: "Cooperstown",
      description:
        "Gin, roter und trockener Wermut zu gleichen Teilen, mit einem Minzzweig geschüttelt – ein Perfect Martini mit frischer Minze aus dem Savoy.",
      steps: [
        "Alle Zutaten mit einem Minzzweig und Eis kalt shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
        "Mit einem frischen Minzzweig garnieren.",
      ],
      garnish: "Minzzweig",
    },
    en: {
      name: "Cooperstown",
      description:
        "Gin, sweet and dry vermouth in equal parts, shaken with a sprig of mint – a perfect Martini with fresh mint from the Savoy.",
      steps: [
        "Shake all ingredients with a mint sprig and ice until cold.",
        "Double-strain into a chilled coupe.",
        "Garnish with a fresh mint sprig.",
      ],
      garnish: "Mint sprig",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 2, unit: "cl" },
      { ing: "sweet-vermouth", amount: 2, unit: "cl" },
      { ing: "dry-vermouth", amount: 2, unit: "cl" },
      { ing: "mint", amount: 2, unit: "sprig" },
    ],
    groups: ["classics", "aperitivo"],
    source: { title: SAVOY, note: savoyParts },
    base: "gin",
    taste: ["fresh", "bitter"],
    strength: "medium",
  },
  {
    slug: "brandy-toddy",
    de: {
      name: "Brandy Toddy",
      description:
        "Der kalte Toddy, wie ihn das Savoy kennt: ein Stück Zucker, in etwas Wasser gelöst, ein großes Stück Eis und ein Glas Brandy – ein Old Fashioned ohne Bitters.",
      steps: [
        "Den Würfelzucker in einem Tumbler mit etwas Wasser auflösen.",
        "Ein großes Stück Eis und den Brandy hinzugeben und umrühren.",
      ],
      garnish: "",
    },
    en: {
      name: "Brandy Toddy",
      description:
        "The cold toddy as the Savoy knows it: a lump of sugar dissolved in a little water, a large lump of ice and a glass of brandy – an Old Fashioned without the bitters.",
      steps: [
        "Dissolve the sugar cube in a little water in a rocks glass.",
        "Add a large lump of ice and the brandy and stir.",
      ],
      garnish: "",
    },
    glass: "rocks",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "brandy", amount: 6, unit: "cl" },
      { ing: "sugar-cube", amount: 1, unit: "piece" },
      { ing: "water", amount: 1, unit: "tsp" },
    ],
    groups: ["classics", "after-dinner"],
    source: { title: SAVOY, note: savoyGlass },
    base: "brandy",
    taste: ["sweet"],
    strength: "strong",
  },
  {
    slug: "pineapple-fizz",
    de: {
      name: "Pineapple Fizz",
      description:
        "Ein Rum-Fizz mit Ananassaft statt Zitrone, wie ihn das Savoy aufführt: weißer Rum, zwei Esslöffel Ananassaft und etwas Zucker, mit Soda aufgefüllt.",
      steps: [
        "Rum, Ananassaft und Puderzucker mit Eis kräftig shaken.",
        "In ein Fizz-Glas ohne Eis abseihen und mit Sodawasser auffüllen.",
      ],
      garnish: "",
    },
    en: {
      name: "Pineapple Fizz",
      description:
        "A rum fizz with pineapple juice instead of lemon, as the Savoy lists it: white rum, two tablespoons of pineapple juice and a little sugar, topped with soda.",
      steps: [
        "Shake the rum, pineapple juice and powdered sugar hard with ice.",
        "Strain into a fizz glass without ice and top up with soda water.",
      ],
      garnish: "",
    },
    glass: "fizz",
    method: "shake",
    difficulty: "easy",
    lines: [
      {
        ing: "white-rum",
        amount: 6,
        unit: "cl",
        note: { de: "das Savoy nennt Bacardi", en: "the Savoy names Bacardi" },
      },
      { ing: "pineapple-juice", amount: 2, unit: "tbsp" },
      { ing: "powdered-sugar", amount: 0.5, unit: "tbsp" },
      { ing: "soda-water", unit: "top" },
    ],
    groups: ["summer", "highballs"],
    source: { title: SAVOY, note: savoyGlass },
    base: "rum",
    taste: ["sweet", "fresh"],
    strength: "medium",
  },
  {
    slug: "london-buck",
    de: {
      name: "London Buck",
      description:
        "Ein Buck, aus derselben Familie wie der Moscow Mule: Gin und Zitronensaft auf einem großen Stück Eis im hohen Glas, mit einem Fläschchen Ginger Ale aufgefüllt – so steht er im Savoy.",
      steps: [
        "Ein großes Stück Eis, den Gin und den Zitronensaft in ein Collins-Glas geben.",
        "Mit Ginger Ale auffüllen und kurz umrühren.",
      ],
      garnish: "",
    },
    en: {
      name: "London Buck",
      description:
        "A buck, of the same family as the Moscow Mule: gin and lemon juice over a large lump of ice in a long glass, filled up with a split of ginger ale – as the Savoy has it.",
      steps: [
        "Put a large lump of ice, the gin and the lemon juice in a collins glass.",
        "Top up with ginger ale and stir briefly.",
      ],
      garnish: "",
    },
    glass: "collins",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 6, unit: "cl" },
      {
        ing: "lemon-juice",
        amount: 2.5,
        unit: "cl",
        note: { de: "Saft einer halben Zitrone", en: "juice of half a lemon" },
      },
      { ing: "ginger-ale", unit: "top" },
    ],
    groups: ["highballs", "summer", "classics"],
    source: { title: SAVOY, note: savoyGlass },
    base: "gin",
    taste: ["fresh", "sour"],
    strength: "light",
  },
  {
    slug: "queens-cocktail",
    de: {
      name: "Queen's Cocktail",
      description:
        "Ein Perfect Martini mit einer halben zerdrückten Ananasscheibe. Robert Vermeire schrieb ihn Harry Craddock zu, noch aus dessen New Yorker Jahren.",
      steps: [
        "Die Ananas im Shaker zerdrücken.",
        "Gin, beide Wermuts und Eis hinzugeben und kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
      ],
      garnish: "",
    },
    en: {
      name: "Queen's Cocktail",
      description:
        "A perfect Martini with half a slice of crushed pineapple. Robert Vermeire credited it to Harry Craddock, from his New York years.",
      steps: [
        "Crush the pineapple in a shaker.",
        "Add the gin, both vermouths and ice and shake hard.",
        "Double-strain into a chilled coupe.",
      ],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 3, unit: "cl" },
      { ing: "dry-vermouth", amount: 1.5, unit: "cl" },
      { ing: "sweet-vermouth", amount: 1.5, unit: "cl" },
      { ing: "pineapple", amount: 0.5, unit: "slice" },
    ],
    groups: ["classics"],
    source: { title: SAVOY, note: savoyParts },
    base: "gin",
    taste: ["fresh", "sweet"],
    strength: "medium",
  },
  {
    slug: "tequila-sunrise-biltmore",
    de: {
      name: "Tequila Sunrise (Biltmore)",
      description:
        "Der Tequila Sunrise, wie ihn Barkeeper Gene Sulit Ende der 1930er-Jahre im Arizona Biltmore für einen Gast am Pool erfand: Tequila, Crème de Cassis, Limette und Soda – lange bevor Orangensaft und Grenadine daraus wurden.",
      steps: [
        "Ein Highball-Glas mit gestoßenem Eis füllen.",
        "Tequila, Crème de Cassis und einen Spritzer Limettensaft hineingeben.",
        "Mit Sodawasser auffüllen und mit Limettenspalte garnieren.",
      ],
      garnish: "Limettenspalte",
    },
    en: {
      name: "Tequila Sunrise (Biltmore)",
      description:
        "The Tequila Sunrise as the bartender Gene Sulit created it for a poolside guest at the Arizona Biltmore in the late 1930s: tequila, crème de cassis, lime and soda – long before it became orange juice and grenadine.",
      steps: [
        "Fill a highball glass with crushed ice.",
        "Add the tequila, crème de cassis and a squeeze of lime juice.",
        "Top up with soda water and garnish with a lime wedge.",
      ],
      garnish: "Lime wedge",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "blanco-tequila", amount: 3.75, unit: "cl" },
      { ing: "creme-de-cassis", amount: 2.25, unit: "cl" },
      { ing: "lime-juice", amount: 1, unit: "cl" },
      { ing: "soda-water", unit: "top" },
    ],
    groups: ["highballs", "summer"],
    source: {
      title: "Arizona Biltmore, Phoenix (Gene Sulit, late 1930s)",
      detail: "the hotel's recipe as printed by Phoenix New Times",
      url: "https://www.phoenixnewtimes.com/arts/the-biltmore-original-tequila-sunrise-6570176",
      note: {
        de: "1¼ und ¾ oz in cl umgerechnet; den Limettensaft gibt das Hotel ohne Menge an, hier 1 cl",
        en: "1¼ and ¾ oz converted to cl; the hotel gives the lime juice without an amount, here 1 cl",
      },
    },
    base: "tequila",
    taste: ["fresh", "sweet"],
    strength: "light",
  },
  {
    slug: "vampiro",
    de: {
      name: "Vampiro",
      description:
        "Mexikos scharfe Antwort auf die Bloody Mary: Tequila mit Tomaten-, Orangen- und Limettensaft, Honig, Zwiebel, Chili und Worcestershiresauce im Glas mit Salzrand. Auf der IBA-Liste von 2011.",
      steps: [
        "Den Rand eines Tumblers mit Limettensaft befeuchten und in Salz tauchen.",
        "Das Glas mit Eis füllen und Tequila, Tomatensaft, Orangensaft, Limettensaft, Honig, fein gehackte Zwiebel, Chili und Worcestershiresauce hinzugeben.",
        "Gut umrühren und nach Wunsch mit einer Chilischote garnieren.",
      ],
      garnish: "Chilischote (nach Wunsch)",
    },
    en: {
      name: "Vampiro",
      description:
        "Mexico's spicy answer to the Bloody Mary: tequila with tomato, orange and lime juice, honey, onion, chili and Worcestershire sauce in a salt-rimmed glass. On the IBA's list of 2011.",
      steps: [
        "Moisten the rim of a rocks glass with lime juice and dip it in salt.",
        "Fill the glass with ice and add the tequila, tomato juice, orange juice, lime juice, honey, Worcestershire sauce, finely chopped onion and a few slices of chili.",
        "Stir well and garnish with a chili if you like.",
      ],
      garnish: "Chili (optional)",
    },
    glass: "rocks",
    method: "build",
    difficulty: "advanced",
    lines: [
      { ing: "blanco-tequila", amount: 5, unit: "cl" },
      { ing: "tomato-juice", amount: 7, unit: "cl" },
      { ing: "orange-juice", amount: 3, unit: "cl" },
      { ing: "lime-juice", amount: 1, unit: "cl" },
      { ing: "honey", amount: 1, unit: "tsp" },
      { ing: "onion", amount: 0.5, unit: "slice", note: { de: "fein gehackt", en: "finely chopped" } },
      { ing: "chili", amount: 2, unit: "slice" },
      { ing: "worcestershire-sauce", amount: 3, unit: "drop" },
      { ing: "salt", unit: "pinch" },
    ],
    groups: ["summer"],
    source: { title: IBA_2011 },
    base: "tequila",
    taste: ["sour", "fresh"],
    strength: "light",
  },
  {
    slug: "whiskey-daisy",
    de: {
      name: "Whiskey Daisy",
      description:
        "Die Daisy, ein Sour, den ein Schuss Likör oder Sirup süßt und ein Spritzer Soda aufhellt – bei Jerry Thomas mit Orgeat und Bourbon oder Rye.",
      steps: [
        "Alle Zutaten außer dem Sodawasser mit gestoßenem Eis kräftig shaken.",
        "In eine vorgekühlte Coupette abseihen.",
        "Mit einem Schuss Sodawasser auffüllen.",
      ],
      garnish: "",
    },
    en: {
      name: "Whiskey Daisy",
      description:
        "The daisy, a sour sweetened with a liqueur or syrup and lightened with a splash of soda – in Jerry Thomas's version with orgeat and bourbon or rye.",
      steps: [
        "Shake all ingredients except the soda water hard with crushed ice.",
        "Strain into a chilled coupe.",
        "Top up with a splash of soda water.",
      ],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      {
        ing: "bourbon",
        amount: 6,
        unit: "cl",
        or: ["rye-whiskey"],
        note: { de: "Thomas lässt die Wahl", en: "Thomas leaves the choice" },
      },
      {
        ing: "lemon-juice",
        amount: 2,
        unit: "cl",
        note: { de: "Saft einer halben kleinen Zitrone", en: "juice of half a small lemon" },
      },
      { ing: "simple-syrup", amount: 3, unit: "dash" },
      { ing: "orgeat", amount: 2, unit: "dash" },
      { ing: "soda-water", unit: "splash" },
    ],
    groups: ["classics", "sours"],
    source: { title: "Jerry Thomas, Bar-Tender's Guide (1887 edition)", note: thomasWineGlass },
    base: "whiskey",
    taste: ["sour", "sweet"],
    strength: "strong",
  },
  {
    slug: "vodka-martini",
    de: {
      name: "Vodka Martini",
      description:
        "Der Martini mit Wodka statt Gin, der mit dem Wodka-Boom der 1950er-Jahre populär wurde – klarer, neutraler und ganz auf Kälte und Textur gebaut.",
      steps: [
        "Wodka und Wermut in einem Rührglas mit Eis kalt rühren.",
        "In ein vorgekühltes Martiniglas abseihen.",
        "Eine Zitronenzeste über dem Drink ausdrücken.",
      ],
      garnish: "Zitronenzeste oder Olive",
    },
    en: {
      name: "Vodka Martini",
      description:
        "The Martini with vodka instead of gin, made popular by the vodka boom of the 1950s – cleaner, more neutral and built on cold and texture.",
      steps: [
        "Stir the vodka and vermouth with ice in a mixing glass until cold.",
        "Strain into a chilled martini glass.",
        "Squeeze lemon peel over the drink.",
      ],
      garnish: "Lemon peel or olive",
    },
    glass: "martini",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "vodka", amount: 6, unit: "cl" },
      { ing: "dry-vermouth", amount: 1, unit: "cl" },
    ],
    groups: ["classics"],
    source: {
      title: "IBA Official Cocktails (2024)",
      detail: "Dry Martini",
      note: {
        de: "die Mengen des IBA-Dry-Martini, mit Wodka statt Gin",
        en: "the IBA Dry Martini's amounts, with vodka for the gin",
      },
    },
    base: "vodka",
    taste: ["bitter"],
    strength: "strong",
  },
  {
    slug: "perfect-manhattan",
    de: {
      name: "Perfect Manhattan",
      description:
        "„Perfect“ heißt in der Bar: der Wermut zur Hälfte rot, zur Hälfte trocken. Der Manhattan wird so trockener und heller als das Original.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Eine Zitronenzeste über dem Drink ausdrücken.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Perfect Manhattan",
      description:
        'At the bar, "perfect" means the vermouth is half sweet, half dry. It makes the Manhattan drier and lighter than the original.',
      steps: [
        "Stir all ingredients with ice in a mixing glass until cold.",
        "Strain into a chilled coupe.",
        "Squeeze lemon peel over the drink.",
      ],
      garnish: "Lemon peel",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "easy",
    lines: [
      {
        ing: "rye-whiskey",
        amount: 5,
        unit: "cl",
        or: ["bourbon"],
        note: {
          de: "Rye ist das Original, mit Bourbon wird er runder",
          en: "rye is the original; bourbon makes it rounder",
        },
      },
      { ing: "sweet-vermouth", amount: 1, unit: "cl" },
      { ing: "dry-vermouth", amount: 1, unit: "cl" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["classics"],
    source: {
      title: "IBA Official Cocktails (2024)",
      detail: "Manhattan",
      note: {
        de: "die Mengen des IBA-Manhattan, der Wermut je zur Hälfte rot und trocken",
        en: "the IBA Manhattan's amounts, the vermouth half sweet and half dry",
      },
    },
    base: "whiskey",
    taste: ["bitter"],
    strength: "strong",
  },
  {
    slug: "dry-manhattan",
    de: {
      name: "Dry Manhattan",
      description:
        "Der Manhattan mit trockenem statt rotem Wermut – herber, schlanker und mit Zitronenzeste statt Kirsche.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Eine Zitronenzeste über dem Drink ausdrücken.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Dry Manhattan",
      description:
        "The Manhattan with dry instead of sweet vermouth – sharper, leaner and with lemon peel instead of a cherry.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until cold.",
        "Strain into a chilled coupe.",
        "Squeeze lemon peel over the drink.",
      ],
      garnish: "Lemon peel",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "easy",
    lines: [
      {
        ing: "rye-whiskey",
        amount: 5,
        unit: "cl",
        or: ["bourbon"],
        note: {
          de: "Rye ist das Original, mit Bourbon wird er runder",
          en: "rye is the original; bourbon makes it rounder",
        },
      },
      { ing: "dry-vermouth", amount: 2, unit: "cl" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["classics"],
    source: {
      title: "IBA Official Cocktails (2024)",
      detail: "Manhattan",
      note: {
        de: "die Mengen des IBA-Manhattan, mit trockenem statt rotem Wermut",
        en: "the IBA Manhattan's amounts, with dry instead of sweet vermouth",
      },
    },
    base: "whiskey",
    taste: ["bitter"],
    strength: "strong",
  },
  {
    slug: "gypsy",
    de: {
      name: "Gypsy",
      description:
        "Plymouth Gin und roter Wermut zu gleichen Teilen – ein schlichter, vollmundiger Martinez-Verwandter aus dem Savoy.",
      steps: ["Beide Zutaten mit Eis kalt shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Gypsy",
      description:
        "Plymouth gin and sweet vermouth in equal parts – a plain, full-bodied relative of the Martinez from the Savoy.",
      steps: ["Shake both ingredients with ice until cold.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "plymouth-gin", amount: 3, unit: "cl" },
      { ing: "sweet-vermouth", amount: 3, unit: "cl" },
    ],
    groups: ["classics"],
    source: { title: SAVOY, note: savoyParts },
    base: "gin",
    taste: ["sweet", "bitter"],
    strength: "medium",
  },
  {
    slug: "gimblet",
    de: {
      name: "Gimblet",
      description:
        "Der lange Bruder des Gimlet im Savoy: drei Teile Gin, ein Teil Limettensaft, mit etwas Eis ins Glas geseiht und mit Soda aufgefüllt.",
      steps: [
        "Gin und Limettensaft mit Eis kräftig shaken.",
        "In einen Tumbler abseihen und dabei etwas Eis mit ins Glas lassen.",
        "Mit Sodawasser auffüllen.",
      ],
      garnish: "",
    },
    en: {
      name: "Gimblet",
      description:
        "The Gimlet's long brother in the Savoy: three parts gin to one of lime juice, strained with some of the ice into the glass and filled up with soda.",
      steps: [
        "Shake the gin and lime juice hard with ice.",
        "Strain into a rocks glass, letting some of the ice go in.",
        "Top up with soda water.",
      ],
      garnish: "",
    },
    glass: "rocks",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 4.5, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "soda-water", unit: "top" },
    ],
    groups: ["classics", "sours", "summer"],
    source: { title: SAVOY, note: savoyParts },
    base: "gin",
    taste: ["sour", "fresh"],
    strength: "medium",
  },
];

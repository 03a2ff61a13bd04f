import type { RecipeSeed } from "./types";

// Well-known classics and modern classics that are not on the IBA list. Amounts in cl.

export const classicRecipes: RecipeSeed[] = [
  {
    // History: first printed in Jerry Thomas (1876) per TasteAtlas; checked 2026
    slug: "tom-collins",
    de: {
      name: "Tom Collins",
      description:
        "Der berühmteste Collins des 19. Jahrhunderts, traditionell mit dem leicht gesüßten Old Tom Gin, Zitrone und Soda.",
      steps: [
        "Gin, Zitronensaft und Zuckersirup mit Eis shaken.",
        "In ein Collins-Glas auf frisches Eis abseihen.",
        "Mit Sodawasser auffüllen.",
      ],
      garnish: "Zitronenscheibe und Cocktailkirsche",
    },
    en: {
      name: "Tom Collins",
      description:
        "The most famous Collins of the 19th century, traditionally made with lightly sweetened Old Tom gin, lemon and soda.",
      steps: [
        "Shake gin, lemon juice and simple syrup with ice.",
        "Strain into a collins glass over fresh ice.",
        "Top up with soda water.",
      ],
      garnish: "Lemon slice and cocktail cherry",
    },
    glass: "collins",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "old-tom-gin", amount: 4.5, unit: "cl" },
      { ing: "lemon-juice", amount: 3, unit: "cl" },
      { ing: "simple-syrup", amount: 1.5, unit: "cl" },
      { ing: "soda-water", unit: "top" },
    ],
    groups: ["classics", "highballs", "sours"],
    source: {
      title: "Spirits Navigator (spirits-navigator.com)",
      note: {
        de: "die Mengen des IBA-John-Collins (4,5 / 3 / 1,5 cl)",
        en: "the IBA John Collins amounts (4.5 / 3 / 1.5 cl)",
      },
    },
    base: "gin",
    taste: ["sour", "fresh"],
    strength: "light",
  },
  {
    // Ratios: Wikipedia "Gimlet (cocktail)"; checked 2026. The fresh-lime form is fresh-gimlet.
    slug: "gimlet",
    de: {
      name: "Gimlet",
      description:
        "Gin und Limette – ursprünglich mit Lime Juice Cordial, haltbar gemachtem Limettensaft, den die britische Marine gegen Skorbut an Bord nahm.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette doppelt abseihen."],
      garnish: "Limettenscheibe",
    },
    en: {
      name: "Gimlet",
      description:
        "Gin and lime, originally made with the preserved lime cordial the British Navy carried aboard against scurvy.",
      steps: ["Shake all ingredients hard with ice.", "Double-strain into a chilled coupe."],
      garnish: "Lime wheel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 6, unit: "cl" },
      { ing: "lime-cordial", amount: 2, unit: "cl" },
      { ing: "lime-juice", amount: 1, unit: "cl", optional: true },
    ],
    groups: ["classics", "sours"],
    source: {
      title: "Harry Craddock, The Savoy Cocktail Book (1930)",
      note: {
        de: "3 : 1 Gin zu Cordial statt 1 : 1, wie heute üblich (bis 4 : 1; Ford's Gin, 2017)",
        en: "3 : 1 gin to cordial instead of 1 : 1, as usual today (up to 4 : 1; Ford's Gin, 2017)",
      },
    },
    base: "gin",
    taste: ["sour", "fresh"],
    strength: "strong",
  },
  {
    // The Gimlet as most bars pour it today; the cordial original stays as gimlet.
    slug: "fresh-gimlet",
    de: {
      name: "Fresh Gimlet",
      description:
        "Der Gimlet, wie ihn die meisten Bars heute mixen: Gin mit frisch gepresstem Limettensaft und Zuckersirup statt Lime Juice Cordial – heller und säuerlicher als das Original.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette doppelt abseihen."],
      garnish: "Limettenspalte",
    },
    en: {
      name: "Fresh Gimlet",
      description:
        "The Gimlet as most bars make it today: gin with freshly squeezed lime juice and simple syrup in place of lime cordial, brighter and tarter than the original.",
      steps: ["Shake all ingredients hard with ice.", "Double-strain into a chilled coupe."],
      garnish: "Lime wedge",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 6, unit: "cl" },
      { ing: "lime-juice", amount: 3, unit: "cl" },
      { ing: "simple-syrup", amount: 2.25, unit: "cl" },
    ],
    groups: ["classics", "sours"],
    source: {
      title: "Alex Day, Nick Fauchald & David Kaplan, Cocktail Codex (2018)",
      detail: "Fresh Gimlet",
    },
    base: "gin",
    taste: ["sour", "fresh"],
    strength: "strong",
  },
  {
    // Amounts per La Voz de Galicia 2024/25; the copa: Punch (early-2000s Basque origin); checked 2026
    slug: "gin-and-tonic",
    de: {
      name: "Gin Tonic",
      description:
        "Aus der Chinin-Medizin britischer Kolonialsoldaten in Indien entstanden und heute einer der beliebtesten Longdrinks Deutschlands.",
      steps: [
        "Ein großes Weinglas randvoll mit Eis füllen.",
        "Den Gin hineingeben.",
        "Mit kaltem Tonic Water am Barlöffel entlang auffüllen und einmal sanft umrühren.",
      ],
      garnish: "Limettenspalte, Gurkenscheibe oder Zitronenzeste – je nach Gin",
    },
    en: {
      name: "Gin & Tonic",
      description:
        "Born from the quinine medicine of British colonial soldiers in India and today one of the world's favourite long drinks.",
      steps: [
        "Fill a large wine glass to the brim with ice.",
        "Add the gin.",
        "Top up with cold tonic water poured down a bar spoon and stir gently once.",
      ],
      garnish: "Lime wedge, cucumber slice or lemon peel, depending on the gin",
    },
    glass: "wine",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 4, unit: "cl" },
      { ing: "tonic-water", amount: 12, unit: "cl" },
      { ing: "lime", amount: 1, unit: "wedge", optional: true },
    ],
    groups: ["highballs", "summer", "classics"],
    source: {
      title: "Difford's Guide",
      note: {
        de: "5 cl Gin, 12 cl Tonic, serviert als spanische Copa de Balón",
        en: "5 cl gin, 12 cl tonic, served as the Spanish copa de balón",
      },
    },
    base: "gin",
    taste: ["bitter", "fresh"],
    strength: "light",
  },
  {
    // Source checked 2026
    slug: "amaretto-sour",
    de: {
      name: "Amaretto Sour",
      description:
        "Süßer Mandellikör mit Zitrone, in der modernen Version nach Jeffrey Morgenthaler mit einem Schuss Bourbon und Eiweiß ausbalanciert.",
      steps: [
        "Alle Zutaten außer Angostura ohne Eis trocken shaken.",
        "Eis hinzugeben und kräftig shaken.",
        "In einen Tumbler auf frisches Eis abseihen und nach Wunsch einige Tropfen Angostura auf den Schaum geben.",
      ],
      garnish: "Zitronenzeste und Cocktailkirsche",
    },
    en: {
      name: "Amaretto Sour",
      description:
        "Sweet almond liqueur with lemon, balanced in Jeffrey Morgenthaler's modern version with a splash of bourbon and egg white.",
      steps: [
        "Dry shake all ingredients except the Angostura without ice.",
        "Add ice and shake hard.",
        "Strain into a rocks glass over fresh ice and, if you like, add a few drops of Angostura to the foam.",
      ],
      garnish: "Lemon peel and cocktail cherry",
    },
    glass: "rocks",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "amaretto", amount: 4.5, unit: "cl" },
      { ing: "bourbon", amount: 2.25, unit: "cl", optional: true },
      { ing: "lemon-juice", amount: 3, unit: "cl" },
      { ing: "simple-syrup", amount: 1, unit: "cl" },
      { ing: "egg-white", amount: 1.5, unit: "cl" },
      {
        ing: "angostura-bitters",
        amount: 3,
        unit: "drop",
        optional: true,
        note: { de: "auf den Schaum", en: "on the foam" },
      },
    ],
    groups: ["sours", "after-dinner"],
    source: {
      title: "Jeffrey Morgenthaler, Clyde Common (Portland)",
      detail: "as printed by Punch and Food & Wine (2016)",
    },
    base: "liqueur",
    taste: ["sweet", "sour"],
    strength: "light",
  },
  {
    // History: Wikipedia "Hurricane (cocktail)"; checked 2026
    slug: "hurricane",
    de: {
      name: "Hurricane",
      description:
        "In den 1940er-Jahren in Pat O'Brien's Bar in New Orleans entstanden und nach dem sturmlampenförmigen Glas benannt.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In ein Hurricane-Glas auf frisches Eis abseihen.",
        "Mit Orangenscheibe und Kirsche garnieren.",
      ],
      garnish: "Orangenscheibe und Cocktailkirsche",
    },
    en: {
      name: "Hurricane",
      description:
        "Created in the 1940s at Pat O'Brien's in New Orleans and named after the hurricane-lamp-shaped glass.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Strain into a hurricane glass over fresh ice.",
        "Garnish with an orange slice and a cherry.",
      ],
      garnish: "Orange slice and cocktail cherry",
    },
    glass: "hurricane",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "dark-rum", amount: 4, unit: "cl" },
      { ing: "white-rum", amount: 4, unit: "cl" },
      { ing: "passion-fruit-syrup", amount: 3, unit: "cl" },
      { ing: "orange-juice", amount: 3, unit: "cl" },
      { ing: "lime-juice", amount: 2, unit: "cl" },
      { ing: "grenadine", amount: 1, unit: "cl", optional: true },
    ],
    groups: ["tiki", "summer"],
    source: {
      title: "Dale DeGroff, The Craft of the Cocktail (2002)",
      note: {
        de: "in der Spanne von DeGroffs und Liquor.coms Rezept",
        en: "within the range of DeGroff's and Liquor.com's specs",
      },
    },
    base: "rum",
    taste: ["sweet", "sour"],
    strength: "strong",
  },
  {
    // Source checked 2026
    slug: "bijou",
    de: {
      name: "Bijou",
      description:
        "Ein Juwel der 1890er-Jahre, Harry Johnson zugeschrieben: Gin, roter Wermut und grüner Chartreuse für Diamant, Rubin und Smaragd.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Mit einer Kirsche oder Zitronenzeste garnieren.",
      ],
      garnish: "Cocktailkirsche oder Zitronenzeste",
    },
    en: {
      name: "Bijou",
      description:
        "A jewel of the 1890s credited to Harry Johnson: gin, sweet vermouth and green Chartreuse for diamond, ruby and emerald.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a chilled coupe.",
        "Garnish with a cherry or lemon twist.",
      ],
      garnish: "Cocktail cherry or lemon twist",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "gin", amount: 3, unit: "cl" },
      { ing: "sweet-vermouth", amount: 3, unit: "cl" },
      { ing: "green-chartreuse", amount: 3, unit: "cl", exact: true },
      { ing: "orange-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["classics"],
    source: {
      title: "Harry Johnson, Bartenders' Manual (1900)",
      detail: "via The Oxford Companion to Spirits and Cocktails (2021)",
    },
    base: "gin",
    taste: ["sweet", "bitter"],
    strength: "strong",
  },
  {
    // History: credit to Johnnie Solon, Waldorf-Astoria, per Punch/Supercall; checked 2026
    slug: "bronx",
    de: {
      name: "Bronx",
      description:
        "Ein „Perfect Martini“ mit Orangensaft aus dem New York der Jahrhundertwende; gilt als Kreation von Johnnie Solon im Waldorf-Astoria und soll nach dem Stadtteil und seinem Zoo benannt sein.",
      steps: ["Alle Zutaten mit Eis shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "Orangenzeste",
    },
    en: {
      name: "Bronx",
      description:
        "A 'perfect' Martini with orange juice from turn-of-the-century New York, credited to Johnnie Solon at the Waldorf-Astoria and reputedly named after the borough and its zoo.",
      steps: ["Shake all ingredients with ice.", "Strain into a chilled coupe."],
      garnish: "Orange peel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 4.5, unit: "cl" },
      { ing: "sweet-vermouth", amount: 1.5, unit: "cl" },
      { ing: "dry-vermouth", amount: 1.5, unit: "cl" },
      { ing: "orange-juice", amount: 3, unit: "cl" },
      { ing: "orange-bitters", amount: 1, unit: "dash", optional: true },
    ],
    groups: ["classics"],
    source: { title: "Food & Wine (Derek Brown, 2012)" },
    base: "gin",
    taste: ["fresh", "sweet"],
    strength: "medium",
  },
  {
    // History: Barry Popik (2004) and Waldorf Astoria bar lore: 1894 likely, unconfirmed; checked 2026
    slug: "rob-roy",
    de: {
      name: "Rob Roy",
      description:
        "Der schottische Manhattan, der 1894 im Waldorf Hotel in New York zur Premiere einer Operette über den Volkshelden Rob Roy kreiert worden sein soll.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Mit einer Kirsche garnieren.",
      ],
      garnish: "Cocktailkirsche",
    },
    en: {
      name: "Rob Roy",
      description:
        "The Scotch Manhattan, by most accounts created in 1894 at New York's Waldorf Hotel for the premiere of an operetta about the folk hero Rob Roy.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a chilled coupe.",
        "Garnish with a cherry.",
      ],
      garnish: "Cocktail cherry",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "blended-scotch", amount: 5, unit: "cl" },
      { ing: "sweet-vermouth", amount: 2.5, unit: "cl" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["classics"],
    source: { title: "IBA Official Cocktails (lists before 2024)" },
    base: "whiskey",
    taste: ["sweet", "bitter"],
    strength: "strong",
  },
  {
    // History: first printed in the Savoy Cocktail Book (1930); checked 2026
    slug: "blood-and-sand",
    de: {
      name: "Blood and Sand",
      description:
        "Nach dem Stierkampf-Film mit Rudolph Valentino von 1922 benannt: Scotch, Kirschlikör, roter Wermut und Orangensaft zu gleichen Teilen.",
      steps: ["Alle Zutaten mit Eis shaken.", "In eine vorgekühlte Coupette doppelt abseihen."],
      garnish: "Orangenzeste",
    },
    en: {
      name: "Blood and Sand",
      description:
        "Named after the 1922 bullfighting film with Rudolph Valentino: equal parts Scotch, cherry liqueur, sweet vermouth and orange juice.",
      steps: ["Shake all ingredients with ice.", "Double-strain into a chilled coupe."],
      garnish: "Orange peel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "blended-scotch", amount: 2.5, unit: "cl" },
      { ing: "cherry-liqueur", amount: 2.5, unit: "cl" },
      { ing: "sweet-vermouth", amount: 2.5, unit: "cl" },
      { ing: "orange-juice", amount: 2.5, unit: "cl" },
    ],
    groups: ["classics"],
    source: { title: "Liquor.com", detail: "equal parts" },
    base: "whiskey",
    taste: ["sweet", "fresh"],
    strength: "medium",
  },
  {
    // History: Difford's Guide (earliest recipe Manual del Cantinero, 1915); Cocktail Kingdom library; checked 2026
    slug: "el-presidente",
    de: {
      name: "El Presidente",
      description:
        "Ein eleganter kubanischer Rum-Cocktail aus den 1910er-Jahren mit Vermouth Blanc, Curaçao und einem Hauch Grenadine.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Die Orangenzeste darüber ausdrücken.",
      ],
      garnish: "Orangenzeste",
    },
    en: {
      name: "El Presidente",
      description:
        "An elegant Cuban rum cocktail from the 1910s with blanc vermouth, curaçao and a touch of grenadine.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a chilled coupe.",
        "Express the orange peel over the drink.",
      ],
      garnish: "Orange peel",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "white-rum", amount: 4.5, unit: "cl" },
      { ing: "blanc-vermouth", amount: 2.25, unit: "cl" },
      { ing: "orange-curacao", amount: 1, unit: "cl" },
      { ing: "grenadine", amount: 1, unit: "barspoon" },
    ],
    groups: ["classics"],
    source: { title: "Difford's Guide" },
    base: "rum",
    taste: ["sweet"],
    strength: "strong",
  },
  {
    // Also drimaco.com; checked 2026
    slug: "hot-toddy",
    de: {
      name: "Hot Toddy",
      description:
        "Ein wärmender Heißgetränk-Klassiker aus Schottland und Irland: Whisky, Honig, Zitrone und heißes Wasser.",
      steps: [
        "Ein hitzebeständiges Glas mit heißem Wasser vorwärmen und leeren.",
        "Whisky, Honigsirup und Zitronensaft hineingeben.",
        "Mit heißem, nicht mehr kochendem Wasser auffüllen und verrühren.",
      ],
      garnish: "Mit Gewürznelken gespickte Zitronenscheibe, Zimtstange",
    },
    en: {
      name: "Hot Toddy",
      description: "A warming hot drink from Scotland and Ireland: whisky, honey, lemon and hot water.",
      steps: [
        "Warm a heatproof glass with hot water and empty it.",
        "Add whisky, honey syrup and lemon juice.",
        "Top up with hot, no longer boiling water and stir.",
      ],
      garnish: "Clove-studded lemon slice, cinnamon stick",
    },
    glass: "irish-coffee",
    method: "build",
    difficulty: "easy",
    lines: [
      {
        ing: "whiskey",
        amount: 4.5,
        unit: "cl",
        note: { de: "Scotch, Irish oder Bourbon", en: "Scotch, Irish or bourbon" },
      },
      { ing: "honey-syrup", amount: 2, unit: "cl" },
      { ing: "lemon-juice", amount: 1.5, unit: "cl" },
      { ing: "water", amount: 10, unit: "cl", note: { de: "heiß", en: "hot" } },
      {
        ing: "cinnamon",
        amount: 1,
        unit: "piece",
        optional: true,
        note: { de: "Zimtstange", en: "cinnamon stick" },
      },
    ],
    groups: ["winter-warmers"],
    source: {
      title: "Jigger & Joy (jiggerandjoy.com)",
      note: {
        de: "die übliche Barversion: Whisky, Honig, Zitrone, heißes Wasser im vorgewärmten Glas",
        en: "the common bar spec: whisky, honey, lemon, hot water in a warmed glass",
      },
    },
    base: "whiskey",
    taste: ["sweet", "sour"],
    strength: "light",
  },
  {
    // Source checked 2026
    slug: "eggnog",
    de: {
      name: "Eggnog",
      description:
        "Das festliche Mixgetränk aus Ei, Milch, Sahne und Zucker mit Brandy oder Rum, vor allem zur Weihnachtszeit in Nordamerika beliebt.",
      steps: [
        "Alle Zutaten ohne Eis kräftig trocken shaken.",
        "Eis hinzugeben und erneut shaken.",
        "In einen Tumbler abseihen und mit frisch geriebener Muskatnuss bestreuen.",
      ],
      garnish: "Frisch geriebene Muskatnuss",
    },
    en: {
      name: "Eggnog",
      description:
        "The festive mix of egg, milk, cream and sugar spiked with brandy or rum, a Christmas favourite in North America.",
      steps: [
        "Dry shake all ingredients hard without ice.",
        "Add ice and shake again.",
        "Strain into a rocks glass and dust with freshly grated nutmeg.",
      ],
      garnish: "Freshly grated nutmeg",
    },
    glass: "rocks",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "brandy", amount: 3, unit: "cl" },
      { ing: "dark-rum", amount: 1.5, unit: "cl", optional: true },
      { ing: "whole-egg", amount: 1, unit: "piece" },
      { ing: "simple-syrup", amount: 2, unit: "cl" },
      { ing: "milk", amount: 6, unit: "cl" },
      { ing: "cream", amount: 3, unit: "cl" },
    ],
    groups: ["winter-warmers", "after-dinner"],
    source: { title: "Jigger & Joy (jiggerandjoy.com)", detail: "Classic Eggnog" },
    base: "brandy",
    taste: ["sweet"],
    strength: "light",
  },
  {
    // Also Kahlúa (2:1:1). History: first printed 1965 per OED via Wikipedia; checked 2026
    slug: "white-russian",
    de: {
      name: "White Russian",
      description:
        "Der Black Russian mit Sahne, durch den „Dude“ im Film „The Big Lebowski“ (1998) zur Kultfigur geworden.",
      steps: [
        "Einen Tumbler mit Eis füllen.",
        "Wodka und Kaffeelikör hineingeben und verrühren.",
        "Die Sahne obenauf gießen.",
      ],
      garnish: "",
    },
    en: {
      name: "White Russian",
      description:
        "The Black Russian with cream, turned cult classic by 'The Dude' in the 1998 film 'The Big Lebowski'.",
      steps: [
        "Fill a rocks glass with ice.",
        "Add vodka and coffee liqueur and stir.",
        "Float the cream on top.",
      ],
      garnish: "",
    },
    glass: "rocks",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "vodka", amount: 5, unit: "cl" },
      { ing: "coffee-liqueur", amount: 2, unit: "cl" },
      { ing: "cream", amount: 3, unit: "cl" },
    ],
    groups: ["after-dinner"],
    source: { title: "Liquor.com", detail: "2 : 1 vodka to Kahlúa, cream on top" },
    base: "vodka",
    taste: ["sweet"],
    strength: "medium",
  },
  {
    slug: "caipiroska",
    de: {
      name: "Caipiroska",
      description:
        "Die Caipirinha mit Wodka statt Cachaça – etwas neutraler und in deutschen Bars seit den 1990er-Jahren ein Dauerbrenner.",
      steps: [
        "Die Limette achteln und mit dem Zucker im Tumbler kräftig andrücken.",
        "Das Glas mit Crushed Ice füllen.",
        "Wodka darübergießen und gut verrühren.",
      ],
      garnish: "",
    },
    en: {
      name: "Caipiroska",
      description:
        "The Caipirinha with vodka instead of cachaça, a little more neutral and a bar staple since the 1990s.",
      steps: [
        "Cut the lime into eighths and muddle firmly with the sugar in a rocks glass.",
        "Fill the glass with crushed ice.",
        "Pour over the vodka and stir well.",
      ],
      garnish: "",
    },
    glass: "rocks",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "vodka", amount: 5, unit: "cl" },
      { ing: "lime", amount: 1, unit: "piece", note: { de: "geachtelt", en: "cut into eighths" } },
      { ing: "brown-sugar", amount: 4, unit: "tsp" },
    ],
    groups: ["summer", "sours"],
    source: {
      title: "IBA Official Cocktails (2024)",
      detail: "Caipirinha",
      note: {
        de: "gebaut wie die Caipirinha, mit Wodka statt Cachaça",
        en: "built like the Caipirinha, with vodka in place of cachaça",
      },
    },
    base: "vodka",
    taste: ["sour", "fresh"],
    strength: "strong",
  },
  {
    // History: the same; Mixology/Der Spiegel via press; checked 2026
    slug: "hugo",
    de: {
      name: "Hugo",
      description:
        "2005 von Roland Gruber in Naturns (Südtirol) erfunden und schnell zum Sommerliebling im Alpenraum geworden: Prosecco, Holunderblütensirup, Minze und Limette.",
      steps: [
        "Minzblätter und Limettenspalten in ein großes Weinglas geben und leicht andrücken.",
        "Holunderblütensirup und Eis hinzufügen.",
        "Mit Prosecco und einem Schuss Soda auffüllen und kurz verrühren.",
      ],
      garnish: "Minzzweig und Limettenscheibe",
    },
    en: {
      name: "Hugo",
      description:
        "Invented in 2005 by Roland Gruber in Naturns, South Tyrol, and soon a summer favourite across the Alps: Prosecco, elderflower syrup, mint and lime.",
      steps: [
        "Put mint leaves and lime wedges in a large wine glass and press lightly.",
        "Add elderflower syrup and ice.",
        "Top with Prosecco and a splash of soda and stir briefly.",
      ],
      garnish: "Mint sprig and lime wheel",
    },
    glass: "wine",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "prosecco", amount: 12, unit: "cl" },
      { ing: "elderflower-cordial", amount: 2, unit: "cl" },
      { ing: "mint", amount: 6, unit: "leaf" },
      { ing: "lime", amount: 2, unit: "wedge" },
      { ing: "soda-water", amount: 1, unit: "splash", optional: true },
    ],
    groups: ["aperitivo", "summer"],
    source: { title: "Roland Gruber, Hotel Levita, Naturns (South Tyrol)", detail: "interview, online" },
    base: "wine",
    taste: ["fresh", "sweet"],
    strength: "light",
  },
  {
    // History: 1905 Police Gazette mention per secondary sources; checked 2026
    slug: "jack-rose",
    de: {
      name: "Jack Rose",
      description:
        "Ein rosafarbener Apfelbrand-Sour aus dem frühen 20. Jahrhundert, ursprünglich mit amerikanischem Applejack gemixt.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette doppelt abseihen."],
      garnish: "Zitronenzeste (optional)",
    },
    en: {
      name: "Jack Rose",
      description:
        "A pink apple brandy sour from the early 20th century, originally mixed with American applejack.",
      steps: ["Shake all ingredients hard with ice.", "Double-strain into a chilled coupe."],
      garnish: "Lemon twist (optional)",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "calvados", amount: 4.5, unit: "cl", note: { de: "oder Applejack", en: "or applejack" } },
      { ing: "lemon-juice", amount: 2, unit: "cl" },
      { ing: "grenadine", amount: 1.5, unit: "cl" },
    ],
    groups: ["sours", "classics"],
    source: { title: "Paul Harrington, via CocktailDB and the Webtender wiki" },
    base: "apple-brandy",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  {
    // History: Bar Basso (Mirko Stocchetto, 1972, per the bar); checked 2026
    slug: "negroni-sbagliato",
    de: {
      name: "Negroni Sbagliato",
      description:
        "Der „falsche“ Negroni: In den 1970er-Jahren in der Bar Basso in Mailand angeblich aus Versehen mit Prosecco statt Gin gemixt.",
      steps: [
        "Einen Tumbler mit Eis füllen.",
        "Campari und Wermut hineingeben und verrühren.",
        "Mit Prosecco auffüllen und einmal sanft umrühren.",
      ],
      garnish: "Orangenscheibe",
    },
    en: {
      name: "Negroni Sbagliato",
      description:
        "The 'mistaken' Negroni: reputedly mixed by accident with Prosecco instead of gin at Bar Basso in Milan in the 1970s.",
      steps: [
        "Fill a rocks glass with ice.",
        "Add Campari and vermouth and stir.",
        "Top with Prosecco and stir gently once.",
      ],
      garnish: "Orange slice",
    },
    glass: "rocks",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "campari", amount: 3, unit: "cl" },
      { ing: "sweet-vermouth", amount: 3, unit: "cl" },
      { ing: "prosecco", amount: 3, unit: "cl" },
    ],
    groups: ["aperitivo"],
    source: { title: "Campari", detail: "3 / 3 / 3 cl" },
    base: "liqueur",
    taste: ["bitter", "sweet"],
    strength: "light",
  },
  {
    // History: origin at the Soggy Dollar Bar disputed in date; checked 2026
    slug: "painkiller",
    de: {
      name: "Painkiller",
      description:
        "Gilt als Kreation der Soggy Dollar Bar auf den Britischen Jungferninseln aus den 1970er-Jahren: dunkler Navy-Rum mit Ananas, Orange und Kokos.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "Den Shakerinhalt samt Eis in einen Tiki-Becher oder ein Glas mit Crushed Ice geben.",
        "Großzügig frische Muskatnuss darüberreiben.",
      ],
      garnish: "Frisch geriebene Muskatnuss und Ananasstück",
    },
    en: {
      name: "Painkiller",
      description:
        "Credited to the Soggy Dollar Bar in the British Virgin Islands in the 1970s: dark navy rum with pineapple, orange and coconut.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Pour everything, ice and all, into a tiki mug or glass filled with crushed ice.",
        "Grate plenty of fresh nutmeg over the top.",
      ],
      garnish: "Freshly grated nutmeg and pineapple wedge",
    },
    glass: "tiki",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "dark-rum", amount: 6, unit: "cl", note: { de: "Navy-Rum", en: "navy rum" } },
      { ing: "pineapple-juice", amount: 12, unit: "cl" },
      { ing: "orange-juice", amount: 3, unit: "cl" },
      { ing: "cream-of-coconut", amount: 3, unit: "cl" },
    ],
    groups: ["tiki", "summer"],
    source: { title: "Pusser's Rum (Charles Tobias)", detail: "the 4-1-1 Painkiller with 2 parts rum" },
    base: "rum",
    taste: ["sweet"],
    strength: "medium",
  },
  {
    // The familiar shaken bar version; the IBA 2024 spec (built, sugar cane juice) is planters-punch.
    // Rhyme: Fun magazine 1878 via Wikipedia; checked 2026
    slug: "planters-punch-classic",
    de: {
      name: "Klassischer Planter's Punch",
      description:
        "Die bekannte Barversion des jamaikanischen Rum-Punchs mit Grenadine und Angostura, lang auf Eis serviert – gemixt nach dem alten Merkvers: ein Teil sauer, zwei Teile süß, drei Teile stark, vier Teile schwach.",
      steps: [
        "Rum, Limettensaft, Zuckersirup, Grenadine und Angostura mit Eis shaken.",
        "In ein Highball-Glas auf frisches Eis abseihen.",
        "Nach Wunsch einen Schuss Soda dazugeben.",
      ],
      garnish: "Orangenscheibe, Cocktailkirsche und Minzzweig",
    },
    en: {
      name: "Classic Planter's Punch",
      description:
        "The familiar bar version of Jamaica's rum punch, with grenadine and Angostura and served long over ice, mixed by the old rhyme: one of sour, two of sweet, three of strong, four of weak.",
      steps: [
        "Shake rum, lime juice, simple syrup, grenadine and Angostura with ice.",
        "Strain into a highball glass over fresh ice.",
        "Add a splash of soda if you like.",
      ],
      garnish: "Orange slice, cocktail cherry and mint sprig",
    },
    glass: "highball",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "jamaican-rum", amount: 4.5, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "simple-syrup", amount: 1.5, unit: "cl" },
      { ing: "grenadine", amount: 1, unit: "cl" },
      { ing: "angostura-bitters", amount: 3, unit: "dash" },
      { ing: "soda-water", amount: 1, unit: "splash", optional: true },
    ],
    groups: ["tiki", "summer", "classics"],
    source: {
      title: "Don the Beachcomber, Jamaica Planter's Punch (1930s)",
      detail: "via Islands (2011)",
      note: { de: "hier geshakt", en: "shaken here" },
    },
    base: "rum",
    taste: ["sweet", "sour"],
    strength: "medium",
  },
  {
    // Also beachbumberry.com; checked 2026
    slug: "navy-grog",
    de: {
      name: "Navy Grog",
      description:
        "Die Tiki-Fassung des alten Seemannsgetränks aus der Bar von Don the Beachcomber: drei Rumsorten mit Honig, Limette und Grapefruit.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In einen doppelten Tumbler auf Crushed Ice abseihen.",
        "Mit einem Minzzweig garnieren.",
      ],
      garnish: "Minzzweig",
    },
    en: {
      name: "Navy Grog",
      description:
        "Don the Beachcomber's tiki take on the old sailors' drink: three rums with honey, lime and grapefruit.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Strain into a double rocks glass over crushed ice.",
        "Garnish with a mint sprig.",
      ],
      garnish: "Mint sprig",
    },
    glass: "double-rocks",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "jamaican-rum", amount: 3, unit: "cl" },
      { ing: "demerara-rum", amount: 3, unit: "cl" },
      { ing: "white-rum", amount: 3, unit: "cl" },
      { ing: "honey-syrup", amount: 3, unit: "cl" },
      { ing: "lime-juice", amount: 2, unit: "cl" },
      { ing: "grapefruit-juice", amount: 2, unit: "cl" },
      { ing: "soda-water", amount: 3, unit: "cl", optional: true },
    ],
    groups: ["tiki"],
    source: { title: "Jeff Berry, Sippin' Safari (2007)", detail: "Don the Beachcomber's Navy Grog (1941)" },
    base: "rum",
    taste: ["sour", "sweet"],
    strength: "strong",
  },
  {
    // History: earliest print Time, 24 Oct 1949, per webtender wiki; checked 2026
    slug: "screwdriver",
    de: {
      name: "Screwdriver",
      description:
        "Wodka mit Orangensaft – der Legende nach von Ölarbeitern mit dem Schraubenzieher umgerührt.",
      steps: ["Ein Highball-Glas mit Eis füllen.", "Wodka und Orangensaft hineingeben und verrühren."],
      garnish: "Orangenscheibe",
    },
    en: {
      name: "Screwdriver",
      description: "Vodka and orange juice, legendarily stirred by oil workers with a screwdriver.",
      steps: ["Fill a highball glass with ice.", "Add vodka and orange juice and stir."],
      garnish: "Orange slice",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "vodka", amount: 5, unit: "cl" },
      { ing: "orange-juice", amount: 10, unit: "cl" },
    ],
    groups: ["highballs"],
    source: { title: "IBA Official Cocktails (lists before 2024)", detail: "5 cl vodka, 10 cl orange juice" },
    base: "vodka",
    taste: ["fresh", "sweet"],
    strength: "light",
  },
  {
    // History: earliest print 1978 per vintageamericancocktails.com; checked 2026
    slug: "godfather",
    de: {
      name: "Godfather",
      description:
        "Scotch und Amaretto auf Eis, der Überlieferung nach in den 1970er-Jahren nach dem Film „Der Pate“ benannt.",
      steps: ["Einen Tumbler mit Eis füllen.", "Scotch und Amaretto hineingeben und verrühren."],
      garnish: "",
    },
    en: {
      name: "Godfather",
      description:
        "Scotch and amaretto on the rocks, reputedly named in the 1970s after the film 'The Godfather'.",
      steps: ["Fill a rocks glass with ice.", "Add Scotch and amaretto and stir."],
      garnish: "",
    },
    glass: "rocks",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "scotch-whisky", amount: 3.5, unit: "cl" },
      { ing: "amaretto", amount: 3.5, unit: "cl" },
    ],
    groups: ["after-dinner"],
    source: {
      title: "IBA Official Cocktails (lists before 2024)",
      detail: "equal parts, per cocktaillog.com",
    },
    base: "whiskey",
    taste: ["sweet"],
    strength: "strong",
  },
  {
    // Also uotb.com. History: credited to Peter Fich, Banff Springs Hotel, 1970s (disputed); checked 2026
    slug: "b-52",
    de: {
      name: "B-52",
      description:
        "Ein geschichteter Shot aus Kaffeelikör, Irish-Cream-Likör und Orangenlikör, der gängigen Überlieferung nach in den 1970er-Jahren entstanden.",
      steps: [
        "Den Kaffeelikör in ein Shotglas geben.",
        "Den Irish-Cream-Likör vorsichtig über einen Barlöffelrücken darüberschichten.",
        "Zuletzt den Orangenlikör ebenso obenauf schichten.",
      ],
      garnish: "",
    },
    en: {
      name: "B-52",
      description:
        "A layered shot of coffee liqueur, Irish cream liqueur and orange liqueur, by most accounts created in the 1970s.",
      steps: [
        "Pour the coffee liqueur into a shot glass.",
        "Carefully layer the Irish cream on top over the back of a bar spoon.",
        "Finally layer the orange liqueur on top in the same way.",
      ],
      garnish: "",
    },
    glass: "shot",
    method: "layer",
    difficulty: "advanced",
    lines: [
      { ing: "coffee-liqueur", amount: 2, unit: "cl" },
      { ing: "irish-cream-liqueur", amount: 2, unit: "cl" },
      {
        ing: "orange-liqueur",
        amount: 2,
        unit: "cl",
        note: { de: "z. B. Grand Marnier", en: "e.g. Grand Marnier" },
      },
    ],
    groups: ["after-dinner"],
    source: { title: "Thrillist (thrillist.com)", detail: "equal-parts layered shot" },
    base: "liqueur",
    taste: ["sweet"],
    strength: "medium",
  },
  {
    // Source checked 2026
    slug: "mulled-wine",
    de: {
      name: "Glühwein",
      description:
        "Das Heißgetränk der deutschen Weihnachtsmärkte: Rotwein, mit Orange, Zucker und Gewürzen sanft erhitzt.",
      steps: [
        "Rotwein mit Zucker, Orangenscheiben, Zimtstange, Nelken und Sternanis in einen Topf geben.",
        "Langsam erhitzen, aber nicht kochen lassen, und etwa 15 Minuten ziehen lassen.",
        "Durch ein Sieb in vorgewärmte Gläser oder Becher füllen.",
      ],
      garnish: "Orangenscheibe und Zimtstange",
    },
    en: {
      name: "Mulled Wine",
      description:
        "The hot drink of German Christmas markets: red wine gently heated with orange, sugar and spices.",
      steps: [
        "Put red wine, sugar, orange slices, cinnamon stick, cloves and star anise in a pot.",
        "Heat slowly without letting it boil and leave to infuse for about 15 minutes.",
        "Strain into warmed glasses or mugs.",
      ],
      garnish: "Orange slice and cinnamon stick",
    },
    glass: "irish-coffee",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "red-wine", amount: 20, unit: "cl", note: { de: "trocken und fruchtig", en: "dry and fruity" } },
      { ing: "sugar", amount: 1, unit: "tbsp" },
      { ing: "orange", amount: 2, unit: "slice" },
      { ing: "cinnamon", amount: 1, unit: "piece", note: { de: "Zimtstange", en: "cinnamon stick" } },
      { ing: "cloves", amount: 3, unit: "piece" },
      { ing: "star-anise", amount: 1, unit: "piece", optional: true },
    ],
    groups: ["winter-warmers"],
    source: {
      title: "Die Zeit, Rezeptor blog",
      note: {
        de: "auf ein Glas gerechnet, nicht gekocht (auch genussallee.at)",
        en: "scaled to one glass, never boiled (also genussallee.at)",
      },
    },
    base: "wine",
    taste: ["sweet"],
    strength: "light",
  },
  {
    // History: the Vernon naming is "angeblich" there; checked 2026
    slug: "grog",
    de: {
      name: "Grog",
      description:
        "Das Seefahrergetränk aus Rum, heißem Wasser und Zucker, dessen Name der Überlieferung nach auf den britischen Admiral Vernon, genannt „Old Grog“, zurückgeht – in Norddeutschland bis heute ein Winterklassiker.",
      steps: [
        "Zucker in ein vorgewärmtes hitzebeständiges Glas geben.",
        "Rum und nach Wunsch Zitronensaft hinzufügen.",
        "Mit heißem Wasser auffüllen und umrühren, bis sich der Zucker gelöst hat.",
      ],
      garnish: "Zitronenscheibe (optional)",
    },
    en: {
      name: "Grog",
      description:
        "The sailors' drink of rum, hot water and sugar, by tradition named after British Admiral Vernon, nicknamed 'Old Grog', and still a winter staple in northern Germany.",
      steps: [
        "Put the sugar in a warmed heatproof glass.",
        "Add the rum and lemon juice if you like.",
        "Top up with hot water and stir until the sugar has dissolved.",
      ],
      garnish: "Lemon slice (optional)",
    },
    glass: "irish-coffee",
    method: "build",
    difficulty: "easy",
    lines: [
      {
        ing: "rum",
        amount: 4,
        unit: "cl",
        note: { de: "jeder Rum, bei der Navy war er dunkel", en: "any rum; the navy's was dark" },
      },
      { ing: "brown-sugar", amount: 2, unit: "tsp" },
      { ing: "water", amount: 12, unit: "cl", note: { de: "heiß", en: "hot" } },
      { ing: "lemon-juice", amount: 1, unit: "cl", optional: true },
    ],
    groups: ["winter-warmers"],
    source: { title: "Hamburger Abendblatt (2002)" },
    base: "rum",
    taste: ["sweet"],
    strength: "light",
  },
  {
    // History: name disputed; checked 2026
    slug: "lumumba",
    de: {
      name: "Lumumba",
      description:
        "Heiße Schokolade mit einem Schuss Rum und Sahnehaube – ein Klassiker auf Skihütten und Weihnachtsmärkten.",
      steps: [
        "Milch erhitzen und die Schokolade darin unter Rühren schmelzen.",
        "Den Rum in ein vorgewärmtes Glas geben und mit der heißen Schokolade auffüllen.",
        "Mit leicht geschlagener Sahne abschließen und mit Kakaopulver bestäuben.",
      ],
      garnish: "Geschlagene Sahne und Kakaopulver",
    },
    en: {
      name: "Lumumba",
      description:
        "Hot chocolate with a shot of rum and a cap of cream, a classic in ski huts and at Christmas markets.",
      steps: [
        "Heat the milk and melt the chocolate in it while stirring.",
        "Pour the rum into a warmed glass and top up with the hot chocolate.",
        "Finish with lightly whipped cream and dust with cocoa powder.",
      ],
      garnish: "Whipped cream and cocoa powder",
    },
    glass: "irish-coffee",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "aged-rum", amount: 4, unit: "cl", note: { de: "brauner Rum", en: "brown rum" } },
      { ing: "milk", amount: 20, unit: "cl" },
      {
        ing: "chocolate",
        amount: 4,
        unit: "piece",
        note: { de: "Stücke Zartbitterschokolade", en: "squares of dark chocolate" },
      },
      { ing: "cream", amount: 3, unit: "cl", note: { de: "leicht geschlagen", en: "lightly whipped" } },
      { ing: "cocoa-powder", amount: 1, unit: "pinch", optional: true },
    ],
    groups: ["winter-warmers", "after-dinner"],
    source: { title: "essen & trinken Für jeden Tag (1/2005)", detail: "also lecker.de" },
    base: "rum",
    taste: ["sweet"],
    strength: "light",
  },
  {
    // Source checked 2026
    slug: "kir-royal",
    de: {
      name: "Kir Royal",
      description:
        "Die festliche Variante des Kir mit Champagner statt Weißwein – in Deutschland auch dank der gleichnamigen Fernsehserie ein Begriff.",
      steps: [
        "Den Cassislikör in eine gekühlte Sektflöte geben.",
        "Langsam mit eiskaltem Champagner auffüllen.",
      ],
      garnish: "",
    },
    en: {
      name: "Kir Royal",
      description: "The festive version of the Kir, made with Champagne instead of white wine.",
      steps: ["Pour the crème de cassis into a chilled flute.", "Slowly top with ice-cold Champagne."],
      garnish: "",
    },
    glass: "flute",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "creme-de-cassis", amount: 1.5, unit: "cl" },
      { ing: "champagne", amount: 12, unit: "cl" },
    ],
    groups: ["aperitivo"],
    source: { title: "Difford's Guide", detail: "Kir Royale" },
    base: "wine",
    taste: ["sweet", "fresh"],
    strength: "light",
  },
  {
    // Source checked 2026
    slug: "frozen-strawberry-daiquiri",
    de: {
      name: "Frozen Strawberry Daiquiri",
      description: "Die gefrorene Erdbeerversion des Daiquiri, ein Sommerklassiker aus dem Blender.",
      steps: [
        "Alle Zutaten mit einer großen Handvoll Crushed Ice im Blender glatt mixen.",
        "In ein gekühltes Poco-Grande-Glas füllen.",
        "Mit einer Erdbeere garnieren.",
      ],
      garnish: "Frische Erdbeere",
    },
    en: {
      name: "Frozen Strawberry Daiquiri",
      description: "The frozen strawberry version of the Daiquiri, a summer classic from the blender.",
      steps: [
        "Blend all ingredients with a large handful of crushed ice until smooth.",
        "Pour into a chilled poco grande glass.",
        "Garnish with a strawberry.",
      ],
      garnish: "Fresh strawberry",
    },
    glass: "poco-grande",
    method: "blend",
    difficulty: "easy",
    lines: [
      { ing: "white-rum", amount: 5, unit: "cl" },
      { ing: "lime-juice", amount: 2, unit: "cl" },
      { ing: "simple-syrup", amount: 2, unit: "cl" },
      { ing: "strawberry", amount: 5, unit: "piece" },
    ],
    groups: ["summer"],
    source: {
      title: "Got Rum?, The Rum Mixologist (February 2025)",
      note: {
        de: "in der Spanne dieses Rezepts (6 cl Rum, Limette, Sirup, 3–4 Erdbeeren)",
        en: "within the range of its recipe (6 cl rum, lime, syrup, 3–4 strawberries)",
      },
    },
    base: "rum",
    taste: ["sweet", "fresh"],
    strength: "light",
  },
  {
    // History: the same; checked 2026
    slug: "gin-gin-mule",
    de: {
      name: "Gin Gin Mule",
      description:
        "2000 von Audrey Saunders in New York kreiert: eine Mischung aus Mojito und Moscow Mule mit Gin, Minze und Ginger Beer.",
      steps: [
        "Minze mit Zuckersirup und Limettensaft im Shaker sanft andrücken.",
        "Gin und Eis hinzugeben und shaken.",
        "In ein Highball-Glas auf frisches Eis abseihen und mit Ginger Beer auffüllen.",
      ],
      garnish: "Minzzweig und Limettenscheibe",
    },
    en: {
      name: "Gin Gin Mule",
      description:
        "Created in 2000 by Audrey Saunders in New York: a cross between Mojito and Moscow Mule with gin, mint and ginger beer.",
      steps: [
        "Gently muddle mint with simple syrup and lime juice in a shaker.",
        "Add gin and ice and shake.",
        "Strain into a highball glass over fresh ice and top with ginger beer.",
      ],
      garnish: "Mint sprig and lime wheel",
    },
    glass: "highball",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 4.5, unit: "cl" },
      { ing: "lime-juice", amount: 2, unit: "cl" },
      { ing: "simple-syrup", amount: 1.5, unit: "cl" },
      { ing: "mint", amount: 8, unit: "leaf" },
      { ing: "ginger-beer", amount: 6, unit: "cl" },
    ],
    groups: ["highballs", "summer"],
    source: {
      title: "Audrey Saunders, Pegu Club, New York",
      detail: "via the Chanticleer Society and Robert Simonson, A Proper Drink (2016)",
      note: {
        de: "mit fertigem Ginger Beer statt Saunders' hausgemachtem",
        en: "with bottled ginger beer in place of Saunders's homemade one",
      },
    },
    base: "gin",
    taste: ["fresh", "sour"],
    strength: "light",
  },
  {
    // History: the same; checked 2026
    slug: "oaxaca-old-fashioned",
    de: {
      name: "Oaxaca Old Fashioned",
      description:
        "2007 von Phil Ward im New Yorker Death & Co. entwickelt: Reposado-Tequila und ein Schuss rauchiger Mezcal im Stil des Old Fashioned.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In einen Tumbler auf einen großen Eiswürfel abseihen.",
        "Eine Orangenzeste darüber flambieren oder ausdrücken.",
      ],
      garnish: "Orangenzeste",
    },
    en: {
      name: "Oaxaca Old Fashioned",
      description:
        "Developed in 2007 by Phil Ward at Death & Co. in New York: reposado tequila and a splash of smoky mezcal in Old Fashioned style.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a rocks glass over one large ice cube.",
        "Flame or express an orange peel over the top.",
      ],
      garnish: "Orange peel",
    },
    glass: "rocks",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "reposado-tequila", amount: 4.5, unit: "cl" },
      { ing: "mezcal", amount: 1.5, unit: "cl" },
      { ing: "agave-syrup", amount: 1, unit: "barspoon" },
      { ing: "angostura-bitters", amount: 2, unit: "dash" },
    ],
    groups: ["classics"],
    source: {
      title: "Phil Ward, Death & Co., New York (2007)",
      detail: "via Robert Simonson, A Proper Drink (2016) and Punch",
    },
    base: "tequila",
    taste: ["bitter", "sweet"],
    strength: "strong",
  },
  {
    // History: Trader Vic's Book of Food and Drink (1946) per alcademics.com; checked 2026
    slug: "el-diablo",
    de: {
      name: "El Diablo",
      description:
        "Ein Tequila-Highball aus Trader Vics Rezeptbüchern der 1940er-Jahre, mit Cassis, Limette und Ginger Beer.",
      steps: [
        "Tequila und Limettensaft in ein Highball-Glas mit Eis geben.",
        "Mit Ginger Beer auffüllen.",
        "Den Cassislikör langsam darüberträufeln.",
      ],
      garnish: "Limettenspalte",
    },
    en: {
      name: "El Diablo",
      description:
        "A tequila highball from Trader Vic's recipe books of the 1940s, with cassis, lime and ginger beer.",
      steps: [
        "Add tequila and lime juice to a highball glass filled with ice.",
        "Top up with ginger beer.",
        "Slowly drizzle the crème de cassis over the top.",
      ],
      garnish: "Lime wedge",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "reposado-tequila", amount: 4.5, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "creme-de-cassis", amount: 1.5, unit: "cl" },
      { ing: "ginger-beer", unit: "top" },
    ],
    groups: ["highballs", "summer"],
    source: {
      title: "Trader Vic's Book of Food and Drink (1946)",
      note: { de: "die heutige Fassung mit Ginger Beer", en: "the modern build with ginger beer" },
    },
    base: "tequila",
    taste: ["fresh", "sweet"],
    strength: "light",
  },
  {
    // About 4:1 red wine to juice, citrus and other fruit, brandy optional; also RP Online; checked 2026
    slug: "sangria",
    de: {
      name: "Sangria",
      description:
        "Spaniens Sommerbowle aus Rotwein, Orangensaft, frischen Früchten und oft einem Schuss Brandy, hier als Einzelportion.",
      steps: [
        "Orangen- und Apfelstücke mit Zuckersirup in ein großes Weinglas geben.",
        "Rotwein, Orangensaft und nach Wunsch Brandy hinzufügen und verrühren; am besten einige Stunden ziehen lassen.",
        "Mit Eis auffüllen und nach Wunsch mit einem Schuss Soda abschließen.",
      ],
      garnish: "Orangenscheibe",
    },
    en: {
      name: "Sangria",
      description:
        "Spain's summer punch of red wine, orange juice, fresh fruit and often a splash of brandy, here as a single serve.",
      steps: [
        "Put orange and apple pieces with simple syrup in a large wine glass.",
        "Add red wine, orange juice and, if you like, brandy and stir; ideally leave to infuse for a few hours.",
        "Fill up with ice and finish with a splash of soda if you like.",
      ],
      garnish: "Orange slice",
    },
    glass: "wine",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "red-wine", amount: 12, unit: "cl" },
      { ing: "brandy", amount: 2, unit: "cl", optional: true },
      { ing: "orange-juice", amount: 3, unit: "cl" },
      { ing: "simple-syrup", amount: 1.5, unit: "cl" },
      { ing: "orange", amount: 2, unit: "slice" },
      { ing: "apple", amount: 3, unit: "slice" },
      { ing: "soda-water", amount: 1, unit: "splash", optional: true },
    ],
    groups: ["summer"],
    source: {
      title: "EDEKA, 1000 Fragen",
      note: { de: "auf ein Glas verkleinert", en: "scaled down to one glass" },
    },
    base: "wine",
    taste: ["sweet", "fresh"],
    strength: "light",
  },
  {
    // No authoritative spec found (also about.com); checked 2026
    slug: "sloe-gin-fizz",
    de: {
      name: "Sloe Gin Fizz",
      description:
        "Ein fruchtiger Fizz aus Schlehenlikör auf Gin-Basis, Zitrone und Soda, im frühen 20. Jahrhundert in den USA sehr beliebt.",
      steps: [
        "Sloe Gin, Zitronensaft und Zuckersirup mit Eis shaken.",
        "In ein gekühltes Fizz-Glas abseihen.",
        "Mit Sodawasser auffüllen.",
      ],
      garnish: "Zitronenscheibe",
    },
    en: {
      name: "Sloe Gin Fizz",
      description:
        "A fruity fizz of gin-based sloe liqueur, lemon and soda, hugely popular in early 20th-century America.",
      steps: [
        "Shake sloe gin, lemon juice and simple syrup with ice.",
        "Strain into a chilled fizz glass.",
        "Top up with soda water.",
      ],
      garnish: "Lemon slice",
    },
    glass: "fizz",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "sloe-gin", amount: 4.5, unit: "cl" },
      { ing: "lemon-juice", amount: 2.5, unit: "cl" },
      { ing: "simple-syrup", amount: 1, unit: "cl" },
      { ing: "soda-water", unit: "top" },
    ],
    groups: ["sours", "summer"],
    source: { title: "The Citizen (2024)", detail: "one of several common specs" },
    base: "liqueur",
    taste: ["sour", "sweet"],
    strength: "light",
  },
  {
    // Also Tasting Table (2024); checked 2026
    slug: "whisky-highball",
    de: {
      name: "Whisky Highball",
      description:
        "Whisky und Soda, in Japan als „Haibōru“ perfektioniert: klares Eis, gut gekühlter Whisky und spritziges Soda.",
      steps: [
        "Ein Highball-Glas mit klaren Eiswürfeln füllen und den Whisky darauf kalt rühren.",
        "Eiskaltes Sodawasser am Barlöffel entlang eingießen.",
        "Einmal sanft von unten nach oben rühren.",
      ],
      garnish: "Zitronenzeste (optional)",
    },
    en: {
      name: "Whisky Highball",
      description:
        "Whisky and soda, perfected in Japan as the 'haibōru': clear ice, well-chilled whisky and lively soda.",
      steps: [
        "Fill a highball glass with clear ice cubes and stir the whisky over them until cold.",
        "Pour ice-cold soda water down a bar spoon.",
        "Stir gently once from the bottom up.",
      ],
      garnish: "Lemon peel (optional)",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      {
        ing: "whiskey",
        amount: 4.5,
        unit: "cl",
        note: { de: "z. B. japanischer oder Blended Scotch", en: "e.g. Japanese or blended Scotch" },
      },
      { ing: "soda-water", amount: 12, unit: "cl" },
    ],
    groups: ["highballs"],
    source: { title: "Food & Wine (2017)", detail: "Suntory: about 1 : 2 to 1 : 3 whisky to soda in Japan" },
    base: "whiskey",
    taste: ["fresh"],
    strength: "light",
  },
  {
    // On the IBA list until 2024 (removed in the 2024 revision). Origin (Italy, 1960s, Benito Cuppari?)
    // disputed; checked 2026
    slug: "barracuda",
    de: {
      name: "Barracuda",
      description:
        "Ein fruchtig-spritziger Drink aus goldenem Rum, Galliano und Ananas, mit Prosecco aufgefüllt; gilt als italienische Kreation der 1960er-Jahre und stand bis 2024 auf der IBA-Liste.",
      steps: [
        "Rum, Galliano, Ananassaft und einen Dash Limettensaft mit Eis shaken.",
        "In ein vorgekühltes Margarita-Glas abseihen.",
        "Mit Prosecco auffüllen.",
      ],
      garnish: "Ananasstück und Cocktailkirsche",
    },
    en: {
      name: "Barracuda",
      description:
        "A fruity, sparkling drink of gold rum, Galliano and pineapple topped with Prosecco, usually credited to 1960s Italy and on the IBA list until 2024.",
      steps: [
        "Shake rum, Galliano, pineapple juice and a dash of lime juice with ice.",
        "Strain into a chilled margarita glass.",
        "Top up with Prosecco.",
      ],
      garnish: "Pineapple wedge and cocktail cherry",
    },
    glass: "margarita",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "aged-rum", amount: 4.5, unit: "cl", note: { de: "goldener Rum", en: "gold rum" } },
      { ing: "galliano", amount: 1.5, unit: "cl" },
      { ing: "pineapple-juice", amount: 6, unit: "cl" },
      { ing: "lime-juice", amount: 1, unit: "dash" },
      { ing: "prosecco", unit: "top" },
    ],
    groups: ["summer"],
    source: { title: "IBA Official Cocktails (lists before 2024)" },
    base: "rum",
    taste: ["sweet", "fresh"],
    strength: "medium",
  },
  {
    // On the IBA list until 2024 (removed in the 2024 revision). History: Wikipedia "Golden dream
    // (cocktail)"; checked 2026
    slug: "golden-dream",
    de: {
      name: "Golden Dream",
      description:
        "Ein cremiger Dessertdrink aus Galliano, Orangenlikör, Orangensaft und Sahne, der Raimundo Alvarez in Miami in den 1960er-Jahren zugeschrieben wird und bis 2024 auf der IBA-Liste stand.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Golden Dream",
      description:
        "A creamy dessert drink of Galliano, orange liqueur, orange juice and cream, credited to Raimundo Alvarez in 1960s Miami and on the IBA list until 2024.",
      steps: ["Shake all ingredients hard with ice.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "galliano", amount: 2, unit: "cl" },
      { ing: "triple-sec", amount: 2, unit: "cl" },
      { ing: "orange-juice", amount: 2, unit: "cl" },
      { ing: "cream", amount: 1, unit: "cl" },
    ],
    groups: ["after-dinner"],
    source: { title: "IBA Official Cocktails (lists before 2024)" },
    base: "liqueur",
    taste: ["sweet"],
    strength: "light",
  },
  {
    // On the IBA list until 2024 (removed in the 2024 revision). Naming unclear per Wikipedia "Yellow
    // Bird (cocktail)"; checked 2026
    slug: "yellow-bird",
    de: {
      name: "Yellow Bird",
      description:
        "Ein sonnengelber karibischer Rum-Sour mit Galliano und Orangenlikör, vermutlich nach einem populären Calypso-Lied benannt und bis 2024 auf der IBA-Liste.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette doppelt abseihen."],
      garnish: "Limettenscheibe (optional)",
    },
    en: {
      name: "Yellow Bird",
      description:
        "A sunny Caribbean rum sour with Galliano and orange liqueur, probably named after a popular calypso song and on the IBA list until 2024.",
      steps: ["Shake all ingredients hard with ice.", "Double-strain into a chilled coupe."],
      garnish: "Lime wheel (optional)",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "white-rum", amount: 3, unit: "cl" },
      { ing: "galliano", amount: 1.5, unit: "cl" },
      { ing: "triple-sec", amount: 1.5, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
    ],
    groups: ["sours", "summer"],
    source: { title: "IBA Official Cocktails (lists before 2024)" },
    base: "rum",
    taste: ["sweet", "sour"],
    strength: "medium",
  },
];

import type { RecipeSeed } from "./types";

// Alcohol-free drinks. Amounts in cl.

export const alcoholFreeRecipes: RecipeSeed[] = [
  {
    slug: "virgin-mojito",
    de: {
      name: "Virgin Mojito",
      description:
        "Der Mojito ohne Rum: Limette, Zucker, frische Minze und Soda – auch als „Nojito“ bekannt.",
      steps: [
        "Minze, Zucker und Limettensaft im Glas sanft andrücken.",
        "Das Glas mit Crushed Ice füllen.",
        "Mit Sodawasser auffüllen und von unten nach oben verrühren.",
      ],
      garnish: "Minzzweig und Limettenscheibe",
    },
    en: {
      name: "Virgin Mojito",
      description: "The Mojito without rum: lime, sugar, fresh mint and soda, also known as the 'Nojito'.",
      steps: [
        "Gently press mint, sugar and lime juice in the glass.",
        "Fill the glass with crushed ice.",
        "Top up with soda water and stir from the bottom up.",
      ],
      garnish: "Mint sprig and lime wheel",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "lime-juice", amount: 3, unit: "cl" },
      { ing: "sugar", amount: 2, unit: "tsp" },
      { ing: "mint", amount: 8, unit: "leaf" },
      { ing: "soda-water", unit: "top" },
    ],
    groups: ["alcohol-free", "summer"],
    source: {
      title: "IBA Official Cocktails (2024)",
      detail: "Mojito",
      note: { de: "ohne Rum", en: "without the rum" },
    },
    base: "none",
    taste: ["fresh", "sour"],
    strength: "none",
  },
  {
    slug: "virgin-mary",
    de: {
      name: "Virgin Mary",
      description:
        "Die alkoholfreie Bloody Mary: würziger Tomatensaft mit Zitrone, Worcestershire, Tabasco, Selleriesalz und Pfeffer.",
      steps: [
        "Alle Zutaten in ein Highball-Glas mit Eis geben.",
        "Vorsichtig verrühren und abschmecken.",
        "Mit Selleriestange und Zitronenspalte garnieren.",
      ],
      garnish: "Selleriestange und Zitronenspalte",
    },
    en: {
      name: "Virgin Mary",
      description:
        "The alcohol-free Bloody Mary: spiced tomato juice with lemon, Worcestershire, hot sauce, celery salt and pepper.",
      steps: [
        "Add all ingredients to a highball glass filled with ice.",
        "Stir gently and adjust the seasoning.",
        "Garnish with a celery stalk and a lemon wedge.",
      ],
      garnish: "Celery stalk and lemon wedge",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "tomato-juice", amount: 12, unit: "cl" },
      { ing: "lemon-juice", amount: 1.5, unit: "cl" },
      { ing: "worcestershire-sauce", amount: 3, unit: "dash" },
      { ing: "hot-sauce", amount: 2, unit: "dash", optional: true },
      { ing: "celery-salt", unit: "pinch" },
      { ing: "black-pepper", unit: "pinch" },
    ],
    groups: ["alcohol-free"],
    source: {
      title: "IBA Official Cocktails (2024)",
      detail: "Bloody Mary",
      note: { de: "ohne Wodka", en: "without the vodka" },
    },
    base: "none",
    taste: ["sour"],
    strength: "none",
  },
  {
    // History: Barry Popik (2009: Chasen's story most cited, in print by 1946); checked 2026
    slug: "shirley-temple",
    de: {
      name: "Shirley Temple",
      description:
        "Der Kinderdrink der 1930er-Jahre, benannt nach dem Hollywood-Kinderstar: Ginger Ale mit Grenadine und einer Kirsche.",
      steps: [
        "Ein Highball-Glas mit Eis füllen.",
        "Mit Ginger Ale auffüllen, die Grenadine und nach Wunsch den Limettensaft hineingießen.",
        "Kurz verrühren und mit Kirsche garnieren.",
      ],
      garnish: "Maraschino-Kirsche und Orangenscheibe",
    },
    en: {
      name: "Shirley Temple",
      description:
        "The 1930s children's drink named after the Hollywood child star: ginger ale with grenadine and a cherry.",
      steps: [
        "Fill a highball glass with ice.",
        "Top up with ginger ale and pour in the grenadine and, if you like, the lime juice.",
        "Stir briefly and garnish with a cherry.",
      ],
      garnish: "Maraschino cherry and orange slice",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "ginger-ale", amount: 15, unit: "cl" },
      { ing: "grenadine", amount: 1.5, unit: "cl" },
      { ing: "lime-juice", amount: 1, unit: "cl", optional: true },
    ],
    groups: ["alcohol-free"],
    source: { title: "noseychef.com (2023)", detail: "ginger ale with a little grenadine" },
    base: "none",
    taste: ["sweet"],
    strength: "none",
  },
  {
    slug: "virgin-colada",
    de: {
      name: "Virgin Colada",
      description:
        "Die Piña Colada ohne Rum: cremig gemixte Ananas mit Kokos – auch als „Piña Nada“ bekannt.",
      steps: [
        "Alle Zutaten mit einer Handvoll Crushed Ice im Blender cremig mixen.",
        "In ein Poco-Grande-Glas füllen.",
        "Mit Ananasstück und Kirsche garnieren.",
      ],
      garnish: "Ananasstück und Cocktailkirsche",
    },
    en: {
      name: "Virgin Colada",
      description:
        "The Piña Colada without rum: pineapple and coconut blended until creamy, also known as the 'Piña Nada'.",
      steps: [
        "Blend all ingredients with a handful of crushed ice until creamy.",
        "Pour into a poco grande glass.",
        "Garnish with a pineapple wedge and a cherry.",
      ],
      garnish: "Pineapple wedge and cocktail cherry",
    },
    glass: "poco-grande",
    method: "blend",
    difficulty: "easy",
    lines: [
      { ing: "pineapple-juice", amount: 12, unit: "cl" },
      { ing: "cream-of-coconut", amount: 4, unit: "cl" },
      { ing: "lime-juice", amount: 1, unit: "cl", optional: true },
    ],
    groups: ["alcohol-free", "summer"],
    source: {
      title: "IBA Official Cocktails (2024)",
      detail: "Piña Colada",
      note: { de: "ohne Rum", en: "without the rum" },
    },
    base: "none",
    taste: ["sweet"],
    strength: "none",
  },
  {
    // No published spec found (searched: Wikipedia "Sex on the beach", which only names the alcohol-free
    // variant, and mocktail pages); checked 2026
    slug: "safer-sex-on-the-beach",
    de: {
      name: "Safer Sex on the Beach",
      description: "Die alkoholfreie Variante des 80er-Jahre-Klassikers: Orange, Cranberry und Pfirsich.",
      steps: ["Alle Zutaten mit Eis shaken.", "In ein Highball-Glas auf frisches Eis abseihen."],
      garnish: "Orangenscheibe",
    },
    en: {
      name: "Safer Sex on the Beach",
      description: "The alcohol-free version of the 1980s classic: orange, cranberry and peach.",
      steps: ["Shake all ingredients with ice.", "Strain into a highball glass over fresh ice."],
      garnish: "Orange slice",
    },
    glass: "highball",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "orange-juice", amount: 6, unit: "cl" },
      { ing: "cranberry-juice", amount: 6, unit: "cl" },
      { ing: "peach-puree", amount: 3, unit: "cl" },
      { ing: "grenadine", amount: 1, unit: "cl", optional: true },
    ],
    groups: ["alcohol-free", "summer"],
    source: {
      title: "IBA Official Cocktails (2024)",
      detail: "Sex on the Beach",
      note: {
        de: "Hausrezept: die Säfte des Sex on the Beach, Pfirsichpüree statt der Liköre",
        en: "house recipe: the Sex on the Beach juices, peach purée in place of the liqueurs",
      },
    },
    base: "none",
    taste: ["sweet", "fresh"],
    strength: "none",
  },
  {
    // No authoritative spec found; checked 2026
    slug: "cinderella",
    de: {
      name: "Cinderella",
      description:
        "Ein klassischer alkoholfreier Fruchtcocktail aus Orangen-, Ananas- und Zitronensaft mit Grenadine und Soda.",
      steps: [
        "Säfte und Grenadine mit Eis shaken.",
        "In ein Highball-Glas auf frisches Eis abseihen.",
        "Nach Wunsch mit einem Schuss Soda abschließen.",
      ],
      garnish: "Orangenscheibe und Cocktailkirsche",
    },
    en: {
      name: "Cinderella",
      description:
        "A classic alcohol-free fruit cocktail of orange, pineapple and lemon juice with grenadine and soda.",
      steps: [
        "Shake the juices and grenadine with ice.",
        "Strain into a highball glass over fresh ice.",
        "Finish with a splash of soda if you like.",
      ],
      garnish: "Orange slice and cocktail cherry",
    },
    glass: "highball",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "orange-juice", amount: 4, unit: "cl" },
      { ing: "pineapple-juice", amount: 4, unit: "cl" },
      { ing: "lemon-juice", amount: 2, unit: "cl" },
      { ing: "grenadine", amount: 1, unit: "cl" },
      { ing: "soda-water", amount: 1, unit: "splash", optional: true },
    ],
    groups: ["alcohol-free", "summer"],
    source: {
      title: "mixbooze.com (2024)",
      detail: "equal orange and pineapple juice, lemon, a little grenadine, soda top",
    },
    base: "none",
    taste: ["sweet", "fresh"],
    strength: "none",
  },
  {
    // History: attributed to Vermeire by secondary sources, e.g. cocktail-recipes.eu; checked 2026
    slug: "pussyfoot",
    de: {
      name: "Pussyfoot",
      description:
        "Ein cremiger alkoholfreier Klassiker aus Zitrussäften, Grenadine und Eigelb, um 1920 von Robert Vermeire in London gemixt und nach dem amerikanischen Abstinenzler William „Pussyfoot“ Johnson benannt.",
      steps: [
        "Alle Zutaten ohne Eis trocken shaken.",
        "Eis hinzugeben und kräftig shaken.",
        "In ein Highball-Glas auf frisches Eis abseihen.",
      ],
      garnish: "Orangenscheibe und Cocktailkirsche",
    },
    en: {
      name: "Pussyfoot",
      description:
        "A creamy alcohol-free classic of citrus juices, grenadine and egg yolk, mixed around 1920 by Robert Vermeire in London and named after the American temperance campaigner William 'Pussyfoot' Johnson.",
      steps: [
        "Dry shake all ingredients without ice.",
        "Add ice and shake hard.",
        "Strain into a highball glass over fresh ice.",
      ],
      garnish: "Orange slice and cocktail cherry",
    },
    glass: "highball",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "orange-juice", amount: 8, unit: "cl" },
      { ing: "lemon-juice", amount: 2, unit: "cl" },
      { ing: "lime-juice", amount: 1, unit: "cl" },
      { ing: "grenadine", amount: 1, unit: "cl" },
      { ing: "egg-yolk", amount: 1.5, unit: "cl" },
    ],
    groups: ["alcohol-free"],
    source: {
      title: "Robert Vermeire, Embassy Club, London (c. 1920)",
      note: { de: "Mengen nach heute üblichen Rezepten", en: "amounts as commonly given today" },
    },
    base: "none",
    taste: ["sweet", "sour"],
    strength: "none",
  },
  {
    // No authoritative spec found; checked 2026
    slug: "ginger-fizz",
    de: {
      name: "Ginger Fizz",
      description:
        "Ein spritziger, leicht scharfer Fizz aus Ingwersirup, Limette und Soda – ganz ohne Alkohol.",
      steps: [
        "Ingwersirup, Limettensaft und nach Wunsch die Minze mit Eis shaken.",
        "In ein Fizz-Glas auf frisches Eis doppelt abseihen.",
        "Mit Sodawasser auffüllen.",
      ],
      garnish: "Ingwerscheibe und Limettenscheibe",
    },
    en: {
      name: "Ginger Fizz",
      description: "A sparkling, gently spicy fizz of ginger syrup, lime and soda, completely alcohol-free.",
      steps: [
        "Shake ginger syrup, lime juice and, if you like, the mint with ice.",
        "Double-strain into a fizz glass over fresh ice.",
        "Top up with soda water.",
      ],
      garnish: "Ginger slice and lime wheel",
    },
    glass: "fizz",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "ginger-syrup", amount: 2.5, unit: "cl" },
      { ing: "lime-juice", amount: 2.5, unit: "cl" },
      { ing: "soda-water", unit: "top" },
      { ing: "mint", amount: 4, unit: "leaf", optional: true },
    ],
    groups: ["alcohol-free", "summer"],
    source: {
      title: "Martha Stewart, Ginger Lime Fizz",
      note: { de: "Hausrezept nach diesem Vorbild", en: "house recipe close to it" },
    },
    base: "none",
    taste: ["fresh", "sour"],
    strength: "none",
  },
  {
    // Source checked 2026
    slug: "alcohol-free-gin-and-tonic",
    de: {
      name: "Alkoholfreier Gin Tonic",
      description:
        "Der Gin Tonic mit einer alkoholfreien Gin-Alternative: Wacholder, Zitrus und Bitterkeit, aber null Promille.",
      steps: [
        "Ein großes Weinglas randvoll mit Eis füllen.",
        "Die alkoholfreie Gin-Alternative hineingeben.",
        "Mit Tonic Water auffüllen und sanft umrühren.",
      ],
      garnish: "Gurkenscheibe oder Limettenspalte",
    },
    en: {
      name: "Alcohol-free Gin & Tonic",
      description:
        "The G&T with an alcohol-free gin alternative: juniper, citrus and bitterness, zero alcohol.",
      steps: [
        "Fill a large wine glass to the brim with ice.",
        "Add the alcohol-free gin alternative.",
        "Top up with tonic water and stir gently.",
      ],
      garnish: "Cucumber slice or lime wedge",
    },
    glass: "wine",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "alcohol-free-gin", amount: 5, unit: "cl" },
      { ing: "tonic-water", amount: 15, unit: "cl" },
    ],
    groups: ["alcohol-free", "highballs"],
    source: {
      title: "Sipsmith",
      detail: "1 : 3 gin to tonic (50 ml / 150 ml), per ginsanity.hk",
      note: {
        de: "mit alkoholfreiem Gin, serviert wie unser Gin Tonic in der Copa",
        en: "with alcohol-free gin, served in the copa like our Gin Tonic",
      },
    },
    base: "none",
    taste: ["bitter", "fresh"],
    strength: "none",
  },
  {
    // Source checked 2026
    slug: "hugo-alcohol-free",
    de: {
      name: "Hugo alkoholfrei",
      description: "Der Südtiroler Sommerdrink mit alkoholfreiem Sekt: Holunderblüte, Minze und Limette.",
      steps: [
        "Minzblätter und Limettenspalten in ein großes Weinglas geben und leicht andrücken.",
        "Holunderblütensirup und Eis hinzufügen.",
        "Mit alkoholfreiem Sekt und nach Wunsch einem Schuss Soda auffüllen.",
      ],
      garnish: "Minzzweig und Limettenscheibe",
    },
    en: {
      name: "Alcohol-free Hugo",
      description:
        "The South Tyrolean summer drink made with alcohol-free sparkling wine: elderflower, mint and lime.",
      steps: [
        "Put mint leaves and lime wedges in a large wine glass and press lightly.",
        "Add elderflower syrup and ice.",
        "Top with alcohol-free sparkling wine and, if you like, a splash of soda.",
      ],
      garnish: "Mint sprig and lime wheel",
    },
    glass: "wine",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "non-alcoholic-sparkling-wine", amount: 12, unit: "cl" },
      { ing: "elderflower-cordial", amount: 2, unit: "cl" },
      { ing: "mint", amount: 6, unit: "leaf" },
      { ing: "lime", amount: 2, unit: "wedge" },
      { ing: "soda-water", amount: 1, unit: "splash", optional: true },
    ],
    groups: ["alcohol-free", "aperitivo", "summer"],
    source: {
      title: "Roland Gruber, Hotel Levita, Naturns (South Tyrol)",
      detail: "interview, online",
      note: { de: "mit alkoholfreiem Sekt", en: "with alcohol-free sparkling wine" },
    },
    base: "none",
    taste: ["fresh", "sweet"],
    strength: "none",
  },
  {
    // History: Koppi per Coffee Talk (2020) and Swedish Wikipedia "Koppi"; checked 2026
    slug: "espresso-tonic",
    de: {
      name: "Espresso Tonic",
      description:
        "Ein Kaffee-Highball, der 2007 in der Rösterei Koppi im schwedischen Helsingborg entstanden sein soll: frischer Espresso, langsam über eiskaltes Tonic Water gegossen.",
      steps: [
        "Ein Highball-Glas mit Eis füllen, nach Wunsch den Zuckersirup hineingeben und mit Tonic Water auffüllen.",
        "Den frisch gebrühten Espresso langsam darübergießen, sodass sich Schichten bilden.",
      ],
      garnish: "Orangenzeste (optional)",
    },
    en: {
      name: "Espresso Tonic",
      description:
        "A coffee highball said to have been first served in 2007 at the Koppi roastery in Helsingborg, Sweden: fresh espresso poured slowly over ice-cold tonic water.",
      steps: [
        "Fill a highball glass with ice, add the simple syrup if you like and top up with tonic water.",
        "Slowly pour the freshly brewed espresso over the top so it forms layers.",
      ],
      garnish: "Orange peel (optional)",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "tonic-water", amount: 12, unit: "cl" },
      { ing: "espresso", amount: 4, unit: "cl", note: { de: "doppelter Espresso", en: "double shot" } },
      { ing: "simple-syrup", amount: 1, unit: "cl", optional: true },
    ],
    groups: ["alcohol-free", "highballs"],
    source: {
      title: "Koppi, Helsingborg (2007)",
      note: { de: "Mengen nach heutigem Café-Standard", en: "amounts as common in cafés today" },
    },
    base: "none",
    taste: ["bitter", "fresh"],
    strength: "none",
  },
  {
    // No encyclopaedic spec found; checked 2026
    slug: "kinderpunsch",
    de: {
      name: "Kinderpunsch",
      description:
        "Die alkoholfreie Antwort auf den Glühwein: heißer Früchtetee mit Säften und Gewürzen, auf keinem Weihnachtsmarkt wegzudenken.",
      steps: [
        "Früchtetee, Apfel- und Orangensaft mit Honigsirup, Zimtstange und Nelken in einen Topf geben.",
        "Langsam erhitzen und etwa zehn Minuten ziehen lassen, ohne zu kochen.",
        "Durch ein Sieb in vorgewärmte Becher oder Gläser füllen.",
      ],
      garnish: "Orangenscheibe und Zimtstange",
    },
    en: {
      name: "Kinderpunsch (Children's Punch)",
      description:
        "The alcohol-free answer to mulled wine: hot fruit tea with juices and spices, a fixture of every German Christmas market.",
      steps: [
        "Put fruit tea, apple and orange juice, honey syrup, cinnamon stick and cloves in a pot.",
        "Heat slowly and leave to infuse for about ten minutes without boiling.",
        "Strain into warmed mugs or glasses.",
      ],
      garnish: "Orange slice and cinnamon stick",
    },
    glass: "irish-coffee",
    method: "build",
    difficulty: "easy",
    lines: [
      {
        ing: "tea",
        amount: 10,
        unit: "cl",
        note: { de: "Früchte- oder Hibiskustee", en: "fruit or hibiscus tea" },
      },
      { ing: "apple-juice", amount: 6, unit: "cl" },
      { ing: "orange-juice", amount: 4, unit: "cl" },
      { ing: "honey-syrup", amount: 1.5, unit: "cl" },
      { ing: "cinnamon", amount: 1, unit: "piece", note: { de: "Zimtstange", en: "cinnamon stick" } },
      { ing: "cloves", amount: 2, unit: "piece", optional: true },
    ],
    groups: ["alcohol-free", "winter-warmers"],
    source: {
      title: "German household recipes (sg-bd.de, germanblogs.de)",
      detail: "about 2 : 1 fruit tea to juice, cinnamon, cloves, honey; not boiled",
    },
    base: "none",
    taste: ["sweet"],
    strength: "none",
  },
  {
    slug: "alcohol-free-spritz",
    de: {
      name: "Alkoholfreier Spritz",
      description:
        "Der bittersüße Aperitif ohne Alkohol: ein alkoholfreier Bitter-Aperitif mit alkoholfreiem Sekt und Soda.",
      steps: [
        "Ein großes Weinglas mit Eis füllen.",
        "Alkoholfreien Sekt und den Aperitif hineingeben.",
        "Mit einem Schuss Soda abschließen und kurz verrühren.",
      ],
      garnish: "Orangenscheibe",
    },
    en: {
      name: "Alcohol-free Spritz",
      description:
        "The bittersweet aperitivo without alcohol: an alcohol-free bitter aperitif with alcohol-free sparkling wine and soda.",
      steps: [
        "Fill a large wine glass with ice.",
        "Add the alcohol-free sparkling wine and the aperitif.",
        "Finish with a splash of soda and stir briefly.",
      ],
      garnish: "Orange slice",
    },
    glass: "wine",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "non-alcoholic-sparkling-wine", amount: 9, unit: "cl" },
      { ing: "alcohol-free-aperitif", amount: 6, unit: "cl" },
      { ing: "soda-water", amount: 1, unit: "splash", optional: true },
    ],
    groups: ["alcohol-free", "aperitivo"],
    source: {
      title: "IBA Official Cocktails (2024)",
      detail: "Spritz",
      note: {
        de: "Hausrezept in den Proportionen des Spritz, alkoholfrei",
        en: "house build in the Spritz proportions, alcohol-free",
      },
    },
    base: "none",
    taste: ["bitter", "fresh"],
    strength: "none",
  },
  {
    // Source checked 2026
    slug: "homemade-lemonade",
    de: {
      name: "Hausgemachte Zitronenlimonade",
      description:
        "Frisch gepresste Zitrone, Zuckersirup und Sprudel – die einfachste und erfrischendste Sommerlimonade.",
      steps: [
        "Zitronensaft und Zuckersirup in einem Collins-Glas verrühren.",
        "Das Glas mit Eis füllen und mit Sodawasser auffüllen.",
        "Nach Wunsch mit Minze garnieren.",
      ],
      garnish: "Zitronenscheibe und Minzzweig",
    },
    en: {
      name: "Homemade Lemonade",
      description:
        "Freshly squeezed lemon, simple syrup and sparkling water: the simplest and most refreshing summer lemonade.",
      steps: [
        "Stir lemon juice and simple syrup together in a collins glass.",
        "Fill the glass with ice and top up with soda water.",
        "Garnish with mint if you like.",
      ],
      garnish: "Lemon slice and mint sprig",
    },
    glass: "collins",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "lemon-juice", amount: 4, unit: "cl" },
      { ing: "simple-syrup", amount: 3, unit: "cl" },
      { ing: "soda-water", amount: 15, unit: "cl" },
      { ing: "mint", amount: 4, unit: "leaf", optional: true },
    ],
    groups: ["alcohol-free", "summer"],
    source: {
      title: "eatsip365.com",
      detail: "equal lemon and syrup, about 4 times the soda",
      note: { de: "Hausrezept in dieser Spanne", en: "house recipe within that range" },
    },
    base: "none",
    taste: ["sour", "fresh"],
    strength: "none",
  },
  {
    slug: "alcohol-free-basil-smash",
    de: {
      name: "Alkoholfreier Basil Smash",
      description:
        "Der Hamburger Gin Basil Smash mit alkoholfreier Gin-Alternative: Zitrone und reichlich frisches Basilikum.",
      steps: [
        "Die Basilikumblätter mit dem Zitronensaft im Shaker kräftig andrücken.",
        "Gin-Alternative, Zuckersirup und Eis hinzugeben und kräftig shaken.",
        "In einen Tumbler auf frisches Eis doppelt abseihen.",
      ],
      garnish: "Basilikumzweig",
    },
    en: {
      name: "Alcohol-free Basil Smash",
      description:
        "Hamburg's Gin Basil Smash made with an alcohol-free gin alternative: lemon and plenty of fresh basil.",
      steps: [
        "Muddle the basil leaves firmly with the lemon juice in a shaker.",
        "Add the gin alternative, simple syrup and ice and shake hard.",
        "Double-strain into a rocks glass over fresh ice.",
      ],
      garnish: "Basil sprig",
    },
    glass: "rocks",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "alcohol-free-gin", amount: 6, unit: "cl" },
      { ing: "lemon-juice", amount: 2.5, unit: "cl" },
      { ing: "simple-syrup", amount: 2, unit: "cl" },
      { ing: "basil", amount: 10, unit: "leaf" },
    ],
    groups: ["alcohol-free", "summer"],
    source: {
      title: "Jörg Meyer, Le Lion, Hamburg (2008)",
      detail: "Gin Basil Smash",
      note: { de: "mit einer alkoholfreien Gin-Alternative", en: "with an alcohol-free gin alternative" },
    },
    base: "none",
    taste: ["fresh", "sour"],
    strength: "none",
  },
  {
    // No authoritative published spec found; checked 2026
    slug: "roy-rogers",
    de: {
      name: "Roy Rogers",
      description: "Das Cola-Gegenstück zum Shirley Temple, benannt nach dem singenden Cowboy-Filmstar.",
      steps: [
        "Ein Highball-Glas mit Eis füllen.",
        "Mit Cola auffüllen, die Grenadine hineingeben und kurz verrühren.",
      ],
      garnish: "Maraschino-Kirsche",
    },
    en: {
      name: "Roy Rogers",
      description: "The cola counterpart to the Shirley Temple, named after the singing cowboy film star.",
      steps: ["Fill a highball glass with ice.", "Top up with cola, add the grenadine and stir briefly."],
      garnish: "Maraschino cherry",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "cola", amount: 15, unit: "cl" },
      { ing: "grenadine", amount: 1.5, unit: "cl" },
    ],
    groups: ["alcohol-free"],
    source: { title: "delightedcooking.com, slurrp.com", detail: "cola with grenadine" },
    base: "none",
    taste: ["sweet"],
    strength: "none",
  },
];

import type { RecipeSeed } from "./types";

// The tiki canon, modern alcohol-free drinks and low-alcohol aperitifs. Hand-written seed content;
// amounts in cl (published ounce specs converted at 1 oz = 3 cl). Each recipe's `source` names the
// spec it was checked against; history stays in a comment.

const tiki: RecipeSeed[] = [
  // History: Trader Vic's Bartender's Guide (1947).
  {
    slug: "fog-cutter",
    de: {
      name: "Fog Cutter",
      description:
        "Von Victor „Trader Vic“ Bergeron in den 1940er-Jahren in Oakland erdacht und 1947 in seinem Bartender's Guide gedruckt: Rum, Brandy und Gin mit Zitrone, Orange und Orgeat, gekrönt von einem Schuss Sherry.",
      steps: [
        "Alle Zutaten außer dem Sherry mit Eis kräftig shaken.",
        "In einen Tiki-Becher auf Crushed Ice abseihen.",
        "Den Sherry vorsichtig über einen Barlöffelrücken obenauf gießen.",
        "Mit einem Minzzweig garnieren.",
      ],
      garnish: "Minzzweig",
    },
    en: {
      name: "Fog Cutter",
      description:
        "Devised by Victor 'Trader Vic' Bergeron in Oakland in the 1940s and printed in his 1947 Bartender's Guide: rum, brandy and gin with lemon, orange and orgeat, crowned with a float of sherry.",
      steps: [
        "Shake all ingredients except the sherry hard with ice.",
        "Strain into a tiki mug over crushed ice.",
        "Gently float the sherry on top over the back of a bar spoon.",
        "Garnish with a mint sprig.",
      ],
      garnish: "Mint sprig",
    },
    glass: "tiki",
    method: "shake",
    difficulty: "advanced",
    lines: [
      {
        ing: "white-rum",
        amount: 6,
        unit: "cl",
        note: { de: "leichter Rum puerto-ricanischer Art", en: "light Puerto Rican-style rum" },
      },
      { ing: "brandy", amount: 3, unit: "cl" },
      { ing: "gin", amount: 1.5, unit: "cl" },
      { ing: "lemon-juice", amount: 6, unit: "cl" },
      { ing: "orange-juice", amount: 3, unit: "cl" },
      { ing: "orgeat", amount: 1.5, unit: "cl" },
      {
        ing: "sherry",
        amount: 1.5,
        unit: "cl",
        note: { de: "Cream Sherry, als Float", en: "cream sherry, to float" },
      },
    ],
    groups: ["tiki", "summer"],
    source: {
      title: "Trader Vic's Bartender's Guide (revised edition, 1972)",
      detail: "as reprinted in Beachbum Berry Remixed (2010)",
    },
    base: "rum",
    taste: ["sour", "sweet"],
    strength: "strong",
  },
  // History: Difford's Guide and Beachbum Berry's Grog Log (1998).
  {
    slug: "scorpion",
    de: {
      name: "Scorpion",
      description:
        "Die Einzelportion von Trader Vics berühmter Scorpion Bowl, die er einem Punsch aus dem Honolulu der 1930er-Jahre nachempfunden haben soll; so steht sie in seinem überarbeiteten Bartender's Guide von 1972.",
      steps: [
        "Alle Zutaten mit etwa 200 ml Crushed Ice im Blender rund 5 Sekunden mixen.",
        "Samt Eis in einen doppelten Tumbler gießen und mit Eis auffüllen.",
        "Mit einer Gardenie oder einem Minzzweig garnieren.",
      ],
      garnish: "Gardenie oder Minzzweig",
    },
    en: {
      name: "Scorpion",
      description:
        "The single serving of Trader Vic's famous Scorpion Bowl, said to be modelled on a punch from 1930s Honolulu; this is how it appears in his revised Bartender's Guide of 1972.",
      steps: [
        "Flash-blend all ingredients with about 200 ml crushed ice for around 5 seconds.",
        "Pour unstrained into a double rocks glass and top up with ice.",
        "Garnish with a gardenia or a mint sprig.",
      ],
      garnish: "Gardenia or mint sprig",
    },
    glass: "double-rocks",
    method: "blend",
    difficulty: "easy",
    lines: [
      {
        ing: "white-rum",
        amount: 6,
        unit: "cl",
        note: { de: "leichter Rum puerto-ricanischer Art", en: "light Puerto Rican-style rum" },
      },
      { ing: "brandy", amount: 3, unit: "cl" },
      { ing: "orange-juice", amount: 6, unit: "cl" },
      { ing: "lemon-juice", amount: 4.5, unit: "cl" },
      { ing: "orgeat", amount: 1.5, unit: "cl" },
    ],
    groups: ["tiki", "summer"],
    source: {
      title: "Trader Vic's Bartender's Guide (revised edition, 1972)",
      detail: "Scorpion (individual), as quoted by Difford's Guide",
    },
    base: "rum",
    taste: ["sour", "sweet"],
    strength: "strong",
  },
  // History: the same; Don the Beachcomber c. 1941.
  {
    slug: "test-pilot",
    de: {
      name: "Test Pilot",
      description:
        "Don the Beachcombers Drink von etwa 1941: zwei Rumsorten mit Orangenlikör, Falernum und Limette, dazu sein Geheimduo aus Angostura und ein paar Tropfen Anis – Vorbild für den späteren Jet Pilot.",
      steps: [
        "Alle Zutaten mit etwa 200 ml Crushed Ice im Blender höchstens 5 Sekunden mixen.",
        "Samt Eis in einen doppelten Tumbler gießen und mit Crushed Ice auffüllen.",
        "Eine Cocktailkirsche auf einem Spieß darüberlegen.",
      ],
      garnish: "Cocktailkirsche am Spieß",
    },
    en: {
      name: "Test Pilot",
      description:
        "Don the Beachcomber's drink of around 1941: two rums with orange liqueur, falernum and lime plus his secret pairing of Angostura and a few drops of anise – the model for the later Jet Pilot.",
      steps: [
        "Flash-blend all ingredients with about 200 ml crushed ice for no more than 5 seconds.",
        "Pour unstrained into a double rocks glass and top up with crushed ice.",
        "Garnish with a cocktail cherry on a pick.",
      ],
      garnish: "Cocktail cherry on a pick",
    },
    glass: "double-rocks",
    method: "blend",
    difficulty: "advanced",
    lines: [
      { ing: "jamaican-rum", amount: 4.5, unit: "cl", note: { de: "dunkel", en: "dark" } },
      {
        ing: "white-rum",
        amount: 2.25,
        unit: "cl",
        note: { de: "leichter Rum puerto-ricanischer Art", en: "light Puerto Rican-style rum" },
      },
      { ing: "triple-sec", amount: 1.5, unit: "cl" },
      { ing: "falernum", amount: 1.5, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
      { ing: "pastis", amount: 6, unit: "drop" },
    ],
    groups: ["tiki"],
    source: { title: "Jeff Berry, Beachbum Berry Remixed (2010)", detail: "also Grog Log (1998)" },
    base: "rum",
    taste: ["sour", "sweet"],
    strength: "strong",
  },
  // History: Berry, Remixed.
  {
    slug: "saturn",
    de: {
      name: "Saturn",
      description:
        "Einer der wenigen Tiki-Klassiker auf Gin-Basis: 1967 von J. „Popo“ Galsini in Kalifornien erdacht, zunächst als X-15, und mit Passionsfrucht, Orgeat und Falernum Sieger eines Barkeeper-Wettbewerbs.",
      steps: [
        "Alle Zutaten mit etwa 200 ml Crushed Ice im Blender kurz mixen.",
        "Samt Eis in einen doppelten Tumbler gießen.",
        "Eine Kirsche in einem Ring aus Zitronenzeste als Saturnring anrichten.",
      ],
      garnish: "Cocktailkirsche im Ring aus Zitronenzeste",
    },
    en: {
      name: "Saturn",
      description:
        "One of the few gin-based tiki classics: created by J. 'Popo' Galsini in California in 1967, first as the X-15, and a bartending-competition winner with passion fruit, orgeat and falernum.",
      steps: [
        "Flash-blend all ingredients with about 200 ml crushed ice.",
        "Pour unstrained into a double rocks glass.",
        "Garnish with a cherry set inside a ring of lemon peel, like Saturn's rings.",
      ],
      garnish: "Cocktail cherry in a ring of lemon peel",
    },
    glass: "double-rocks",
    method: "blend",
    difficulty: "advanced",
    lines: [
      { ing: "gin", amount: 3.75, unit: "cl" },
      { ing: "lemon-juice", amount: 1.5, unit: "cl" },
      { ing: "passion-fruit-syrup", amount: 1.5, unit: "cl" },
      { ing: "falernum", amount: 0.75, unit: "cl" },
      { ing: "orgeat", amount: 0.75, unit: "cl" },
    ],
    groups: ["tiki", "summer"],
    source: { title: "Jeff Berry, Beachbum Berry Remixed (2010)", detail: "as given by Serious Eats (2011)" },
    base: "gin",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  // History: from the same source.
  {
    slug: "port-light",
    de: {
      name: "Port Light",
      description:
        "Ein Tiki-Drink mit Bourbon aus dem Kahiki Supper Club in Columbus, Ohio, um 1961: Passionsfrucht und Grenadine färben ihn rot wie die Backbordlaterne, nach der er heißt.",
      steps: [
        "Alle Zutaten mit etwa 200 ml Crushed Ice im Blender rund 5 Sekunden mixen.",
        "Samt Eis in einen doppelten Tumbler gießen und mit Crushed Ice auffüllen.",
        "Mit einem Minzzweig garnieren.",
      ],
      garnish: "Minzzweig",
    },
    en: {
      name: "Port Light",
      description:
        "A bourbon tiki drink from the Kahiki Supper Club in Columbus, Ohio, around 1961: passion fruit and grenadine turn it red like the port-side lantern it is named after.",
      steps: [
        "Flash-blend all ingredients with about 200 ml crushed ice for around 5 seconds.",
        "Pour unstrained into a double rocks glass and top up with crushed ice.",
        "Garnish with a mint sprig.",
      ],
      garnish: "Mint sprig",
    },
    glass: "double-rocks",
    method: "blend",
    difficulty: "easy",
    lines: [
      { ing: "bourbon", amount: 4.5, unit: "cl" },
      { ing: "lemon-juice", amount: 3, unit: "cl" },
      { ing: "passion-fruit-syrup", amount: 1.5, unit: "cl" },
      { ing: "grenadine", amount: 0.75, unit: "cl" },
    ],
    groups: ["tiki", "sours"],
    source: {
      title: "Jeff Berry, Beachbum Berry Remixed (2010)",
      detail: "from the Kahiki Supper Club, Columbus (Ohio), as given by Punch",
    },
    base: "whiskey",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  // History: from the same source.
  {
    slug: "nui-nui",
    de: {
      name: "Nui Nui",
      description:
        "Don the Beachcomber mixte ihn Mitte der 1930er-Jahre in Hollywood zunächst als „Pupule“: gereifter Rum mit Limette, Orange, Zimt, Vanille und Piment – Tiki mit der Würze eines Weihnachtsmarkts.",
      steps: [
        "Alle Zutaten mit etwa 120 ml Crushed Ice im Blender höchstens 5 Sekunden mixen.",
        "In ein Collins-Glas gießen und mit Crushed Ice auffüllen.",
        "Eine lange, spiralig geschnittene Orangenzeste in den Drink stellen und über den Rand hängen lassen.",
      ],
      garnish: "Lange Orangenzeste als Spirale",
    },
    en: {
      name: "Nui Nui",
      description:
        "Don the Beachcomber first mixed it in mid-1930s Hollywood as the 'Pupule': aged rum with lime, orange, cinnamon, vanilla and allspice – tiki with a Christmas-market spice.",
      steps: [
        "Flash-blend all ingredients with about 120 ml crushed ice for no more than 5 seconds.",
        "Pour into a collins glass and top up with crushed ice.",
        "Sink a long spiral of orange peel into the drink, letting it hang over the rim.",
      ],
      garnish: "Long spiral of orange peel",
    },
    glass: "collins",
    method: "blend",
    difficulty: "advanced",
    lines: [
      {
        ing: "aged-rum",
        amount: 6,
        unit: "cl",
        note: { de: "bernsteinfarben, Virgin Islands", en: "amber, Virgin Islands" },
      },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "orange-juice", amount: 1.5, unit: "cl" },
      { ing: "cinnamon-syrup", amount: 0.75, unit: "cl" },
      { ing: "vanilla-syrup", amount: 1, unit: "barspoon" },
      { ing: "pimento-dram", amount: 1, unit: "barspoon" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["tiki"],
    source: { title: "Jeff Berry, Sippin' Safari (2007)" },
    base: "rum",
    taste: ["sweet", "sour"],
    strength: "strong",
  },
  // History: Berry, Remixed (2010), and Cocktail Virgin (2018).
  {
    slug: "cobras-fang",
    de: {
      name: "Cobra's Fang",
      description:
        "Eine der frühen Kreationen Don the Beachcombers von 1937: hochprozentiger Demerara-Rum mit Passionsfrucht, Falernum, Orange und Limette, dazu Angostura und ein Hauch Absinth.",
      steps: [
        "Alle Zutaten mit etwa 200 ml Crushed Ice im Blender kurz mixen.",
        "Samt Eis in einen Tiki-Becher gießen und mit Crushed Ice auffüllen.",
        "Mit Minzzweig und Limettenscheibe garnieren.",
      ],
      garnish: "Minzzweig und Limettenscheibe",
    },
    en: {
      name: "Cobra's Fang",
      description:
        "One of Don the Beachcomber's early creations of 1937: overproof Demerara rum with passion fruit, falernum, orange and lime, plus Angostura and a whisper of absinthe.",
      steps: [
        "Flash-blend all ingredients with about 200 ml crushed ice.",
        "Pour unstrained into a tiki mug and top up with crushed ice.",
        "Garnish with a mint sprig and a lime wheel.",
      ],
      garnish: "Mint sprig and lime wheel",
    },
    glass: "tiki",
    method: "blend",
    difficulty: "advanced",
    lines: [
      {
        ing: "overproof-rum",
        amount: 4.5,
        unit: "cl",
        note: { de: "Demerara-Rum mit 75 % vol.", en: "151-proof Demerara rum" },
      },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "orange-juice", amount: 1.5, unit: "cl" },
      {
        ing: "passion-fruit-syrup",
        amount: 1.5,
        unit: "cl",
        note: { de: "oder Fassionola", en: "or fassionola" },
      },
      { ing: "falernum", amount: 0.75, unit: "cl" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
      { ing: "absinthe", amount: 6, unit: "drop" },
    ],
    groups: ["tiki"],
    source: {
      title: "Jeff Berry, Beachbum Berry Remixed (2010)",
      detail: "the 1937 version, as quoted by Summit Sips (2020)",
    },
    base: "rum",
    taste: ["sweet", "sour"],
    strength: "strong",
  },
  // History: from the same source.
  {
    slug: "jet-pilot",
    de: {
      name: "Jet Pilot",
      description:
        "Um 1958 in Steve Cranes Restaurant The Luau in Beverly Hills aus Don the Beachcombers Test Pilot weiterentwickelt: drei Rumsorten, Grapefruit, Zimtsirup und Falernum – ein Kind des Düsenzeitalters.",
      steps: [
        "Alle Zutaten mit etwa 120 ml Crushed Ice im Blender höchstens 5 Sekunden mixen.",
        "Samt Eis in einen doppelten Tumbler gießen und mit Crushed Ice auffüllen.",
        "Mit einem Minzzweig garnieren.",
      ],
      garnish: "Minzzweig",
    },
    en: {
      name: "Jet Pilot",
      description:
        "Developed around 1958 from Don the Beachcomber's Test Pilot at Steve Crane's The Luau in Beverly Hills: three rums, grapefruit, cinnamon syrup and falernum – a child of the jet age.",
      steps: [
        "Flash-blend all ingredients with about 120 ml crushed ice for no more than 5 seconds.",
        "Pour unstrained into a double rocks glass and top up with crushed ice.",
        "Garnish with a mint sprig.",
      ],
      garnish: "Mint sprig",
    },
    glass: "double-rocks",
    method: "blend",
    difficulty: "professional",
    lines: [
      { ing: "jamaican-rum", amount: 3, unit: "cl", note: { de: "dunkel", en: "dark" } },
      { ing: "aged-rum", amount: 2.25, unit: "cl", note: { de: "goldener Rum", en: "gold rum" } },
      {
        ing: "overproof-rum",
        amount: 2.25,
        unit: "cl",
        note: { de: "Demerara-Rum mit 75 % vol.", en: "151-proof Demerara rum" },
      },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "grapefruit-juice", amount: 1.5, unit: "cl" },
      { ing: "cinnamon-syrup", amount: 1.5, unit: "cl" },
      { ing: "falernum", amount: 1.5, unit: "cl" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
      { ing: "absinthe", amount: 6, unit: "drop" },
    ],
    groups: ["tiki"],
    source: {
      title: "Jeff Berry, Sippin' Safari (2007)",
      detail: "from Steve Crane's The Luau, Beverly Hills, c. 1958",
    },
    base: "rum",
    taste: ["sour", "sweet"],
    strength: "strong",
  },
  // Gardenia Mix after Berry (honey, butter, cinnamon and vanilla syrups, allspice dram).
  {
    slug: "pearl-diver",
    de: {
      name: "Pearl Diver",
      description:
        "Don the Beachcombers eisgekühlte Antwort auf den Hot Buttered Rum, um 1937 entstanden und 2007 von Jeff „Beachbum“ Berry wiederentdeckt: Rum mit Zitrus und dem Gardenia Mix, einer gewürzten Honigbutter.",
      steps: [
        "Alle Zutaten mit etwa 120 ml Crushed Ice im Blender rund 15 Sekunden mixen, den Gardenia Mix zuerst hineingeben.",
        "Durch ein feines Sieb in ein Collins-Glas abseihen.",
        "Mit Crushed Ice auffüllen und mit einem Minzzweig garnieren.",
      ],
      garnish: "Minzzweig",
    },
    en: {
      name: "Pearl Diver",
      description:
        "Don the Beachcomber's ice-cold answer to the Hot Buttered Rum, created around 1937 and rediscovered by Jeff 'Beachbum' Berry in 2007: rum with citrus and Gardenia Mix, a spiced honey butter.",
      steps: [
        "Blend all ingredients with about 120 ml crushed ice for around 15 seconds, adding the Gardenia Mix first.",
        "Strain through a fine sieve into a collins glass.",
        "Top up with crushed ice and garnish with a mint sprig.",
      ],
      garnish: "Mint sprig",
    },
    glass: "collins",
    method: "blend",
    difficulty: "professional",
    lines: [
      { ing: "aged-rum", amount: 4.5, unit: "cl", note: { de: "goldener Rum", en: "gold rum" } },
      { ing: "demerara-rum", amount: 1.5, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "orange-juice", amount: 1.5, unit: "cl" },
      {
        ing: "gardenia-mix",
        amount: 1.5,
        unit: "cl",
        note: {
          de: "Butter und Honig mit Zimt-, Vanillesirup und Pimento Dram aufgeschlagen, zimmerwarm",
          en: "butter and honey whipped with cinnamon and vanilla syrups and allspice dram, at room temperature",
        },
      },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["tiki"],
    source: { title: "Jeff Berry, Sippin' Safari (2007)", detail: "as given by Punch" },
    base: "rum",
    taste: ["sweet", "sour"],
    strength: "strong",
  },
  // History: from the same source.
  {
    slug: "royal-hawaiian",
    de: {
      name: "Royal Hawaiian",
      description:
        "Ein Gin-Sour mit Ananas und Orgeat, 1948 im Moana Hotel am Waikiki Beach entstanden und 1951 in Ted Sauciers „Bottoms Up“ gedruckt; später Hausdrink des Princess Kaiulani Hotels.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken, damit sich ein feiner Schaum bildet.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
        "Mit einem Ananasstück garnieren.",
      ],
      garnish: "Ananasstück",
    },
    en: {
      name: "Royal Hawaiian",
      description:
        "A gin sour with pineapple and orgeat, created in 1948 at the Moana Hotel on Waikiki Beach and printed in Ted Saucier's 'Bottoms Up' in 1951; later the house drink of the Princess Kaiulani Hotel.",
      steps: [
        "Shake all ingredients hard with ice to build a fine foam.",
        "Double-strain into a chilled coupe.",
        "Garnish with a pineapple wedge.",
      ],
      garnish: "Pineapple wedge",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 4.5, unit: "cl" },
      { ing: "pineapple-juice", amount: 3, unit: "cl" },
      { ing: "lemon-juice", amount: 1.5, unit: "cl" },
      { ing: "orgeat", amount: 1.25, unit: "cl" },
    ],
    groups: ["tiki", "sours"],
    source: { title: "Difford's Guide", detail: "Royal Hawaiian, after Ted Saucier, Bottoms Up (1951)" },
    base: "gin",
    taste: ["sour", "fresh"],
    strength: "medium",
  },
  // History: Trader Vic's Book of Food and Drink (1946), quoted there.
  {
    slug: "queens-park-swizzle",
    de: {
      name: "Queen's Park Swizzle",
      description:
        "Der Hausdrink des Queen's Park Hotel in Port of Spain, Trinidad, aus den 1920er-Jahren: Demerara-Rum, Limette und Minze, mit dem Swizzle-Stick gequirlt. Trader Vic nannte ihn 1946 die angenehmste Form der Betäubung, die man bekommen könne.",
      steps: [
        "Minzblätter mit Zuckersirup und Limettensaft in einem Collins-Glas sanft andrücken.",
        "Den Rum hinzufügen, das Glas zu drei Vierteln mit Crushed Ice füllen und mit dem Swizzle-Stick quirlen, bis das Glas beschlägt.",
        "Mit Crushed Ice auffüllen und den Angostura obenauf träufeln, sodass eine rote Schicht entsteht.",
        "Mit einem Minzzweig garnieren.",
      ],
      garnish: "Minzzweig",
    },
    en: {
      name: "Queen's Park Swizzle",
      description:
        "The house drink of the Queen's Park Hotel in Port of Spain, Trinidad, in the 1920s: Demerara rum, lime and mint churned with a swizzle stick. In 1946 Trader Vic called it the most delightful form of anaesthesia on offer.",
      steps: [
        "Gently press the mint leaves with the sugar syrup and lime juice in a collins glass.",
        "Add the rum, fill the glass three-quarters with crushed ice and swizzle until the glass frosts.",
        "Top up with crushed ice and dash the Angostura over the top to form a red layer.",
        "Garnish with a mint sprig.",
      ],
      garnish: "Mint sprig",
    },
    glass: "collins",
    method: "swizzle",
    difficulty: "advanced",
    lines: [
      { ing: "demerara-rum", amount: 6, unit: "cl" },
      { ing: "lime-juice", amount: 2.25, unit: "cl" },
      {
        ing: "rich-simple-syrup",
        amount: 1.5,
        unit: "cl",
        note: { de: "gern aus Demerara-Zucker", en: "ideally demerara" },
      },
      { ing: "mint", amount: 8, unit: "leaf" },
      { ing: "angostura-bitters", amount: 4, unit: "dash" },
    ],
    groups: ["tiki", "summer"],
    source: { title: "Difford's Guide", detail: "Queen's Park Swizzle" },
    base: "rum",
    taste: ["fresh", "sour"],
    strength: "strong",
  },
  // History: Havana Club / François Monti, "Hotel Nacional Special".
  {
    slug: "hotel-nacional-special",
    de: {
      name: "Hotel Nacional Special",
      description:
        "Der Hausdrink des 1930 eröffneten Hotel Nacional de Cuba in Havanna; er gilt als Werk von Wil P. Taylor, der vor der Prohibition die Bar des alten Waldorf-Astoria geführt hatte. Ein Daiquiri mit Ananas und Aprikose.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
        "Eine Limettenscheibe auf den Drink legen.",
      ],
      garnish: "Limettenscheibe",
    },
    en: {
      name: "Hotel Nacional Special",
      description:
        "The house drink of Havana's Hotel Nacional de Cuba, opened in 1930; it is credited to Wil P. Taylor, who had run the old Waldorf-Astoria bar before Prohibition. A Daiquiri with pineapple and apricot.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Double-strain into a chilled coupe.",
        "Float a lime wheel on the drink.",
      ],
      garnish: "Lime wheel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      {
        ing: "aged-rum",
        amount: 6,
        unit: "cl",
        note: { de: "leicht gereift, kubanischer Art", en: "lightly aged, Cuban style" },
      },
      { ing: "pineapple-juice", amount: 3, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "simple-syrup", amount: 1.5, unit: "cl" },
      { ing: "apricot-brandy", amount: 0.75, unit: "cl" },
    ],
    groups: ["tiki", "sours", "classics"],
    source: { title: "Jim Meehan, The PDT Cocktail Book (2011)" },
    base: "rum",
    taste: ["sour", "sweet"],
    strength: "strong",
  },
  // History: the same; Garden & Gun ("Rum Runner: A Cocktail for Florida").
  {
    slug: "rum-runner",
    de: {
      name: "Rum Runner",
      description:
        "Anfang der 1970er-Jahre in der Tiki Bar des Holiday Isle Resort in Islamorada auf den Florida Keys entstanden, als Barchef „Tiki John“ Restbestände an Brombeer- und Bananenlikör loswerden musste; benannt nach den Schmugglern der Prohibition.",
      steps: [
        "Ein Hurricane-Glas mit Eis füllen.",
        "Alle Zutaten außer dem Overproof-Rum hineingeben und gut verrühren.",
        "Den Overproof-Rum obenauf gießen und mit einer Orangenscheibe garnieren.",
      ],
      garnish: "Orangenscheibe",
    },
    en: {
      name: "Rum Runner",
      description:
        "Born in the early 1970s at the Tiki Bar of the Holiday Isle resort in Islamorada, Florida Keys, when bar manager 'Tiki John' had surplus blackberry and banana liqueur to clear; named after the smugglers of Prohibition.",
      steps: [
        "Fill a hurricane glass with ice.",
        "Add all ingredients except the overproof rum and stir well.",
        "Float the overproof rum on top and garnish with an orange slice.",
      ],
      garnish: "Orange slice",
    },
    glass: "hurricane",
    method: "build",
    difficulty: "easy",
    lines: [
      {
        ing: "creme-de-mure",
        amount: 2.5,
        unit: "cl",
        note: { de: "oder Blackberry Brandy", en: "or blackberry brandy" },
      },
      { ing: "banana-liqueur", amount: 2.5, unit: "cl" },
      { ing: "dark-rum", amount: 1.5, unit: "cl" },
      { ing: "lime-juice", amount: 3, unit: "cl" },
      { ing: "grenadine", amount: 2, unit: "cl" },
      { ing: "overproof-rum", amount: 1.5, unit: "cl", note: { de: "als Float", en: "to float" } },
    ],
    groups: ["tiki", "summer"],
    source: {
      title: "Holiday Isle Tiki Bar, Islamorada (Florida)",
      detail: "the original, as printed by Naples Illustrated",
    },
    base: "rum",
    taste: ["sweet"],
    strength: "strong",
  },
  // History: various; the Nassau claim as reported by Dan Murphy's "Dan's Daily" — treated as a claim.
  {
    slug: "bahama-mama",
    de: {
      name: "Bahama Mama",
      description:
        "Ein Resort-Klassiker, der unter diesem Namen seit den frühen 1960er-Jahren bekannt ist; Oswald „Slade“ Greenslade vom Nassau Beach Hotel beanspruchte die Version mit Kaffeelikör für sich, die dem Drink seine dunkle Tiefe gibt.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In ein Hurricane-Glas auf frisches Eis abseihen.",
        "Mit Ananasstück und Cocktailkirsche garnieren.",
      ],
      garnish: "Ananasstück und Cocktailkirsche",
    },
    en: {
      name: "Bahama Mama",
      description:
        "A resort classic known by this name since the early 1960s; Oswald 'Slade' Greenslade of the Nassau Beach Hotel claimed the version with coffee liqueur, which gives the drink its dark depth.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Strain into a hurricane glass over fresh ice.",
        "Garnish with a pineapple wedge and a cocktail cherry.",
      ],
      garnish: "Pineapple wedge and cocktail cherry",
    },
    glass: "hurricane",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "dark-rum", amount: 3, unit: "cl" },
      { ing: "coconut-liqueur", amount: 3, unit: "cl", note: { de: "oder Kokosrum", en: "or coconut rum" } },
      { ing: "coffee-liqueur", amount: 1.5, unit: "cl" },
      { ing: "pineapple-juice", amount: 7.5, unit: "cl" },
      { ing: "lemon-juice", amount: 2.25, unit: "cl" },
    ],
    groups: ["tiki", "summer"],
    source: { title: "Liquor.com", detail: "Bahama Mama" },
    base: "rum",
    taste: ["sweet"],
    strength: "medium",
  },
  // History: from the same source.
  {
    slug: "blue-hawaii",
    de: {
      name: "Blue Hawaii",
      description:
        "1957 von Harry Yee im Hilton Hawaiian Village in Waikiki erfunden, als ein Vertreter ihm eine Flasche des neuen Blue Curaçao dagelassen hatte: Rum und Wodka mit Ananas und Zitrone, so blau wie der Pazifik.",
      steps: [
        "Ein Hurricane-Glas mit Eis füllen.",
        "Ananassaft, Zitronensaft, Zuckersirup, Blue Curaçao und Wodka in dieser Reihenfolge hineingeben, zuletzt den Rum.",
        "Sanft umrühren und mit Ananasstück und Orchidee garnieren.",
      ],
      garnish: "Ananasstück und Orchidee",
    },
    en: {
      name: "Blue Hawaii",
      description:
        "Invented in 1957 by Harry Yee at the Hilton Hawaiian Village in Waikiki after a sales rep left him a bottle of the new blue curaçao: rum and vodka with pineapple and lemon, as blue as the Pacific.",
      steps: [
        "Fill a hurricane glass with ice.",
        "Add the pineapple juice, lemon juice, sugar syrup, blue curaçao and vodka in that order, then the rum last.",
        "Stir gently and garnish with a pineapple wedge and an orchid.",
      ],
      garnish: "Pineapple wedge and orchid",
    },
    glass: "hurricane",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "pineapple-juice", amount: 9, unit: "cl" },
      { ing: "lemon-juice", amount: 1.5, unit: "cl" },
      { ing: "simple-syrup", amount: 1.5, unit: "cl" },
      { ing: "blue-curacao", amount: 1.5, unit: "cl" },
      { ing: "vodka", amount: 2.25, unit: "cl" },
      { ing: "white-rum", amount: 2.25, unit: "cl" },
    ],
    groups: ["tiki", "summer"],
    source: {
      title: "Harry Yee, Hilton Hawaiian Village, Honolulu (1957)",
      detail: "as given to the Honolulu Star-Advertiser (2016)",
      note: {
        de: "Sweet and Sour als Zitronensaft und Zuckersirup",
        en: "sweet-and-sour written as lemon juice and syrup",
      },
    },
    base: "rum",
    taste: ["sweet", "fresh"],
    strength: "medium",
  },
  // History: All At Sea, "Rum Review: Bermuda's Swizzle".
  {
    slug: "rum-swizzle",
    de: {
      name: "Bermuda Rum Swizzle",
      description:
        "Bermudas Nationaldrink, seit 1932 im Swizzle Inn in Bailey's Bay krugweise gequirlt: dunkler und goldener Rum mit Ananas, Orange, Limette und Falernum.",
      steps: [
        "Alle Zutaten in ein Collins-Glas geben und zu drei Vierteln mit Crushed Ice füllen.",
        "Mit dem Swizzle-Stick kräftig quirlen, bis das Glas beschlägt und sich Schaum bildet.",
        "Mit Crushed Ice auffüllen und mit Orangenscheibe und Cocktailkirsche garnieren.",
      ],
      garnish: "Orangenscheibe und Cocktailkirsche",
    },
    en: {
      name: "Bermuda Rum Swizzle",
      description:
        "Bermuda's national drink, swizzled by the pitcher at the Swizzle Inn in Bailey's Bay since 1932: dark and gold rum with pineapple, orange, lime and falernum.",
      steps: [
        "Add all ingredients to a collins glass and fill it three-quarters with crushed ice.",
        "Swizzle hard until the glass frosts and a foam forms.",
        "Top up with crushed ice and garnish with an orange slice and a cocktail cherry.",
      ],
      garnish: "Orange slice and cocktail cherry",
    },
    glass: "collins",
    method: "swizzle",
    difficulty: "advanced",
    lines: [
      { ing: "dark-rum", amount: 3, unit: "cl", note: { de: "dunkler Bermuda-Rum", en: "dark Bermuda rum" } },
      {
        ing: "aged-rum",
        amount: 3,
        unit: "cl",
        note: { de: "goldener Barbados-Rum", en: "gold Barbados rum" },
      },
      { ing: "pineapple-juice", amount: 4, unit: "cl" },
      { ing: "orange-juice", amount: 4, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "falernum", amount: 1.5, unit: "cl" },
      { ing: "angostura-bitters", amount: 2, unit: "dash" },
    ],
    groups: ["tiki", "summer"],
    source: {
      title: "Swizzle Inn, Bailey's Bay (Bermuda)",
      detail: "as printed by Bahama Bob's Rumstyles (2011)",
      note: { de: "Krug-Rezept auf einen Drink verkleinert", en: "pitcher recipe scaled to one drink" },
    },
    base: "rum",
    taste: ["sweet", "sour"],
    strength: "strong",
  },
  // History: Difford's Guide "Corn 'n' Oil".
  {
    slug: "corn-n-oil",
    de: {
      name: "Corn 'n' Oil",
      description:
        "Ein alter Drink aus Barbados, dessen Herkunft im Dunkeln liegt: schwerer dunkler Rum auf Falernum mit Limette und Angostura. Der Name soll daher rühren, dass der Rum wie Öl über dem Falernum liegt.",
      steps: [
        "Falernum, Limettensaft und Angostura in einen Tumbler geben.",
        "Mit Crushed Ice füllen und den Rum darübergießen.",
        "Kurz umrühren und mit einer Limettenspalte garnieren.",
      ],
      garnish: "Limettenspalte",
    },
    en: {
      name: "Corn 'n' Oil",
      description:
        "An old drink from Barbados of obscure origin: heavy dark rum over falernum with lime and Angostura. The name is said to come from the rum lying on the falernum like oil.",
      steps: [
        "Add the falernum, lime juice and Angostura to a rocks glass.",
        "Fill with crushed ice and pour the rum over it.",
        "Stir briefly and garnish with a lime wedge.",
      ],
      garnish: "Lime wedge",
    },
    glass: "rocks",
    method: "build",
    difficulty: "easy",
    lines: [
      {
        ing: "dark-rum",
        amount: 6,
        unit: "cl",
        note: { de: "Blackstrap-Rum oder gereifter Barbados-Rum", en: "blackstrap rum or aged Barbados rum" },
      },
      { ing: "falernum", amount: 1.5, unit: "cl" },
      { ing: "lime-juice", amount: 0.75, unit: "cl" },
      { ing: "angostura-bitters", amount: 2, unit: "dash" },
    ],
    groups: ["tiki"],
    source: { title: "Martin & Rebecca Cate, Smuggler's Cove (2016)" },
    base: "rum",
    taste: ["sweet", "bitter"],
    strength: "strong",
  },
  // History: from the same source.
  {
    slug: "ancient-mariner",
    de: {
      name: "Ancient Mariner",
      description:
        "Jeff „Beachbum“ Berrys eigene Kreation von 1994, entstanden beim Versuch, Trader Vics Navy Grog nachzubauen: zwei Rumsorten mit Limette, Grapefruit und einem Hauch Piment.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In einen doppelten Tumbler auf Crushed Ice abseihen.",
        "Mit Limettenspalte und Minzzweig garnieren.",
      ],
      garnish: "Limettenspalte und Minzzweig",
    },
    en: {
      name: "Ancient Mariner",
      description:
        "Jeff 'Beachbum' Berry's own creation of 1994, born while trying to reconstruct Trader Vic's Navy Grog: two rums with lime, grapefruit and a touch of allspice.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Strain into a double rocks glass over crushed ice.",
        "Garnish with a lime wedge and a mint sprig.",
      ],
      garnish: "Lime wedge and mint sprig",
    },
    glass: "double-rocks",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "demerara-rum", amount: 3, unit: "cl" },
      { ing: "jamaican-rum", amount: 3, unit: "cl", note: { de: "dunkel", en: "dark" } },
      { ing: "lime-juice", amount: 2.25, unit: "cl" },
      { ing: "grapefruit-juice", amount: 1.5, unit: "cl" },
      { ing: "simple-syrup", amount: 1.5, unit: "cl" },
      { ing: "pimento-dram", amount: 0.75, unit: "cl" },
    ],
    groups: ["tiki"],
    source: { title: "Jeff Berry, Beachbum Berry Remixed (2010)", detail: "also Grog Log (1998)" },
    base: "rum",
    taste: ["sour", "sweet"],
    strength: "strong",
  },
  // History: both.
  {
    slug: "halekulani",
    de: {
      name: "Halekulani",
      description:
        "Aus der Lounge „House Without a Key“ des Halekulani Hotels am Waikiki Beach, um die 1930er-Jahre: ein Bourbon-Sour mit Zitrone, Orange, Ananas und Grenadine – der ideale Einstieg für Whiskeytrinker in die Tiki-Welt.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
        "Mit einer essbaren Orchidee garnieren.",
      ],
      garnish: "Essbare Orchidee",
    },
    en: {
      name: "Halekulani",
      description:
        "From the House Without a Key lounge of the Halekulani Hotel on Waikiki Beach, around the 1930s: a bourbon sour with lemon, orange, pineapple and grenadine – the ideal way into tiki for whiskey drinkers.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Double-strain into a chilled coupe.",
        "Garnish with an edible orchid.",
      ],
      garnish: "Edible orchid",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "bourbon", amount: 4.5, unit: "cl" },
      { ing: "lemon-juice", amount: 1.5, unit: "cl" },
      { ing: "orange-juice", amount: 1.5, unit: "cl" },
      { ing: "pineapple-juice", amount: 1.5, unit: "cl" },
      { ing: "demerara-syrup", amount: 0.75, unit: "cl" },
      { ing: "grenadine", amount: 1, unit: "barspoon" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["tiki", "sours"],
    source: {
      title: "Martin & Rebecca Cate, Smuggler's Cove (2016)",
      detail: "after Jeff Berry, Sippin' Safari (2007)",
    },
    base: "whiskey",
    taste: ["sour", "sweet"],
    strength: "medium",
  },
  // Not tiki but its Caribbean ancestor. History: the Martinique custom "chacun prépare sa propre mort"
  // (The Fizzy Coupe; Prestige Villa Rental magazine).
  {
    slug: "ti-punch",
    de: {
      name: "Ti' Punch",
      description:
        "Der „petit punch“ der französischen Antillen, Nationaldrink von Martinique und Guadeloupe: weißer Rhum agricole mit Rohrzuckersirup und einem Stück Limette. Traditionell mischt ihn jeder selbst – „chacun prépare sa propre mort“.",
      steps: [
        "Den Rohrzuckersirup in einen Tumbler geben und die Limettenscheibe darüber ausdrücken und hineinfallen lassen.",
        "Den Rhum agricole zugießen und gut verrühren, bis sich der Sirup verbunden hat.",
        "Pur oder mit einem einzelnen Eiswürfel servieren.",
      ],
      garnish: "Limettenscheibe im Glas",
    },
    en: {
      name: "Ti' Punch",
      description:
        "The 'petit punch' of the French Antilles and national drink of Martinique and Guadeloupe: white rhum agricole with cane syrup and a piece of lime. Traditionally everyone mixes their own – 'chacun prépare sa propre mort'.",
      steps: [
        "Put the cane syrup in a rocks glass, squeeze the lime slice over it and drop it in.",
        "Pour in the rhum agricole and stir well until the syrup is incorporated.",
        "Serve neat or with a single ice cube.",
      ],
      garnish: "Lime slice in the glass",
    },
    glass: "rocks",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "rhum-agricole", amount: 4, unit: "cl", note: { de: "weiß (blanc)", en: "white (blanc)" } },
      { ing: "cane-sugar-syrup", amount: 1, unit: "cl" },
      { ing: "lime", amount: 1, unit: "slice" },
    ],
    groups: ["classics", "summer"],
    source: { title: "Winedharma", detail: "Ti' Punch: 4 cl white agricole, 1 cl cane syrup, a lime disc" },
    base: "rum",
    taste: ["sour", "sweet"],
    strength: "strong",
  },
];

const alcoholFree: RecipeSeed[] = [
  // History: from the same source.
  {
    slug: "arnold-palmer",
    de: {
      name: "Arnold Palmer",
      description:
        "Benannt nach dem Golfstar Arnold Palmer, der sich seit den 1960er-Jahren Eistee mit einem Drittel Limonade bestellte – bis in Palm Springs eine Frau am Nebentisch „das, was Arnold Palmer trinkt“ verlangte.",
      steps: [
        "Zitronensaft, Zuckersirup und Wasser in einem Highball-Glas zu Limonade verrühren.",
        "Das Glas mit Eis füllen und mit dem kalten Schwarztee auffüllen.",
        "Kurz verrühren und mit einer Zitronenscheibe garnieren.",
      ],
      garnish: "Zitronenscheibe",
    },
    en: {
      name: "Arnold Palmer",
      description:
        "Named after golf star Arnold Palmer, who from the 1960s ordered iced tea with a third of lemonade – until a woman at the next table in Palm Springs asked for 'that Arnold Palmer drink'.",
      steps: [
        "Stir the lemon juice, sugar syrup and water together in a highball glass to make lemonade.",
        "Fill the glass with ice and top up with the cold black tea.",
        "Stir briefly and garnish with a lemon slice.",
      ],
      garnish: "Lemon slice",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      {
        ing: "black-tea",
        amount: 12,
        unit: "cl",
        note: { de: "frisch aufgebrüht, abgekühlt, ungesüßt", en: "freshly brewed, chilled, unsweetened" },
      },
      { ing: "lemon-juice", amount: 2.5, unit: "cl" },
      { ing: "simple-syrup", amount: 2, unit: "cl" },
      { ing: "water", amount: 3, unit: "cl" },
    ],
    groups: ["alcohol-free", "summer"],
    source: {
      title: "Arnold Palmer, in ESPN's 30 for 30 short (2012)",
      detail: "two parts unsweetened iced tea to one part lemonade, as quoted by the Washington Post (2016)",
    },
    base: "none",
    taste: ["fresh", "sour"],
    strength: "none",
  },
  // History: from the same source.
  {
    slug: "raspberry-lime-rickey",
    de: {
      name: "Raspberry Lime Rickey",
      description:
        "In den Sodabrunnen der USA wurde aus dem Rickey der 1880er-Jahre ein alkoholfreier Drink aus Limette, Sirup und Soda; in Neuengland mixt man ihn bis heute mit Himbeersirup.",
      steps: [
        "Den Limettensaft in ein Highball-Glas geben und das Glas zu drei Vierteln mit Crushed Ice füllen.",
        "Den Himbeersirup zugeben.",
        "Mit Soda auffüllen und dabei von unten nach oben verrühren.",
        "Die ausgepresste Limettenhälfte und ein paar Himbeeren als Garnitur dazugeben.",
      ],
      garnish: "Ausgepresste Limettenhälfte und Himbeeren",
    },
    en: {
      name: "Raspberry Lime Rickey",
      description:
        "America's soda fountains turned the Rickey of the 1880s into an alcohol-free drink of lime, syrup and soda; New England still makes it with raspberry syrup.",
      steps: [
        "Pour the lime juice into a highball glass and fill it three-quarters with crushed ice.",
        "Add the raspberry syrup.",
        "Top up with soda water, stirring from the bottom up.",
        "Drop in the squeezed lime shell and a few raspberries to garnish.",
      ],
      garnish: "Squeezed lime shell and raspberries",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "lime-juice", amount: 3, unit: "cl" },
      { ing: "raspberry-syrup", amount: 3, unit: "cl" },
      { ing: "soda-water", unit: "top" },
    ],
    groups: ["alcohol-free", "summer"],
    source: {
      title: "Serious Eats, The Rise and Fall of the Lime Rickey (2015)",
      note: {
        de: "gebaut nach der Methode von Sip'n Soda (Imbibe, März/April 2024), mit dem Himbeersirup Neuenglands",
        en: "built after Sip'n Soda's method (Imbibe, March/April 2024), with New England's raspberry syrup",
      },
    },
    base: "none",
    taste: ["sour", "sweet"],
    strength: "none",
  },
  // Water, cider vinegar, maple syrup or molasses, fresh ginger. History: the same.
  {
    slug: "switchel",
    de: {
      name: "Switchel",
      description:
        "Das Erfrischungsgetränk der Heuernte im kolonialen Neuengland, auch Haymaker's Punch genannt und schon bei Herman Melville erwähnt: Apfelessig, Ahornsirup und frischer Ingwer mit kaltem Wasser.",
      steps: [
        "Den Ingwer fein in ein Rührglas reiben, Apfelessig, Ahornsirup und gegebenenfalls Zitronensaft zugeben und 10 Minuten ziehen lassen.",
        "Das kalte Wasser zugeben und gut verrühren.",
        "Durch ein feines Sieb in ein Highball-Glas auf Eis abseihen.",
        "Mit einer Zitronenscheibe garnieren.",
      ],
      garnish: "Zitronenscheibe",
    },
    en: {
      name: "Switchel",
      description:
        "The haymaking refresher of colonial New England, also called Haymaker's Punch and mentioned by Herman Melville: apple cider vinegar, maple syrup and fresh ginger with cold water.",
      steps: [
        "Finely grate the ginger into a mixing glass, add the vinegar, maple syrup and the lemon juice if using, and leave to infuse for 10 minutes.",
        "Add the cold water and stir well.",
        "Strain through a fine sieve into a highball glass over ice.",
        "Garnish with a lemon slice.",
      ],
      garnish: "Lemon slice",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "ginger", amount: 2, unit: "slice", note: { de: "frisch", en: "fresh" } },
      { ing: "apple-cider-vinegar", amount: 2, unit: "cl" },
      { ing: "maple-syrup", amount: 2.5, unit: "cl" },
      { ing: "lemon-juice", amount: 1, unit: "cl", optional: true },
      { ing: "water", amount: 15, unit: "cl" },
    ],
    groups: ["alcohol-free", "summer"],
    source: {
      title: "Yankee Magazine, Switchel | Haymaker's Punch (July 1975)",
      detail: "also hhhistory.com (2020)",
    },
    base: "none",
    taste: ["sour", "fresh"],
    strength: "none",
  },
  // History: Difford's Guide.
  {
    slug: "virgin-paloma",
    de: {
      name: "Virgin Paloma",
      description:
        "Mexikos liebster Highball, dessen Name „Taube“ bedeutet, hier ohne Tequila: frischer Grapefruitsaft, Limette, ein Hauch Agave und eine Prise Salz, mit Soda aufgefüllt.",
      steps: [
        "Grapefruitsaft, Limettensaft, Agavendicksaft und Salz in einem Highball-Glas verrühren, bis sich Sirup und Salz gelöst haben.",
        "Das Glas mit Eis füllen und mit Soda auffüllen.",
        "Kurz verrühren und mit einer Grapefruitspalte garnieren.",
      ],
      garnish: "Grapefruitspalte",
    },
    en: {
      name: "Virgin Paloma",
      description:
        "Mexico's favourite highball, whose name means 'dove', here without tequila: fresh grapefruit juice, lime, a touch of agave and a pinch of salt, topped with soda.",
      steps: [
        "Stir the grapefruit juice, lime juice, agave syrup and salt in a highball glass until the syrup and salt dissolve.",
        "Fill the glass with ice and top up with soda water.",
        "Stir briefly and garnish with a grapefruit wedge.",
      ],
      garnish: "Grapefruit wedge",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      {
        ing: "grapefruit-juice",
        amount: 9,
        unit: "cl",
        note: { de: "frisch gepresst", en: "freshly squeezed" },
      },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "agave-syrup", amount: 1.5, unit: "cl" },
      { ing: "salt", unit: "pinch" },
      { ing: "soda-water", unit: "top" },
    ],
    groups: ["alcohol-free", "summer"],
    source: {
      title: "Difford's Guide",
      detail: "Paloma (fresh-juice build)",
      note: { de: "ohne den Tequila", en: "with the tequila left out" },
    },
    base: "none",
    taste: ["fresh", "sour"],
    strength: "none",
  },
  {
    slug: "agua-fresca-de-sandia",
    de: {
      name: "Agua fresca de sandía",
      description:
        "Die Wassermelonen-Erfrischung der mexikanischen Straßenstände und Märkte: reife Melone mit Wasser püriert, durchgesiebt und mit Limette und etwas Zucker abgeschmeckt.",
      steps: [
        "Die Wassermelone mit dem Wasser im Blender glatt pürieren.",
        "Durch ein feines Sieb streichen und mit Limettensaft und Zuckersirup abschmecken.",
        "In ein Highball-Glas auf Eis gießen und mit einer Limettenscheibe garnieren.",
      ],
      garnish: "Limettenscheibe",
    },
    en: {
      name: "Agua fresca de sandía",
      description:
        "The watermelon refresher of Mexico's street stalls and markets: ripe melon blended with water, sieved and seasoned with lime and a little sugar.",
      steps: [
        "Blend the watermelon with the water until smooth.",
        "Press through a fine sieve and season with the lime juice and sugar syrup.",
        "Pour into a highball glass over ice and garnish with a lime wheel.",
      ],
      garnish: "Lime wheel",
    },
    glass: "highball",
    method: "blend",
    difficulty: "easy",
    lines: [
      {
        ing: "watermelon",
        amount: 8,
        unit: "piece",
        note: { de: "Würfel à ca. 3 cm, ohne Kerne", en: "3 cm cubes, seeded" },
      },
      { ing: "water", amount: 6, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "simple-syrup", amount: 1, unit: "cl", note: { de: "je nach Süße der Melone", en: "to taste" } },
    ],
    groups: ["alcohol-free", "summer"],
    source: {
      title: "Rick Stein, The Road to Mexico (2017)",
      detail: "as reprinted by MexGrocer",
      note: { de: "auf ein Glas verkleinert", en: "scaled to one glass" },
    },
    base: "none",
    taste: ["fresh", "sweet"],
    strength: "none",
  },
  {
    slug: "mango-lassi",
    de: {
      name: "Mango Lassi",
      description:
        "Der Joghurtdrink aus dem Punjab, mit reifer Mango aufgeschlagen, wie man ihn in Indien, Pakistan und Bangladesch zur scharfen Küche trinkt – cremig, fruchtig und kühlend.",
      steps: [
        "Mangopüree, Joghurt, Milch, Zucker und Kardamom im Blender schaumig mixen.",
        "In ein gekühltes Highball-Glas gießen, nach Wunsch auf ein paar Eiswürfel.",
        "Mit gehackten Pistazien bestreuen.",
      ],
      garnish: "Gehackte Pistazien",
    },
    en: {
      name: "Mango Lassi",
      description:
        "The yoghurt drink of the Punjab whipped up with ripe mango, as drunk with spicy food across India, Pakistan and Bangladesh – creamy, fruity and cooling.",
      steps: [
        "Blend the mango purée, yoghurt, milk, sugar and cardamom until frothy.",
        "Pour into a chilled highball glass, over a few ice cubes if you like.",
        "Sprinkle with chopped pistachios.",
      ],
      garnish: "Chopped pistachios",
    },
    glass: "highball",
    method: "blend",
    difficulty: "easy",
    lines: [
      {
        ing: "mango-puree",
        amount: 9,
        unit: "cl",
        note: { de: "aus reifen Mangos", en: "from ripe mangoes" },
      },
      { ing: "yogurt", amount: 9, unit: "cl", note: { de: "Vollmilchjoghurt", en: "whole-milk yoghurt" } },
      { ing: "milk", amount: 3, unit: "cl" },
      { ing: "sugar", amount: 1, unit: "tsp", optional: true },
      { ing: "cardamom", unit: "pinch", note: { de: "gemahlen", en: "ground" } },
    ],
    groups: ["alcohol-free", "summer"],
    source: {
      title: "Anissa Helou, Feast: Food of the Islamic World (2018)",
      note: {
        de: "Rezept für vier auf ein Glas verkleinert, mit der Prise Kardamom aus dem Punjab",
        en: "the recipe for four scaled to one, with the Punjabi pinch of cardamom",
      },
    },
    base: "none",
    taste: ["sweet"],
    strength: "none",
  },
  // Raspberries, vinegar, sugar pint for pint, mixed with water. History: the same.
  {
    slug: "raspberry-shrub",
    de: {
      name: "Raspberry Shrub",
      description:
        "Ein Trinkessig aus dem Amerika des 18. und 19. Jahrhunderts: Himbeeren, Zucker und Essig, mit Wasser verdünnt. Lydia Maria Child empfahl ihn 1832 als Sommergetränk anstelle von Portwein; heute füllt man ihn mit Soda auf.",
      steps: [
        "Himbeeren und Zucker im Shaker zerdrücken und 10 Minuten Saft ziehen lassen.",
        "Den Essig zugeben und mit Eis kräftig shaken.",
        "In ein Highball-Glas auf frisches Eis doppelt abseihen.",
        "Mit Soda auffüllen und mit ein paar Himbeeren garnieren.",
      ],
      garnish: "Himbeeren",
    },
    en: {
      name: "Raspberry Shrub",
      description:
        "A drinking vinegar from 18th- and 19th-century America: raspberries, sugar and vinegar diluted with water. Lydia Maria Child recommended it in 1832 as a summer drink in place of port; today it is topped with soda.",
      steps: [
        "Muddle the raspberries with the sugar in a shaker and leave for 10 minutes to draw the juice.",
        "Add the vinegar and shake hard with ice.",
        "Double-strain into a highball glass over fresh ice.",
        "Top up with soda water and garnish with a few raspberries.",
      ],
      garnish: "Raspberries",
    },
    glass: "highball",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "raspberry", amount: 10, unit: "piece" },
      { ing: "sugar", amount: 2, unit: "tsp" },
      {
        ing: "vinegar",
        amount: 2,
        unit: "cl",
        note: { de: "Apfel- oder Weißweinessig", en: "cider or white wine vinegar" },
      },
      { ing: "soda-water", unit: "top" },
    ],
    groups: ["alcohol-free", "summer"],
    source: {
      title: "Lydia Maria Child, The American Frugal Housewife (1832)",
      note: {
        de: "à la minute gemacht und mit Soda verlängert",
        en: "made à la minute and lengthened with soda",
      },
    },
    base: "none",
    taste: ["sour", "fresh"],
    strength: "none",
  },
  // History: newyorkcity-eats.com, "Louis Auster", and the 1964 New York Herald Tribune account it cites.
  {
    slug: "egg-cream",
    de: {
      name: "Egg Cream",
      description:
        "Ein New Yorker Sodabrunnen-Klassiker ganz ohne Ei und Sahne: Milch, Schokoladensirup und Soda. Er gilt als Erfindung des Süßwarenhändlers Louis Auster an der Lower East Side um 1900.",
      steps: [
        "Die eiskalte Milch in ein gekühltes Highball-Glas gießen.",
        "Mit Soda bis etwa drei Viertel auffüllen und mit einem langen Löffel rühren, bis sich eine weiße Schaumkrone bildet.",
        "Den Schokoladensirup zugeben, mit Soda auffüllen und kräftig durchrühren; sofort servieren.",
      ],
      garnish: "",
    },
    en: {
      name: "Egg Cream",
      description:
        "A New York soda-fountain classic with neither egg nor cream: milk, chocolate syrup and seltzer. It is credited to candy-store owner Louis Auster on the Lower East Side around 1900.",
      steps: [
        "Pour the ice-cold milk into a chilled highball glass.",
        "Fill to about three-quarters with soda water, stirring with a long spoon until a white head forms.",
        "Add the chocolate syrup, top up with soda and stir vigorously; serve at once.",
      ],
      garnish: "",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "milk", amount: 7.5, unit: "cl", note: { de: "Vollmilch", en: "whole milk" } },
      { ing: "soda-water", amount: 12, unit: "cl" },
      { ing: "chocolate-syrup", amount: 3, unit: "cl" },
    ],
    groups: ["alcohol-free"],
    source: {
      title: "Brooklyn Farmacy & Soda Fountain",
      detail: "its method (milk, seltzer, then syrup), as reported by Edible Brooklyn (2010)",
    },
    base: "none",
    taste: ["sweet"],
    strength: "none",
  },
  {
    slug: "verjus-spritz",
    de: {
      name: "Verjus-Spritz",
      description:
        "Ein alkoholfreier Weißweinspritzer, wie ihn Julia Bainbridge in „Good Drinks“ (2020) vorstellt: weißer Verjus – der unvergorene Saft unreifer Weintrauben – mit Tonic und Soda, trocken und mit sanfter Säure.",
      steps: [
        "Ein Weinglas mit Eis füllen.",
        "Verjus, Tonic Water und Soda nacheinander hineingießen.",
        "Einmal sanft umrühren und mit der Zitronenzeste garnieren.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Verjus Spritz",
      description:
        "An alcohol-free white-wine spritzer as Julia Bainbridge presents it in 'Good Drinks' (2020): white verjus – the unfermented juice of unripe wine grapes – with tonic and soda, dry and softly tart.",
      steps: [
        "Fill a wine glass with ice.",
        "Pour in the verjus, tonic water and soda water one after the other.",
        "Stir once gently and garnish with the lemon peel.",
      ],
      garnish: "Lemon peel",
    },
    glass: "wine",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "verjus", amount: 6, unit: "cl", note: { de: "weiß", en: "white" } },
      { ing: "tonic-water", amount: 6, unit: "cl" },
      { ing: "soda-water", amount: 6, unit: "cl" },
    ],
    groups: ["alcohol-free", "aperitivo"],
    source: {
      title: "Julia Bainbridge, Good Drinks (2020)",
      detail: "as shared with Into the Gloss (2022)",
      note: { de: "gleiche Teile sind unsere Lesart", en: "equal parts are our reading" },
    },
    base: "none",
    taste: ["fresh", "sour"],
    strength: "none",
  },
  // History: IBA / Difford's Guide "French 75".
  {
    slug: "alcohol-free-french-75",
    de: {
      name: "Alkoholfreier French 75",
      description:
        "Der nach dem französischen 75-mm-Geschütz des Ersten Weltkriegs benannte Klassiker ohne Alkohol: alkoholfreier Gin, Zitrone und Zuckersirup, mit alkoholfreiem Sekt aufgefüllt.",
      steps: [
        "Alkoholfreien Gin, Zitronensaft und Zuckersirup mit Eis shaken.",
        "In eine gekühlte Sektflöte abseihen.",
        "Mit alkoholfreiem Sekt auffüllen und mit einer Zitronenzeste garnieren.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Alcohol-free French 75",
      description:
        "The classic named after the French 75 mm field gun of the First World War, without alcohol: alcohol-free gin, lemon and sugar syrup topped with alcohol-free sparkling wine.",
      steps: [
        "Shake the alcohol-free gin, lemon juice and sugar syrup with ice.",
        "Strain into a chilled flute.",
        "Top up with alcohol-free sparkling wine and garnish with a lemon twist.",
      ],
      garnish: "Lemon twist",
    },
    glass: "flute",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "alcohol-free-gin", amount: 3, unit: "cl" },
      { ing: "lemon-juice", amount: 1.5, unit: "cl" },
      { ing: "simple-syrup", amount: 1.5, unit: "cl" },
      { ing: "non-alcoholic-sparkling-wine", amount: 6, unit: "cl" },
    ],
    groups: ["alcohol-free"],
    source: {
      title: "IBA Official Cocktails (2024)",
      detail: "French 75",
      note: {
        de: "mit alkoholfreiem Gin und alkoholfreiem Sekt",
        en: "with alcohol-free gin and alcohol-free sparkling wine",
      },
    },
    base: "none",
    taste: ["fresh", "sour"],
    strength: "none",
  },
  // History: LearningHerbs, "Sekanjabin" (mention in the 10th-century Al-Fihrist).
  {
    slug: "sekanjabin",
    de: {
      name: "Sekanjabin",
      description:
        "Eines der ältesten Erfrischungsgetränke Persiens, schon im 10. Jahrhundert erwähnt: ein süß-saurer Sirup aus Zucker und Essig mit Minze, mit eiskaltem Wasser und geraspelter Gurke serviert.",
      steps: [
        "Zuckersirup, Essig und Minzblätter in einem Rührglas leicht andrücken und 10 Minuten ziehen lassen.",
        "In ein Highball-Glas auf Eis abseihen und die geraspelte Gurke zugeben.",
        "Mit dem kalten Wasser auffüllen, verrühren und mit einem Minzzweig garnieren.",
      ],
      garnish: "Minzzweig",
    },
    en: {
      name: "Sekanjabin",
      description:
        "One of Persia's oldest refreshers, mentioned as early as the 10th century: a sweet-and-sour syrup of sugar and vinegar with mint, served with iced water and grated cucumber.",
      steps: [
        "Lightly press the sugar syrup, vinegar and mint leaves in a mixing glass and leave to infuse for 10 minutes.",
        "Strain into a highball glass over ice and add the grated cucumber.",
        "Top up with the cold water, stir and garnish with a mint sprig.",
      ],
      garnish: "Mint sprig",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "simple-syrup", amount: 4, unit: "cl" },
      { ing: "vinegar", amount: 1, unit: "cl", note: { de: "Weißweinessig", en: "white wine vinegar" } },
      { ing: "mint", amount: 8, unit: "leaf" },
      { ing: "cucumber", amount: 2, unit: "tbsp", note: { de: "fein geraspelt", en: "finely grated" } },
      { ing: "water", amount: 12, unit: "cl" },
    ],
    groups: ["alcohol-free", "summer"],
    source: {
      title: "New York Persian Center, Iranian Drinks: Sekanjabin syrup (2018)",
      note: { de: "à la minute gemacht", en: "made à la minute" },
    },
    base: "none",
    taste: ["sweet", "sour", "fresh"],
    strength: "none",
  },
  // History: the sour template goes back to Jerry Thomas (1862).
  {
    slug: "chamomile-sour",
    de: {
      name: "Kamillen-Sour",
      description:
        "Ein alkoholfreier Sour nach dem Muster, das Jerry Thomas 1862 erstmals druckte: kräftig gezogener Kamillentee statt Spirituose, Zitrone und Honig, mit Aquafaba statt Eiweiß aufgeschäumt – vegan und blumig.",
      steps: [
        "Alle Zutaten ohne Eis kräftig trocken shaken (Dry Shake).",
        "Eis zugeben und noch einmal kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
        "Ein paar getrocknete Kamillenblüten auf den Schaum streuen.",
      ],
      garnish: "Getrocknete Kamillenblüten",
    },
    en: {
      name: "Chamomile Sour",
      description:
        "An alcohol-free sour on the pattern Jerry Thomas first printed in 1862: strongly brewed chamomile tea in place of spirit, lemon and honey, foamed with aquafaba instead of egg white – vegan and floral.",
      steps: [
        "Dry-shake all ingredients hard without ice.",
        "Add ice and shake hard again.",
        "Double-strain into a chilled coupe.",
        "Scatter a few dried chamomile flowers over the foam.",
      ],
      garnish: "Dried chamomile flowers",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "advanced",
    lines: [
      {
        ing: "chamomile-tea",
        amount: 6,
        unit: "cl",
        note: { de: "doppelt stark aufgebrüht, abgekühlt", en: "brewed double strength, chilled" },
      },
      { ing: "lemon-juice", amount: 2.5, unit: "cl" },
      { ing: "honey-syrup", amount: 2, unit: "cl" },
      { ing: "aquafaba", amount: 2, unit: "cl" },
    ],
    groups: ["alcohol-free", "sours"],
    source: {
      title: "Difford's Guide",
      detail: "Whiskey Sour (with foam)",
      note: {
        de: "kalt aufgegossene Kamille statt Spirituose, Aquafaba statt Eiweiß",
        en: "cold-brewed chamomile in place of the spirit, aquafaba in place of egg white",
      },
    },
    base: "none",
    taste: ["sour", "fresh"],
    strength: "none",
  },
  // History: the same and Food Rhythms / Mex Food Journal (hibiscus water with the midday meal).
  {
    slug: "agua-de-jamaica",
    de: {
      name: "Agua de jamaica",
      description:
        "Das rubinrote Hibiskuswasser, das in Mexiko zum Mittagessen auf dem Tisch steht: getrocknete Hibiskusblüten heiß aufgegossen, gesüßt und mit Limette kalt serviert – herb-fruchtig wie Cranberry.",
      steps: [
        "Die Hibiskusblüten kurz abspülen, mit einem Drittel des Wassers kochend übergießen und 10 Minuten ziehen lassen.",
        "Durch ein Sieb abgießen und den Zucker im heißen Aufguss auflösen.",
        "Mit dem restlichen kalten Wasser und dem Limettensaft auffüllen und abkühlen lassen.",
        "In ein Highball-Glas auf Eis gießen und mit einer Limettenscheibe garnieren.",
      ],
      garnish: "Limettenscheibe",
    },
    en: {
      name: "Agua de jamaica",
      description:
        "The ruby hibiscus water that sits on Mexican tables at the midday meal: dried hibiscus flowers steeped in hot water, sweetened and served cold with lime – tart and fruity like cranberry.",
      steps: [
        "Rinse the hibiscus flowers, pour a third of the water over them at the boil and steep for 10 minutes.",
        "Strain and dissolve the sugar in the hot infusion.",
        "Top up with the rest of the water, cold, and the lime juice, and leave to cool.",
        "Pour into a highball glass over ice and garnish with a lime wheel.",
      ],
      garnish: "Lime wheel",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "hibiscus-flowers", amount: 1, unit: "tbsp" },
      { ing: "sugar", amount: 1, unit: "tbsp" },
      { ing: "water", amount: 24, unit: "cl" },
      { ing: "lime-juice", amount: 1, unit: "cl" },
    ],
    groups: ["alcohol-free", "summer"],
    source: {
      title: "House of Esperanza, Agua de jamaica",
      detail: "single serving: 1 tbsp dried hibiscus, 1 tbsp sugar, 1 cup water, lime",
    },
    base: "none",
    taste: ["sour", "fresh"],
    strength: "none",
  },
];

const lowAlcohol: RecipeSeed[] = [
  // History: Japan Times, "Bamboo: Japan's sherry amour" (2009), and David Wondrich in The Oxford
  // Companion to Spirits and Cocktails (2021).
  {
    slug: "bamboo",
    de: {
      name: "Bamboo",
      description:
        "Um 1890 vom Deutschen Louis Eppinger an der Bar des Grand Hotel in Yokohama erdacht: Fino Sherry und trockener Wermut zu gleichen Teilen mit Bitters – trocken, nussig und leicht, bis 1901 schon in ganz Amerika bekannt.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Die Zitronenzeste über dem Drink ausdrücken und hineingeben.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Bamboo",
      description:
        "Devised around 1890 by the German Louis Eppinger at the bar of the Grand Hotel in Yokohama: fino sherry and dry vermouth in equal parts with bitters – dry, nutty and light, and known across America by 1901.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until cold.",
        "Strain into a chilled coupe.",
        "Express the lemon peel over the drink and drop it in.",
      ],
      garnish: "Lemon peel",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "fino-sherry", amount: 4.5, unit: "cl" },
      { ing: "dry-vermouth", amount: 4.5, unit: "cl" },
      { ing: "orange-bitters", amount: 2, unit: "dash" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["aperitivo", "classics"],
    source: {
      title: "William Boothby",
      detail: "equal parts fino and dry vermouth, as reported by Australian Bartender (2015)",
      note: {
        de: "mit Orangen- und Angostura-Bitters wie im Bamboo von Punch",
        en: "with the orange and Angostura bitters of Punch's Bamboo",
      },
    },
    base: "wine",
    taste: ["bitter", "fresh"],
    strength: "light",
  },
  // History: The Sun (New York), 27 March 1887, as found by Bar Vademecum, and Difford's Guide via
  // Cocktail Virgin (2018).
  {
    slug: "adonis",
    de: {
      name: "Adonis",
      description:
        "Benannt nach der Burleske „Adonis“, die ab 1884 als erste Broadway-Show über 500 Vorstellungen erlebte; 1887 ist der Drink in New York erstmals gedruckt belegt. Fino Sherry mit rotem Wermut – die rundere Schwester des Bamboo.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Die Orangenzeste über dem Drink ausdrücken und hineingeben.",
      ],
      garnish: "Orangenzeste",
    },
    en: {
      name: "Adonis",
      description:
        "Named after the burlesque 'Adonis', which from 1884 became the first Broadway show to run past 500 performances; the drink is first in print in New York in 1887. Fino sherry with sweet vermouth – the rounder sibling of the Bamboo.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until cold.",
        "Strain into a chilled coupe.",
        "Express the orange peel over the drink and drop it in.",
      ],
      garnish: "Orange peel",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "fino-sherry", amount: 6, unit: "cl" },
      { ing: "sweet-vermouth", amount: 3, unit: "cl" },
      { ing: "orange-bitters", amount: 2, unit: "dash" },
    ],
    groups: ["aperitivo", "classics"],
    source: { title: "Punch", detail: "Adonis: 2 fino to 1 sweet vermouth, orange bitters" },
    base: "wine",
    taste: ["sweet", "bitter"],
    strength: "light",
  },
  // History: the amaro launched in 1952 by the Venetian Angelo Dalle Molle.
  {
    slug: "artichoke-spritz",
    de: {
      name: "Artischocken-Spritz",
      description:
        "Der Spritz mit dem Artischocken-Amaro, den der Venezianer Angelo Dalle Molle 1952 herausbrachte, in Italien meist als Cynar Spritz bestellt: herber, kräutriger und weniger süß als der orange Klassiker.",
      steps: [
        "Ein Weinglas mit Eis füllen.",
        "Prosecco und Artischocken-Amaro hineingießen.",
        "Mit einem Spritzer Soda abschließen, kurz verrühren und mit einer Orangenscheibe garnieren.",
      ],
      garnish: "Orangenscheibe",
    },
    en: {
      name: "Artichoke Spritz",
      description:
        "The Spritz made with the artichoke amaro the Venetian Angelo Dalle Molle launched in 1952, usually ordered in Italy as a Cynar Spritz: more bitter, more herbal and less sweet than the orange classic.",
      steps: [
        "Fill a wine glass with ice.",
        "Pour in the Prosecco and the artichoke amaro.",
        "Finish with a splash of soda, stir briefly and garnish with an orange slice.",
      ],
      garnish: "Orange slice",
    },
    glass: "wine",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "prosecco", amount: 9, unit: "cl" },
      { ing: "artichoke-amaro", amount: 6, unit: "cl" },
      { ing: "soda-water", unit: "splash" },
    ],
    groups: ["aperitivo", "summer"],
    source: {
      title: "IBA Official Cocktails (2024)",
      detail: "Spritz",
      note: { de: "mit Artischocken-Amaro statt Bitter", en: "with artichoke amaro in place of the bitter" },
    },
    base: "liqueur",
    taste: ["bitter"],
    strength: "light",
  },
  // History: the Spanish vermut tradition of vermouth with soda.
  {
    slug: "vermouth-and-tonic",
    de: {
      name: "Wermut Tonic",
      description:
        "In Spaniens Vermuterías trinkt man Wermut seit jeher mit einem Spritzer Soda; mit Tonic Water wurde daraus in der Wermut-Renaissance der 2010er-Jahre die leichte Alternative zum Gin Tonic.",
      steps: [
        "Ein Highball-Glas mit Eis füllen und den Wermut hineingießen.",
        "Mit kaltem Tonic Water am Barlöffel entlang auffüllen und einmal sanft umrühren.",
        "Die Zitronenzeste über dem Drink ausdrücken und mit einer grünen Olive garnieren.",
      ],
      garnish: "Zitronenzeste und grüne Olive",
    },
    en: {
      name: "Vermouth & Tonic",
      description:
        "Spain's vermuterías have long served vermouth with a splash of soda; with tonic water it became, in the vermouth revival of the 2010s, the light alternative to a Gin & Tonic.",
      steps: [
        "Fill a highball glass with ice and pour in the vermouth.",
        "Top up with cold tonic water down a bar spoon and stir once gently.",
        "Express the lemon peel over the drink and garnish with a green olive.",
      ],
      garnish: "Lemon peel and green olive",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      {
        ing: "blanc-vermouth",
        amount: 5,
        unit: "cl",
        note: { de: "oder trockener Wermut", en: "or dry vermouth" },
      },
      { ing: "tonic-water", amount: 10, unit: "cl" },
    ],
    groups: ["aperitivo", "highballs", "summer"],
    source: {
      title: "Galumbi, Vermouth & Tonic (2016)",
      note: { de: "das Verhältnis 1 : 2 ist unseres", en: "the 1 : 2 ratio is ours" },
    },
    base: "wine",
    taste: ["bitter", "fresh"],
    strength: "light",
  },
  // History: the same and Bon Appétit (May 2008).
  {
    slug: "bicicletta",
    de: {
      name: "Bicicletta",
      description:
        "Ein Mailänder Aperitif aus Campari und trockenem Weißwein mit Soda. Der Name, „Fahrrad“, soll auf die älteren Herren zurückgehen, die nach ein paar Gläsern in Schlangenlinien nach Hause radelten.",
      steps: [
        "Campari und Weißwein in ein Weinglas geben und mit Eis auffüllen.",
        "Mit Soda auffüllen und sanft verrühren.",
        "Mit einer Orangenscheibe garnieren.",
      ],
      garnish: "Orangenscheibe",
    },
    en: {
      name: "Bicicletta",
      description:
        "A Milanese aperitivo of Campari and dry white wine with soda. The name, 'bicycle', is said to come from the elderly men who wobbled home on their bikes after a few.",
      steps: [
        "Add the Campari and white wine to a wine glass and fill with ice.",
        "Top up with soda water and stir gently.",
        "Garnish with an orange slice.",
      ],
      garnish: "Orange slice",
    },
    glass: "wine",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "campari", amount: 6, unit: "cl" },
      {
        ing: "white-wine",
        amount: 6,
        unit: "cl",
        note: { de: "trocken, z. B. Pinot Grigio", en: "dry, e.g. Pinot Grigio" },
      },
      { ing: "soda-water", unit: "top" },
    ],
    groups: ["aperitivo", "summer"],
    source: { title: "Stef Ferrari, Stuzzichini (2024)", detail: "as excerpted by Appetito" },
    base: "liqueur",
    taste: ["bitter"],
    strength: "light",
  },
  // History: Veneto tradition of the sgropin as a palate cleanser (Facaros & Pauls, Italian Food Decoder).
  {
    slug: "sgroppino",
    de: {
      name: "Sgroppino",
      description:
        "Der venezianische Erfrischer zwischen den Gängen oder zum Dessert: Zitronensorbet mit Wodka und Prosecco cremig aufgeschlagen. Der Name kommt vom venezianischen „sgropàre“, aufknoten – er soll den Knoten im Magen lösen.",
      steps: [
        "Das Zitronensorbet in einer gekühlten Schüssel mit dem Schneebesen glatt rühren.",
        "Den Wodka und dann nach und nach den Prosecco einrühren, bis eine cremig-schaumige Mischung entsteht.",
        "Sofort in eine gekühlte Sektflöte gießen und mit einem Minzblatt garnieren.",
      ],
      garnish: "Minzblatt",
    },
    en: {
      name: "Sgroppino",
      description:
        "A Venetian palate cleanser between courses or with dessert: lemon sorbet whisked with vodka and Prosecco until creamy. The name comes from the Venetian 'sgropàre', to untie – it is meant to loosen the knot in your stomach.",
      steps: [
        "Whisk the lemon sorbet smooth in a chilled bowl.",
        "Whisk in the vodka, then the Prosecco a little at a time, until creamy and frothy.",
        "Pour at once into a chilled flute and garnish with a mint leaf.",
      ],
      garnish: "Mint leaf",
    },
    glass: "flute",
    method: "blend",
    difficulty: "easy",
    lines: [
      {
        ing: "lemon-sorbet",
        amount: 1,
        unit: "piece",
        note: { de: "eine große Kugel", en: "one large scoop" },
      },
      { ing: "vodka", amount: 1.5, unit: "cl" },
      { ing: "prosecco", amount: 12, unit: "cl" },
    ],
    groups: ["after-dinner", "summer"],
    source: {
      title: "Boston Food Tours, Sgroppino",
      note: { de: "Rezept für vier auf ein Glas verkleinert", en: "the recipe for four scaled to one" },
    },
    base: "vodka",
    taste: ["sweet", "sour", "fresh"],
    strength: "light",
  },
  // History: the widely told Kugleralm legend (Deisenhofen near Munich, 1922), given here as legend.
  {
    slug: "radler",
    de: {
      name: "Radler",
      description:
        "Helles und Zitronenlimonade halb und halb. Der Legende nach streckte der Wirt Franz Xaver Kugler 1922 auf seiner Kugleralm bei München sein Bier mit Limonade, als Tausende Radfahrer einkehrten – in Norddeutschland heißt es Alsterwasser, in England Shandy.",
      steps: [
        "Ein Glas leicht schräg halten und das kalte Bier zur Hälfte einschenken.",
        "Mit der kalten Zitronenlimonade auffüllen.",
        "Nach Wunsch eine Zitronenscheibe an den Rand stecken.",
      ],
      garnish: "Zitronenscheibe (optional)",
    },
    en: {
      name: "Shandy (Radler)",
      description:
        "Pale lager and lemon soda half and half. Legend has it that innkeeper Franz Xaver Kugler stretched his beer with lemonade in 1922 when thousands of cyclists descended on his Kugleralm near Munich – Germany's Radler, Britain's shandy.",
      steps: [
        "Tilt a glass slightly and pour in the cold beer to half.",
        "Top up with the cold lemon soda.",
        "Add a lemon slice to the rim if you like.",
      ],
      garnish: "Lemon slice (optional)",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "lager", amount: 25, unit: "cl" },
      { ing: "lemon-soda", amount: 25, unit: "cl" },
    ],
    groups: ["summer", "highballs"],
    source: { title: "Bavarian tradition", detail: "half pale lager, half lemon soda" },
    base: "beer-and-cider",
    taste: ["fresh", "sweet"],
    strength: "light",
  },
  // History: from the same source.
  {
    slug: "michelada",
    de: {
      name: "Michelada",
      description:
        "In den 1970er-Jahren im Club Deportivo Potosino in San Luis Potosí entstanden, als Michel Esper nach einem Tennismatch sein Bier mit Limette, Salz und scharfer Sauce aufpeppte – „Michels Chela“, Mexikos Bier mit Biss.",
      steps: [
        "Den Rand eines Highball-Glases mit einer Limettenspalte befeuchten und in Salz tauchen.",
        "Eis, Limettensaft, scharfe Sauce und Worcestershiresauce ins Glas geben und verrühren.",
        "Langsam mit dem kalten Bier auffüllen und mit einer Limettenspalte garnieren.",
      ],
      garnish: "Limettenspalte und Salzrand",
    },
    en: {
      name: "Michelada",
      description:
        "Born in the 1970s at the Club Deportivo Potosino in San Luis Potosí, when Michel Esper livened up his beer after a tennis match with lime, salt and hot sauce – 'Michel's chela', Mexico's beer with a bite.",
      steps: [
        "Moisten the rim of a highball glass with a lime wedge and dip it in salt.",
        "Add ice, lime juice, hot sauce and Worcestershire sauce to the glass and stir.",
        "Slowly top up with the cold beer and garnish with a lime wedge.",
      ],
      garnish: "Lime wedge and salt rim",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "lager", amount: 33, unit: "cl", note: { de: "mexikanisches Helles", en: "Mexican lager" } },
      { ing: "lime-juice", amount: 3, unit: "cl" },
      { ing: "hot-sauce", amount: 3, unit: "dash" },
      { ing: "worcestershire-sauce", amount: 1, unit: "dash" },
      { ing: "salt", unit: "pinch", note: { de: "für den Rand", en: "for the rim" } },
    ],
    groups: ["summer"],
    source: {
      title: "Michel Esper",
      detail: "his own formula, as told by El Heraldo de San Luis Potosí (2016)",
    },
    base: "beer-and-cider",
    taste: ["sour", "fresh"],
    strength: "light",
  },
  // History: Taylor's Chip Dry (1934) as the first dry white port.
  {
    slug: "white-port-and-tonic",
    de: {
      name: "White Port Tonic",
      description:
        "Der Sommer-Aperitif von Porto: weißer Portwein mit Tonic Water, mit Orange und Minze. Seit die Portweinhäuser in den 1930er-Jahren trockenen weißen Port auf den Markt brachten, trinkt man ihn am Douro so wie anderswo den Gin Tonic.",
      steps: [
        "Ein Weinglas mit Eis füllen und den weißen Portwein hineingießen.",
        "Mit kaltem Tonic Water auffüllen und sanft umrühren.",
        "Mit Orangenscheibe und Minzzweig garnieren.",
      ],
      garnish: "Orangenscheibe und Minzzweig",
    },
    en: {
      name: "White Port & Tonic",
      description:
        "Porto's summer aperitif: white port with tonic water, orange and mint. Since the port houses brought out dry white port in the 1930s, the Douro has drunk it the way others drink a Gin & Tonic.",
      steps: [
        "Fill a wine glass with ice and pour in the white port.",
        "Top up with cold tonic water and stir gently.",
        "Garnish with an orange slice and a mint sprig.",
      ],
      garnish: "Orange slice and mint sprig",
    },
    glass: "wine",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "white-port", amount: 5, unit: "cl", note: { de: "trocken", en: "dry" } },
      { ing: "tonic-water", amount: 10, unit: "cl" },
    ],
    groups: ["aperitivo", "highballs", "summer"],
    source: { title: "Taylor's", detail: "Chip Dry & Tonic: one part white port to two of tonic" },
    base: "wine",
    taste: ["fresh", "bitter"],
    strength: "light",
  },
  // History: the same and INMSOL, "Rebujito".
  {
    slug: "rebujito",
    de: {
      name: "Rebujito",
      description:
        "Das Getränk der Feria de Abril in Sevilla und der andalusischen Volksfeste: Manzanilla mit Zitronenlimonade und Minze, seit den 1990er-Jahren über Andalusien hinaus bekannt – ein entfernter Nachfahre des Sherry Cobbler.",
      steps: [
        "Ein Glas bis obenhin mit Eis füllen.",
        "Den Manzanilla hineingießen und mit der Zitronenlimonade auffüllen.",
        "Kurz verrühren und mit einem Minzzweig garnieren.",
      ],
      garnish: "Minzzweig",
    },
    en: {
      name: "Rebujito",
      description:
        "The drink of Seville's Feria de Abril and Andalusia's fiestas: manzanilla with lemon-lime soda and mint, known beyond Andalusia since the 1990s – a distant descendant of the Sherry Cobbler.",
      steps: [
        "Fill a glass to the top with ice.",
        "Pour in the manzanilla and top up with the lemon-lime soda.",
        "Stir briefly and garnish with a mint sprig.",
      ],
      garnish: "Mint sprig",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "manzanilla-sherry", amount: 6, unit: "cl", note: { de: "oder Fino", en: "or fino" } },
      { ing: "lemon-soda", amount: 12, unit: "cl" },
    ],
    groups: ["summer", "highballs"],
    source: { title: "Diario de Sevilla, ¿Qué se bebe en la Feria de Abril? (2023)" },
    base: "wine",
    taste: ["fresh", "sweet"],
    strength: "light",
  },
  // History: Diario Córdoba (2022) and El Día de Córdoba on the Venta de Vargas.
  {
    slug: "tinto-de-verano",
    de: {
      name: "Tinto de verano",
      description:
        "Spaniens Sommerwein: Rotwein mit Zitronenlimonade auf viel Eis. Er gilt als Erfindung von Federico Vargas, der in den 1920er-Jahren in seiner Venta de Vargas in Córdoba Wein für die Nachtschwärmer streckte – dort bestellt man bis heute „un Vargas“.",
      steps: [
        "Ein Glas mit reichlich Eis füllen.",
        "Rotwein und Zitronenlimonade zu gleichen Teilen hineingießen.",
        "Kurz verrühren und mit einer Zitronenscheibe garnieren.",
      ],
      garnish: "Zitronenscheibe",
    },
    en: {
      name: "Tinto de verano",
      description:
        "Spain's summer wine: red wine with lemon soda over plenty of ice. It is credited to Federico Vargas, who in the 1920s stretched the wine for night owls at his Venta de Vargas in Córdoba – where people still order 'un Vargas'.",
      steps: [
        "Fill a glass with plenty of ice.",
        "Pour in equal parts of red wine and lemon soda.",
        "Stir briefly and garnish with a lemon slice.",
      ],
      garnish: "Lemon slice",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "red-wine", amount: 10, unit: "cl", note: { de: "jung und fruchtig", en: "young and fruity" } },
      { ing: "lemon-soda", amount: 10, unit: "cl" },
    ],
    groups: ["summer", "highballs"],
    source: {
      title: "Covylsa, El secreto del auténtico tinto de verano (2012)",
      detail: "red wine and lemon soda half and half",
    },
    base: "wine",
    taste: ["sweet", "fresh"],
    strength: "light",
  },
  // History: first served on 12 August 1972 at the Puerto Viejo fiestas of Algorta (Getxo), per the same.
  {
    slug: "kalimotxo",
    de: {
      name: "Kalimotxo",
      description:
        "Am 12. August 1972 beim Fest im Puerto Viejo von Algorta im Baskenland erfunden, als die Festgruppe „Antzarrak“ 2.000 Liter verdorbenen Wein mit Cola rettete; benannt nach den Spitznamen zweier Mitglieder. Rotwein und Cola zu gleichen Teilen.",
      steps: [
        "Ein Highball-Glas mit Eis füllen.",
        "Rotwein und Cola zu gleichen Teilen hineingießen.",
        "Kurz verrühren und nach Wunsch mit einer Zitronenscheibe garnieren.",
      ],
      garnish: "Zitronenscheibe (optional)",
    },
    en: {
      name: "Kalimotxo",
      description:
        "Invented on 12 August 1972 at the Puerto Viejo fiesta in Algorta in the Basque Country, when the 'Antzarrak' group rescued 2,000 litres of spoiled wine with cola; named after two members' nicknames. Red wine and cola in equal parts.",
      steps: [
        "Fill a highball glass with ice.",
        "Pour in equal parts of red wine and cola.",
        "Stir briefly and garnish with a lemon slice if you like.",
      ],
      garnish: "Lemon slice (optional)",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "red-wine", amount: 10, unit: "cl" },
      { ing: "cola", amount: 10, unit: "cl" },
    ],
    groups: ["summer", "highballs"],
    source: {
      title: "Cadena SER Radio Bilbao, El kalimotxo cumple 50 años (2022)",
      detail: "equal parts red wine and cola",
    },
    base: "wine",
    taste: ["sweet"],
    strength: "light",
  },
  // History: the Brooks's Club story of 1861 as told by Punch and Guinness.
  {
    slug: "black-velvet",
    de: {
      name: "Black Velvet",
      description:
        "1861 im Londoner Brooks's Club entstanden, als nach dem Tod von Prinz Albert selbst der Champagner Trauer tragen sollte: Stout und Champagner zu gleichen Teilen – samtig, herb und trocken.",
      steps: [
        "Das kalte Stout in eine Sektflöte gießen und den Schaum setzen lassen.",
        "Langsam mit dem kalten Champagner auffüllen.",
      ],
      garnish: "",
    },
    en: {
      name: "Black Velvet",
      description:
        "Created at Brooks's Club in London in 1861, when after Prince Albert's death even the champagne was to wear mourning: stout and champagne in equal parts – velvety, bitter and dry.",
      steps: [
        "Pour the cold stout into a flute and let the head settle.",
        "Slowly top up with the cold champagne.",
      ],
      garnish: "",
    },
    glass: "flute",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "stout", amount: 9, unit: "cl" },
      {
        ing: "champagne",
        amount: 9,
        unit: "cl",
        note: { de: "oder trockener Sekt", en: "or dry sparkling wine" },
      },
    ],
    groups: ["classics"],
    source: { title: "Punch", detail: "Black Velvet: 3 oz stout, 3 oz champagne" },
    base: "beer-and-cider",
    taste: ["bitter"],
    strength: "light",
  },
];

export const tikiLowRecipes: RecipeSeed[] = [...tiki, ...alcoholFree, ...lowAlcohol];

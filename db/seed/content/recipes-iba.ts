import type { RecipeSeed } from "./types";

// IBA official cocktails: Unforgettables, Contemporary Classics, New Era Drinks, as of the 2024 revision
// (the list itself: ./iba-2024.ts). Hand-written seed content; amounts in cl.
// Specs checked against (each recipe's `source`): IBA official cocktails, 2024 revision (iba-world.com
// recipe pages, as summarised in public datasets); list and categories: Wikipedia, "List of IBA official
// cocktails" (2024).
// History lines: Difford's Guide, Wikipedia and the sources named beside a recipe; disputed dates and
// credits are worded as such.

const unforgettables: RecipeSeed[] = [
  {
    slug: "alexander",
    de: {
      name: "Alexander",
      description:
        "Cremiger Digestif aus Cognac, dunklem Kakaolikör und Sahne, populär geworden in den 1920er-Jahren.",
      steps: [
        "Alle Zutaten mit reichlich Eis kräftig shaken.",
        "In ein vorgekühltes Martiniglas abseihen.",
        "Frisch geriebene Muskatnuss darüberstreuen.",
      ],
      garnish: "Frisch geriebene Muskatnuss",
    },
    en: {
      name: "Alexander",
      description:
        "A creamy after-dinner drink of cognac, dark crème de cacao and cream that became popular in the 1920s.",
      steps: [
        "Shake all ingredients hard with plenty of ice.",
        "Strain into a chilled martini glass.",
        "Dust with freshly grated nutmeg.",
      ],
      garnish: "Freshly grated nutmeg",
    },
    glass: "martini",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "cognac", amount: 3, unit: "cl" },
      { ing: "creme-de-cacao-dark", amount: 3, unit: "cl" },
      { ing: "cream", amount: 3, unit: "cl" },
    ],
    groups: ["iba-unforgettables", "after-dinner", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "brandy",
    taste: ["sweet"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "americano",
    de: {
      name: "Americano",
      description:
        "Der leichte Vorläufer des Negroni: Campari und roter Wermut mit einem Schuss Soda – ein Mailänder Aperitif-Klassiker.",
      steps: [
        "Einen Tumbler mit Eiswürfeln füllen.",
        "Campari und Wermut hineingeben und kurz umrühren.",
        "Einen Schuss Sodawasser dazugeben und sanft umrühren.",
      ],
      garnish: "Halbe Orangenscheibe und Zitronenzeste",
    },
    en: {
      name: "Americano",
      description:
        "The lighter forerunner of the Negroni: Campari and sweet vermouth with a splash of soda, a Milanese aperitivo staple.",
      steps: [
        "Fill a rocks glass with ice cubes.",
        "Add Campari and vermouth and stir briefly.",
        "Add a splash of soda water and stir gently.",
      ],
      garnish: "Half an orange slice and lemon peel",
    },
    glass: "rocks",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "campari", amount: 3, unit: "cl" },
      { ing: "sweet-vermouth", amount: 3, unit: "cl" },
      { ing: "soda-water", amount: 1, unit: "splash" },
    ],
    groups: ["iba-unforgettables", "aperitivo", "highballs"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "liqueur",
    taste: ["bitter"],
    strength: "light",
    iba: true,
  },
  {
    slug: "angel-face",
    de: {
      name: "Angel Face",
      description:
        "Ein kräftiger Short Drink aus gleichen Teilen Gin, Aprikosenbrandy und Calvados aus den 1930er-Jahren.",
      steps: ["Alle Zutaten mit Eis shaken.", "In ein vorgekühltes Martiniglas abseihen."],
      garnish: "",
    },
    en: {
      name: "Angel Face",
      description:
        "A potent short drink of equal parts gin, apricot brandy and calvados dating from the 1930s.",
      steps: ["Shake all ingredients with ice.", "Strain into a chilled martini glass."],
      garnish: "",
    },
    glass: "martini",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 3, unit: "cl" },
      { ing: "apricot-brandy", amount: 3, unit: "cl" },
      { ing: "calvados", amount: 3, unit: "cl" },
    ],
    groups: ["iba-unforgettables", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["sweet"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "aviation",
    de: {
      name: "Aviation",
      description:
        "Ein Gin-Sour mit Maraschino und einem Hauch Veilchenlikör, der ihm die blassblaue Farbe gibt; erstmals 1916 von Hugo Ensslin veröffentlicht.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
        "Nach Wunsch mit einer Kirsche garnieren.",
      ],
      garnish: "Maraschino-Kirsche (optional)",
    },
    en: {
      name: "Aviation",
      description:
        "A gin sour with maraschino and a touch of crème de violette for its pale sky-blue hue, first published by Hugo Ensslin in 1916.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Double-strain into a chilled coupe.",
        "Garnish with a cherry if you like.",
      ],
      garnish: "Maraschino cherry (optional)",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "gin", amount: 4.5, unit: "cl" },
      { ing: "maraschino-liqueur", amount: 1.5, unit: "cl" },
      { ing: "lemon-juice", amount: 1.5, unit: "cl" },
      { ing: "creme-de-violette", amount: 1, unit: "barspoon" },
    ],
    groups: ["iba-unforgettables", "sours", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["sour", "fresh"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "between-the-sheets",
    de: {
      name: "Between the Sheets",
      description:
        "Eine Sidecar-Variante mit Cognac und weißem Rum zu gleichen Teilen, vermutlich aus dem Paris der 1930er-Jahre.",
      steps: ["Alle Zutaten mit Eis shaken.", "In ein vorgekühltes Martiniglas abseihen."],
      garnish: "",
    },
    en: {
      name: "Between the Sheets",
      description:
        "A Sidecar variation splitting the base between cognac and white rum, probably from 1930s Paris.",
      steps: ["Shake all ingredients with ice.", "Strain into a chilled martini glass."],
      garnish: "",
    },
    glass: "martini",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "white-rum", amount: 3, unit: "cl" },
      { ing: "cognac", amount: 3, unit: "cl" },
      { ing: "triple-sec", amount: 3, unit: "cl" },
      { ing: "lemon-juice", amount: 2, unit: "cl" },
    ],
    groups: ["iba-unforgettables", "sours"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "brandy",
    taste: ["sour", "sweet"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "boulevardier",
    de: {
      name: "Boulevardier",
      description:
        "Der Whiskey-Cousin des Negroni, benannt nach dem Pariser Magazin von Erskine Gwynne und 1927 von Harry MacElhone festgehalten.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Die Orangenzeste über dem Drink ausdrücken.",
      ],
      garnish: "Orangenzeste",
    },
    en: {
      name: "Boulevardier",
      description:
        "The whiskey cousin of the Negroni, named after Erskine Gwynne's Paris magazine and recorded by Harry MacElhone in 1927.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until well chilled.",
        "Strain into a chilled coupe.",
        "Express the orange peel over the drink.",
      ],
      garnish: "Orange peel",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "easy",
    lines: [
      {
        ing: "bourbon",
        or: ["rye-whiskey"],
        amount: 4.5,
        unit: "cl",
        note: {
          de: "beides ist klassisch: Bourbon runder, Rye würziger",
          en: "both are classic: bourbon rounder, rye spicier",
        },
      },
      { ing: "campari", amount: 3, unit: "cl" },
      { ing: "sweet-vermouth", amount: 3, unit: "cl" },
    ],
    groups: ["iba-unforgettables", "classics", "aperitivo"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "whiskey",
    taste: ["bitter", "sweet"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "brandy-crusta",
    de: {
      name: "Brandy Crusta",
      description:
        "Joseph Santini in New Orleans zugeschrieben und 1862 in Jerry Thomas' Barbuch gedruckt; bekannt für den Zuckerrand und die lange Zitronenspirale im Glas.",
      steps: [
        "Den Rand eines kleinen Weinglases mit Zitrone befeuchten und in Zucker drücken.",
        "Eine lange Zitronenspirale schneiden und innen an die Glaswand legen.",
        "Alle übrigen Zutaten in einem Rührglas mit Eis kalt rühren.",
        "Vorsichtig in das vorbereitete Glas abseihen.",
      ],
      garnish: "Zuckerrand und lange Zitronenspirale",
    },
    en: {
      name: "Brandy Crusta",
      description:
        "Credited to Joseph Santini of New Orleans and in print in Jerry Thomas's 1862 guide; known for its sugar crust and the long lemon peel lining the glass.",
      steps: [
        "Moisten the rim of a small wine glass with lemon and press it into sugar.",
        "Cut a long lemon peel spiral and line the inside of the glass with it.",
        "Stir all remaining ingredients with ice in a mixing glass.",
        "Carefully strain into the prepared glass.",
      ],
      garnish: "Sugar rim and long lemon peel spiral",
    },
    glass: "wine",
    method: "stir",
    difficulty: "professional",
    lines: [
      { ing: "brandy", amount: 5.25, unit: "cl" },
      { ing: "maraschino-liqueur", amount: 0.75, unit: "cl" },
      { ing: "curacao", amount: 1, unit: "barspoon" },
      { ing: "lemon-juice", amount: 1.5, unit: "cl" },
      { ing: "simple-syrup", amount: 1, unit: "barspoon" },
      { ing: "aromatic-bitters", amount: 2, unit: "dash" },
      {
        ing: "sugar",
        exact: true,
        unit: "pinch",
        note: { de: "für den Zuckerrand", en: "for the sugar rim" },
      },
    ],
    groups: ["iba-unforgettables", "classics", "sours"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "brandy",
    taste: ["sour", "sweet"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "casino",
    de: {
      name: "Casino",
      description:
        "Ein herber Gin-Short-Drink mit Maraschino und Orangen-Bitters, eng verwandt mit der Aviation.",
      steps: ["Alle Zutaten mit Eis shaken.", "In einen vorgekühlten Tumbler auf Eis abseihen."],
      garnish: "Zitronenzeste und Maraschino-Kirsche",
    },
    en: {
      name: "Casino",
      description:
        "A dry gin short drink with maraschino and orange bitters, a close relative of the Aviation.",
      steps: ["Shake all ingredients with ice.", "Strain into a chilled rocks glass over ice."],
      garnish: "Lemon twist and maraschino cherry",
    },
    glass: "rocks",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "old-tom-gin", amount: 4, unit: "cl" },
      { ing: "maraschino-liqueur", amount: 1, unit: "cl" },
      { ing: "lemon-juice", amount: 1, unit: "cl" },
      { ing: "orange-bitters", amount: 2, unit: "dash" },
    ],
    groups: ["iba-unforgettables", "sours"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["sour", "bitter"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "clover-club",
    de: {
      name: "Clover Club",
      description:
        "Benannt nach einem Herrenclub in Philadelphia vor 1900: ein samtiger Gin-Sour mit Himbeere und Eiweiß.",
      steps: [
        "Alle Zutaten ohne Eis kräftig trocken shaken (Dry Shake).",
        "Eis hinzugeben und erneut kalt shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
      ],
      garnish: "Frische Himbeeren",
    },
    en: {
      name: "Clover Club",
      description:
        "Named after a pre-1900 Philadelphia gentlemen's club: a silky gin sour with raspberry and egg white.",
      steps: [
        "Dry shake all ingredients hard without ice.",
        "Add ice and shake again until cold.",
        "Double-strain into a chilled coupe.",
      ],
      garnish: "Fresh raspberries",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "gin", amount: 4.5, unit: "cl" },
      { ing: "raspberry-syrup", amount: 1.5, unit: "cl" },
      { ing: "lemon-juice", amount: 1.5, unit: "cl" },
      { ing: "egg-white", unit: "drop", note: { de: "ein paar Tropfen", en: "a few drops" } },
    ],
    groups: ["iba-unforgettables", "sours", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["sour", "sweet"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "daiquiri",
    de: {
      name: "Daiquiri",
      description:
        "Kubas Grundrezept aus Rum, Limette und Zucker, benannt nach dem Ort Daiquirí bei Santiago de Cuba.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette doppelt abseihen."],
      garnish: "Limettenscheibe (optional)",
    },
    en: {
      name: "Daiquiri",
      description:
        "Cuba's essential sour of rum, lime and sugar, named after the village of Daiquirí near Santiago de Cuba.",
      steps: ["Shake all ingredients hard with ice.", "Double-strain into a chilled coupe."],
      garnish: "Lime wheel (optional)",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "white-rum", amount: 6, unit: "cl" },
      { ing: "lime-juice", amount: 2, unit: "cl" },
      // The IBA stirs in 2 bar spoons of superfine sugar; the line stays syrup (bar and menu tests build on it).
      {
        ing: "simple-syrup",
        amount: 1.5,
        unit: "cl",
        note: { de: "oder 2 Barlöffel feiner Zucker", en: "or 2 bar spoons superfine sugar" },
      },
    ],
    groups: ["iba-unforgettables", "sours", "classics", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "rum",
    taste: ["sour", "fresh"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "dry-martini",
    de: {
      name: "Dry Martini",
      description:
        "Der Inbegriff des Cocktails: eiskalter Gin mit einem Hauch trockenem Wermut, seit den 1900er-Jahren immer trockener geworden.",
      steps: [
        "Gin und Wermut in einem Rührglas mit reichlich Eis kalt rühren.",
        "In ein vorgekühltes Martiniglas abseihen.",
        "Mit Olive garnieren oder eine Zitronenzeste darüber ausdrücken.",
      ],
      garnish: "Grüne Olive oder Zitronenzeste",
    },
    en: {
      name: "Dry Martini",
      description:
        "The quintessential cocktail: ice-cold gin with a whisper of dry vermouth, growing ever drier since the 1900s.",
      steps: [
        "Stir gin and vermouth with plenty of ice in a mixing glass until very cold.",
        "Strain into a chilled martini glass.",
        "Garnish with an olive or express a lemon peel over the top.",
      ],
      garnish: "Green olive or lemon twist",
    },
    glass: "martini",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "gin", amount: 6, unit: "cl" },
      { ing: "dry-vermouth", amount: 1, unit: "cl" },
    ],
    groups: ["iba-unforgettables", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["fresh"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "gin-fizz",
    de: {
      name: "Gin Fizz",
      description:
        "Ein Gin-Sour mit einem Schuss Soda, ohne Eis serviert; im 19. Jahrhundert in den USA beliebt und bis heute ein Sommer-Klassiker.",
      steps: [
        "Gin, Zitronensaft und Zuckersirup mit Eis shaken.",
        "In ein gekühltes, schmales Fizz-Glas ohne Eis abseihen.",
        "Mit einem Schuss Sodawasser abschließen.",
      ],
      garnish: "Zitronenscheibe, optional Zitronenzeste",
    },
    en: {
      name: "Gin Fizz",
      description:
        "A gin sour with a splash of soda, served without ice; popular in 19th-century America and still a summer classic.",
      steps: [
        "Shake gin, lemon juice and simple syrup with ice.",
        "Strain into a chilled, slim fizz glass without ice.",
        "Finish with a splash of soda water.",
      ],
      garnish: "Lemon slice, optional lemon peel",
    },
    glass: "fizz",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 4.5, unit: "cl" },
      { ing: "lemon-juice", amount: 3, unit: "cl" },
      { ing: "simple-syrup", amount: 1, unit: "cl" },
      { ing: "soda-water", amount: 1, unit: "splash" },
    ],
    groups: ["iba-unforgettables", "sours", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["sour", "fresh"],
    strength: "light",
    iba: true,
  },
  {
    slug: "hanky-panky",
    de: {
      name: "Hanky Panky",
      description:
        "Von Ada Coleman an der American Bar des Savoy in London kreiert: Gin und roter Wermut mit einem Hauch Fernet.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Die Orangenzeste über dem Drink ausdrücken.",
      ],
      garnish: "Orangenzeste",
    },
    en: {
      name: "Hanky Panky",
      description:
        "Created by Ada Coleman at the Savoy's American Bar in London: gin and sweet vermouth with a touch of Fernet.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a chilled coupe.",
        "Express the orange peel over the drink.",
      ],
      garnish: "Orange peel",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "london-dry-gin", amount: 4.5, unit: "cl" },
      { ing: "sweet-vermouth", amount: 4.5, unit: "cl" },
      { ing: "fernet", amount: 0.75, unit: "cl" },
    ],
    groups: ["iba-unforgettables", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["bitter", "sweet"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "john-collins",
    de: {
      name: "John Collins",
      description:
        "Der Überlieferung nach benannt nach John Collins, Oberkellner in Limmer's Hotel im London des 19. Jahrhunderts: ein erfrischender Gin-Longdrink mit Zitrone und Soda.",
      steps: [
        "Gin, Zitronensaft und Zuckersirup in ein Highball-Glas mit Eis geben.",
        "Mit Sodawasser auffüllen und sanft verrühren.",
      ],
      garnish: "Zitronenscheibe und Maraschino-Kirsche",
    },
    en: {
      name: "John Collins",
      description:
        "Traditionally said to be named after John Collins, head waiter at Limmer's Hotel in 19th-century London: a refreshing gin long drink with lemon and soda.",
      steps: [
        "Build gin, lemon juice and simple syrup in an ice-filled highball glass.",
        "Top up with soda water and stir gently.",
      ],
      garnish: "Lemon slice and maraschino cherry",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 4.5, unit: "cl" },
      { ing: "lemon-juice", amount: 3, unit: "cl" },
      { ing: "simple-syrup", amount: 1.5, unit: "cl" },
      { ing: "soda-water", amount: 6, unit: "cl" },
    ],
    groups: ["iba-unforgettables", "highballs", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["sour", "fresh"],
    strength: "light",
    iba: true,
  },
  {
    slug: "last-word",
    de: {
      name: "Last Word",
      description:
        "Gilt als Drink des Detroit Athletic Club aus der Prohibitionszeit: gleiche Teile Gin, grüner Chartreuse, Maraschino und Limette – 2004 in Seattle wiederentdeckt.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette doppelt abseihen."],
      garnish: "",
    },
    en: {
      name: "Last Word",
      description:
        "Said to come from the Detroit Athletic Club in Prohibition days: equal parts gin, green Chartreuse, maraschino and lime, revived in Seattle in 2004.",
      steps: ["Shake all ingredients hard with ice.", "Double-strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "gin", amount: 2.25, unit: "cl" },
      { ing: "green-chartreuse", amount: 2.25, unit: "cl", exact: true },
      { ing: "maraschino-liqueur", amount: 2.25, unit: "cl" },
      { ing: "lime-juice", amount: 2.25, unit: "cl" },
    ],
    groups: ["iba-unforgettables", "sours", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["sour", "sweet"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "manhattan",
    de: {
      name: "Manhattan",
      description:
        "Rye Whiskey, roter Wermut und Angostura: seit den 1870er-Jahren einer der einflussreichsten Cocktails überhaupt.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Mit einer Kirsche garnieren.",
      ],
      garnish: "Cocktailkirsche",
    },
    en: {
      name: "Manhattan",
      description:
        "Rye whiskey, sweet vermouth and Angostura: one of the most influential cocktails since the 1870s.",
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
      {
        ing: "rye-whiskey",
        or: ["bourbon"],
        amount: 5,
        unit: "cl",
        note: {
          de: "Rye ist das Original, mit Bourbon wird er runder",
          en: "rye is the original; bourbon makes it rounder",
        },
      },
      { ing: "sweet-vermouth", amount: 2, unit: "cl" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["iba-unforgettables", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "whiskey",
    taste: ["sweet", "bitter"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "martinez",
    de: {
      name: "Martinez",
      description:
        "Der süßere Vorfahr des Martini, seit den 1880er-Jahren gedruckt; früher mit Old Tom Gin, in der IBA-Fassung mit London Dry Gin und rotem Wermut.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Die Zitronenzeste darüber ausdrücken.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Martinez",
      description:
        "The sweeter ancestor of the Martini, in print since the 1880s; once made with Old Tom gin, in the IBA version with London dry gin and sweet vermouth.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a chilled coupe.",
        "Express the lemon peel over the drink.",
      ],
      garnish: "Lemon twist",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "advanced",
    lines: [
      {
        ing: "old-tom-gin",
        or: ["london-dry-gin"],
        amount: 4.5,
        unit: "cl",
        note: {
          de: "Old Tom wie in den 1880ern, die IBA nimmt London Dry",
          en: "Old Tom as in the 1880s; the IBA pours London dry",
        },
      },
      { ing: "sweet-vermouth", amount: 4.5, unit: "cl" },
      { ing: "maraschino-liqueur", amount: 1, unit: "barspoon" },
      { ing: "orange-bitters", amount: 2, unit: "dash" },
    ],
    groups: ["iba-unforgettables", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["sweet"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "mary-pickford",
    de: {
      name: "Mary Pickford",
      description:
        "Eddie Woelke oder Fred Kaufman im Havanna der 1920er-Jahre zugeschrieben und nach dem Stummfilmstar benannt: weißer Rum mit Ananas, Grenadine und Maraschino.",
      steps: ["Alle Zutaten mit Eis shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Mary Pickford",
      description:
        "Credited to Eddie Woelke or Fred Kaufman in 1920s Havana and named after the silent-film star: white rum with pineapple, grenadine and maraschino.",
      steps: ["Shake all ingredients with ice.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "white-rum", amount: 4.5, unit: "cl" },
      { ing: "pineapple-juice", amount: 4.5, unit: "cl" },
      { ing: "maraschino-liqueur", amount: 0.75, unit: "cl" },
      { ing: "grenadine", amount: 0.5, unit: "cl" },
    ],
    groups: ["iba-unforgettables", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "rum",
    taste: ["sweet", "fresh"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "monkey-gland",
    de: {
      name: "Monkey Gland",
      description:
        "Harry MacElhone zugeschrieben (Paris, frühe 1920er-Jahre): Gin und Orangensaft mit einem Hauch Absinth und Grenadine.",
      steps: ["Alle Zutaten mit Eis shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Monkey Gland",
      description:
        "Credited to Harry MacElhone (Paris, early 1920s): gin and orange juice with a touch of absinthe and grenadine.",
      steps: ["Shake all ingredients with ice.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 4.5, unit: "cl" },
      { ing: "orange-juice", amount: 4.5, unit: "cl" },
      { ing: "absinthe", amount: 1, unit: "tbsp" },
      { ing: "grenadine", amount: 1, unit: "tbsp" },
    ],
    groups: ["iba-unforgettables", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["fresh", "sweet"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "negroni",
    de: {
      name: "Negroni",
      description:
        "Der Überlieferung nach um 1919 in Florenz für Graf Camillo Negroni gemixt, der seinen Americano mit Gin statt Soda wollte – bitter, süß, kräftig.",
      steps: [
        "Alle Zutaten in einen Tumbler mit Eis geben.",
        "Kalt rühren.",
        "Mit einer halben Orangenscheibe garnieren.",
      ],
      garnish: "Halbe Orangenscheibe",
    },
    en: {
      name: "Negroni",
      description:
        "Traditionally said to have been mixed around 1919 in Florence for Count Camillo Negroni, who wanted his Americano with gin instead of soda: bitter, sweet, bold.",
      steps: [
        "Pour all ingredients into a rocks glass filled with ice.",
        "Stir until chilled.",
        "Garnish with half an orange slice.",
      ],
      garnish: "Half an orange slice",
    },
    glass: "rocks",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 3, unit: "cl" },
      { ing: "campari", amount: 3, unit: "cl" },
      { ing: "sweet-vermouth", amount: 3, unit: "cl" },
    ],
    groups: ["iba-unforgettables", "aperitivo", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["bitter", "sweet"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "old-fashioned",
    de: {
      name: "Old Fashioned",
      description:
        "Die Urform des Cocktails – Spirituose, Zucker, Wasser und Bitters –, im späten 19. Jahrhundert als „Old-Fashioned Whiskey Cocktail“ bestellt.",
      steps: [
        "Den Zuckerwürfel im Tumbler mit Angostura tränken, zwei Dashes Wasser dazugeben und zerdrücken, bis er sich löst.",
        "Das Glas mit Eiswürfeln füllen und den Whiskey dazugeben.",
        "Rühren, bis der Drink gut gekühlt und leicht verdünnt ist.",
        "Orangenzeste darüber ausdrücken und mit Kirsche garnieren.",
      ],
      garnish: "Orangenzeste und Cocktailkirsche",
    },
    en: {
      name: "Old Fashioned",
      description:
        "The original form of the cocktail – spirit, sugar, water and bitters – ordered as an 'old-fashioned whiskey cocktail' in the late 19th century.",
      steps: [
        "Soak the sugar cube with Angostura in a rocks glass, add two dashes of water and muddle until dissolved.",
        "Fill the glass with ice cubes and add the whiskey.",
        "Stir until well chilled and slightly diluted.",
        "Express an orange peel over the drink and garnish with a cherry.",
      ],
      garnish: "Orange peel and cocktail cherry",
    },
    glass: "rocks",
    method: "stir",
    difficulty: "advanced",
    lines: [
      {
        ing: "bourbon",
        or: ["rye-whiskey"],
        amount: 4.5,
        unit: "cl",
        note: {
          de: "beides ist klassisch: Bourbon runder, Rye würziger",
          en: "both are classic: bourbon rounder, rye spicier",
        },
      },
      { ing: "sugar-cube", amount: 1, unit: "piece" },
      { ing: "angostura-bitters", amount: 2, unit: "dash" },
      { ing: "water", amount: 2, unit: "dash" },
    ],
    groups: ["iba-unforgettables", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "whiskey",
    taste: ["sweet", "bitter"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "paradise",
    de: {
      name: "Paradise",
      description:
        "Ein fruchtiger Gin-Short-Drink mit Aprikosenbrandy und Orangensaft aus den 1920er-Jahren.",
      steps: ["Alle Zutaten mit Eis shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "",
    },
    en: {
      name: "Paradise",
      description: "A fruity 1920s gin short drink with apricot brandy and orange juice.",
      steps: ["Shake all ingredients with ice.", "Strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 3, unit: "cl" },
      { ing: "apricot-brandy", amount: 2, unit: "cl" },
      { ing: "orange-juice", amount: 1.5, unit: "cl" },
    ],
    groups: ["iba-unforgettables", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["sweet", "fresh"],
    strength: "medium",
    iba: true,
  },
  {
    // The older shaken bar version with grenadine and Angostura lives on as planters-punch-classic.
    slug: "planters-punch",
    de: {
      name: "Planter's Punch",
      description:
        "Jamaikas Rum-Punch in seiner schlichtesten Form: Rum, Limette und Zuckerrohrsaft. Ein alter Merkvers aus dem 19. Jahrhundert gibt das Maß vor – ein Teil sauer, zwei Teile süß, drei Teile stark, vier Teile schwach.",
      steps: [
        "Rum, Limettensaft und Zuckerrohrsaft direkt in einen kleinen Tumbler geben.",
        "Eis dazugeben und verrühren; wie stark der Drink verdünnt wird, bleibt dem Geschmack überlassen.",
        "Mit einer Orangenzeste garnieren.",
      ],
      garnish: "Orangenzeste",
    },
    en: {
      name: "Planter's Punch",
      description:
        "Jamaica's rum punch at its plainest: rum, lime and sugar cane juice. An old 19th-century rhyme sets the measure: one of sour, two of sweet, three of strong, four of weak.",
      steps: [
        "Build rum, lime juice and sugar cane juice in a small rocks glass.",
        "Add ice and stir; how far to dilute the drink is a matter of taste.",
        "Garnish with an orange twist.",
      ],
      garnish: "Orange twist",
    },
    glass: "rocks",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "jamaican-rum", amount: 4.5, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "sugar-cane-juice", amount: 3, unit: "cl" },
    ],
    groups: ["iba-unforgettables", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "rum",
    taste: ["sweet", "sour"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "porto-flip",
    de: {
      name: "Porto Flip",
      description:
        "Ein samtiger Flip aus Tawny Port, Brandy und Eigelb – ein klassischer Digestif für kalte Abende.",
      steps: [
        "Alle Zutaten ohne Eis kräftig trocken shaken.",
        "Eis hinzugeben und erneut shaken.",
        "In ein vorgekühltes Martiniglas abseihen und mit Muskatnuss bestreuen.",
      ],
      garnish: "Frisch geriebene Muskatnuss",
    },
    en: {
      name: "Porto Flip",
      description: "A velvety flip of tawny port, brandy and egg yolk, a classic nightcap for cold evenings.",
      steps: [
        "Dry shake all ingredients hard without ice.",
        "Add ice and shake again.",
        "Strain into a chilled martini glass and dust with nutmeg.",
      ],
      garnish: "Freshly grated nutmeg",
    },
    glass: "martini",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "tawny-port", amount: 4.5, unit: "cl" },
      { ing: "brandy", amount: 1.5, unit: "cl" },
      { ing: "egg-yolk", amount: 1, unit: "cl" },
    ],
    groups: ["iba-unforgettables", "after-dinner", "winter-warmers"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "wine",
    taste: ["sweet"],
    strength: "light",
    iba: true,
  },
  {
    slug: "ramos-fizz",
    de: {
      name: "Ramos Fizz",
      description:
        "Henry C. Ramos zugeschrieben, der ihn ab 1888 in New Orleans ausschenkte; berühmt für seine wolkige Schaumkrone und das minutenlange Shaken.",
      steps: [
        "Alle Zutaten außer Soda mit Eis zwei Minuten lang kräftig shaken.",
        "Doppelt abseihen, den Drink zurück in den Shaker geben und ohne Eis eine weitere Minute shaken.",
        "In ein Highball-Glas abseihen und kurz ruhen lassen.",
        "Langsam mit Soda auffüllen, bis sich die Schaumkrone über den Glasrand hebt.",
      ],
      garnish: "",
    },
    en: {
      name: "Ramos Fizz",
      description:
        "Credited to Henry C. Ramos, who served it in New Orleans from 1888; famous for its cloud-like head and minutes of shaking.",
      steps: [
        "Shake all ingredients except the soda hard with ice for two minutes.",
        "Double-strain, return the drink to the shaker and shake for another minute without ice.",
        "Strain into a highball glass and let it settle briefly.",
        "Slowly top with soda until the foam rises above the rim.",
      ],
      garnish: "",
    },
    glass: "highball",
    method: "shake",
    difficulty: "professional",
    lines: [
      { ing: "gin", amount: 4.5, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "lemon-juice", amount: 1.5, unit: "cl" },
      { ing: "simple-syrup", amount: 3, unit: "cl" },
      { ing: "cream", amount: 6, unit: "cl" },
      { ing: "egg-white", amount: 3, unit: "cl" },
      { ing: "orange-flower-water", amount: 3, unit: "dash", exact: true },
      { ing: "vanilla-extract", amount: 2, unit: "drop" },
      { ing: "soda-water", unit: "top" },
    ],
    groups: ["iba-unforgettables", "sours", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["sour", "sweet"],
    strength: "light",
    iba: true,
  },
  {
    // History: Charles H. Baker Jr., "The Gentleman's Companion" (1939).
    slug: "remember-the-maine",
    de: {
      name: "Remember the Maine",
      description:
        "Charles H. Baker Jr. beschrieb ihn 1939 in „The Gentleman's Companion“ und will ihn 1933 in Havanna getrunken haben; der Name erinnert an den Schlachtruf nach dem Untergang der USS Maine 1898. Ein Manhattan-Verwandter mit Kirschlikör und Absinth.",
      steps: [
        "Eine Coupette mit Absinth ausschwenken und den Rest weggießen.",
        "Rye Whiskey, Wermut und Kirschlikör in einem Rührglas mit reichlich Eis kalt rühren.",
        "In die vorbereitete Coupette abseihen und mit einer Zitronenzeste garnieren.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Remember the Maine",
      description:
        "Charles H. Baker Jr. described it in 'The Gentleman's Companion' in 1939, claiming to have drunk it in Havana in 1933; the name recalls the battle cry after the USS Maine sank in 1898. A Manhattan relative with cherry liqueur and absinthe.",
      steps: [
        "Rinse a coupe with absinthe and discard the rest.",
        "Stir rye whiskey, vermouth and cherry liqueur with plenty of ice in a mixing glass until cold.",
        "Strain into the prepared coupe and garnish with a lemon twist.",
      ],
      garnish: "Lemon twist",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "rye-whiskey", amount: 6, unit: "cl" },
      { ing: "sweet-vermouth", amount: 2.25, unit: "cl" },
      {
        ing: "cherry-liqueur",
        amount: 1.5,
        unit: "cl",
        note: { de: "z. B. Luxardo Cherry", en: "e.g. Luxardo Cherry" },
      },
      { ing: "absinthe", amount: 0.75, unit: "cl", note: { de: "zum Ausschwenken", en: "for rinsing" } },
    ],
    groups: ["iba-unforgettables", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "whiskey",
    taste: ["sweet", "bitter"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "rusty-nail",
    de: {
      name: "Rusty Nail",
      description:
        "Scotch Whisky und Drambuie auf Eis – ein schlichter Digestif, der in den 1960er-Jahren seine Blütezeit hatte.",
      steps: ["Einen Tumbler mit Eis füllen.", "Scotch und Drambuie hineingeben und kurz verrühren."],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Rusty Nail",
      description:
        "Scotch whisky and Drambuie on the rocks, a simple after-dinner drink that peaked in the 1960s.",
      steps: ["Fill a rocks glass with ice.", "Add the Scotch and Drambuie and stir briefly."],
      garnish: "Lemon twist",
    },
    glass: "rocks",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "scotch-whisky", amount: 4.5, unit: "cl" },
      { ing: "drambuie", amount: 2.5, unit: "cl" },
    ],
    groups: ["iba-unforgettables", "after-dinner"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "whiskey",
    taste: ["sweet"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "sazerac",
    de: {
      name: "Sazerac",
      description:
        "New Orleans' Stadtcocktail aus dem 19. Jahrhundert: Cognac oder Rye mit Peychaud's Bitters in einem absinthgespülten Glas.",
      steps: [
        "Einen vorgekühlten Tumbler mit Absinth ausschwenken, mit Crushed Ice füllen und beiseitestellen.",
        "Den Zuckerwürfel mit Peychaud's Bitters im Rührglas zerdrücken, Cognac und Eis dazugeben und kalt rühren.",
        "Eis und überschüssigen Absinth aus dem Tumbler entfernen und den Drink hineinabseihen.",
        "Die Zitronenzeste darüber ausdrücken.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Sazerac",
      description:
        "New Orleans' official cocktail from the 19th century: cognac or rye with Peychaud's Bitters in an absinthe-rinsed glass.",
      steps: [
        "Rinse a chilled rocks glass with absinthe, fill it with crushed ice and set it aside.",
        "Crush the sugar cube with Peychaud's Bitters in a mixing glass, add cognac and ice and stir until cold.",
        "Discard the ice and any excess absinthe from the rocks glass and strain the drink into it.",
        "Express the lemon peel over the top.",
      ],
      garnish: "Lemon peel",
    },
    glass: "rocks",
    method: "stir",
    difficulty: "professional",
    lines: [
      { ing: "cognac", amount: 5, unit: "cl", note: { de: "oder Rye Whiskey", en: "or rye whiskey" } },
      { ing: "absinthe", amount: 1, unit: "cl", note: { de: "zum Ausschwenken", en: "for rinsing" } },
      { ing: "sugar-cube", amount: 1, unit: "piece" },
      { ing: "peychauds-bitters", amount: 2, unit: "dash", exact: true },
    ],
    groups: ["iba-unforgettables", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "brandy",
    taste: ["bitter", "sweet"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "sidecar",
    de: {
      name: "Sidecar",
      description:
        "Ein eleganter Cognac-Sour mit Orangenlikör und Zitrone, um das Ende des Ersten Weltkriegs entstanden – ob in Paris oder London, ist umstritten.",
      steps: ["Alle Zutaten mit Eis shaken.", "In eine vorgekühlte Coupette doppelt abseihen."],
      garnish: "",
    },
    en: {
      name: "Sidecar",
      description:
        "An elegant cognac sour with orange liqueur and lemon, born around the end of World War I; whether in Paris or London is disputed.",
      steps: ["Shake all ingredients with ice.", "Double-strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "cognac", amount: 5, unit: "cl" },
      { ing: "triple-sec", amount: 2, unit: "cl" },
      { ing: "lemon-juice", amount: 2, unit: "cl" },
    ],
    groups: ["iba-unforgettables", "sours", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "brandy",
    taste: ["sour", "sweet"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "stinger",
    de: {
      name: "Stinger",
      description:
        "Cognac mit weißem Pfefferminzlikör: ein klassischer Digestif der New Yorker High Society um 1900.",
      steps: [
        "Beide Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In ein vorgekühltes Martiniglas abseihen.",
      ],
      garnish: "Minzblatt (optional)",
    },
    en: {
      name: "Stinger",
      description:
        "Cognac with white crème de menthe: a classic digestif of New York high society around 1900.",
      steps: [
        "Stir both ingredients with ice in a mixing glass until cold.",
        "Strain into a chilled martini glass.",
      ],
      garnish: "Mint leaf (optional)",
    },
    glass: "martini",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "cognac", amount: 5, unit: "cl" },
      { ing: "creme-de-menthe-white", amount: 2, unit: "cl" },
    ],
    groups: ["iba-unforgettables", "after-dinner"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "brandy",
    taste: ["sweet", "fresh"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "tuxedo",
    de: {
      name: "Tuxedo",
      description:
        "Ein Martini-Verwandter, der um 1900 im Tuxedo Club bei New York entstanden sein soll, mit Maraschino, Absinth und Orangen-Bitters.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In ein vorgekühltes Martiniglas abseihen.",
        "Mit Kirsche und Zitronenzeste garnieren.",
      ],
      garnish: "Maraschino-Kirsche und Zitronenzeste",
    },
    en: {
      name: "Tuxedo",
      description:
        "A Martini relative said to come from the Tuxedo Club near New York around 1900, with maraschino, absinthe and orange bitters.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until cold.",
        "Strain into a chilled martini glass.",
        "Garnish with a cherry and a lemon twist.",
      ],
      garnish: "Maraschino cherry and lemon twist",
    },
    glass: "martini",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "old-tom-gin", amount: 3, unit: "cl" },
      { ing: "dry-vermouth", amount: 3, unit: "cl" },
      { ing: "maraschino-liqueur", amount: 0.5, unit: "barspoon" },
      { ing: "absinthe", amount: 0.25, unit: "barspoon" },
      { ing: "orange-bitters", amount: 3, unit: "dash" },
    ],
    groups: ["iba-unforgettables", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["bitter", "fresh"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "vieux-carre",
    de: {
      name: "Vieux Carré",
      description:
        "Walter Bergeron vom Hotel Monteleone in New Orleans zugeschrieben, spätestens 1937 gedruckt und nach dem French Quarter benannt.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In eine vorgekühlte Coupette abseihen.",
        "Mit Orangenzeste und Kirsche garnieren.",
      ],
      garnish: "Orangenzeste und Maraschino-Kirsche",
    },
    en: {
      name: "Vieux Carré",
      description:
        "Credited to Walter Bergeron of New Orleans' Hotel Monteleone, in print by 1937 and named after the French Quarter.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until cold.",
        "Strain into a chilled coupe.",
        "Garnish with orange peel and a cherry.",
      ],
      garnish: "Orange peel and maraschino cherry",
    },
    glass: "coupe",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "rye-whiskey", amount: 3, unit: "cl" },
      { ing: "cognac", amount: 3, unit: "cl" },
      { ing: "sweet-vermouth", amount: 3, unit: "cl" },
      { ing: "benedictine", amount: 1, unit: "barspoon" },
      { ing: "peychauds-bitters", amount: 2, unit: "dash" },
    ],
    groups: ["iba-unforgettables", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "whiskey",
    taste: ["sweet", "bitter"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "whiskey-sour",
    de: {
      name: "Whiskey Sour",
      description:
        "Seit Jerry Thomas' Bar-Handbuch von 1862 der Inbegriff des Sours: Bourbon, Zitrone, Zucker und auf Wunsch Eiweiß.",
      steps: [
        "Alle Zutaten ohne Eis trocken shaken, falls Eiweiß verwendet wird.",
        "Eis hinzugeben und kräftig shaken.",
        "In eine vorgekühlte Coupette abseihen – oder, wer ihn on the rocks mag, auf frisches Eis.",
      ],
      garnish: "Halbe Orangenscheibe und Cocktailkirsche",
    },
    en: {
      name: "Whiskey Sour",
      description:
        "The archetypal sour since Jerry Thomas's 1862 bar guide: bourbon, lemon, sugar and, if you like, egg white.",
      steps: [
        "Dry shake all ingredients without ice if using egg white.",
        "Add ice and shake hard.",
        "Strain into a chilled coupe, or over fresh ice for a sour on the rocks.",
      ],
      garnish: "Half an orange slice and cocktail cherry",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "bourbon", amount: 4.5, unit: "cl" },
      { ing: "lemon-juice", amount: 2.5, unit: "cl" },
      { ing: "simple-syrup", amount: 2, unit: "cl" },
      {
        ing: "egg-white",
        unit: "drop",
        optional: true,
        note: { de: "ein paar Tropfen", en: "a few drops" },
      },
    ],
    groups: ["iba-unforgettables", "sours", "classics"],
    source: {
      title: "IBA Official Cocktails (2024)",
      note: {
        de: "straight up in der Coupette: unsere Glasliste kennt das Cobbler-Glas der IBA nicht",
        en: "straight up in a coupe: our glass list lacks the IBA's cobbler glass",
      },
    },
    base: "whiskey",
    taste: ["sour", "sweet"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "white-lady",
    de: {
      name: "White Lady",
      description:
        "Ein klarer, trockener Gin-Sour mit Orangenlikör; ob die heutige Gin-Fassung auf Harry MacElhone oder Harry Craddock zurückgeht, ist umstritten.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette doppelt abseihen."],
      garnish: "",
    },
    en: {
      name: "White Lady",
      description:
        "A crisp gin sour with orange liqueur; whether today's gin version goes back to Harry MacElhone or Harry Craddock is disputed.",
      steps: ["Shake all ingredients hard with ice.", "Double-strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 4, unit: "cl" },
      { ing: "triple-sec", amount: 3, unit: "cl" },
      { ing: "lemon-juice", amount: 2, unit: "cl" },
    ],
    groups: ["iba-unforgettables", "sours"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["sour", "fresh"],
    strength: "medium",
    iba: true,
  },
];

const contemporaryClassics: RecipeSeed[] = [
  {
    slug: "bellini",
    de: {
      name: "Bellini",
      description:
        "Giuseppe Cipriani in Harry's Bar in Venedig zugeschrieben und meist auf 1948 datiert: weißes Pfirsichpüree mit Prosecco.",
      steps: [
        "Das Pfirsichpüree in ein Rührglas mit Eis geben und den Prosecco dazugießen.",
        "Sanft verrühren und in eine gekühlte Sektflöte abseihen.",
      ],
      garnish: "",
    },
    en: {
      name: "Bellini",
      description:
        "Credited to Giuseppe Cipriani at Harry's Bar in Venice and usually dated to 1948: white peach purée topped with Prosecco.",
      steps: [
        "Put the peach purée into a mixing glass with ice and add the Prosecco.",
        "Stir gently and strain into a chilled flute.",
      ],
      garnish: "",
    },
    glass: "flute",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "peach-puree", amount: 5, unit: "cl" },
      { ing: "prosecco", amount: 10, unit: "cl" },
    ],
    groups: ["iba-contemporary", "aperitivo", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "wine",
    taste: ["sweet", "fresh"],
    strength: "light",
    iba: true,
  },
  {
    slug: "black-russian",
    de: {
      name: "Black Russian",
      description:
        "Gustave Tops zugeschrieben, der ihn 1949 im Hotel Metropole in Brüssel gemixt haben soll: Wodka und Kaffeelikör auf Eis.",
      steps: ["Einen Tumbler mit Eis füllen.", "Wodka und Kaffeelikör hineingeben und verrühren."],
      garnish: "",
    },
    en: {
      name: "Black Russian",
      description:
        "Credited to Gustave Tops, said to have mixed it in 1949 at the Hotel Metropole in Brussels: vodka and coffee liqueur on the rocks.",
      steps: ["Fill a rocks glass with ice.", "Add vodka and coffee liqueur and stir."],
      garnish: "",
    },
    glass: "rocks",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "vodka", amount: 5, unit: "cl" },
      { ing: "coffee-liqueur", amount: 2, unit: "cl" },
    ],
    groups: ["iba-contemporary", "after-dinner"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "vodka",
    taste: ["sweet"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "bloody-mary",
    de: {
      name: "Bloody Mary",
      description:
        "Der würzige Brunch-Klassiker aus Wodka und Tomatensaft, in den 1920er- und 1930er-Jahren von Fernand Petiot geprägt.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis sanft verrühren.",
        "In einen Tumbler abseihen; wer Eis möchte, bekommt den Drink im Highball-Glas auf Eis.",
        "Abschmecken und garnieren.",
      ],
      garnish: "Selleriestange, optional Zitronenspalte",
    },
    en: {
      name: "Bloody Mary",
      description:
        "The savoury brunch classic of vodka and tomato juice, shaped by Fernand Petiot in the 1920s and 1930s.",
      steps: [
        "Stir all ingredients gently with ice in a mixing glass.",
        "Strain into a rocks glass; for a guest who wants ice, serve it over ice in a highball glass.",
        "Taste, adjust the seasoning and garnish.",
      ],
      garnish: "Celery stalk, optional lemon wedge",
    },
    glass: "rocks",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "vodka", amount: 4.5, unit: "cl" },
      { ing: "tomato-juice", amount: 9, unit: "cl" },
      { ing: "lemon-juice", amount: 1.5, unit: "cl" },
      { ing: "worcestershire-sauce", amount: 2, unit: "dash" },
      { ing: "hot-sauce", unit: "dash", note: { de: "Tabasco, nach Geschmack", en: "Tabasco, to taste" } },
      { ing: "celery-salt", unit: "pinch", note: { de: "nach Geschmack", en: "to taste" } },
      { ing: "black-pepper", unit: "pinch", note: { de: "nach Geschmack", en: "to taste" } },
    ],
    groups: ["iba-contemporary", "highballs"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "vodka",
    taste: ["sour"],
    strength: "light",
    iba: true,
  },
  {
    slug: "caipirinha",
    de: {
      name: "Caipirinha",
      description: "Brasiliens Nationalcocktail: Cachaça mit zerstoßenen Limetten und Zucker auf Eis.",
      steps: [
        "Die Limette in kleine Spalten schneiden und mit dem Zucker in einem doppelten Tumbler sanft andrücken.",
        "Das Glas mit grob gestoßenem Eis füllen und den Cachaça dazugeben.",
        "Kurz verrühren, damit sich alles verbindet.",
      ],
      garnish: "",
    },
    en: {
      name: "Caipirinha",
      description: "Brazil's national cocktail: cachaça with muddled lime and sugar over ice.",
      steps: [
        "Cut the lime into small wedges and muddle gently with the sugar in a double rocks glass.",
        "Fill the glass with cracked ice and add the cachaça.",
        "Stir briefly to bring everything together.",
      ],
      garnish: "",
    },
    glass: "double-rocks",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "cachaca", amount: 6, unit: "cl" },
      {
        ing: "lime",
        amount: 1,
        unit: "piece",
        note: { de: "in kleine Spalten geschnitten", en: "cut into small wedges" },
      },
      { ing: "sugar", amount: 4, unit: "tsp", note: { de: "weißer Rohrzucker", en: "white cane sugar" } },
    ],
    groups: ["iba-contemporary", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "cachaca",
    taste: ["sour", "fresh"],
    strength: "strong",
    iba: true,
  },
  {
    // History: Difford's Guide, Gambero Rosso (2024).
    slug: "cardinale",
    de: {
      name: "Cardinale",
      description:
        "Der trockene Verwandte des Negroni aus dem Rom der 1950er-Jahre: Giovanni Raimondo vom Hotel Excelsior an der Via Veneto zugeschrieben, der Legende nach für einen Kardinal gemixt. Gin, trockener Wermut und ein Hauch Campari.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In ein vorgekühltes Martiniglas abseihen.",
        "Die Zitronenzeste darüber ausdrücken.",
      ],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Cardinale",
      description:
        "The dry relative of the Negroni from 1950s Rome: credited to Giovanni Raimondo of the Hotel Excelsior on Via Veneto and, legend has it, mixed for a cardinal. Gin, dry vermouth and a touch of Campari.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until cold.",
        "Strain into a chilled martini glass.",
        "Express the lemon peel over the drink.",
      ],
      garnish: "Lemon twist",
    },
    glass: "martini",
    method: "stir",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 4, unit: "cl" },
      { ing: "dry-vermouth", amount: 2, unit: "cl" },
      { ing: "campari", amount: 1, unit: "cl" },
    ],
    groups: ["iba-contemporary", "aperitivo"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["bitter", "fresh"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "champagne-cocktail",
    de: {
      name: "Champagne Cocktail",
      description:
        "Schon in Jerry Thomas' Handbuch von 1862 verzeichnet: Champagner über einem mit Bitters getränkten Zuckerwürfel, verfeinert mit Cognac.",
      steps: [
        "Den Zuckerwürfel in eine Sektflöte legen und mit Angostura tränken.",
        "Den Cognac und nach Wunsch einige Tropfen Grand Marnier dazugeben.",
        "Langsam mit eiskaltem Champagner auffüllen.",
      ],
      garnish: "Orangenzeste und Maraschino-Kirsche",
    },
    en: {
      name: "Champagne Cocktail",
      description:
        "Already listed in Jerry Thomas's 1862 guide: Champagne over a bitters-soaked sugar cube, enriched with cognac.",
      steps: [
        "Place the sugar cube in a flute and soak it with Angostura.",
        "Add the cognac and, if you like, a few drops of Grand Marnier.",
        "Slowly top with ice-cold Champagne.",
      ],
      garnish: "Orange peel and maraschino cherry",
    },
    glass: "flute",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "champagne", amount: 9, unit: "cl" },
      { ing: "cognac", amount: 1, unit: "cl" },
      { ing: "angostura-bitters", amount: 2, unit: "dash" },
      {
        ing: "brandy-orange-liqueur",
        amount: 3,
        unit: "drop",
        optional: true,
        note: { de: "Grand Marnier", en: "Grand Marnier" },
      },
      { ing: "sugar-cube", amount: 1, unit: "piece" },
    ],
    groups: ["iba-contemporary", "aperitivo", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "wine",
    taste: ["fresh", "sweet"],
    strength: "light",
    iba: true,
  },
  {
    slug: "corpse-reviver-2",
    de: {
      name: "Corpse Reviver #2",
      description:
        "Ein als „Wiederbeleber“ gedachter Klassiker aus dem Savoy Cocktail Book von 1930: gleiche Teile Gin, Orangenlikör, Lillet und Zitrone mit einem Hauch Absinth.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette doppelt abseihen."],
      garnish: "Orangenzeste",
    },
    en: {
      name: "Corpse Reviver #2",
      description:
        "A would-be hangover cure from the 1930 Savoy Cocktail Book: equal parts gin, orange liqueur, Lillet and lemon with a hint of absinthe.",
      steps: ["Shake all ingredients hard with ice.", "Double-strain into a chilled coupe."],
      garnish: "Orange peel",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "gin", amount: 3, unit: "cl" },
      { ing: "triple-sec", amount: 3, unit: "cl" },
      { ing: "lillet-blanc", amount: 3, unit: "cl" },
      { ing: "lemon-juice", amount: 3, unit: "cl" },
      { ing: "absinthe", amount: 1, unit: "dash" },
    ],
    groups: ["iba-contemporary", "sours", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["sour", "fresh"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "cosmopolitan",
    de: {
      name: "Cosmopolitan",
      description:
        "In den 1980er-Jahren entstanden – als Urheber gelten unter anderem Cheryl Cook in Miami und Toby Cecchini in New York – und durch „Sex and the City“ weltberühmt: Zitronenwodka, Orangenlikör, Limette und Cranberry.",
      steps: ["Alle Zutaten mit Eis shaken.", "In ein vorgekühltes Martiniglas doppelt abseihen."],
      garnish: "Zitronenzeste",
    },
    en: {
      name: "Cosmopolitan",
      description:
        "Born in the 1980s (Cheryl Cook in Miami and Toby Cecchini in New York are among those credited) and made world-famous by 'Sex and the City': citrus vodka, orange liqueur, lime and cranberry.",
      steps: ["Shake all ingredients with ice.", "Double-strain into a chilled martini glass."],
      garnish: "Lemon twist",
    },
    glass: "martini",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "citrus-vodka", amount: 4, unit: "cl" },
      { ing: "triple-sec", amount: 1.5, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "cranberry-juice", amount: 3, unit: "cl" },
    ],
    groups: ["iba-contemporary", "sours"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "vodka",
    taste: ["sour", "sweet"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "cuba-libre",
    de: {
      name: "Cuba Libre",
      description:
        "Rum, Cola und Limette: um 1900 in Havanna entstanden und einer der meistbestellten Longdrinks der Welt.",
      steps: [
        "Ein Highball-Glas mit Eis füllen.",
        "Limettensaft und Rum hineingeben.",
        "Mit Cola auffüllen und kurz verrühren.",
      ],
      garnish: "Limettenspalte",
    },
    en: {
      name: "Cuba Libre",
      description:
        "Rum, cola and lime: born in Havana around 1900 and one of the most ordered long drinks in the world.",
      steps: [
        "Fill a highball glass with ice.",
        "Add lime juice and rum.",
        "Top up with cola and stir briefly.",
      ],
      garnish: "Lime wedge",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "white-rum", amount: 5, unit: "cl" },
      { ing: "lime-juice", amount: 1, unit: "cl" },
      { ing: "cola", amount: 12, unit: "cl" },
    ],
    groups: ["iba-contemporary", "highballs", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "rum",
    taste: ["sweet"],
    strength: "light",
    iba: true,
  },
  {
    slug: "french-75",
    de: {
      name: "French 75",
      description:
        "Benannt nach dem französischen 75-mm-Geschütz des Ersten Weltkriegs: ein Gin-Sour, mit Champagner aufgefüllt.",
      steps: [
        "Gin, Zitronensaft und Zuckersirup mit Eis shaken.",
        "In eine gekühlte Sektflöte abseihen.",
        "Mit Champagner auffüllen.",
      ],
      garnish: "",
    },
    en: {
      name: "French 75",
      description: "Named after the French 75 mm field gun of World War I: a gin sour topped with Champagne.",
      steps: [
        "Shake gin, lemon juice and simple syrup with ice.",
        "Strain into a chilled flute.",
        "Top up with Champagne.",
      ],
      garnish: "",
    },
    glass: "flute",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 3, unit: "cl" },
      { ing: "lemon-juice", amount: 1.5, unit: "cl" },
      { ing: "simple-syrup", amount: 1.5, unit: "cl" },
      { ing: "champagne", amount: 6, unit: "cl" },
    ],
    groups: ["iba-contemporary", "aperitivo", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["fresh", "sour"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "french-connection",
    de: {
      name: "French Connection",
      description:
        "Cognac und Amaretto auf Eis, benannt nach dem Film von 1971 – das Cognac-Gegenstück zum Godfather.",
      steps: ["Einen Tumbler mit Eis füllen.", "Cognac und Amaretto hineingeben und verrühren."],
      garnish: "",
    },
    en: {
      name: "French Connection",
      description:
        "Cognac and amaretto on the rocks, named after the 1971 film: the cognac counterpart of the Godfather.",
      steps: ["Fill a rocks glass with ice.", "Add cognac and amaretto and stir."],
      garnish: "",
    },
    glass: "rocks",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "cognac", amount: 3.5, unit: "cl" },
      { ing: "amaretto", amount: 3.5, unit: "cl" },
    ],
    groups: ["iba-contemporary", "after-dinner"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "brandy",
    taste: ["sweet"],
    strength: "strong",
    iba: true,
  },
  {
    // Contemporary Classics in the 2024 list (not New Era).
    slug: "garibaldi",
    de: {
      name: "Garibaldi",
      description:
        "Nach dem Helden der italienischen Einigung benannt: Campari aus dem Norden, Orangen aus dem Süden – am besten mit frisch gepresstem, schaumigem Saft.",
      steps: [
        "Ein Highball-Glas mit Eis füllen und den Campari hineingeben.",
        "Mit frisch gepresstem, aufgeschäumtem Orangensaft auffüllen.",
      ],
      garnish: "Orangenspalte",
    },
    en: {
      name: "Garibaldi",
      description:
        "Named after the hero of Italian unification: Campari from the north, oranges from the south, best with freshly squeezed, fluffy juice.",
      steps: [
        "Fill a highball glass with ice and add the Campari.",
        "Top up with freshly squeezed, frothed orange juice.",
      ],
      garnish: "Orange wedge",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "campari", amount: 4.5, unit: "cl" },
      {
        ing: "orange-juice",
        amount: 12,
        unit: "cl",
        note: { de: "frisch gepresst", en: "freshly squeezed" },
      },
    ],
    groups: ["iba-contemporary", "aperitivo", "highballs"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "liqueur",
    taste: ["bitter", "fresh"],
    strength: "light",
    iba: true,
  },
  {
    slug: "grasshopper",
    de: {
      name: "Grasshopper",
      description:
        "Der mintgrüne Dessertcocktail aus New Orleans' Tujague's: grüner Pfefferminzlikör, weißer Kakaolikör und Sahne.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette abseihen."],
      garnish: "Minzblatt (optional)",
    },
    en: {
      name: "Grasshopper",
      description:
        "The mint-green dessert cocktail from Tujague's in New Orleans: green crème de menthe, white crème de cacao and cream.",
      steps: ["Shake all ingredients hard with ice.", "Strain into a chilled coupe."],
      garnish: "Mint leaf (optional)",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "creme-de-menthe-green", amount: 2, unit: "cl" },
      { ing: "creme-de-cacao-white", amount: 2, unit: "cl" },
      { ing: "cream", amount: 2, unit: "cl" },
    ],
    groups: ["iba-contemporary", "after-dinner"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "liqueur",
    taste: ["sweet", "fresh"],
    strength: "light",
    iba: true,
  },
  {
    slug: "hemingway-special",
    de: {
      name: "Hemingway Special",
      description:
        "Der Daiquiri, den die Bar El Floridita in Havanna für Ernest Hemingway mixte: ohne Zucker, mit Grapefruit und Maraschino.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette doppelt abseihen."],
      garnish: "",
    },
    en: {
      name: "Hemingway Special",
      description:
        "The Daiquiri Havana's El Floridita made for Ernest Hemingway: no sugar, with grapefruit and maraschino.",
      steps: ["Shake all ingredients hard with ice.", "Double-strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "white-rum", amount: 6, unit: "cl" },
      { ing: "grapefruit-juice", amount: 4, unit: "cl" },
      { ing: "maraschino-liqueur", amount: 1.5, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
    ],
    groups: ["iba-contemporary", "sours", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "rum",
    taste: ["sour", "fresh"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "horses-neck",
    de: {
      name: "Horse's Neck",
      description:
        "Ein Highball aus Cognac und Ginger Ale, erkennbar an der langen Zitronenspirale, die wie ein Pferdehals aus dem Glas ragt.",
      steps: [
        "Eine lange Zitronenspirale ins Highball-Glas hängen und das Glas mit Eis füllen.",
        "Cognac hineingeben.",
        "Mit Ginger Ale auffüllen und nach Wunsch Angostura hinzufügen.",
      ],
      garnish: "Lange Zitronenspirale",
    },
    en: {
      name: "Horse's Neck",
      description:
        "A highball of cognac and ginger ale, recognisable by the long lemon peel spiral curling out of the glass like a horse's neck.",
      steps: [
        "Hang a long lemon peel spiral in a highball glass and fill the glass with ice.",
        "Add the cognac.",
        "Top up with ginger ale and add Angostura if you like.",
      ],
      garnish: "Long lemon peel spiral",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "cognac", amount: 4, unit: "cl" },
      { ing: "ginger-ale", amount: 12, unit: "cl" },
      { ing: "angostura-bitters", amount: 1, unit: "dash", optional: true },
    ],
    groups: ["iba-contemporary", "highballs"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "brandy",
    taste: ["fresh", "sweet"],
    strength: "light",
    iba: true,
  },
  {
    slug: "irish-coffee",
    de: {
      name: "Irish Coffee",
      description:
        "Joe Sheridan zugeschrieben, der ihn um 1943 am Flughafen Foynes für durchgefrorene Passagiere gemixt haben soll: heißer Kaffee, Irish Whiskey, Zucker und eine Haube aus Sahne.",
      steps: [
        "Ein Irish-Coffee-Glas mit heißem Wasser vorwärmen und leeren.",
        "Den Kaffee in das vorgewärmte Glas gießen, Whiskey und Zucker dazugeben und rühren, bis sich der Zucker gelöst hat.",
        "Die leicht angeschlagene Sahne vorsichtig über einen Löffelrücken obenauf gleiten lassen.",
      ],
      garnish: "",
    },
    en: {
      name: "Irish Coffee",
      description:
        "Credited to Joe Sheridan, said to have served it around 1943 at Foynes airport to frozen passengers: hot coffee, Irish whiskey, sugar and a collar of cream.",
      steps: [
        "Warm an Irish coffee glass with hot water and empty it.",
        "Pour the coffee into the warmed glass, add whiskey and sugar and stir until the sugar has dissolved.",
        "Float the lightly whipped cream on top over the back of a spoon.",
      ],
      garnish: "",
    },
    glass: "irish-coffee",
    method: "build",
    difficulty: "advanced",
    lines: [
      { ing: "irish-whiskey", amount: 5, unit: "cl" },
      { ing: "hot-coffee", amount: 12, unit: "cl" },
      { ing: "sugar", amount: 1, unit: "tsp", note: { de: "oder Zuckersirup", en: "or sugar syrup" } },
      { ing: "cream", amount: 5, unit: "cl", note: { de: "leicht angeschlagen", en: "lightly whipped" } },
    ],
    groups: ["iba-contemporary", "winter-warmers", "after-dinner"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "whiskey",
    taste: ["sweet", "bitter"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "kir",
    de: {
      name: "Kir",
      description:
        "Benannt nach Félix Kir, dem Bürgermeister von Dijon: trockener Weißwein mit einem Schuss Cassislikör.",
      steps: ["Den Cassislikör in ein gekühltes Weinglas geben.", "Mit kaltem Weißwein auffüllen."],
      garnish: "",
    },
    en: {
      name: "Kir",
      description: "Named after Félix Kir, mayor of Dijon: dry white wine with a splash of crème de cassis.",
      steps: ["Pour the crème de cassis into a chilled wine glass.", "Top up with cold white wine."],
      garnish: "",
    },
    glass: "wine",
    method: "build",
    difficulty: "easy",
    lines: [
      {
        ing: "white-wine",
        amount: 9,
        unit: "cl",
        note: { de: "z. B. Bourgogne Aligoté", en: "e.g. Bourgogne Aligoté" },
      },
      { ing: "creme-de-cassis", amount: 1, unit: "cl" },
    ],
    groups: ["iba-contemporary", "aperitivo"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "wine",
    taste: ["sweet", "fresh"],
    strength: "light",
    iba: true,
  },
  {
    // Contemporary Classics in the 2024 list.
    slug: "lemon-drop-martini",
    de: {
      name: "Lemon Drop Martini",
      description:
        "In den 1970er-Jahren in San Francisco entstanden – Norman Jay Hobday wird die Erfindung zugeschrieben – und nach dem Zitronenbonbon benannt: Wodka, Orangenlikör und Zitrone, gern mit Zuckerrand serviert.",
      steps: ["Alle Zutaten mit Eis shaken.", "In ein vorgekühltes Martiniglas doppelt abseihen."],
      garnish: "",
    },
    en: {
      name: "Lemon Drop Martini",
      description:
        "Born in 1970s San Francisco (Norman Jay Hobday is credited with it) and named after the lemon candy: vodka, orange liqueur and lemon, often served with a sugar rim.",
      steps: ["Shake all ingredients with ice.", "Double-strain into a chilled martini glass."],
      garnish: "",
    },
    glass: "martini",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "vodka", amount: 3, unit: "cl" },
      { ing: "triple-sec", amount: 2, unit: "cl" },
      { ing: "lemon-juice", amount: 1.5, unit: "cl" },
    ],
    groups: ["iba-contemporary", "sours"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "vodka",
    taste: ["sour", "sweet"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "long-island-iced-tea",
    de: {
      name: "Long Island Iced Tea",
      description:
        "Fünf weiße Spirituosen und Zitrone, mit Cola aufgefüllt – sieht aus wie Eistee, ist aber einer der stärksten Longdrinks überhaupt.",
      steps: [
        "Alle Zutaten außer Cola in ein Highball-Glas mit Eis geben.",
        "Kurz verrühren.",
        "Mit Cola auffüllen.",
      ],
      garnish: "Zitronenscheibe (optional)",
    },
    en: {
      name: "Long Island Iced Tea",
      description:
        "Five white spirits and lemon topped with cola: it looks like iced tea but is one of the strongest long drinks around.",
      steps: [
        "Add all ingredients except the cola to a highball glass filled with ice.",
        "Stir briefly.",
        "Top up with cola.",
      ],
      garnish: "Lemon slice (optional)",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "vodka", amount: 1.5, unit: "cl" },
      { ing: "tequila", amount: 1.5, unit: "cl" },
      { ing: "white-rum", amount: 1.5, unit: "cl" },
      { ing: "gin", amount: 1.5, unit: "cl" },
      { ing: "triple-sec", amount: 1.5, unit: "cl" },
      { ing: "lemon-juice", amount: 2.5, unit: "cl" },
      { ing: "simple-syrup", amount: 3, unit: "cl" },
      { ing: "cola", unit: "top" },
    ],
    groups: ["iba-contemporary", "highballs"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "vodka",
    taste: ["sweet", "sour"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "mai-tai",
    de: {
      name: "Mai Tai",
      description:
        "Nach eigener Aussage 1944 von Victor „Trader Vic“ Bergeron in Oakland erfunden – auch Don the Beachcomber beanspruchte den Namen: gereifter Rum, Curaçao, Orgeat und Limette – das Herz der Tiki-Kultur.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In einen doppelten Tumbler auf Crushed Ice abseihen.",
        "Mit Ananasstück, Minze und ausgepresster Limettenhälfte garnieren.",
      ],
      garnish: "Ananasstück, Minze und Limettenhälfte",
    },
    en: {
      name: "Mai Tai",
      description:
        "By his own account created in 1944 by Victor 'Trader Vic' Bergeron in Oakland, though Don the Beachcomber also claimed the name: aged rum, curaçao, orgeat and lime, the heart of tiki culture.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Strain into a double rocks glass over crushed ice.",
        "Garnish with a pineapple spear, mint and a spent lime shell.",
      ],
      garnish: "Pineapple spear, mint and lime shell",
    },
    glass: "double-rocks",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "jamaican-rum", amount: 3, unit: "cl", note: { de: "gereift", en: "aged" } },
      {
        ing: "aged-rum",
        amount: 3,
        unit: "cl",
        note: {
          de: "Melasse-Rum aus Martinique, laut IBA kein Agricole",
          en: "Martinique molasses rum; the IBA says not an agricole",
        },
      },
      { ing: "orange-curacao", amount: 1.5, unit: "cl" },
      { ing: "orgeat", amount: 1.5, unit: "cl" },
      { ing: "lime-juice", amount: 3, unit: "cl" },
      { ing: "simple-syrup", amount: 0.75, unit: "cl" },
    ],
    groups: ["iba-contemporary", "tiki", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "rum",
    taste: ["sour", "sweet"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "margarita",
    de: {
      name: "Margarita",
      description:
        "Der berühmteste Tequila-Cocktail, seit den 1930er- und 1940er-Jahren in Mexiko und den USA bekannt: Tequila, Orangenlikör und Limette.",
      steps: [
        "Nach Wunsch den halben Glasrand mit Salz versehen.",
        "Alle Zutaten mit Eis kräftig shaken.",
        "In das vorgekühlte Glas doppelt abseihen.",
      ],
      garnish: "Halber Salzrand (optional)",
    },
    en: {
      name: "Margarita",
      description:
        "The most famous tequila cocktail, known in Mexico and the US since the 1930s and 1940s: tequila, orange liqueur and lime.",
      steps: [
        "Rim half of the glass with salt if you like.",
        "Shake all ingredients hard with ice.",
        "Double-strain into the chilled glass.",
      ],
      garnish: "Half salt rim (optional)",
    },
    glass: "margarita",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "tequila", amount: 5, unit: "cl", note: { de: "100 % Agave", en: "100% agave" } },
      { ing: "triple-sec", amount: 2, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      {
        ing: "salt",
        unit: "pinch",
        optional: true,
        note: { de: "für den Salzrand", en: "for the salt rim" },
      },
    ],
    groups: ["iba-contemporary", "sours", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "tequila",
    taste: ["sour", "fresh"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "mimosa",
    de: {
      name: "Mimosa",
      description:
        "Der Brunch-Klassiker aus frischem Orangensaft und Schaumwein – die IBA nimmt Prosecco –, angeblich um 1925 im Pariser Ritz entstanden.",
      steps: [
        "Den Orangensaft in eine gekühlte Sektflöte geben.",
        "Vorsichtig mit dem Prosecco auffüllen und sanft umrühren.",
      ],
      garnish: "Orangenzeste (optional)",
    },
    en: {
      name: "Mimosa",
      description:
        "The brunch classic of fresh orange juice and sparkling wine (the IBA uses Prosecco), said to have been created at the Paris Ritz around 1925.",
      steps: [
        "Pour the orange juice into a chilled flute.",
        "Gently top with the Prosecco and give it a light stir.",
      ],
      garnish: "Orange twist (optional)",
    },
    glass: "flute",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "orange-juice", amount: 7.5, unit: "cl" },
      {
        ing: "champagne",
        or: ["prosecco"],
        amount: 7.5,
        unit: "cl",
        note: {
          de: "Champagner im Ritz 1925, heute meist Prosecco",
          en: "Champagne at the Ritz in 1925, Prosecco as often today",
        },
      },
    ],
    groups: ["iba-contemporary", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "wine",
    taste: ["fresh", "sweet"],
    strength: "light",
    iba: true,
  },
  {
    slug: "mint-julep",
    de: {
      name: "Mint Julep",
      description:
        "Der Drink des Kentucky Derby: Bourbon, Zucker und frische Minze über einem Berg aus Crushed Ice im silbernen Becher.",
      steps: [
        "Minze, Zucker und Wasser im Julep-Becher sanft andrücken.",
        "Den Becher mit grob gestoßenem Eis füllen und den Bourbon dazugeben.",
        "Rühren, bis der Becher außen beschlägt.",
        "Mit einem Minzzweig garnieren.",
      ],
      garnish: "Minzzweig",
    },
    en: {
      name: "Mint Julep",
      description:
        "The drink of the Kentucky Derby: bourbon, sugar and fresh mint over a mound of crushed ice in a silver cup.",
      steps: [
        "Gently muddle the mint with the sugar and water in a julep cup.",
        "Fill the cup with cracked ice and add the bourbon.",
        "Stir until the cup frosts over.",
        "Garnish with a mint sprig.",
      ],
      garnish: "Mint sprig",
    },
    glass: "julep-cup",
    method: "build",
    difficulty: "advanced",
    lines: [
      { ing: "bourbon", amount: 6, unit: "cl" },
      { ing: "mint", amount: 4, unit: "sprig" },
      { ing: "powdered-sugar", amount: 1, unit: "tsp" },
      { ing: "water", amount: 2, unit: "tsp" },
    ],
    groups: ["iba-contemporary", "summer", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "whiskey",
    taste: ["fresh", "sweet"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "mojito",
    de: {
      name: "Mojito",
      description:
        "Havannas erfrischender Highball aus weißem Rum, Limette, Zucker, Minze und Soda, verbunden mit der Bodeguita del Medio.",
      steps: [
        "Minze, Zucker und Limettensaft im Glas sanft andrücken, ohne die Blätter zu zerreißen.",
        "Einen Schuss Sodawasser dazugeben und das Glas mit Eis füllen.",
        "Den Rum dazugießen, mit Sodawasser auffüllen und sanft von unten nach oben verrühren.",
      ],
      garnish: "Minzzweig und Limettenscheibe",
    },
    en: {
      name: "Mojito",
      description:
        "Havana's refreshing highball of white rum, lime, sugar, mint and soda, associated with La Bodeguita del Medio.",
      steps: [
        "Gently press mint, sugar and lime juice in the glass without tearing the leaves.",
        "Add a splash of soda water and fill the glass with ice.",
        "Pour in the rum, top up with soda water and stir gently from the bottom up.",
      ],
      garnish: "Mint sprig and lime wheel",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "white-rum", amount: 4.5, unit: "cl" },
      { ing: "lime-juice", amount: 2, unit: "cl" },
      { ing: "mint", amount: 6, unit: "sprig" },
      { ing: "sugar", amount: 2, unit: "tsp", note: { de: "weißer Rohrzucker", en: "white cane sugar" } },
      { ing: "soda-water", unit: "top" },
    ],
    groups: ["iba-contemporary", "summer", "highballs"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "rum",
    taste: ["fresh", "sour"],
    strength: "light",
    iba: true,
  },
  {
    slug: "moscow-mule",
    de: {
      name: "Moscow Mule",
      description:
        "1941 in Los Angeles als Marketingidee für Wodka und Ginger Beer erdacht und im Kupferbecher berühmt geworden.",
      steps: [
        "Einen Kupferbecher mit Eis füllen.",
        "Wodka und Limettensaft hineingeben.",
        "Mit Ginger Beer auffüllen und kurz verrühren.",
      ],
      garnish: "Limettenscheibe, optional Gurke oder Minze",
    },
    en: {
      name: "Moscow Mule",
      description:
        "Dreamed up in 1941 Los Angeles as a way to sell vodka and ginger beer, and made famous by its copper mug.",
      steps: [
        "Fill a copper mug with ice.",
        "Add vodka and lime juice.",
        "Top up with ginger beer and stir briefly.",
      ],
      garnish: "Lime wheel, optional cucumber or mint",
    },
    glass: "copper-mug",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "vodka", amount: 4.5, unit: "cl" },
      { ing: "lime-juice", amount: 1, unit: "cl" },
      { ing: "ginger-beer", amount: 12, unit: "cl" },
    ],
    groups: ["iba-contemporary", "highballs", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "vodka",
    taste: ["fresh", "sour"],
    strength: "light",
    iba: true,
  },
  {
    slug: "pina-colada",
    de: {
      name: "Piña Colada",
      description:
        "Puerto Ricos Nationaldrink – ob er 1954 im Caribe Hilton oder 1963 im Barrachina erfunden wurde, ist umstritten: Rum, Kokoscreme und Ananas, cremig gemixt.",
      steps: [
        "Alle Zutaten mit einer Handvoll Crushed Ice im Blender cremig mixen.",
        "In ein Hurricane- oder Poco-Grande-Glas füllen.",
        "Mit Ananasstück und Kirsche garnieren.",
      ],
      garnish: "Ananasstück und Cocktailkirsche",
    },
    en: {
      name: "Piña Colada",
      description:
        "Puerto Rico's national drink (whether it was invented at the Caribe Hilton in 1954 or at Barrachina in 1963 is disputed): rum, cream of coconut and pineapple, blended until creamy.",
      steps: [
        "Blend all ingredients with a handful of crushed ice until creamy.",
        "Pour into a hurricane or poco grande glass.",
        "Garnish with a pineapple wedge and a cherry.",
      ],
      garnish: "Pineapple wedge and cocktail cherry",
    },
    glass: "poco-grande",
    method: "blend",
    difficulty: "easy",
    lines: [
      { ing: "white-rum", amount: 5, unit: "cl" },
      { ing: "cream-of-coconut", amount: 3, unit: "cl" },
      { ing: "pineapple-juice", amount: 5, unit: "cl" },
      {
        ing: "lime-juice",
        amount: 3,
        unit: "drop",
        optional: true,
        note: { de: "historisch, nach Geschmack", en: "historically, to taste" },
      },
    ],
    groups: ["iba-contemporary", "tiki", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "rum",
    taste: ["sweet"],
    strength: "light",
    iba: true,
  },
  {
    slug: "pisco-sour",
    de: {
      name: "Pisco Sour",
      description:
        "Der Nationalcocktail Perus, in den 1920er-Jahren in Victor Morris' Bar in Lima populär geworden: Pisco, Zitrusfrucht, Zucker und Eiweiß.",
      steps: [
        "Alle Zutaten ohne Eis trocken shaken.",
        "Eis hinzugeben und kräftig shaken.",
        "In ein vorgekühltes Weinglas doppelt abseihen und einige Tropfen Amargo-Bitters auf den Schaum geben.",
      ],
      garnish: "Einige Tropfen Amargo-Bitters auf dem Schaum",
    },
    en: {
      name: "Pisco Sour",
      description:
        "Peru's national cocktail, popularised in the 1920s at Victor Morris's bar in Lima: pisco, citrus, sugar and egg white.",
      steps: [
        "Dry shake all ingredients without ice.",
        "Add ice and shake hard.",
        "Double-strain into a chilled wine glass and add a few drops of Amargo bitters to the foam.",
      ],
      garnish: "A few drops of Amargo bitters on the foam",
    },
    glass: "wine",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "pisco", amount: 6, unit: "cl" },
      { ing: "lemon-juice", amount: 3, unit: "cl" },
      { ing: "simple-syrup", amount: 2, unit: "cl" },
      { ing: "egg-white", amount: 3, unit: "cl" },
      {
        ing: "aromatic-bitters",
        amount: 3,
        unit: "drop",
        optional: true,
        note: {
          de: "Amargo Chuncho aus Peru; Angostura tut es auch",
          en: "Peru's Amargo Chuncho; Angostura will do",
        },
      },
    ],
    groups: ["iba-contemporary", "sours"],
    source: {
      title: "IBA Official Cocktails (2024)",
      note: {
        de: "im Weinglas als dem Goblet der IBA am nächsten",
        en: "in a wine glass, the closest of our glasses to the IBA's goblet",
      },
    },
    base: "pisco",
    taste: ["sour", "fresh"],
    strength: "medium",
    iba: true,
  },
  {
    // History: Difford's Guide, Punch.
    slug: "rabo-de-galo",
    de: {
      name: "Rabo de Galo",
      description:
        "Brasiliens Antwort auf den Manhattan: In den 1950er-Jahren in São Paulo aufgekommen, als Cinzano dort Wermut herstellte und für das Mischen mit Cachaça warb. Der Name heißt „Hahnenschwanz“ – wörtlich übersetzt „Cocktail“.",
      steps: [
        "Cachaça, Wermut, Cynar und nach Wunsch Angostura in einen Tumbler geben.",
        "Eis dazugeben und kurz verrühren.",
        "Mit einer Orangenzeste garnieren.",
      ],
      garnish: "Orangenzeste",
    },
    en: {
      name: "Rabo de Galo",
      description:
        "Brazil's answer to the Manhattan: it took hold in 1950s São Paulo, when Cinzano made vermouth there and promoted mixing it with cachaça. The name means 'rooster's tail', a literal translation of 'cocktail'.",
      steps: [
        "Put cachaça, vermouth, Cynar and, if you like, Angostura in a rocks glass.",
        "Add ice and stir briefly.",
        "Garnish with an orange twist.",
      ],
      garnish: "Orange twist",
    },
    glass: "rocks",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "cachaca", amount: 6, unit: "cl" },
      {
        ing: "sweet-vermouth",
        amount: 2,
        unit: "cl",
        note: { de: "z. B. Cinzano Rosso", en: "e.g. Cinzano Rosso" },
      },
      { ing: "artichoke-amaro", amount: 1.5, unit: "cl", note: { de: "Cynar", en: "Cynar" } },
      { ing: "angostura-bitters", amount: 2, unit: "drop", optional: true },
    ],
    groups: ["iba-contemporary", "aperitivo"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "cachaca",
    taste: ["bitter", "sweet"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "sea-breeze",
    de: {
      name: "Sea Breeze",
      description:
        "Ein leichter, herb-fruchtiger Highball aus Wodka, Cranberry- und Grapefruitsaft, der in den 1980er-Jahren populär wurde.",
      steps: ["Ein Highball-Glas mit Eis füllen.", "Alle Zutaten hineingeben und verrühren."],
      garnish: "Orangenzeste und Cocktailkirsche",
    },
    en: {
      name: "Sea Breeze",
      description:
        "A light, tart-fruity highball of vodka, cranberry and grapefruit juice that became popular in the 1980s.",
      steps: ["Fill a highball glass with ice.", "Add all ingredients and stir."],
      garnish: "Orange peel and cocktail cherry",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "vodka", amount: 4, unit: "cl" },
      { ing: "cranberry-juice", amount: 12, unit: "cl" },
      { ing: "grapefruit-juice", amount: 3, unit: "cl" },
    ],
    groups: ["iba-contemporary", "highballs", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "vodka",
    taste: ["sour", "fresh"],
    strength: "light",
    iba: true,
  },
  {
    slug: "sex-on-the-beach",
    de: {
      name: "Sex on the Beach",
      description:
        "Ein süß-fruchtiger Longdrink der 1980er-Jahre aus Wodka, Pfirsichlikör, Orangen- und Cranberrysaft.",
      steps: ["Ein Highball-Glas mit Eis füllen.", "Alle Zutaten hineingeben und verrühren."],
      garnish: "Halbe Orangenscheibe",
    },
    en: {
      name: "Sex on the Beach",
      description: "A sweet, fruity 1980s long drink of vodka, peach liqueur, orange and cranberry juice.",
      steps: ["Fill a highball glass with ice.", "Add all ingredients and stir."],
      garnish: "Half an orange slice",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "vodka", amount: 4, unit: "cl" },
      { ing: "peach-liqueur", amount: 2, unit: "cl" },
      { ing: "orange-juice", amount: 4, unit: "cl" },
      { ing: "cranberry-juice", amount: 4, unit: "cl" },
    ],
    groups: ["iba-contemporary", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "vodka",
    taste: ["sweet", "fresh"],
    strength: "light",
    iba: true,
  },
  {
    slug: "singapore-sling",
    de: {
      name: "Singapore Sling",
      description:
        "Ngiam Tong Boon vom Raffles Hotel in Singapur zugeschrieben und meist auf 1915 datiert: ein fruchtiger Gin-Longdrink mit Kirschlikör, Bénédictine und Ananas.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In ein Hurricane-Glas auf frisches Eis abseihen.",
        "Mit Ananas und Kirsche garnieren.",
      ],
      garnish: "Ananasstück und Cocktailkirsche",
    },
    en: {
      name: "Singapore Sling",
      description:
        "Credited to Ngiam Tong Boon of the Raffles Hotel in Singapore and usually dated to 1915: a fruity gin long drink with cherry liqueur, Bénédictine and pineapple.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Strain into a hurricane glass over fresh ice.",
        "Garnish with pineapple and a cherry.",
      ],
      garnish: "Pineapple wedge and cocktail cherry",
    },
    glass: "hurricane",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "gin", amount: 3, unit: "cl" },
      { ing: "cherry-liqueur", amount: 1.5, unit: "cl" },
      { ing: "triple-sec", amount: 0.75, unit: "cl" },
      { ing: "benedictine", amount: 0.75, unit: "cl" },
      { ing: "pineapple-juice", amount: 12, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "grenadine", amount: 1, unit: "cl" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
    ],
    groups: ["iba-contemporary", "tiki", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["sweet", "fresh"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "tequila-sunrise",
    de: {
      name: "Tequila Sunrise",
      description:
        "Tequila und Orangensaft mit absinkender Grenadine, die den Sonnenaufgang nachzeichnet; in den 1970er-Jahren durch die Rolling Stones berühmt.",
      steps: [
        "Tequila und Orangensaft in ein Highball-Glas mit Eis geben und verrühren.",
        "Die Grenadine langsam hineingießen, sodass sie zu Boden sinkt.",
        "Nicht mehr umrühren.",
      ],
      garnish: "Orangenscheibe",
    },
    en: {
      name: "Tequila Sunrise",
      description:
        "Tequila and orange juice with sinking grenadine that paints a sunrise; made famous by the Rolling Stones in the 1970s.",
      steps: [
        "Build tequila and orange juice in a highball glass with ice and stir.",
        "Slowly pour in the grenadine so it sinks to the bottom.",
        "Do not stir again.",
      ],
      garnish: "Orange slice",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "tequila", amount: 4.5, unit: "cl" },
      { ing: "orange-juice", amount: 9, unit: "cl" },
      { ing: "grenadine", amount: 1.5, unit: "cl" },
    ],
    groups: ["iba-contemporary", "highballs", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "tequila",
    taste: ["sweet", "fresh"],
    strength: "light",
    iba: true,
  },
  {
    slug: "vesper",
    de: {
      name: "Vesper",
      description:
        "Von Ian Fleming 1953 in „Casino Royale“ erfunden: James Bonds Martini aus Gin, Wodka und Lillet Blanc.",
      steps: [
        "Alle Zutaten mit reichlich Eis sehr kalt shaken.",
        "In ein vorgekühltes Martiniglas doppelt abseihen.",
        "Eine dünne Zitronenzeste darüber ausdrücken und hineinlegen.",
      ],
      garnish: "Lange Zitronenzeste",
    },
    en: {
      name: "Vesper",
      description:
        "Invented by Ian Fleming in 1953's 'Casino Royale': James Bond's Martini of gin, vodka and Lillet Blanc.",
      steps: [
        "Shake all ingredients with plenty of ice until very cold.",
        "Double-strain into a chilled martini glass.",
        "Express a thin lemon peel over the drink and drop it in.",
      ],
      garnish: "Long lemon peel",
    },
    glass: "martini",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 4.5, unit: "cl" },
      { ing: "vodka", amount: 1.5, unit: "cl" },
      { ing: "lillet-blanc", amount: 0.75, unit: "cl", exact: true },
    ],
    groups: ["iba-contemporary", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["fresh", "bitter"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "zombie",
    de: {
      name: "Zombie",
      description:
        "Donn Beach zugeschrieben, der ihn um 1934 in Hollywood auf die Karte gesetzt haben soll: drei Rumsorten, Gewürzsirup und Zitrus – angeblich auf zwei pro Gast begrenzt.",
      steps: [
        "Alle Zutaten mit etwa 170 g grob gestoßenem Eis in den Blender geben.",
        "Nur wenige Sekunden stoßweise mixen.",
        "In ein Collins-Glas füllen und mit Minze garnieren.",
      ],
      garnish: "Minzblätter",
    },
    en: {
      name: "Zombie",
      description:
        "Credited to Donn Beach, who is said to have put it on his Hollywood menu around 1934: three rums, spiced syrup and citrus, reputedly limited to two per guest.",
      steps: [
        "Put all ingredients in a blender with about 170 g of cracked ice.",
        "Pulse-blend for just a few seconds.",
        "Pour into a collins glass and garnish with mint.",
      ],
      garnish: "Mint leaves",
    },
    glass: "collins",
    method: "blend",
    difficulty: "professional",
    lines: [
      { ing: "jamaican-rum", amount: 4.5, unit: "cl", note: { de: "dunkel", en: "dark" } },
      {
        ing: "aged-rum",
        amount: 4.5,
        unit: "cl",
        note: { de: "goldener Rum aus Puerto Rico", en: "gold Puerto Rican rum" },
      },
      { ing: "demerara-rum", amount: 3, unit: "cl" },
      { ing: "lime-juice", amount: 2, unit: "cl" },
      { ing: "falernum", amount: 1.5, unit: "cl" },
      // Donn's Mix, 1.5 cl: grapefruit juice and cinnamon syrup 2 : 1
      {
        ing: "grapefruit-juice",
        amount: 1,
        unit: "cl",
        note: { de: "für den Donn's Mix", en: "for Donn's Mix" },
      },
      {
        ing: "cinnamon-syrup",
        amount: 0.5,
        unit: "cl",
        note: { de: "für den Donn's Mix", en: "for Donn's Mix" },
      },
      { ing: "grenadine", amount: 1, unit: "tsp" },
      { ing: "angostura-bitters", amount: 1, unit: "dash" },
      { ing: "anise-spirits", amount: 6, unit: "drop", note: { de: "Pernod", en: "Pernod" } },
    ],
    groups: ["iba-contemporary", "tiki"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "rum",
    taste: ["sweet", "sour"],
    strength: "strong",
    iba: true,
  },
];

const newEraDrinks: RecipeSeed[] = [
  {
    slug: "bees-knees",
    de: {
      name: "Bee's Knees",
      description:
        "Ein Gin-Sour aus der Zeit der Prohibition mit Honig, Zitrone und Orange; dass der Honig rauen Schmuggel-Gin überdecken sollte, wird gern erzählt, ist aber nicht belegt.",
      steps: [
        "Honigsirup mit Zitronen- und Orangensaft im Shaker verrühren, bis er sich gelöst hat.",
        "Gin und Eis dazugeben und kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
      ],
      garnish: "Zitronen- oder Orangenzeste (optional)",
    },
    en: {
      name: "Bee's Knees",
      description:
        "A Prohibition-era gin sour with honey, lemon and orange; the story that the honey was there to mask rough bootleg gin is often told but not documented.",
      steps: [
        "Stir the honey syrup with the lemon and orange juice in a shaker until dissolved.",
        "Add gin and ice and shake hard.",
        "Double-strain into a chilled coupe.",
      ],
      garnish: "Lemon or orange twist (optional)",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 5.25, unit: "cl" },
      { ing: "honey-syrup", amount: 2, unit: "tsp" },
      { ing: "lemon-juice", amount: 2.25, unit: "cl" },
      { ing: "orange-juice", amount: 2.25, unit: "cl" },
    ],
    groups: ["iba-new-era", "sours"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["sour", "sweet"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "bramble",
    de: {
      name: "Bramble",
      description:
        "Mitte der 1980er-Jahre von Dick Bradsell in London erfunden: ein Gin-Sour auf Crushed Ice, über den Brombeerlikör geträufelt wird.",
      steps: [
        "Gin, Zitronensaft und Zuckersirup mit Eis kräftig shaken.",
        "In einen vorgekühlten Tumbler mit Crushed Ice abseihen.",
        "Den Brombeerlikör in kreisenden Bewegungen darüberträufeln.",
      ],
      garnish: "Zitronenscheibe und Brombeeren (optional)",
    },
    en: {
      name: "Bramble",
      description:
        "Invented by Dick Bradsell in London in the mid-1980s: a gin sour over crushed ice with blackberry liqueur drizzled on top.",
      steps: [
        "Shake gin, lemon juice and simple syrup hard with ice.",
        "Strain into a chilled rocks glass filled with crushed ice.",
        "Drizzle the blackberry liqueur over the top in a circular motion.",
      ],
      garnish: "Lemon slice and blackberries (optional)",
    },
    glass: "rocks",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 5, unit: "cl" },
      { ing: "lemon-juice", amount: 2.5, unit: "cl" },
      { ing: "simple-syrup", amount: 1.25, unit: "cl" },
      { ing: "creme-de-mure", amount: 1.5, unit: "cl" },
    ],
    groups: ["iba-new-era", "sours", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["sour", "sweet"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "canchanchara",
    de: {
      name: "Canchánchara",
      description:
        "Ein uralter kubanischer Drink aus Trinidad, der Rum-Aguardiente mit Honig und Limette verbindet – traditionell im Tonbecher serviert.",
      steps: [
        "Honig, Wasser und Limettensaft verrühren und die Mischung auf Boden und Innenwand des Glases verteilen.",
        "Grob gestoßenes Eis und danach den Rum dazugeben.",
        "Kräftig von unten nach oben durchrühren.",
      ],
      garnish: "Limettenspalte",
    },
    en: {
      name: "Canchánchara",
      description:
        "An age-old Cuban drink from Trinidad that combines rum aguardiente with honey and lime, traditionally served in a clay cup.",
      steps: [
        "Mix honey with water and lime juice and spread it over the bottom and sides of the glass.",
        "Add cracked ice, then the rum.",
        "Stir vigorously from the bottom up.",
      ],
      garnish: "Lime wedge",
    },
    glass: "rocks",
    method: "build",
    difficulty: "easy",
    lines: [
      {
        ing: "white-rum",
        amount: 6,
        unit: "cl",
        note: { de: "kubanischer Aguardiente", en: "Cuban aguardiente" },
      },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "honey", amount: 1.5, unit: "cl", note: { de: "roher Honig", en: "raw honey" } },
      { ing: "water", amount: 5, unit: "cl" },
    ],
    groups: ["iba-new-era", "sours"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "rum",
    taste: ["sour", "sweet"],
    strength: "medium",
    iba: true,
  },
  {
    // History: Wikipedia "Chartreuse swizzle", Punch.
    slug: "chartreuse-swizzle",
    de: {
      name: "Chartreuse Swizzle",
      description:
        "2003 von Marcovaldo Dionysos in San Francisco für einen Chartreuse-Wettbewerb erfunden, den er damit gewann: grüner Chartreuse statt Rum im karibischen Swizzle, mit Ananas, Limette und Falernum.",
      steps: [
        "Alle Zutaten in ein Collins-Glas geben und mit Crushed Ice füllen.",
        "Mit einem Swizzle Stick oder Barlöffel kräftig quirlen, bis das Glas außen beschlägt.",
        "Mit weiterem Crushed Ice auffüllen, mit Minze garnieren und frische Muskatnuss darüberreiben.",
      ],
      garnish: "Minzblätter und frisch geriebene Muskatnuss",
    },
    en: {
      name: "Chartreuse Swizzle",
      description:
        "Invented in 2003 by Marcovaldo Dionysos in San Francisco for a Chartreuse competition, which it won: green Chartreuse instead of rum in a Caribbean swizzle, with pineapple, lime and falernum.",
      steps: [
        "Pour all ingredients into a collins glass and fill it with crushed ice.",
        "Swizzle hard with a swizzle stick or bar spoon until the glass frosts.",
        "Top with more crushed ice, garnish with mint and grate fresh nutmeg over the top.",
      ],
      garnish: "Mint leaves and freshly grated nutmeg",
    },
    glass: "collins",
    method: "swizzle",
    difficulty: "advanced",
    lines: [
      { ing: "green-chartreuse", amount: 4.5, unit: "cl", exact: true },
      { ing: "pineapple-juice", amount: 3, unit: "cl" },
      { ing: "lime-juice", amount: 2.25, unit: "cl" },
      { ing: "falernum", amount: 1.5, unit: "cl" },
    ],
    groups: ["iba-new-era", "tiki", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "liqueur",
    taste: ["fresh", "sweet"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "dark-n-stormy",
    de: {
      name: "Dark 'n' Stormy",
      description:
        "Bermudas Nationaldrink: dunkler Rum, der sich wie eine Gewitterwolke über würzigem Ginger Beer ausbreitet.",
      steps: [
        "Ein Highball-Glas mit Eis füllen und das Ginger Beer hineingießen.",
        "Den dunklen Rum vorsichtig obenauf gießen.",
      ],
      garnish: "Limettenspalte oder Limettenscheibe",
    },
    en: {
      name: "Dark 'n' Stormy",
      description: "Bermuda's national drink: dark rum spreading like a storm cloud over spicy ginger beer.",
      steps: [
        "Fill a highball glass with ice and add the ginger beer.",
        "Carefully float the dark rum on top.",
      ],
      garnish: "Lime wedge or slice",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "dark-rum", amount: 6, unit: "cl" },
      { ing: "ginger-beer", amount: 10, unit: "cl" },
    ],
    groups: ["iba-new-era", "highballs"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "rum",
    taste: ["fresh", "sweet"],
    strength: "medium",
    iba: true,
  },
  {
    // History: Jeff Berry's research on Don the Beachcomber.
    slug: "dons-special-daiquiri",
    de: {
      name: "Don's Special Daiquiri",
      description:
        "Ein Daiquiri aus dem Repertoire von Don the Beachcomber in Hollywood, das Jeff „Beachbum“ Berry wiederentdeckte: zwei Rumsorten mit Maracuja, Honig und Limette, kurz im Blender gemixt. Ein genaues Entstehungsjahr ist nicht überliefert.",
      steps: [
        "Alle Zutaten mit Crushed Ice wenige Sekunden im Blender mixen.",
        "In ein Poco-Grande-Glas gießen und mit weiterem Crushed Ice auffüllen.",
        "Mit einer halben Maracuja garnieren.",
      ],
      garnish: "Halbe Maracuja",
    },
    en: {
      name: "Don's Special Daiquiri",
      description:
        "A Daiquiri from Don the Beachcomber's Hollywood repertoire, rediscovered by Jeff 'Beachbum' Berry: two rums with passion fruit, honey and lime, flash-blended. No exact year of origin is recorded.",
      steps: [
        "Blend all ingredients with crushed ice for a few seconds.",
        "Pour into a poco grande glass and top with more crushed ice.",
        "Garnish with half a passion fruit.",
      ],
      garnish: "Half a passion fruit",
    },
    glass: "poco-grande",
    method: "blend",
    difficulty: "advanced",
    lines: [
      {
        ing: "jamaican-rum",
        amount: 3,
        unit: "cl",
        note: { de: "goldener Jamaika-Rum", en: "gold Jamaican rum" },
      },
      { ing: "white-rum", amount: 1.5, unit: "cl", note: { de: "kubanischer Rum", en: "Cuban rum" } },
      { ing: "passion-fruit-syrup", amount: 1.5, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "honey-syrup", amount: 1.5, unit: "cl" },
    ],
    groups: ["iba-new-era", "tiki", "sours", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "rum",
    taste: ["sour", "sweet", "fresh"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "espresso-martini",
    de: {
      name: "Espresso Martini",
      description:
        "Dick Bradsell zugeschrieben, der ihn in den 1980er-Jahren in London erfand: Wodka, frischer Espresso und Kaffeelikör mit samtiger Crema.",
      steps: [
        "Alle Zutaten mit reichlich Eis sehr kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
        "Drei Kaffeebohnen auf den Schaum legen.",
      ],
      garnish: "Drei Kaffeebohnen",
    },
    en: {
      name: "Espresso Martini",
      description:
        "Credited to Dick Bradsell, who created it in 1980s London: vodka, fresh espresso and coffee liqueur with a velvety crema.",
      steps: [
        "Shake all ingredients very hard with plenty of ice.",
        "Double-strain into a chilled coupe.",
        "Float three coffee beans on the foam.",
      ],
      garnish: "Three coffee beans",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "vodka", amount: 5, unit: "cl" },
      { ing: "coffee-liqueur", amount: 3, unit: "cl" },
      { ing: "simple-syrup", amount: 1, unit: "cl" },
      { ing: "espresso", amount: 3, unit: "cl", note: { de: "frisch gebrüht", en: "freshly brewed" } },
    ],
    groups: ["iba-new-era", "after-dinner"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "vodka",
    taste: ["bitter", "sweet"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "fernandito",
    de: {
      name: "Fernandito",
      description:
        "Argentiniens Lieblingsdrink „Fernet con Coca“: bitterer Fernet mit Cola, vor allem in Córdoba eine Institution.",
      steps: [
        "Einen doppelten Tumbler mit Eis füllen und den Fernet hineingeben.",
        "Langsam mit Cola auffüllen und sanft verrühren.",
      ],
      garnish: "",
    },
    en: {
      name: "Fernandito",
      description:
        "Argentina's favourite 'Fernet con Coca': bitter Fernet with cola, an institution especially in Córdoba.",
      steps: [
        "Fill a double rocks glass with ice and add the Fernet.",
        "Slowly top up with cola and stir gently.",
      ],
      garnish: "",
    },
    glass: "double-rocks",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "fernet", amount: 5, unit: "cl" },
      { ing: "cola", unit: "top" },
    ],
    groups: ["iba-new-era", "highballs"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "liqueur",
    taste: ["bitter", "sweet"],
    strength: "light",
    iba: true,
  },
  {
    slug: "french-martini",
    de: {
      name: "French Martini",
      description:
        "Ein fruchtiger Vodka-Drink der 1980er-Jahre aus New York mit Himbeerlikör und Ananassaft, der beim Shaken einen feinen Schaum bildet.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In ein vorgekühltes Martiniglas doppelt abseihen."],
      garnish: "Zitronenzeste (optional)",
    },
    en: {
      name: "French Martini",
      description:
        "A fruity 1980s New York vodka drink with raspberry liqueur and pineapple juice that forms a fine foam when shaken.",
      steps: ["Shake all ingredients hard with ice.", "Double-strain into a chilled martini glass."],
      garnish: "Lemon twist (optional)",
    },
    glass: "martini",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "vodka", amount: 4.5, unit: "cl" },
      { ing: "raspberry-liqueur", amount: 1.5, unit: "cl" },
      { ing: "pineapple-juice", amount: 1.5, unit: "cl" },
    ],
    groups: ["iba-new-era"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "vodka",
    taste: ["sweet", "fresh"],
    strength: "medium",
    iba: true,
  },
  {
    // Moved here from recipes-classics.ts (IBA since 2024).
    slug: "gin-basil-smash",
    de: {
      name: "Gin Basil Smash",
      description:
        "2008 von Jörg Meyer im Hamburger Le Lion erfunden und als „Gin Pesto“ schnell weltberühmt: Gin, Zitrone und reichlich frisches Basilikum. Im Le Lion kommt er auf Eis in den Tumbler, die IBA serviert ihn in der Cocktailschale.",
      steps: [
        "Alle Zutaten mit Eis in den Shaker geben.",
        "Sehr kräftig shaken, damit das Basilikum sein Aroma abgibt.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
      ],
      garnish: "",
    },
    en: {
      name: "Gin Basil Smash",
      description:
        "Invented in 2008 by Jörg Meyer at Le Lion in Hamburg and soon world-famous as the 'Gin Pesto': gin, lemon and plenty of fresh basil. Le Lion serves it on ice in a rocks glass; the IBA serves it up in a cocktail glass.",
      steps: [
        "Put all ingredients into a shaker with ice.",
        "Shake very hard so the basil gives up its aroma.",
        "Double-strain into a chilled coupe.",
      ],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 6, unit: "cl" },
      { ing: "lemon-juice", amount: 2.25, unit: "cl" },
      { ing: "simple-syrup", amount: 2.25, unit: "cl" },
      { ing: "basil", amount: 10, unit: "leaf" },
    ],
    groups: ["iba-new-era", "sours", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["fresh", "sour"],
    strength: "medium",
    iba: true,
  },
  {
    // The IBA page names a margarita glass in its header but its method rims a rocks glass and adds ice
    // to it; the method is followed here.
    slug: "grand-margarita",
    de: {
      name: "Grand Margarita",
      description:
        "Die Margarita mit Grand Marnier statt Triple Sec – runder und kräftiger, in amerikanischen Bars seit Jahrzehnten als edlere Variante bestellt und 2024 in die IBA-Liste aufgenommen.",
      steps: [
        "Den Rand eines Tumblers mit gutem Meersalz versehen und das Glas mit Eis füllen.",
        "Tequila, Grand Marnier und Limettensaft mit Eis zehn Sekunden kräftig shaken.",
        "In den vorbereiteten Tumbler abseihen und mit einer Limettenscheibe garnieren.",
      ],
      garnish: "Salzrand und Limettenscheibe",
    },
    en: {
      name: "Grand Margarita",
      description:
        "The Margarita with Grand Marnier instead of triple sec: rounder and stronger, ordered as the grander version in American bars for decades and added to the IBA list in 2024.",
      steps: [
        "Rim a rocks glass with good sea salt and fill it with ice.",
        "Shake tequila, Grand Marnier and lime juice hard with ice for ten seconds.",
        "Strain into the prepared glass and garnish with a lime slice.",
      ],
      garnish: "Salt rim and lime slice",
    },
    glass: "rocks",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "tequila", amount: 4.5, unit: "cl", note: { de: "100 % Agave", en: "100% agave" } },
      {
        ing: "brandy-orange-liqueur",
        amount: 3,
        unit: "cl",
        note: { de: "Grand Marnier", en: "Grand Marnier" },
      },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "salt", unit: "pinch", note: { de: "Meersalz für den Rand", en: "sea salt for the rim" } },
    ],
    groups: ["iba-new-era", "sours", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "tequila",
    taste: ["sour", "sweet"],
    strength: "strong",
    iba: true,
  },
  {
    // History: Wikipedia "IBA Tiki", ApeTime magazine (April 2024).
    slug: "iba-tiki",
    de: {
      name: "IBA Tiki",
      description:
        "2022 von Diosmel Mendoza Medrano im El Polinesio des Hotels Habana Libre in Havanna kreiert, zu Ehren der IBA-Cocktailweltmeisterschaft in Kuba: zwei kubanische Rums mit Amaretto, Haselnusslikör, Maracuja, Ananas und frischem Ingwer.",
      steps: [
        "Die Ingwerscheibe im Shaker andrücken.",
        "Alle übrigen Zutaten und Eis dazugeben und kräftig shaken.",
        "In einen vorgekühlten Tiki-Becher auf Crushed Ice abseihen.",
      ],
      garnish: "Zitrusfrüchte und eine getrocknete Ananasscheibe",
    },
    en: {
      name: "IBA Tiki",
      description:
        "Created in 2022 by Diosmel Mendoza Medrano at El Polinesio in Havana's Hotel Habana Libre, in honour of the IBA World Cocktail Championship in Cuba: two Cuban rums with amaretto, hazelnut liqueur, passion fruit, pineapple and fresh ginger.",
      steps: [
        "Muddle the ginger slice in a shaker.",
        "Add all other ingredients and ice and shake hard.",
        "Strain into a chilled tiki mug filled with crushed ice.",
      ],
      garnish: "Citrus and a dried pineapple slice",
    },
    glass: "tiki",
    method: "shake",
    difficulty: "advanced",
    lines: [
      {
        ing: "aged-rum",
        amount: 3,
        unit: "cl",
        note: { de: "z. B. Havana Club Profundo", en: "e.g. Havana Club Profundo" },
      },
      {
        ing: "dark-rum",
        amount: 3,
        unit: "cl",
        note: { de: "rauchig, z. B. Havana Club Cuban Smoky", en: "smoky, e.g. Havana Club Cuban Smoky" },
      },
      { ing: "amaretto", amount: 1.5, unit: "cl" },
      { ing: "hazelnut-liqueur", amount: 0.5, unit: "cl", note: { de: "Frangelico", en: "Frangelico" } },
      { ing: "maraschino-liqueur", amount: 5, unit: "drop" },
      { ing: "passion-fruit-puree", amount: 3, unit: "cl" },
      { ing: "pineapple-juice", amount: 9, unit: "cl" },
      { ing: "lime-juice", amount: 3, unit: "cl" },
      { ing: "ginger", amount: 1, unit: "slice", note: { de: "dünne Scheibe", en: "thin slice" } },
    ],
    groups: ["iba-new-era", "tiki", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "rum",
    taste: ["sweet", "sour", "fresh"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "illegal",
    de: {
      name: "Illegal",
      description:
        "Jim Meehan und Phil Ward zugeschrieben (New York, um 2008): rauchiger Mezcal mit Overproof-Rum, Falernum und Limette.",
      steps: [
        "Alle Zutaten ohne Eis trocken shaken, falls Eiweiß verwendet wird.",
        "Eis hinzugeben und kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
      ],
      garnish: "",
    },
    en: {
      name: "Illegal",
      description:
        "Credited to Jim Meehan and Phil Ward (New York, around 2008): smoky mezcal with overproof rum, falernum and lime.",
      steps: [
        "Dry shake all ingredients without ice if using egg white.",
        "Add ice and shake hard.",
        "Double-strain into a chilled coupe.",
      ],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "mezcal", amount: 3, unit: "cl" },
      {
        ing: "overproof-rum",
        amount: 1.5,
        unit: "cl",
        note: { de: "weißer jamaikanischer Overproof-Rum", en: "white Jamaican overproof rum" },
      },
      { ing: "falernum", amount: 1.5, unit: "cl" },
      { ing: "maraschino-liqueur", amount: 1, unit: "barspoon" },
      { ing: "lime-juice", amount: 2.25, unit: "cl" },
      { ing: "simple-syrup", amount: 1.5, unit: "cl" },
      {
        ing: "egg-white",
        unit: "drop",
        optional: true,
        note: { de: "ein paar Tropfen", en: "a few drops" },
      },
    ],
    groups: ["iba-new-era", "sours"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "mezcal",
    taste: ["sour", "sweet"],
    strength: "medium",
    iba: true,
  },
  {
    // Moved here from recipes-classics.ts (IBA since 2024).
    slug: "jungle-bird",
    de: {
      name: "Jungle Bird",
      description:
        "1978 in der Aviary Bar des Hilton Kuala Lumpur entstanden und Jeffrey Ong zugeschrieben: dunkler Blackstrap-Rum und Campari treffen auf Ananas und Limette.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In einen Tumbler auf frisches Eis abseihen.",
        "Mit einer Ananasspalte garnieren.",
      ],
      garnish: "Ananasspalte",
    },
    en: {
      name: "Jungle Bird",
      description:
        "Born in 1978 at the Aviary Bar of the Kuala Lumpur Hilton and credited to Jeffrey Ong: dark blackstrap rum and Campari meet pineapple and lime.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Strain into a rocks glass over fresh ice.",
        "Garnish with a pineapple wedge.",
      ],
      garnish: "Pineapple wedge",
    },
    glass: "rocks",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "blackstrap-rum", amount: 4.5, unit: "cl" },
      { ing: "campari", amount: 2.25, unit: "cl" },
      { ing: "pineapple-juice", amount: 4.5, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "demerara-syrup", amount: 1.5, unit: "cl" },
    ],
    groups: ["iba-new-era", "tiki", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "rum",
    taste: ["bitter", "sweet"],
    strength: "medium",
    iba: true,
  },
  {
    // History: Jeff Berry, "Beachbum Berry Remixed".
    slug: "missionarys-downfall",
    de: {
      name: "Missionary's Downfall",
      description:
        "Ein Klassiker von Don the Beachcomber in Hollywood, meist auf die späten 1930er- oder die 1940er-Jahre datiert: weißer Rum, Peach Brandy, Honig und Limette, mit frischer Ananas und reichlich Minze im Blender gemixt.",
      steps: [
        "Alle Zutaten mit einer guten Handvoll Crushed Ice im Blender glatt mixen.",
        "In ein Poco-Grande-Glas gießen.",
        "Mit einem Minzzweig und einer Ananasscheibe garnieren.",
      ],
      garnish: "Minzzweig und Ananasscheibe",
    },
    en: {
      name: "Missionary's Downfall",
      description:
        "A Don the Beachcomber classic from Hollywood, usually dated to the late 1930s or the 1940s: white rum, peach brandy, honey and lime, blended with fresh pineapple and plenty of mint.",
      steps: [
        "Blend all ingredients with half a cup of crushed ice until smooth.",
        "Pour into a poco grande glass.",
        "Garnish with a mint sprig and a pineapple slice.",
      ],
      garnish: "Mint sprig and pineapple slice",
    },
    glass: "poco-grande",
    method: "blend",
    difficulty: "advanced",
    lines: [
      { ing: "white-rum", amount: 3, unit: "cl" },
      { ing: "peach-brandy", amount: 1.5, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      {
        ing: "honey-syrup",
        amount: 3,
        unit: "cl",
        note: { de: "Honig und Wasser 1:1", en: "honey and water 1:1" },
      },
      { ing: "mint", amount: 10, unit: "leaf" },
      {
        ing: "pineapple",
        amount: 3,
        unit: "piece",
        note: { de: "3–4 Stücke, frisch", en: "3–4 fresh chunks" },
      },
    ],
    groups: ["iba-new-era", "tiki", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "rum",
    taste: ["fresh", "sweet", "sour"],
    strength: "light",
    iba: true,
  },
  {
    slug: "naked-and-famous",
    de: {
      name: "Naked and Famous",
      description:
        "2011 von Joaquín Simó im New Yorker Death & Co. geschaffen: gleiche Teile Mezcal, gelber Chartreuse, Aperol und Limette.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette doppelt abseihen."],
      garnish: "",
    },
    en: {
      name: "Naked and Famous",
      description:
        "Created in 2011 by Joaquín Simó at Death & Co. in New York: equal parts mezcal, yellow Chartreuse, Aperol and lime.",
      steps: ["Shake all ingredients hard with ice.", "Double-strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "mezcal", amount: 2.25, unit: "cl" },
      { ing: "yellow-chartreuse", amount: 2.25, unit: "cl", exact: true },
      { ing: "aperol", amount: 2.25, unit: "cl" },
      { ing: "lime-juice", amount: 2.25, unit: "cl" },
    ],
    groups: ["iba-new-era", "sours"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "mezcal",
    taste: ["sour", "bitter"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "new-york-sour",
    de: {
      name: "New York Sour",
      description:
        "Ein Whiskey Sour mit einer Rotweinschicht obenauf, der in den 1880er-Jahren in Chicago aufgekommen sein soll – mit auffälligem Zweifarbeneffekt.",
      steps: [
        "Whiskey, Zitronensaft, Zuckersirup und Eiweiß mit Eis kräftig shaken.",
        "In einen vorgekühlten Tumbler auf Eis abseihen.",
        "Den Rotwein vorsichtig über einen Barlöffelrücken obenauf gießen.",
      ],
      garnish: "Zitronen- oder Orangenzeste mit Cocktailkirsche",
    },
    en: {
      name: "New York Sour",
      description:
        "A whiskey sour with a float of red wine, said to have appeared in 1880s Chicago, with a striking two-tone look.",
      steps: [
        "Shake whiskey, lemon juice, simple syrup and egg white hard with ice.",
        "Strain into a chilled rocks glass over ice.",
        "Carefully float the red wine on top over the back of a bar spoon.",
      ],
      garnish: "Lemon or orange peel with a cocktail cherry",
    },
    glass: "rocks",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "rye-whiskey", amount: 6, unit: "cl", note: { de: "oder Bourbon", en: "or bourbon" } },
      { ing: "lemon-juice", amount: 3, unit: "cl" },
      { ing: "simple-syrup", amount: 2.25, unit: "cl" },
      { ing: "egg-white", unit: "drop", note: { de: "ein paar Tropfen", en: "a few drops" } },
      {
        ing: "red-wine",
        amount: 1.5,
        unit: "cl",
        note: { de: "z. B. Shiraz oder Malbec", en: "e.g. Shiraz or Malbec" },
      },
    ],
    groups: ["iba-new-era", "sours"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "whiskey",
    taste: ["sour", "sweet"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "old-cuban",
    de: {
      name: "Old Cuban",
      description:
        "2001 von Audrey Saunders in New York kreiert: eine Kreuzung aus Mojito und French 75 mit gereiftem Rum und Champagner.",
      steps: [
        "Minze mit Zuckersirup und Limettensaft im Shaker sanft andrücken.",
        "Rum, Angostura und Eis hinzugeben und kräftig shaken.",
        "In eine vorgekühlte Coupette doppelt abseihen und mit Champagner oder Prosecco auffüllen.",
      ],
      garnish: "Minzzweige",
    },
    en: {
      name: "Old Cuban",
      description:
        "Created in 2001 by Audrey Saunders in New York: a cross between Mojito and French 75 with aged rum and Champagne.",
      steps: [
        "Gently muddle mint with simple syrup and lime juice in a shaker.",
        "Add rum, Angostura and ice and shake hard.",
        "Double-strain into a chilled coupe and top with Champagne or Prosecco.",
      ],
      garnish: "Mint sprigs",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "aged-rum", amount: 4.5, unit: "cl" },
      { ing: "lime-juice", amount: 2.25, unit: "cl" },
      { ing: "simple-syrup", amount: 3, unit: "cl" },
      { ing: "mint", amount: 6, unit: "leaf" },
      { ing: "angostura-bitters", amount: 2, unit: "dash" },
      {
        ing: "champagne",
        amount: 6,
        unit: "cl",
        or: ["prosecco"],
        note: {
          de: "die IBA nennt Brut-Champagner oder Prosecco",
          en: "the IBA names brut Champagne or Prosecco",
        },
      },
    ],
    groups: ["iba-new-era", "sours"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "rum",
    taste: ["fresh", "sour"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "paloma",
    de: {
      name: "Paloma",
      description:
        "Mexikos Lieblings-Highball aus Tequila und Grapefruitlimonade mit einer Prise Salz – beliebter im Land als die Margarita.",
      steps: [
        "Den Tequila in ein Highball-Glas geben und den Limettensaft dazupressen.",
        "Eis und die Prise Salz dazugeben und mit Grapefruitlimonade auffüllen.",
        "Sanft verrühren.",
      ],
      garnish: "Limettenscheibe",
    },
    en: {
      name: "Paloma",
      description:
        "Mexico's favourite highball of tequila and grapefruit soda with a pinch of salt, more popular there than the Margarita.",
      steps: [
        "Pour the tequila into a highball glass and squeeze in the lime juice.",
        "Add ice and the pinch of salt and top up with grapefruit soda.",
        "Stir gently.",
      ],
      garnish: "Lime slice",
    },
    glass: "highball",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "tequila", amount: 5, unit: "cl", note: { de: "100 % Agave", en: "100% agave" } },
      { ing: "lime-juice", amount: 0.5, unit: "cl" },
      { ing: "salt", unit: "pinch" },
      {
        ing: "grapefruit-soda",
        amount: 10,
        unit: "cl",
        note: { de: "rosa Grapefruit", en: "pink grapefruit" },
      },
    ],
    groups: ["iba-new-era", "highballs", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "tequila",
    taste: ["fresh", "sour"],
    strength: "light",
    iba: true,
  },
  {
    slug: "paper-plane",
    de: {
      name: "Paper Plane",
      description:
        "2007 von Sam Ross entwickelt: gleiche Teile Bourbon, Aperol, Amaro Nonino und Zitrone – bittersüß und perfekt ausbalanciert.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette doppelt abseihen."],
      garnish: "",
    },
    en: {
      name: "Paper Plane",
      description:
        "Developed in 2007 by Sam Ross: equal parts bourbon, Aperol, Amaro Nonino and lemon, bittersweet and perfectly balanced.",
      steps: ["Shake all ingredients hard with ice.", "Double-strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "bourbon", amount: 3, unit: "cl" },
      { ing: "aperol", amount: 3, unit: "cl" },
      {
        ing: "amaro-nonino",
        amount: 3,
        unit: "cl",
      },
      { ing: "lemon-juice", amount: 3, unit: "cl" },
    ],
    groups: ["iba-new-era", "sours"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "whiskey",
    taste: ["bitter", "sour"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "penicillin",
    de: {
      name: "Penicillin",
      description:
        "2005 von Sam Ross im New Yorker Milk & Honey erfunden: Blended Scotch mit Honig, Ingwer und Zitrone, gekrönt von rauchigem Islay-Whisky.",
      steps: [
        "Die Ingwerscheiben im Shaker zerstoßen.",
        "Blended Scotch, Zitronensaft, Honigsirup und Eis hinzugeben und kräftig shaken.",
        "In einen Tumbler auf frisches Eis doppelt abseihen.",
        "Den Islay-Whisky vorsichtig obenauf gießen.",
      ],
      garnish: "Kandierter Ingwer",
    },
    en: {
      name: "Penicillin",
      description:
        "Invented in 2005 by Sam Ross at Milk & Honey in New York: blended Scotch with honey, ginger and lemon, crowned with smoky Islay whisky.",
      steps: [
        "Muddle the ginger slices in a shaker.",
        "Add blended Scotch, lemon juice, honey syrup and ice and shake hard.",
        "Double-strain into a rocks glass over fresh ice.",
        "Carefully float the Islay whisky on top.",
      ],
      garnish: "Candied ginger",
    },
    glass: "rocks",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "blended-scotch", amount: 6, unit: "cl" },
      { ing: "lemon-juice", amount: 2.25, unit: "cl" },
      { ing: "honey-syrup", amount: 2.25, unit: "cl" },
      { ing: "ginger", amount: 3, unit: "slice" },
      { ing: "islay-scotch", amount: 0.75, unit: "cl" },
    ],
    groups: ["iba-new-era", "sours"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "whiskey",
    taste: ["sour", "sweet"],
    strength: "strong",
    iba: true,
  },
  {
    // History: San Francisco Chronicle obituary of Duncan Nicol (1926), JSTOR Daily.
    slug: "pisco-punch",
    de: {
      name: "Pisco Punch",
      description:
        "Der legendäre Drink der Bank Exchange in San Francisco, wo Duncan Nicol ihn bis zur Prohibition ausschenkte; sein Rezept hielt er geheim und nahm es 1926 mit ins Grab. Die IBA-Fassung verbindet Pisco mit Ananas, Zitrone, Nelken und Weißwein.",
      steps: [
        "Zuckersirup und Gewürznelken im Shaker leicht andrücken.",
        "Pisco, Ananassaft, Zitronensaft und Eis dazugeben und kräftig shaken.",
        "In ein großes Weinglas doppelt abseihen, den Weißwein dazugießen und sanft verrühren.",
      ],
      garnish: "",
    },
    en: {
      name: "Pisco Punch",
      description:
        "The legendary drink of San Francisco's Bank Exchange, where Duncan Nicol served it until Prohibition; he kept the recipe secret and took it to his grave in 1926. The IBA version pairs pisco with pineapple, lemon, cloves and white wine.",
      steps: [
        "Gently muddle the simple syrup with the cloves in a shaker.",
        "Add pisco, pineapple juice, lemon juice and ice and shake hard.",
        "Double-strain into a large goblet, add the white wine and stir gently.",
      ],
      garnish: "",
    },
    glass: "wine",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "pisco", amount: 6, unit: "cl" },
      { ing: "pineapple-juice", amount: 2.25, unit: "cl" },
      { ing: "simple-syrup", amount: 1.5, unit: "cl" },
      { ing: "lemon-juice", amount: 1.5, unit: "cl" },
      { ing: "white-wine", amount: 3, unit: "cl", note: { de: "trocken", en: "dry" } },
      { ing: "cloves", amount: 3, unit: "piece" },
    ],
    groups: ["iba-new-era", "sours", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "pisco",
    taste: ["sour", "fresh", "sweet"],
    strength: "medium",
    iba: true,
  },
  {
    // Moved here from recipes-classics.ts (IBA since 2024, listed as "Porn Star Martini").
    slug: "pornstar-martini",
    de: {
      name: "Pornstar Martini",
      description:
        "Anfang der 2000er-Jahre von Douglas Ankrah in London erfunden: Vanillewodka und Maracuja, dazu ein Shot Champagner – die IBA führt ihn seit 2024 als „Porn Star Martini“.",
      steps: [
        "Vanillewodka, Maracujalikör, Maracujapüree und Vanillezucker mit Eis kräftig shaken.",
        "In eine große, vorgekühlte Coupette doppelt abseihen.",
        "Mit einer halben, gezuckerten Maracuja garnieren und den Champagner in einem Shotglas dazu reichen.",
      ],
      garnish: "Halbe Maracuja mit Zucker",
    },
    en: {
      name: "Pornstar Martini",
      description:
        "Invented in the early 2000s by Douglas Ankrah in London: vanilla vodka and passion fruit with a shot of Champagne on the side, on the IBA list since 2024 as the 'Porn Star Martini'.",
      steps: [
        "Shake vanilla vodka, passion fruit liqueur, passion fruit purée and vanilla sugar hard with ice.",
        "Double-strain into a large chilled coupe.",
        "Garnish with a sugared passion fruit half and serve the Champagne in a shot glass on the side.",
      ],
      garnish: "Half a passion fruit, sugared",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "vanilla-vodka", amount: 5, unit: "cl" },
      { ing: "passion-fruit-liqueur", amount: 2, unit: "cl" },
      { ing: "passion-fruit-puree", amount: 5, unit: "cl" },
      { ing: "vanilla-sugar", amount: 2, unit: "barspoon" },
      {
        ing: "champagne",
        amount: 5,
        unit: "cl",
        note: { de: "separat als Shot serviert", en: "served on the side as a shot" },
      },
    ],
    groups: ["iba-new-era", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "vodka",
    taste: ["sweet", "sour"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "russian-spring-punch",
    de: {
      name: "Russian Spring Punch",
      description:
        "In den 1980er-Jahren von Dick Bradsell in London kreiert: Wodka, Cassis und Zitrone, mit Sekt aufgefüllt.",
      steps: [
        "Wodka, Zitronensaft, Cassislikör und Zuckersirup mit Eis shaken.",
        "In ein Highball-Glas auf frisches Eis abseihen.",
        "Mit Sekt oder Champagner auffüllen.",
      ],
      garnish: "Zitronenscheibe und Brombeere",
    },
    en: {
      name: "Russian Spring Punch",
      description:
        "Created in the 1980s by Dick Bradsell in London: vodka, cassis and lemon topped with sparkling wine.",
      steps: [
        "Shake vodka, lemon juice, crème de cassis and simple syrup with ice.",
        "Strain into a highball glass over fresh ice.",
        "Top up with sparkling wine or Champagne.",
      ],
      garnish: "Lemon slice and blackberry",
    },
    glass: "highball",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "vodka", amount: 2.5, unit: "cl" },
      { ing: "lemon-juice", amount: 2.5, unit: "cl" },
      { ing: "creme-de-cassis", amount: 1.5, unit: "cl" },
      { ing: "simple-syrup", amount: 1, unit: "cl" },
      { ing: "sparkling-wine", unit: "top" },
    ],
    groups: ["iba-new-era", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "vodka",
    taste: ["fresh", "sweet"],
    strength: "light",
    iba: true,
  },
  {
    // Moved here from recipes-classics.ts (IBA since 2024). History: Wikipedia "Sherry cobbler" (Dickens,
    // "Martin Chuzzlewit", 1843–44).
    slug: "sherry-cobbler",
    de: {
      name: "Sherry Cobbler",
      description:
        "Einer der populärsten Drinks im Amerika des 19. Jahrhunderts, der den Trinkhalm berühmt machte – schon Charles Dickens lässt ihn in „Martin Chuzzlewit“ servieren: Sherry, Zucker und Zitrusfrüchte auf viel Crushed Ice.",
      steps: [
        "Die halbe Orangen- und die halbe Zitronenscheibe jeweils halbieren und mit Sherry, Zucker und Eis in den Shaker geben.",
        "Kurz und kräftig shaken.",
        "In einen Julep-Becher auf Crushed Ice abseihen, mit Beeren und Zitrusvierteln garnieren und mit Trinkhalm servieren.",
      ],
      garnish: "Frische Beeren, je ein Viertel Orangen- und Zitronenscheibe",
    },
    en: {
      name: "Sherry Cobbler",
      description:
        "One of the most popular drinks of 19th-century America, and the one that made the drinking straw famous; Charles Dickens already has it served in 'Martin Chuzzlewit': sherry, sugar and citrus over lots of crushed ice.",
      steps: [
        "Halve the half orange wheel and the half lemon wheel and put the quarters in a shaker with the sherry, sugar and ice.",
        "Shake briefly and hard.",
        "Strain into a julep cup filled with crushed ice, garnish with berries and citrus quarters and serve with a straw.",
      ],
      garnish: "Fresh berries and a quarter wheel each of orange and lemon",
    },
    glass: "julep-cup",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "amontillado-sherry", amount: 4.5, unit: "cl" },
      { ing: "palo-cortado-sherry", amount: 4.5, unit: "cl" },
      { ing: "sugar", amount: 1, unit: "tsp", note: { de: "feiner Zucker", en: "superfine sugar" } },
      { ing: "orange", amount: 0.5, unit: "slice" },
      { ing: "lemon", amount: 0.5, unit: "slice" },
    ],
    groups: ["iba-new-era", "summer", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "wine",
    taste: ["fresh", "sweet"],
    strength: "light",
    iba: true,
  },
  {
    slug: "south-side",
    de: {
      name: "South Side",
      description:
        "Ein Gin-Sour mit frischer Minze, angeblich ein Lieblingsdrink der Chicagoer South Side während der Prohibition.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken, mit Eiweiß besonders kräftig.",
        "In eine vorgekühlte Coupette doppelt abseihen.",
        "Mit einem Minzzweig garnieren.",
      ],
      garnish: "Minzzweig",
    },
    en: {
      name: "South Side",
      description:
        "A gin sour with fresh mint, reputedly a favourite on Chicago's South Side during Prohibition.",
      steps: [
        "Shake all ingredients hard with ice, extra hard if using egg white.",
        "Double-strain into a chilled coupe.",
        "Garnish with a mint sprig.",
      ],
      garnish: "Mint sprig",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "london-dry-gin", amount: 6, unit: "cl" },
      { ing: "lemon-juice", amount: 3, unit: "cl" },
      { ing: "simple-syrup", amount: 1.5, unit: "cl" },
      { ing: "mint", amount: 6, unit: "leaf", note: { de: "5–6 Blätter", en: "5–6 leaves" } },
      {
        ing: "egg-white",
        unit: "drop",
        optional: true,
        note: { de: "ein paar Tropfen", en: "a few drops" },
      },
    ],
    groups: ["iba-new-era", "sours", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["fresh", "sour"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "spicy-fifty",
    de: {
      name: "Spicy Fifty",
      description:
        "2005 von Salvatore Calabrese im Londoner Club Fifty kreiert: Vanillewodka mit Holunderblüte, Limette, Honig und frischer Chili.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In ein vorgekühltes Martiniglas doppelt abseihen.",
        "Mit einer roten Chilischote garnieren.",
      ],
      garnish: "Rote Chilischote",
    },
    en: {
      name: "Spicy Fifty",
      description:
        "Created in 2005 by Salvatore Calabrese at London's Fifty club: vanilla vodka with elderflower, lime, honey and fresh chilli.",
      steps: [
        "Shake all ingredients hard with ice.",
        "Double-strain into a chilled martini glass.",
        "Garnish with a red chilli.",
      ],
      garnish: "Red chilli",
    },
    glass: "martini",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "vanilla-vodka", amount: 5, unit: "cl" },
      { ing: "elderflower-cordial", amount: 1.5, unit: "cl" },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "honey-syrup", amount: 1, unit: "cl" },
      {
        ing: "chili",
        amount: 2,
        unit: "slice",
        note: { de: "dünne Scheiben roter Chili", en: "thin slices of red chilli" },
      },
    ],
    groups: ["iba-new-era", "sours"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "vodka",
    taste: ["sweet", "sour"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "spritz",
    de: {
      name: "Spritz",
      description:
        "Der Aperitif Venetiens: Prosecco, Aperol und ein Schuss Soda – im deutschsprachigen Raum meist als Aperol Spritz bestellt.",
      steps: [
        "Ein großes Weinglas mit Eis füllen.",
        "Erst Prosecco, dann Aperol hineingeben.",
        "Mit einem Schuss Soda abschließen und sanft verrühren.",
      ],
      garnish: "Orangenscheibe",
    },
    en: {
      name: "Spritz",
      description:
        "The aperitivo of the Veneto: Prosecco, Aperol and a splash of soda, often ordered simply as an Aperol Spritz.",
      steps: [
        "Fill a large wine glass with ice.",
        "Add the Prosecco first, then the Aperol.",
        "Finish with a splash of soda and stir gently.",
      ],
      garnish: "Orange slice",
    },
    glass: "wine",
    method: "build",
    difficulty: "easy",
    lines: [
      { ing: "prosecco", amount: 9, unit: "cl" },
      { ing: "aperol", amount: 6, unit: "cl" },
      { ing: "soda-water", amount: 1, unit: "splash" },
    ],
    groups: ["iba-new-era", "aperitivo", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "wine",
    taste: ["bitter", "fresh"],
    strength: "light",
    iba: true,
  },
  {
    slug: "suffering-bastard",
    de: {
      name: "Suffering Bastard",
      description:
        "Joe Scialom zugeschrieben, der ihn 1942 im Shepheard's Hotel in Kairo als Katerkur für britische Offiziere gemixt haben soll: Gin und Brandy mit Limette und Ginger Beer.",
      steps: [
        "Gin, Brandy, Limettensaft und Angostura mit Eis shaken.",
        "Den Shakerinhalt samt Eis in ein Collins-Glas geben.",
        "Mit Ginger Beer auffüllen.",
      ],
      garnish: "Minzzweig, optional Orangenscheibe",
    },
    en: {
      name: "Suffering Bastard",
      description:
        "Credited to Joe Scialom, said to have mixed it in 1942 at Shepheard's Hotel in Cairo as a hangover cure for British officers: gin and brandy with lime and ginger beer.",
      steps: [
        "Shake gin, brandy, lime juice and Angostura with ice.",
        "Pour everything, ice and all, into a collins glass.",
        "Top up with ginger beer.",
      ],
      garnish: "Mint sprig, optional orange slice",
    },
    glass: "collins",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "gin", amount: 3, unit: "cl" },
      { ing: "brandy", amount: 3, unit: "cl", note: { de: "oder Cognac", en: "or cognac" } },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "angostura-bitters", amount: 2, unit: "dash" },
      { ing: "ginger-beer", unit: "top" },
    ],
    groups: ["iba-new-era", "tiki", "highballs"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "gin",
    taste: ["fresh", "sour"],
    strength: "medium",
    iba: true,
  },
  {
    // History: Martin Cate, "Smuggler's Cove" (2016), Jeff Berry, "Sippin' Safari" (2007).
    slug: "three-dots-and-a-dash",
    de: {
      name: "Three Dots and a Dash",
      description:
        "Donn Beach zugeschrieben, der ihn gegen Ende des Zweiten Weltkriegs geschaffen haben soll: Drei Punkte und ein Strich sind im Morsealphabet das V für „Victory“ – daher die drei Kirschen und das Ananasstück als Garnitur.",
      steps: [
        "Alle Zutaten mit etwa 350 g Crushed Ice in den Blender geben und kurz mixen.",
        "In ein Poco-Grande-Glas gießen und mit weiterem Crushed Ice auffüllen.",
        "Drei Cocktailkirschen und ein längliches Ananasstück auf einen Spieß stecken und auflegen.",
      ],
      garnish: "Drei Cocktailkirschen und ein längliches Ananasstück",
    },
    en: {
      name: "Three Dots and a Dash",
      description:
        "Credited to Donn Beach, who is said to have created it towards the end of World War II: three dots and a dash spell V for 'Victory' in Morse code, hence the three cherries and the pineapple chunk on top.",
      steps: [
        "Flash-blend all ingredients with about 350 g (12 oz) of crushed ice.",
        "Pour into a poco grande glass and top with more crushed ice.",
        "Spear three cocktail cherries and a rectangular pineapple chunk and lay them across the glass.",
      ],
      garnish: "Three cocktail cherries and a rectangular pineapple chunk",
    },
    glass: "poco-grande",
    method: "blend",
    difficulty: "advanced",
    lines: [
      {
        ing: "rhum-agricole",
        amount: 4.5,
        unit: "cl",
        note: { de: "aus Martinique", en: "from Martinique" },
      },
      { ing: "aged-rum", amount: 1.5, unit: "cl", note: { de: "Blend", en: "blended" } },
      { ing: "falernum", amount: 0.75, unit: "cl" },
      {
        ing: "pimento-dram",
        amount: 0.75,
        unit: "cl",
        note: { de: "z. B. St. Elizabeth", en: "e.g. St. Elizabeth" },
      },
      { ing: "lime-juice", amount: 1.5, unit: "cl" },
      { ing: "orange-juice", amount: 1.5, unit: "cl" },
      { ing: "honey-syrup", amount: 1.5, unit: "cl" },
      { ing: "angostura-bitters", amount: 2, unit: "dash" },
    ],
    groups: ["iba-new-era", "tiki"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "rum",
    taste: ["sweet", "sour"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "tipperary",
    de: {
      name: "Tipperary",
      description:
        "Ein kräftig-kräuteriger Irish-Whiskey-Cocktail mit rotem Wermut und grünem Chartreuse, erstmals 1916 von Hugo Ensslin notiert.",
      steps: [
        "Alle Zutaten in einem Rührglas mit Eis kalt rühren.",
        "In ein vorgekühltes Martiniglas abseihen.",
        "Mit einer Orangenscheibe garnieren.",
      ],
      garnish: "Orangenscheibe",
    },
    en: {
      name: "Tipperary",
      description:
        "A bold, herbal Irish whiskey cocktail with sweet vermouth and green Chartreuse, first recorded by Hugo Ensslin in 1916.",
      steps: [
        "Stir all ingredients with ice in a mixing glass until chilled.",
        "Strain into a chilled martini glass.",
        "Garnish with an orange slice.",
      ],
      garnish: "Orange slice",
    },
    glass: "martini",
    method: "stir",
    difficulty: "advanced",
    lines: [
      { ing: "irish-whiskey", amount: 5, unit: "cl" },
      { ing: "sweet-vermouth", amount: 2.5, unit: "cl" },
      { ing: "green-chartreuse", amount: 1.5, unit: "cl", exact: true },
      { ing: "angostura-bitters", amount: 2, unit: "dash" },
    ],
    groups: ["iba-new-era", "classics"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "whiskey",
    taste: ["sweet", "bitter"],
    strength: "strong",
    iba: true,
  },
  {
    slug: "tommys-margarita",
    de: {
      name: "Tommy's Margarita",
      description:
        "In den 1990er-Jahren von Julio Bermejo in Tommy's Mexican Restaurant in San Francisco entwickelt: Agavendicksaft statt Orangenlikör.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In einen vorgekühlten Tumbler auf Eis abseihen."],
      garnish: "Limettenscheibe",
    },
    en: {
      name: "Tommy's Margarita",
      description:
        "Developed in the 1990s by Julio Bermejo at Tommy's Mexican Restaurant in San Francisco: agave syrup instead of orange liqueur.",
      steps: ["Shake all ingredients hard with ice.", "Strain into a chilled rocks glass over ice."],
      garnish: "Lime slice",
    },
    glass: "rocks",
    method: "shake",
    difficulty: "easy",
    lines: [
      { ing: "tequila", amount: 6, unit: "cl", note: { de: "100 % Agave", en: "100% agave" } },
      { ing: "lime-juice", amount: 3, unit: "cl" },
      { ing: "agave-syrup", amount: 3, unit: "cl" },
    ],
    groups: ["iba-new-era", "sours", "summer"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "tequila",
    taste: ["sour", "fresh"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "trinidad-sour",
    de: {
      name: "Trinidad Sour",
      description:
        "2009 von Giuseppe González in New York erfunden: ein Sour, in dem Angostura Bitters nicht gespritzt, sondern als Basis verwendet wird.",
      steps: ["Alle Zutaten mit Eis kräftig shaken.", "In eine vorgekühlte Coupette doppelt abseihen."],
      garnish: "",
    },
    en: {
      name: "Trinidad Sour",
      description:
        "Invented in 2009 by Giuseppe González in New York: a sour in which Angostura Bitters is not dashed but used as the base.",
      steps: ["Shake all ingredients hard with ice.", "Double-strain into a chilled coupe."],
      garnish: "",
    },
    glass: "coupe",
    method: "shake",
    difficulty: "advanced",
    lines: [
      { ing: "angostura-bitters", amount: 4.5, unit: "cl", exact: true },
      { ing: "orgeat", amount: 3, unit: "cl" },
      { ing: "lemon-juice", amount: 2.25, unit: "cl" },
      { ing: "rye-whiskey", amount: 1.5, unit: "cl" },
    ],
    groups: ["iba-new-era", "sours"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "whiskey",
    taste: ["bitter", "sweet"],
    strength: "medium",
    iba: true,
  },
  {
    slug: "vento",
    de: {
      name: "VE.N.TO",
      description:
        "Ein moderner italienischer Sour mit weißem Grappa, Zitrone, Honig und Kamille, dessen Name für die Region Venetien steht.",
      steps: [
        "Alle Zutaten mit Eis kräftig shaken.",
        "In einen vorgekühlten kleinen Tumbler auf Eis abseihen.",
      ],
      garnish: "Zitronenzeste und weiße Weintrauben",
    },
    en: {
      name: "VE.N.TO",
      description:
        "A modern Italian sour with white grappa, lemon, honey and chamomile, whose name stands for the Veneto region.",
      steps: ["Shake all ingredients hard with ice.", "Strain into a chilled small rocks glass over ice."],
      garnish: "Lemon peel and white grapes",
    },
    glass: "rocks",
    method: "shake",
    difficulty: "easy",
    lines: [
      {
        ing: "grappa",
        amount: 4.5,
        unit: "cl",
        note: { de: "junger, weicher Grappa", en: "young, smooth grappa" },
      },
      { ing: "lemon-juice", amount: 2.25, unit: "cl" },
      {
        ing: "honey-syrup",
        amount: 1.5,
        unit: "cl",
        note: {
          de: "nach Wunsch mit Kamillentee statt Wasser",
          en: "made with chamomile tea instead of water if you like",
        },
      },
      { ing: "chamomile-cordial", amount: 1.5, unit: "cl" },
      {
        ing: "egg-white",
        unit: "drop",
        optional: true,
        note: { de: "ein paar Tropfen", en: "a few drops" },
      },
    ],
    groups: ["iba-new-era", "sours"],
    source: { title: "IBA Official Cocktails (2024)" },
    base: "grappa",
    taste: ["sour", "sweet"],
    strength: "medium",
    iba: true,
  },
];

export const ibaRecipes: RecipeSeed[] = [...unforgettables, ...contemporaryClassics, ...newEraDrinks];

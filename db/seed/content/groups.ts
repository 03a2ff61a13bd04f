import type { RecipeGroupSeed } from "./types";

export const groups: RecipeGroupSeed[] = [
  {
    key: "classics",
    slug: "classics",
    de: {
      name: "Klassiker",
      description:
        "Drinks, die seit Jahrzehnten in jeder guten Bar gemixt werden. Wer diese Rezepte kennt, kennt die Grundlagen des Mixens.",
    },
    en: {
      name: "Classics",
      description:
        "Drinks that good bars have been mixing for decades. Know these recipes and you know the foundations of mixing.",
    },
  },
  {
    key: "sours",
    slug: "sours",
    de: {
      name: "Sours",
      description:
        "Spirituose, frischer Zitrussaft und etwas Süße – oft mit Eiweiß für den Schaum. Die Familie von Whiskey Sour, Daiquiri und Margarita.",
    },
    en: {
      name: "Sours",
      description:
        "Spirit, fresh citrus juice and something sweet, often with egg white for foam. The family of the Whiskey Sour, Daiquiri and Margarita.",
    },
  },
  {
    key: "highballs",
    slug: "highballs",
    de: {
      name: "Highballs & Longdrinks",
      description:
        "Eine Spirituose, viel Eis und ein Filler wie Tonic, Soda oder Ginger Beer. Schnell gemacht und leicht zu variieren.",
    },
    en: {
      name: "Highballs & long drinks",
      description:
        "One spirit, plenty of ice and a mixer such as tonic, soda or ginger beer. Quick to make and easy to vary.",
    },
  },
  {
    key: "tiki",
    slug: "tiki",
    de: {
      name: "Tiki",
      description:
        "Rumlastige Drinks mit Zitrus, Gewürzen und Sirupen wie Orgeat oder Falernum, entstanden in den Tiki-Bars der USA ab den 1930er-Jahren.",
    },
    en: {
      name: "Tiki",
      description:
        "Rum-heavy drinks with citrus, spice and syrups such as orgeat or falernum, born in American tiki bars from the 1930s on.",
    },
  },
  {
    key: "aperitivo",
    slug: "aperitivo",
    de: {
      name: "Aperitivo",
      description:
        "Leichte, oft bittere Drinks vor dem Essen, die den Appetit anregen sollen – vom Spritz bis zum Americano.",
    },
    en: {
      name: "Aperitivo",
      description:
        "Light, often bitter drinks served before a meal to wake up the appetite, from the Spritz to the Americano.",
    },
  },
  {
    key: "after-dinner",
    slug: "after-dinner",
    de: {
      name: "Nach dem Essen",
      description:
        "Süßere, cremige oder kräftige Drinks zum Ausklang: mit Kaffee, Schokolade, Sahne oder Kräuterlikör.",
    },
    en: {
      name: "After dinner",
      description:
        "Sweeter, creamy or strong drinks to round off the evening, made with coffee, chocolate, cream or herbal liqueur.",
    },
  },
  {
    key: "summer",
    slug: "summer",
    de: {
      name: "Sommerdrinks",
      description:
        "Frische, fruchtige und gut gekühlte Drinks für warme Tage, viele davon mit Minze, Beeren oder reichlich Eis.",
    },
    en: {
      name: "Summer drinks",
      description:
        "Fresh, fruity and well-chilled drinks for warm days, many of them with mint, berries or plenty of ice.",
    },
  },
  {
    key: "alcohol-free",
    slug: "alcohol-free",
    de: {
      name: "Alkoholfrei",
      description:
        "Drinks ganz ohne Alkohol, gemixt mit derselben Sorgfalt wie die Klassiker – für Fahrerinnen und Fahrer, Schwangere und alle, die heute nichts trinken möchten.",
    },
    en: {
      name: "Alcohol-free",
      description:
        "Drinks without any alcohol, mixed with the same care as the classics – for drivers, pregnant guests and anyone skipping alcohol tonight.",
    },
  },
  {
    key: "iba-unforgettables",
    slug: "iba-unforgettables",
    de: {
      name: "IBA: Die Unvergesslichen",
      description:
        "Die „Unforgettables“ der offiziellen Cocktailliste der International Bartenders Association: historische Klassiker wie Martini, Negroni und Old Fashioned.",
    },
    en: {
      name: "IBA: The Unforgettables",
      description:
        "The “Unforgettables” from the official cocktail list of the International Bartenders Association: historic classics such as the Martini, Negroni and Old Fashioned.",
    },
  },
  {
    key: "iba-contemporary",
    slug: "iba-contemporary",
    de: {
      name: "IBA: Zeitgenössische Klassiker",
      description:
        "Die „Contemporary Classics“ der IBA-Liste – Drinks, die vor allem im 20. Jahrhundert weltweit bekannt wurden, etwa Mojito, Cosmopolitan und Piña Colada.",
    },
    en: {
      name: "IBA: Contemporary Classics",
      description:
        "The contemporary classics of the IBA list – drinks that became known worldwide mostly in the 20th century, such as the Mojito, Cosmopolitan and Piña Colada.",
    },
  },
  {
    key: "iba-new-era",
    slug: "iba-new-era",
    de: {
      name: "IBA: Drinks der neuen Ära",
      description:
        "Die „New Era Drinks“ der IBA: neuere Drinks, die sie in ihre offizielle Liste aufgenommen hat, darunter Penicillin, Paper Plane und Espresso Martini.",
    },
    en: {
      name: "IBA: New Era Drinks",
      description:
        "Newer drinks the IBA has added to its official list, among them the Penicillin, Paper Plane and Espresso Martini.",
    },
  },
  {
    key: "winter-warmers",
    slug: "winter-warmers",
    de: {
      name: "Winterdrinks",
      description:
        "Heiße und wärmende Drinks für kalte Abende, vom Hot Toddy bis zum Irish Coffee, oft mit Gewürzen wie Zimt und Nelken.",
    },
    en: {
      name: "Winter warmers",
      description:
        "Hot and warming drinks for cold evenings, from the Hot Toddy to the Irish Coffee, often spiced with cinnamon and cloves.",
    },
  },
];

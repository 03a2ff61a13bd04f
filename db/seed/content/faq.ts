import type { FaqSeed } from "./types";

export const faq: FaqSeed[] = [
  {
    key: "virtual-bar",
    position: 1,
    de: {
      question: "Was ist die virtuelle Bar?",
      answer:
        "In der virtuellen Bar trägst du ein, welche Flaschen und Zutaten du zu Hause hast. Die Seite zeigt dir dann, welche Rezepte du damit mixen kannst. Eine speziellere Flasche zählt dabei auch für die allgemeinere Zutat: Wer einen London Dry Gin besitzt, kann alle Rezepte mixen, die einfach „Gin“ verlangen. Umgekehrt gilt das nicht – verlangt ein Rezept ausdrücklich einen bestimmten Gin, reicht irgendein Gin nicht aus.",
    },
    en: {
      question: "What is the virtual bar?",
      answer:
        "In the virtual bar you enter the bottles and ingredients you have at home, and the site shows you which recipes you can make with them. A more specific bottle also counts for the broader ingredient: if you own a London dry gin, you can make every recipe that simply asks for “gin”. It does not work the other way round – if a recipe explicitly needs a particular kind of gin, just any gin will not do.",
    },
  },
  {
    key: "tolerance",
    position: 2,
    de: {
      question: "Was bedeuten die Toleranzstufen bei der Suche nach Rezepten?",
      answer:
        "Mit der Toleranz legst du fest, wie viel dir noch fehlen darf. „Nur die angegebenen Zutaten“ zeigt nur Rezepte, für die du alles hast. „Kleine Einkaufsliste“ erlaubt bis zu zwei fehlende Zutaten, „Große Einkaufsliste“ bis zu fünf. Wasser und was deine Zutaten hergeben (Limetten ergeben Limettensaft, Zucker ergibt Zuckersirup) zählen mit. Die fehlenden Zutaten stehen jeweils beim Rezept.",
    },
    en: {
      question: "What do the tolerance levels in the recipe search mean?",
      answer:
        "Tolerance sets how much you may still be missing. “Only the ingredients given” shows only recipes for which you have everything. “Small shopping list” allows up to two missing ingredients, “Large shopping list” up to five. Water counts, and so does what your ingredients give you (limes give lime juice, sugar gives simple syrup). The missing ingredients are listed with each recipe.",
    },
  },
  {
    key: "account",
    position: 3,
    de: {
      question: "Brauche ich ein Konto?",
      answer:
        "Nein. Rezepte ansehen, suchen und die virtuelle Bar nutzen geht ohne Anmeldung. Ein Konto brauchst du nur, wenn du deine Bar dauerhaft speichern, Rezepte bewerten oder eigene Rezepte schreiben möchtest.",
    },
    en: {
      question: "Do I need an account?",
      answer:
        "No. Browsing recipes, searching and using the virtual bar all work without signing in. You only need an account to save your bar permanently, rate recipes or write your own.",
    },
  },
  {
    key: "javascript",
    position: 4,
    de: {
      question: "Funktioniert die Seite auch ohne JavaScript?",
      answer:
        "Ja. Alle Funktionen, von der Suche über die virtuelle Bar bis zum Anmelden, funktionieren auch mit deaktiviertem JavaScript. JavaScript macht manches nur etwas bequemer.",
    },
    en: {
      question: "Does the site work without JavaScript?",
      answer:
        "Yes. Everything from search and the virtual bar to signing in works with JavaScript turned off. JavaScript only makes some things a little more convenient.",
    },
  },
  {
    key: "units",
    position: 5,
    de: {
      question: "In welchen Einheiten werden die Mengen angegeben?",
      answer:
        "Du kannst bei jedem Rezept zwischen cl, ml und oz umschalten. Dabei gilt: 1 cl = 10 ml, und 1 oz (US-Unze) entspricht ungefähr 3 cl. Angaben wie Spritzer, Barlöffel oder Scheibe bleiben unverändert.",
    },
    en: {
      question: "Which units are the amounts given in?",
      answer:
        "You can switch every recipe between cl, ml and oz. For reference: 1 cl = 10 ml, and 1 oz (US fluid ounce) is roughly 3 cl. Measures such as dashes, barspoons or slices stay as they are.",
    },
  },
  {
    key: "brands",
    position: 6,
    de: {
      question: "Wie kommen Marken und Produkte auf die Seite?",
      answer:
        "Marken registrieren sich über einen eigenen Zugang und tragen ihre Produkte dort selbst ein. Jedes Produkt wird einer Zutat zugeordnet, zum Beispiel ein Gin der Zutat „London Dry Gin“. Die Marken, die du derzeit hier siehst, sind fiktive Demo-Marken; ihre Produkte und Links gibt es nicht wirklich.",
    },
    en: {
      question: "How do brands and products get listed?",
      answer:
        "Brands register through a separate account and enter their products themselves. Each product is filed under an ingredient, for example a gin under “London dry gin”. The brands you currently see here are fictional demo brands; their products and links do not really exist.",
    },
  },
  {
    key: "delete-data",
    position: 7,
    de: {
      question: "Wie kann ich meine Daten herunterladen oder löschen?",
      answer:
        "Auf deiner Kontoseite kannst du alle Daten, die wir zu deinem Konto speichern, als Datei herunterladen. Dort kannst du dein Konto auch löschen; dabei werden deine gespeicherten Bars, Bewertungen und persönlichen Angaben entfernt.",
    },
    en: {
      question: "How can I download or delete my data?",
      answer:
        "On your account page you can download all the data we store about your account as a file. You can also delete your account there, which removes your saved bars, ratings and personal details.",
    },
  },
  {
    key: "languages",
    position: 8,
    de: {
      question: "In welchen Sprachen gibt es die Seite?",
      answer:
        "Die Seite gibt es auf Deutsch und Englisch. Du kannst die Sprache jederzeit umschalten; Rezepte und Zutatennamen werden dann in der gewählten Sprache angezeigt.",
    },
    en: {
      question: "Which languages is the site available in?",
      answer:
        "The site is available in German and English. You can switch language at any time; recipes and ingredient names are then shown in that language.",
    },
  },
  {
    key: "responsible-drinking",
    position: 9,
    de: {
      question: "Gibt es auch alkoholfreie Rezepte?",
      answer:
        "Ja, in der Gruppe „Alkoholfrei“ findest du Drinks ganz ohne Alkohol, gemixt mit alkoholfreien Alternativen, Säften, Sirupen und Fillern. Bitte trink verantwortungsvoll: Setz dich nach dem Trinken nicht ans Steuer, und wechsle zwischendurch mit Wasser ab.",
    },
    en: {
      question: "Are there alcohol-free recipes?",
      answer:
        "Yes. The “Alcohol-free” group collects drinks without any alcohol, made with alcohol-free alternatives, juices, syrups and mixers. Please drink responsibly: do not drive after drinking, and have some water in between.",
    },
  },
];

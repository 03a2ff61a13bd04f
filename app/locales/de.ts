// German UI texts. The English catalogue must have exactly the same keys (the type and a unit test check it).
// Interpolation uses {{name}}.

const de = {
  site: {
    name: "Cocktail-Atlas",
    tagline: "Die zweisprachige Cocktail-Datenbank",
    version: "Version {{version}}",
  },
  nav: {
    skipToContent: "Zum Inhalt springen",
    main: "Hauptnavigation",
    recipes: "Rezepte",
    virtualBar: "Virtuelle Bar",
    brands: "Marken",
    searchLabel: "Rezepte durchsuchen",
    searchPlaceholder: "Name oder Zutat",
    searchSubmit: "Suchen",
    login: "Anmelden",
    account: "Mein Konto",
    language: "Sprache",
    switchTo: "English",
    switchToLabel: "Diese Seite auf Englisch",
    home: "Startseite von Cocktail-Atlas",
  },
  footer: {
    label: "Fußzeile",
    imprint: "Impressum",
    dataPrivacy: "Datenschutz",
    faq: "FAQ",
    about: "Über uns",
    contact: "Kontakt",
    routes: "Seitenübersicht",
  },
  home: {
    title: "Cocktails finden, mixen und verstehen",
    heroText:
      "Über hundert klassische und moderne Rezepte auf Deutsch und Englisch. Sag uns, welche Flaschen du hast, und wir zeigen dir, was du jetzt mixen kannst.",
    ctaRecipes: "Rezepte ansehen",
    ctaBar: "Meine Bar füllen",
    metaDescription: "Cocktail-Rezepte auf Deutsch und Englisch, mit virtueller Bar und Einkaufsliste.",
  },
  error: {
    notFoundTitle: "Seite nicht gefunden",
    serverErrorTitle: "Interner Serverfehler",
    pageNotFound: "Seite nicht gefunden: {{path}}",
    paramNotFound: "Seite nicht gefunden: {{path}}",
    technical: "Technische Meldung",
    notFoundDescription:
      "Diese Seite gibt es nicht (mehr). Vielleicht hilft die Suche oder die Seitenübersicht weiter.",
    serverErrorDescription:
      "Bei uns ist etwas schiefgegangen. Bitte versuche es gleich noch einmal; der Fehler wurde protokolliert.",
    statusCode: "Fehlercode {{code}}",
    backHome: "Zur Startseite",
    siteMap: "Zur Seitenübersicht",
    pageTitle: "Fehler {{code}}",
    badRequestTitle: "Ungültige Anfrage",
    badRequestDescription: "Die Anfrage konnte nicht verarbeitet werden.",
  },
  toast: {
    region: "Benachrichtigungen",
    dismiss: "Schließen",
    newVersion: "Eine neue Version ist verfügbar; der nächste Seitenwechsel lädt sie.",
  },
  form: {
    required: "Bitte fülle dieses Feld aus.",
    errorSummary: "Bitte korrigiere die markierten Felder.",
    tooManyRequests: "Zu viele Anfragen. Bitte warte einen Moment und versuche es erneut.",
    forbidden: "Diese Anfrage wurde abgelehnt.",
  },
  contact: {
    title: "Kontakt",
    intro: "Fragen, Fehler im Rezept, Ideen? Schreib uns. Wir antworten meist innerhalb weniger Tage.",
    name: "Name",
    email: "E-Mail-Adresse",
    message: "Nachricht",
    honeypot: "Dieses Feld bitte leer lassen",
    submit: "Nachricht senden",
    sent: "Danke! Deine Nachricht ist bei uns angekommen.",
    nameRequired: "Bitte gib deinen Namen an.",
    nameTooLong: "Der Name darf höchstens 100 Zeichen lang sein.",
    emailInvalid: "Bitte gib eine gültige E-Mail-Adresse an.",
    emailTooLong: "Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.",
    messageTooShort: "Die Nachricht muss mindestens 10 Zeichen lang sein.",
    messageTooLong: "Die Nachricht darf höchstens 5000 Zeichen lang sein.",
    spam: "Deine Nachricht konnte nicht angenommen werden.",
  },
  faq: {
    title: "Häufige Fragen",
    intro: "Antworten auf das, was uns am häufigsten gefragt wird.",
    empty: "Noch keine FAQ-Einträge.",
  },
  imprint: {
    title: "Impressum",
    responsible: "Verantwortlich für den Inhalt",
    contact: "Kontakt",
    email: "E-Mail",
    notConfigured:
      "Diese Instanz hat noch keine Betreiberangaben hinterlegt (Einstellungen OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL).",
    contentNote:
      "Alle Rezepte, Beschreibungen und Texte auf dieser Website sind selbst verfasst. Die Marken und Produkte sind fiktive Beispiele.",
    liability:
      "Für Inhalte externer Links sind ausschließlich deren Betreiber verantwortlich. Bitte genieße Alkohol verantwortungsvoll.",
  },
  privacy: {
    title: "Datenschutz",
    intro: "Wir erheben so wenig Daten wie möglich. Hier steht, was wir speichern, warum und wie lange.",
    cookiesTitle: "Cookies",
    cookiesText:
      "Wir setzen nur technisch notwendige Cookies: die gewählte Sprache (365 Tage), kurzlebige Hinweise nach einem Formular und, wenn du dich anmeldest, ein Sitzungs-Cookie. Kein Tracking, keine Werbung, keine Drittanbieter.",
    contactTitle: "Kontaktformular",
    contactText:
      "Name, E-Mail-Adresse und Nachricht aus dem Kontaktformular speichern wir, um deine Anfrage zu beantworten, und löschen sie, sobald sie erledigt ist.",
    accountTitle: "Benutzerkonto",
    accountText:
      "Für ein Konto speichern wir E-Mail-Adresse, Name, ein Passwort-Hash und deine gespeicherten Bars und Rezepte. Auf deiner Kontoseite kannst du alle Daten herunterladen oder löschen.",
    logsTitle: "Server-Protokolle",
    logsText: "Fehlerprotokolle enthalten keine Formularinhalte und werden nach 14 Tagen gelöscht.",
    rightsTitle: "Deine Rechte",
    rightsText:
      "Du hast das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie auf Datenübertragbarkeit. Schreib uns über das Kontaktformular.",
  },
  about: {
    title: "Über uns",
    text1:
      "Cocktail-Atlas ist eine Rezeptdatenbank für alle, die zu Hause oder hinter dem Tresen mixen: zweisprachig, schnell auch auf einfachen Handys und mit Screenreader bedienbar.",
    text2:
      "Die virtuelle Bar zeigt, was du mit deinen Flaschen jetzt mixen kannst und welche wenigen Zutaten dir für weitere Drinks fehlen.",
    text3: "Alle Seiten funktionieren auch ohne JavaScript.",
  },
  routes: {
    title: "Seitenübersicht",
    intro: "Alle öffentlichen Seiten von Cocktail-Atlas auf einen Blick.",
    sectionMain: "Entdecken",
    sectionInfo: "Information",
    sectionAccount: "Konto",
    backToSite: "Zurück zur Website",
  },
  pages: {
    home: "Startseite",
    recipeList: "Alle Rezepte",
    virtualBar: "Virtuelle Bar",
    brands: "Marken",
    search: "Suche",
    faq: "Häufige Fragen",
    about: "Über uns",
    contact: "Kontakt",
    imprint: "Impressum",
    dataPrivacy: "Datenschutz",
    routes: "Seitenübersicht",
    login: "Anmelden",
    register: "Registrieren",
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof de>;

export default de as Messages;

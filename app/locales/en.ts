import type { Messages } from "./de";

// English UI texts: English pages are in English. Same keys as de.ts (the type checks it).

const en: Messages = {
  site: {
    name: "Cocktail Atlas",
    tagline: "The bilingual cocktail database",
    version: "Version {{version}}",
  },
  nav: {
    skipToContent: "Skip to content",
    main: "Main navigation",
    recipes: "Recipes",
    virtualBar: "Virtual bar",
    brands: "Brands",
    searchLabel: "Search recipes",
    searchPlaceholder: "Name or ingredient",
    searchSubmit: "Search",
    login: "Log in",
    account: "My account",
    language: "Language",
    switchTo: "Deutsch",
    switchToLabel: "This page in German",
    home: "Cocktail Atlas home",
  },
  footer: {
    label: "Footer",
    imprint: "Imprint",
    dataPrivacy: "Data privacy",
    faq: "FAQ",
    about: "About",
    contact: "Contact",
    routes: "Site map",
  },
  home: {
    title: "Find, mix and understand cocktails",
    heroText:
      "More than a hundred classic and modern recipes in English and German. Tell us which bottles you have and we show you what you can mix right now.",
    ctaRecipes: "Browse recipes",
    ctaBar: "Stock my bar",
    metaDescription: "Cocktail recipes in English and German, with a virtual bar and a shopping list.",
  },
  error: {
    notFoundTitle: "Page Not Found",
    serverErrorTitle: "Internal Server Error",
    pageNotFound: "Page not found: {{path}}",
    paramNotFound: "Page Not Found: {{path}}",
    technical: "Technical message",
    notFoundDescription: "This page does not exist (any more). The search or the site map may help.",
    serverErrorDescription:
      "Something went wrong on our side. Please try again in a moment; the error has been logged.",
    statusCode: "Error code {{code}}",
    backHome: "Go to the home page",
    siteMap: "Go to the site map",
    pageTitle: "Error {{code}}",
    badRequestTitle: "Bad Request",
    badRequestDescription: "The request could not be processed.",
  },
  toast: {
    region: "Notifications",
    dismiss: "Dismiss",
    newVersion: "A new version is available; the next page change loads it.",
  },
  form: {
    required: "Please fill in this field.",
    errorSummary: "Please correct the marked fields.",
    tooManyRequests: "Too many requests. Please wait a moment and try again.",
    forbidden: "This request was refused.",
  },
  contact: {
    title: "Contact",
    intro: "Questions, a mistake in a recipe, ideas? Write to us. We usually answer within a few days.",
    name: "Name",
    email: "E-mail address",
    message: "Message",
    honeypot: "Please leave this field empty",
    submit: "Send message",
    sent: "Thank you! Your message has reached us.",
    nameRequired: "Please enter your name.",
    nameTooLong: "The name may be at most 100 characters long.",
    emailInvalid: "Please enter a valid e-mail address.",
    emailTooLong: "The e-mail address may be at most 254 characters long.",
    messageTooShort: "The message must be at least 10 characters long.",
    messageTooLong: "The message may be at most 5000 characters long.",
    spam: "Your message could not be accepted.",
  },
  faq: {
    title: "Frequently asked questions",
    intro: "Answers to what we are asked most often.",
    empty: "No FAQ entries yet.",
  },
  imprint: {
    title: "Imprint",
    responsible: "Responsible for the content",
    contact: "Contact",
    email: "E-mail",
    notConfigured:
      "This instance has not configured its operator details yet (settings OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL).",
    contentNote:
      "All recipes, descriptions and texts on this website are our own. The brands and products are fictional examples.",
    liability:
      "The operators of external links alone are responsible for their content. Please enjoy alcohol responsibly.",
  },
  privacy: {
    title: "Data privacy",
    intro: "We collect as little data as possible. Here is what we keep, why, and for how long.",
    cookiesTitle: "Cookies",
    cookiesText:
      "We only set cookies the site needs to work: your chosen language (365 days), short-lived notices after a form and, when you log in, a session cookie. No tracking, no advertising, no third parties.",
    contactTitle: "Contact form",
    contactText:
      "We keep the name, e-mail address and message from the contact form to answer your request, and delete them once it is dealt with.",
    accountTitle: "User account",
    accountText:
      "For an account we keep your e-mail address, name, a password hash and your saved bars and recipes. On your account page you can download or delete all of it.",
    logsTitle: "Server logs",
    logsText: "Error logs contain no form contents and are deleted after 14 days.",
    rightsTitle: "Your rights",
    rightsText:
      "You have the right to access, rectification, erasure and restriction of processing, and to data portability. Write to us through the contact form.",
  },
  about: {
    title: "About",
    text1:
      "Cocktail Atlas is a recipe database for everyone who mixes drinks at home or behind the bar: bilingual, fast even on simple phones, and usable with a screen reader.",
    text2:
      "The virtual bar shows what you can mix with your bottles right now, and which few ingredients you lack for more drinks.",
    text3: "Every page also works without JavaScript.",
  },
  routes: {
    title: "Site map",
    intro: "Every public page of Cocktail Atlas at a glance.",
    sectionMain: "Discover",
    sectionInfo: "Information",
    sectionAccount: "Account",
    backToSite: "Back to the website",
  },
  pages: {
    home: "Home",
    recipeList: "All recipes",
    virtualBar: "Virtual bar",
    brands: "Brands",
    search: "Search",
    faq: "Frequently asked questions",
    about: "About",
    contact: "Contact",
    imprint: "Imprint",
    dataPrivacy: "Data privacy",
    routes: "Site map",
    login: "Log in",
    register: "Register",
  },
};

export default en;

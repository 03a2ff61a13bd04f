import { standardsIngredientFacts } from "./ingredient-facts-standards";
import type { IngredientFacts } from "./types";

// What each ingredient adds to a drink beside its alcohol: sugar per 100 ml, what one piece adds, allergens,
// raw egg. Keyed by ingredient key; a more specific ingredient without an entry takes its nearest
// ancestor's. Every figure names its source.

// Sources used below, named once:
// - USDA FoodData Central (SR Legacy): sugars per 100 g, turned into per 100 ml with the record's own cup or
//   spoon weight (juices ≈ 1.02–1.05 g/ml); the number is the FDC id where the record is named.
// - Boston Apothecary, "Advanced emotional content basics (liqueurs!)": bottles measured with a hydrometer,
//   corrected for their alcohol ("hydrometer, Boston Apothecary" below).
// - Regulation (EU) 2019/787, Annex I (spirit drinks: minimum sugar of liqueurs), Regulation (EU) No 251/2014
//   (aromatised wines: sugar terms), Regulation (EU) 2019/33, Annex III (sparkling wine: sugar terms),
//   Regulation (EU) No 1169/2011, Annex II (allergens; sulphites when above 10 mg/l).
// - Producers' labels and published nutrition data, as named.
// Where no measured figure exists the entry says "estimate" and what it rests on.
//
// perPiece: what one counted piece adds. Its sugarG is sugar beyond what its ml carries at the entry's
// sugarPer100ml (the strength calculator adds both): an egg white gives ml and takes its sugar from
// sugarPer100ml, a lime wedge (no sugarPer100ml) states both, a sugar cube only sugarG.

/** 1:1 syrup: 50 % sugar by weight; a 50 °Brix sucrose solution weighs 1.232 g/ml (USDA AMS sucrose table). */
const SYRUP_1_1 =
  "by recipe: 1:1 sugar:water by weight is 50 % sugar; a 50 °Brix sucrose solution weighs 1.232 g/ml (USDA AMS sucrose conversion table), so 0.50 × 1.232 g/ml ≈ 61.6 g per 100 ml";
const BAR_SYRUP =
  "estimate for bought bar syrups (Monin, Giffard, Routin 1883 type): ≈ 60–65 % sugar by weight at ≈ 1.3 g/ml, ≈ 80 g per 100 ml";
const CREME_DE =
  "EU Regulation 2019/787, Annex I ('crème de'): such a liqueur holds ≥ 250 g/l sugar; 300 g/l assumed (estimate)";
const WINE = "wine: sulphites above 10 mg/l are declared (Regulation 1169/2011, Annex II 12)";
const NOTHING_MEASURABLE = "adds no measurable volume or sugar (herb, spice or garnish; by assumption)";

const coreFacts: Record<string, IngredientFacts> = {
  // ───────────── spirits ─────────────
  spirits: {
    sugarPer100ml: 0,
    source:
      "distilled spirits carry no sugar to speak of; cereal-based distillates are exempt from the gluten declaration (Regulation 1169/2011, Annex II 1(d))",
  },
  "old-tom-gin": {
    sugarPer100ml: 2,
    source: "estimate: Old Tom is lightly sweetened; EU law sets no figure (≈ 20 g/l assumed)",
  },
  "spiced-rum": {
    sugarPer100ml: 2,
    source:
      "estimate: spiced rum is a sweetened spirit drink; producers publish no figure (≈ 20 g/l assumed)",
  },

  // ───────────── liqueurs ─────────────
  liqueurs: {
    sugarPer100ml: 25,
    source:
      "typical: liqueurs measured 140–380 g/l (hydrometer, Boston Apothecary); the legal minimum is 100 g/l (EU Regulation 2019/787, Annex I, 'liqueur'); 250 g/l assumed where no better figure exists",
  },
  "orange-liqueur": {
    sugarPer100ml: 25,
    source: "typical: Cointreau ≈ 230 g/l, curaçaos 210–330 g/l (producer; hydrometer, Boston Apothecary)",
  },
  "triple-sec": {
    sugarPer100ml: 23,
    source:
      "Cointreau: 6.9 g sugar per 30 ml (producer's data) ≈ 230 g/l; 219 g/l by hydrometer (Boston Apothecary)",
  },
  curacao: {
    sugarPer100ml: 26,
    source:
      "hydrometer, Boston Apothecary: Senior Curaçao of Curaçao 208 g/l, Marie Brizard orange curaçao 325 g/l; midpoint ≈ 265 g/l",
  },
  "herbal-liqueur": {
    sugarPer100ml: 25,
    source:
      "estimate: herbal liqueurs publish no sugar figures; 250 g/l assumed (legal minimum 100 g/l, EU Regulation 2019/787, Annex I, 'liqueur')",
  },
  drambuie: {
    sugarPer100ml: 34,
    source: "reported analysis, 338 g/l (home-distillers' forum artisan-distiller.net; no producer figure)",
  },
  "creme-de-menthe": { sugarPer100ml: 30, source: CREME_DE },
  "creme-de-cacao": { sugarPer100ml: 30, source: CREME_DE },
  "creme-de-mure": { sugarPer100ml: 30, source: CREME_DE },
  "creme-de-violette": { sugarPer100ml: 30, source: CREME_DE },
  "creme-de-cassis": {
    sugarPer100ml: 40,
    source: "EU Regulation 2019/787, Annex I ('crème de cassis'): ≥ 400 g/l sugar (the minimum used)",
  },
  sambuca: {
    sugarPer100ml: 35,
    source: "EU Regulation 2019/787, Annex I ('sambuca'): ≥ 350 g/l sugar (the minimum used)",
  },
  "maraschino-liqueur": {
    sugarPer100ml: 25,
    source: "EU Regulation 2019/787, Annex I ('maraschino'): ≥ 250 g/l sugar (the minimum used)",
  },
  falernum: {
    sugarPer100ml: 25,
    source:
      "estimate: Velvet Falernum (11 %) is syrup-sweet; the producer publishes no figure (250 g/l assumed)",
  },
  "bitter-aperitivo": {
    sugarPer100ml: 25,
    source: "typical: Campari 245 g/l (hydrometer, Boston Apothecary), Aperol ≈ 26 g per 100 ml (label)",
  },
  campari: { sugarPer100ml: 24.5, source: "hydrometer, Boston Apothecary: 245 g/l" },
  aperol: {
    sugarPer100ml: 26,
    source: "label data as EU retailers list it: 26 g sugar and 159 kcal per 100 ml",
  },
  "gentian-aperitif": {
    sugarPer100ml: 14.3,
    source:
      "Suze, hydrometer, Boston Apothecary: 143 g/l (legal minimum for gentian liqueurs 80 g/l, EU Regulation 2019/787, Annex I, 'liqueur')",
  },
  amaro: {
    sugarPer100ml: 20,
    source:
      "estimate: amari range from ≈ 100 to 265 g/l (Cynar 265 g/l, hydrometer, Boston Apothecary); 200 g/l assumed",
  },
  "artichoke-amaro": { sugarPer100ml: 26.5, source: "Cynar, hydrometer, Boston Apothecary: 265 g/l" },
  fernet: {
    sugarPer100ml: 6,
    source:
      "estimate: Fernet-Branca is sold as a bitter spirit drink, not a liqueur, and is barely sweet (60 g/l assumed)",
  },
  amaretto: {
    sugarPer100ml: 30,
    source:
      "Disaronno, hydrometer, Boston Apothecary: 304 g/l. No nut allergen: Disaronno and most amaretti take their bitter-almond taste from apricot kernels (a stone fruit, not an Annex II nut); a few craft bottlings use almonds, so their label decides",
  },
  "hazelnut-liqueur": {
    sugarPer100ml: 25,
    allergens: ["nuts"],
    source:
      "made from hazelnuts (Frangelico), an Annex II nut; sugar estimated at 250 g/l (no producer figure)",
  },
  "coffee-liqueur": {
    sugarPer100ml: 39,
    source: "Kahlúa: 19.7 g sugar per 50 ml (producer's data as published) ≈ 39 g per 100 ml",
  },
  "cream-liqueur": {
    sugarPer100ml: 20,
    allergens: ["milk"],
    source: "Baileys Original: 20 g sucrose per 100 ml (producer's average analysis); made with dairy cream",
  },
  "egg-liqueur": {
    sugarPer100ml: 20,
    allergens: ["egg"],
    source:
      "EU Regulation 2019/787, Annex I ('egg liqueur or advocaat'): ≥ 150 g/l sugar and ≥ 140 g egg yolk per litre; 200 g/l assumed (estimate). Made with yolk but sold shelf-stable, so no raw-egg warning",
  },
  "fruit-liqueurs": {
    sugarPer100ml: 25,
    source:
      "estimate: 250 g/l (legal minimum 100 g/l, or 70 g/l for cherry liqueurs on cherry spirit: EU Regulation 2019/787, Annex I, 'liqueur')",
  },
  "apricot-brandy": {
    sugarPer100ml: 38,
    source: "Marie Brizard Apry, hydrometer, Boston Apothecary: 381 g/l",
  },
  limoncello: { sugarPer100ml: 24.5, source: "hydrometer, Boston Apothecary: 245 g/l" },

  // ───────────── fortified and aromatised wines ─────────────
  "fortified-wines": {
    sugarPer100ml: 10,
    allergens: ["sulphites"],
    source: `${WINE}; sugar: estimate of the sweeter styles (≈ 100 g/l)`,
  },
  vermouth: {
    sugarPer100ml: 16,
    allergens: ["sulphites"],
    source: `as sweet vermouth, the usual one; ${WINE}`,
  },
  "sweet-vermouth": {
    sugarPer100ml: 16,
    allergens: ["sulphites"],
    source: `'sweet' means ≥ 130 g/l (Regulation 251/2014); measured 167 g/l (a standard rosso) and 201 g/l (Carpano Antica), hydrometer, Boston Apothecary; 160 g/l assumed; ${WINE}`,
  },
  "punt-e-mes": {
    sugarPer100ml: 24,
    allergens: ["sulphites"],
    source: `hydrometer, Boston Apothecary: 242 g/l; ${WINE}`,
  },
  "dry-vermouth": {
    sugarPer100ml: 3,
    allergens: ["sulphites"],
    source: `'extra-dry' means < 30 g/l and 'dry' < 50 g/l (Regulation 251/2014); French dry vermouths run 20–40 g/l; 30 g/l assumed; ${WINE}`,
  },
  "blanc-vermouth": {
    sugarPer100ml: 12,
    allergens: ["sulphites"],
    source: `bianco/blanc vermouths hold 100–150 g/l (whisky.fr vermouth guide); 120 g/l assumed; ${WINE}`,
  },
  "aromatised-wine": {
    sugarPer100ml: 10,
    allergens: ["sulphites"],
    source: `estimate: aperitif wines (Lillet, Cocchi Americano) publish no figure; ≈ 100 g/l assumed; ${WINE}`,
  },
  sherry: {
    sugarPer100ml: 0.3,
    allergens: ["sulphites"],
    source: `Jerez DO rules: fino, manzanilla, amontillado, oloroso and palo cortado hold ≤ 5 g/l; 3 g/l assumed; ${WINE}`,
  },
  "pedro-ximenez-sherry": {
    sugarPer100ml: 40,
    allergens: ["sulphites"],
    source: `Jerez DO rules: Pedro Ximénez ≥ 212 g/l; bottlings typically 400–500 g/l; 400 g/l assumed; ${WINE}`,
  },
  port: {
    sugarPer100ml: 10,
    allergens: ["sulphites"],
    source: `estimate: ruby and tawny ports hold ≈ 90–120 g/l; 100 g/l assumed; ${WINE}`,
  },
  madeira: {
    sugarPer100ml: 7,
    allergens: ["sulphites"],
    source: `estimate: 18 g/l (Sercial) to 150 g/l (Malmsey); a medium style, 70 g/l, assumed; ${WINE}`,
  },
  marsala: {
    sugarPer100ml: 8,
    allergens: ["sulphites"],
    source: `estimate: secco < 40 g/l, dolce > 100 g/l; 80 g/l assumed; ${WINE}`,
  },

  // ───────────── wine, sparkling wine, beer, cider ─────────────
  wines: {
    sugarPer100ml: 0.4,
    allergens: ["sulphites"],
    source: `dry wine ≤ 4 g/l (Regulation 2019/33, Annex III); ${WINE}`,
  },
  "red-wine": {
    sugarPer100ml: 0.6,
    allergens: ["sulphites"],
    source: `USDA FoodData Central (table wine, red): 0.62 g sugars per 100 g; ${WINE}`,
  },
  "white-wine": {
    sugarPer100ml: 1,
    allergens: ["sulphites"],
    source: `USDA FoodData Central (table wine, white): 0.96 g sugars per 100 g; ${WINE}`,
  },
  "rose-wine": {
    sugarPer100ml: 1.5,
    allergens: ["sulphites"],
    source: `estimate: many rosés are made off-dry (≈ 15 g/l assumed); ${WINE}`,
  },
  "sparkling-wine": {
    sugarPer100ml: 0.9,
    allergens: ["sulphites"],
    source: `'brut' means < 12 g/l (Regulation 2019/33, Annex III, Part B); 9 g/l assumed; ${WINE}`,
  },
  prosecco: {
    sugarPer100ml: 1.4,
    allergens: ["sulphites"],
    source: `most Prosecco is 'extra dry', 12–17 g/l (Regulation 2019/33, Annex III, Part B); 14 g/l assumed; ${WINE}`,
  },
  sekt: {
    sugarPer100ml: 2,
    allergens: ["sulphites"],
    source: `most German Sekt is 'trocken', 17–32 g/l (Regulation 2019/33, Annex III, Part B); 20 g/l assumed; ${WINE}`,
  },
  "beer-and-cider": {
    sugarPer100ml: 0,
    allergens: ["gluten"],
    source:
      "beer: brewed from barley or wheat, so gluten (Regulation 1169/2011, Annex II 1); USDA FoodData Central (beer, regular): 0 g sugars (its ≈ 3.6 g carbohydrate per 100 g are dextrins)",
  },
  cider: {
    sugarPer100ml: 3,
    allergens: ["sulphites"],
    source: "estimate: commercial ciders hold ≈ 20–45 g/l (30 g/l assumed); most are sulphited above 10 mg/l",
  },

  // ───────────── bitters ─────────────
  "celery-bitters": {
    allergens: ["celery"],
    source:
      "made with celery seed; celery is an Annex II allergen (Regulation 1169/2011). Used in dashes: sugar negligible",
  },

  // ───────────── syrups and sweeteners ─────────────
  "syrups-sweeteners": { sugarPer100ml: 61.6, source: `house syrups assumed 1:1; ${SYRUP_1_1}` },
  "simple-syrup": { sugarPer100ml: 61.6, source: SYRUP_1_1 },
  "rich-simple-syrup": {
    sugarPer100ml: 88.6,
    source:
      "by recipe: 2:1 sugar:water by weight is 66.7 % sugar; a 66.7 °Brix solution weighs 1.329 g/ml (USDA AMS sucrose conversion table), so 0.667 × 1.329 g/ml ≈ 88.6 g per 100 ml",
  },
  "demerara-syrup": {
    sugarPer100ml: 60,
    source: `by recipe 1:1 with demerara sugar, which is ≈ 97 % sugar (USDA FoodData Central, turbinado sugar); ${SYRUP_1_1}`,
  },
  "cane-sugar-syrup": {
    sugarPer100ml: 86,
    source: "estimate: bottled sirop de canne runs at ≈ 65 °Brix (≈ 1.32 g/ml), so ≈ 86 g per 100 ml",
  },
  honey: {
    sugarPer100ml: 117,
    source:
      "USDA FoodData Central 169640 (honey): 82.1 g sugars per 100 g; 1 cup = 339 g (1.43 g/ml), so ≈ 117 g per 100 ml",
  },
  "honey-syrup": {
    sugarPer100ml: 59,
    source:
      "by recipe: honey and warm water 1:1 by volume, so half of honey's 117 g per 100 ml (USDA 169640)",
  },
  "agave-syrup": {
    sugarPer100ml: 95,
    source:
      "USDA FoodData Central (agave syrup): 68 g sugars per 100 g; 1 tsp = 6.9 g (1.40 g/ml), so ≈ 95 g per 100 ml",
  },
  "maple-syrup": {
    sugarPer100ml: 80,
    source:
      "USDA FoodData Central 169661 (maple syrup): 60.5 g sugars per 100 g; 1 cup = 315 g (1.33 g/ml), so ≈ 80 g per 100 ml",
  },
  grenadine: { sugarPer100ml: 80, source: BAR_SYRUP },
  "raspberry-syrup": { sugarPer100ml: 80, source: BAR_SYRUP },
  "strawberry-syrup": { sugarPer100ml: 80, source: BAR_SYRUP },
  "passion-fruit-syrup": { sugarPer100ml: 80, source: BAR_SYRUP },
  "vanilla-syrup": { sugarPer100ml: 80, source: BAR_SYRUP },
  "lavender-syrup": { sugarPer100ml: 80, source: BAR_SYRUP },
  orgeat: {
    sugarPer100ml: 80,
    allergens: ["nuts"],
    source: `almond syrup: almonds are an Annex II nut; ${BAR_SYRUP}`,
  },
  "elderflower-cordial": {
    sugarPer100ml: 55,
    source: "estimate: undiluted elderflower cordials and Holunderblütensirup hold ≈ 45–65 g per 100 ml",
  },
  "lime-cordial": {
    sugarPer100ml: 25,
    allergens: ["sulphites"],
    source:
      "Rose's lime cordial (UK): 4.9 g sugar per 100 ml as diluted 1 + 4, so ≈ 25 g undiluted (estimate from the label); preserved with sodium metabisulphite (label)",
  },
  "orange-marmalade": {
    sugarPer100ml: 81,
    source:
      "USDA FoodData Central (orange marmalade): ≈ 60 g sugars per 100 g; jams weigh ≈ 1.35 g/ml (1 tbsp = 20 g), so ≈ 81 g per 100 ml",
  },
  "gardenia-mix": {
    sugarPer100ml: 50,
    allergens: ["milk"],
    source:
      "estimate by recipe (Don the Beachcomber's butter, honey, cinnamon and vanilla syrups): ≈ 50 g per 100 ml; butter is milk",
  },
  "chocolate-syrup": {
    sugarPer100ml: 65,
    source: "estimate: chocolate syrups hold ≈ 50 g sugar per 100 g at ≈ 1.3 g/ml",
  },

  // ───────────── juices and purées ─────────────
  juices: {
    sugarPer100ml: 9,
    source: "typical fruit juice (orange, apple: 8.4–9.6 g per 100 g, USDA FoodData Central)",
  },
  "lime-juice": {
    sugarPer100ml: 1.7,
    source:
      "USDA FoodData Central 168156 (lime juice, raw): 1.69 g sugars per 100 g; 1 cup = 242 g (1.02 g/ml)",
  },
  "lemon-juice": {
    sugarPer100ml: 2.6,
    source:
      "USDA FoodData Central 167747 (lemon juice, raw): 2.52 g sugars per 100 g; 1 cup = 244 g (1.03 g/ml)",
  },
  "orange-juice": {
    sugarPer100ml: 8.8,
    source:
      "USDA FoodData Central 169098 (orange juice, raw): 8.4 g sugars per 100 g; 1 cup = 248 g (1.05 g/ml)",
  },
  "blood-orange-juice": {
    sugarPer100ml: 8.8,
    source:
      "assumed as orange juice (USDA FoodData Central 169098: 8.4 g per 100 g); USDA lists no blood orange juice",
  },
  "grapefruit-juice": {
    sugarPer100ml: 7.2,
    source: "USDA FoodData Central (grapefruit juice, white, raw): ≈ 7 g sugars per 100 g",
  },
  "pineapple-juice": {
    sugarPer100ml: 10.4,
    source:
      "USDA FoodData Central (pineapple juice, canned, unsweetened): 9.98 g sugars per 100 g, ≈ 1.05 g/ml",
  },
  "cranberry-juice": {
    sugarPer100ml: 12.5,
    source:
      "USDA FoodData Central (cranberry juice cocktail): ≈ 12 g sugars per 100 g; recipes mean the sweetened drink (pure cranberry juice has ≈ 3 g)",
  },
  "tomato-juice": {
    sugarPer100ml: 2.7,
    source: "USDA FoodData Central (tomato juice, canned): ≈ 2.6 g sugars per 100 g",
  },
  "apple-juice": {
    sugarPer100ml: 10,
    source: "USDA FoodData Central (apple juice, canned, unsweetened): 9.62 g sugars per 100 g, ≈ 1.04 g/ml",
  },
  "passion-fruit-juice": {
    sugarPer100ml: 14,
    source: "USDA FoodData Central (passion-fruit juice, purple, raw): 13.4 g sugars per 100 g",
  },
  "mango-juice": {
    sugarPer100ml: 13,
    source:
      "USDA FoodData Central (mango nectar): ≈ 12.5 g sugars per 100 g; mango 'juice' is sold as nectar",
  },
  "pomegranate-juice": {
    sugarPer100ml: 13,
    source: "USDA FoodData Central (pomegranate juice, bottled): 12.65 g sugars per 100 g",
  },
  "yuzu-juice": {
    sugarPer100ml: 2.5,
    source: "estimate: USDA lists no yuzu juice; assumed like lemon juice (USDA 167747: 2.52 g per 100 g)",
  },
  "coconut-water": {
    sugarPer100ml: 2.6,
    source: "USDA FoodData Central 170174 (coconut water): 2.61 g sugars per 100 g",
  },
  "fruit-purees": {
    sugarPer100ml: 20,
    source: "estimate: bar purées are ≈ 90 % fruit and 10 % added sugar (Les vergers Boiron type)",
  },
  "passion-fruit-puree": {
    sugarPer100ml: 24,
    source:
      "estimate: 90 % passion fruit (13.4 g sugars per 100 g, USDA) + 10 % sugar ≈ 22 g per 100 g, ≈ 1.1 g/ml",
  },
  "peach-puree": {
    sugarPer100ml: 19,
    source:
      "estimate: 90 % peach (8.4 g sugars per 100 g, USDA) + 10 % sugar ≈ 17.6 g per 100 g, ≈ 1.08 g/ml",
  },
  "strawberry-puree": {
    sugarPer100ml: 15,
    source:
      "estimate: 90 % strawberry (4.9 g sugars per 100 g, USDA) + 10 % sugar ≈ 14.4 g per 100 g, ≈ 1.07 g/ml",
  },
  "mango-puree": {
    sugarPer100ml: 24,
    source:
      "estimate: 90 % mango (13.7 g sugars per 100 g, USDA) + 10 % sugar ≈ 22.3 g per 100 g, ≈ 1.1 g/ml",
  },
  "sugar-cane-juice": {
    sugarPer100ml: 15,
    source: "estimate: fresh cane juice reads 18–22 °Brix, mostly sucrose (≈ 15 g per 100 ml assumed)",
  },
  verjus: {
    sugarPer100ml: 6,
    source: "estimate: juice of unripe grapes, picked at ≈ 5–8 °Brix",
  },

  // ───────────── fruit, herbs, vegetables (counted in pieces) ─────────────
  lime: {
    // a whole lime ("1 piece"): 44 g juice, USDA FoodData Central 168156
    perUnit: { piece: { ml: 44, sugarG: 0.75 } },
    perPiece: { ml: 5, sugarG: 0.1 },
    source:
      "one wedge, an eighth of a lime: USDA FoodData Central 168156 gives 44 g juice per lime, so ≈ 5 ml pressed out (1.7 g sugars per 100 g)",
  },
  lemon: {
    // a whole lemon: 48 g juice, USDA FoodData Central 167747
    perUnit: { piece: { ml: 48, sugarG: 1.2 } },
    perPiece: { ml: 6, sugarG: 0.2 },
    source:
      "one wedge or slice, an eighth of a lemon: USDA FoodData Central 167747 gives 48 g juice per lemon, so ≈ 6 ml (2.5 g sugars per 100 g)",
  },
  orange: {
    // a whole orange: ≈ 86 g juice, USDA FoodData Central 169098
    perUnit: { piece: { ml: 86, sugarG: 7.2 } },
    perPiece: { ml: 10, sugarG: 0.9 },
    source:
      "one slice, an eighth of an orange: USDA FoodData Central 169098 gives ≈ 86 g juice per orange, so ≈ 10 ml (8.4 g sugars per 100 g) as it is pressed or steeped",
  },
  apple: {
    perPiece: { ml: 0, sugarG: 0 },
    source: "a slice steeped in sangria, not pressed: nothing measurable (by assumption)",
  },
  pineapple: {
    perPiece: { ml: 24, sugarG: 2.5 },
    source:
      "one fresh chunk ≈ 25 g, blended whole; USDA FoodData Central (pineapple, raw): 9.85 g sugars per 100 g",
  },
  strawberry: {
    perPiece: { ml: 11, sugarG: 0.6 },
    source:
      "one medium strawberry, 12 g, blended whole; USDA FoodData Central (strawberries, raw): 4.89 g sugars per 100 g",
  },
  raspberry: {
    perPiece: { ml: 1.5, sugarG: 0.1 },
    source:
      "one raspberry, 1.9 g, muddled; USDA FoodData Central (raspberries, raw): 4.42 g sugars per 100 g",
  },
  grapes: {
    perPiece: { ml: 3, sugarG: 0.8 },
    source:
      "one grape, 4.9 g, muddled (≈ 3 ml juice); USDA FoodData Central (grapes, raw): 15.5 g sugars per 100 g",
  },
  watermelon: {
    perPiece: { ml: 24, sugarG: 1.6 },
    source:
      "one 3 cm cube ≈ 26 g, blended and sieved; USDA FoodData Central (watermelon, raw): 6.2 g sugars per 100 g, 91 % water",
  },
  herbs: { perPiece: { ml: 0, sugarG: 0 }, source: NOTHING_MEASURABLE },
  vegetables: { perPiece: { ml: 0, sugarG: 0 }, source: NOTHING_MEASURABLE },
  cucumber: {
    perPiece: { ml: 2, sugarG: 0 },
    source:
      "one slice ≈ 7 g (USDA FoodData Central, cucumber), muddled and strained: ≈ 2 ml juice, sugar negligible (estimate)",
  },
  celery: {
    perPiece: { ml: 0, sugarG: 0 },
    allergens: ["celery"],
    source: "celery is an Annex II allergen (Regulation 1169/2011); a stalk garnish adds nothing measurable",
  },

  // ───────────── dairy, eggs and alternatives ─────────────
  eggs: {
    sugarPer100ml: 0.4,
    perPiece: { ml: 50 },
    allergens: ["egg"],
    rawEgg: true,
    source:
      "USDA FoodData Central 171287 (egg, whole, raw): a large egg is 50 g, 0.37 g sugars per 100 g; 1.03 g/ml",
  },
  "whole-egg": {
    sugarPer100ml: 0.4,
    perPiece: { ml: 50 },
    allergens: ["egg"],
    rawEgg: true,
    source:
      "USDA FoodData Central 171287 (egg, whole, raw): a large egg is 50 g, 0.37 g sugars per 100 g; 1.03 g/ml",
  },
  "egg-white": {
    sugarPer100ml: 0.7,
    perPiece: { ml: 32 },
    allergens: ["egg"],
    rawEgg: true,
    source:
      "USDA FoodData Central 172183 (egg white, raw): the white of a large egg is 33 g (≈ 32 ml), 0.71 g sugars per 100 g",
  },
  "egg-yolk": {
    sugarPer100ml: 0.6,
    perPiece: { ml: 16 },
    allergens: ["egg"],
    rawEgg: true,
    source:
      "USDA FoodData Central 172184 (egg yolk, raw): the yolk of a large egg is 17 g (≈ 16 ml), 0.56 g sugars per 100 g",
  },
  cream: {
    sugarPer100ml: 3,
    allergens: ["milk"],
    source:
      "USDA FoodData Central 170859 (heavy whipping cream): 2.8 g carbohydrate, lactose, per 100 g; 1 cup = 238 g (1.01 g/ml)",
  },
  "whipped-cream": {
    sugarPer100ml: 3,
    allergens: ["milk"],
    source: "as cream, whipped unsweetened (USDA FoodData Central 170859: 2.8 g lactose per 100 g)",
  },
  milk: {
    sugarPer100ml: 4.9,
    allergens: ["milk"],
    source:
      "USDA FoodData Central 171265 (milk, whole, 3.25 %): 4.8 g carbohydrate, all lactose, per 100 g (its sugars field reads 5.05); 1 cup = 244 g (1.03 g/ml)",
  },
  butter: {
    sugarPer100ml: 0,
    perPiece: { ml: 7, sugarG: 0 },
    allergens: ["milk"],
    source:
      "butter is milk fat (Annex II milk); USDA FoodData Central (butter): 0.06 g sugars per 100 g. A knob 'as large as half a chestnut' ≈ 6 g, ≈ 7 ml melted at 0.91 g/ml (estimate)",
  },
  "ice-cream-vanilla": {
    sugarPer100ml: 12,
    allergens: ["milk", "egg"],
    source:
      "USDA FoodData Central (ice cream, vanilla): ≈ 21 g sugars per 100 g; scooped ice cream weighs ≈ 0.55 g/ml. Custard-style ice creams hold pasteurised egg yolk",
  },
  yogurt: {
    sugarPer100ml: 4.8,
    allergens: ["milk"],
    source: "USDA FoodData Central 171284 (yogurt, plain, whole milk): 4.66 g sugars per 100 g; 1.04 g/ml",
  },
  "lemon-sorbet": {
    sugarPer100ml: 28,
    perPiece: { ml: 70 },
    source:
      "estimate: lemon sorbets hold ≈ 25–30 g sugar per 100 g; one large scoop ≈ 75 g melts to ≈ 70 ml with ≈ 20 g sugar",
  },
  "plant-milks": {
    sugarPer100ml: 3,
    source: "typical labels of unsweetened oat, almond and soy drinks: 0–4 g per 100 ml (estimate)",
  },
  "almond-milk": {
    sugarPer100ml: 3,
    allergens: ["nuts"],
    source:
      "made from almonds, an Annex II nut; sugar as typical sweetened almond drinks, ≈ 3 g per 100 ml (label, estimate)",
  },
  "oat-milk": {
    sugarPer100ml: 4,
    allergens: ["gluten"],
    source:
      "oats are an Annex II cereal; only drinks labelled gluten-free are safe. Sugar ≈ 4 g per 100 ml from the enzymes that split the oat starch (typical labels)",
  },
  "soy-milk": {
    sugarPer100ml: 2.5,
    allergens: ["soy"],
    source: "soy is an Annex II allergen; sweetened soy drinks hold ≈ 2.5 g per 100 ml (typical labels)",
  },
  "coconut-milk": {
    sugarPer100ml: 2.5,
    source:
      "USDA FoodData Central 170173 (coconut milk, canned): 2.8 g carbohydrate per 100 g and no sugar figure; 2.5 g assumed. Coconut is not an Annex II nut",
  },
  "coconut-cream": {
    sugarPer100ml: 3,
    source:
      "estimate as unsweetened coconut milk, thicker (≈ 3 g per 100 ml); coconut is not an Annex II nut",
  },
  "cream-of-coconut": {
    sugarPer100ml: 50,
    source: "estimate: sweetened cream of coconut (Coco López type) is ≈ 40 % sugar by weight at ≈ 1.2 g/ml",
  },
  aquafaba: {
    sugarPer100ml: 0,
    source: "chickpea cooking water: sugar negligible; chickpeas are not an Annex II allergen",
  },

  // ───────────── mixers ─────────────
  mixers: { sugarPer100ml: 9, source: "estimate: full-sugar sodas read 7–11 g per 100 ml (labels)" },
  "soda-water": { sugarPer100ml: 0, source: "carbonated water: no sugar" },
  water: { sugarPer100ml: 0, source: "drinking water: no sugar" },
  cola: { sugarPer100ml: 10.6, source: "Coca-Cola (EU label): 10.6 g sugar per 100 ml" },
  "tonic-water": {
    sugarPer100ml: 8,
    source: "estimate: full-sugar tonic labels read 7–9 g per 100 ml (reduced-sugar tonics ≈ 5 g)",
  },
  "ginger-ale": { sugarPer100ml: 8.5, source: "estimate: ginger ale labels read 8–9 g per 100 ml" },
  "ginger-beer": { sugarPer100ml: 10, source: "estimate: ginger beer labels read 9–11 g per 100 ml" },
  "lemon-soda": { sugarPer100ml: 8, source: "estimate: lemon-lime sodas in the EU read 6.5–10 g per 100 ml" },
  "grapefruit-soda": { sugarPer100ml: 8, source: "estimate: grapefruit sodas read 7–10 g per 100 ml" },
  "orange-soda": { sugarPer100ml: 8, source: "estimate: orange sodas in the EU read 7–9 g per 100 ml" },
  "bitter-lemon": { sugarPer100ml: 9, source: "estimate: bitter lemon labels read 8–10 g per 100 ml" },

  // ───────────── coffee and tea ─────────────
  "coffee-tea": {
    sugarPer100ml: 0,
    source: "brewed coffee and tea, unsweetened: 0 g sugars (USDA FoodData Central, coffee, brewed)",
  },

  // ───────────── sugar, spices and other ─────────────
  sugar: {
    sugarPer100ml: 84.5,
    source:
      "USDA FoodData Central 169655 (sugars, granulated): 1 tsp = 4.2 g, 1 cup = 200 g (0.845 g/ml loose), all sugar",
  },
  "sugar-cube": {
    sugarPer100ml: 84.5,
    perPiece: { sugarG: 3 },
    source:
      "a German sugar cube (Würfelzucker) weighs ≈ 3 g (Swiss and US cubes 4–4.5 g); loose volume as granulated sugar (USDA 169655)",
  },
  "brown-sugar": {
    sugarPer100ml: 90,
    source:
      "USDA FoodData Central 168833 (sugars, brown): 97 g sugars per 100 g; 1 cup packed = 220 g (0.93 g/ml)",
  },
  "powdered-sugar": {
    sugarPer100ml: 50,
    source:
      "USDA FoodData Central 169656 (sugars, powdered): 97.8 g sugars per 100 g; 1 cup unsifted = 120 g (0.507 g/ml)",
  },
  salt: { sugarPer100ml: 0, perPiece: { ml: 0, sugarG: 0 }, source: NOTHING_MEASURABLE },
  "celery-salt": {
    sugarPer100ml: 0,
    perPiece: { ml: 0, sugarG: 0 },
    allergens: ["celery"],
    source:
      "ground celery seed and salt: celery is an Annex II allergen (Regulation 1169/2011); a pinch adds nothing measurable",
  },
  spices: { sugarPer100ml: 0, perPiece: { ml: 0, sugarG: 0 }, source: NOTHING_MEASURABLE },
  "cocoa-powder": {
    sugarPer100ml: 0,
    perPiece: { ml: 0, sugarG: 0 },
    source: `unsweetened cocoa; ${NOTHING_MEASURABLE}`,
  },
  garnishes: { perPiece: { ml: 0, sugarG: 0 }, source: NOTHING_MEASURABLE },
  chocolate: {
    perPiece: { ml: 4, sugarG: 2 },
    allergens: ["milk"],
    source:
      "one square ≈ 5 g, melted (≈ 4 ml); USDA FoodData Central (dark chocolate): 45–59 % cacao ≈ 48 g, 70–85 % ≈ 24 g sugars per 100 g, ≈ 40 % assumed. Most bars hold milk or milk fat; a plain dark one may not",
  },
  "worcestershire-sauce": {
    allergens: ["fish", "gluten"],
    source:
      "Lea & Perrins (EU label): anchovies (fish) and malt vinegar from barley (gluten); used in dashes, sugar negligible",
  },
  "hot-sauce": { sugarPer100ml: 0, source: "chilli, vinegar and salt (Tabasco type): sugar negligible" },
  "olive-brine": { sugarPer100ml: 0, source: "salt water of the olive jar: no sugar" },
};

export const ingredientFacts: Record<string, IngredientFacts> = { ...coreFacts, ...standardsIngredientFacts };

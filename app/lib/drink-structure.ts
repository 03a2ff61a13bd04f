// The shape of a drink, as a bartender sorts a menu: a sour (spirit, citrus, sweet), a fizz (a sour
// lengthened with bubbles), a highball (spirit and a long mixer), a spritz (sparkling wine), a stirred
// spirit-forward drink, a creamy one, a hot one, a frozen one, a shot. Derived from the method, the glass
// and the ingredient keys of the recipe's lines with everything they belong to (a line of prosecco brings
// "sparkling-wine"), so it needs no column of its own and follows every edit of a recipe.

export const STRUCTURES = [
  "hot",
  "shot",
  "creamy",
  "frozen",
  "fizz",
  "sour",
  "spritz",
  "highball",
  "stirred",
  "other",
] as const;
export type DrinkStructure = (typeof STRUCTURES)[number];

export type StructureInput = {
  method: string;
  glass: string;
  /** keys of the required lines' ingredients and of every node above them */
  keys: ReadonlySet<string>;
};

/** Fresh sourness: citrus juices, cut citrus muddled in the glass, a lime cordial. */
const CITRUS = ["lemon-juice", "lime-juice", "yuzu-juice", "lime", "lemon", "lime-cordial", "verjus"];
/** What balances the citrus: any syrup or sugar, honey, a liqueur. */
const SWEET = ["syrups-sweeteners", "sugar", "honey", "liqueurs", "falernum"];
/** Bubbles that lengthen a drink (not sparkling wine, which makes a spritz or a royale). */
const CARBONATED = [
  "soda-water",
  "tonic-water",
  "ginger-beer",
  "ginger-ale",
  "cola",
  "bitter-lemon",
  "lemon-soda",
  "grapefruit-soda",
  "orange-soda",
  "beer-and-cider",
];
const SPARKLING_WINE = ["sparkling-wine", "non-alcoholic-sparkling-wine"];
/** Cream, milk and whole eggs make a drink creamy; an egg white only gives a sour its foam. */
const CREAMY = [
  "cream",
  "milk",
  "plant-milks",
  "whipped-cream",
  "ice-cream-vanilla",
  "yogurt",
  "coconut-cream",
  "cream-of-coconut",
  "coconut-milk",
  "egg-yolk",
  "whole-egg",
  "cream-liqueur",
  "egg-liqueur",
];
const LONG_GLASSES = new Set(["highball", "collins", "copper-mug", "hurricane", "tiki"]);
const HOT = ["hot-coffee"];

function any(keys: ReadonlySet<string>, list: readonly string[]): boolean {
  return list.some((k) => keys.has(k));
}

export function drinkStructure({ method, glass, keys }: StructureInput): DrinkStructure {
  if (glass === "irish-coffee" || any(keys, HOT)) return "hot";
  if (glass === "shot" || method === "layer") return "shot";
  // Before "frozen": a Piña Colada is a creamy drink whether blended or shaken (as a Painkiller is).
  if (any(keys, CREAMY)) return "creamy";
  if (method === "blend") return "frozen";
  const citrus = any(keys, CITRUS);
  const sweet = any(keys, SWEET);
  const bubbles = any(keys, CARBONATED) || any(keys, SPARKLING_WINE);
  if (citrus && sweet) return bubbles ? "fizz" : "sour";
  if (any(keys, SPARKLING_WINE)) return "spritz";
  if (any(keys, CARBONATED) || LONG_GLASSES.has(glass)) return "highball";
  if (method === "stir" || (method === "build" && (glass === "rocks" || glass === "double-rocks"))) {
    return "stirred";
  }
  return "other";
}

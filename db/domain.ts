// The closed lists of values a recipe's columns take. The one definition: the seed content (db/seed), the
// schema types (db/schema.ts), the forms and the list filters (app/) all read them from here. Plain
// constants with no imports, so browser code may import this file too.

export const DIFFICULTIES = ["easy", "advanced", "professional"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const METHODS = ["shake", "stir", "build", "blend", "layer", "swizzle", "throw"] as const;
export type Method = (typeof METHODS)[number];

export const GLASS_TYPES = [
  "coupe",
  "martini",
  "nick-and-nora",
  "rocks",
  "double-rocks",
  "highball",
  "collins",
  "hurricane",
  "flute",
  "wine",
  "copper-mug",
  "tiki",
  "shot",
  "julep-cup",
  "irish-coffee",
  "poco-grande",
  "snifter",
  "margarita",
  "fizz",
] as const;
export type GlassType = (typeof GLASS_TYPES)[number];

/** Every unit a recipe line may use. */
export const UNITS = [
  "cl",
  "ml",
  "oz",
  "dash",
  "drop",
  "barspoon",
  "tsp",
  "tbsp",
  "piece",
  "slice",
  "wedge",
  "leaf",
  "sprig",
  "pinch",
  "splash",
  "top",
  "cube",
] as const;
export type Unit = (typeof UNITS)[number];

// The glass types recipes use; seed content and forms take them from here.
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

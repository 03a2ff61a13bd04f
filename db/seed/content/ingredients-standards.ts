import type { IngredientSeed } from "./types";

// Ingredients the standards added for the reference collection need (recipes-standards.ts).

export const standardsIngredients: IngredientSeed[] = [
  {
    key: "amer-picon",
    parent: "amaro",
    kind: "generic",
    de: "Amer Picon",
    en: "Amer Picon",
    synonymsDe: ["Picon", "Picon Club", "Picon Bière"],
    synonymsEn: ["Picon", "Picon Club", "Picon Bière"],
    abv: 18,
  },
  {
    key: "pimms",
    parent: "liqueurs",
    kind: "generic",
    de: "Pimm's No. 1",
    en: "Pimm's No. 1",
    synonymsDe: ["Pimm's", "Pimms", "Fruit Cup"],
    synonymsEn: ["Pimm's", "Pimms", "fruit cup"],
    abv: 25,
  },
  {
    key: "ginger-wine",
    parent: "fortified-wines",
    kind: "generic",
    de: "Ingwerwein",
    en: "Green ginger wine",
    synonymsDe: ["Ginger Wine", "Stone's Ginger Wine"],
    synonymsEn: ["ginger wine", "Stone's ginger wine", "Crabbie's ginger wine"],
    abv: 13.5,
  },
  {
    key: "wild-berry-soda",
    parent: "mixers",
    kind: "generic",
    de: "Wild-Berry-Limonade",
    en: "Wild berry soda",
    synonymsDe: ["Wild Berry", "Russian Wild Berry", "Schweppes Wild Berry"],
    synonymsEn: ["wild berry", "Russian Wild Berry", "Schweppes Wild Berry"],
  },
  {
    key: "ketchup",
    parent: "sauces",
    kind: "generic",
    de: "Tomatenketchup",
    en: "Tomato ketchup",
    synonymsDe: ["Ketchup"],
    synonymsEn: ["ketchup", "catsup"],
  },
];

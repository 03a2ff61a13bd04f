import type { Bilingual, IngredientSeed } from "./types";

// The ingredient graph beside "is a" and "yields" (docs/decisions/0022-ingredient-graph.md): nodes the tree
// lacked, further parents where the world has more than one, and substitutes a bartender would pour. Every
// pair carries the reason a visitor reads on the result card, in both languages. The seeder makes the
// tables equal to this file.

/** Nodes added with the graph: the amari bartenders tell apart, and the rum that is both aged and Jamaican. */
export const graphIngredients: IngredientSeed[] = [
  {
    key: "amaro-nonino",
    parent: "amaro",
    kind: "generic",
    de: "Amaro Nonino",
    en: "Amaro Nonino",
    synonymsDe: ["Nonino Quintessentia"],
    synonymsEn: ["Nonino Quintessentia"],
    abv: 35,
  },
  {
    key: "averna",
    parent: "amaro",
    kind: "generic",
    de: "Averna",
    en: "Averna",
    synonymsDe: ["Amaro Siciliano"],
    synonymsEn: ["Amaro Siciliano"],
    abv: 29,
  },
  {
    key: "aged-jamaican-rum",
    parent: "jamaican-rum",
    kind: "specific",
    de: "gereifter Jamaika-Rum",
    en: "Aged Jamaican rum",
    synonymsDe: ["Jamaika-Rum gereift", "Amber Jamaica Rum"],
    synonymsEn: ["amber Jamaican rum", "gold Jamaican rum"],
    abv: 43,
  },
];

/** A node's parents beyond the first (`parent` in the ingredient files): child is also a kind of parent. */
export type IngredientParentSeed = { child: string; parent: string; note: Bilingual<string> };

export const ingredientParents: IngredientParentSeed[] = [
  {
    child: "aged-jamaican-rum",
    parent: "aged-rum",
    note: {
      de: "auf Jamaika gebrannt und im Fass gereift: gereifter Rum und Jamaika-Rum zugleich",
      en: "distilled in Jamaica and aged in oak: an aged rum and a Jamaican rum at once",
    },
  },
];

/**
 * An owned source, or anything below it, may stand in for a recipe line asking for the target, unless the
 * line insists on exactly its ingredient. Substitutes are not followed further (Sekt for Prosecco does not
 * make Sekt count for whatever Prosecco might stand in for) and never run backwards.
 */
export type IngredientSubstituteSeed = { source: string; target: string; note: Bilingual<string> };

const anyDrySparkling = {
  de: "jeder trockene Schaumwein passt, wo das Rezept nicht auf einem bestimmten besteht",
  en: "any dry sparkling wine will do where the recipe does not insist",
};
const syrupForSugar = {
  de: "1 cl Zuckersirup je Barlöffel Zucker, im Glas schon gelöst",
  en: "1 cl simple syrup for each bar spoon of sugar, already dissolved",
};

export const ingredientSubstitutes: IngredientSubstituteSeed[] = [
  {
    source: "simple-syrup",
    target: "sugar-cube",
    note: {
      de: "ein Barlöffel Zuckersirup (etwa 0,5 cl) je Zuckerwürfel",
      en: "a bar spoon of simple syrup (about 0.5 cl) for each sugar cube",
    },
  },
  { source: "simple-syrup", target: "sugar", note: syrupForSugar },
  { source: "simple-syrup", target: "powdered-sugar", note: syrupForSugar },
  {
    source: "aromatic-bitters",
    target: "angostura-bitters",
    note: {
      de: "aromatische Bitters tun alle denselben Dienst wie Angostura: Enzian, Rinde und Gewürze",
      en: "any aromatic bitters does Angostura's job: gentian, bark and spice",
    },
  },
  { source: "sparkling-wine", target: "prosecco", note: anyDrySparkling },
  { source: "sparkling-wine", target: "champagne", note: anyDrySparkling },
  {
    source: "tennessee-whiskey",
    target: "bourbon",
    note: {
      de: "wie Bourbon gebrannt und gereift, nur zusätzlich über Ahornholzkohle gefiltert",
      en: "made and aged like bourbon, then filtered through maple charcoal",
    },
  },
];

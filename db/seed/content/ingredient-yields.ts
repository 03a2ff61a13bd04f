import type { Bilingual } from "./types";

// Kitchen sense beside the tree: what a home bartender makes from an ingredient they own, with water and a
// knife taken for granted. The virtual bar counts the target as owned ("Lime → lime juice"). Only pairs a
// bartender would accept without a second ingredient to buy: ginger syrup needs sugar as well as ginger, so
// it is not here. Yields hold for the ingredient and its brands' products, not for the rest of the tree
// below it (an egg white is filed under eggs but yields no whole egg), so each kind of sugar has its line.
export type IngredientYieldSeed = { source: string; target: string; note: Bilingual<string> };

const squeezed = { de: "frisch gepresst", en: "freshly squeezed" };
const puréed = { de: "püriert", en: "blended" };
const peeled = { de: "mit dem Sparschäler abgeschält", en: "cut with a peeler" };
const separated = { de: "Ei getrennt", en: "separated" };

export const ingredientYields: IngredientYieldSeed[] = [
  { source: "lime", target: "lime-juice", note: squeezed },
  { source: "lemon", target: "lemon-juice", note: squeezed },
  { source: "orange", target: "orange-juice", note: squeezed },
  { source: "blood-orange", target: "blood-orange-juice", note: squeezed },
  { source: "grapefruit", target: "grapefruit-juice", note: squeezed },
  { source: "pomegranate", target: "pomegranate-juice", note: squeezed },
  { source: "pineapple", target: "pineapple-juice", note: { de: "entsaftet", en: "juiced" } },
  { source: "orange", target: "orange-peel", note: peeled },
  { source: "lemon", target: "lemon-peel", note: peeled },
  // A blood orange's peel is an orange peel to a bartender; its juice is not orange juice (a different
  // colour and taste), as the tree keeps the two juices apart.
  { source: "blood-orange", target: "orange-peel", note: peeled },
  {
    source: "passion-fruit",
    target: "passion-fruit-puree",
    note: { de: "Fruchtmark ausgelöst", en: "pulp scooped out" },
  },
  { source: "mango", target: "mango-puree", note: puréed },
  { source: "peach", target: "peach-puree", note: puréed },
  { source: "strawberry", target: "strawberry-puree", note: puréed },
  {
    source: "sugar",
    target: "simple-syrup",
    note: { de: "1:1 in Wasser gelöst", en: "dissolved 1:1 in water" },
  },
  {
    source: "sugar",
    target: "rich-simple-syrup",
    note: { de: "2:1 in Wasser gelöst", en: "dissolved 2:1 in water" },
  },
  {
    source: "sugar-cube",
    target: "simple-syrup",
    note: { de: "in Wasser aufgelöst", en: "dissolved in water" },
  },
  {
    source: "demerara-sugar",
    target: "demerara-syrup",
    note: { de: "1:1 in Wasser gelöst", en: "dissolved 1:1 in water" },
  },
  {
    source: "brown-sugar",
    target: "cane-sugar-syrup",
    note: { de: "1:1 in Wasser gelöst", en: "dissolved 1:1 in water" },
  },
  {
    source: "honey",
    target: "honey-syrup",
    note: { de: "mit warmem Wasser verdünnt", en: "thinned with warm water" },
  },
  {
    source: "salt",
    target: "saline-solution",
    note: { de: "1:4 in Wasser gelöst", en: "dissolved 1:4 in water" },
  },
  { source: "eggs", target: "whole-egg", note: { de: "ein ganzes Ei", en: "a whole egg" } },
  { source: "whole-egg", target: "egg-white", note: separated },
  { source: "whole-egg", target: "egg-yolk", note: separated },
  { source: "cream", target: "whipped-cream", note: { de: "aufgeschlagen", en: "whipped" } },
  { source: "coffee", target: "hot-coffee", note: { de: "aufgebrüht", en: "brewed" } },
];

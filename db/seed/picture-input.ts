// A seeded recipe's picture input read straight from the seed content (no database): the contact sheet
// (scripts/contact-sheet.ts) and the tests that judge how seeded drinks look use it. The database path
// (db/pictures.ts) resolves the same way: each line's ingredient and its ancestors, the nearest colour up
// the tree.
import type { PictureInput, PictureLine } from "../../app/lib/drink-scene";
import { ingredientColours } from "./content/ingredient-colours";
import { ingredientTree } from "./content/ingredient-tree";
import { recipes } from "./content/recipes";

const parent = new Map(ingredientTree.map((n) => [n.key, n.parent]));

function chain(key: string): string[] {
  const keys: string[] = [];
  for (let k: string | undefined = key; k; k = parent.get(k)) keys.push(k);
  return keys;
}

export type SeedRecipe = (typeof recipes)[number];

export function seedPictureInput(recipe: SeedRecipe): PictureInput {
  const lines: PictureLine[] = recipe.lines.map((l) => {
    const keys = chain(l.ing);
    const colourKey = keys.find((k) => ingredientColours[k]);
    const colour = colourKey ? ingredientColours[colourKey] : undefined;
    return {
      keys,
      colour: colour?.[0] ?? null,
      opacity: colour?.[1] ?? null,
      amount: l.amount ?? null,
      unit: l.unit,
      optional: l.optional ?? false,
    };
  });
  return {
    glass: recipe.glass,
    method: recipe.method,
    lines,
    garnish: [recipe.en.garnish, recipe.de.garnish],
  };
}

/** The seeded recipe with this slug (throws when there is none: a test names a recipe that must exist). */
export function seedRecipe(slug: string): SeedRecipe {
  const recipe = recipes.find((r) => r.slug === slug);
  if (!recipe) throw new Error(`no seeded recipe ${slug}`);
  return recipe;
}

export { recipes as seedRecipes };

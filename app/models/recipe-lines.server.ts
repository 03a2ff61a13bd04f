import type { DB } from "../../db/client";
import { refreshRecipeArrays } from "../../db/derived";

// The app's one writer of recipe lines. What `recipes` denormalises from them (required_ids, n_required,
// ingredient_ids) is recomputed by refreshRecipeArrays (db/derived.ts) after every change; bulk loaders insert
// lines themselves and then call it.

export type RecipeLineInput = {
  ingredientId: number;
  /** accepted instead of the ingredient ("rye or bourbon") */
  alternativeIds?: readonly number[];
  amount: number | null;
  unit: string;
  optional: boolean;
  exact: boolean;
  noteDe?: string;
  noteEn?: string;
};

/** Replaces a recipe's lines (positions 1…n in the given order) and refreshes its arrays. */
export async function replaceRecipeLines(
  db: DB,
  recipeId: number,
  lines: readonly RecipeLineInput[],
): Promise<void> {
  await db.deleteFrom("recipe_ingredients").where("recipe_id", "=", recipeId).execute();
  if (lines.length > 0) {
    await db
      .insertInto("recipe_ingredients")
      .values(
        lines.map((line, index) => ({
          recipe_id: recipeId,
          position: index + 1,
          ingredient_id: line.ingredientId,
          alternative_ids: [...(line.alternativeIds ?? [])],
          amount: line.amount,
          unit: line.unit,
          optional: line.optional,
          exact: line.exact,
          note_de: line.noteDe ?? "",
          note_en: line.noteEn ?? "",
        })),
      )
      .execute();
  }
  await refreshRecipeArrays(db, [recipeId]);
}

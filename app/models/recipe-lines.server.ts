import { sql } from "kysely";
import type { DB } from "../../db/client";

// The one writer of recipe lines and of what is denormalised from them on `recipes`:
// required_ids (required lines, sorted, distinct; an "exactly this ingredient" line as its negative id),
// n_required, and ingredient_ids (every line). Bulk loaders call refreshRecipeArrays after inserting lines.

export type RecipeLineInput = {
  ingredientId: number;
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

/** Recomputes the denormalised arrays of the given recipes (all recipes when `recipeIds` is omitted). */
export async function refreshRecipeArrays(db: DB, recipeIds?: readonly number[]): Promise<void> {
  const only = recipeIds ? sql`WHERE r0.id = ANY(${sql.val([...recipeIds])}::int[])` : sql``;
  await sql`
    UPDATE recipes AS r SET
      required_ids = coalesce(x.required, '{}'),
      n_required = coalesce(cardinality(x.required), 0),
      ingredient_ids = coalesce(x.all_ids, '{}')
    FROM (
      SELECT r0.id, agg.required, agg.all_ids
      FROM recipes AS r0
      LEFT JOIN LATERAL (
        SELECT
          array_agg(DISTINCT (CASE WHEN l.exact THEN -1 ELSE 1 END) * l.ingredient_id
                    ORDER BY (CASE WHEN l.exact THEN -1 ELSE 1 END) * l.ingredient_id)
            FILTER (WHERE NOT l.optional) AS required,
          array_agg(DISTINCT l.ingredient_id ORDER BY l.ingredient_id) AS all_ids
        FROM recipe_ingredients AS l
        WHERE l.recipe_id = r0.id
      ) AS agg ON true
      ${only}
    ) AS x
    WHERE r.id = x.id
  `.execute(db);
}

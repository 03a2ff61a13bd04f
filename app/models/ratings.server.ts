import { sql } from "kysely";
import type { DB } from "../../db/client";

// One rating per member and recipe. The average and count on `recipes` are recomputed in the same
// transaction, with the recipe row locked, so concurrent ratings cannot lose each other's updates.

/** Recomputes a recipe's average and count from its members' ratings: nothing else counts. */
export async function refreshRatingAggregate(db: DB, recipeId: number): Promise<void> {
  await sql`
    UPDATE recipes AS r SET
      rating_count = agg.n,
      rating_avg = CASE WHEN agg.n = 0 THEN 0 ELSE round(agg.total::numeric / agg.n, 2) END
    FROM (SELECT count(*)::int AS n, coalesce(sum(stars), 0) AS total FROM ratings WHERE recipe_id = ${recipeId}) AS agg
    WHERE r.id = ${recipeId}
  `.execute(db);
}

export async function rateRecipe(db: DB, userId: number, recipeId: number, stars: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .selectFrom("recipes")
      .select("id")
      .where("id", "=", recipeId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("ratings")
      .values({ user_id: userId, recipe_id: recipeId, stars })
      .onConflict((oc) => oc.columns(["user_id", "recipe_id"]).doUpdateSet({ stars, updated_at: sql`now()` }))
      .execute();
    await refreshRatingAggregate(trx, recipeId);
  });
}

/** The recipes a member rated (their aggregates need refreshing when the member's ratings go). */
export async function ratedRecipeIds(db: DB, userId: number): Promise<number[]> {
  const rows = await db.selectFrom("ratings").select("recipe_id").where("user_id", "=", userId).execute();
  return rows.map((r) => r.recipe_id);
}

import { sql } from "kysely";
import type { Locale } from "~/lib/locale";
import type { DB } from "../../db/client";
import { keyIngredients } from "./recipes.server";

// A member's own cocktail book: favourite recipes and a private note per recipe. Personal: read for the
// signed-in member beside the shared page data, never through the shared cache, and keyed by the recipe's
// id so an edit of the recipe keeps them. The rows go with the member's account (ON DELETE CASCADE).

/** What a recipe page shows its signed-in viewer of their own. */
export type ViewerRecipeFacts = {
  /** their stars for the recipe, or null */
  myRating: number | null;
  favourite: boolean;
  note: string | null;
  /** their collections, in the order made, each saying whether it holds the recipe; null when not asked */
  collections: { id: number; name: string; has: boolean }[] | null;
};

/**
 * The viewer's rating, favourite, note and (for a published recipe) collections for one recipe, in one
 * statement: a member's recipe page is the page members open most, and each statement is a round trip
 * whose cost the server and the database pay on the same cores.
 */
export async function viewerRecipeFacts(
  db: DB,
  userId: number,
  recipeId: number,
  withCollections: boolean,
): Promise<ViewerRecipeFacts> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("ratings")
        .select("stars")
        .where("user_id", "=", userId)
        .where("recipe_id", "=", recipeId)
        .as("stars"),
      eb
        .exists(
          eb
            .selectFrom("favourites")
            .select("recipe_id")
            .where("user_id", "=", userId)
            .where("recipe_id", "=", recipeId),
        )
        .as("favourite"),
      eb
        .selectFrom("recipe_notes")
        .select("body")
        .where("user_id", "=", userId)
        .where("recipe_id", "=", recipeId)
        .as("note"),
      withCollections
        ? sql<{ id: number; name: string; has: boolean }[]>`(
            SELECT COALESCE(json_agg(json_build_object('id', c.id, 'name', c.name, 'has', EXISTS (
              SELECT 1 FROM collection_recipes cr WHERE cr.collection_id = c.id AND cr.recipe_id = ${recipeId}
            )) ORDER BY c.id), '[]'::json)
            FROM collections c WHERE c.user_id = ${userId})`.as("collections")
        : sql<null>`NULL`.as("collections"),
    ])
    .executeTakeFirstOrThrow();
  return {
    myRating: row.stars ?? null,
    favourite: Boolean(row.favourite),
    note: row.note ?? null,
    // json_agg's array as the driver parsed it: ids are numbers, has is a boolean
    collections: row.collections ?? null,
  };
}

/** Adds or removes a favourite; adding one twice keeps the first date. */
export async function setFavourite(
  db: DB,
  userId: number,
  recipeId: number,
  favourite: boolean,
): Promise<void> {
  if (favourite) {
    await db
      .insertInto("favourites")
      .values({ user_id: userId, recipe_id: recipeId })
      .onConflict((oc) => oc.columns(["user_id", "recipe_id"]).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom("favourites")
      .where("user_id", "=", userId)
      .where("recipe_id", "=", recipeId)
      .execute();
  }
}

/** Writes the member's note on a recipe (one per recipe: a second save replaces the first). */
export async function saveNote(db: DB, userId: number, recipeId: number, body: string): Promise<void> {
  await db
    .insertInto("recipe_notes")
    .values({ user_id: userId, recipe_id: recipeId, body })
    .onConflict((oc) => oc.columns(["user_id", "recipe_id"]).doUpdateSet({ body, updated_at: sql`now()` }))
    .execute();
}

/** Deletes the member's note on a recipe; true when there was one. */
export async function deleteNote(db: DB, userId: number, recipeId: number): Promise<boolean> {
  const result = await db
    .deleteFrom("recipe_notes")
    .where("user_id", "=", userId)
    .where("recipe_id", "=", recipeId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function favouriteCount(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom("favourites")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Which of `slugs` the member has among their favourites (for the buttons on recipe cards). */
export async function favouriteSlugs(db: DB, userId: number, slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .selectFrom("favourites as f")
    .innerJoin("recipes as r", "r.id", "f.recipe_id")
    .select("r.slug")
    .where("f.user_id", "=", userId)
    .where("r.slug", "in", [...new Set(slugs)].slice(0, 500))
    .execute();
  return new Set(rows.map((r) => r.slug));
}

/** At most this many favourites are listed (a page, not an export; nobody keeps more in mind). */
export const FAVOURITES_SHOWN = 500;

/**
 * The member's favourites that they may still see (published, or a draft of their own), each as a card
 * with its strength figures, what the virtual bar needs for it and the member's note; in the order they
 * were added, newest first (app/lib/member-book.ts sorts them otherwise).
 */
export async function listFavourites(db: DB, userId: number, locale: Locale) {
  const en = locale === "en";
  const rows = await db
    .selectFrom("favourites as f")
    .innerJoin("recipes as r", "r.id", "f.recipe_id")
    .leftJoin("recipe_notes as n", (join) =>
      join.onRef("n.recipe_id", "=", "f.recipe_id").onRef("n.user_id", "=", "f.user_id"),
    )
    .select([
      "r.id",
      "r.slug",
      en ? "r.name_en as name" : "r.name_de as name",
      "r.difficulty",
      "r.glass",
      "r.picture",
      "r.rating_avg as ratingAvg",
      "r.rating_count as ratingCount",
      "r.abv",
      "r.alcohol_g as alcoholG",
      "r.kcal",
      "r.required_ids as requiredIds",
      keyIngredients(locale).as("keyIngredients"),
      "f.created_at as addedAt",
      "n.body as note",
    ])
    .where("f.user_id", "=", userId)
    .where((eb) => eb.or([eb("r.status", "=", "published"), eb("r.author_id", "=", userId)]))
    .orderBy("f.created_at", "desc")
    .orderBy("r.id", "desc")
    .limit(FAVOURITES_SHOWN)
    .execute();
  return rows.map((row) => ({
    ...row,
    ratingAvg: Number(row.ratingAvg),
    abv: row.abv === null ? null : Number(row.abv),
    strength:
      row.abv === null
        ? null
        : { abv: Number(row.abv), alcoholG: Number(row.alcoholG ?? 0), kcal: row.kcal ?? 0 },
    addedAt: new Date(row.addedAt).toISOString(),
  }));
}

/** The member's favourites and notes for "download my data": which recipe (its address), when, what. */
export async function exportBook(db: DB, userId: number) {
  const [favourites, notes] = await Promise.all([
    db
      .selectFrom("favourites as f")
      .innerJoin("recipes as r", "r.id", "f.recipe_id")
      .select(["r.slug as recipe", "f.created_at as addedAt"])
      .where("f.user_id", "=", userId)
      .orderBy("f.created_at")
      .execute(),
    db
      .selectFrom("recipe_notes as n")
      .innerJoin("recipes as r", "r.id", "n.recipe_id")
      .select(["r.slug as recipe", "n.body as note", "n.updated_at as updatedAt"])
      .where("n.user_id", "=", userId)
      .orderBy("n.updated_at")
      .execute(),
  ]);
  return { favourites, notes };
}

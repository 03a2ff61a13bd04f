import crypto from "node:crypto";
import { sql } from "kysely";
import type { Locale } from "~/lib/locale";
import { MAX_COLLECTION_RECIPES, MAX_COLLECTIONS, movedOrder } from "~/lib/member-book";
import type { DB } from "../../db/client";
import { cardColumns, type RecipeCard } from "./recipes.server";

// A member's collections (app/lib/collections.ts). Every function takes the member's id and touches only
// that member's collections: another member's id finds nothing (answered as "not found", never "forbidden",
// so ids say nothing about who owns what). Only published recipes are added or shown. Personal data: never
// read through the shared cache.

export type CollectionSummary = {
  id: number;
  name: string;
  description: string;
  count: number;
  shared: boolean;
};

type Failure = { ok: false; reason: "notFound" | "recipeNotFound" | "full" | "tooMany" };

export async function listCollections(db: DB, userId: number): Promise<CollectionSummary[]> {
  const rows = await db
    .selectFrom("collections as c")
    .leftJoin("collection_recipes as cr", "cr.collection_id", "c.id")
    .leftJoin("recipes as r", (join) =>
      join.onRef("r.id", "=", "cr.recipe_id").on("r.status", "=", "published"),
    )
    .select(["c.id", "c.name", "c.description", "c.share_token"])
    .select((eb) => eb.fn.count<number>("r.id").as("count"))
    .where("c.user_id", "=", userId)
    .groupBy("c.id")
    .orderBy("c.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    count: Number(r.count),
    shared: r.share_token !== null,
  }));
}

async function create(trx: DB, userId: number, name: string, description: string) {
  // One member's creations queue on their own row, so the limit holds under concurrent requests.
  await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
  const { count } = await trx
    .selectFrom("collections")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_COLLECTIONS) return null;
  return trx
    .insertInto("collections")
    .values({ user_id: userId, name, description })
    .returning("id")
    .executeTakeFirstOrThrow();
}

export async function createCollection(
  db: DB,
  userId: number,
  name: string,
  description: string,
): Promise<{ ok: true; id: number } | Failure> {
  return db.transaction().execute(async (trx) => {
    const made = await create(trx, userId, name, description);
    return made ? { ok: true as const, id: made.id } : { ok: false as const, reason: "tooMany" as const };
  });
}

async function add(trx: DB, collectionId: number, recipeId: number): Promise<{ added: boolean } | Failure> {
  const recipe = await trx
    .selectFrom("recipes")
    .select("id")
    .where("id", "=", recipeId)
    .where("status", "=", "published")
    .executeTakeFirst();
  if (!recipe) return { ok: false, reason: "recipeNotFound" };
  const { count, last } = await trx
    .selectFrom("collection_recipes")
    .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.max("position").as("last")])
    .where("collection_id", "=", collectionId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_COLLECTION_RECIPES) return { ok: false, reason: "full" };
  const inserted = await trx
    .insertInto("collection_recipes")
    .values({ collection_id: collectionId, recipe_id: recipeId, position: Number(last ?? 0) + 1 })
    .onConflict((oc) => oc.columns(["collection_id", "recipe_id"]).doNothing())
    .returning("recipe_id")
    .executeTakeFirst();
  await trx
    .updateTable("collections")
    .set({ updated_at: sql`now()` })
    .where("id", "=", collectionId)
    .execute();
  return { added: inserted !== undefined };
}

/** Adds a published recipe at the end of one of the member's collections (twice is once). */
export async function addToCollection(
  db: DB,
  userId: number,
  collectionId: number,
  recipeId: number,
): Promise<{ ok: true; name: string; added: boolean } | Failure> {
  return db.transaction().execute(async (trx) => {
    const own = await trx
      .selectFrom("collections")
      .select("name")
      .where("id", "=", collectionId)
      .where("user_id", "=", userId)
      .forUpdate()
      .executeTakeFirst();
    if (!own) return { ok: false as const, reason: "notFound" as const };
    const result = await add(trx, collectionId, recipeId);
    return "ok" in result ? result : { ok: true as const, name: own.name, ...result };
  });
}

/** Makes a collection and puts the recipe in it, both or neither. */
export async function addToNewCollection(
  db: DB,
  userId: number,
  name: string,
  recipeId: number,
): Promise<{ ok: true; id: number; name: string } | Failure> {
  try {
    return await db.transaction().execute(async (trx) => {
      const made = await create(trx, userId, name, "");
      if (!made) return { ok: false as const, reason: "tooMany" as const };
      const result = await add(trx, made.id, recipeId);
      // nothing half-made: a collection is not kept without the recipe it was made for
      if ("ok" in result) throw new Rollback(result);
      return { ok: true as const, id: made.id, name };
    });
  } catch (error) {
    if (error instanceof Rollback) return error.failure;
    throw error;
  }
}

class Rollback extends Error {
  constructor(readonly failure: Failure) {
    super(failure.reason);
  }
}

type CollectionRecipe = RecipeCard & { id: number };

async function recipesOf(db: DB, collectionId: number, locale: Locale): Promise<CollectionRecipe[]> {
  return (await db
    .selectFrom("collection_recipes as cr")
    .innerJoin("recipes as r", "r.id", "cr.recipe_id")
    .select(["r.id", ...cardColumns(locale)])
    .where("cr.collection_id", "=", collectionId)
    .where("r.status", "=", "published")
    .orderBy("cr.position")
    .orderBy("r.id")
    .execute()) as CollectionRecipe[];
}

/** One of the member's collections with its recipes in order, or null (none such, or another's). */
export async function ownCollection(db: DB, userId: number, collectionId: number, locale: Locale) {
  const row = await db
    .selectFrom("collections")
    .select(["id", "name", "description", "share_token"])
    .where("id", "=", collectionId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    shareToken: row.share_token,
    recipes: await recipesOf(db, row.id, locale),
  };
}

/** A collection shared by link: its name, description and recipes; nothing about who keeps it. */
export async function sharedCollection(db: DB, token: string, locale: Locale) {
  const row = await db
    .selectFrom("collections")
    .select(["id", "name", "description"])
    .where("share_token", "=", token)
    .executeTakeFirst();
  if (!row) return null;
  const recipes = (await recipesOf(db, row.id, locale)).map(({ id: _id, ...card }) => card as RecipeCard);
  return { name: row.name, description: row.description, recipes };
}

/** Runs `change` on the member's collection; false when the member has no such collection. */
async function onOwn(db: DB, userId: number, collectionId: number, change: (trx: DB) => Promise<void>) {
  return db.transaction().execute(async (trx) => {
    const own = await trx
      .selectFrom("collections")
      .select("id")
      .where("id", "=", collectionId)
      .where("user_id", "=", userId)
      .forUpdate()
      .executeTakeFirst();
    if (!own) return false;
    await change(trx);
    await trx
      .updateTable("collections")
      .set({ updated_at: sql`now()` })
      .where("id", "=", collectionId)
      .execute();
    return true;
  });
}

export function editCollection(
  db: DB,
  userId: number,
  collectionId: number,
  name: string,
  description: string,
) {
  return onOwn(db, userId, collectionId, async (trx) => {
    await trx.updateTable("collections").set({ name, description }).where("id", "=", collectionId).execute();
  });
}

export function removeFromCollection(db: DB, userId: number, collectionId: number, recipeId: number) {
  return onOwn(db, userId, collectionId, async (trx) => {
    await trx
      .deleteFrom("collection_recipes")
      .where("collection_id", "=", collectionId)
      .where("recipe_id", "=", recipeId)
      .execute();
  });
}

/** Moves a recipe one place up or down; true when the collection is the member's (even at an end). */
export function moveInCollection(
  db: DB,
  userId: number,
  collectionId: number,
  recipeId: number,
  direction: "up" | "down",
) {
  return onOwn(db, userId, collectionId, async (trx) => {
    const order = (
      await trx
        .selectFrom("collection_recipes as cr")
        .innerJoin("recipes as r", "r.id", "cr.recipe_id")
        .select("cr.recipe_id")
        .where("cr.collection_id", "=", collectionId)
        .where("r.status", "=", "published")
        .orderBy("cr.position")
        .orderBy("cr.recipe_id")
        .execute()
    ).map((r) => r.recipe_id);
    const next = movedOrder(order, recipeId, direction);
    if (!next) return;
    // positions 1..n in the new order (the list is at most MAX_COLLECTION_RECIPES long)
    await sql`UPDATE collection_recipes AS cr SET position = o.position
      FROM unnest(${next}::int[]) WITH ORDINALITY AS o(recipe_id, position)
      WHERE cr.collection_id = ${collectionId} AND cr.recipe_id = o.recipe_id`.execute(trx);
  });
}

/** Shares by link: the collection's token (a new one when it had none); null when it is not the member's. */
export async function shareCollection(db: DB, userId: number, collectionId: number): Promise<string | null> {
  const token = crypto.randomBytes(24).toString("base64url");
  const row = await db
    .updateTable("collections")
    .set({ share_token: sql`coalesce(share_token, ${token})`, updated_at: sql`now()` })
    .where("id", "=", collectionId)
    .where("user_id", "=", userId)
    .returning("share_token")
    .executeTakeFirst();
  return row?.share_token ?? null;
}

/** Revokes the link: it answers 404 from now on; sharing again makes a new one. */
export function unshareCollection(db: DB, userId: number, collectionId: number) {
  return onOwn(db, userId, collectionId, async (trx) => {
    await trx.updateTable("collections").set({ share_token: null }).where("id", "=", collectionId).execute();
  });
}

export async function deleteCollection(db: DB, userId: number, collectionId: number): Promise<boolean> {
  const result = await db
    .deleteFrom("collections")
    .where("id", "=", collectionId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

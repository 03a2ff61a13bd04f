import type { DB } from "../../db/client";

// Which recipes an export or a booklet holds, in order, with the member's private notes where the member
// is the one asking: their favourites, their own recipes (drafts included), one of their collections, or a
// collection shared by link (never with notes, never anything about who keeps it). The recipes themselves
// are read by getRecipe (app/models/recipes.server.ts), which shows a draft to its author only.

/** At most this many recipes in one export: a collection holds at most 200, favourites are listed to 500. */
export const EXPORT_MAX_RECIPES = 500;

export type ExportSource = { kind: "favourites" } | { kind: "recipes" } | { kind: "collection"; id: number };

export type ExportList = {
  /** the collection's name; null for favourites and own recipes (the page names those) */
  name: string | null;
  description: string;
  entries: { slug: string; note: string | null }[];
};

function withNotes(db: DB, userId: number) {
  return db
    .selectFrom("recipes as r")
    .leftJoin("recipe_notes as n", (join) =>
      join.onRef("n.recipe_id", "=", "r.id").on("n.user_id", "=", userId),
    )
    .select(["r.slug", "n.body as note"]);
}

/** What the member's own export of `source` holds; null when it is not theirs (or does not exist). */
export async function memberExportList(
  db: DB,
  userId: number,
  source: ExportSource,
): Promise<ExportList | null> {
  switch (source.kind) {
    case "favourites": {
      const entries = await withNotes(db, userId)
        .innerJoin("favourites as f", "f.recipe_id", "r.id")
        .where("f.user_id", "=", userId)
        .where((eb) => eb.or([eb("r.status", "=", "published"), eb("r.author_id", "=", userId)]))
        .orderBy("f.created_at", "desc")
        .orderBy("r.id", "desc")
        .limit(EXPORT_MAX_RECIPES)
        .execute();
      return { name: null, description: "", entries };
    }
    case "recipes": {
      const entries = await withNotes(db, userId)
        .where("r.author_id", "=", userId)
        .orderBy("r.updated_at", "desc")
        .orderBy("r.id", "desc")
        .limit(EXPORT_MAX_RECIPES)
        .execute();
      return { name: null, description: "", entries };
    }
    case "collection": {
      const collection = await db
        .selectFrom("collections")
        .select(["id", "name", "description"])
        .where("id", "=", source.id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      if (!collection) return null;
      const entries = await withNotes(db, userId)
        .innerJoin("collection_recipes as cr", "cr.recipe_id", "r.id")
        .where("cr.collection_id", "=", collection.id)
        .where("r.status", "=", "published")
        .orderBy("cr.position")
        .orderBy("r.id")
        .limit(EXPORT_MAX_RECIPES)
        .execute();
      return { name: collection.name, description: collection.description, entries };
    }
  }
}

/** A collection shared by link, for anyone holding the link: its published recipes, no notes; null once revoked. */
export async function sharedExportList(db: DB, token: string): Promise<ExportList | null> {
  const collection = await db
    .selectFrom("collections")
    .select(["id", "name", "description"])
    .where("share_token", "=", token)
    .executeTakeFirst();
  if (!collection) return null;
  const rows = await db
    .selectFrom("collection_recipes as cr")
    .innerJoin("recipes as r", "r.id", "cr.recipe_id")
    .select("r.slug")
    .where("cr.collection_id", "=", collection.id)
    .where("r.status", "=", "published")
    .orderBy("cr.position")
    .orderBy("r.id")
    .limit(EXPORT_MAX_RECIPES)
    .execute();
  return {
    name: collection.name,
    description: collection.description,
    entries: rows.map((r) => ({ slug: r.slug, note: null })),
  };
}

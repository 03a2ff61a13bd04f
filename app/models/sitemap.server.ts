import type { DB } from "../../db/client";

// What sitemap.xml lists besides the fixed pages: published recipes and recipe groups (brands, their
// products, menus and books come from brands.server.ts). Slugs only: the route builds both languages' URLs.

export async function publishedRecipeCount(db: DB): Promise<number> {
  const row = await db
    .selectFrom("recipes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "published")
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Published recipes' slugs in a stable order (by id), one slice of them. */
export async function publishedRecipeSlugs(db: DB, offset: number, limit: number): Promise<string[]> {
  if (limit <= 0) return [];
  const rows = await db
    .selectFrom("recipes")
    .select("slug")
    .where("status", "=", "published")
    .orderBy("id")
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((r) => r.slug);
}

export async function recipeGroupSlugs(db: DB): Promise<string[]> {
  const rows = await db
    .selectFrom("recipe_groups")
    .select("slug")
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((r) => r.slug);
}

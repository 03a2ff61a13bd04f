import { sql } from "kysely";
import type { DB } from "../../db/client";

// What sitemap.xml lists besides the fixed pages, each with the date its page last changed (<lastmod>):
// published recipes and recipe groups here, brands with their menus and books and products from
// brands.server.ts, dated here. Slugs only: the route builds both languages' URLs.

export type Dated = { slug: string; lastmod: Date | null };

function asDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The published recipes' ids cut into ranges of `size` ids (1–size, size+1–2·size, …): for each range that
 * holds any, its number (from 1), how many and the newest change among them. One pass over the recipes; a
 * range never holds more than `size` recipes, and a recipe stays in its range whatever else is added or
 * removed.
 */
export async function publishedRecipeRanges(
  db: DB,
  size: number,
): Promise<{ range: number; count: number; lastmod: Date | null }[]> {
  // a literal, not a parameter: the grouping and the selected expression must be the same expression
  const width = sql.lit(Math.max(1, Math.trunc(size)));
  const rows = await db
    .selectFrom("recipes")
    .select([
      sql<number>`(id - 1) / ${width} + 1`.as("range"),
      sql<number>`count(*)`.as("count"),
      sql<Date | null>`max(updated_at)`.as("lastmod"),
    ])
    .where("status", "=", "published")
    .groupBy(sql`(id - 1) / ${width}`)
    .orderBy(sql`(id - 1) / ${width}`)
    .execute();
  return rows.map((r) => ({ range: Number(r.range), count: Number(r.count), lastmod: asDate(r.lastmod) }));
}

/**
 * Up to `limit` published recipes with ids after `after` and at most `last`, by id, each dated by its last
 * change: a seek on the primary key (keyset), so a slice deep in the catalogue costs what the first does.
 */
export async function publishedRecipesAfter(
  db: DB,
  after: number,
  last: number,
  limit: number,
): Promise<(Dated & { id: number })[]> {
  if (last <= after || limit <= 0) return [];
  const rows = await db
    .selectFrom("recipes")
    .select(["id", "slug", "updated_at"])
    .where("status", "=", "published")
    .where("id", ">", after)
    .where("id", "<=", last)
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, slug: r.slug, lastmod: asDate(r.updated_at) }));
}

/** Recipe groups, dated by the newest change among their published recipes (what the page lists). */
export async function recipeGroups(db: DB): Promise<Dated[]> {
  const rows = await db
    .selectFrom("recipe_groups as g")
    .leftJoin("recipe_group_members as m", "m.group_id", "g.id")
    .leftJoin("recipes as r", (join) =>
      join.onRef("r.id", "=", "m.recipe_id").on("r.status", "=", "published"),
    )
    .select(["g.slug", sql<Date | null>`max(r.updated_at)`.as("lastmod")])
    .groupBy(["g.id", "g.slug", "g.position"])
    .orderBy("g.position")
    .orderBy("g.id")
    .execute();
  return rows.map((r) => ({ slug: r.slug, lastmod: asDate(r.lastmod) }));
}

/** The newest change to any published recipe: the home page and the recipe list show the catalogue. */
export async function catalogueChanged(db: DB): Promise<Date | null> {
  const row = await db
    .selectFrom("recipes")
    .select(sql<Date | null>`max(updated_at)`.as("lastmod"))
    .where("status", "=", "published")
    .executeTakeFirst();
  return asDate(row?.lastmod);
}

/**
 * Dates for live brands' pages: a brand page changes with the brand and its products; a product page with
 * the product; a book with its details and the recipes in it. Menus have no date of their own (items keep
 * none), so they are listed without one.
 */
export async function brandDates(db: DB) {
  const [brands, products, books] = await Promise.all([
    db
      .selectFrom("brands as b")
      .leftJoin("products as p", "p.brand_id", "b.id")
      .select(["b.slug", sql<Date>`greatest(b.updated_at, max(p.updated_at))`.as("lastmod")])
      .where("b.status", "=", "live")
      .groupBy(["b.id", "b.slug", "b.updated_at"])
      .execute(),
    db
      .selectFrom("products as p")
      .innerJoin("brands as b", "b.id", "p.brand_id")
      .select(["p.slug", "p.updated_at as lastmod"])
      .where("b.status", "=", "live")
      .execute(),
    db
      .selectFrom("brand_books as k")
      .innerJoin("brands as b", "b.id", "k.brand_id")
      .leftJoin("brand_book_items as i", "i.brand_id", "k.brand_id")
      .leftJoin("recipes as r", (join) =>
        join.onRef("r.id", "=", "i.recipe_id").on("r.status", "=", "published"),
      )
      .select(["b.slug", sql<Date>`greatest(k.updated_at, max(r.updated_at))`.as("lastmod")])
      .where("b.status", "=", "live")
      .groupBy(["b.id", "b.slug", "k.updated_at"])
      .execute(),
  ]);
  const byslug = (rows: { slug: string; lastmod: Date | string | null }[]) =>
    new Map(rows.map((r) => [r.slug, asDate(r.lastmod)]));
  return { brands: byslug(brands), products: byslug(products), books: byslug(books) };
}

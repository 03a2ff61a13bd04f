import { sql } from "kysely";
import { type Bottle, bottleShape } from "~/lib/brand-picture";
import type { Locale } from "~/lib/locale";
import type { DB } from "../../db/client";
import { standaloneName } from "./ingredient-names.server";
import { shared } from "./shared-cache.server";

// Brands and their products, the read side: the brand list, a brand's page, a product's page, and the
// lookups other brand pages share (brandSummary, currentBrandSlug). Only live brands are shown to the public;
// a pending brand (its owner has not confirmed the address yet) and its products answer like unknown ones.

export type BrandStatus = "pending" | "live";

/** What every page below /brand/{slug} needs to know first; pending brands are included (callers decide). */
export type BrandSummary = {
  id: number;
  slug: string;
  name: string;
  status: BrandStatus;
  /** at least one menu section with at least one drink */
  hasMenu: boolean;
  /** at least one recipe in the cocktail book */
  hasBook: boolean;
};

const hasMenu = sql<boolean>`EXISTS (
  SELECT 1 FROM brand_menu_sections AS s JOIN brand_menu_items AS i ON i.section_id = s.id
  WHERE s.brand_id = b.id)`;
const hasBook = sql<boolean>`EXISTS (SELECT 1 FROM brand_book_items AS k WHERE k.brand_id = b.id)`;

/** The brand with this current slug (not an old one: see currentBrandSlug), or undefined. */
export async function brandSummary(db: DB, slug: string): Promise<BrandSummary | undefined> {
  return db
    .selectFrom("brands as b")
    .select(["b.id", "b.slug", "b.name", "b.status", hasMenu.as("hasMenu"), hasBook.as("hasBook")])
    .where("b.slug", "=", slug)
    .executeTakeFirst();
}

/** The current slug of a live brand that used to be reachable under `oldSlug` (for the 301), or undefined. */
export async function currentBrandSlug(db: DB, oldSlug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("brand_slug_history as h")
    .innerJoin("brands as b", "b.id", "h.brand_id")
    .select("b.slug")
    .where("h.old_slug", "=", oldSlug)
    .where("b.status", "=", "live")
    .where("b.slug", "<>", oldSlug)
    .executeTakeFirst();
  return row?.slug;
}

// What a product's bottle picture needs (app/lib/brand-picture.ts): the keys of its ingredient and its
// ancestors (the shape) and the nearest colour up the tree (what is inside), as the drink pictures resolve it.
const bottleKeys = sql<string[] | null>`(
  SELECT array_agg(a.key) FROM ingredients AS a WHERE a.id = ANY(i.ancestor_ids))`;
const bottleColour = sql<string | null>`(
  SELECT a.colour FROM ingredients AS a WHERE a.id = ANY(i.ancestor_ids) AND a.colour IS NOT NULL
  ORDER BY a.depth DESC LIMIT 1)`;
const bottleOpacity = sql<number | null>`(
  SELECT a.colour_opacity FROM ingredients AS a WHERE a.id = ANY(i.ancestor_ids) AND a.colour IS NOT NULL
  ORDER BY a.depth DESC LIMIT 1)`;

function bottleOf(row: { keys: string[] | null; colour: string | null; opacity: number | null }): Bottle {
  return {
    shape: bottleShape(row.keys ?? []),
    colour: row.colour,
    opacity: row.opacity === null ? null : Number(row.opacity),
  };
}

/** Both languages of a text, for the page to pick its own and fall back to the other. */
export type Bilingual = { de: string; en: string };

const collation = (locale: Locale) => sql.raw(locale === "en" ? "cocktail_en" : "cocktail_de");

/** Every live brand, alphabetical in the page language's collation, with its product count. */
export async function listLiveBrands(db: DB, locale: Locale) {
  return shared(db, `brands|${locale}`, ["brands"], () => loadLiveBrands(db, locale));
}

async function loadLiveBrands(db: DB, locale: Locale) {
  const rows = await db
    .selectFrom("brands as b")
    .select((eb) => [
      "b.slug",
      "b.name",
      "b.description_de",
      "b.description_en",
      eb
        .selectFrom("products as p")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("p.brand_id", "=", "b.id")
        .as("productCount"),
    ])
    .where("b.status", "=", "live")
    .orderBy(sql`b.name COLLATE ${collation(locale)}`)
    .orderBy("b.id")
    .execute();
  return rows.map((r) => ({
    slug: r.slug,
    name: r.name,
    description: { de: r.description_de, en: r.description_en } satisfies Bilingual,
    productCount: Number(r.productCount ?? 0),
  }));
}

/**
 * A live brand's page: the brand, and its products grouped by the ingredient each one is; undefined for a
 * pending or unknown brand. The same for every visitor: from the shared cache.
 */
export async function brandPage(db: DB, slug: string, locale: Locale) {
  // Its products are grouped under ingredients, whose names are the recipes' kind of content.
  return shared(db, `brand|${locale}|${slug}`, ["brands", "recipes"], () => loadBrandPage(db, slug, locale));
}

async function loadBrandPage(db: DB, slug: string, locale: Locale) {
  const brand = await db
    .selectFrom("brands as b")
    .select([
      "b.id",
      "b.slug",
      "b.name",
      "b.website",
      "b.imprint_url as imprintUrl",
      sql<string>`to_char(b.registered_since, 'YYYY-MM-DD')`.as("registeredSince"),
      "b.description_de",
      "b.description_en",
      hasMenu.as("hasMenu"),
      hasBook.as("hasBook"),
    ])
    .where("b.slug", "=", slug)
    .where("b.status", "=", "live")
    .executeTakeFirst();
  if (!brand) return undefined;
  const name = standaloneName(locale === "en" ? "g.name_en" : "g.name_de");
  const products = await db
    .selectFrom("products as p")
    .innerJoin("ingredients as i", "i.id", "p.ingredient_id")
    .leftJoin("ingredients as g", "g.id", "i.parent_id")
    .select([
      "p.slug",
      "p.name",
      "p.abv",
      "p.volume_ml as volumeMl",
      "g.id as categoryId",
      sql<string | null>`${name}`.as("category"),
      bottleKeys.as("keys"),
      bottleColour.as("colour"),
      bottleOpacity.as("opacity"),
    ])
    .where("p.brand_id", "=", brand.id)
    .orderBy(sql`${name} COLLATE ${collation(locale)}`)
    .orderBy(sql`p.name COLLATE ${collation(locale)}`)
    .orderBy("p.id")
    .execute();
  const groups: {
    category: string;
    products: { slug: string; name: string; abv: number | null; volumeMl: number | null; bottle: Bottle }[];
  }[] = [];
  const byCategory = new Map<number | null, (typeof groups)[number]>();
  for (const p of products) {
    let group = byCategory.get(p.categoryId);
    if (!group) {
      group = { category: p.category ?? "", products: [] };
      byCategory.set(p.categoryId, group);
      groups.push(group);
    }
    group.products.push({
      slug: p.slug,
      name: p.name,
      abv: p.abv === null ? null : Number(p.abv),
      volumeMl: p.volumeMl,
      bottle: bottleOf(p),
    });
  }
  const { description_de, description_en, ...rest } = brand;
  return {
    ...rest,
    description: { de: description_de, en: description_en } satisfies Bilingual,
    productCount: products.length,
    groups,
  };
}

/** A product of a live brand, with the ingredient it is (its parent in the tree), or undefined. */
export async function productPage(db: DB, slug: string, locale: Locale) {
  const en = locale === "en";
  const row = await db
    .selectFrom("products as p")
    .innerJoin("brands as b", "b.id", "p.brand_id")
    .innerJoin("ingredients as i", "i.id", "p.ingredient_id")
    .leftJoin("ingredients as g", "g.id", "i.parent_id")
    .select([
      "p.id",
      "p.slug",
      "p.name",
      "p.ingredient_id as ingredientId",
      "p.description_de",
      "p.description_en",
      "p.abv",
      "p.volume_ml as volumeMl",
      "p.price",
      "p.currency",
      "p.buy_url as buyUrl",
      "b.slug as brandSlug",
      "b.name as brandName",
      standaloneName(en ? "g.name_en" : "g.name_de").as("kind"),
      bottleKeys.as("keys"),
      bottleColour.as("colour"),
      bottleOpacity.as("opacity"),
    ])
    .where("p.slug", "=", slug)
    .where("b.status", "=", "live")
    .executeTakeFirst();
  if (!row) return undefined;
  const { description_de, description_en, keys, colour, opacity, ...rest } = row;
  return {
    ...rest,
    bottle: bottleOf({ keys, colour, opacity }),
    abv: rest.abv === null ? null : Number(rest.abv),
    price: rest.price === null ? null : Number(rest.price),
    description: { de: description_de, en: description_en } satisfies Bilingual,
  };
}

/** Live brands with their menu and book flags, and their products, for sitemap.xml. */
export async function sitemapBrands(db: DB) {
  const [brands, products] = await Promise.all([
    db
      .selectFrom("brands as b")
      .select(["b.slug", hasMenu.as("hasMenu"), hasBook.as("hasBook")])
      .where("b.status", "=", "live")
      .orderBy("b.id")
      .execute(),
    db
      .selectFrom("products as p")
      .innerJoin("brands as b", "b.id", "p.brand_id")
      .select("p.slug")
      .where("b.status", "=", "live")
      .orderBy("p.id")
      .execute(),
  ]);
  return { brands, products: products.map((p) => p.slug) };
}

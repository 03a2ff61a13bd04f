import { sql } from "kysely";
import { expandBar, type MatchIndex, matchRecipes, TOLERANCES, type Tolerance } from "~/lib/bar-matcher";
import type { Locale } from "~/lib/locale";
import { buildProductIndex, type ProductIndex, recipesUsing, unlockCount } from "~/lib/product-matches";
import type { DB } from "../../db/client";
import { barIndex, ownedBar } from "./bar-index.server";
import { productPage } from "./brands.server";
import { keyIngredients } from "./recipes.server";
import { shared } from "./shared-cache.server";

// A product page asks the virtual bar's index (bar-index.server.ts) two questions: which published recipes
// this bottle can be used in, and how many more recipes the visitor's remembered bar could make with it.
// Both go through expandBar and the same index as the filter results, so the answers always agree. The
// inverted index beside it is built once per match index (a rebuilt catalogue gets a new one).

const productIndexes = new WeakMap<MatchIndex, ProductIndex>();

function productIndexFor(index: MatchIndex): ProductIndex {
  let built = productIndexes.get(index);
  if (!built) {
    built = buildProductIndex(index);
    productIndexes.set(index, built);
  }
  return built;
}

/** The published recipes with a required line this ingredient serves, best rated first, one page of them. */
export async function productRecipes(
  db: DB,
  ingredientId: number,
  locale: Locale,
  page: { offset: number; limit: number },
) {
  const { index, nodes, choices } = await barIndex(db);
  if (!nodes.has(ingredientId)) return { total: 0, items: [] };
  // an any-of line ("Old Tom or London dry") is served by a bottle of any of its alternatives
  const found = recipesUsing(index, productIndexFor(index), expandBar([ingredientId], nodes, choices), {
    order: "rating",
    ...page,
  });
  if (found.ids.length === 0) return { total: found.total, items: [] };
  const cards = await db
    .selectFrom("recipes")
    .select([
      "id",
      "slug",
      locale === "en" ? "name_en as name" : "name_de as name",
      "difficulty",
      "glass",
      "picture",
      "rating_avg as ratingAvg",
      "rating_count as ratingCount",
      // whole percent, as cards show it
      sql<number | null>`round(abv)::int`.as("abv"),
      keyIngredients(locale, "recipes").as("keyIngredients"),
    ])
    .where("id", "in", found.ids)
    .where("status", "=", "published")
    .execute();
  const byId = new Map(cards.map((c) => [c.id, c]));
  const items = found.ids.flatMap((id) => {
    const card = byId.get(id);
    if (!card) return [];
    const { id: _id, ...rest } = card;
    return [{ ...rest, ratingAvg: Number(rest.ratingAvg) }];
  });
  return { total: found.total, items };
}

/**
 * A product page's shared part: the product (undefined for an unknown one or a pending brand's) and one page
 * of the recipes it goes into. The same for every visitor: from the shared cache, kept with the versions of
 * the brands, the recipes (and so the catalogue the bar index follows) and the ratings its cards show.
 */
export async function productWithRecipes(
  db: DB,
  slug: string,
  locale: Locale,
  page: { offset: number; limit: number },
) {
  return shared(
    db,
    `product|${locale}|${slug}|${page.offset}|${page.limit}`,
    ["brands", "recipes", "ratings"],
    async () => {
      const product = await productPage(db, slug, locale);
      if (!product) return undefined;
      return { product, recipes: await productRecipes(db, product.ingredientId, locale, page) };
    },
  );
}

export type BarWithProduct = {
  /** the bottle is in the bar already (the visitor owns exactly this node) */
  inBar: boolean;
  /** recipes the bar makes now at the tolerance: counted only once the bottle is in it (the page shows it then) */
  now: number | null;
  /** recipes that become makeable at the tolerance when the bottle is added */
  more: number;
};

/** What adding this ingredient to a bar changes, at a tolerance: "With this bottle you could mix N more". */
export async function productUnlocks(
  db: DB,
  ingredientId: number,
  owned: readonly number[],
  tolerance: Tolerance,
): Promise<BarWithProduct> {
  const loadedIndex = await barIndex(db);
  const { index, nodes } = loadedIndex;
  const known = owned.filter((id) => nodes.has(id));
  const before = ownedBar(loadedIndex, known);
  const maxMissing = TOLERANCES[tolerance];
  if (known.includes(ingredientId)) {
    const now = matchRecipes(index, before, {
      maxMissing,
      order: "rating",
      offset: 0,
      limit: 0,
      shoppingTop: 0,
    });
    return { inBar: true, now: now.total, more: 0 };
  }
  const after = ownedBar(loadedIndex, [...known, ingredientId]);
  return {
    inBar: false,
    now: null,
    more: unlockCount(index, productIndexFor(index), before, after, maxMissing),
  };
}

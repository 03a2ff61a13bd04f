import { sql } from "kysely";
import {
  buildMatchIndex,
  coverage,
  expandBar,
  type MatchIndex,
  matchRecipes,
  TOLERANCES,
  type Tolerance,
  type TreeNode,
} from "~/lib/bar-matcher";
import type { Locale } from "~/lib/locale";
import { PAGE_SIZE } from "~/lib/recipe-query";
import type { DB } from "../../db/client";

// "What can I make": an in-process index of every published recipe's required ingredients (see
// docs/decisions/0006-virtual-bar-matching.md). Each instance checks the database's catalogue_version before
// matching and rebuilds when recipes or the ingredient tree changed, so results are never stale and any
// number of instances agree.

type IngredientInfo = { key: string; de: string; en: string; kind: string; parentId: number | null };

export type LoadedBarIndex = {
  version: number;
  index: MatchIndex;
  nodes: Map<number, TreeNode>;
  ingredients: Map<number, IngredientInfo>;
  loadedMs: number;
};

const loaded = new WeakMap<DB, { version: number; value: Promise<LoadedBarIndex> }>();

async function currentVersion(db: DB): Promise<number> {
  const row = await db
    .selectFrom("catalogue_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

async function load(db: DB): Promise<LoadedBarIndex> {
  // One snapshot for every query, so the orders are permutations of exactly the recipes loaded.
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => build(trx, await currentVersion(trx)));
}

async function build(db: DB, version: number): Promise<LoadedBarIndex> {
  const started = performance.now();
  const [recipes, tree] = await Promise.all([
    db
      .selectFrom("recipes")
      .select(["id", "required_ids"])
      .where("status", "=", "published")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("ingredients")
      .select(["id", "parent_id", "kind", "ancestor_ids", "key", "name_de", "name_en"])
      .execute(),
  ]);
  const position = new Map<number, number>();
  for (const [i, r] of recipes.entries()) position.set(r.id, i);
  const order = async (orderBy: ReturnType<typeof sql>) => {
    const rows = await sql<{
      id: number;
    }>`SELECT id FROM recipes WHERE status = 'published' ORDER BY ${orderBy}`.execute(db);
    return Int32Array.from(rows.rows.map((r) => position.get(r.id) ?? 0));
  };
  const [rating, nameDe, nameEn, difficultyDe, difficultyEn] = await Promise.all([
    order(sql`rating_avg DESC, rating_count DESC, id DESC`),
    order(sql`name_de COLLATE cocktail_de, id`),
    order(sql`name_en COLLATE cocktail_en, id`),
    order(sql`difficulty_rank, name_de COLLATE cocktail_de, id`),
    order(sql`difficulty_rank, name_en COLLATE cocktail_en, id`),
  ]);
  const index = buildMatchIndex({
    ids: Int32Array.from(recipes.map((r) => r.id)),
    required: recipes.map((r) => r.required_ids),
    orders: {
      rating,
      name_de: nameDe,
      name_en: nameEn,
      difficulty_de: difficultyDe,
      difficulty_en: difficultyEn,
    },
  });
  const nodes = new Map<number, TreeNode>();
  const ingredients = new Map<number, IngredientInfo>();
  for (const n of tree) {
    nodes.set(n.id, { id: n.id, parentId: n.parent_id, kind: n.kind, ancestors: n.ancestor_ids });
    ingredients.set(n.id, { key: n.key, de: n.name_de, en: n.name_en, kind: n.kind, parentId: n.parent_id });
  }
  return { version, index, nodes, ingredients, loadedMs: performance.now() - started };
}

/** The index for the catalogue as it is now; concurrent callers share one rebuild. */
export async function barIndex(db: DB): Promise<LoadedBarIndex> {
  const version = await currentVersion(db);
  const cached = loaded.get(db);
  if (cached && cached.version === version) return cached.value;
  const value = load(db);
  loaded.set(db, { version, value });
  value.catch(() => {
    if (loaded.get(db)?.value === value) loaded.delete(db);
  });
  return value;
}

export type { BarSort } from "~/lib/bar-selection";

import type { BarSort } from "~/lib/bar-selection";

export type BarQuery = {
  owned: readonly number[];
  tolerance: Tolerance;
  sort: BarSort;
  dir: "asc" | "desc";
  page: number;
  locale: Locale;
};

const ingredientName = (info: IngredientInfo | undefined, locale: Locale) =>
  info ? (locale === "en" ? info.en : info.de) : "?";

/** Matches a bar against every published recipe; returns page `page` with names, shopping lists and counts. */
export async function matchBar(db: DB, query: BarQuery) {
  const loadedIndex = await barIndex(db);
  const { index, nodes, ingredients } = loadedIndex;
  const known = query.owned.filter((id) => nodes.has(id));
  const unknown = query.owned.filter((id) => !nodes.has(id));
  const bar = expandBar(known, nodes);
  const suffix = query.locale === "en" ? "en" : "de";
  const order =
    query.sort === "name"
      ? `name_${suffix}`
      : query.sort === "difficulty"
        ? `difficulty_${suffix}`
        : "rating";
  // The rating order is best first; every other order is ascending by nature.
  const reverse =
    query.sort === "rating" ? query.dir === "asc" : query.sort !== "missing" && query.dir === "desc";
  const result = matchRecipes(index, bar, {
    maxMissing: TOLERANCES[query.tolerance],
    order,
    reverse,
    groupByMissing: query.sort === "missing",
    offset: (query.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    shoppingTop: 5,
  });

  const ids = result.page.map((p) => p.id);
  const cards = ids.length
    ? await db
        .selectFrom("recipes")
        .select([
          "id",
          "slug",
          query.locale === "en" ? "name_en as name" : "name_de as name",
          "difficulty",
          "glass",
          "rating_avg as ratingAvg",
          "rating_count as ratingCount",
          "required_ids",
        ])
        .where("id", "in", ids)
        .execute()
    : [];
  const byId = new Map(cards.map((c) => [c.id, c]));
  const items = result.page.flatMap((p) => {
    const card = byId.get(p.id);
    if (!card) return [];
    const { required_ids: required, ...rest } = card;
    return [
      {
        ...rest,
        ratingAvg: Number(rest.ratingAvg),
        missing: p.missing,
        missingNames: p.missingIds.map((id) => ingredientName(ingredients.get(Math.abs(id)), query.locale)),
        countedAs: coverage(required, known, nodes).map((c) => ({
          owned: ingredientName(ingredients.get(c.via), query.locale),
          as: ingredientName(ingredients.get(Math.abs(c.lineId)), query.locale),
        })),
      },
    ];
  });
  return {
    total: result.total,
    items,
    unknown,
    shopping: result.shopping.map((s) => ({
      id: Math.abs(s.ingredientId),
      name: ingredientName(ingredients.get(Math.abs(s.ingredientId)), query.locale),
      unlocks: s.unlocks,
    })),
  };
}

/** One recipe's shopping list for a bar (the recipe page): same rule, same code. */
export async function recipeShoppingList(
  db: DB,
  required: readonly number[],
  owned: readonly number[],
  locale: Locale,
) {
  const { nodes, ingredients } = await barIndex(db);
  const bar = expandBar(
    owned.filter((id) => nodes.has(id)),
    nodes,
  );
  return required
    .filter((id) => !bar.has(id))
    .map((id) => ingredientName(ingredients.get(Math.abs(id)), locale));
}

/** The ingredients a visitor can choose, grouped by category (the filter form). */
export async function barChoices(db: DB, locale: Locale) {
  const { nodes, ingredients } = await barIndex(db);
  const groups = new Map<
    number,
    { id: number; name: string; items: { id: number; name: string; kind: string }[] }
  >();
  for (const [id, info] of ingredients) {
    const node = nodes.get(id);
    if (!node || info.kind === "category") continue;
    const rootId = node.ancestors[0] ?? id;
    let group = groups.get(rootId);
    if (!group) {
      group = { id: rootId, name: ingredientName(ingredients.get(rootId), locale), items: [] };
      groups.set(rootId, group);
    }
    group.items.push({ id, name: ingredientName(info, locale), kind: info.kind });
  }
  const collator = new Intl.Collator(locale);
  const list = [...groups.values()].sort((a, b) => collator.compare(a.name, b.name));
  for (const g of list) g.items.sort((a, b) => collator.compare(a.name, b.name));
  return list;
}

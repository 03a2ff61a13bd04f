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
  usesPerIngredient,
  yieldedBy,
} from "~/lib/bar-matcher";
import { type BarSectionKey, sectionOf } from "~/lib/bar-sections";
import { STAPLE_KEYS } from "~/lib/bar-staples";
import type { Locale } from "~/lib/locale";
import { PAGE_SIZE } from "~/lib/recipe-query";
import { STARTER_SETS } from "~/lib/starter-sets";
import type { DB } from "../../db/client";
import { shared } from "./shared-cache.server";

// "What can I make": an in-process index of every published recipe's required ingredients (see
// docs/decisions/0006-virtual-bar-matching.md). Each instance checks the database's catalogue_version before
// matching and rebuilds when recipes or the ingredient tree changed, so results are never stale and any
// number of instances agree.

type IngredientInfo = {
  key: string;
  de: string;
  en: string;
  synonymsDe: readonly string[];
  synonymsEn: readonly string[];
  kind: string;
  parentId: number | null;
  /** Published recipes with a line of this ingredient or of anything below it. */
  uses: number;
};

/** "Lime → lime juice (freshly squeezed)": how an owned ingredient yields another. */
type YieldNote = { de: string; en: string };

export type LoadedBarIndex = {
  version: number;
  index: MatchIndex;
  nodes: Map<number, TreeNode>;
  ingredients: Map<number, IngredientInfo>;
  /** How the target of a yield is made, by target ("freshly squeezed"; the same whatever gives it). */
  yieldNotes: Map<number, YieldNote>;
  /** Ids every bar holds without choosing them (lib/bar-staples). */
  staples: number[];
  loadedMs: number;
};

const loaded = new WeakMap<DB, { version: number; value: Promise<LoadedBarIndex> }>();

async function currentVersion(db: DB): Promise<number> {
  // Without parameters: on the embedded database the extended protocol's extra messages cost about as
  // much as this one-row query itself (docs/decisions/0019-shared-caches.md).
  const row = await sql<{ version: number }>`SELECT version FROM catalogue_version WHERE id = 1`.execute(db);
  return Number(row.rows[0]?.version ?? 0);
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
  const [recipes, tree, yields] = await Promise.all([
    db
      .selectFrom("recipes")
      .select(["id", "required_ids", "ingredient_ids"])
      .where("status", "=", "published")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("ingredients")
      .select([
        "id",
        "parent_id",
        "kind",
        "ancestor_ids",
        "key",
        "name_de",
        "name_en",
        "synonyms_de",
        "synonyms_en",
      ])
      .execute(),
    db.selectFrom("ingredient_yields").select(["source_id", "target_id", "note_de", "note_en"]).execute(),
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
  const yieldsOf = new Map<number, number[]>();
  const yieldNotes = new Map<number, YieldNote>();
  for (const y of yields) {
    yieldsOf.set(y.source_id, [...(yieldsOf.get(y.source_id) ?? []), y.target_id]);
    if (!yieldNotes.has(y.target_id)) yieldNotes.set(y.target_id, { de: y.note_de, en: y.note_en });
  }
  const nodes = new Map<number, TreeNode>();
  for (const n of tree) {
    const node: TreeNode = { id: n.id, parentId: n.parent_id, kind: n.kind, ancestors: n.ancestor_ids };
    const made = yieldsOf.get(n.id);
    if (made) node.yields = made;
    nodes.set(n.id, node);
  }
  const uses = usesPerIngredient(
    recipes.map((r) => r.ingredient_ids),
    nodes,
  );
  const ingredients = new Map<number, IngredientInfo>();
  for (const n of tree) {
    ingredients.set(n.id, {
      key: n.key,
      de: n.name_de,
      en: n.name_en,
      synonymsDe: n.synonyms_de,
      synonymsEn: n.synonyms_en,
      kind: n.kind,
      parentId: n.parent_id,
      uses: uses.get(n.id) ?? 0,
    });
  }
  const staples = tree.filter((n) => (STAPLE_KEYS as readonly string[]).includes(n.key)).map((n) => n.id);
  return { version, index, nodes, ingredients, yieldNotes, staples, loadedMs: performance.now() - started };
}

/**
 * A visitor's bar as the matcher reads it: the known owned ids plus the staples (water), expanded through the
 * tree and what they yield. Every answer about a bar (results, recipe page, product page, brand menu) goes
 * through here, so they agree.
 */
export function ownedBar(loadedIndex: Pick<LoadedBarIndex, "nodes" | "staples">, owned: readonly number[]) {
  return expandBar([...owned, ...loadedIndex.staples], loadedIndex.nodes);
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
  const bar = ownedBar(loadedIndex, known);
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
    shoppingExamples: 3,
  });

  const name = (id: number) => ingredientName(ingredients.get(Math.abs(id)), query.locale);
  const made = yieldedBy(known, nodes);
  const exampleIds = result.shopping.flatMap((s) => s.examples);
  const ids = [...new Set([...result.page.map((p) => p.id), ...exampleIds])];
  const cards = ids.length
    ? await db
        .selectFrom("recipes")
        .select([
          "id",
          "slug",
          query.locale === "en" ? "name_en as name" : "name_de as name",
          "difficulty",
          "glass",
          "picture",
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
        missingNames: p.missingIds.map(name),
        countedAs: coverage(required, known, nodes, made).map((c) => ({
          owned: name(c.via),
          as: name(c.yielded ?? c.lineId),
          line: name(c.lineId),
          yielded: c.yielded !== undefined,
          note: c.yielded === undefined ? "" : (loadedIndex.yieldNotes.get(c.yielded)?.[query.locale] ?? ""),
        })),
      },
    ];
  });
  return {
    total: result.total,
    buckets: result.buckets,
    oneAway: result.oneAway,
    items,
    unknown,
    chosen: known.map((id) => ({ id, name: name(id) })),
    yields: barYields(loadedIndex, known, query.locale),
    shopping: result.shopping.map((s) => ({
      id: Math.abs(s.ingredientId),
      name: name(s.ingredientId),
      unlocks: s.unlocks,
      examples: s.examples.flatMap((id) => {
        const card = byId.get(id);
        return card ? [{ slug: card.slug, name: card.name }] : [];
      }),
    })),
  };
}

/** What a bar yields beyond what it holds, by owned ingredient ("Lemon → Lemon juice, Lemon peel"). */
/**
 * matchBar through the shared cache (app/models/shared-cache.server.ts): the same bar asked for again (a
 * starter set, a shared link, the next visitor with the same bottles) under the same content version is
 * answered from memory. Every change the bar index follows moves the content version too (0019).
 */
export function sharedBarMatch(db: DB, query: BarQuery): ReturnType<typeof matchBar> {
  const key = `bar-match:${query.locale}:${query.tolerance}:${query.sort}:${query.dir}:${query.page}:${query.owned.join(",")}`;
  return shared(db, key, () => matchBar(db, query));
}

export function barYields(loadedIndex: LoadedBarIndex, owned: readonly number[], locale: Locale) {
  const { nodes, ingredients } = loadedIndex;
  const name = (id: number) => ingredientName(ingredients.get(id), locale);
  const bySource = new Map<number, string[]>();
  for (const [target, source] of yieldedBy(owned, nodes)) {
    bySource.set(source, [...(bySource.get(source) ?? []), name(target)]);
  }
  return [...bySource].map(([source, made]) => ({ from: name(source), to: made }));
}

/** One recipe's shopping list for a bar (the recipe page): same rule, same code. */
export async function recipeShoppingList(
  db: DB,
  required: readonly number[],
  owned: readonly number[],
  locale: Locale,
) {
  const loadedIndex = await barIndex(db);
  const { nodes, ingredients } = loadedIndex;
  const bar = ownedBar(
    loadedIndex,
    owned.filter((id) => nodes.has(id)),
  );
  return required
    .filter((id) => !bar.has(id))
    .map((id) => ingredientName(ingredients.get(Math.abs(id)), locale));
}

export type BarChoice = {
  id: number;
  name: string;
  /** The other language's name and the synonyms in both languages (what people may type). */
  aliases: string[];
  kind: string;
  ancestors: readonly number[];
  uses: number;
  section: BarSectionKey;
};

/** Every ingredient a visitor can choose (categories are not), with what the picker ranks and groups by. */
export async function barChoices(db: DB, locale: Locale): Promise<BarChoice[]> {
  const { nodes, ingredients } = await barIndex(db);
  const choices: BarChoice[] = [];
  for (const [id, info] of ingredients) {
    const node = nodes.get(id);
    if (!node || info.kind === "category") continue;
    const other = locale === "en" ? info.de : info.en;
    choices.push({
      id,
      name: ingredientName(info, locale),
      aliases: [...new Set([other, ...info.synonymsDe, ...info.synonymsEn])],
      kind: info.kind,
      ancestors: node.ancestors,
      uses: info.uses,
      section: sectionOf(node.ancestors.map((a) => ingredients.get(a)?.key ?? "")),
    });
  }
  return choices;
}

/** Every ingredient but the categories, grouped by category, by name (the recipe editor, a brand's stock). */
export async function ingredientsByCategory(db: DB, locale: Locale) {
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

/** The starter sets with their ingredient ids (keys missing from the tree are skipped). */
export async function starterSets(db: DB) {
  const { ingredients } = await barIndex(db);
  const idByKey = new Map([...ingredients].map(([id, info]) => [info.key, id]));
  return STARTER_SETS.map((set) => ({
    key: set.key,
    ids: set.ingredients.flatMap((key) => idByKey.get(key) ?? []).sort((a, b) => a - b),
  }));
}

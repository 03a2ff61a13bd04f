import { sql } from "kysely";
import { orList } from "~/lib/alternatives";
import {
  buildMatchIndex,
  type Choices,
  coverage,
  expandBar,
  kindsNeeded,
  type MatchIndex,
  matchRecipes,
  TOLERANCES,
  type Tolerance,
  type TreeNode,
  usesPerIngredient,
  viaFurtherParent,
  withGraphAncestors,
  yieldedBy,
} from "~/lib/bar-matcher";
import { type BarSectionKey, sectionOf } from "~/lib/bar-sections";
import { STAPLE_KEYS } from "~/lib/bar-staples";
import type { Locale } from "~/lib/locale";
import { PAGE_SIZE } from "~/lib/recipe-query";
import { STARTER_SETS } from "~/lib/starter-sets";
import { standalone } from "~/lib/text";
import type { DB } from "../../db/client";
import { keyIngredients } from "./recipes.server";
import { shared, sharedIndex } from "./shared-cache.server";

// "What can I make": an in-process index of every published recipe's required ingredients (see
// docs/decisions/0006-virtual-bar-matching.md). Kept in the one cache with the "catalogue" version
// (docs/decisions/0026-one-cache.md): every instance rebuilds on its next request when recipes or the
// ingredient tree changed, so results are never stale and any number of instances agree.

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
/** Why a node may stand in for another, or is also a kind of a further parent: shown to visitors. */
type Reason = { de: string; en: string };

export type LoadedBarIndex = {
  index: MatchIndex;
  nodes: Map<number, TreeNode>;
  ingredients: Map<number, IngredientInfo>;
  /** How the target of a yield is made, by target ("freshly squeezed"; the same whatever gives it). */
  yieldNotes: Map<number, YieldNote>;
  /** Ids every bar holds without choosing them (lib/bar-staples). */
  staples: number[];
  /** The any-of lines of published recipes: their ids in the index (above every ingredient id), by members. */
  choices: Choices;
  /** The required entries of published recipes that have an any-of line, as the index holds them. */
  linesWithChoices: Map<number, readonly number[]>;
  /** "source>target" → why the source may stand in for the target. */
  substituteNotes: Map<string, Reason>;
  /** "child>parent" → why a node is also a kind of a further parent. */
  parentNotes: Map<string, Reason>;
  loadedMs: number;
};

async function load(db: DB): Promise<LoadedBarIndex> {
  // One snapshot for every query, so the orders are permutations of exactly the recipes loaded.
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => build(trx));
}

async function build(db: DB): Promise<LoadedBarIndex> {
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
  const [parents, substitutes, alternativeLines] = await Promise.all([
    db.selectFrom("ingredient_parents").select(["child_id", "parent_id", "note_de", "note_en"]).execute(),
    db
      .selectFrom("ingredient_substitutes")
      .select(["source_id", "target_id", "note_de", "note_en"])
      .execute(),
    // Every line of the published recipes that have an any-of line (a few dozen recipes).
    db
      .selectFrom("recipe_ingredients as l")
      .innerJoin("recipes as r", "r.id", "l.recipe_id")
      .select(["l.recipe_id", "l.ingredient_id", "l.exact", "l.optional", "l.alternative_ids"])
      .where("r.status", "=", "published")
      .where(
        "l.recipe_id",
        "in",
        db
          .selectFrom("recipe_ingredients")
          .select("recipe_id")
          .where(sql<boolean>`cardinality(alternative_ids) > 0`),
      )
      .orderBy("l.recipe_id")
      .orderBy("l.position")
      .execute(),
  ]);
  // An any-of line gets an id above every ingredient's, one per distinct set of alternatives.
  let nextChoice = tree.reduce((max, n) => Math.max(max, n.id), 0) + 1;
  const choiceIds = new Map<string, number>();
  const choices = new Map<number, readonly number[]>();
  const linesByRecipe = new Map<number, number[]>();
  for (const line of alternativeLines) {
    const lines = linesByRecipe.get(line.recipe_id) ?? [];
    linesByRecipe.set(line.recipe_id, lines);
    if (line.optional) continue;
    const sign = line.exact ? -1 : 1;
    if (line.alternative_ids.length === 0) {
      lines.push(sign * line.ingredient_id);
      continue;
    }
    const members = [line.ingredient_id, ...line.alternative_ids].map((id) => sign * id);
    const key = members.join(",");
    let choiceId = choiceIds.get(key);
    if (choiceId === undefined) {
      choiceId = nextChoice++;
      choiceIds.set(key, choiceId);
      choices.set(choiceId, members);
    }
    lines.push(choiceId);
  }
  const linesWithChoices = new Map<number, readonly number[]>();
  for (const [recipeId, lines] of linesByRecipe) {
    linesWithChoices.set(
      recipeId,
      [...new Set(lines)].sort((a, b) => a - b),
    );
  }
  const position = new Map<number, number>();
  for (const [i, r] of recipes.entries()) position.set(r.id, i);
  const order = async (orderBy: ReturnType<typeof sql>) => {
    const rows = await sql<{
      id: number;
    }>`SELECT id FROM recipes WHERE status = 'published' ORDER BY ${orderBy}`.execute(db);
    return Int32Array.from(rows.rows.map((r) => position.get(r.id) ?? 0));
  };
  const [rating, nameDe, nameEn, difficultyDe, difficultyEn] = await Promise.all([
    order(sql`rating_avg DESC, rating_count DESC, id ASC`),
    order(sql`name_de COLLATE cocktail_de, id`),
    order(sql`name_en COLLATE cocktail_en, id`),
    order(sql`difficulty_rank, name_de COLLATE cocktail_de, id`),
    order(sql`difficulty_rank, name_en COLLATE cocktail_en, id`),
  ]);
  const index = buildMatchIndex({
    ids: Int32Array.from(recipes.map((r) => r.id)),
    required: recipes.map((r) => linesWithChoices.get(r.id) ?? r.required_ids),
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
  const extraParents = new Map<number, number[]>();
  const parentNotes = new Map<string, Reason>();
  for (const p of parents) {
    extraParents.set(p.child_id, [...(extraParents.get(p.child_id) ?? []), p.parent_id]);
    parentNotes.set(`${p.child_id}>${p.parent_id}`, { de: p.note_de, en: p.note_en });
  }
  const standsFor = new Map<number, number[]>();
  const substituteNotes = new Map<string, Reason>();
  for (const sub of substitutes) {
    standsFor.set(sub.source_id, [...(standsFor.get(sub.source_id) ?? []), sub.target_id]);
    substituteNotes.set(`${sub.source_id}>${sub.target_id}`, { de: sub.note_de, en: sub.note_en });
  }
  const nodes = new Map<number, TreeNode>();
  for (const n of tree) {
    const node: TreeNode = { id: n.id, parentId: n.parent_id, kind: n.kind, ancestors: n.ancestor_ids };
    const made = yieldsOf.get(n.id);
    if (made) node.yields = made;
    const further = extraParents.get(n.id);
    if (further) node.extraParents = further;
    const stands = standsFor.get(n.id);
    if (stands) node.substitutes = stands;
    nodes.set(n.id, node);
  }
  withGraphAncestors(nodes);
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
  return {
    index,
    nodes,
    ingredients,
    yieldNotes,
    staples,
    choices,
    linesWithChoices,
    substituteNotes,
    parentNotes,
    loadedMs: performance.now() - started,
  };
}

/**
 * A visitor's bar as the matcher reads it: the known owned ids plus the staples (water), expanded through the
 * tree and what they yield. Every answer about a bar (results, recipe page, product page, brand menu) goes
 * through here, so they agree.
 */
export function ownedBar(
  loadedIndex: Pick<LoadedBarIndex, "nodes" | "staples" | "choices">,
  owned: readonly number[],
) {
  return expandBar([...owned, ...loadedIndex.staples], loadedIndex.nodes, loadedIndex.choices);
}

/** A published recipe's required entries as the index matches them (any-of lines as one entry each). */
export function matchLines(
  loadedIndex: Pick<LoadedBarIndex, "linesWithChoices">,
  recipeId: number,
  requiredIds: readonly number[],
): readonly number[] {
  return loadedIndex.linesWithChoices.get(recipeId) ?? requiredIds;
}

/** The index for the catalogue as it is now; concurrent callers share one rebuild. */
export function barIndex(db: DB): Promise<LoadedBarIndex> {
  return sharedIndex(db, "bar-index", ["catalogue"], () => load(db));
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

/** An ingredient's name as it stands alone in the bar's lists, chips and sentences ("Roter Wermut"). */
const ingredientName = (info: IngredientInfo | undefined, locale: Locale) =>
  info ? standalone(locale === "en" ? info.en : info.de) : "?";

/** Matches a bar against every published recipe; returns page `page` with names, shopping lists and counts. */
export async function matchBar(db: DB, query: BarQuery) {
  const loadedIndex = await barIndex(db);
  const { index, nodes } = loadedIndex;
  const known = query.owned.filter((id) => nodes.has(id));
  const unknown = query.owned.filter((id) => !nodes.has(id));
  const bar = ownedBar(loadedIndex, known);
  // What the visitor chose and what it gives, without the staples: a drink that misses something is shown
  // only when it uses some of it.
  const near = expandBar(known, nodes, loadedIndex.choices);
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
    // more than are shown, so that among bottles opening as many drinks the one more recipes use comes first
    shoppingTop: 40,
    shoppingExamples: 3,
    near,
  });
  const usesOf = (id: number) =>
    Math.max(
      0,
      ...(loadedIndex.choices.get(id) ?? [id]).map(
        (m) => loadedIndex.ingredients.get(Math.abs(m))?.uses ?? 0,
      ),
    );
  const shopping = [...result.shopping]
    .sort((a, b) => b.unlocks - a.unlocks || usesOf(b.ingredientId) - usesOf(a.ingredientId))
    .slice(0, 5);

  const name = (id: number) => entryName(loadedIndex, id, query.locale);
  const made = yieldedBy(known, nodes);
  const exampleIds = shopping.flatMap((s) => s.examples);
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
          // whole percent, as cards show it
          sql<number | null>`round(abv)::int`.as("abv"),
          keyIngredients(query.locale, "recipes").as("keyIngredients"),
          "required_ids",
        ])
        .where("id", "in", ids)
        .execute()
    : [];
  const byId = new Map(cards.map((c) => [c.id, c]));
  const items = result.page.flatMap((p) => {
    const card = byId.get(p.id);
    if (!card) return [];
    const { required_ids: requiredIds, ...rest } = card;
    const required = matchLines(loadedIndex, p.id, requiredIds);
    return [
      {
        ...rest,
        ratingAvg: Number(rest.ratingAvg),
        missing: p.missing,
        missingNames: p.missingIds.map(name),
        countedAs: coverage(required, known, nodes, made, loadedIndex.choices).map((c) => ({
          owned: name(c.via),
          as: name(c.yielded ?? c.chosen ?? c.lineId),
          line: name(c.lineId),
          yielded: c.yielded !== undefined,
          note:
            c.yielded === undefined
              ? furtherParentNote(loadedIndex, c.via, c.standsIn ? 0 : (c.chosen ?? c.lineId), query.locale)
              : (loadedIndex.yieldNotes.get(c.yielded)?.[query.locale] ?? ""),
          standsIn: c.standsIn
            ? {
                // what stands in: the owned node, or what it yields
                from: name(c.yielded ?? c.via),
                for: name(c.standsIn.target),
                note:
                  loadedIndex.substituteNotes.get(`${c.standsIn.source}>${Math.abs(c.standsIn.target)}`)?.[
                    query.locale
                  ] ?? "",
              }
            : null,
        })),
        kinds: kindsNeeded(p.missingIds, known, nodes, loadedIndex.choices).map((k) => ({
          family: name(k.family),
          kind: name(k.lineId),
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
    shopping: shopping.map((s) => ({
      // An any-of line is bought as its first alternative.
      id: Math.abs(loadedIndex.choices.get(s.ingredientId)?.[0] ?? s.ingredientId),
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
 * starter set, a shared link, the next visitor with the same bottles) is answered from memory while the
 * recipes, their ratings (cards show and sort by them) and the catalogue are as they were.
 */
export function sharedBarMatch(db: DB, query: BarQuery): ReturnType<typeof matchBar> {
  const key = `bar-match:${query.locale}:${query.tolerance}:${query.sort}:${query.dir}:${query.page}:${query.owned.join(",")}`;
  return shared(db, key, ["catalogue", "recipes", "ratings"], () => matchBar(db, query));
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
  recipeId: number,
  requiredIds: readonly number[],
  owned: readonly number[],
  locale: Locale,
) {
  const loadedIndex = await barIndex(db);
  const { nodes } = loadedIndex;
  const bar = ownedBar(
    loadedIndex,
    owned.filter((id) => nodes.has(id)),
  );
  return matchLines(loadedIndex, recipeId, requiredIds)
    .filter((id) => !bar.has(id))
    .map((id) => entryName(loadedIndex, id, locale));
}

/** Why an owned node counts for a line through a further parent ("aged in oak and made in Jamaica"), or "". */
function furtherParentNote(
  loadedIndex: Pick<LoadedBarIndex, "nodes" | "parentNotes">,
  via: number,
  lineId: number,
  locale: Locale,
) {
  const edge = viaFurtherParent(via, lineId, loadedIndex.nodes);
  return edge ? (loadedIndex.parentNotes.get(`${edge[0]}>${edge[1]}`)?.[locale] ?? "") : "";
}

/** The name of a required entry: an ingredient, or an any-of line's alternatives ("Rye whiskey or Bourbon"). */
function entryName(loadedIndex: Pick<LoadedBarIndex, "ingredients" | "choices">, id: number, locale: Locale) {
  const members = loadedIndex.choices.get(id);
  if (members) {
    return orList(
      members.map((m) => ingredientName(loadedIndex.ingredients.get(Math.abs(m)), locale)),
      locale,
    );
  }
  return ingredientName(loadedIndex.ingredients.get(Math.abs(id)), locale);
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

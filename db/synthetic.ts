// Synthetic catalogue for benchmarks: an ingredient tree (keys `syn-i-<n>`) and recipes (slugs `syn-<n>`)
// added next to whatever real content the database holds. Deterministic for a given seed, and replaced
// (not duplicated) when run again: synthetic recipes are deleted and written anew, synthetic ingredients
// are upserted by key. Everything is written in one transaction, so a failed run leaves the
// previous synthetic data in place. Each recipe row goes in complete, with what db/derived.ts and
// db/pictures.ts would derive from its lines, so the site reads synthetic recipes as it reads real ones.
import { sql } from "kysely";
import type { DB } from "./client";
import {
  type ResolvedFacts,
  recipeFacts,
  refreshIngredientTree,
  refreshVocabulary,
  resolvedFacts,
} from "./derived";
import type { Difficulty } from "./domain";
import { type IngredientLook, ingredientLooks, recipePicture } from "./pictures";
import type { IngredientKind } from "./schema";

export type SyntheticOptions = {
  seed?: number;
  /** about how many synthetic ingredient nodes (default 3000) */
  ingredientNodes?: number;
  log?: (line: string) => void;
};

export type SyntheticResult = { recipes: number; ingredients: number; ms: number };

// ~5,000 recipes (~21,500 lines) per statement keeps parameters a few MB while round trips stay few.
const RECIPE_BATCH = 5_000;
const WORD_LIKE_NODES = 200;
const RECIPE_VOCABULARY = 800;
const RECIPE_SLUG_PATTERN = "^syn-[0-9]+$";
const INGREDIENT_KEY_PATTERN = "^syn-i-[0-9]+$";

// Share of the non-category nodes per depth 1…5: most at depth 2–4, as in a real catalogue.
const DEPTH_SHARES = [0.08, 0.24, 0.32, 0.24, 0.12] as const;
// How strongly each depth is drawn towards the popular ranks: generic nodes (1–3) are what recipes name.
const DEPTH_POPULARITY = [0, 3, 4, 2.5, 0.8, 0.4] as const;
// Lines per recipe, 2…9: mean 4.31.
const LINE_COUNT_WEIGHTS = [0.14, 0.22, 0.24, 0.17, 0.12, 0.06, 0.03, 0.02] as const;
// Position 1 is never optional (a recipe needs something required), so the later lines carry the ~10 %.
const OPTIONAL_AFTER_FIRST = 0.13;
// of the required lines (~90 % of all), so ~2 % overall
const EXACT_OF_REQUIRED = 0.022;

const GLASSES = ["rocks", "coupe", "highball", "martini", "collins"] as const;
// all neuter ("Glas"), so one sentence pattern fits every glass
const GLASS_DE: Record<(typeof GLASSES)[number], string> = {
  rocks: "Tumbler-Glas",
  coupe: "Coupe-Glas",
  highball: "Highball-Glas",
  martini: "Martini-Glas",
  collins: "Collins-Glas",
};
const METHODS = ["shake", "stir", "build"] as const;
const TASTES = ["sweet", "sour", "bitter", "fresh"] as const;
const STRENGTHS = ["light", "medium", "strong"] as const;

type Rng = () => number;

/** mulberry32: tiny, fast and good enough for test data. */
function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Separate streams, so the tree stays the same whatever the recipe count.
function stream(seed: number, index: number): Rng {
  let h = Math.imul(seed ^ Math.imul(index, 0x9e3779b9), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return mulberry32(h ^ (h >>> 16));
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

function cumulative(weights: readonly number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((w, i) => {
    sum += w;
    out[i] = sum;
  });
  return out;
}

/** index drawn with probability ∝ its weight, from cumulative weights */
function draw(rng: Rng, cum: Float64Array): number {
  const target = rng() * (cum[cum.length - 1] ?? 0);
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((cum[mid] ?? 0) > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function zipf(n: number, exponent: number): Float64Array {
  return cumulative(Array.from({ length: n }, (_, rank) => 1 / (rank + 1) ** exponent));
}

const ONSETS = ["b", "br", "d", "dr", "f", "fl", "g", "gl", "k", "kr", "l", "m", "n", "p", "pl", "r"];
const ONSETS_MORE = ["s", "sh", "st", "t", "tr", "v", "z", "qu"];
const VOWELS = ["a", "e", "i", "o", "u", "a", "e", "o", "ai", "ou", "ee"];
const CODAS = ["", "", "", "n", "r", "l", "s", "m", "x", "nt", "rk"];
const ALL_ONSETS = [...ONSETS, ...ONSETS_MORE];

function pseudoWord(rng: Rng, syllables: number): string {
  let word = "";
  for (let i = 0; i < syllables; i++) {
    word += pick(rng, ALL_ONSETS) + pick(rng, VOWELS);
    if (i === syllables - 1) word += pick(rng, CODAS);
    else if (rng() < 0.25) word += pick(rng, ["n", "r", "l"]);
  }
  return word.charAt(0).toUpperCase() + word.slice(1);
}

// The German name is the same word spelt the German way, so both languages' search columns differ a little.
function germanSpelling(word: string): string {
  return word
    .replace(/sh/g, "sch")
    .replace(/ee/g, "ie")
    .replace(/ou/g, "au")
    .replace(/qu/g, "kw")
    .replace(/v/g, "w")
    .replace(/^V/, "W")
    .replace(/^Qu/, "Kw");
}

function uniqueWords(rng: Rng, n: number, taken: Set<string>): string[] {
  const words: string[] = [];
  while (words.length < n) {
    const word = pseudoWord(rng, rng() < 0.6 ? 2 : 3);
    if (word.length < 4 || taken.has(word)) continue;
    taken.add(word);
    words.push(word);
  }
  return words;
}

type SynNode = {
  n: number;
  depth: number;
  /** index into the node list */
  parent: number | null;
  kind: IngredientKind;
  nameDe: string;
  nameEn: string;
  abv: number | null;
  unit: "cl" | "dash";
  children: number;
};

type Tree = {
  nodes: SynNode[];
  /** indices of the nodes a recipe line may name, most popular first */
  byRank: number[];
};

function depthCounts(total: number): number[] {
  const categories = Math.min(12, Math.max(3, Math.round(total / 500)));
  const rest = total - categories;
  const counts = DEPTH_SHARES.map((share) => Math.max(1, Math.floor(rest * share)));
  const assigned = counts.reduce((a, b) => a + b, 0);
  counts[2] = (counts[2] ?? 0) + rest - assigned;
  return [categories, ...counts];
}

function buildTree(total: number, rng: Rng): Tree {
  const nodes: SynNode[] = [];
  let previous: number[] = [];
  for (const [depth, count] of depthCounts(total).entries()) {
    // Pareto-like weights: a few parents with many children, many with none (leaves at every depth).
    const parentWeights = previous.map(() => Math.min(40, (1 - rng()) ** (-1 / 1.3)));
    const parentCum = cumulative(parentWeights);
    const level: number[] = [];
    for (let i = 0; i < count; i++) {
      let parent: number | null = null;
      if (depth > 0) {
        // every category gets at least one child
        const slot = depth === 1 && i < previous.length ? i : draw(rng, parentCum);
        parent = previous[slot] ?? null;
      }
      const index = nodes.length;
      const n = index + 1;
      nodes.push({
        n,
        depth,
        parent,
        kind: "category",
        nameDe: `Syn Zutat ${n}`,
        nameEn: `Syn Ingredient ${n}`,
        abv: depth > 0 && rng() < 0.5 ? Math.round(rng() * 450) / 10 : null,
        unit: depth >= 2 && rng() < 0.04 ? "dash" : "cl",
        children: 0,
      });
      if (parent !== null) {
        const parentNode = nodes[parent];
        if (parentNode) parentNode.children++;
      }
      level.push(index);
    }
    previous = level;
  }
  for (const node of nodes) {
    if (node.depth === 0) node.kind = "category";
    else if (node.depth <= 2) node.kind = "generic";
    else if (node.depth === 3) node.kind = node.children > 0 ? "generic" : "specific";
    else if (node.depth === 4) node.kind = "specific";
    else node.kind = "product";
  }

  // Weighted random order (exponential race): popularity by rank, biased to the generic depths.
  const race = nodes
    .map((node, index) => ({ index, key: -Math.log(1 - rng()) / (DEPTH_POPULARITY[node.depth] ?? 1) }))
    .filter((_, index) => (nodes[index]?.depth ?? 0) > 0)
    .sort((a, b) => a.key - b.key);
  const byRank = race.map((r) => r.index);

  // Word-like names for the categories and the most popular nodes, so search has something to match.
  const categories = nodes.filter((node) => node.depth === 0);
  const popular = byRank.slice(0, WORD_LIKE_NODES).map((index) => nodes[index]);
  const named = [...categories, ...popular].filter((node): node is SynNode => node !== undefined);
  const words = uniqueWords(rng, named.length, new Set());
  named.forEach((node, i) => {
    const word = words[i] ?? `Syn${node.n}`;
    node.nameEn = word;
    node.nameDe = germanSpelling(word);
  });
  return { nodes, byRank };
}

function cl(rng: Rng): number {
  return Math.round((0.5 + rng() * 5.5) * 10) / 10;
}

type RecipeBatch = {
  slugs: string[];
  namesDe: string[];
  namesEn: string[];
  descriptionsDe: string[];
  descriptionsEn: string[];
  instructionsDe: string[];
  instructionsEn: string[];
  glasses: string[];
  methods: string[];
  difficulties: Difficulty[];
  tastes: string[];
  strengths: string[];
  ratingAvgs: number[];
  ratingCounts: number[];
  ages: number[];
  /** per recipe: its lines as node indices with amount, unit and flags */
  lines: { node: number; amount: number; unit: string; optional: boolean; exact: boolean }[][];
};

type RecipeContext = {
  rng: Rng;
  tree: Tree;
  nodeCum: Float64Array;
  vocabulary: string[];
  vocabularyCum: Float64Array;
  lineCountCum: Float64Array;
};

function instructions(method: (typeof METHODS)[number], glass: (typeof GLASSES)[number]): [string, string] {
  switch (method) {
    case "shake":
      return [
        `Alle Zutaten kräftig auf Eis shaken.\nIn ein vorgekühltes ${GLASS_DE[glass]} abseihen.`,
        `Shake all ingredients hard with ice.\nStrain into a chilled ${glass} glass.`,
      ];
    case "stir":
      return [
        `Alle Zutaten auf Eis kalt rühren.\nIn ein ${GLASS_DE[glass]} abseihen.`,
        `Stir all ingredients with ice until cold.\nStrain into a ${glass} glass.`,
      ];
    case "build":
      return [`Im ${GLASS_DE[glass]} auf Eis aufbauen.`, `Build in a ${glass} glass over ice.`];
  }
}

function makeBatch(ctx: RecipeContext, from: number, to: number): RecipeBatch {
  const { rng, tree } = ctx;
  const batch: RecipeBatch = {
    slugs: [],
    namesDe: [],
    namesEn: [],
    descriptionsDe: [],
    descriptionsEn: [],
    instructionsDe: [],
    instructionsEn: [],
    glasses: [],
    methods: [],
    difficulties: [],
    tastes: [],
    strengths: [],
    ratingAvgs: [],
    ratingCounts: [],
    ages: [],
    lines: [],
  };
  const maxLines = Math.min(9, tree.byRank.length);
  for (let n = from; n <= to; n++) {
    const words: string[] = [];
    const wordCount = rng() < 0.6 ? 2 : 3;
    while (words.length < wordCount) {
      const word = ctx.vocabulary[draw(rng, ctx.vocabularyCum)] ?? "Syn";
      if (!words.includes(word)) words.push(word);
    }
    const lineCount = Math.min(maxLines, 2 + draw(rng, ctx.lineCountCum));
    const chosen: number[] = [];
    while (chosen.length < lineCount) {
      const node = tree.byRank[draw(rng, ctx.nodeCum)];
      if (node !== undefined && !chosen.includes(node)) chosen.push(node);
    }
    const lines = chosen.map((node, position) => {
      const optional = position > 0 && rng() < OPTIONAL_AFTER_FIRST;
      const dash = tree.nodes[node]?.unit === "dash";
      return {
        node,
        amount: dash ? 1 + Math.floor(rng() * 3) : cl(rng),
        unit: dash ? "dash" : "cl",
        optional,
        exact: !optional && rng() < EXACT_OF_REQUIRED,
      };
    });
    const glass = pick(rng, GLASSES);
    const method = pick(rng, METHODS);
    const strength = pick(rng, STRENGTHS);
    const [first, second] = [tree.nodes[chosen[0] ?? 0], tree.nodes[chosen[1] ?? 0]];
    const [instrDe, instrEn] = instructions(method, glass);
    const difficultyRoll = rng();

    batch.slugs.push(`syn-${n}`);
    batch.namesDe.push(`${words.map(germanSpelling).join(" ")} ${n}`);
    batch.namesEn.push(`${words.join(" ")} ${n}`);
    batch.descriptionsDe.push(`Synthetischer Drink mit ${first?.nameDe} und ${second?.nameDe}.`);
    batch.descriptionsEn.push(`A synthetic drink with ${first?.nameEn} and ${second?.nameEn}.`);
    batch.instructionsDe.push(instrDe);
    batch.instructionsEn.push(instrEn);
    batch.glasses.push(glass);
    batch.methods.push(method);
    batch.difficulties.push(
      difficultyRoll < 0.55 ? "easy" : difficultyRoll < 0.9 ? "advanced" : "professional",
    );
    // as a comma list: a text[] per row cannot travel through unnest (it would flatten)
    batch.tastes.push(TASTES.filter(() => rng() < 0.35).join(","));
    batch.strengths.push(strength);
    batch.ratingAvgs.push(Math.round((1 + rng() * 4) * 100) / 100);
    batch.ratingCounts.push(Math.floor(rng() ** 2 * 501));
    batch.ages.push(Math.floor(rng() * 1500));
    batch.lines.push(lines);
  }
  return batch;
}

async function removeSyntheticRecipes(db: DB): Promise<number> {
  // Lines first in one set-based delete: cheaper than 100k cascades one recipe at a time.
  await sql`
    DELETE FROM recipe_ingredients
    WHERE recipe_id IN (SELECT id FROM recipes WHERE slug ~ ${RECIPE_SLUG_PATTERN})
  `.execute(db);
  const result = await sql`DELETE FROM recipes WHERE slug ~ ${RECIPE_SLUG_PATTERN}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Upserts the tree by key, level by level (parents first), and deletes synthetic nodes the tree no longer
 * has; returns the database id per node index. Upsert rather than delete-and-insert: every deleted
 * ingredient costs a full scan of recipes (recipes.base_ingredient_id, ON DELETE SET NULL, has no index),
 * which made a rerun over 100k recipes take minutes. It also keeps the ids stable across runs.
 */
async function upsertTree(db: DB, tree: Tree): Promise<{ ids: number[]; removed: number }> {
  const ids: number[] = new Array(tree.nodes.length).fill(0);
  const maxDepth = Math.max(...tree.nodes.map((node) => node.depth));
  for (let depth = 0; depth <= maxDepth; depth++) {
    const level = tree.nodes.filter((node) => node.depth === depth);
    const { rows } = await sql<{ id: number; key: string }>`
      INSERT INTO ingredients (key, parent_id, kind, name_de, name_en, abv)
      SELECT * FROM unnest(
        ${sql.val(level.map((node) => `syn-i-${node.n}`))}::text[],
        ${sql.val(level.map((node) => (node.parent === null ? null : (ids[node.parent] ?? null))))}::int[],
        ${sql.val(level.map((node) => node.kind))}::text[],
        ${sql.val(level.map((node) => node.nameDe))}::text[],
        ${sql.val(level.map((node) => node.nameEn))}::text[],
        ${sql.val(level.map((node) => node.abv))}::numeric[]
      )
      ON CONFLICT (key) DO UPDATE SET
        parent_id = excluded.parent_id, kind = excluded.kind, name_de = excluded.name_de,
        name_en = excluded.name_en, abv = excluded.abv, synonyms_de = '{}', synonyms_en = '{}'
      RETURNING id, key
    `.execute(db);
    for (const row of rows) ids[Number(row.key.slice("syn-i-".length)) - 1] = row.id;
  }
  // Left over from a run with more nodes. parent_id is ON DELETE RESTRICT: cut their links first.
  const stale = sql`key ~ ${INGREDIENT_KEY_PATTERN} AND NOT (id = ANY(${sql.val(ids)}::int[]))`;
  await sql`UPDATE ingredients SET parent_id = NULL WHERE ${stale}`.execute(db);
  const removed = await sql`DELETE FROM ingredients WHERE ${stale}`.execute(db);
  return { ids, removed: Number(removed.numAffectedRows ?? 0) };
}

/**
 * Kitchen sense at scale: every 20th node by popularity yields another synthetic node (deterministic), so
 * bars drawn from the popular nodes exercise the yields relation as the seed's limes and sugar do.
 */
async function upsertYields(db: DB, tree: Tree, ids: readonly number[]): Promise<number> {
  await sql`
    DELETE FROM ingredient_yields
    WHERE source_id IN (SELECT id FROM ingredients WHERE key ~ ${INGREDIENT_KEY_PATTERN})
  `.execute(db);
  const pairs: [number, number][] = [];
  for (let r = 0; r < tree.byRank.length; r += 20) {
    const source = tree.byRank[r]!;
    const target = tree.byRank[(r * 7 + 3) % tree.byRank.length]!;
    if (source !== target) pairs.push([ids[source]!, ids[target]!]);
  }
  if (pairs.length === 0) return 0;
  await sql`
    INSERT INTO ingredient_yields (source_id, target_id)
    SELECT * FROM unnest(${sql.val(pairs.map((p) => p[0]))}::int[], ${sql.val(pairs.map((p) => p[1]))}::int[])
    ON CONFLICT DO NOTHING
  `.execute(db);
  return pairs.length;
}

/**
 * The graph beside the tree at scale (docs/decisions/0022-ingredient-graph.md), deterministic: every 30th
 * node by popularity below depth 1 gets a further parent one level up (edges only ever point to a shallower
 * node, so the graph stays acyclic), and every 25th stands in for another popular node.
 */
async function upsertGraph(
  db: DB,
  tree: Tree,
  ids: readonly number[],
): Promise<{ parents: number; substitutes: number }> {
  await sql`
    DELETE FROM ingredient_parents
    WHERE child_id IN (SELECT id FROM ingredients WHERE key ~ ${INGREDIENT_KEY_PATTERN})
  `.execute(db);
  await sql`
    DELETE FROM ingredient_substitutes
    WHERE source_id IN (SELECT id FROM ingredients WHERE key ~ ${INGREDIENT_KEY_PATTERN})
  `.execute(db);
  const byDepth = new Map<number, number[]>();
  tree.nodes.forEach((node, index) => {
    if (node.kind !== "product") byDepth.set(node.depth, [...(byDepth.get(node.depth) ?? []), index]);
  });
  const parents: [number, number][] = [];
  for (let r = 0; r < tree.byRank.length; r += 30) {
    const child = tree.byRank[r]!;
    const node = tree.nodes[child]!;
    const above = byDepth.get(node.depth - 1) ?? [];
    if (node.depth < 2 || above.length === 0) continue;
    const parent = above[(r * 13) % above.length]!;
    if (parent !== node.parent) parents.push([ids[child]!, ids[parent]!]);
  }
  const substitutes: [number, number][] = [];
  for (let r = 0; r < tree.byRank.length; r += 25) {
    const source = tree.byRank[r]!;
    const target = tree.byRank[(r * 11 + 5) % tree.byRank.length]!;
    if (source !== target) substitutes.push([ids[source]!, ids[target]!]);
  }
  for (const [table, a, b, pairs] of [
    ["ingredient_parents", "child_id", "parent_id", parents],
    ["ingredient_substitutes", "source_id", "target_id", substitutes],
  ] as const) {
    if (pairs.length === 0) continue;
    await sql`
      INSERT INTO ${sql.table(table)} (${sql.ref(a)}, ${sql.ref(b)})
      SELECT * FROM unnest(${sql.val(pairs.map((p) => p[0]))}::int[], ${sql.val(pairs.map((p) => p[1]))}::int[])
      ON CONFLICT DO NOTHING
    `.execute(db);
  }
  return { parents: parents.length, substitutes: substitutes.length };
}

/** What every recipe row is written with besides its own text: the node ids and what is derived from the lines. */
type Derivation = {
  tree: Tree;
  /** database id per node index */
  nodeIds: readonly number[];
  facts: ReadonlyMap<number, ResolvedFacts>;
  looks: ReadonlyMap<number, IngredientLook>;
};

/** `{1,2,3}`: an array per row travels through unnest as its literal (an int[][] would flatten). */
const arrayLiteral = (values: readonly (number | string)[]) => `{${values.join(",")}}`;

/**
 * Writes a batch of recipes and their lines complete, in one INSERT each: the ids are taken from the
 * sequence first, so the lines, the "or" alternatives, the arrays the matcher and the list read
 * (required_ids, n_required, ingredient_ids, as db/derived.ts refreshRecipeArrays computes them), the
 * drink's facts (refreshRecipeFacts) and its picture (refreshRecipePictures) go in with the row. Nothing is
 * updated afterwards: every UPDATE of 100,000 recipes would rewrite each row and its eleven indexes again.
 */
async function insertBatch(db: DB, batch: RecipeBatch, d: Derivation): Promise<number[]> {
  const { rows: idRows } = await sql<{ id: number }>`
    SELECT nextval(pg_get_serial_sequence('recipes', 'id'))::int AS id
    FROM generate_series(1, ${batch.slugs.length}::int)
  `.execute(db);
  const recipeIds = idRows.map((row) => row.id);
  const maxAlternative = Math.min(40, d.tree.byRank.length);

  const line = {
    recipe: [] as number[],
    position: [] as number[],
    ingredient: [] as number[],
    amount: [] as number[],
    unit: [] as string[],
    optional: [] as boolean[],
    exact: [] as boolean[],
    alternatives: [] as string[],
  };
  const derived = {
    required: [] as string[],
    nRequired: [] as number[],
    ingredients: [] as string[],
    volume: [] as number[],
    abv: [] as number[],
    alcohol: [] as number[],
    kcal: [] as number[],
    allergens: [] as string[],
    rawEgg: [] as boolean[],
    picture: [] as string[],
    pictureHash: [] as string[],
  };
  batch.lines.forEach((lines, r) => {
    const recipeId = recipeIds[r] as number;
    // Every 20th recipe's second line also accepts one of the 40 most popular nodes ("rye or bourbon").
    const alternative =
      recipeId % 20 === 0 ? (d.nodeIds[d.tree.byRank[recipeId % maxAlternative] ?? -1] ?? null) : null;
    const written = lines.map((l, index) => {
      const ingredientId = d.nodeIds[l.node] as number;
      const alternatives =
        index === 1 && alternative !== null && alternative !== ingredientId ? [alternative] : [];
      return { ...l, position: index + 1, ingredientId, alternatives };
    });
    for (const l of written) {
      line.recipe.push(recipeId);
      line.position.push(l.position);
      line.ingredient.push(l.ingredientId);
      line.amount.push(l.amount);
      line.unit.push(l.unit);
      line.optional.push(l.optional);
      line.exact.push(l.exact);
      line.alternatives.push(arrayLiteral(l.alternatives));
    }
    const byNumber = (a: number, b: number) => a - b;
    const required = [
      ...new Set(written.filter((l) => !l.optional).map((l) => (l.exact ? -1 : 1) * l.ingredientId)),
    ].sort(byNumber);
    const all = [...new Set(written.flatMap((l) => [l.ingredientId, ...l.alternatives]))].sort(byNumber);
    derived.required.push(arrayLiteral(required));
    derived.nRequired.push(required.length);
    derived.ingredients.push(arrayLiteral(all));
    const recipe = {
      glass: batch.glasses[r] as string,
      method: batch.methods[r] as string,
      garnish_en: "",
      garnish_de: "",
    };
    const facts = recipeFacts(
      recipe,
      written.map((l) => ({
        ingredient_id: l.ingredientId,
        amount: l.amount,
        unit: l.unit,
        optional: l.optional,
      })),
      d.facts,
    );
    derived.volume.push(facts.volumeMl);
    derived.abv.push(facts.abv);
    derived.alcohol.push(facts.alcoholG);
    derived.kcal.push(facts.kcal);
    derived.allergens.push(arrayLiteral(facts.allergens));
    derived.rawEgg.push(facts.rawEgg);
    const picture = recipePicture(
      recipe,
      written.map((l) => ({
        ...(d.looks.get(l.ingredientId) ?? { keys: [], colour: null, opacity: null }),
        amount: l.amount,
        unit: l.unit,
        optional: l.optional,
      })),
    );
    derived.picture.push(picture.picture);
    derived.pictureHash.push(picture.hash);
  });

  await sql`
    INSERT INTO recipes (
      id, slug, name_de, name_en, description_de, description_en, instructions_de, instructions_en,
      glass, method, difficulty, status, tastes, strength, iba, rating_avg, rating_count,
      base_ingredient_id, created_at, updated_at, published_at,
      required_ids, n_required, ingredient_ids, volume_ml, abv, alcohol_g, kcal, allergens, raw_egg,
      picture, picture_hash
    )
    SELECT
      t.id, t.slug, t.name_de, t.name_en, t.description_de, t.description_en, t.instructions_de,
      t.instructions_en, t.glass, t.method, t.difficulty, 'published', string_to_array(t.tastes, ','),
      t.strength, false, t.rating_avg, t.rating_count, NULL,
      now() - make_interval(days => t.age), now() - make_interval(days => t.age),
      now() - make_interval(days => t.age),
      t.required::int[], t.n_required, t.ingredient_ids::int[], t.volume, t.abv, t.alcohol, t.kcal,
      t.allergens::text[], t.raw_egg, t.picture::jsonb, t.picture_hash
    FROM unnest(
      ${sql.val(recipeIds)}::int[],
      ${sql.val(batch.slugs)}::text[],
      ${sql.val(batch.namesDe)}::text[],
      ${sql.val(batch.namesEn)}::text[],
      ${sql.val(batch.descriptionsDe)}::text[],
      ${sql.val(batch.descriptionsEn)}::text[],
      ${sql.val(batch.instructionsDe)}::text[],
      ${sql.val(batch.instructionsEn)}::text[],
      ${sql.val(batch.glasses)}::text[],
      ${sql.val(batch.methods)}::text[],
      ${sql.val(batch.difficulties)}::text[],
      ${sql.val(batch.tastes)}::text[],
      ${sql.val(batch.strengths)}::text[],
      ${sql.val(batch.ratingAvgs)}::numeric[],
      ${sql.val(batch.ratingCounts)}::int[],
      ${sql.val(batch.ages)}::int[],
      ${sql.val(derived.required)}::text[],
      ${sql.val(derived.nRequired)}::int[],
      ${sql.val(derived.ingredients)}::text[],
      ${sql.val(derived.volume)}::numeric[],
      ${sql.val(derived.abv)}::numeric[],
      ${sql.val(derived.alcohol)}::numeric[],
      ${sql.val(derived.kcal)}::int[],
      ${sql.val(derived.allergens)}::text[],
      ${sql.val(derived.rawEgg)}::boolean[],
      ${sql.val(derived.picture)}::text[],
      ${sql.val(derived.pictureHash)}::text[]
    ) AS t(
      id, slug, name_de, name_en, description_de, description_en, instructions_de, instructions_en,
      glass, method, difficulty, tastes, strength, rating_avg, rating_count, age,
      required, n_required, ingredient_ids, volume, abv, alcohol, kcal, allergens, raw_egg, picture, picture_hash
    )
  `.execute(db);

  await sql`
    INSERT INTO recipe_ingredients (
      recipe_id, position, ingredient_id, amount, unit, optional, exact, alternative_ids
    )
    SELECT t.recipe_id, t.position, t.ingredient_id, t.amount, t.unit, t.optional, t.exact, t.alternatives::int[]
    FROM unnest(
      ${sql.val(line.recipe)}::int[],
      ${sql.val(line.position)}::int[],
      ${sql.val(line.ingredient)}::int[],
      ${sql.val(line.amount)}::numeric[],
      ${sql.val(line.unit)}::text[],
      ${sql.val(line.optional)}::boolean[],
      ${sql.val(line.exact)}::boolean[],
      ${sql.val(line.alternatives)}::text[]
    ) AS t(recipe_id, position, ingredient_id, amount, unit, optional, exact, alternatives)
  `.execute(db);
  return recipeIds;
}

/**
 * Adds `count` synthetic recipes over about `ingredientNodes` synthetic ingredients, replacing any
 * synthetic data from an earlier run. Real content is left alone.
 */
export async function generateSynthetic(
  db: DB,
  count: number,
  options: SyntheticOptions = {},
): Promise<SyntheticResult> {
  const started = performance.now();
  const seed = options.seed ?? 1;
  const totalNodes = options.ingredientNodes ?? 3000;
  const log = options.log ?? (() => {});
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`recipe count must be ≥ 0, got ${count}`);
  if (!Number.isInteger(totalNodes) || totalNodes < 20) {
    throw new RangeError(`ingredientNodes must be an integer ≥ 20, got ${totalNodes}`);
  }

  const tree = buildTree(totalNodes, stream(seed, 1));
  const vocabularyRng = stream(seed, 2);
  const vocabulary = uniqueWords(vocabularyRng, RECIPE_VOCABULARY, new Set());
  const ctx: RecipeContext = {
    rng: stream(seed, 3),
    tree,
    nodeCum: zipf(tree.byRank.length, 1),
    vocabulary,
    // flatter than the ingredients: name words repeat, but no word is in every third name
    vocabularyCum: zipf(vocabulary.length, 0.7),
    lineCountCum: cumulative(LINE_COUNT_WEIGHTS),
  };

  const recipeIds: number[] = [];
  await db.transaction().execute(async (trx) => {
    const removed = await removeSyntheticRecipes(trx);
    if (removed > 0) log(`synthetic: removed ${removed} recipes of an earlier run`);
    const { ids: nodeIds, removed: staleNodes } = await upsertTree(trx, tree);
    await refreshIngredientTree(trx);
    log(
      `synthetic: ${tree.nodes.length} ingredients${staleNodes > 0 ? ` (${staleNodes} stale ones removed)` : ""}`,
    );
    log(`synthetic: ${await upsertYields(trx, tree, nodeIds)} yields`);
    const graph = await upsertGraph(trx, tree, nodeIds);
    log(`synthetic: ${graph.parents} further parents, ${graph.substitutes} substitutes`);

    // The facts and looks of every ingredient, read once the tree is in: each recipe is written complete.
    const derivation: Derivation = {
      tree,
      nodeIds,
      facts: await resolvedFacts(trx),
      looks: await ingredientLooks(trx),
    };
    for (let from = 1; from <= count; from += RECIPE_BATCH) {
      const to = Math.min(count, from + RECIPE_BATCH - 1);
      recipeIds.push(...(await insertBatch(trx, makeBatch(ctx, from, to), derivation)));
      log(`synthetic: ${to}/${count} recipes`);
    }
    await refreshVocabulary(trx);
  });
  // VACUUM, not only ANALYZE: a rerun leaves ~100k dead recipes and ~430k dead lines behind, which slow the
  // next run and the benchmarks where autovacuum is off or slow; it also sets the visibility map.
  await sql`VACUUM (ANALYZE) ingredients, recipes, recipe_ingredients`.execute(db);
  log("synthetic: vacuumed and analyzed");
  return {
    recipes: recipeIds.length,
    ingredients: tree.nodes.length,
    ms: Math.round(performance.now() - started),
  };
}

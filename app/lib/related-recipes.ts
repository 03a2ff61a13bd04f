import { type DrinkStructure, drinkStructure } from "./drink-structure";

// "You might also like": the recipes closest to this one, the way a bartender would answer. Three things
// count (WEIGHTS): the same shape of drink (a sour to a sour, a highball to a highball), the same base
// spirit or its kin (cachaça with rum, mezcal with tequila), and shared ingredients with everything they
// belong to and yield, each weighted by how rare it is (sugar says little, coffee or Campari says much).
// Built once per catalogue over every published recipe; answering is one pass over the entries with a
// small top list (about 1 ms per 10,000 recipes).

/** Spirits a bartender swaps for each other; everything else is its own family. */
const KIN: Readonly<Record<string, string>> = {
  rum: "sugarcane",
  cachaca: "sugarcane",
  "batavia-arrack": "sugarcane",
  tequila: "agave",
  mezcal: "agave",
  gin: "gin",
  genever: "gin",
  brandy: "brandy",
  pisco: "brandy",
  grappa: "brandy",
  "apple-brandy": "brandy",
  "fruit-brandy": "brandy",
};

/** A base spirit's family by its ingredient key ("none" for a drink without one). */
export function spiritFamily(baseKey: string | null): string {
  if (!baseKey) return "none";
  return KIN[baseKey] ?? baseKey;
}

export type RelatedInput = {
  id: number;
  /** spiritFamily of the base spirit */
  family: string;
  structure: DrinkStructure;
  /** the required lines' ingredients and every node above them, distinct */
  ingredients: readonly number[];
  /** tie-break only: better rated first */
  rating: number;
};

/** The ingredient graph as the index reads it. */
export type IngredientGraph = {
  keyOf: ReadonlyMap<number, string>;
  /** every node above a node, itself included */
  ancestors: ReadonlyMap<number, readonly number[]>;
  /** source → what it yields (limes → lime juice) */
  yields: ReadonlyMap<number, readonly number[]>;
};

export type RecipeFacts = {
  id: number;
  baseId: number | null;
  method: string;
  glass: string;
  /** the required lines' ingredients (negative: the line insists on exactly that one) */
  requiredIds: readonly number[];
  rating: number;
};

/** What the index keeps of a recipe: its family, its structure and its ingredients widened upward. */
export function relatedInput(recipe: RecipeFacts, graph: IngredientGraph): RelatedInput {
  const ids = new Set<number>();
  // What a line yields counts as well: a Caipirinha's limes are a Daiquiri's lime juice.
  for (const required of recipe.requiredIds) {
    const id = Math.abs(required);
    for (const line of [id, ...(graph.yields.get(id) ?? [])]) {
      for (const a of graph.ancestors.get(line) ?? [line]) ids.add(a);
    }
  }
  const keys = new Set<string>();
  for (const id of ids) {
    const key = graph.keyOf.get(id);
    if (key) keys.add(key);
  }
  const baseKey = recipe.baseId === null ? null : (graph.keyOf.get(recipe.baseId) ?? null);
  return {
    id: recipe.id,
    family: spiritFamily(baseKey),
    structure: drinkStructure({ method: recipe.method, glass: recipe.glass, keys }),
    ingredients: [...ids],
    rating: recipe.rating,
  };
}

export type RelatedIndex = {
  ids: Int32Array;
  family: Int32Array;
  structure: Int32Array;
  /** per recipe, its ingredients sorted ascending (offsets into `nodes`) */
  start: Int32Array;
  nodes: Int32Array;
  /** the weight of each entry of `nodes` (read in the inner loop without a map lookup) */
  nodeWeight: Float64Array;
  /** per recipe, the sum of its ingredients' weights */
  mass: Float64Array;
  rating: Float64Array;
  /** ingredient id → weight: ln(recipes / recipes using it) */
  weight: Map<number, number>;
  position: Map<number, number>;
  /** "f:family" and "s:structure" → the small integers the arrays hold */
  codes: Map<string, number>;
};

/** How much each agreement counts; the shared-ingredient part is between 0 and INGREDIENTS. */
export const WEIGHTS = { structure: 3, family: 3, ingredients: 7 } as const;

export function buildRelatedIndex(entries: readonly RelatedInput[]): RelatedIndex {
  const n = entries.length;
  const codes = new Map<string, number>();
  const code = (s: string) => {
    let c = codes.get(s);
    if (c === undefined) {
      c = codes.size;
      codes.set(s, c);
    }
    return c;
  };
  const uses = new Map<number, number>();
  let total = 0;
  for (const e of entries) {
    total += e.ingredients.length;
    for (const id of new Set(e.ingredients)) uses.set(id, (uses.get(id) ?? 0) + 1);
  }
  const weight = new Map<number, number>();
  for (const [id, count] of uses) weight.set(id, Math.log(n / count));

  const index: RelatedIndex = {
    ids: new Int32Array(n),
    family: new Int32Array(n),
    structure: new Int32Array(n),
    start: new Int32Array(n + 1),
    nodes: new Int32Array(total),
    nodeWeight: new Float64Array(total),
    mass: new Float64Array(n),
    rating: new Float64Array(n),
    weight,
    position: new Map(),
    codes,
  };
  let offset = 0;
  for (const [i, e] of entries.entries()) {
    index.ids[i] = e.id;
    index.family[i] = code(`f:${e.family}`);
    index.structure[i] = code(`s:${e.structure}`);
    index.rating[i] = e.rating;
    index.position.set(e.id, i);
    index.start[i] = offset;
    const sorted = [...new Set(e.ingredients)].sort((a, b) => a - b);
    let mass = 0;
    for (const id of sorted) {
      const w = weight.get(id) ?? 0;
      index.nodes[offset] = id;
      index.nodeWeight[offset++] = w;
      mass += w;
    }
    index.mass[i] = mass;
  }
  index.start[n] = offset;
  return index;
}

/** What a recipe is compared by: its codes in the index and its weighted ingredients, sorted. */
type Probe = { family: number; structure: number; nodes: Int32Array; mass: number };

function probeAt(index: RelatedIndex, a: number): Probe {
  return {
    family: index.family[a]!,
    structure: index.structure[a]!,
    nodes: index.nodes.subarray(index.start[a]!, index.start[a + 1]!),
    mass: index.mass[a]!,
  };
}

/** A recipe outside the index (a draft) as a probe: the index's codes and weights. */
function probeOf(index: RelatedIndex, entry: RelatedInput): Probe {
  const nodes = Int32Array.from(new Set(entry.ingredients)).sort();
  let mass = 0;
  for (const id of nodes) mass += index.weight.get(id) ?? 0;
  return {
    family: index.codes.get(`f:${entry.family}`) ?? -1,
    structure: index.codes.get(`s:${entry.structure}`) ?? -1,
    nodes,
    mass,
  };
}

/** The weighted share of ingredients the probe and recipe b have in common, 0 to 1 (a weighted cosine). */
function sharedIngredients(index: RelatedIndex, p: Probe, b: number): number {
  const { nodes, nodeWeight, start, mass } = index;
  const norm = Math.sqrt(p.mass * mass[b]!);
  if (norm === 0) return 0;
  let i = 0;
  const endA = p.nodes.length;
  let j = start[b]!;
  const endB = start[b + 1]!;
  let shared = 0;
  while (i < endA && j < endB) {
    const x = p.nodes[i]!;
    const y = nodes[j]!;
    if (x === y) {
      shared += nodeWeight[j]!;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return shared / norm;
}

function score(index: RelatedIndex, p: Probe, b: number): number {
  let total = 0;
  if (p.structure === index.structure[b]) total += WEIGHTS.structure;
  if (p.family === index.family[b]) total += WEIGHTS.family;
  return total + WEIGHTS.ingredients * sharedIngredients(index, p, b);
}

/** How close recipe `b` is to recipe `a` (both by id); 0 when either is not in the index. */
export function relatedness(index: RelatedIndex, a: number, b: number): number {
  const i = index.position.get(a);
  const j = index.position.get(b);
  if (i === undefined || j === undefined) return 0;
  return score(index, probeAt(index, i), j);
}

/**
 * The ids of the `limit` recipes closest to this one, closest first (then better rated, then lower id).
 * A recipe of the index is given by its id; one outside it (a draft) by its entry.
 */
export function relatedTo(index: RelatedIndex, recipe: number | RelatedInput, limit = 4): number[] {
  const self = typeof recipe === "number" ? recipe : recipe.id;
  const at = index.position.get(self);
  const probe =
    typeof recipe === "number" ? (at === undefined ? null : probeAt(index, at)) : probeOf(index, recipe);
  if (!probe || limit <= 0) return [];
  const top: { i: number; score: number }[] = [];
  const better = (x: { i: number; score: number }, y: { i: number; score: number }) =>
    x.score !== y.score
      ? x.score > y.score
      : index.rating[x.i] !== index.rating[y.i]
        ? index.rating[x.i]! > index.rating[y.i]!
        : index.ids[x.i]! < index.ids[y.i]!;
  const { structure, family } = index;
  for (let b = 0; b < index.ids.length; b++) {
    if (index.ids[b] === self) continue;
    if (top.length === limit) {
      // The most this one can score; the ingredients are compared only when that could beat the last.
      const bound =
        (probe.structure === structure[b] ? WEIGHTS.structure : 0) +
        (probe.family === family[b] ? WEIGHTS.family : 0) +
        WEIGHTS.ingredients;
      if (bound < top[limit - 1]!.score) continue;
    }
    const candidate = { i: b, score: score(index, probe, b) };
    if (top.length === limit && !better(candidate, top[limit - 1]!)) continue;
    let k = top.length < limit ? top.length : limit - 1;
    while (k > 0 && better(candidate, top[k - 1]!)) {
      top[k] = top[k - 1]!;
      k--;
    }
    top[k] = candidate;
  }
  return top.map((t) => index.ids[t.i]!);
}

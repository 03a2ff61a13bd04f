// The virtual bar: which recipes can a visitor mix from what they own, and what is worth buying next.
// Rule: expand the bar first (owned ids, what they yield, every ancestor in the ingredient graph, what they
// may stand in for, the "exactly" negatives, and the any-of lines one of whose alternatives is in the bar),
// then a recipe line is covered when its id is in the expanded bar. Pure and dependency-free so the route can
// keep one index in memory and answer each request with a single pass over flat typed arrays.
// docs/decisions/0022-ingredient-graph.md describes the graph.

/** The one place that says how many missing required lines each tolerance level accepts. */
export const TOLERANCES = { light: 0, normal: 2, high: 5 } as const;
export type Tolerance = keyof typeof TOLERANCES;
export const DEFAULT_TOLERANCE: Tolerance = "normal";

function isTolerance(value: string): value is Tolerance {
  return Object.hasOwn(TOLERANCES, value);
}

/** Anything that is not a known level (missing parameter, typo, "toString") is the default. */
export function parseTolerance(value: unknown): Tolerance {
  return typeof value === "string" && isTolerance(value) ? value : DEFAULT_TOLERANCE;
}

/**
 * Ids must stay below this: the matcher sizes its bitmaps from the largest |id|, and a hard bound keeps a
 * stray id from turning one request into a huge allocation.
 */
export const ID_LIMIT = 2 ** 20;

export type TreeNode = {
  id: number;
  /** The first parent: the one the catalogue files the node under. */
  parentId: number | null;
  kind: string;
  /** The chain of first parents, root first, the node itself last (sections, depth, the catalogue). */
  ancestors: readonly number[];
  /** Parents beyond the first (an aged Jamaican rum is aged and Jamaican); the graph stays acyclic. */
  extraParents?: readonly number[];
  /**
   * Every ancestor through any parent, the node itself included: what matching reads. Absent when the node
   * has no further parent anywhere above it (then it is `ancestors`); `graphAncestors()` fills it in.
   */
  graphAncestors?: readonly number[];
  /** What owning this node yields besides itself (a lime yields lime juice); holds for its products too. */
  yields?: readonly number[];
  /**
   * Lines this node, and anything below it, may stand in for when they do not insist on exactly their
   * ingredient (aromatic bitters for Angostura). Not followed further, never backwards.
   */
  substitutes?: readonly number[];
};

/** An any-of line ("rye or bourbon"): its id in the index, and the signed ids of which any one covers it. */
export type Choices = ReadonlyMap<number, readonly number[]>;

const NO_CHOICES: Choices = new Map();

const ancestorsOf = (node: TreeNode): readonly number[] => node.graphAncestors ?? node.ancestors;

/** The parents of a node: the first, then the further ones. */
export function parentsOf(node: TreeNode): number[] {
  return node.parentId === null
    ? [...(node.extraParents ?? [])]
    : [node.parentId, ...(node.extraParents ?? [])];
}

/**
 * Fills in `graphAncestors` where a node has a further parent at or above it: the chain of first parents
 * first, then the rest in walk order. Refuses a cycle. Unknown parents are skipped.
 */
export function withGraphAncestors(nodes: Map<number, TreeNode>): Map<number, TreeNode> {
  const done = new Map<number, readonly number[]>();
  const visiting = new Set<number>();
  const walk = (node: TreeNode): readonly number[] => {
    const known = done.get(node.id);
    if (known) return known;
    if (visiting.has(node.id))
      throw new RangeError(`bar-matcher: the ingredient graph has a cycle at ${node.id}`);
    visiting.add(node.id);
    const all = new Set<number>();
    for (const parent of parentsOf(node)) {
      const above = nodes.get(parent);
      if (above) for (const id of walk(above)) all.add(id);
    }
    visiting.delete(node.id);
    all.add(node.id);
    const chain = node.ancestors;
    const result =
      chain.every((id) => all.has(id)) && all.size === chain.length
        ? chain
        : [...chain, ...[...all].filter((id) => !chain.includes(id))];
    done.set(node.id, result);
    return result;
  };
  for (const node of nodes.values()) {
    const result = walk(node);
    if (result !== node.ancestors) node.graphAncestors = result;
  }
  return nodes;
}

/**
 * What the owned ingredients yield that is not owned already, each with the owned ingredient it comes from:
 * the yields of every owned node, and of its parent when it is a product (a brand's bottle IS its
 * ingredient), followed through chains (eggs → whole egg → egg white). Not the yields of other ancestors:
 * an egg white sits below "eggs" in the tree but yields no whole egg. Unknown ids are skipped. The smallest
 * owned id is named as the source when several give the same thing, so the answer is stable.
 */
export function yieldedBy(
  owned: Iterable<number>,
  nodes: ReadonlyMap<number, TreeNode>,
): Map<number, number> {
  const known = [...new Set(owned)].filter((id) => nodes.has(id)).sort((a, b) => a - b);
  const ownedSet = new Set(known);
  const result = new Map<number, number>();
  const queue: [id: number, source: number][] = known.map((id) => [id, id]);
  for (let k = 0; k < queue.length; k++) {
    const [id, source] = queue[k]!;
    const node = nodes.get(id);
    const givers = node?.kind === "product" && node.parentId !== null ? [id, node.parentId] : [id];
    for (const giver of givers) {
      for (const target of nodes.get(giver)?.yields ?? []) {
        if (ownedSet.has(target) || result.has(target) || !nodes.has(target)) continue;
        result.set(target, source);
        queue.push([target, source]);
      }
    }
  }
  return result;
}

/**
 * Owned ids and what they yield, plus all their ancestors in the graph (positive), plus what any of those
 * may stand in for (positive only: a line that insists is not met by a substitute), plus the negatives of
 * what is owned exactly: the node itself, and for a product also its parents, because a product leaf IS that
 * ingredient. Last, every any-of line with one of its alternatives in the bar. Unknown ids are skipped; the
 * caller reports them.
 */
export function expandBar(
  owned: Iterable<number>,
  nodes: ReadonlyMap<number, TreeNode>,
  choices: Choices = NO_CHOICES,
): Set<number> {
  const list = [...owned];
  const bar = new Set<number>();
  for (const id of [...list, ...yieldedBy(list, nodes).keys()]) {
    const node = nodes.get(id);
    if (!node) continue;
    bar.add(id);
    for (const ancestor of ancestorsOf(node)) bar.add(ancestor);
    bar.add(-id);
    if (node.kind === "product") for (const parent of parentsOf(node)) bar.add(-parent);
  }
  const stands: number[] = [];
  for (const id of bar) {
    if (id > 0)
      for (const target of nodes.get(id)?.substitutes ?? []) if (nodes.has(target)) stands.push(target);
  }
  for (const target of stands) bar.add(target);
  for (const [choiceId, members] of choices) {
    if (members.some((member) => bar.has(member))) bar.add(choiceId);
  }
  return bar;
}

export type IndexInput = {
  ids: Int32Array | number[];
  required: (readonly number[])[];
  /** Order name → permutation of recipe positions (0..n-1), best first. */
  orders: Record<string, Int32Array | number[]>;
};

export type MatchIndex = {
  readonly size: number;
  /** Recipe id per position. */
  readonly ids: Int32Array;
  /** Required entries of position p are [offsets[p], offsets[p] + nRequired[p]) in `required`/`slots`. */
  readonly offsets: Int32Array;
  readonly nRequired: Int32Array;
  /** Signed required ids, flattened. */
  readonly required: Int32Array;
  /**
   * Bitmap slot per required entry: +L → L, -L → maxAbsId + 1 + L. Precomputed so the hot loop does one
   * typed-array load per line instead of a sign test and two bitmaps.
   */
  readonly slots: Int32Array;
  readonly maxAbsId: number;
  readonly maxRequired: number;
  /** A Map, not the input record, so an order name like "constructor" cannot hit the prototype. */
  readonly orders: ReadonlyMap<string, Int32Array>;
};

export function buildMatchIndex(input: IndexInput): MatchIndex {
  const n = input.ids.length;
  if (input.required.length !== n) {
    throw new RangeError(`bar-matcher: ${n} ids but ${input.required.length} required lists`);
  }
  const offsets = new Int32Array(n + 1);
  const nRequired = new Int32Array(n);
  let total = 0;
  let maxRequired = 0;
  for (let p = 0; p < n; p++) {
    const len = input.required[p]!.length;
    offsets[p] = total;
    nRequired[p] = len;
    total += len;
    if (len > maxRequired) maxRequired = len;
  }
  offsets[n] = total;

  const required = new Int32Array(total);
  let maxAbsId = 0;
  let k = 0;
  for (let p = 0; p < n; p++) {
    for (const id of input.required[p]!) {
      if (!Number.isInteger(id) || id === 0 || Math.abs(id) >= ID_LIMIT) {
        throw new RangeError(`bar-matcher: bad required id ${id} in recipe ${input.ids[p]}`);
      }
      required[k++] = id;
      const abs = id < 0 ? -id : id;
      if (abs > maxAbsId) maxAbsId = abs;
    }
  }
  const slots = new Int32Array(total);
  for (let i = 0; i < total; i++) {
    const id = required[i]!;
    slots[i] = id > 0 ? id : maxAbsId + 1 - id;
  }

  const orders = new Map<string, Int32Array>();
  const seen = new Uint8Array(n);
  for (const [name, perm] of Object.entries(input.orders)) {
    if (perm.length !== n) throw new RangeError(`bar-matcher: order "${name}" has ${perm.length} of ${n}`);
    // A broken permutation would silently drop or duplicate recipes, so refuse it up front.
    seen.fill(0);
    const order = Int32Array.from(perm);
    for (let r = 0; r < n; r++) {
      const p = order[r]!;
      if (!(p >= 0 && p < n) || seen[p] === 1 || perm[r] !== p) {
        throw new RangeError(`bar-matcher: order "${name}" is not a permutation of 0..${n - 1}`);
      }
      seen[p] = 1;
    }
    orders.set(name, order);
  }

  return {
    size: n,
    ids: Int32Array.from(input.ids),
    offsets,
    nRequired,
    required,
    slots,
    maxAbsId,
    maxRequired,
    orders,
  };
}

export type MatchOptions = {
  maxMissing: number;
  order: string;
  reverse?: boolean;
  /** Missing count first, then the order (the default sort of the bar page). */
  groupByMissing?: boolean;
  offset: number;
  limit: number;
  shoppingTop?: number;
  /** How many example recipes (ids, in the result order) each shopping item names; default 3. */
  shoppingExamples?: number;
  /**
   * Results near the bar: when given (the expanded bar of what the visitor chose, without the staples), a
   * recipe that misses lines is a match only when one of its covered lines is in it, so "missing 2" never
   * offers a drink that shares nothing with the bar. Complete recipes, the one-bottle count and the shopping
   * list are as without it.
   */
  near?: ReadonlySet<number>;
};

export type MatchRow = { position: number; id: number; missing: number; missingIds: number[] };
export type ShoppingItem = { ingredientId: number; unlocks: number; examples: number[] };
export type MatchResult = {
  total: number;
  /** How many matches miss 0, 1, … lines (up to the tolerance). */
  buckets: number[];
  /** How many recipes miss exactly one line, whatever the tolerance ("one more bottle"). */
  oneAway: number;
  page: MatchRow[];
  shopping: ShoppingItem[];
};

function toCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

export function matchRecipes(
  index: MatchIndex,
  bar: ReadonlySet<number>,
  options: MatchOptions,
): MatchResult {
  const order = index.orders.get(options.order);
  if (!order) throw new RangeError(`bar-matcher: unknown order "${options.order}"`);
  const groupByMissing = options.groupByMissing ?? true;
  const reverse = options.reverse ?? false;
  const offset = toCount(options.offset);
  const limit = toCount(options.limit);
  const shoppingTop = toCount(options.shoppingTop ?? 5);
  const exampleCount = toCount(options.shoppingExamples ?? 3);
  // Nothing can miss more lines than it has, so larger tolerances cost no bucket space.
  const cap = Number.isNaN(options.maxMissing)
    ? -1
    : Math.min(Math.floor(options.maxMissing), index.maxRequired);
  // Counting stops past the tolerance, but never before 1: the shopping list needs the one-bottle recipes
  // even when the tolerance is 0.
  const stopAt = Math.max(cap, 1);

  const { size: n, nRequired, offsets, slots, maxAbsId } = index;
  const negBase = maxAbsId + 1;
  const slotCount = 2 * negBase;
  const bits = new Uint8Array(slotCount);
  const slotOf = (id: number) =>
    id > 0 && id <= maxAbsId ? id : id < 0 && -id <= maxAbsId ? negBase - id : -1;
  // A covered slot holds 1, or 3 when it is also in `near`: the hot loop ORs what it reads anyway, so
  // "uses something of the bar" costs no extra load.
  const requireNear = options.near !== undefined;
  for (const id of bar) {
    // Ids no recipe uses cannot cover anything, so they need no slot.
    const slot = slotOf(id);
    if (slot >= 0) bits[slot] = 1;
  }
  for (const id of options.near ?? []) {
    const slot = slotOf(id);
    if (slot >= 0 && bits[slot] === 1) bits[slot] = 3;
  }

  const matchedPos = new Int32Array(cap >= 0 ? n : 0);
  const matchedMissing = new Int32Array(cap >= 0 ? n : 0);
  const bucketCount = new Int32Array(cap >= 0 ? cap + 1 : 0);
  let matched = 0;
  const tally = new Int32Array(slotCount);
  const touched: number[] = [];
  // The first few one-bottle recipes per touched slot, in the result order: positions in a flat typed
  // array, `exampleCount` per slot in the order slots were first touched (no allocation per recipe).
  const touchedAt = new Int32Array(exampleCount > 0 ? slotCount : 0);
  let examplePositions = new Int32Array(exampleCount * 64);
  let oneAway = 0;

  for (let r = 0; r < n; r++) {
    const pos = order[reverse ? n - 1 - r : r]!;
    const start = offsets[pos]!;
    const end = start + nRequired[pos]!;
    let missing = 0;
    let lastMissingSlot = 0;
    let covered = 0;
    for (let i = start; i < end; i++) {
      const slot = slots[i]!;
      const bit = bits[slot]!;
      if (bit === 0) {
        missing++;
        if (missing > stopAt) break;
        lastMissingSlot = slot;
      } else covered |= bit;
    }
    if (missing > stopAt) continue;
    if (missing === 1) {
      oneAway++;
      const seen = tally[lastMissingSlot]!;
      if (seen === 0) {
        if (exampleCount > 0) {
          touchedAt[lastMissingSlot] = touched.length;
          if ((touched.length + 1) * exampleCount > examplePositions.length) {
            const grown = new Int32Array(examplePositions.length * 2);
            grown.set(examplePositions);
            examplePositions = grown;
          }
        }
        touched.push(lastMissingSlot);
      }
      if (seen < exampleCount) examplePositions[touchedAt[lastMissingSlot]! * exampleCount + seen] = pos;
      tally[lastMissingSlot] = seen + 1;
    }
    if (missing <= cap && (missing === 0 || !requireNear || covered === 3)) {
      matchedPos[matched] = pos;
      matchedMissing[matched] = missing;
      matched++;
      bucketCount[missing]!++;
    }
  }

  const pageEnd = Math.min(matched, offset + limit);
  const pageLength = Math.max(0, pageEnd - offset);
  // Indexes into the matched arrays, in page order.
  const pick = new Int32Array(pageLength);
  if (pageLength > 0) {
    if (groupByMissing) {
      // Stable counting sort by missing, restricted to the page: matches arrive in order already, so each
      // one's final place is its bucket's start plus how many of that bucket came before it.
      const next = new Int32Array(bucketCount.length);
      let acc = 0;
      for (let b = 0; b < bucketCount.length; b++) {
        next[b] = acc;
        acc += bucketCount[b]!;
      }
      for (let k = 0; k < matched; k++) {
        const b = matchedMissing[k]!;
        const place = next[b]!;
        next[b] = place + 1;
        if (place >= offset && place < pageEnd) pick[place - offset] = k;
      }
    } else {
      for (let j = 0; j < pageLength; j++) pick[j] = offset + j;
    }
  }

  const page: MatchRow[] = [];
  for (let j = 0; j < pageLength; j++) {
    const k = pick[j]!;
    const pos = matchedPos[k]!;
    const start = offsets[pos]!;
    const end = start + nRequired[pos]!;
    const missingIds: number[] = [];
    for (let i = start; i < end; i++) {
      if (bits[slots[i]!] === 0) missingIds.push(index.required[i]!);
    }
    page.push({ position: pos, id: index.ids[pos]!, missing: matchedMissing[k]!, missingIds });
  }

  const slotToId = (slot: number): number => (slot < negBase ? slot : negBase - slot);
  // Ties by smaller |id|; between +L and -L the plain ingredient first, as it is the easier purchase.
  touched.sort((a, b) => {
    const byCount = tally[b]! - tally[a]!;
    if (byCount !== 0) return byCount;
    const ia = slotToId(a);
    const ib = slotToId(b);
    return Math.abs(ia) - Math.abs(ib) || ib - ia;
  });
  const shopping: ShoppingItem[] = touched.slice(0, shoppingTop).map((slot) => ({
    ingredientId: slotToId(slot),
    unlocks: tally[slot]!,
    examples: Array.from(
      examplePositions.subarray(
        touchedAt[slot]! * exampleCount,
        touchedAt[slot]! * exampleCount + Math.min(exampleCount, tally[slot]!),
      ),
      (position) => index.ids[position]!,
    ),
  }));

  return { total: matched, buckets: Array.from(bucketCount), oneAway, page, shopping };
}

export type Coverage = {
  lineId: number;
  /** The owned node that covers the line. */
  via: number;
  /** When it covers it by what it yields ("Lime → lime juice"): the yielded node. */
  yielded?: number;
  /** For an any-of line: the alternative that is met ("bourbon" of "rye or bourbon"). */
  chosen?: number;
  /**
   * When it covers it by standing in for the line's ingredient ("using Sekt for Prosecco"): the node whose
   * substitute rule applies (the owned node or one of its ancestors) and the ingredient it stands in for.
   */
  standsIn?: { source: number; target: number };
};

/**
 * For each covered required entry the visitor does not own directly, the owned node that covers it
 * ("Tanqueray counts as London Dry Gin"), the owned node and what it yields ("Lime → lime juice"), or the one
 * that stands in for it ("using Sekt for Prosecco"). A node owned or yielded directly needs no explanation,
 * nor does an any-of line one of whose alternatives is owned. The graph is preferred over yields, both over
 * substitutes, an any-of line's alternatives in their order, and the smallest owned id wins, so the answer
 * is stable.
 */
export function coverage(
  required: readonly number[],
  owned: Iterable<number>,
  nodes: ReadonlyMap<number, TreeNode>,
  /** `yieldedBy(owned, nodes)` when the caller has it already (one bar, many recipes). */
  made?: ReadonlyMap<number, number>,
  choices: Choices = NO_CHOICES,
): Coverage[] {
  const list = [...owned];
  const ownedNodes = [...new Set(list)]
    .map((id) => nodes.get(id))
    .filter((node): node is TreeNode => node !== undefined)
    .sort((a, b) => a.id - b.id);
  const ownedIds = new Set(ownedNodes.map((node) => node.id));
  const yielded = [...(made ?? yieldedBy(list, nodes))]
    .map(([id, source]) => ({ node: nodes.get(id)!, source }))
    .sort((a, b) => a.source - b.source || a.node.id - b.node.id);
  const candidates = [
    ...ownedNodes.map((node) => ({ node, source: node.id, yielded: false })),
    ...yielded.map((y) => ({ node: y.node, source: y.source, yielded: true })),
  ];
  const covers = (node: TreeNode, lineId: number) =>
    lineId > 0
      ? ancestorsOf(node).includes(lineId)
      : node.id === -lineId || (node.kind === "product" && parentsOf(node).includes(-lineId));
  const standsInFor = (node: TreeNode, lineId: number) =>
    lineId > 0 ? ancestorsOf(node).find((a) => nodes.get(a)?.substitutes?.includes(lineId)) : undefined;
  const result: Coverage[] = [];
  for (const lineId of required) {
    const members = choices.get(lineId) ?? [lineId];
    const chosen = (member: number) => (members.length > 1 || member !== lineId ? { chosen: member } : {});
    if (members.some((member) => ownedIds.has(Math.abs(member)))) continue;
    let found: Coverage | undefined;
    for (const yieldedToo of [false, true]) {
      for (const member of members) {
        const hit = candidates.find((c) => c.yielded === yieldedToo && covers(c.node, member));
        if (hit) {
          found = {
            lineId,
            via: hit.source,
            ...(hit.yielded ? { yielded: hit.node.id } : {}),
            ...chosen(member),
          };
          break;
        }
      }
      if (found) break;
    }
    if (!found) {
      for (const member of members) {
        for (const c of candidates) {
          const source = standsInFor(c.node, member);
          if (source === undefined) continue;
          found = {
            lineId,
            via: c.source,
            ...(c.yielded ? { yielded: c.node.id } : {}),
            ...chosen(member),
            standsIn: { source, target: member },
          };
          break;
        }
        if (found) break;
      }
    }
    if (found) result.push(found);
  }
  return result;
}

/**
 * When `from` is a kind of `target` only through a further parent (an aged Jamaican rum is an aged rum), the
 * edge that makes it so, as [child, parent], so the result can give that edge's reason; undefined when the
 * chain of first parents says it already, or nothing does.
 */
export function viaFurtherParent(
  from: number,
  target: number,
  nodes: ReadonlyMap<number, TreeNode>,
): [child: number, parent: number] | undefined {
  const node = nodes.get(from);
  if (!node || target <= 0 || node.ancestors.includes(target)) return undefined;
  for (const id of ancestorsOf(node)) {
    for (const parent of nodes.get(id)?.extraParents ?? []) {
      const above = nodes.get(parent);
      if (above && ancestorsOf(above).includes(target)) return [id, parent];
    }
  }
  return undefined;
}

/**
 * Families answer: for each missing line, the owned node that is a wider kind of what the line asks for
 * ("you have rum; the Daiquiri wants white rum"), so the result can say which kind to get. For an any-of line
 * every alternative is looked at. The smallest owned id wins.
 */
export function kindsNeeded(
  missing: readonly number[],
  owned: Iterable<number>,
  nodes: ReadonlyMap<number, TreeNode>,
  choices: Choices = NO_CHOICES,
): { lineId: number; family: number }[] {
  const ownedIds = [...new Set(owned)].filter((id) => nodes.has(id)).sort((a, b) => a - b);
  const result: { lineId: number; family: number }[] = [];
  for (const lineId of missing) {
    const wanted = (choices.get(lineId) ?? [lineId]).map((member) => nodes.get(Math.abs(member)));
    const family = ownedIds.find((id) =>
      wanted.some((node) => node !== undefined && node.id !== id && ancestorsOf(node).includes(id)),
    );
    if (family !== undefined) result.push({ lineId, family });
  }
  return result;
}

/**
 * How many recipes use each ingredient or anything below it (each recipe counted once per node): the
 * picker's "most used first". `recipeLines` holds each recipe's ingredient ids (signs are ignored).
 */
export function usesPerIngredient(
  recipeLines: readonly (readonly number[])[],
  nodes: ReadonlyMap<number, TreeNode>,
): Map<number, number> {
  const uses = new Map<number, number>();
  const seen = new Set<number>();
  for (const lines of recipeLines) {
    seen.clear();
    for (const line of lines) {
      const node = nodes.get(Math.abs(line));
      for (const id of node ? ancestorsOf(node) : []) {
        if (seen.has(id)) continue;
        seen.add(id);
        uses.set(id, (uses.get(id) ?? 0) + 1);
      }
    }
  }
  return uses;
}

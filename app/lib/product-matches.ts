import type { MatchIndex } from "./bar-matcher";

// What a product page asks the virtual bar's matcher: which recipes a bottle can be used in, and how many
// more recipes a visitor's bar could make with it. Both read the matcher's own index and bars expanded by
// expandBar, so a product page can never disagree with the filter results: a London dry gin serves every
// "gin" line, and an "exactly this" line only the ingredient it names (or a product that is that ingredient).
//
// A bottle touches few recipes, so instead of passing over every recipe (what matchRecipes does for a whole
// bar) these walk an inverted index, slot → the recipes with a required line in that slot, and look only at
// the recipes that hold a line the bottle serves. The tests check both against a brute-force count and
// against two matchRecipes passes.

export type ProductIndex = {
  /** Recipes (positions) with a required entry in slot s: positions[start[s] .. start[s + 1]). */
  readonly start: Int32Array;
  readonly positions: Int32Array;
  /** Per order of the match index, each position's rank in it (the inverse permutation). */
  readonly ranks: ReadonlyMap<string, Int32Array>;
};

/** Builds the inverted index and the ranks for a match index (linear in its size; cache it per index). */
export function buildProductIndex(index: MatchIndex): ProductIndex {
  const slotCount = 2 * (index.maxAbsId + 1);
  const start = new Int32Array(slotCount + 1);
  for (let i = 0; i < index.slots.length; i++) start[index.slots[i]! + 1]!++;
  for (let s = 0; s < slotCount; s++) start[s + 1]! += start[s]!;
  const cursor = start.slice(0, slotCount);
  const positions = new Int32Array(index.slots.length);
  for (let p = 0; p < index.size; p++) {
    const from = index.offsets[p]!;
    const to = from + index.nRequired[p]!;
    for (let i = from; i < to; i++) positions[cursor[index.slots[i]!]!++] = p;
  }
  const ranks = new Map<string, Int32Array>();
  for (const [name, order] of index.orders) {
    const rank = new Int32Array(index.size);
    for (let r = 0; r < order.length; r++) rank[order[r]!] = r;
    ranks.set(name, rank);
  }
  return { start, positions, ranks };
}

/** The matcher's bitmap slot of a signed ingredient id, or -1 when no recipe line can name it. */
function slotOf(index: MatchIndex, id: number): number {
  if (id > 0) return id <= index.maxAbsId ? id : -1;
  if (id < 0) return -id <= index.maxAbsId ? index.maxAbsId + 1 - id : -1;
  return -1;
}

/**
 * Recipes with at least one required line that `covered` (an expanded bar: the product, its ancestors and
 * its "exactly" negatives) satisfies, in the index's order `order`; page [offset, offset + limit).
 */
export function recipesUsing(
  index: MatchIndex,
  product: ProductIndex,
  covered: ReadonlySet<number>,
  options: { order: string; offset: number; limit: number },
): { total: number; ids: number[] } {
  const order = index.orders.get(options.order);
  const rank = product.ranks.get(options.order);
  if (!order || !rank) throw new RangeError(`product-matches: unknown order "${options.order}"`);
  const seen = new Uint8Array(index.size);
  const found: number[] = [];
  for (const id of covered) {
    const slot = slotOf(index, id);
    if (slot < 0) continue;
    for (let j = product.start[slot]!; j < product.start[slot + 1]!; j++) {
      const p = product.positions[j]!;
      if (seen[p] === 1) continue;
      seen[p] = 1;
      found.push(rank[p]!);
    }
  }
  const ranks = Int32Array.from(found).sort();
  const offset = Math.max(0, Math.floor(options.offset));
  const end = Math.min(ranks.length, offset + Math.max(0, Math.floor(options.limit)));
  const ids: number[] = [];
  for (let k = offset; k < end; k++) ids.push(index.ids[order[ranks[k]!]!]!);
  return { total: ranks.length, ids };
}

/**
 * How many recipes become makeable with at most `maxMissing` missing lines when a bar grows from `before`
 * to `after` (both expanded bars, `after` a superset). Only recipes with a line in a newly covered slot can
 * change, so only those are looked at.
 */
export function unlockCount(
  index: MatchIndex,
  product: ProductIndex,
  before: ReadonlySet<number>,
  after: ReadonlySet<number>,
  maxMissing: number,
): number {
  const have = new Uint8Array(product.start.length - 1);
  for (const id of before) {
    const slot = slotOf(index, id);
    if (slot >= 0) have[slot] = 1;
  }
  const added = new Uint8Array(have.length);
  const newSlots: number[] = [];
  for (const id of after) {
    const slot = slotOf(index, id);
    if (slot < 0 || have[slot] === 1 || added[slot] === 1) continue;
    added[slot] = 1;
    newSlots.push(slot);
  }
  const { offsets, nRequired, slots } = index;
  const seen = new Uint8Array(index.size);
  let more = 0;
  for (const slot of newSlots) {
    for (let j = product.start[slot]!; j < product.start[slot + 1]!; j++) {
      const p = product.positions[j]!;
      if (seen[p] === 1) continue;
      seen[p] = 1;
      let missingBefore = 0;
      let gained = 0;
      const to = offsets[p]! + nRequired[p]!;
      for (let i = offsets[p]!; i < to; i++) {
        const s = slots[i]!;
        if (have[s] === 0) {
          missingBefore++;
          if (added[s] === 1) gained++;
        }
      }
      if (missingBefore > maxMissing && missingBefore - gained <= maxMissing) more++;
    }
  }
  return more;
}

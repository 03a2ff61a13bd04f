import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildMatchIndex, expandBar, type MatchIndex, matchRecipes, type TreeNode } from "./bar-matcher";
import { buildProductIndex, recipesUsing, unlockCount } from "./product-matches";

// spirits > gin > London Dry Gin > two bottles; rum with a bottle filed under the generic; juices; mixers.
const TREE: [id: number, parentId: number | null, kind: string][] = [
  [1, null, "category"],
  [2, 1, "generic"], // gin
  [3, 2, "specific"], // London Dry Gin
  [4, 3, "product"], // a London Dry Gin bottle
  [6, 3, "product"], // another one
  [5, 1, "generic"], // rum
  [7, 5, "product"], // a rum bottle
  [10, null, "category"],
  [11, 10, "generic"], // lime juice
  [12, 10, "generic"], // lemon juice
  [21, 10, "generic"], // syrup
];

function makeNodes(rows: typeof TREE): Map<number, TreeNode> {
  const nodes = new Map<number, TreeNode>();
  for (const [id, parentId, kind] of rows) {
    const parent = parentId === null ? undefined : nodes.get(parentId);
    nodes.set(id, { id, parentId, kind, ancestors: [...(parent?.ancestors ?? []), id] });
  }
  return nodes;
}
const NODES = makeNodes(TREE);

function indexOf(required: number[][]): MatchIndex {
  const natural = required.map((_, i) => i);
  return buildMatchIndex({
    ids: required.map((_, i) => 100 + i),
    required: required.map((lines) => [...new Set(lines)].sort((a, b) => a - b)),
    orders: { natural, reversed: [...natural].reverse() },
  });
}

const using = (
  index: MatchIndex,
  covered: Set<number>,
  options: { order: string; offset: number; limit: number },
) => recipesUsing(index, buildProductIndex(index), covered, options);
const unlock = (index: MatchIndex, before: Set<number>, after: Set<number>, maxMissing: number) =>
  unlockCount(index, buildProductIndex(index), before, after, maxMissing);

/** The same question put to the bar matcher itself: two whole passes, totals subtracted. */
function unlockByMatcher(
  index: MatchIndex,
  before: Set<number>,
  after: Set<number>,
  maxMissing: number,
): number {
  const total = (bar: Set<number>) =>
    matchRecipes(index, bar, { maxMissing, order: "natural", offset: 0, limit: 0, shoppingTop: 0 }).total;
  return total(after) - total(before);
}

// The brute-force reference: a line is served when the product's expanded bar holds its signed id.
function usesReference(required: number[][], product: number): number[] {
  const covered = expandBar([product], NODES);
  return required.flatMap((lines, i) => (lines.some((id) => covered.has(id)) ? [100 + i] : []));
}

function missing(lines: number[], bar: Set<number>): number {
  return new Set(lines.filter((id) => !bar.has(id))).size;
}

function unlockReference(required: number[][], owned: number[], product: number, maxMissing: number): number {
  const before = expandBar(owned, NODES);
  const after = expandBar([...owned, product], NODES);
  return required.filter(
    (lines) => missing(lines, before) > maxMissing && missing(lines, after) <= maxMissing,
  ).length;
}

describe("recipesUsing", () => {
  const recipes = [
    [2, 11, 21], // gin sour: any gin
    [-3, 12], // exactly London Dry Gin: a London Dry Gin bottle is one
    [-4, 11], // exactly the first bottle
    [5, 11], // rum
    [-2, 11], // exactly "gin": a bottle below London Dry Gin is not filed directly under gin
  ];
  it("finds every recipe a bottle serves, generic lines and exact ones", () => {
    const index = indexOf(recipes);
    expect(using(index, expandBar([4], NODES), { order: "natural", offset: 0, limit: 10 })).toEqual({
      total: 3,
      ids: [100, 101, 102],
    });
    // the other bottle is a London Dry Gin too, but not the one recipe 102 insists on
    expect(using(index, expandBar([6], NODES), { order: "natural", offset: 0, limit: 10 }).ids).toEqual([
      100, 101,
    ]);
    expect(using(index, expandBar([7], NODES), { order: "natural", offset: 0, limit: 10 }).ids).toEqual([
      103,
    ]);
  });
  it("pages in the index's order and counts them all", () => {
    const index = indexOf(recipes);
    expect(using(index, expandBar([4], NODES), { order: "reversed", offset: 1, limit: 1 })).toEqual({
      total: 3,
      ids: [101],
    });
    expect(using(index, expandBar([4], NODES), { order: "natural", offset: 5, limit: 10 })).toEqual({
      total: 3,
      ids: [],
    });
  });
  it("finds nothing for an empty or unknown bar, and refuses an unknown order", () => {
    const index = indexOf(recipes);
    expect(using(index, new Set(), { order: "natural", offset: 0, limit: 10 }).total).toBe(0);
    expect(using(index, new Set([999]), { order: "natural", offset: 0, limit: 10 }).total).toBe(0);
    expect(() => using(index, new Set([2]), { order: "nope", offset: 0, limit: 1 })).toThrow(RangeError);
  });
  it("agrees with the brute-force reference on random recipes", () => {
    const ids = TREE.map(([id]) => id);
    const line = fc.oneof(
      fc.constantFrom(...ids),
      fc.constantFrom(...ids).map((id) => -id),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(line, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 30 }),
        fc.constantFrom(...ids),
        (required, product) => {
          const index = indexOf(required);
          const found = using(index, expandBar([product], NODES), {
            order: "natural",
            offset: 0,
            limit: 1000,
          });
          const expected = usesReference(
            required.map((l) => [...new Set(l)]),
            product,
          );
          expect(found.ids).toEqual(expected);
          expect(found.total).toBe(expected.length);
          const reversed = using(index, expandBar([product], NODES), {
            order: "reversed",
            offset: 1,
            limit: 3,
          });
          expect(reversed.ids).toEqual([...expected].reverse().slice(1, 4));
        },
      ),
      { seed: 9, numRuns: 300 },
    );
  });
});

describe("unlockCount", () => {
  it("counts the recipes a bottle makes possible at a tolerance", () => {
    const index = indexOf([
      [2, 11], // gin + lime
      [2, 11, 21], // gin + lime + syrup
      [5, 11], // rum + lime
      [11], // lime alone: makeable before
    ]);
    const owned = [11];
    const before = expandBar(owned, NODES);
    const after = expandBar([...owned, 4], NODES);
    expect(unlock(index, before, after, 0)).toBe(1);
    expect(unlock(index, before, after, 1)).toBe(1); // the syrup recipe now misses only one
    expect(unlock(index, after, after, 0)).toBe(0);
  });
  it("agrees with the brute-force reference on random bars", () => {
    const ids = TREE.map(([id]) => id);
    const line = fc.oneof(
      fc.constantFrom(...ids),
      fc.constantFrom(...ids).map((id) => -id),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(line, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 30 }),
        fc.uniqueArray(fc.constantFrom(...ids), { maxLength: 5 }),
        fc.constantFrom(...ids),
        fc.constantFrom(0, 2, 5),
        (raw, owned, product, maxMissing) => {
          const required = raw.map((l) => [...new Set(l)]);
          const index = indexOf(required);
          const before = expandBar(owned, NODES);
          const after = expandBar([...owned, product], NODES);
          const expected = unlockReference(required, owned, product, maxMissing);
          expect(unlock(index, before, after, maxMissing)).toBe(expected);
          expect(unlockByMatcher(index, before, after, maxMissing)).toBe(expected);
        },
      ),
      { seed: 11, numRuns: 300 },
    );
  });
});

import { describe, expect, it } from "vitest";
import {
  buildMatchIndex,
  type Choices,
  coverage,
  expandBar,
  kindsNeeded,
  type MatchIndex,
  type MatchOptions,
  matchRecipes,
  parseTolerance,
  TOLERANCES,
  type TreeNode,
  usesPerIngredient,
  viaFurtherParent,
  withGraphAncestors,
  yieldedBy,
} from "./bar-matcher";

// A small hand-made tree: spirits > gin > London Dry Gin > two product leaves, plus a few other branches.
const TREE: [id: number, parentId: number | null, kind: string][] = [
  [1, null, "category"], // spirits
  [2, 1, "generic"], // gin
  [3, 2, "specific"], // London Dry Gin
  [4, 3, "product"], // a London Dry Gin bottle
  [6, 3, "product"], // another one
  [5, 1, "generic"], // rum
  [7, 5, "product"], // a rum bottle filed directly under the generic
  [10, null, "category"], // juices
  [11, 10, "generic"], // lime juice
  [12, 10, "generic"], // lemon juice
  [20, null, "category"], // mixers
  [21, 20, "generic"], // tonic
  [22, 20, "generic"], // soda
  [23, 20, "generic"], // simple syrup
  [24, 20, "generic"], // grenadine
  [25, 20, "generic"], // ginger beer
  [30, null, "category"], // fruit and pantry
  [31, 30, "generic"], // lime (yields lime juice)
  [32, 30, "generic"], // sugar (yields simple syrup)
  [33, 32, "specific"], // demerara sugar (below sugar, but yields nothing of its own)
  [37, 32, "product"], // a brand's sugar (a product IS its parent, so it yields simple syrup)
  [34, 30, "generic"], // eggs (yields a whole egg)
  [35, 30, "generic"], // whole egg (yields egg white)
  [36, 30, "generic"], // egg white
];

/** Kitchen sense beside the tree: source → what it yields. */
const YIELDS: Record<number, number[]> = { 31: [11], 32: [23], 34: [35], 35: [36] };

function makeNodes(
  rows: [number, number | null, string][],
  yields: Record<number, number[]> = {},
  graph: { extraParents?: Record<number, number[]>; substitutes?: Record<number, number[]> } = {},
): Map<number, TreeNode> {
  const nodes = new Map<number, TreeNode>();
  for (const [id, parentId, kind] of rows) {
    const parent = parentId === null ? undefined : nodes.get(parentId);
    const node: TreeNode = { id, parentId, kind, ancestors: [...(parent?.ancestors ?? []), id] };
    if (yields[id]) node.yields = yields[id];
    if (graph.extraParents?.[id]) node.extraParents = graph.extraParents[id];
    if (graph.substitutes?.[id]) node.substitutes = graph.substitutes[id];
    nodes.set(id, node);
  }
  return withGraphAncestors(nodes);
}

const NODES = makeNodes(TREE, YIELDS);

function identity(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

/** Recipes get ids 100, 101, … in input order; "natural" is input order. */
function indexOf(required: number[][], orders: Record<string, number[]> = {}): MatchIndex {
  return buildMatchIndex({
    ids: required.map((_, i) => 100 + i),
    required: required.map((lines) => [...lines].sort((a, b) => a - b)),
    orders: { natural: identity(required.length), ...orders },
  });
}

function run(index: MatchIndex, owned: number[], options: Partial<MatchOptions> = {}) {
  return matchRecipes(index, expandBar(owned, NODES), {
    maxMissing: TOLERANCES.normal,
    order: "natural",
    offset: 0,
    limit: 100,
    ...options,
  });
}

function missingOf(required: number[], owned: number[]): number | null {
  const row = run(indexOf([required]), owned, { maxMissing: 100 }).page[0];
  return row ? row.missing : null;
}

describe("expandBar", () => {
  it("adds ancestors and the exact negative of each owned node", () => {
    expect([...expandBar([3], NODES)].sort((a, b) => a - b)).toEqual([-3, 1, 2, 3]);
  });
  it("lets a product stand in exactly for its parent", () => {
    expect([...expandBar([4], NODES)].sort((a, b) => a - b)).toEqual([-4, -3, 1, 2, 3, 4]);
  });
  it("ignores unknown ids", () => {
    expect([...expandBar([999, 11], NODES)].sort((a, b) => a - b)).toEqual([-11, 10, 11]);
  });
});

describe("yields (kitchen sense)", () => {
  it("counts what an owned ingredient yields as owned, exactly", () => {
    const bar = expandBar([31], NODES);
    expect([11, 10, -11].every((id) => bar.has(id))).toBe(true);
    expect(missingOf([-11, 21], [31])).toBe(1);
  });
  it("holds for a product of the source, not for other nodes below it", () => {
    expect(yieldedBy([37], NODES)).toEqual(new Map([[23, 37]]));
    expect(missingOf([23], [37])).toBe(0);
    expect(yieldedBy([33], NODES)).toEqual(new Map());
    expect(missingOf([23], [33])).toBe(1);
  });
  it("follows chains and names the owned source", () => {
    expect(yieldedBy([34], NODES)).toEqual(
      new Map([
        [35, 34],
        [36, 34],
      ]),
    );
    expect(missingOf([36], [34])).toBe(0);
  });
  it("does not run backwards: lime juice yields no lime", () => {
    expect(missingOf([31], [11])).toBe(1);
  });
  it("leaves out what is owned already, and ignores unknown ids", () => {
    expect(yieldedBy([31, 11, 999], NODES)).toEqual(new Map());
  });
});

describe("usesPerIngredient", () => {
  it("counts each recipe once for every node at or above its lines", () => {
    // gin via a product, gin again via London Dry Gin (still one recipe), and a rum recipe
    const uses = usesPerIngredient([[4, 3, -2], [7], [11]], NODES);
    expect(uses.get(2)).toBe(1);
    expect(uses.get(4)).toBe(1);
    expect(uses.get(1)).toBe(2);
    expect(uses.get(5)).toBe(1);
    expect(uses.get(10)).toBe(1);
    expect(uses.has(6)).toBe(false);
  });
});

describe("covering recipe lines", () => {
  it("owning London Dry Gin covers a gin line", () => {
    expect(missingOf([2, 21], [3, 21])).toBe(0);
  });
  it("owning London Dry Gin does not cover an 'exactly gin' line", () => {
    expect(missingOf([-2, 21], [3, 21])).toBe(1);
  });
  it("owning gin covers 'exactly gin' but not a London Dry Gin line", () => {
    expect(missingOf([-2], [2])).toBe(0);
    expect(missingOf([3], [2])).toBe(1);
  });
  it("a product under London Dry Gin covers 'exactly London Dry Gin', and gin", () => {
    expect(missingOf([-3], [4])).toBe(0);
    expect(missingOf([2], [4])).toBe(0);
    expect(missingOf([-2], [4])).toBe(1);
  });
  it("a product filed under a generic covers 'exactly' that generic", () => {
    expect(missingOf([-5, 22], [7, 22])).toBe(0);
  });
  it("optional lines are not required: a recipe whose only gap is optional is makeable", () => {
    // Gin & tonic with an optional lime wedge: the lime line never enters `required`.
    const index = indexOf([[2, 21]]);
    const result = run(index, [4, 21], { maxMissing: TOLERANCES.light });
    expect(result.total).toBe(1);
    expect(result.page[0]).toMatchObject({ id: 100, missing: 0, missingIds: [] });
  });
  it("reports the uncovered signed ids as the recipe's shopping list", () => {
    expect(run(indexOf([[-2, 11, 21, 23]]), [3, 21], { maxMissing: 3 }).page[0]?.missingIds).toEqual([
      -2, 11, 23,
    ]);
  });
});

describe("tolerances", () => {
  const seven = [2, 11, 12, 21, 22, 23, 24];
  // Owning all but the first `missing` lines.
  const matches = (missing: number, tolerance: keyof typeof TOLERANCES) =>
    run(indexOf([seven]), seven.slice(missing), { maxMissing: TOLERANCES[tolerance] }).total === 1;
  it("accepts 2 missing at normal, not at light; 3 not at normal", () => {
    expect(matches(2, "normal")).toBe(true);
    expect(matches(2, "light")).toBe(false);
    expect(matches(0, "light")).toBe(true);
    expect(matches(3, "normal")).toBe(false);
  });
  it("accepts 5 missing at high, not 6", () => {
    expect(matches(5, "high")).toBe(true);
    expect(matches(6, "high")).toBe(false);
  });
  it("a negative tolerance matches nothing", () => {
    expect(run(indexOf([[2]]), [2], { maxMissing: -1 }).total).toBe(0);
  });
});

describe("parseTolerance", () => {
  it("keeps known levels", () => {
    expect(parseTolerance("light")).toBe("light");
    expect(parseTolerance("normal")).toBe("normal");
    expect(parseTolerance("high")).toBe("high");
  });
  it("falls back to normal for anything else", () => {
    for (const value of [undefined, null, "", "HIGH", " high", "toString", "__proto__", 5, ["high"], {}]) {
      expect(parseTolerance(value)).toBe("normal");
    }
  });
});

describe("ordering and paging", () => {
  // Owning gin and tonic: missing counts by position are 1, 0, 2, 0, 1.
  const required = [[2, 11], [2, 21], [2, 11, 12], [21], [12, 21]];
  const owned = [2, 21];
  const positions = (options: Partial<MatchOptions>) =>
    run(indexOf(required, { rating: [3, 0, 4, 2, 1] }), owned, options).page.map((row) => row.position);

  it("groups by missing count, then by the order", () => {
    expect(positions({})).toEqual([1, 3, 0, 4, 2]);
    expect(positions({ order: "rating" })).toEqual([3, 1, 0, 4, 2]);
  });
  it("follows the order alone without grouping", () => {
    expect(positions({ groupByMissing: false })).toEqual([0, 1, 2, 3, 4]);
    expect(positions({ groupByMissing: false, order: "rating" })).toEqual([3, 0, 4, 2, 1]);
  });
  it("reverses the order, but not the missing-count grouping", () => {
    expect(positions({ reverse: true })).toEqual([3, 1, 4, 0, 2]);
    expect(positions({ reverse: true, groupByMissing: false })).toEqual([4, 3, 2, 1, 0]);
  });
  it("pages through the matches and counts them all", () => {
    const index = indexOf(required);
    const page = (offset: number, limit: number) => run(index, owned, { offset, limit });
    expect(page(1, 2).page.map((row) => row.position)).toEqual([3, 0]);
    expect(page(1, 2).total).toBe(5);
    expect(page(4, 10).page.map((row) => row.position)).toEqual([2]);
    expect(page(5, 10)).toMatchObject({ total: 5, page: [] });
    expect(page(0, 0)).toMatchObject({ total: 5, page: [] });
    expect(run(index, owned, { maxMissing: 0, offset: 1, limit: 5 })).toMatchObject({
      total: 2,
      page: [{ position: 3, id: 103, missing: 0, missingIds: [] }],
    });
  });
  it("rejects an unknown order and a broken permutation", () => {
    expect(() => run(indexOf(required), owned, { order: "constructor" })).toThrow(RangeError);
    expect(() => indexOf([[2], [3]], { bad: [0, 0] })).toThrow(RangeError);
    expect(() => indexOf([[2], [3]], { bad: [0] })).toThrow(RangeError);
  });
});

describe("shopping list", () => {
  const owned = [2, 21];
  // One bottle away: lime x3, lemon x2, "exactly London Dry Gin" x2, syrup x1.
  const required = [
    [2, 11],
    [11, 21],
    [11],
    [12],
    [2, 12],
    [-3, 21],
    [-3],
    [23],
    [11, 12], // two bottles away: does not count
    [2, 21], // makeable: does not count
  ];
  it("counts the single missing id of one-bottle recipes, most unlocks first, ties by smaller |id|", () => {
    expect(run(indexOf(required), owned).shopping).toEqual([
      { ingredientId: 11, unlocks: 3, examples: [100, 101, 102] },
      { ingredientId: -3, unlocks: 2, examples: [105, 106] },
      { ingredientId: 12, unlocks: 2, examples: [103, 104] },
      { ingredientId: 23, unlocks: 1, examples: [107] },
    ]);
    expect(run(indexOf(required), owned, { shoppingExamples: 1 }).shopping[0]?.examples).toEqual([100]);
  });
  it("looks at all recipes, whatever the tolerance and page", () => {
    const light = run(indexOf(required), owned, { maxMissing: 0, limit: 0 });
    expect(light.total).toBe(1);
    expect(light.buckets).toEqual([1]);
    expect(light.oneAway).toBe(8);
    expect(run(indexOf(required), owned).buckets).toEqual([1, 8, 1]);
    expect(light.shopping.map((item) => item.unlocks)).toEqual([3, 2, 2, 1]);
  });
  it("keeps the top N", () => {
    expect(run(indexOf(required), owned, { shoppingTop: 2 }).shopping.map((i) => i.ingredientId)).toEqual([
      11, -3,
    ]);
  });
  it("puts the plain ingredient before its exact twin on a tie", () => {
    expect(run(indexOf([[-12], [12]]), []).shopping.map((i) => i.ingredientId)).toEqual([12, -12]);
  });
});

describe("coverage", () => {
  it("names the owned node behind each indirectly covered line", () => {
    expect(coverage([-3, 2, 3, 11, 12], [11, 4], NODES)).toEqual([
      { lineId: -3, via: 4 },
      { lineId: 2, via: 4 },
      { lineId: 3, via: 4 },
    ]);
  });
  it("prefers the smallest owned id and leaves uncovered lines out", () => {
    expect(coverage([-3, 2], [6, 999, 4], NODES)).toEqual([
      { lineId: -3, via: 4 },
      { lineId: 2, via: 4 },
    ]);
    expect(coverage([-2, 5], [4], NODES)).toEqual([]);
  });
  it("skips lines the visitor owns directly, exact or not", () => {
    expect(coverage([-3, 3], [3, 4], NODES)).toEqual([]);
  });
  it("explains a line covered by what an owned ingredient yields", () => {
    expect(coverage([-11, 23, 36], [31, 37, 34], NODES)).toEqual([
      { lineId: -11, via: 31, yielded: 11 },
      { lineId: 23, via: 37, yielded: 23 },
      { lineId: 36, via: 34, yielded: 36 },
    ]);
  });
  it("takes what the bar yields from the caller, with the same answer", () => {
    const owned = [31, 37, 34];
    expect(coverage([-11, 23, 36], owned, NODES, yieldedBy(owned, NODES))).toEqual(
      coverage([-11, 23, 36], owned, NODES),
    );
  });
  it("prefers the tree to yields", () => {
    expect(coverage([10], [31, 12], NODES)).toEqual([{ lineId: 10, via: 12 }]);
  });
});

// The graph beside the tree: several parents, substitutes, any-of lines (docs/decisions/0022).
const GRAPH = makeNodes(
  [
    [1, null, "category"], // spirits
    [2, 1, "generic"], // rum
    [3, 2, "generic"], // aged rum
    [4, 2, "generic"], // Jamaican rum
    [5, 4, "specific"], // aged Jamaican rum: also below aged rum
    [6, 5, "product"], // a brand's aged Jamaican rum
    [7, 1, "generic"], // whiskey
    [8, 7, "generic"], // rye
    [9, 7, "generic"], // bourbon (in this test also standing in for rye, to show substitutes do not chain)
    [10, 7, "generic"], // Tennessee whiskey: stands in for bourbon
    [20, null, "category"], // bitters
    [21, 20, "generic"], // aromatic bitters: any of them stands in for Angostura
    [22, 21, "generic"], // Angostura
    [23, 21, "product"], // a brand's aromatic bitters
    [24, 20, "generic"], // creole bitters
    [25, 24, "generic"], // Peychaud's
    [30, null, "category"], // pantry
    [31, 30, "generic"], // sugar (yields simple syrup)
    [32, 31, "generic"], // sugar cube
    [40, null, "category"], // syrups
    [41, 40, "generic"], // simple syrup: stands in for sugar and sugar cubes
    [42, 41, "generic"], // rich simple syrup
  ],
  { 31: [41] },
  { extraParents: { 5: [3] }, substitutes: { 9: [8], 10: [9], 21: [22], 41: [31, 32] } },
);
/** 100: rye or bourbon; 101: exactly rye or exactly bourbon. */
const CHOICES: Choices = new Map([
  [100, [8, 9]],
  [101, [-8, -9]],
]);

function graphMissing(required: number[], owned: number[]): number[] | null {
  const index = buildMatchIndex({
    ids: [1],
    required: [[...required].sort((a, b) => a - b)],
    orders: { n: [0] },
  });
  const row = matchRecipes(index, expandBar(owned, GRAPH, CHOICES), {
    maxMissing: 100,
    order: "n",
    offset: 0,
    limit: 1,
  }).page[0];
  return row ? row.missingIds : null;
}

describe("several parents", () => {
  it("counts an aged Jamaican rum, and its products, as aged and as Jamaican", () => {
    expect(GRAPH.get(5)?.graphAncestors).toEqual([1, 2, 4, 5, 3]);
    expect(GRAPH.get(6)?.graphAncestors).toEqual([1, 2, 4, 5, 6, 3]);
    expect(graphMissing([3, 4], [6])).toEqual([]);
    expect(graphMissing([-5, -3], [6])).toEqual([-3]);
    expect(graphMissing([3], [4])).toEqual([3]);
  });
  it("names the further parent that makes a node a kind of another", () => {
    expect(viaFurtherParent(6, 3, GRAPH)).toEqual([5, 3]);
    expect(viaFurtherParent(5, 3, GRAPH)).toEqual([5, 3]);
    expect(viaFurtherParent(6, 4, GRAPH)).toBeUndefined();
    expect(viaFurtherParent(22, 21, GRAPH)).toBeUndefined();
  });
  it("leaves nodes without a further parent above them on their chain", () => {
    expect(GRAPH.get(22)?.graphAncestors).toBeUndefined();
  });
  it("refuses a cycle", () => {
    expect(() =>
      makeNodes(
        [
          [1, null, "category"],
          [2, 1, "generic"],
          [3, 2, "generic"],
        ],
        {},
        { extraParents: { 2: [3] } },
      ),
    ).toThrow(RangeError);
  });
});

describe("substitutes", () => {
  it("lets a node and anything below it stand in for a line that does not insist", () => {
    expect(graphMissing([22], [23])).toEqual([]);
    expect(graphMissing([-22], [23])).toEqual([-22]);
    expect(graphMissing([32, 31], [42])).toEqual([]);
  });
  it("does not run backwards, between siblings or further", () => {
    expect(graphMissing([21], [22])).toEqual([]); // the tree: Angostura is an aromatic bitters
    expect(graphMissing([23], [22])).toEqual([23]);
    expect(graphMissing([22], [25])).toEqual([22]);
    expect(graphMissing([9, 8], [10])).toEqual([8]);
  });
  it("holds for what an owned ingredient yields", () => {
    expect(graphMissing([32], [31])).toEqual([]);
  });
});

describe("any-of lines", () => {
  it("are covered by any alternative, through the tree, yields or substitutes", () => {
    expect(graphMissing([100], [8])).toEqual([]);
    expect(graphMissing([100], [9])).toEqual([]);
    expect(graphMissing([100], [10])).toEqual([]);
    expect(graphMissing([100, 22], [2, 21])).toEqual([100]);
  });
  it("keep insisting when the line does", () => {
    expect(graphMissing([101], [9])).toEqual([]);
    expect(graphMissing([101], [10])).toEqual([101]);
  });
});

describe("coverage across the graph", () => {
  it("names the alternative met and what stands in, with the rule's source", () => {
    expect(coverage([100, 22, 32], [10, 23, 31], GRAPH, undefined, CHOICES)).toEqual([
      { lineId: 100, via: 10, chosen: 9, standsIn: { source: 10, target: 9 } },
      { lineId: 22, via: 23, standsIn: { source: 21, target: 22 } },
      { lineId: 32, via: 31, yielded: 41, standsIn: { source: 41, target: 32 } },
    ]);
  });
  it("prefers the graph to a substitute, and says nothing about an alternative owned directly", () => {
    expect(coverage([100, 3], [9, 6], GRAPH, undefined, CHOICES)).toEqual([{ lineId: 3, via: 6 }]);
    expect(coverage([100], [6, 42], GRAPH, undefined, CHOICES)).toEqual([]);
  });
});

describe("kindsNeeded (families answer)", () => {
  it("names the owned family of a missing line, for any-of lines through any alternative", () => {
    expect(kindsNeeded([3, 100, 22], [2, 7, 31], GRAPH, CHOICES)).toEqual([
      { lineId: 3, family: 2 },
      { lineId: 100, family: 7 },
    ]);
    expect(kindsNeeded([3], [4], GRAPH)).toEqual([]);
  });
});

describe("results near the bar", () => {
  const index = indexOf([
    [2, 11],
    [12, 21],
    [21, 23, 24],
    [22, 36],
  ]);
  const near = expandBar([2], NODES);
  it("lists a recipe that misses lines only when one of its covered lines is the visitor's", () => {
    // Owning gin, with soda (22) as a staple: the soda-and-egg-white recipe is not near.
    const owned = [2, 22];
    const all = run(index, owned, { maxMissing: 5 });
    const close = run(index, owned, { maxMissing: 5, near });
    expect(all.page.map((row) => row.id)).toEqual([100, 103, 101, 102]);
    expect(close.page.map((row) => row.id)).toEqual([100]);
    expect(close.buckets).toEqual([0, 1, 0, 0]);
    expect(close.oneAway).toBe(all.oneAway);
    expect(close.shopping).toEqual(all.shopping);
  });
  it("keeps every recipe the bar makes", () => {
    expect(run(indexOf([[22]]), [2, 22], { near }).page.map((row) => row.id)).toEqual([100]);
  });
});

// mulberry32: tiny, seedable, good enough to make failures reproducible.
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomInt(rand: () => number, min: number, max: number): number {
  return min + Math.floor(rand() * (max - min + 1));
}

function shuffle<T>(rand: () => number, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)]!;
}

function randomTree(rand: () => number): Map<number, TreeNode> {
  const count = randomInt(rand, 30, 200);
  // Ids scattered over a wider range than the node count so bitmap sizing and sparse ids get exercised.
  const ids = shuffle(
    rand,
    identity(2000).map((i) => i + 1),
  ).slice(0, count);
  const rows: [number, number | null, string][] = [];
  const depth = new Map<number, number>();
  const parents: number[] = [];
  for (const id of ids) {
    if (parents.length === 0 || rand() < 0.05) {
      rows.push([id, null, "category"]);
      depth.set(id, 0);
      parents.push(id);
      continue;
    }
    const parentId = pick(rand, parents);
    const d = (depth.get(parentId) ?? 0) + 1;
    const kind = rand() < 0.3 ? "product" : d === 1 ? "generic" : "specific";
    rows.push([id, parentId, kind]);
    depth.set(id, d);
    // Products are leaves, and depth stops at 6 levels (0..5).
    if (kind !== "product" && d < 5) parents.push(id);
  }
  // Kitchen sense at random: a few nodes yield one or two others (cycles and chains included).
  const yields: Record<number, number[]> = {};
  for (const id of ids) {
    if (rand() < 0.1) yields[id] = [pick(rand, ids), pick(rand, ids)].filter((t) => t !== id);
  }
  // Further parents: only nodes made earlier (and no products), so the graph has no cycle; a product may
  // get one too (a brand's bottle that is two things).
  const extraParents: Record<number, number[]> = {};
  const made: number[] = [];
  for (const [id, parentId, kind] of rows) {
    if (made.length > 2 && rand() < 0.12) {
      const candidates = made.filter(
        (m) => m !== parentId && rows.find((row) => row[0] === m)?.[2] !== "product",
      );
      if (candidates.length)
        extraParents[id] = [...new Set([pick(rand, candidates), pick(rand, candidates)])];
    }
    if (kind !== "product") made.push(id);
  }
  // Substitutes at random, to any node (chains and pairs both ways included).
  const substitutes: Record<number, number[]> = {};
  for (const id of ids) {
    if (rand() < 0.08) substitutes[id] = [pick(rand, ids)].filter((t) => t !== id);
  }
  return makeNodes(rows, yields, { extraParents, substitutes });
}

/**
 * Brute-force reference for the property test: reads the coverage rule straight off each owned node instead
 * of going through expandBar, bitmaps and buckets, so it checks those too. Results in input order.
 */
function referenceMatch(
  recipes: { id: number; required: readonly number[] }[],
  owned: Iterable<number>,
  nodes: ReadonlyMap<number, TreeNode>,
  maxMissing: number,
  choices: Choices = new Map(),
  /** The visitor's own choice (without staples): a recipe missing lines must use some of it. */
  chosen?: Iterable<number>,
): { id: number; missing: number; missingIds: number[] }[] {
  const parents = (node: TreeNode) => [
    ...(node.parentId === null ? [] : [node.parentId]),
    ...(node.extraParents ?? []),
  ];
  // Is `line` the node or above it? Walks the parents, every one, instead of reading graphAncestors.
  const isA = (id: number, line: number, seen = new Set<number>()): boolean => {
    if (id === line) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    const node = nodes.get(id);
    return node !== undefined && parents(node).some((p) => isA(p, line, seen));
  };
  const coverer = (ownedIds: Iterable<number>) => {
    // Owned, plus whatever any owned node (or a product's first parent) yields, until nothing changes.
    const have = new Set([...ownedIds].filter((id) => nodes.has(id)));
    for (let changed = true; changed; ) {
      changed = false;
      for (const id of [...have]) {
        const node = nodes.get(id)!;
        const givers = node.kind === "product" && node.parentId !== null ? [id, node.parentId] : [id];
        for (const giver of givers) {
          for (const target of nodes.get(giver)?.yields ?? []) {
            if (!have.has(target)) {
              have.add(target);
              changed = true;
            }
          }
        }
      }
    }
    const haveNodes = [...have].map((id) => nodes.get(id)!);
    // A substitute's source counts when a held node is it or below it; its targets count as they are.
    const standIns = new Set<number>();
    for (const [id, node] of nodes) {
      if (!node.substitutes?.length || !haveNodes.some((h) => isA(h.id, id))) continue;
      for (const target of node.substitutes) if (nodes.has(target)) standIns.add(target);
    }
    const single = (line: number): boolean =>
      line > 0
        ? standIns.has(line) || haveNodes.some((node) => isA(node.id, line))
        : haveNodes.some(
            (node) => node.id === -line || (node.kind === "product" && parents(node).includes(-line)),
          );
    return (line: number): boolean => (choices.get(line) ?? [line]).some(single);
  };
  const covers = coverer(owned);
  const coversNear = chosen ? coverer(chosen) : null;
  const result: { id: number; missing: number; missingIds: number[] }[] = [];
  for (const recipe of recipes) {
    const missingIds = recipe.required.filter((line) => !covers(line));
    const near =
      !coversNear ||
      missingIds.length === 0 ||
      recipe.required.some((line) => covers(line) && coversNear(line));
    if (missingIds.length <= maxMissing && near)
      result.push({ id: recipe.id, missing: missingIds.length, missingIds });
  }
  return result;
}

/** `rows` in the order the matcher walks them (its examples are the first three it meets). */
function shoppingReference(rows: { id: number; missing: number; missingIds: number[] }[], top: number) {
  const tally = new Map<number, number[]>();
  for (const row of rows) {
    const id = row.missingIds[0];
    if (row.missing === 1 && id !== undefined) tally.set(id, [...(tally.get(id) ?? []), row.id]);
  }
  return [...tally]
    .sort(([a, ra], [b, rb]) => rb.length - ra.length || Math.abs(a) - Math.abs(b) || b - a)
    .slice(0, top)
    .map(([ingredientId, recipes]) => ({
      ingredientId,
      unlocks: recipes.length,
      examples: recipes.slice(0, 3),
    }));
}

describe("property: matchRecipes agrees with the brute-force reference", () => {
  it("holds for 200 random graphs (several parents, substitutes), recipe sets with any-of lines, and bars", () => {
    const rand = mulberry32(0xc0c7a11);
    for (let round = 0; round < 200; round++) {
      const nodes = randomTree(rand);
      const nodeIds = [...nodes.keys()];
      // Any-of lines get ids above every node's (and above the unknown ids bars may hold).
      const choices = new Map<number, number[]>();
      for (let c = 0; c < randomInt(rand, 0, 12); c++) {
        const sign = rand() < 0.1 ? -1 : 1;
        choices.set(
          5000 + c,
          [...new Set([pick(rand, nodeIds), pick(rand, nodeIds), pick(rand, nodeIds)])].map(
            (id) => sign * id,
          ),
        );
      }
      const choiceIds = [...choices.keys()];
      const recipeCount = randomInt(rand, 50, 400);
      const recipes = Array.from({ length: recipeCount }, (_, i) => {
        const lines = new Set<number>();
        const want = randomInt(rand, 1, 8);
        while (lines.size < want) {
          lines.add(
            choiceIds.length && rand() < 0.1
              ? pick(rand, choiceIds)
              : pick(rand, nodeIds) * (rand() < 0.03 ? -1 : 1),
          );
        }
        return { id: 10_000 + 3 * i, required: [...lines].sort((a, b) => a - b) };
      });
      const chosen = Array.from({ length: randomInt(rand, 0, 40) }, () =>
        rand() < 0.1 ? randomInt(rand, 2001, 3000) : pick(rand, nodeIds),
      );
      // A few staples every bar holds besides what the visitor chose.
      const staples = Array.from({ length: randomInt(rand, 0, 3) }, () => pick(rand, nodeIds));
      const owned = [...chosen, ...staples];
      const useNear = rand() < 0.5;
      const order = shuffle(rand, identity(recipeCount));
      const rank = new Int32Array(recipeCount);
      order.forEach((position, r) => {
        rank[position] = r;
      });
      const index = buildMatchIndex({
        ids: recipes.map((recipe) => recipe.id),
        required: recipes.map((recipe) => recipe.required),
        orders: { random: order },
      });
      const bar = expandBar(owned, nodes, choices);
      const near = useNear ? expandBar(chosen, nodes, choices) : undefined;
      const everything = referenceMatch(recipes, owned, nodes, Number.POSITIVE_INFINITY, choices);
      const nearOnly = useNear
        ? referenceMatch(recipes, owned, nodes, Number.POSITIVE_INFINITY, choices, chosen)
        : everything;
      const walked = everything
        .map((row) => ({ row, rank: rank[recipes.findIndex((recipe) => recipe.id === row.id)]! }))
        .sort((a, b) => a.rank - b.rank)
        .map(({ row }) => row);
      const expectedShopping = shoppingReference(walked, 5);

      for (const maxMissing of Object.values(TOLERANCES)) {
        const context = `round ${round}, maxMissing ${maxMissing}`;
        const expected = nearOnly.filter((row) => row.missing <= maxMissing);
        const options = { maxMissing, order: "random", offset: 0, limit: recipeCount, near };
        const result = matchRecipes(index, bar, { ...options, groupByMissing: true });
        const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
        expect(result.total, context).toBe(expected.length);
        expect(
          result.page.map(({ id, missing, missingIds }) => ({ id, missing, missingIds })).sort(byId),
          context,
        ).toEqual(expected.sort(byId));
        for (let i = 1; i < result.page.length; i++) {
          const a = result.page[i - 1]!;
          const b = result.page[i]!;
          const inOrder =
            a.missing < b.missing || (a.missing === b.missing && rank[a.position]! < rank[b.position]!);
          expect(inOrder, `${context}, page row ${i}`).toBe(true);
        }
        expect(result.shopping, context).toEqual(expectedShopping);

        const reversed = matchRecipes(index, bar, { ...options, groupByMissing: false, reverse: true });
        expect(reversed.total, context).toBe(expected.length);
        const ranks = reversed.page.map((row) => rank[row.position]!);
        expect(ranks, context).toEqual([...ranks].sort((a, b) => b - a));
      }
    }
  });
});

// How fast this runs is measured by `npm run bench`; here only the result at that scale is checked.
describe("at catalogue scale", () => {
  it("matches 100,000 recipes at tolerance high exactly like a brute-force count", () => {
    const rand = mulberry32(42);
    const idCount = 3000;
    // Zipf-ish popularity: a few ingredients (gin, lime) appear everywhere, most are rare.
    const popular = shuffle(
      rand,
      identity(idCount).map((i) => i + 1),
    );
    const cumulative: number[] = [];
    let sum = 0;
    for (let r = 1; r <= idCount; r++) {
      sum += 1 / r;
      cumulative.push(sum);
    }
    const zipf = (): number => {
      const target = rand() * sum;
      let lo = 0;
      let hi = idCount - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid]! < target) lo = mid + 1;
        else hi = mid;
      }
      return popular[lo]!;
    };
    const n = 100_000;
    const required = Array.from({ length: n }, () => {
      const want = 2 + Math.floor(rand() * 5) + (rand() < 0.3 ? 1 : 0);
      const lines = new Set<number>();
      while (lines.size < want) lines.add(zipf() * (rand() < 0.03 ? -1 : 1));
      return [...lines].sort((a, b) => a - b);
    });
    const ratingOrder = shuffle(rand, identity(n));
    const index = buildMatchIndex({
      ids: identity(n).map((i) => i + 1),
      required,
      orders: { rating: ratingOrder, name_en: identity(n) },
    });
    const bar = new Set<number>();
    while (bar.size < 80) {
      const id = zipf();
      bar.add(id);
      bar.add(-id);
    }

    // The reference: every recipe's missing lines straight from the bar, no bitmaps or early stops.
    const maxMissing = TOLERANCES.high;
    const rows = required.map((lines, position) => {
      const missingIds = lines.filter((line) => !bar.has(line));
      return { position, id: position + 1, missing: missingIds.length, missingIds };
    });
    const matched = rows.filter((row) => row.missing <= maxMissing);
    const rank = new Int32Array(n);
    ratingOrder.forEach((position, r) => {
      rank[position] = r;
    });
    const expectedOrder = [...matched].sort(
      (a, b) => a.missing - b.missing || rank[a.position]! - rank[b.position]!,
    );
    // A bar this size leaves some recipes complete, many close and most out of reach: a real test.
    expect(matched.length).toBeGreaterThan(24);
    expect(matched.length).toBeLessThan(n);

    const options = { maxMissing, order: "rating", offset: 0, limit: 24 };
    const result = matchRecipes(index, bar, options);
    expect(result.total).toBe(matched.length);
    expect(result.page).toEqual(expectedOrder.slice(0, 24));
    expect(result.shopping).toEqual(
      shoppingReference(
        [...rows].sort((a, b) => rank[a.position]! - rank[b.position]!),
        5,
      ),
    );
    expect(result.buckets).toEqual(
      Array.from({ length: maxMissing + 1 }, (_, m) => matched.filter((row) => row.missing === m).length),
    );
    // A page across the boundary between complete recipes and those missing one line.
    const complete = matched.filter((row) => row.missing === 0).length;
    const across = matchRecipes(index, bar, { ...options, offset: complete - 12 });
    expect(across.page).toEqual(expectedOrder.slice(complete - 12, complete + 12));

    // A second call with another order reuses the same index and agrees on everything but the order.
    const byName = matchRecipes(index, bar, { ...options, order: "name_en", reverse: true });
    const expectedByName = [...matched]
      .sort((a, b) => a.missing - b.missing || b.position - a.position)
      .slice(0, 24);
    expect(byName.total).toBe(matched.length);
    expect(byName.page).toEqual(expectedByName);
    const counts = (items: typeof result.shopping) =>
      items.map(({ ingredientId, unlocks }) => ({ ingredientId, unlocks }));
    expect(counts(byName.shopping)).toEqual(counts(result.shopping));
  });
});

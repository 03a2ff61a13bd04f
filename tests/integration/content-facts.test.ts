import { describe, expect, it } from "vitest";
import { ingredientFacts } from "../../db/seed/content/ingredient-facts";
import { ingredientTree } from "../../db/seed/content/ingredient-tree";
import { recipes } from "../../db/seed/content/recipes";
import { ALLERGENS, type IngredientFacts } from "../../db/seed/content/types";

// What the nutrition figures of a recipe (ABV after dilution, grams of alcohol, kcal, allergens, raw egg)
// rest on, checked on the content modules alone (no database): every alcoholic node has its own ABV, every
// syrup, liqueur and juice reaches a sugar figure, every counted recipe line knows what one piece adds, and
// a few figures that are easy to get wrong are pinned.
//
// A node without its own facts entry takes its nearest ancestor's entry, whole (along the first parent);
// the tests resolve facts the same way.

const byKey = new Map(ingredientTree.map((n) => [n.key, n]));

function ancestorsAndSelf(key: string): string[] {
  const chain: string[] = [];
  let node = byKey.get(key);
  while (node) {
    chain.push(node.key);
    node = node.parent ? byKey.get(node.parent) : undefined;
  }
  return chain;
}

/** The facts a node uses: its own entry, else its nearest ancestor's. */
function factsOf(key: string): { from: string; facts: IngredientFacts } | undefined {
  for (const k of ancestorsAndSelf(key)) {
    const facts = ingredientFacts[k];
    if (facts) return { from: k, facts };
  }
  return undefined;
}

/** The category (root) and every node below it. */
const under = (category: string) => ingredientTree.filter((n) => ancestorsAndSelf(n.key).includes(category));

// The categories whose every node is an alcoholic drink (bitters are poured in dashes but are ~35–55 % spirit).
const ALCOHOLIC_CATEGORIES = ["spirits", "liqueurs", "fortified-wines", "wines", "beer-and-cider", "bitters"];
// Alcoholic nodes outside those categories, each for a reason.
const ALCOHOLIC_ELSEWHERE: Record<string, string> = {
  "vanilla-extract": "an extract in ethanol (≥ 35 % by the US standard of identity)",
};

describe("ABV", () => {
  for (const category of ALCOHOLIC_CATEGORIES) {
    it(`every node of ${category} has its own ABV`, () => {
      const nodes = under(category);
      expect(nodes.length).toBeGreaterThan(0);
      const missing = nodes.filter((n) => n.abv === undefined).map((n) => n.key);
      expect(missing, "nodes without abv").toEqual([]);
      for (const n of nodes) {
        expect(n.abv, n.key).toBeGreaterThan(0);
        expect(n.abv, n.key).toBeLessThanOrEqual(80);
      }
    });
  }

  it("only alcoholic nodes carry an ABV above 0; the alcohol-free alternatives carry 0 or none", () => {
    const alcoholic = new Set(ALCOHOLIC_CATEGORIES.flatMap((c) => under(c).map((n) => n.key)));
    const stray = ingredientTree
      .filter((n) => (n.abv ?? 0) > 0 && !alcoholic.has(n.key) && !(n.key in ALCOHOLIC_ELSEWHERE))
      .map((n) => n.key);
    expect(stray).toEqual([]);
    for (const n of under("alcohol-free-alternatives")) expect(n.abv ?? 0, n.key).toBe(0);
    for (const key of Object.keys(ALCOHOLIC_ELSEWHERE)) expect(byKey.get(key)?.abv, key).toBeGreaterThan(0);
  });

  it("named bottles carry their producer's ABV", () => {
    const abv = (key: string) => byKey.get(key)?.abv;
    expect(abv("angostura-bitters")).toBeCloseTo(44.7, 1);
    expect(abv("campari")).toBe(25); // as sold in Germany (24 % in the US)
    expect(abv("aperol")).toBe(11);
    expect(abv("green-chartreuse")).toBe(55);
    expect(abv("lillet-blanc")).toBe(17);
    expect(abv("triple-sec")).toBe(40); // Cointreau
    expect(abv("brandy-orange-liqueur")).toBe(40); // Grand Marnier
    expect(abv("navy-strength-gin")).toBeGreaterThanOrEqual(57);
  });
});

describe("facts map", () => {
  it("is keyed by tree keys only", () => {
    const unknown = Object.keys(ingredientFacts).filter((k) => !byKey.has(k));
    expect(unknown).toEqual([]);
  });

  it("names a source for every entry and keeps figures in range", () => {
    for (const [key, f] of Object.entries(ingredientFacts)) {
      expect(f.source.trim().length, key).toBeGreaterThan(10);
      if (f.sugarPer100ml !== undefined) {
        expect(f.sugarPer100ml, key).toBeGreaterThanOrEqual(0);
        // honey, the densest sweetener, holds ≈ 117 g per 100 ml
        expect(f.sugarPer100ml, key).toBeLessThanOrEqual(125);
      }
      if (f.perPiece) {
        expect(f.perPiece.ml ?? 0, key).toBeGreaterThanOrEqual(0);
        expect(f.perPiece.ml ?? 0, key).toBeLessThanOrEqual(100);
        expect(f.perPiece.sugarG ?? 0, key).toBeGreaterThanOrEqual(0);
        expect(f.perPiece.sugarG ?? 0, key).toBeLessThanOrEqual(25);
      }
      for (const a of f.allergens ?? []) expect(ALLERGENS, key).toContain(a);
      expect(new Set(f.allergens ?? []).size, `${key}: allergens listed once`).toBe(
        (f.allergens ?? []).length,
      );
    }
  });
});

describe("sugar", () => {
  // Where the sugar of a drink comes from: these must all reach a figure, their own or an ancestor's.
  for (const category of ["syrups-sweeteners", "liqueurs", "juices", "fortified-wines", "wines", "mixers"]) {
    it(`every node of ${category} resolves to sugar per 100 ml`, () => {
      const missing = under(category)
        .filter((n) => factsOf(n.key)?.facts.sugarPer100ml === undefined)
        .map((n) => n.key);
      expect(missing).toEqual([]);
    });
  }

  it("pins the figures that are easy to get wrong", () => {
    const sugar = (key: string) => factsOf(key)?.facts.sugarPer100ml;
    // 1:1 by weight: 50 % sugar at 1.23 g/ml ≈ 62 g per 100 ml, not 50
    expect(sugar("simple-syrup")).toBeGreaterThanOrEqual(55);
    expect(sugar("simple-syrup")).toBeLessThanOrEqual(70);
    // 2:1 by weight ≈ 88 g per 100 ml
    expect(sugar("rich-simple-syrup")).toBeGreaterThanOrEqual(80);
    expect(sugar("rich-simple-syrup")).toBeLessThanOrEqual(95);
    expect(sugar("lime-juice")).toBeLessThan(3);
    expect(sugar("lemon-juice")).toBeLessThan(4);
    expect(sugar("orange-juice")).toBeGreaterThan(7);
    expect(sugar("soda-water")).toBe(0);
    // crème de cassis: at least 400 g/l by law
    expect(sugar("creme-de-cassis")).toBeGreaterThanOrEqual(40);
    // every liqueur at least the legal 100 g/l (70 g/l for cherry, 80 g/l for gentian)
    for (const n of under("liqueurs")) expect(sugar(n.key), n.key).toBeGreaterThanOrEqual(5);
    expect(sugar("dry-vermouth")).toBeLessThan(sugar("sweet-vermouth") ?? 0);
    expect(sugar("sweet-vermouth")).toBeGreaterThanOrEqual(13);
    // distilled spirits carry no sugar to speak of
    for (const key of ["gin", "london-dry-gin", "vodka", "whiskey", "tequila", "white-rum", "cognac"]) {
      expect(sugar(key), key).toBe(0);
    }
  });
});

// Counted lines: a recipe line in pieces must say what one piece adds, so the calculator never guesses.
// Scope: every line (and every alternative it accepts) with an amount and a counted unit below, whatever the
// ingredient; herbs, spices and garnishes resolve to an explicit 0. Lines without an amount ("a pinch of
// salt to taste", a sugar rim) are left out: nothing to count. Spoons, dashes, drops and splashes are
// volumes, converted by the calculator, not pieces.
//
// perPiece is one figure per ingredient, whatever the counted unit: a lime counts as one wedge (≈ 5 ml).
// Recipes that count a whole lime as "1 piece" (Caipirinha, Caipiroska) are under-read until the facts
// know units (see the report to the decision record).
const PIECE_UNITS = new Set(["piece", "cube", "wedge", "slice", "leaf", "sprig", "pinch"]);

describe("counted lines", () => {
  const counted = recipes.flatMap((r) =>
    r.lines
      .filter((l) => PIECE_UNITS.has(l.unit) && l.amount !== undefined)
      .flatMap((l) => [l.ing, ...(l.or ?? [])].map((ing) => ({ slug: r.slug, ing, unit: l.unit }))),
  );

  it("exist (the scope is not empty)", () => {
    expect(counted.length).toBeGreaterThan(20);
  });

  it("every counted line resolves to what one piece adds", () => {
    const missing = counted
      .filter((c) => factsOf(c.ing)?.facts.perPiece === undefined)
      .map((c) => `${c.slug}: ${c.ing} (${c.unit})`);
    expect(missing).toEqual([]);
  });

  it("never counts a piece's sugar twice (the calculator adds sugarG and ml × sugarPer100ml)", () => {
    const twice = Object.entries(ingredientFacts)
      .filter(
        ([, f]) => (f.perPiece?.ml ?? 0) > 0 && (f.perPiece?.sugarG ?? 0) > 0 && (f.sugarPer100ml ?? 0) > 0,
      )
      .map(([key]) => key);
    expect(twice).toEqual([]);
  });

  it("a sugar cube is 3–4.5 g of sugar, an egg white about 3 cl, a mint leaf nothing", () => {
    const piece = (key: string) => factsOf(key)?.facts.perPiece;
    expect(piece("sugar-cube")?.sugarG).toBeGreaterThanOrEqual(2.5);
    expect(piece("sugar-cube")?.sugarG).toBeLessThanOrEqual(4.5);
    expect(piece("egg-white")?.ml).toBeGreaterThanOrEqual(25);
    expect(piece("egg-white")?.ml).toBeLessThanOrEqual(35);
    expect(piece("egg-yolk")?.ml).toBeGreaterThanOrEqual(14);
    expect(piece("egg-yolk")?.ml).toBeLessThanOrEqual(20);
    expect(piece("whole-egg")?.ml).toBeGreaterThanOrEqual(45);
    expect(piece("whole-egg")?.ml).toBeLessThanOrEqual(55);
    expect(piece("mint")).toEqual({ ml: 0, sugarG: 0 });
    expect(piece("lime")?.ml).toBeGreaterThan(0);
  });
});

describe("allergens and raw egg", () => {
  const allergens = (key: string) => factsOf(key)?.facts.allergens ?? [];

  it("egg white, yolk and whole egg are raw egg and declare egg", () => {
    for (const n of under("eggs")) {
      const f = factsOf(n.key)?.facts;
      expect(f?.rawEgg, n.key).toBe(true);
      expect(f?.allergens, n.key).toContain("egg");
    }
    for (const key of ["egg-white", "egg-yolk", "whole-egg"]) {
      expect(ingredientFacts[key]?.rawEgg, key).toBe(true);
      expect(ingredientFacts[key]?.allergens, key).toContain("egg");
    }
  });

  it("raw egg is only ever an egg", () => {
    const eggs = new Set(under("eggs").map((n) => n.key));
    const others = ingredientTree
      .filter((n) => factsOf(n.key)?.facts.rawEgg && !eggs.has(n.key))
      .map((n) => n.key);
    expect(others).toEqual([]);
  });

  it("wine in every form declares sulphites", () => {
    for (const n of [...under("wines"), ...under("fortified-wines")]) {
      expect(allergens(n.key), n.key).toContain("sulphites");
    }
    expect(allergens("cider")).toContain("sulphites");
  });

  it("beer declares gluten; distilled spirits do not (cereal distillates are exempt)", () => {
    for (const n of under("beer-and-cider").filter((n) => n.key !== "cider")) {
      expect(allergens(n.key), n.key).toContain("gluten");
    }
    expect(allergens("cider")).not.toContain("gluten");
    for (const n of under("spirits")) expect(allergens(n.key), n.key).not.toContain("gluten");
  });

  it("names the allergen of the ingredients that carry one", () => {
    expect(allergens("orgeat")).toContain("nuts");
    expect(allergens("hazelnut-liqueur")).toContain("nuts");
    expect(allergens("almond-milk")).toContain("nuts");
    expect(allergens("cream")).toContain("milk");
    expect(allergens("milk")).toContain("milk");
    expect(allergens("irish-cream-liqueur")).toContain("milk");
    expect(allergens("egg-liqueur")).toContain("egg");
    expect(factsOf("egg-liqueur")?.facts.rawEgg).toBeUndefined();
    expect(allergens("celery-salt")).toContain("celery");
    expect(allergens("worcestershire-sauce")).toContain("fish");
    expect(allergens("soy-milk")).toContain("soy");
    // amaretto's bitter-almond taste usually comes from apricot kernels: no nut declaration by default
    expect(allergens("amaretto")).not.toContain("nuts");
  });
});

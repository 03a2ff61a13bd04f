import { describe, expect, it } from "vitest";
import {
  buildRelatedIndex,
  type IngredientGraph,
  type RecipeFacts,
  relatedInput,
  relatedness,
  relatedTo,
  spiritFamily,
} from "./related-recipes";

// A small catalogue in the seed's shape: a tree of ingredient keys (child → parent) and recipes by keys.
const PARENT: Record<string, string | null> = {
  spirits: null,
  rum: "spirits",
  "white-rum": "rum",
  cachaca: "spirits",
  whiskey: "spirits",
  "irish-whiskey": "whiskey",
  bourbon: "whiskey",
  gin: "spirits",
  vodka: "spirits",
  juices: null,
  "lime-juice": "juices",
  "lemon-juice": "juices",
  "pineapple-juice": "juices",
  fruit: null,
  lime: "fruit",
  mango: "fruit",
  "syrups-sweeteners": null,
  "simple-syrup": "syrups-sweeteners",
  "honey-syrup": "syrups-sweeteners",
  "spices-other": null,
  sugar: "spices-other",
  mint: "spices-other",
  mixers: null,
  "soda-water": "mixers",
  "tonic-water": "mixers",
  water: "mixers",
  "coffee-tea": null,
  coffee: "coffee-tea",
  "hot-coffee": "coffee",
  espresso: "coffee",
  "dairy-eggs": null,
  cream: "dairy-eggs",
  milk: "dairy-eggs",
  yogurt: "dairy-eggs",
  liqueurs: null,
  "coffee-liqueur": "liqueurs",
  campari: "liqueurs",
  "cream-of-coconut": "dairy-eggs",
  "fortified-wines": null,
  "sweet-vermouth": "fortified-wines",
};
const KEYS = Object.keys(PARENT);
const idOf = (key: string) => KEYS.indexOf(key) + 1;

function graph(): IngredientGraph {
  const keyOf = new Map<number, string>();
  const ancestors = new Map<number, number[]>();
  for (const key of KEYS) {
    keyOf.set(idOf(key), key);
    const chain: number[] = [];
    for (let k: string | null = key; k; k = PARENT[k] ?? null) chain.unshift(idOf(k));
    ancestors.set(idOf(key), chain);
  }
  // Limes give lime juice; sugar (with water) gives simple syrup.
  const yields = new Map([
    [idOf("lime"), [idOf("lime-juice")]],
    [idOf("sugar"), [idOf("simple-syrup")]],
  ]);
  return { keyOf, ancestors, yields };
}

type Drink = [
  slug: string,
  base: string | null,
  method: string,
  glass: string,
  lines: string[],
  rating: number,
];
const DRINKS: Drink[] = [
  ["caipirinha", "cachaca", "build", "double-rocks", ["cachaca", "lime", "sugar"], 4.5],
  ["daiquiri", "rum", "shake", "coupe", ["white-rum", "lime-juice", "simple-syrup"], 4.6],
  ["ti-punch", "rum", "build", "rocks", ["rum", "lime", "sugar"], 4.0],
  ["mojito", "rum", "build", "highball", ["white-rum", "lime-juice", "mint", "sugar", "soda-water"], 4.5],
  ["gin-sour", "gin", "shake", "rocks", ["gin", "lemon-juice", "simple-syrup"], 4.1],
  [
    "irish-coffee",
    "whiskey",
    "build",
    "irish-coffee",
    ["irish-whiskey", "hot-coffee", "sugar", "cream"],
    4.4,
  ],
  ["hot-toddy", "whiskey", "build", "irish-coffee", ["whiskey", "honey-syrup", "lemon-juice", "water"], 4.3],
  ["whiskey-sour", "whiskey", "shake", "rocks", ["bourbon", "lemon-juice", "simple-syrup"], 4.5],
  [
    "espresso-martini",
    "vodka",
    "shake",
    "martini",
    ["vodka", "coffee-liqueur", "espresso", "simple-syrup"],
    4.6,
  ],
  ["white-russian", "vodka", "build", "rocks", ["vodka", "coffee-liqueur", "cream"], 4.2],
  ["mango-lassi", null, "blend", "highball", ["mango", "yogurt", "milk", "sugar"], 4.4],
  ["pina-colada", "rum", "blend", "poco-grande", ["white-rum", "pineapple-juice", "cream-of-coconut"], 4.3],
  ["negroni", "gin", "stir", "rocks", ["gin", "campari", "sweet-vermouth"], 4.7],
  ["boulevardier", "whiskey", "stir", "rocks", ["bourbon", "campari", "sweet-vermouth"], 4.5],
  ["gin-and-tonic", "gin", "build", "highball", ["gin", "tonic-water"], 4.2],
];

function facts(): RecipeFacts[] {
  return DRINKS.map(([, base, method, glass, lines, rating], i) => ({
    id: i + 1,
    baseId: base ? idOf(base) : null,
    method,
    glass,
    requiredIds: lines.map(idOf),
    rating,
  }));
}
const slugOf = (id: number) => DRINKS[id - 1]?.[0];
const idOfDrink = (slug: string) => DRINKS.findIndex((d) => d[0] === slug) + 1;
const drink = (slug: string) => DRINKS[idOfDrink(slug) - 1]!;

const tree = graph();
const inputs = facts().map((f) => relatedInput(f, tree));
const index = buildRelatedIndex(inputs);
const related = (slug: string, limit = 4) => relatedTo(index, idOfDrink(slug), limit).map(slugOf);

describe("spiritFamily", () => {
  it("puts kin together and keeps the rest apart", () => {
    expect(spiritFamily("cachaca")).toBe(spiritFamily("rum"));
    expect(spiritFamily("mezcal")).toBe(spiritFamily("tequila"));
    expect(spiritFamily("gin")).not.toBe(spiritFamily("rum"));
    expect(spiritFamily(null)).toBe("none");
  });
});

describe("relatedInput", () => {
  it("widens lines upward and through what they yield", () => {
    const caipirinha = inputs[idOfDrink("caipirinha") - 1]!;
    expect(caipirinha.structure).toBe("sour");
    expect(caipirinha.family).toBe("sugarcane");
    expect(caipirinha.ingredients).toEqual(
      expect.arrayContaining([idOf("lime"), idOf("fruit"), idOf("lime-juice"), idOf("simple-syrup")]),
    );
  });
});

describe("relatedTo", () => {
  it("gives a Caipirinha sours and rum or cachaça drinks, not an Irish Coffee", () => {
    const list = related("caipirinha");
    expect(list).toHaveLength(4);
    expect(list).not.toContain("irish-coffee");
    expect(list.slice(0, 2).sort()).toEqual(["daiquiri", "ti-punch"]);
    for (const slug of list) {
      const [, base, method, glass, lines] = drink(slug ?? "");
      const input = inputs[idOfDrink(slug ?? "") - 1]!;
      expect(
        input.structure === "sour" || spiritFamily(base) === "sugarcane",
        `${slug}: ${method} ${glass} ${lines.join(",")}`,
      ).toBe(true);
    }
  });

  it("gives an Irish Coffee coffee and whiskey drinks, not a Mango Lassi", () => {
    const list = related("irish-coffee");
    expect(list[0]).toBe("hot-toddy");
    expect(list).not.toContain("mango-lassi");
    for (const slug of list) {
      const [, base, , , lines] = drink(slug ?? "");
      expect(
        base === "whiskey" || lines.some((l) => PARENT[l] === "coffee" || l.startsWith("coffee")),
        slug,
      ).toBe(true);
    }
  });

  it("gives a Mango Lassi creamy drinks first", () => {
    expect(related("mango-lassi", 2).sort()).toEqual(["pina-colada", "white-russian"]);
  });

  it("gives a Negroni the Boulevardier: a stirred drink with the same rare ingredients", () => {
    expect(related("negroni", 1)).toEqual(["boulevardier"]);
  });

  it("is symmetric, never lists the recipe itself, and honours the limit", () => {
    const a = idOfDrink("daiquiri");
    const b = idOfDrink("mojito");
    expect(relatedness(index, a, b)).toBeCloseTo(relatedness(index, b, a));
    for (const [slug] of DRINKS) {
      const list = related(slug, 20);
      expect(list).not.toContain(slug);
      expect(list).toHaveLength(DRINKS.length - 1);
      expect(new Set(list).size).toBe(list.length);
    }
    expect(related("daiquiri", 2)).toHaveLength(2);
    expect(related("daiquiri", 0)).toEqual([]);
    expect(relatedTo(index, 999)).toEqual([]);
  });

  it("orders by score, then by rating", () => {
    const all = relatedTo(index, idOfDrink("gin-sour"), 20);
    const scores = all.map((id) => relatedness(index, idOfDrink("gin-sour"), id));
    for (let i = 1; i < scores.length; i++) expect(scores[i - 1]!).toBeGreaterThanOrEqual(scores[i]!);
  });

  it("compares a recipe outside the index (a draft) by its own lines", () => {
    const draft = relatedInput(
      {
        id: 100,
        baseId: idOf("cachaca"),
        method: "build",
        glass: "rocks",
        requiredIds: [idOf("cachaca"), -idOf("lime"), idOf("sugar")],
        rating: 0,
      },
      tree,
    );
    expect(relatedTo(index, draft, 1).map(slugOf)).toEqual(["caipirinha"]);
  });
});

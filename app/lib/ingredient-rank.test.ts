import { describe, expect, it } from "vitest";
import { foldForMatch, matchTier, type RankItem, rankIngredients } from "./ingredient-rank";

type Row = {
  id: number;
  parent: number | null;
  kind: string;
  en: string;
  de: string;
  /** synonyms in both languages */
  synonyms?: string[];
  uses: number;
};

// A slice of the real tree: categories, generics, one specific and one product.
const ROWS: Row[] = [
  { id: 1, parent: null, kind: "category", en: "Spirits", de: "Spirituosen", uses: 400 },
  { id: 2, parent: 1, kind: "generic", en: "Gin", de: "Gin", synonyms: ["dry gin"], uses: 120 },
  { id: 3, parent: 2, kind: "specific", en: "London dry gin", de: "London Dry Gin", uses: 30 },
  {
    id: 4,
    parent: 3,
    kind: "product",
    en: "Tanqueray London Dry",
    de: "Tanqueray London Dry",
    synonyms: ["Tanqueray London Dry Gin"],
    uses: 2,
  },
  { id: 5, parent: 1, kind: "generic", en: "Rum", de: "Rum", uses: 100 },
  {
    id: 6,
    parent: 5,
    kind: "specific",
    en: "White rum",
    de: "Weißer Rum",
    synonyms: ["light rum", "silver rum"],
    uses: 40,
  },
  { id: 7, parent: 1, kind: "generic", en: "Cachaça", de: "Cachaça", synonyms: ["cachaca"], uses: 9 },
  { id: 10, parent: null, kind: "category", en: "Liqueurs", de: "Liköre", uses: 150 },
  {
    id: 11,
    parent: 10,
    kind: "generic",
    en: "Sloe gin",
    de: "Sloe Gin",
    synonyms: ["Schlehenlikör"],
    uses: 5,
  },
  {
    id: 12,
    parent: 10,
    kind: "generic",
    en: "Crème de cassis",
    de: "Crème de Cassis",
    synonyms: ["cassis", "Cassislikör"],
    uses: 7,
  },
  { id: 13, parent: 10, kind: "generic", en: "Ginger liqueur", de: "Ingwerlikör", uses: 15 },
  { id: 20, parent: null, kind: "category", en: "Syrups", de: "Sirupe", uses: 110 },
  {
    id: 21,
    parent: 20,
    kind: "generic",
    en: "Simple syrup",
    de: "Zuckersirup",
    synonyms: ["sugar syrup", "gomme syrup", "Läuterzucker"],
    uses: 90,
  },
  {
    id: 22,
    parent: 21,
    kind: "specific",
    en: "Cane sugar syrup",
    de: "Rohrzuckersirup",
    synonyms: ["cane syrup"],
    uses: 4,
  },
  { id: 23, parent: 20, kind: "generic", en: "Ginger syrup", de: "Ingwersirup", uses: 3 },
  { id: 30, parent: null, kind: "category", en: "Soft drinks", de: "Limonaden", uses: 60 },
  { id: 31, parent: 30, kind: "generic", en: "Ginger ale", de: "Ginger Ale", uses: 12 },
  {
    id: 32,
    parent: 30,
    kind: "generic",
    en: "Ginger beer",
    de: "Ginger Beer",
    synonyms: ["Ingwerbier"],
    uses: 25,
  },
  { id: 33, parent: 30, kind: "generic", en: "Lime cordial", de: "Lime Cordial", uses: 3 },
  { id: 40, parent: null, kind: "category", en: "Juices", de: "Säfte", uses: 200 },
  {
    id: 41,
    parent: 40,
    kind: "generic",
    en: "Lime juice",
    de: "Limettensaft",
    synonyms: ["fresh lime juice"],
    uses: 140,
  },
  { id: 50, parent: null, kind: "category", en: "Pantry", de: "Vorrat", uses: 40 },
  { id: 51, parent: 50, kind: "generic", en: "Ginger", de: "Ingwer", uses: 8 },
  { id: 52, parent: 50, kind: "generic", en: "Sugar", de: "Zucker", uses: 10 },
  { id: 53, parent: 50, kind: "generic", en: "Lime", de: "Limette", uses: 15 },
];

/** Items as one page language sees them: its name as `name`, the other language's name and synonyms as aliases. */
function itemsFor(rows: readonly Row[], locale: "de" | "en"): RankItem[] {
  const ancestors = new Map<number, number[]>();
  const items: RankItem[] = [];
  for (const row of rows) {
    const chain = [...(row.parent === null ? [] : (ancestors.get(row.parent) ?? [])), row.id];
    ancestors.set(row.id, chain);
    const [name, other] = locale === "en" ? [row.en, row.de] : [row.de, row.en];
    items.push({
      id: row.id,
      name,
      aliases: [other, ...(row.synonyms ?? [])],
      kind: row.kind,
      ancestors: chain,
      uses: row.uses,
    });
  }
  return items;
}

const EN = itemsFor(ROWS, "en");
const DE = itemsFor(ROWS, "de");

function names(query: string, items: readonly RankItem[], locale: "de" | "en", limit?: number): string[] {
  return rankIngredients(query, items, locale, limit).map((item) => item.name);
}

/** Small seeded generator so a failing property case can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(list: readonly T[], next: () => number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

describe("foldForMatch", () => {
  it("lower-cases and drops diacritics", () => {
    expect(foldForMatch("Crème de Cassis")).toBe("creme de cassis");
    expect(foldForMatch("Cachaça")).toBe("cachaca");
    expect(foldForMatch("Añejo")).toBe("anejo");
    expect(foldForMatch("Läuterzucker")).toBe("lauterzucker");
    expect(foldForMatch("Aalborg Akvavit Ø")).toBe("aalborg akvavit o");
  });
  it("turns ß and capital ẞ into ss", () => {
    expect(foldForMatch("Weißer Rum")).toBe("weisser rum");
    expect(foldForMatch("WEIẞER RUM")).toBe("weisser rum");
  });
  it("collapses whitespace, hyphens and apostrophes to one space and trims", () => {
    expect(foldForMatch("  Pimm’s   No. 1 ")).toBe("pimm s no. 1");
    expect(foldForMatch("Orange-Bitter")).toBe("orange bitter");
    expect(foldForMatch("Orange – - Bitter")).toBe("orange bitter");
    expect(foldForMatch("Zucker\u00ADsirup")).toBe("zuckersirup");
    expect(foldForMatch("\t\n")).toBe("");
  });
});

describe("matchTier", () => {
  it("tells exact, prefix, word prefix and substring apart", () => {
    expect(matchTier("gin", "gin")).toBe(0);
    expect(matchTier("gin", "ginger")).toBe(1);
    expect(matchTier("gin", "sloe gin")).toBe(2);
    expect(matchTier("gin", "ginger (fresh)")).toBe(1);
    expect(matchTier("fresh", "ginger (fresh)")).toBe(2);
    expect(matchTier("ger", "ginger")).toBe(3);
    expect(matchTier("zucker", "rohrzuckersirup")).toBe(3);
    expect(matchTier("rum", "vodka")).toBeNull();
  });
  it("prefers a later word start over an earlier substring", () => {
    expect(matchTier("gin", "virgin gin")).toBe(2);
  });
  it("matches nothing for an empty query or a longer one", () => {
    expect(matchTier("", "gin")).toBeNull();
    expect(matchTier("ginger", "gin")).toBeNull();
  });
});

describe("rankIngredients on the English page", () => {
  it("puts Gin first for 'gin', then prefixes, then word prefixes, the product last", () => {
    expect(names("gin", EN, "en")).toEqual([
      "Gin", // exact
      "Ginger beer", // prefix, 25 uses
      "Ginger liqueur", // prefix, 15
      "Ginger ale", // prefix, 12
      "Ginger", // prefix, 8
      "Ginger syrup", // prefix, 3
      "London dry gin", // word prefix, 30
      "Sloe gin", // word prefix, 5
      "Tanqueray London Dry", // word prefix, only through its alias
    ]);
  });
  it("ignores case and surrounding whitespace", () => {
    const expected = names("gin", EN, "en");
    expect(names("Gin", EN, "en")).toEqual(expected);
    expect(names(" GIN ", EN, "en")).toEqual(expected);
  });
  it("finds Simple syrup by its synonym 'sugar syrup', and Cane sugar syrup after it", () => {
    expect(names("sugar syrup", EN, "en")).toEqual(["Simple syrup", "Cane sugar syrup"]);
    expect(names("Sugar-Syrup", EN, "en")).toEqual(["Simple syrup", "Cane sugar syrup"]);
  });
  it("puts Lime before Lime juice and Lime cordial", () => {
    expect(names("lime", EN, "en")).toEqual(["Lime", "Lime juice", "Lime cordial"]);
  });
  it("finds accented names typed without accents and with them", () => {
    expect(names("creme", EN, "en")).toEqual(["Crème de cassis"]);
    expect(names("cachaca", EN, "en")[0]).toBe("Cachaça");
    expect(names("Cachaça", EN, "en")[0]).toBe("Cachaça");
  });
  it("finds English items by their German names", () => {
    expect(names("ingwer", EN, "en")).toEqual(["Ginger", "Ginger beer", "Ginger liqueur", "Ginger syrup"]);
    expect(names("Schlehenlikör", EN, "en")).toEqual(["Sloe gin"]);
    expect(names("zuckersirup", EN, "en")).toEqual(["Simple syrup", "Cane sugar syrup"]);
  });
  it("ranks a name match before an alias-only match in the same tier", () => {
    // "London dry gin" and the Tanqueray bottle's alias both match as word prefix; the name wins.
    const ranked = names("dry gin", EN, "en");
    expect(ranked).toEqual(["Gin", "London dry gin", "Tanqueray London Dry"]);
  });
  it("ranks a better tier on an alias above a worse tier on the name", () => {
    // "cassis" is an exact synonym (tier 0) though the name only has it as a word prefix.
    expect(rankIngredients("cassis", EN, "en")[0]?.name).toBe("Crème de cassis");
    expect(names("light rum", EN, "en")).toEqual(["White rum"]);
  });
});

describe("rankIngredients on the German page", () => {
  it("puts Zucker first for 'zucker', then the prefix Zuckersirup, then the substring", () => {
    expect(names("zucker", DE, "de")).toEqual(["Zucker", "Zuckersirup", "Rohrzuckersirup"]);
  });
  it("puts Limette first for 'limette'", () => {
    expect(names("limette", DE, "de")).toEqual(["Limette", "Limettensaft"]);
  });
  it("finds German items by their English names and synonyms", () => {
    expect(names("simple syrup", DE, "de")).toEqual(["Zuckersirup"]);
    expect(names("lime juice", DE, "de")).toEqual(["Limettensaft"]);
    expect(names("sugar", DE, "de")).toEqual(["Zucker", "Zuckersirup", "Rohrzuckersirup"]);
  });
  it("puts an exact English synonym before German names that merely start with it", () => {
    expect(names("ginger", DE, "de")[0]).toBe("Ingwer");
    expect(names("ingwer", DE, "de")).toEqual(["Ingwer", "Ingwerlikör", "Ingwersirup", "Ginger Beer"]);
  });
  it("ranks a German name match before a more used English-alias match in the same tier", () => {
    // Ginger Ale (12 uses) starts with "ginger" in its German name; Ingwerlikör (15) only in its English one.
    expect(names("ginger", DE, "de")).toEqual([
      "Ingwer",
      "Ginger Beer",
      "Ginger Ale",
      "Ingwerlikör",
      "Ingwersirup",
    ]);
  });
  it("treats ß and ss alike", () => {
    expect(names("weißer", DE, "de")).toEqual(["Weißer Rum"]);
    expect(names("weisser rum", DE, "de")).toEqual(["Weißer Rum"]);
    expect(names("rum", DE, "de")).toEqual(["Rum", "Weißer Rum"]);
  });
});

describe("rankIngredients edge cases", () => {
  it("returns nothing for an empty or blank query", () => {
    expect(rankIngredients("", EN, "en")).toEqual([]);
    expect(rankIngredients("   ", EN, "en")).toEqual([]);
    expect(rankIngredients("-'", EN, "en")).toEqual([]);
  });
  it("respects the limit", () => {
    expect(names("gin", EN, "en", 3)).toEqual(["Gin", "Ginger beer", "Ginger liqueur"]);
    expect(names("gin", EN, "en", 0)).toEqual([]);
    expect(names("gin", EN, "en", 100)).toHaveLength(9);
  });
  it("cuts the query at 60 characters", () => {
    const long = { ...EN[1]!, id: 99, name: `${"a".repeat(60)}b`, aliases: [] };
    const items = [...EN, long];
    expect(names("a".repeat(61), items, "en")).toEqual([long.name]);
    expect(names(`${"a".repeat(60)}x`, items, "en")).toEqual([long.name]);
  });
  it("gives the same order for any input order", () => {
    const next = random(7);
    for (const query of ["gin", "sugar", "lime", "syrup", "i", "r", "zucker"]) {
      const expected = rankIngredients(query, EN, "en");
      for (let round = 0; round < 20; round++) {
        expect(rankIngredients(query, shuffled(EN, next), "en")).toEqual(expected);
      }
    }
  });
  it("returns the caller's own objects, extra fields included", () => {
    const withSection = EN.map((item) => ({ ...item, section: `s${item.ancestors[0]}` }));
    const ranked = rankIngredients("lime", withSection, "en");
    expect(ranked.map((item) => item.section)).toEqual(["s50", "s40", "s30"]);
    expect(ranked[0]).toBe(withSection.find((item) => item.name === "Lime"));
  });
  it("breaks equal names by id", () => {
    const twins: RankItem[] = [
      { id: 9, name: "Bitters", aliases: [], kind: "generic", ancestors: [9], uses: 1 },
      { id: 8, name: "Bitters", aliases: [], kind: "generic", ancestors: [8], uses: 1 },
    ];
    expect(rankIngredients("bitters", twins, "en").map((item) => item.id)).toEqual([8, 9]);
  });
});

describe("rankIngredients and the tree", () => {
  it("never puts a product before its generic ancestor in the same tier", () => {
    for (const [items, locale] of [
      [EN, "en"],
      [DE, "de"],
    ] as const) {
      for (const query of ["london", "london dry", "tanqueray", "dry", "d", "n", "gin", "lon"]) {
        const ranked = rankIngredients(query, items, locale);
        const at = (id: number) => ranked.findIndex((item) => item.id === id);
        const product = at(4);
        const specific = at(3);
        if (product >= 0 && specific >= 0) expect(specific).toBeLessThan(product);
      }
    }
    expect(names("london", EN, "en")).toEqual(["London dry gin", "Tanqueray London Dry"]);
  });
  it("keeps an ancestor first even when a descendant has more uses or is not a product", () => {
    // Odd data on purpose: the generic is rarer than its child and the specific sits below a product.
    const odd: RankItem[] = [
      { id: 1, name: "Vodka", aliases: [], kind: "generic", ancestors: [1], uses: 3 },
      { id: 2, name: "Vodka citron", aliases: [], kind: "specific", ancestors: [1, 2], uses: 50 },
      { id: 3, name: "Vodka cherry", aliases: [], kind: "generic", ancestors: [3], uses: 10 },
      { id: 4, name: "Vodka brand", aliases: [], kind: "product", ancestors: [3, 4], uses: 8 },
      { id: 5, name: "Vodka brand special", aliases: [], kind: "specific", ancestors: [3, 4, 5], uses: 9 },
    ];
    // Vodka rises to Vodka citron's place; Vodka brand stays above its child.
    expect(names("vod", odd, "en")).toEqual([
      "Vodka",
      "Vodka citron",
      "Vodka cherry",
      "Vodka brand",
      "Vodka brand special",
    ]);
  });

  // Random small forests with random names from a few syllables, random kinds and uses (also uses that
  // break the "an ancestor counts its descendants" rule), ranked for every short query.
  const SYLLABLES = ["gin", "ger", "rum", "lime", "sirup", "zucker", " ", "-"];
  const KINDS = ["category", "generic", "specific", "product"];

  function randomForest(next: () => number, monotone: boolean): RankItem[] {
    const count = 3 + Math.floor(next() * 14);
    const items: RankItem[] = [];
    for (let i = 0; i < count; i++) {
      const parent = i > 0 && next() < 0.7 ? items[Math.floor(next() * items.length)] : undefined;
      let name = "";
      const parts = 1 + Math.floor(next() * 3);
      for (let p = 0; p < parts; p++) name += SYLLABLES[Math.floor(next() * SYLLABLES.length)];
      const aliases = next() < 0.5 ? [`${SYLLABLES[Math.floor(next() * 6)]!}s`] : [];
      const kind = monotone
        ? next() < 0.3
          ? "product"
          : "generic"
        : KINDS[Math.floor(next() * KINDS.length)]!;
      items.push({
        id: 100 + i,
        name: name || "x",
        aliases,
        kind,
        ancestors: [...(parent?.ancestors ?? []), 100 + i],
        uses: Math.floor(next() * 6),
      });
    }
    if (monotone) {
      // Products only as leaves and every ancestor counting at least what its descendants count.
      const byId = new Map(items.map((item) => [item.id, item]));
      for (const item of items) {
        if (items.some((other) => other.id !== item.id && other.ancestors.includes(item.id))) {
          item.kind = "generic";
        }
      }
      for (const item of [...items].reverse()) {
        for (const id of item.ancestors.slice(0, -1)) {
          const ancestor = byId.get(id)!;
          ancestor.uses = Math.max(ancestor.uses, item.uses);
        }
      }
    }
    return items;
  }

  function groupOf(query: string, item: RankItem): number {
    const q = foldForMatch(query);
    const tier = (name: string) => matchTier(q, foldForMatch(name)) ?? 4;
    const best = Math.min(tier(item.name), ...item.aliases.map(tier));
    return best * 2 + (tier(item.name) === best ? 0 : 1);
  }

  const QUERIES = ["g", "gin", "ger", "r", "rum", "i", "lime", "sirup", "z", "s", "e"];

  it("never puts a descendant before its ancestor in the same group, for any input order", () => {
    const next = random(42);
    for (let round = 0; round < 300; round++) {
      const items = randomForest(next, false);
      for (const query of QUERIES) {
        const locale = next() < 0.5 ? "de" : "en";
        const ranked = rankIngredients(query, items, locale);
        const position = new Map(ranked.map((item, index) => [item.id, index]));
        for (const item of ranked) {
          for (const id of item.ancestors.slice(0, -1)) {
            const at = position.get(id);
            if (at === undefined) continue;
            const ancestor = ranked[at]!;
            if (groupOf(query, ancestor) === groupOf(query, item)) {
              expect(at).toBeLessThan(position.get(item.id)!);
            }
          }
        }
        // Groups are in order, and the result does not depend on the input order.
        const groups = ranked.map((item) => groupOf(query, item));
        expect(groups).toEqual([...groups].sort((a, b) => a - b));
        expect(rankIngredients(query, shuffled(items, next), locale)).toEqual(ranked);
      }
    }
  });

  it("with usual data, equals the plain order of tier, name-or-alias, product, uses, depth, name", () => {
    const next = random(2024);
    const collator = new Intl.Collator("en");
    for (let round = 0; round < 300; round++) {
      const items = randomForest(next, true);
      for (const query of QUERIES) {
        const ranked = rankIngredients(query, items, "en");
        const plain = items
          .filter((item) => groupOf(query, item) < 8)
          .sort(
            (a, b) =>
              groupOf(query, a) - groupOf(query, b) ||
              Number(a.kind === "product") - Number(b.kind === "product") ||
              b.uses - a.uses ||
              a.ancestors.length - b.ancestors.length ||
              collator.compare(a.name, b.name) ||
              a.id - b.id,
          );
        expect(ranked.map((item) => item.id)).toEqual(plain.map((item) => item.id));
      }
    }
  });
});

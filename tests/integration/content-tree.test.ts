import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankIngredients } from "../../app/lib/ingredient-rank";
import { type CompactCatalogue, readCatalogue } from "../../app/lib/picker-catalogue";
import { matchBar } from "../../app/models/bar-index.server";
import { loader as choicesLoader } from "../../app/routes/$lang.recipe.filter-choices[.]json";
import type { DatabaseHandle } from "../../db/client";
import { ingredientYields } from "../../db/seed/content/ingredient-yields";
import { recipes } from "../../db/seed/content/recipes";
import { createTestDatabase, getRequest, loadContext, settle } from "./database";

// The ingredient tree as a bartender reads it (ADR 0012), checked on the seeded database with the app's own
// matcher: a bottle counts for a recipe line only where a bartender would pour it for that line. Recipes'
// other ingredients are read from the content files, so the tests follow the recipes as they are edited.

let handle: DatabaseHandle;
const idOf = new Map<string, number>();
const keyOf = new Map<number, string>();

beforeAll(async () => {
  handle = await createTestDatabase();
  const rows = await handle.db.selectFrom("ingredients").select(["id", "key"]).execute();
  for (const r of rows) {
    idOf.set(r.key, r.id);
    keyOf.set(r.id, r.key);
  }
});
afterAll(async () => {
  await handle?.close();
});

const id = (key: string) => {
  const found = idOf.get(key);
  if (found === undefined) throw new Error(`no ingredient ${key}`);
  return found;
};

/** The recipe's required lines except `line` (which must be one of them), as ingredient keys. */
function othersThan(slug: string, line: string): string[] {
  const recipe = recipes.find((r) => r.slug === slug);
  if (!recipe) throw new Error(`no recipe ${slug}`);
  const required = recipe.lines.filter((l) => !l.optional).map((l) => l.ing);
  if (!required.includes(line)) throw new Error(`${slug} has no required ${line} line`);
  return required.filter((k) => k !== line);
}

/** The slugs a bar of these keys makes now (nothing missing). */
async function makes(keys: string[]): Promise<string[]> {
  const result = await matchBar(handle.db, {
    owned: keys.map(id),
    tolerance: "light",
    sort: "missing",
    dir: "asc",
    page: 1,
    locale: "en",
  });
  expect(result.total, "a small bar's answer fits on one page").toBeLessThanOrEqual(result.items.length);
  return result.items.map((i) => i.slug);
}

/** With the recipe's other ingredients, `good` in place of `line` makes it and `bad` does not. */
async function expectLine(slug: string, line: string, good: string, bad: string) {
  const others = othersThan(slug, line);
  expect(await makes([...others, good]), `${good} for ${slug}'s ${line}`).toContain(slug);
  expect(await makes([...others, bad]), `${bad} for ${slug}'s ${line}`).not.toContain(slug);
}

async function ancestorKeys(key: string): Promise<string[]> {
  const row = await handle.db
    .selectFrom("ingredients")
    .select("ancestor_ids")
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
  return row.ancestor_ids.map((a) => keyOf.get(a) ?? String(a)).filter((k) => k !== key);
}

const withLine = (line: string) =>
  recipes.filter((r) => r.lines.some((l) => l.ing === line && !l.optional)).map((r) => r.slug);

describe("brandy means an aged grape brandy", () => {
  const notBrandy = [
    "kirschwasser",
    "williams-pear-brandy",
    "fruit-brandy",
    "grappa",
    "pisco",
    "apple-brandy",
    "calvados",
    "applejack",
  ];

  it("files fruit brandy, grappa, pisco and apple brandy beside brandy, cognac and armagnac below it", async () => {
    for (const key of notBrandy) expect(await ancestorKeys(key), key).not.toContain("brandy");
    for (const key of ["cognac", "armagnac"]) expect(await ancestorKeys(key), key).toContain("brandy");
  });

  it("Kirschwasser with the rest of a Brandy Crusta's ingredients does not make one; cognac does", async () => {
    await expectLine("brandy-crusta", "brandy", "cognac", "kirschwasser");
  });

  it("no fruit brandy, grappa, pisco or apple brandy counts for any recipe's brandy line", async () => {
    const slugs = withLine("brandy");
    expect(slugs).toEqual(expect.arrayContaining(["brandy-crusta", "porto-flip", "eggnog"]));
    for (const slug of slugs) {
      const others = othersThan(slug, "brandy");
      // Skip a recipe whose other lines already hold one of these (none does today).
      if (others.some((k) => notBrandy.includes(k))) continue;
      expect(await makes([...others, "armagnac"]), `armagnac for ${slug}`).toContain(slug);
      for (const key of notBrandy)
        expect(await makes([...others, key]), `${key} for ${slug}`).not.toContain(slug);
    }
  });

  it("grappa is no brandy, and a brandy is no grappa", async () => {
    const vento = withLine("grappa");
    expect(vento.length).toBeGreaterThan(0);
    for (const slug of vento) await expectLine(slug, "grappa", "grappa", "cognac");
  });
});

describe("genever is not gin", () => {
  it("sits beside gin, not below it", async () => {
    expect(await ancestorKeys("genever")).not.toContain("gin");
    expect(await ancestorKeys("london-dry-gin")).toContain("gin");
  });

  it("does not count for a gin line", async () => {
    await expectLine("dry-martini", "gin", "london-dry-gin", "genever");
  });

  it("does not count for a London dry gin line", async () => {
    const slugs = withLine("london-dry-gin");
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) await expectLine(slug, "london-dry-gin", "london-dry-gin", "genever");
  });
});

describe("bitters in their families", () => {
  it("keeps Angostura among the aromatic bitters and Peychaud's among the Creole ones", async () => {
    expect(await ancestorKeys("angostura-bitters")).toEqual(
      expect.arrayContaining(["bitters", "aromatic-bitters"]),
    );
    const peychauds = await ancestorKeys("peychauds-bitters");
    expect(peychauds).toEqual(expect.arrayContaining(["bitters", "creole-bitters"]));
    expect(peychauds).not.toContain("aromatic-bitters");
  });

  it("Peychaud's does not make a recipe asking for Angostura or for aromatic bitters", async () => {
    const angostura = withLine("angostura-bitters");
    expect(angostura).toContain("manhattan");
    for (const slug of angostura) {
      const others = othersThan(slug, "angostura-bitters");
      if (others.includes("peychauds-bitters")) continue;
      expect(await makes([...others, "peychauds-bitters"]), slug).not.toContain(slug);
    }
    await expectLine("manhattan", "angostura-bitters", "angostura-bitters", "peychauds-bitters");
    for (const slug of withLine("aromatic-bitters")) {
      await expectLine(slug, "aromatic-bitters", "angostura-bitters", "peychauds-bitters");
    }
  });

  it("Angostura does not make a recipe asking for Peychaud's", async () => {
    const slugs = withLine("peychauds-bitters");
    expect(slugs).toContain("sazerac");
    for (const slug of slugs)
      await expectLine(slug, "peychauds-bitters", "peychauds-bitters", "angostura-bitters");
  });
});

describe("juices and the fruit they come from", () => {
  it("no juice carries a fruit's name or synonym; the fruit yields the juice instead", async () => {
    const rows = await handle.db
      .selectFrom("ingredients")
      .select(["key", "name_de", "name_en", "synonyms_de", "synonyms_en", "ancestor_ids"])
      .execute();
    const under = (root: string) => rows.filter((r) => r.ancestor_ids.includes(id(root)) && r.key !== root);
    const fruitNames = new Set(
      under("fruit").flatMap((r) =>
        [r.name_de, r.name_en, ...r.synonyms_de, ...r.synonyms_en].map((n) => n.toLowerCase()),
      ),
    );
    expect(fruitNames).toContain("limette");
    expect(fruitNames).toContain("lemon");
    for (const juice of under("juices")) {
      for (const synonym of [...juice.synonyms_de, ...juice.synonyms_en]) {
        expect(fruitNames.has(synonym.toLowerCase()), `${juice.key}: ${synonym}`).toBe(false);
      }
    }
    const yields = ingredientYields.map((y) => `${y.source}>${y.target}`);
    for (const pair of [
      "lime>lime-juice",
      "lemon>lemon-juice",
      "orange>orange-juice",
      "blood-orange>blood-orange-juice",
    ]) {
      expect(yields).toContain(pair);
    }
  });

  it("ranks the fruit first for its name, and still finds the juice by its own", async () => {
    type Choice = Parameters<typeof rankIngredients>[1][number];
    const choices = async (locale: "de" | "en") => {
      const res = await settle(
        choicesLoader({
          request: getRequest(`/${locale}/recipe/filter-choices.json`),
          params: { lang: locale },
          context: loadContext(handle),
        }),
      );
      return readCatalogue((await res.json()) as CompactCatalogue).flatMap((s) => [...s.top, ...s.rest]);
    };
    const first = (list: Choice[], q: string, locale: "de" | "en") =>
      rankIngredients(q, list, locale, 5).map((c) => c.name);
    const en = await choices("en");
    const de = await choices("de");
    expect(first(en, "lime", "en")[0]).toBe("Lime");
    expect(first(en, "lemon", "en")[0]).toBe("Lemon");
    expect(first(en, "lime juice", "en")[0]).toBe("Lime juice");
    expect(first(de, "Zitrone", "de")[0]).toBe("Zitrone");
    expect(first(de, "Limettens", "de")[0]).toBe("Limettensaft");
    expect(first(de, "limettensaft", "de")[0]).toBe("Limettensaft");
    expect(first(de, "Lime Juice Cordial", "de")[0]).toBe("Lime Juice Cordial");
  });
});

describe("yields in step with the tree", () => {
  it("names only ingredients of the tree, each pair once, never a node's own ancestor", async () => {
    const rows = await handle.db
      .selectFrom("ingredients")
      .select(["id", "key", "kind", "ancestor_ids"])
      .execute();
    const byKey = new Map(rows.map((r) => [r.key, r]));
    const seen = new Set<string>();
    for (const y of ingredientYields) {
      const source = byKey.get(y.source);
      const target = byKey.get(y.target);
      expect(source, `yield source ${y.source}`).toBeDefined();
      expect(target, `yield target ${y.target}`).toBeDefined();
      expect(source?.kind, y.source).not.toBe("category");
      // Owning a node already counts for its ancestors, so a yield up the tree would say nothing. (Down the
      // tree is meaningful: eggs → whole egg.)
      expect(source?.ancestor_ids, `${y.source}>${y.target}`).not.toContain(target?.id);
      expect(seen.has(`${y.source}>${y.target}`), `${y.source}>${y.target} twice`).toBe(false);
      seen.add(`${y.source}>${y.target}`);
      expect(y.note.de.trim() && y.note.en.trim(), `${y.source}>${y.target} note`).toBeTruthy();
    }
    const seeded = await handle.db
      .selectFrom("ingredient_yields")
      .select(({ fn }) => fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(seeded.n)).toBe(ingredientYields.length);
  });
});

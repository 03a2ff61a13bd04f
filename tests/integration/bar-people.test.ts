import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankIngredients } from "../../app/lib/ingredient-rank";
import { type CompactCatalogue, readCatalogue } from "../../app/lib/picker-catalogue";
import { STARTER_SETS } from "../../app/lib/starter-sets";
import { matchBar } from "../../app/models/bar-index.server";
import { loader as filterLoader } from "../../app/routes/$lang.recipe.filter";
import { loader as choicesLoader } from "../../app/routes/$lang.recipe.filter-choices[.]json";
import { action as resultAction, loader as resultLoader } from "../../app/routes/$lang.recipe.filter-result";
import type { DatabaseHandle } from "../../db/client";
import { ingredientYields } from "../../db/seed/content/ingredient-yields";
import { createMember, createTestDatabase, formRequest, getRequest, loadContext, settle } from "./database";

// The virtual bar as people meet it, on the seed content: kitchen sense (what an owned ingredient yields),
// the result's sections and answer, starter sets, the ranked picker, and updating a saved bar.

let handle: DatabaseHandle;
const idOf = new Map<string, number>();

beforeAll(async () => {
  handle = await createTestDatabase();
  const rows = await handle.db.selectFrom("ingredients").select(["id", "key"]).execute();
  for (const r of rows) idOf.set(r.key, r.id);
});
afterAll(async () => {
  await handle?.close();
});

const id = (key: string) => {
  const found = idOf.get(key);
  if (found === undefined) throw new Error(`no ingredient ${key}`);
  return found;
};

function match(
  keys: string[],
  tolerance: "light" | "normal" | "high" = "normal",
  locale: "de" | "en" = "en",
) {
  return matchBar(handle.db, {
    owned: keys.map(id),
    tolerance,
    sort: "missing",
    dir: "asc",
    page: 1,
    locale,
  });
}

type ResultJson = {
  ids: number[];
  chosen: { id: number; name: string }[];
  yields: { from: string; to: string[] }[];
  total: number;
  buckets: number[];
  oneAway: number;
  items: { slug: string; missing: number; missingNames: string[] }[];
  shopping: { id: number; name: string; unlocks: number; examples: { slug: string }[] }[];
  shareUrl: string;
};

async function results(query: string, headers: Record<string, string> = {}) {
  const res = await settle(
    resultLoader({
      request: getRequest(`/en/recipe/filter-result?${query}`, headers),
      params: { lang: "en" },
      context: loadContext(handle),
    }),
  );
  return { res, body: (await res.json()) as ResultJson };
}

describe("kitchen sense: the yields relation", () => {
  it("is seeded exactly as the content file lists it", async () => {
    const rows = await handle.db
      .selectFrom("ingredient_yields as y")
      .innerJoin("ingredients as s", "s.id", "y.source_id")
      .innerJoin("ingredients as t", "t.id", "y.target_id")
      .select(["s.key as source", "t.key as target", "y.note_en", "y.note_de"])
      .execute();
    const pairs = (list: { source: string; target: string }[]) =>
      list.map((r) => `${r.source}>${r.target}`).sort();
    expect(pairs(rows)).toEqual(pairs(ingredientYields));
    expect(rows.find((r) => r.source === "lime")).toMatchObject({
      target: "lime-juice",
      note_en: "freshly squeezed",
      note_de: "frisch gepresst",
    });
  });

  it("lets limes count as lime juice: White rum, Lime and Simple syrup make a Daiquiri now", async () => {
    const withLime = await match(["white-rum", "lime", "simple-syrup"]);
    const daiquiri = withLime.items.find((i) => i.slug === "daiquiri");
    expect(daiquiri).toMatchObject({ missing: 0 });
    expect(daiquiri?.countedAs).toContainEqual({
      owned: "Lime",
      as: "Lime juice",
      line: "Lime juice",
      yielded: true,
      note: "freshly squeezed",
      standsIn: null,
    });
    expect(withLime.yields).toEqual([{ from: "Lime", to: ["Lime juice"] }]);

    // Without the lime it is one bottle away, and lime juice is what it misses.
    const without = await match(["white-rum", "simple-syrup"]);
    expect(without.items.find((i) => i.slug === "daiquiri")).toMatchObject({
      missing: 1,
      missingNames: ["Lime juice"],
    });
    // Sugar yields simple syrup too; lime juice yields no limes.
    const sugar = await match(["white-rum", "lime", "sugar"]);
    expect(sugar.items.find((i) => i.slug === "daiquiri")?.missing).toBe(0);
    const juiceOnly = await match(["lime-juice"], "high", "de");
    expect(juiceOnly.yields).toEqual([]);
  });

  it("explains it in German on German pages", async () => {
    const result = await match(["white-rum", "lime", "simple-syrup"], "normal", "de");
    expect(result.yields).toEqual([{ from: "Limette", to: ["Limettensaft"] }]);
    const daiquiri = result.items.find((i) => i.slug === "daiquiri");
    expect(daiquiri?.countedAs).toContainEqual(
      expect.objectContaining({ owned: "Limette", as: "Limettensaft", note: "frisch gepresst" }),
    );
  });

  it("follows chains (eggs → whole egg → egg white) but not the tree downwards", async () => {
    const eggs = await match(["eggs"], "high");
    expect(eggs.yields).toHaveLength(1);
    expect(eggs.yields[0]?.from).toBe("Eggs");
    expect([...(eggs.yields[0]?.to ?? [])].sort()).toEqual(["Egg white", "Egg yolk", "Whole egg"]);
    // An egg white is filed under eggs, yet yields no whole egg.
    const white = await match(["egg-white"], "high");
    expect(white.yields).toEqual([]);
  });

  it("is read from the database: a new pair counts at once, a removed one stops counting", async () => {
    const before = await match(["white-rum", "orange", "simple-syrup"]);
    expect(before.items.find((i) => i.slug === "daiquiri")?.missing).toBe(1);
    await handle.db
      .insertInto("ingredient_yields")
      .values({ source_id: id("orange"), target_id: id("lime-juice") })
      .execute();
    try {
      const after = await match(["white-rum", "orange", "simple-syrup"]);
      expect(after.items.find((i) => i.slug === "daiquiri")?.missing).toBe(0);
    } finally {
      await handle.db
        .deleteFrom("ingredient_yields")
        .where("source_id", "=", id("orange"))
        .where("target_id", "=", id("lime-juice"))
        .execute();
    }
    const again = await match(["white-rum", "orange", "simple-syrup"]);
    expect(again.items.find((i) => i.slug === "daiquiri")?.missing).toBe(1);
  });
});

describe("staples", () => {
  it("takes water for granted: never missing, never a bottle to buy", async () => {
    const water = id("water");
    const withWater = await handle.db
      .selectFrom("recipes")
      .select("slug")
      .where("status", "=", "published")
      .where(({ eb, val }) => eb(val(water), "=", eb.fn.any("required_ids")))
      .execute();
    expect(withWater.length).toBeGreaterThan(0);
    const result = await match(["white-rum", "dark-rum", "lime", "sugar", "honey"], "high");
    for (const item of result.items) expect(item.missingNames, item.slug).not.toContain("Water");
    expect(result.shopping.map((s) => s.name)).not.toContain("Water");
  });
});

describe("results that answer", () => {
  it("counts each section, lists what can be made first, and names the chosen ingredients", async () => {
    const bar = ["white-rum", "lime", "simple-syrup"].map(id);
    const { res, body } = await results(`i=${bar.join(",")}&tolerance=normal`);
    expect(res.status).toBe(200);
    expect(body.chosen.map((c) => c.name).sort()).toEqual(["Lime", "Simple syrup", "White rum"]);
    expect(body.buckets).toHaveLength(3);
    expect(body.buckets.reduce((a, b) => a + b, 0)).toBe(body.total);
    expect(body.buckets[0]).toBeGreaterThan(0);
    // The page is grouped: every drink that can be made comes before the first that cannot.
    const missing = body.items.map((i) => i.missing);
    expect(missing).toEqual([...missing].sort((a, b) => a - b));
    expect(body.items.filter((i) => i.missing === 0)).toHaveLength(Math.min(body.buckets[0] ?? 0, 24));
    expect(body.shareUrl).toMatch(/\/en\/recipe\/filter-result\?i=\d+(,\d+)*&tolerance=normal$/);
  });

  it("drops the picker's search field from the address, keeping the bar", async () => {
    const res = await settle(
      resultLoader({
        request: getRequest(`/en/recipe/filter-result?q=gin&i=${id("gin")}&i=${id("lime")}&tolerance=high`),
        params: { lang: "en" },
        context: loadContext(handle),
      }),
    );
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("Location") ?? "", "http://localhost");
    expect(location.pathname).toBe("/en/recipe/filter-result");
    expect(location.searchParams.getAll("i")).toEqual([String(id("gin")), String(id("lime"))]);
    expect(location.searchParams.get("tolerance")).toBe("high");
    expect(location.searchParams.has("q")).toBe(false);
  });

  it("ranks the next bottles by the drinks each makes possible, with examples that it really completes", async () => {
    const bar = ["gin", "lemon", "sugar"];
    const before = await match(bar, "light");
    expect(before.shopping.length).toBeGreaterThan(0);
    const unlocks = before.shopping.map((s) => s.unlocks);
    expect(unlocks).toEqual([...unlocks].sort((a, b) => b - a));
    for (const bottle of before.shopping) {
      const after = await matchBar(handle.db, {
        owned: [...bar.map(id), bottle.id],
        tolerance: "light",
        sort: "missing",
        dir: "asc",
        page: 1,
        locale: "en",
      });
      expect(after.total - before.total, bottle.name).toBe(bottle.unlocks);
      expect(bottle.examples.length).toBe(Math.min(3, bottle.unlocks));
      const makeable = new Set(after.items.map((i) => i.slug));
      for (const example of bottle.examples) expect(makeable.has(example.slug), example.slug).toBe(true);
    }
  });

  it("says plainly when nothing can be made, with the single best bottle", async () => {
    const { body } = await results(`i=${id("salt")}&tolerance=light`);
    expect(body.buckets[0] ?? 0).toBe(0);
    expect(body.total).toBe(0);
    expect(body.oneAway).toBeGreaterThanOrEqual(0);
    // Whatever it offers first opens up the most one-bottle drinks.
    for (const s of body.shopping) expect(s.unlocks).toBeLessThanOrEqual(body.shopping[0]?.unlocks ?? 0);
  });

  it("starter sets name only ingredients of the tree, and each shows drinks to make now", async () => {
    const { body } = await settle(
      filterLoader({
        request: getRequest("/en/recipe/filter"),
        params: { lang: "en" },
        context: loadContext(handle),
      }),
    ).then(async (res) => ({ body: (await res.json()) as { sets: { key: string; ids: number[] }[] } }));
    for (const set of STARTER_SETS) {
      for (const key of set.ingredients) expect(idOf.has(key), `${set.key}: ${key}`).toBe(true);
      const ids = body.sets.find((s) => s.key === set.key)?.ids ?? [];
      expect(ids).toHaveLength(set.ingredients.length);
      const { body: result } = await results(`i=${ids.join(",")}&tolerance=normal`);
      expect(result.buckets[0], set.key).toBeGreaterThan(2);
    }
  });
});

describe("the picker ranks what people type", () => {
  type Choice = Parameters<typeof rankIngredients>[1][number] & { section: string };
  // what the picker's search field ranks: the catalogue its script fetches
  async function choices(locale: "de" | "en"): Promise<Choice[]> {
    const res = await settle(
      choicesLoader({
        request: getRequest(`/${locale}/recipe/filter-choices.json`),
        params: { lang: locale },
        context: loadContext(handle),
      }),
    );
    return readCatalogue((await res.json()) as CompactCatalogue).flatMap((s) => [...s.top, ...s.rest]);
  }
  const first = (list: Choice[], q: string, locale: "de" | "en") =>
    rankIngredients(q, list, locale, 5).map((c) => c.name);

  it("puts the obvious choice first, in both languages and by synonyms", async () => {
    const en = await choices("en");
    expect(first(en, "gin", "en")[0]).toBe("Gin");
    expect(first(en, "sugar syrup", "en")[0]).toBe("Simple syrup");
    expect(first(en, "lime", "en")[0]).toBe("Lime");
    expect(first(en, "rum", "en")[0]).toBe("Rum");
    const de = await choices("de");
    expect(first(de, "limette", "de")[0]).toBe("Limette");
    expect(first(de, "zuckersirup", "de")[0]).toBe("Zuckersirup");
    expect(first(de, "gin", "de")[0]).toBe("Gin");
  });

  it("knows sections and how much each ingredient is used", async () => {
    const en = await choices("en");
    const by = (name: string) => en.find((c) => c.name === name);
    expect(by("Gin")?.section).toBe("spirits");
    expect(by("Lime")?.section).toBe("juicesFruit");
    expect(by("Simple syrup")?.section).toBe("syrups");
    expect(by("Mint")?.section).toBe("herbsGarnish");
    // A generic counts the recipes of everything below it.
    expect(by("Gin")?.uses ?? 0).toBeGreaterThan(by("London dry gin")?.uses ?? 0);
    expect(en.some((c) => c.kind === "category")).toBe(false);
  });
});

describe("a member's saved bar, one click from the results", () => {
  it("updates a saved bar with the chosen ingredients; another member's bar is a 404; junk is a 400", async () => {
    const owner = await createMember(handle, "bar-owner@example.com");
    const other = await createMember(handle, "bar-other@example.com");
    const post = (fields: Record<string, string>, cookie: string) =>
      settle(
        resultAction({
          request: formRequest("/en/recipe/filter-result", fields, { Cookie: cookie }),
          params: { lang: "en" },
          context: loadContext(handle),
        }),
      );
    const saved = await post({ intent: "save", name: "Home", i: String(id("gin")) }, owner.cookie);
    expect(saved.status).toBe(302);
    const bar = await handle.db
      .selectFrom("bars")
      .select("id")
      .where("user_id", "=", owner.id)
      .executeTakeFirstOrThrow();

    const wanted = [id("gin"), id("lime"), id("sugar")];
    const updated = await post(
      { intent: "update", barId: String(bar.id), i: wanted.join(",") },
      owner.cookie,
    );
    expect(updated.status).toBe(302);
    const held = await handle.db
      .selectFrom("bar_ingredients")
      .select("ingredient_id")
      .where("bar_id", "=", bar.id)
      .execute();
    expect(held.map((h) => h.ingredient_id).sort((a, b) => a - b)).toEqual([...wanted].sort((a, b) => a - b));

    const foreign = await post(
      { intent: "update", barId: String(bar.id), i: String(id("rum")) },
      other.cookie,
    );
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: Record<string, string[]> }).error.barId).toEqual([
      "bar.barNotFound",
    ]);
    const junk = await post({ intent: "update", barId: "abc", i: String(id("rum")) }, owner.cookie);
    expect(junk.status).toBe(400);
    const unknownIntent = await post({ intent: "explode", i: "1" }, owner.cookie);
    expect(unknownIntent.status).toBe(400);
    // Nothing of that reached the bar.
    const still = await handle.db
      .selectFrom("bar_ingredients")
      .select("ingredient_id")
      .where("bar_id", "=", bar.id)
      .execute();
    expect(still).toHaveLength(3);

    // The results offer the member's bars for updating.
    const { body } = await results(`i=${id("gin")}`, { Cookie: owner.cookie });
    expect((body as unknown as { bars: { name: string }[] }).bars.map((b) => b.name)).toEqual(["Home"]);
  });
});

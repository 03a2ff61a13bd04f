import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as recipeAction, loader as recipeLoader } from "../../app/routes/$lang.recipe.$slug";
import { loader as listLoader } from "../../app/routes/$lang.recipe.list";
import { loader as termsLoader } from "../../app/routes/$lang.terms";
import { loader as registerLoader } from "../../app/routes/$lang.user.register";
import type { DatabaseHandle } from "../../db/client";
import { ETHANOL_DENSITY } from "../../db/drink-strength";
import { seedIfEmpty } from "../../db/seed";
import { recipes } from "../../db/seed/content/recipes";
import { callAction, callLoader, createTestDatabase, loadContext } from "./database";

// What lets a guest trust a recipe (docs/decisions/0024-strength-and-trust.md), on the seeded database
// through the pages' own loaders: how strong each drink is, what it holds, where it comes from.

type Locale = "de" | "en";
type Strength = { abv: number; kcal: number; country: string };
type Page = {
  recipe: {
    name: string;
    strength: Strength | null;
    facts: { label: string; value: string }[];
    allergens: string[];
    rawEgg: boolean;
    source: { title: string; detail: string; url: string; note: string } | null;
  };
  jsonLd: string;
};

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

async function page(slug: string, locale: Locale = "en", cookie?: string): Promise<Page> {
  const res = await callLoader(
    recipeLoader,
    `/${locale}/recipe/${slug}`,
    { lang: locale, slug },
    loadContext(handle),
    cookie,
  );
  expect(res.status).toBe(200);
  return res.json();
}

async function list(query: string, locale: Locale = "en") {
  const res = await callLoader(
    listLoader,
    `/${locale}/recipe/list?${query}`,
    { lang: locale },
    loadContext(handle),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as { items: { slug: string; abv: string | number | null }[]; total: number };
}

describe("how strong a drink is", () => {
  it("gives the Negroni its ABV in the glass, grams, standard drinks and kcal", async () => {
    const { recipe } = await page("negroni");
    const s = recipe.strength;
    expect(s).not.toBeNull();
    if (!s) return;
    // three 3 cl pours of 40, 25 and ~16 % stirred down: about a fifth alcohol in the glass
    expect(s.abv).toBeGreaterThan(17);
    expect(s.abv).toBeLessThan(23);
    const stored = await handle.db
      .selectFrom("recipes")
      .select(["alcohol_g", "kcal"])
      .where("slug", "=", "negroni")
      .executeTakeFirstOrThrow();
    // about 24 ml of ethanol
    const grams = Number(stored.alcohol_g);
    expect(grams).toBeCloseTo(24 * ETHANOL_DENSITY, 0);
    expect(s.kcal).toBe(stored.kcal);
    expect(s.kcal).toBeGreaterThan(150);
    expect(s.kcal).toBeLessThan(260);
    // English pages count UK units (8 g) unless the visitor chose otherwise
    expect(s.country).toBe("uk");
    const alcohol = recipe.facts.find((f) => f.label === "Alcohol")?.value;
    expect(alcohol).toBe(`${grams} g per drink: ${(grams / 8).toFixed(1)} standard drinks (UK units)`);
    expect(recipe.facts.find((f) => f.label === "Strength")?.value).toBe(`${s.abv} % vol in the glass`);
    expect(recipe.facts.find((f) => f.label === "Energy")?.value).toBe(`${s.kcal} kcal per drink`);
    const de = (await page("negroni", "de")).recipe;
    expect(de.strength?.country).toBe("de");
    expect(de.facts.find((f) => f.label === "Alkohol")?.value).toBe(
      `${String(grams).replace(".", ",")} g pro Drink: ${(grams / 10).toFixed(1).replace(".", ",")} Standardgläser (Deutschland)`,
    );
  });

  it("remembers whose standard drinks to count, and refuses a country it does not know with 400", async () => {
    const chosen = await callAction(
      recipeAction,
      "/de/recipe/negroni?servings=2",
      { lang: "de", slug: "negroni" },
      { intent: "drinks", country: "us" },
      loadContext(handle),
    );
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("Location")).toBe("/de/recipe/negroni?servings=2#strength");
    const cookie = (chosen.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^drinks=/);
    const us = (await page("negroni", "de", cookie)).recipe;
    expect(us.strength?.country).toBe("us");
    expect(us.facts.find((f) => f.label === "Alkohol")?.value).toMatch(/Standardgl(as|äser) \(USA\)$/);

    const bad = await callAction(
      recipeAction,
      "/en/recipe/negroni",
      { lang: "en", slug: "negroni" },
      { intent: "drinks", country: "mars" },
      loadContext(handle),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.country).toEqual(["strength.countryInvalid"]);
  });

  it("says 0 % for the Virgin Mojito and every alcohol-free recipe", async () => {
    expect((await page("virgin-mojito")).recipe.strength?.abv).toBe(0);
    const free = recipes.filter((r) => r.groups.includes("alcohol-free"));
    expect(free.length).toBeGreaterThan(10);
    const rows = await handle.db
      .selectFrom("recipes")
      .select(["slug", "abv"])
      .where(
        "slug",
        "in",
        free.map((r) => r.slug),
      )
      .execute();
    for (const row of rows) expect(Number(row.abv), row.slug).toBe(0);
  });

  it("has a strength for every published recipe, and none of them impossible", async () => {
    const rows = await handle.db
      .selectFrom("recipes")
      .select(["slug", "abv", "alcohol_g", "kcal", "volume_ml"])
      .where("status", "=", "published")
      .execute();
    for (const r of rows) {
      expect(r.abv, r.slug).not.toBeNull();
      expect(Number(r.abv), r.slug).toBeLessThan(45);
      expect(Number(r.volume_ml), r.slug).toBeGreaterThan(0);
    }
  });

  it("puts the JSON-LD's calories and the recipe's source beside the page's", async () => {
    const { recipe, jsonLd } = await page("negroni");
    const ld = JSON.parse(jsonLd);
    expect(ld.nutrition).toMatchObject({
      "@type": "NutritionInformation",
      calories: `${recipe.strength?.kcal} calories`,
    });
    expect(ld.isBasedOn?.name).toContain("IBA");
    expect(ld.aggregateRating).toBeUndefined();
  });
});

describe("what a drink holds", () => {
  it("warns of raw egg where a line is raw egg, alcohol-free drinks included, and nowhere else", async () => {
    for (const slug of ["whiskey-sour", "pussyfoot", "eggnog"]) {
      expect((await page(slug)).recipe.rawEgg, slug).toBe(true);
      expect((await page(slug)).recipe.allergens, slug).toContain("egg");
    }
    expect((await page("pussyfoot")).recipe.strength?.abv).toBe(0);
    expect((await page("negroni")).recipe.rawEgg).toBe(false);
    expect((await page("mojito")).recipe.rawEgg).toBe(false);
  });

  it("names allergens from the ingredients: milk in cream, nuts in orgeat, sulphites in vermouth", async () => {
    expect((await page("white-russian")).recipe.allergens).toContain("milk");
    expect((await page("mai-tai")).recipe.allergens).toContain("nuts");
    expect((await page("negroni")).recipe.allergens).toContain("sulphites");
    expect((await page("daiquiri")).recipe.allergens).toEqual([]);
  });
});

describe("where a recipe comes from", () => {
  it("names a source for every seeded recipe, on its page", async () => {
    expect((await page("negroni")).recipe.source?.title).toBe("IBA Official Cocktails (2024)");
    const rows = await handle.db
      .selectFrom("recipes")
      .select(["slug", "source_title"])
      .where("author_id", "is", null)
      .execute();
    for (const row of rows) expect(row.source_title, row.slug).not.toBe("");
  });
});

describe("the list by strength and allergens", () => {
  it("sorts lightest first, filters alcohol-free and low, and leaves out what holds egg", async () => {
    const lightest = await list("sort=strength");
    expect(Number(lightest.items[0]?.abv)).toBe(0);
    const abvs = lightest.items.map((i) => Number(i.abv));
    expect(abvs).toEqual([...abvs].sort((a, b) => a - b));
    const strongest = await list("sort=strength&dir=desc");
    expect(Number(strongest.items[0]?.abv)).toBeGreaterThan(25);

    // cards show whole percent; the filter works on the stored figure
    const abvOf = async (slugs: string[]) =>
      (await handle.db.selectFrom("recipes").select("abv").where("slug", "in", slugs).execute()).map((r) =>
        Number(r.abv),
      );
    const low = await list("strength=low");
    expect(low.total).toBeGreaterThan(5);
    for (const abv of await abvOf(low.items.map((i) => i.slug))) {
      expect(abv).toBeGreaterThan(0);
      expect(abv).toBeLessThan(10);
    }
    const free = await list("strength=free");
    for (const abv of await abvOf(free.items.map((i) => i.slug))) expect(abv).toBe(0);

    const all = await list("");
    const noEgg = await list("without=egg");
    expect(noEgg.total).toBeLessThan(all.total);
    const eggy = await handle.db.selectFrom("recipes").select("slug").where("raw_egg", "=", true).execute();
    const slugs = new Set(eggy.map((r) => r.slug));
    const everyNoEgg = await list("without=egg&sort=strength");
    for (const item of everyNoEgg.items) expect(slugs.has(item.slug), item.slug).toBe(false);
  });
});

describe("terms of use", () => {
  it("exist in both languages, and registration links to them", async () => {
    for (const lang of ["de", "en"] as const) {
      const res = await callLoader(termsLoader, `/${lang}/terms`, { lang }, loadContext(handle));
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.seo.title).toMatch(lang === "de" ? /Nutzungsbedingungen/ : /Terms of use/);
    }
    const register = await callLoader(
      registerLoader,
      "/en/user/register",
      { lang: "en" },
      loadContext(handle),
    );
    expect(register.status).toBe(200);
  });
});

describe("a database seeded before strength and sources", () => {
  it("gets figures for every recipe, and the sources, on its next start", async () => {
    await handle.db
      .updateTable("recipes")
      .set({ abv: null, alcohol_g: null, kcal: null, volume_ml: null, source_title: "" })
      .execute();
    expect(await seedIfEmpty(handle.db)).toBe(false);
    const left = await handle.db
      .selectFrom("recipes")
      .select("slug")
      .where((eb) => eb.or([eb("abv", "is", null), eb("source_title", "=", "")]))
      .where("author_id", "is", null)
      .execute();
    expect(left).toEqual([]);
  });
});

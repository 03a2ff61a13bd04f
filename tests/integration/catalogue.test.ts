import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unpackChoices } from "../../app/lib/packed-choices";
import { parseListQuery } from "../../app/lib/recipe-query";
import {
  generateRecipe,
  INGREDIENT_CHOICES_MAX,
  listRecipes,
  recipeOfTheDay,
} from "../../app/models/recipes.server";
import { loader as recipeLoader } from "../../app/routes/$lang.recipe.$slug";
import { loader as listLoader } from "../../app/routes/$lang.recipe.list";
import { loader as groupLoader } from "../../app/routes/$lang.recipe-group.$slug";
import { loader as searchLoader } from "../../app/routes/$lang.search";
import type { DatabaseHandle } from "../../db/client";
import { recipes as seedRecipes } from "../../db/seed/content/recipes";
import { createTestDatabase, getRequest, loadContext, settle, thrown } from "./database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const published = seedRecipes.length;

async function list(lang: "de" | "en", qs: string) {
  const res = await settle(
    listLoader({
      request: getRequest(`/${lang}/recipe/list${qs}`),
      params: { lang },
      context: loadContext(handle),
    }),
  );
  return res.json();
}

async function search(lang: "de" | "en", q: string, page = 1) {
  const res = await settle(
    searchLoader({
      request: getRequest(`/${lang}/search?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ""}`),
      params: { lang },
      context: loadContext(handle),
    }),
  );
  return (await res.json()) as {
    result: {
      total: number;
      suggestion: string | null;
      hits: { slug: string; name: string; matchedBy: string; ingredients: string[] }[];
    } | null;
    groups: unknown[];
  };
}

describe("recipe list", () => {
  const collator = { de: new Intl.Collator("de"), en: new Intl.Collator("en") };

  it("names each card's key ingredients, spirits first, in the page's language", async () => {
    type Card = { slug: string; keyIngredients: string[] };
    const bySlug = async (lang: "de" | "en") =>
      new Map(
        ((await list(lang, "?sort=name&page=1")).items as Card[]).map((i) => [i.slug, i.keyIngredients]),
      );
    const en = await bySlug("en");
    expect(en.get("adonis")).toEqual(["Fino sherry", "Sweet vermouth", "Orange bitters"]);
    // spirits before the larger juices and syrups; plain water is not a key ingredient
    expect(en.get("airmail")).toEqual(["Aged rum", "Champagne", "Lime juice"]);
    expect(en.get("agua-de-jamaica")?.includes("Water")).toBe(false);
    const de = await bySlug("de");
    expect(de.get("affinity")).toEqual(["Scotch Whisky", "Trockener Wermut", "Roter Wermut"]);
    // search and the bar's results carry them too
    const hit = (await search("en", "negroni")).result?.hits.find((h) => h.slug === "negroni") as
      | (Card & { slug: string })
      | undefined;
    expect(hit?.keyIngredients).toEqual(["Gin", "Campari", "Sweet vermouth"]);
  });

  it("sorts by name with the page language's collation, both ways", async () => {
    for (const lang of ["de", "en"] as const) {
      const asc = await list(lang, "?sort=name&dir=asc");
      const names: string[] = asc.items.map((i: { name: string }) => i.name);
      expect(names).toEqual([...names].sort(collator[lang].compare));
      expect(asc.total).toBe(published);
      const desc = await list(lang, "?sort=name&dir=desc");
      const descNames: string[] = desc.items.map((i: { name: string }) => i.name);
      expect(descNames).toEqual([...descNames].sort(collator[lang].compare).reverse());
      expect(descNames[0]).not.toBe(names[0]);
    }
  });

  it("puts umlauts where a German reader looks for them", async () => {
    const all = await listRecipes(handle.db, { ...parseListQuery(new URLSearchParams()), page: 1 }, "de");
    const page = [...all.items];
    for (let p = 2; p <= Math.ceil(all.total / 24); p++) {
      page.push(
        ...(await listRecipes(handle.db, { ...parseListQuery(new URLSearchParams()), page: p }, "de")).items,
      );
    }
    const names = page.map((r) => r.name);
    const glueh = names.indexOf("Glühwein");
    expect(glueh).toBeGreaterThan(-1);
    // "Glühwein" sorts as "Gluhwein": after "Gin …", before "Gr…"
    expect(names.slice(0, glueh).every((n) => new Intl.Collator("de").compare(n, "Glühwein") <= 0)).toBe(
      true,
    );
  });

  it("sorts by rating and by difficulty in both directions", async () => {
    const rating = await list("en", "?sort=rating&dir=desc");
    const ratings: number[] = rating.items.map((i: { ratingAvg: number }) => Number(i.ratingAvg));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const ratingAsc = await list("en", "?sort=rating&dir=asc");
    const ascRatings: number[] = ratingAsc.items.map((i: { ratingAvg: number }) => Number(i.ratingAvg));
    expect(ascRatings).toEqual([...ascRatings].sort((a, b) => a - b));

    const rank = { easy: 1, advanced: 2, professional: 3 } as Record<string, number>;
    const hard = await list("de", "?sort=difficulty&dir=desc");
    expect(hard.items[0]?.difficulty).toBe("professional");
    const levels: number[] = hard.items.map((i: { difficulty: string }) => rank[i.difficulty] ?? 0);
    expect(levels).toEqual([...levels].sort((a, b) => b - a));
    const easy = await list("de", "?sort=difficulty&dir=asc");
    expect(easy.items[0]?.difficulty).toBe("easy");
  });

  it("pages through 24 at a time", async () => {
    const one = await list("en", "?sort=rating&dir=desc");
    const two = await list("en", "?sort=rating&dir=desc&page=2");
    expect(one.items).toHaveLength(24);
    expect(two.items).toHaveLength(24);
    const overlap = two.items.filter((i: { slug: string }) =>
      one.items.some((j: { slug: string }) => j.slug === i.slug),
    );
    expect(overlap).toEqual([]);
  });

  it("filters by group and difficulty, and ignores unknown values", async () => {
    const sours = await list("en", "?group=sours&difficulty=easy");
    expect(sours.total).toBeGreaterThan(0);
    expect(sours.total).toBeLessThan(published);
    for (const item of sours.items) expect(item.difficulty).toBe("easy");
    const expected = seedRecipes.filter((r) => r.groups.includes("sours") && r.difficulty === "easy").length;
    expect(sours.total).toBe(expected);
    const odd = await list("en", "?sort=price&dir=sideways&page=abc&difficulty=extreme");
    expect(odd.total).toBe(published);
    expect(odd.query).toMatchObject({ sort: "name", dir: "asc", page: 1, difficulty: null });
  });

  it("filters by an ingredient as a bartender means it: its kinds, and lines that accept it instead", async () => {
    const slugs = async (lang: "de" | "en", search: string) => {
      const all: string[] = [];
      for (let page = 1; ; page++) {
        const result = await list(lang, `${search}&page=${page}`);
        all.push(...result.items.map((i: { slug: string }) => i.slug));
        if (all.length >= result.total) return { all, title: result.title as string };
      }
    };
    // the Manhattan pours rye and accepts bourbon: "what can I make with bourbon" lists it
    const bourbon = await slugs("en", "?ingredient=bourbon");
    expect(bourbon.all).toContain("manhattan");
    expect(bourbon.title).toBe("Recipes: Bourbon whiskey");
    // whiskey holds its kinds: rye, bourbon, Scotch
    const whiskey = await slugs("en", "?ingredient=whiskey");
    expect(whiskey.all).toEqual(expect.arrayContaining(["manhattan", "rob-roy", "whiskey-sour"]));
    expect(whiskey.all).not.toContain("negroni");
    // with a base and in German: the title names both
    const both = await slugs("de", "?base=whiskey&ingredient=sweet-vermouth");
    expect(both.all).toEqual(expect.arrayContaining(["manhattan", "rob-roy", "boulevardier"]));
    expect(both.all).not.toContain("negroni");
    expect(both.title).toBe("Rezepte: Whiskey · Roter Wermut");
    // the choices: kinds with at least three drinks, A–Z in the page's language, no products
    // sent packed as one string (app/lib/packed-choices.ts)
    const choices = unpackChoices((await list("de", "?")).ingredients as string);
    expect(choices.map((c) => c.key)).toEqual(
      expect.arrayContaining(["bourbon", "sweet-vermouth", "lime-juice"]),
    );
    expect(choices.some((c) => c.key.startsWith("product-"))).toBe(false);
    // at the seed's size the bound hides nothing (tests/integration/synthetic-seed.test.ts tests it at scale)
    expect(choices.length).toBeLessThan(INGREDIENT_CHOICES_MAX);
    const names = choices.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("de").compare));
    // an unknown or malformed ingredient lists nothing for a well-formed key, and is ignored otherwise
    expect((await list("en", "?ingredient=no-such-thing")).total).toBe(0);
    expect((await list("en", "?ingredient=%27%3B--")).total).toBe(published);
  });

  it("takes the form's one sort menu and keeps links canonical", async () => {
    const best = await list("en", "?order=rating-desc");
    expect(best.query).toMatchObject({ sort: "rating", dir: "desc" });
    const odd = await list("en", "?order=price-up&sort=strength");
    expect(odd.query).toMatchObject({ sort: "strength", dir: "asc" });
  });

  it("filters by base spirit including everything below it", async () => {
    const gin = await list("en", "?base=gin");
    const expected = seedRecipes.filter((r) => r.base === "gin").length;
    expect(gin.total).toBe(expected);
  });
});

describe("recipe page", () => {
  const run = (lang: "de" | "en", path: string) =>
    recipeLoader({
      request: getRequest(`/${lang}/recipe/${path}`),
      params: { lang, slug: path.split("?")[0] },
      context: loadContext(handle),
    });
  const load = (lang: "de" | "en", path: string) => settle(run(lang, path));

  it("shows the recipe in the page's language with lines, steps and groups", async () => {
    const body = await (await load("de", "negroni")).json();
    expect(body.recipe.name).toBe("Negroni");
    expect(body.recipe.lines.length).toBe(3);
    expect(body.recipe.steps.length).toBeGreaterThan(1);
    expect(body.recipe.groups.map((g: { slug: string }) => g.slug)).toContain("aperitivo");
    expect(body.related.length).toBeGreaterThan(0);
    expect(body.unit).toBe("cl");
    expect(body.servings).toBe(1);
  });

  it("scales and converts by GET parameters, and falls back on nonsense", async () => {
    const oz = await (await load("en", "negroni?unit=oz&servings=3")).json();
    expect(oz.recipe.lines[0]).toMatchObject({ amount: 3, unit: "oz" });
    const ml = await (await load("en", "negroni?unit=ml&servings=2")).json();
    expect(ml.recipe.lines[0]).toMatchObject({ amount: 60, unit: "ml" });
    const odd = await (await load("en", "negroni?unit=gallon&servings=99")).json();
    expect(odd).toMatchObject({ unit: "cl", servings: 1 });
  });

  it("answers an unknown or malformed slug with 404", async () => {
    for (const slug of ["no-such-drink", "BAD_slug", "x".repeat(200)]) {
      const res = await thrown(() => run("en", slug));
      expect(res.status, slug).toBe(404);
      expect((await res.json()).kind).toBe("param");
    }
  });

  it("hides drafts from everyone but their author", async () => {
    await handle.db
      .insertInto("recipes")
      .values({
        slug: "secret-draft",
        name_de: "Geheim",
        name_en: "Secret",
        glass: "coupe",
        method: "shake",
        difficulty: "easy",
        status: "draft",
      })
      .execute();
    const res = await thrown(() => run("en", "secret-draft"));
    expect(res.status).toBe(404);
  });
});

describe("denormalised recipe arrays", () => {
  it("keeps required ids sorted, with exact lines negative, and counts required lines", async () => {
    const lastWord = await handle.db
      .selectFrom("recipes")
      .select(["id", "required_ids", "n_required"])
      .where("slug", "=", "last-word")
      .executeTakeFirstOrThrow();
    const lines = await handle.db
      .selectFrom("recipe_ingredients")
      .selectAll()
      .where("recipe_id", "=", lastWord.id)
      .execute();
    const required = lines.filter((l) => !l.optional);
    expect(lastWord.n_required).toBe(
      new Set(required.map((l) => (l.exact ? -l.ingredient_id : l.ingredient_id))).size,
    );
    expect(lastWord.required_ids).toEqual([...lastWord.required_ids].sort((a, b) => a - b));
    const exact = required.find((l) => l.exact);
    expect(exact).toBeDefined();
    expect(lastWord.required_ids).toContain(-(exact?.ingredient_id ?? 0));
  });
});

describe("search", () => {
  it("finds Negroni from either language", async () => {
    for (const lang of ["de", "en"] as const) {
      const body = await search(lang, "Negroni");
      expect(body.result?.hits[0]?.slug).toBe("negroni");
      expect(body.result?.hits[0]?.matchedBy).toBe("name");
      expect(body.result?.suggestion).toBeNull();
    }
  });

  it("finds lime recipes by ingredient from German and English words", async () => {
    const de = await search("de", "Limette");
    const en = await search("en", "lime");
    expect(de.result?.total).toBeGreaterThan(10);
    expect(en.result?.total).toBe(de.result?.total);
    const daiquiri = de.result?.hits.find((h) => h.slug === "daiquiri");
    expect(daiquiri?.matchedBy).toBe("ingredient");
    expect(daiquiri?.ingredients.join(" ")).toMatch(/Limette/);
    const enHit = en.result?.hits.find((h) => h.slug === "daiquiri");
    expect(enHit?.ingredients.join(" ")).toMatch(/Lime/);
  });

  it("ignores accents and umlauts: ä = ae = a", async () => {
    for (const q of ["Glühwein", "Gluehwein", "gluhwein", "GLÜHWEIN"]) {
      const body = await search("de", q);
      expect(
        body.result?.hits.map((h) => h.slug),
        q,
      ).toContain("mulled-wine");
    }
    const pina = await search("en", "pina colada");
    expect(pina.result?.hits[0]?.slug).toBe("pina-colada");
  });

  it("corrects typos: a swap counts as one edit", async () => {
    const body = await search("en", "negorni");
    expect(body.result?.suggestion).toBe("negroni");
    expect(body.result?.hits[0]?.slug).toBe("negroni");
  });

  it("corrects one edit in words of 5–8 letters", async () => {
    const body = await search("en", "margarta");
    expect(body.result?.suggestion).toBe("margarita");
    expect(body.result?.hits.map((h) => h.slug)).toContain("margarita");
    const two = await search("en", "mergarta");
    expect(two.result?.total).toBe(0);
  });

  it("corrects two edits from 9 letters on", async () => {
    const body = await search("de", "kaipirinja");
    expect(body.result?.suggestion).toBe("caipirinha");
    expect(body.result?.hits.map((h) => h.slug)).toContain("caipirinha");
  });

  it("does not let short words match longer ones: gin is not ginger", async () => {
    const body = await search("en", "gin");
    expect(body.result?.hits.map((h) => h.slug)).not.toContain("moscow-mule");
    expect(body.result?.hits.map((h) => h.slug)).toContain("negroni");
  });

  it("shows the no-results page with categories", async () => {
    const body = await search("en", "qqqqzzzz");
    expect(body.result?.total).toBe(0);
    expect(body.groups.length).toBeGreaterThan(5);
  });

  it("prompts on an empty query", async () => {
    const body = await search("en", "   ");
    expect(body.result).toBeNull();
  });

  it("pages through ingredient hits", async () => {
    const one = await search("en", "lime");
    const two = await search("en", "lime", 2);
    expect(two.result?.hits.length).toBeGreaterThan(0);
    expect(two.result?.hits[0]?.slug).not.toBe(one.result?.hits[0]?.slug);
  });
});

describe("groups and home page helpers", () => {
  it("shows a group's recipes and 404s for an unknown group", async () => {
    const res = await settle(
      groupLoader({
        request: getRequest("/en/recipe-group/tiki"),
        params: { lang: "en", slug: "tiki" },
        context: loadContext(handle),
      }),
    );
    const body = await res.json();
    expect(body.group.name).toBeTruthy();
    expect(body.total).toBe(seedRecipes.filter((r) => r.groups.includes("tiki")).length);
    const missing = await thrown(() =>
      groupLoader({
        request: getRequest("/en/recipe-group/nope"),
        params: { lang: "en", slug: "nope" },
        context: loadContext(handle),
      }),
    );
    expect(missing.status).toBe(404);
  });

  it("generates a recipe matching the wishes and walks on with 'try another'", async () => {
    const first = await generateRecipe(handle.db, { base: "gin", taste: "sour", strength: null }, 0, "en");
    const second = await generateRecipe(handle.db, { base: "gin", taste: "sour", strength: null }, 1, "en");
    expect(first?.recipe.slug).toBeTruthy();
    expect(second?.recipe.slug).not.toBe(first?.recipe.slug);
    const seed = seedRecipes.find((r) => r.slug === first?.recipe.slug);
    expect(seed?.base).toBe("gin");
    expect(seed?.taste).toContain("sour");
  });

  it("keeps the recipe of the day all day, and changes it from day to day", async () => {
    const a = await recipeOfTheDay(handle.db, "2026-11-21", "en");
    const b = await recipeOfTheDay(handle.db, "2026-11-21", "en");
    expect(a).not.toBeNull();
    expect(a?.slug).toEqual(expect.any(String));
    expect(seedRecipes.some((r) => r.slug === a?.slug)).toBe(true);
    expect(b?.slug).toBe(a?.slug);
    // Both languages show the same recipe on the same day.
    expect((await recipeOfTheDay(handle.db, "2026-11-21", "de"))?.slug).toBe(a?.slug);

    const month = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        recipeOfTheDay(handle.db, `2026-11-${String(i + 1).padStart(2, "0")}`, "en"),
      ),
    );
    // an IBA classic (or one members rated 4 or more): nobody has rated anything on a fresh database
    const iba = new Set(seedRecipes.filter((r) => r.iba).map((r) => r.slug));
    for (const recipe of month) expect(iba.has(recipe?.slug ?? "")).toBe(true);
    expect(new Set(month.map((recipe) => recipe?.slug)).size).toBeGreaterThan(1);
  });
});

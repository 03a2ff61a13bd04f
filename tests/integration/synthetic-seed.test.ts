import type { LoaderFunctionArgs } from "@remix-run/node";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unpackChoices } from "../../app/lib/packed-choices";
import { INGREDIENT_CHOICES_MAX } from "../../app/models/recipes.server";
import { loader as resultLoader } from "../../app/routes/$lang.recipe.filter-result";
import { loader as listLoader } from "../../app/routes/$lang.recipe.list";
import { loader as searchLoader } from "../../app/routes/$lang.search";
import type { DatabaseHandle } from "../../db/client";
import { refreshRecipeArrays, refreshRecipeFacts } from "../../db/derived";
import { refreshRecipePictures } from "../../db/pictures";
import { seedIfEmpty } from "../../db/seed";
import { seedSyntheticDatabase } from "../../db/synthetic-seed";
import { createTestDatabase, getRequest, loadContext, settle } from "./database";

const RECIPES = 500;

let handle: DatabaseHandle;
let times: Awaited<ReturnType<typeof seedSyntheticDatabase>>;

beforeAll(async () => {
  handle = await createTestDatabase();
  times = await seedSyntheticDatabase(handle.db, RECIPES, { seed: 3, ingredientNodes: 300 });
});
afterAll(async () => {
  await handle?.close();
});

/** What the pages read about the synthetic recipes beside their own text, as one comparable value. */
async function derivedColumns() {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT id, required_ids, n_required, ingredient_ids, volume_ml, abv, alcohol_g, kcal, allergens, raw_egg,
           picture, picture_hash, version
    FROM recipes WHERE slug ~ '^syn-[0-9]+$' ORDER BY id
  `.execute(handle.db);
  return rows;
}

type Loader = (args: LoaderFunctionArgs) => unknown;

/** A page's data as its loader answers a visitor without a session. */
async function page(loader: Loader, url: string) {
  const res = await settle(
    Promise.resolve(
      loader({ request: getRequest(url), params: { lang: "en" }, context: loadContext(handle) }),
    ),
  );
  expect(res.status).toBe(200);
  return res.json();
}

describe("seedSyntheticDatabase", () => {
  it("adds the recipes beside the seed content", async () => {
    expect(times.recipes).toBe(RECIPES);
    const { rows } = await sql<{ n: number; lines: number }>`
      SELECT count(*) AS n,
             (SELECT count(*) FROM recipe_ingredients AS l JOIN recipes AS r ON r.id = l.recipe_id
               WHERE r.slug ~ '^syn-[0-9]+$') AS lines
      FROM recipes WHERE slug ~ '^syn-[0-9]+$' AND status = 'published'
    `.execute(handle.db);
    expect(rows[0]?.n).toBe(RECIPES);
    expect(rows[0]?.lines).toBeGreaterThan(RECIPES * 2);
  });

  it("writes every derived column as the app's own refreshes compute it, so they change nothing", async () => {
    const before = await derivedColumns();
    expect(before).toHaveLength(RECIPES);
    // every recipe has its picture, its strength and what the matcher reads
    for (const row of before) {
      expect(row.picture_hash).toMatch(/^[0-9a-f]{12}$/);
      expect(row.abv).not.toBeNull();
      expect(row.n_required).toBeGreaterThan(0);
    }
    // some lines carry an "or" alternative, and it is in the recipe's ingredient_ids
    const { rows: alternatives } = await sql<{ n: number; missing: number }>`
      SELECT count(*) AS n,
             count(*) FILTER (WHERE NOT (r.ingredient_ids @> l.alternative_ids)) AS missing
      FROM recipe_ingredients AS l JOIN recipes AS r ON r.id = l.recipe_id
      WHERE r.slug ~ '^syn-[0-9]+$' AND cardinality(l.alternative_ids) > 0
    `.execute(handle.db);
    expect(alternatives[0]?.n).toBeGreaterThan(0);
    expect(alternatives[0]?.missing).toBe(0);
    const ids = before.map((row) => row.id as number);
    await refreshRecipeArrays(handle.db, ids);
    await refreshRecipeFacts(handle.db, ids);
    await refreshRecipePictures(handle.db, ids);
    expect(await derivedColumns()).toEqual(before);
  });

  it("leaves nothing for the server's start to do", async () => {
    const before = await derivedColumns();
    expect(await seedIfEmpty(handle.db)).toBe(false);
    expect(await derivedColumns()).toEqual(before);
  });

  it("shows the synthetic recipes on the list, in search and in a virtual bar's results", async () => {
    // The list by rating: synthetic ratings go up to 5, the seed's are all 0.
    const list = await page(listLoader, "/en/recipe/list?sort=rating&dir=desc");
    expect(list.total).toBeGreaterThan(RECIPES);
    expect((list.items as { slug: string }[]).some((item) => item.slug.startsWith("syn-"))).toBe(true);

    // Search by a word of a synthetic name, and by the same word misspelt.
    const { rows } = await sql<{ slug: string; name_en: string; required_ids: number[] }>`
      SELECT slug, name_en, required_ids FROM recipes
      WHERE slug ~ '^syn-[0-9]+$' AND NOT EXISTS (SELECT 1 FROM unnest(required_ids) AS x WHERE x < 0)
      ORDER BY id LIMIT 1
    `.execute(handle.db);
    const recipe = rows[0];
    if (!recipe) throw new Error("no synthetic recipe");
    const word = recipe.name_en.split(" ")[0] ?? "";
    const found = await page(searchLoader, `/en/search?q=${encodeURIComponent(recipe.name_en)}`);
    expect((found.result.hits as { slug: string }[]).map((h) => h.slug)).toContain(recipe.slug);
    const typo = `${word.slice(0, 1)}${word[2]}${word[1]}${word.slice(3)}`.toLowerCase();
    const corrected = await page(searchLoader, `/en/search?q=${encodeURIComponent(typo)}`);
    expect(corrected.result.total).toBeGreaterThan(0);

    // A bar of exactly the recipe's required ingredients makes it, nothing missing.
    const bar = await page(
      resultLoader,
      `/en/recipe/filter-result?i=${recipe.required_ids.join(",")}&tolerance=light`,
    );
    const made = (bar.items as { slug: string; missing: number }[]).find((i) => i.slug === recipe.slug);
    expect(made?.missing).toBe(0);
  });

  it("bounds the list's ingredient menu at any size, and still shows an ingredient chosen by link", async () => {
    const list = await page(listLoader, "/en/recipe/list");
    // sent packed as one string (app/lib/packed-choices.ts)
    const choices = unpackChoices(list.ingredients as string);
    expect(choices).toHaveLength(INGREDIENT_CHOICES_MAX);
    const names = choices.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("en").compare));
    // the most poured are in; a rarer one, chosen by a link, joins the menu and filters the list
    const { rows } = await sql<{ key: string }>`
      SELECT i.key FROM ingredients AS i JOIN recipe_ingredients AS ri ON ri.ingredient_id = i.id
      WHERE i.kind IN ('generic', 'specific') AND NOT ri.optional AND NOT (i.key = ANY(${choices.map((c) => c.key)}))
      GROUP BY i.key ORDER BY count(*) LIMIT 1
    `.execute(handle.db);
    const rare = rows[0]?.key ?? "";
    expect(rare).not.toBe("");
    const chosen = await page(listLoader, `/en/recipe/list?ingredient=${rare}`);
    expect(unpackChoices(chosen.ingredients as string).map((c) => c.key)).toContain(rare);
    expect(chosen.total).toBeGreaterThan(0);
  });
});

import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../tests/integration/database";
import type { DatabaseHandle } from "./client";
import { generateSynthetic } from "./synthetic";

const RECIPES = 500;
const NODES = 300;
const SYN_RECIPE = "^syn-[0-9]+$";
const SYN_INGREDIENT = "^syn-i-[0-9]+$";

let handle: DatabaseHandle;
let firstNames: string[];
let result: Awaited<ReturnType<typeof generateSynthetic>>;

async function firstFiveNames(): Promise<string[]> {
  const { rows } = await sql<{ name_en: string }>`
    SELECT name_en FROM recipes WHERE slug ~ ${SYN_RECIPE} ORDER BY length(slug), slug LIMIT 5
  `.execute(handle.db);
  return rows.map((row) => row.name_en);
}

async function counts(): Promise<{ recipes: number; ingredients: number; lines: number; all: number }> {
  const { rows } = await sql<{ recipes: number; ingredients: number; lines: number; all: number }>`
    SELECT
      (SELECT count(*) FROM recipes WHERE slug ~ ${SYN_RECIPE}) AS recipes,
      (SELECT count(*) FROM ingredients WHERE key ~ ${SYN_INGREDIENT}) AS ingredients,
      (SELECT count(*) FROM recipe_ingredients AS l JOIN recipes AS r ON r.id = l.recipe_id
        WHERE r.slug ~ ${SYN_RECIPE}) AS lines,
      (SELECT count(*) FROM recipes) AS all
  `.execute(handle.db);
  const row = rows[0];
  if (!row) throw new Error("no counts");
  return row;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  result = await generateSynthetic(handle.db, RECIPES, { seed: 7, ingredientNodes: NODES });
  firstNames = await firstFiveNames();
});
afterAll(async () => {
  await handle?.close();
});

describe("generateSynthetic", () => {
  it("adds the asked-for recipes and ingredient nodes", async () => {
    expect(result).toMatchObject({ recipes: RECIPES, ingredients: NODES });
    const c = await counts();
    expect(c.recipes).toBe(RECIPES);
    expect(c.ingredients).toBe(NODES);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM recipes WHERE slug ~ ${SYN_RECIPE} AND status = 'published'
    `.execute(handle.db);
    expect(rows[0]?.n).toBe(RECIPES);
  });

  it("draws about 4.3 lines per recipe, about 10 % optional, no ingredient twice", async () => {
    const c = await counts();
    const mean = c.lines / c.recipes;
    expect(mean).toBeGreaterThanOrEqual(3.6);
    expect(mean).toBeLessThanOrEqual(5.0);
    const { rows } = await sql<{ optional: number; duplicates: number; foreign: number }>`
      SELECT
        avg(l.optional::int)::float8 AS optional,
        count(*) - count(DISTINCT (l.recipe_id, l.ingredient_id)) AS duplicates,
        count(*) FILTER (WHERE i.key !~ ${SYN_INGREDIENT}) AS foreign
      FROM recipe_ingredients AS l
      JOIN recipes AS r ON r.id = l.recipe_id
      JOIN ingredients AS i ON i.id = l.ingredient_id
      WHERE r.slug ~ ${SYN_RECIPE}
    `.execute(handle.db);
    const row = rows[0];
    expect(row?.optional).toBeGreaterThanOrEqual(0.05);
    expect(row?.optional).toBeLessThanOrEqual(0.16);
    expect(row?.duplicates).toBe(0);
    expect(row?.foreign).toBe(0);
  });

  it("builds a tree 4 to 6 levels deep with categories at the roots", async () => {
    const { rows } = await sql<{ max_depth: number; roots: number; bad_roots: number }>`
      SELECT
        max(depth) AS max_depth,
        count(*) FILTER (WHERE parent_id IS NULL) AS roots,
        count(*) FILTER (WHERE (parent_id IS NULL) <> (kind = 'category')) AS bad_roots
      FROM ingredients WHERE key ~ ${SYN_INGREDIENT}
    `.execute(handle.db);
    const row = rows[0];
    expect(row?.max_depth).toBeGreaterThanOrEqual(3);
    expect(row?.max_depth).toBeLessThanOrEqual(5);
    expect(row?.roots).toBeGreaterThan(0);
    expect(row?.bad_roots).toBe(0);
  });

  it("leaves the denormalised arrays consistent with the lines", async () => {
    const { rows } = await sql<{ id: number; n_required: number; required_ids: number[]; lines: number }>`
      SELECT r.id, r.n_required, r.required_ids,
        (SELECT count(DISTINCT l.ingredient_id) FROM recipe_ingredients AS l
          WHERE l.recipe_id = r.id AND NOT l.optional) AS lines
      FROM recipes AS r WHERE r.slug ~ ${SYN_RECIPE}
    `.execute(handle.db);
    expect(rows).toHaveLength(RECIPES);
    for (const row of rows) {
      expect(row.n_required).toBe(row.lines);
      expect(row.n_required).toBeGreaterThan(0);
      expect(row.required_ids).toEqual([...row.required_ids].sort((a, b) => a - b));
    }
  });

  it("is deterministic and replaces rather than duplicates on a rerun", async () => {
    const before = await counts();
    await generateSynthetic(handle.db, RECIPES, { seed: 7, ingredientNodes: NODES });
    expect(await firstFiveNames()).toEqual(firstNames);
    expect(await counts()).toEqual(before);
  });

  it("removes what a larger earlier run left over", async () => {
    const before = await counts();
    await generateSynthetic(handle.db, 50, { seed: 8, ingredientNodes: 100 });
    const after = await counts();
    expect(after.recipes).toBe(50);
    expect(after.ingredients).toBe(100);
    expect(after.all).toBe(before.all - RECIPES + 50);
    expect(await firstFiveNames()).not.toEqual(firstNames);
  });
});

import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as recipeLoader } from "../../app/routes/$lang.recipe.$slug";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase, getRequest, loadContext, settle } from "./database";

// Related recipes on the real seed: the same shape of drink, the base spirit or its kin, shared ingredients.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

async function related(lang: "de" | "en", slug: string): Promise<string[]> {
  const res = await settle(
    recipeLoader({
      request: getRequest(`/${lang}/recipe/${slug}`),
      params: { lang, slug },
      context: loadContext(handle),
    }),
  );
  const body = (await res.json()) as { related: { slug: string }[] };
  return body.related.map((r) => r.slug);
}

/** Each recipe's base spirit, glass and the keys of its lines with everything above them. */
async function facts(slugs: string[]) {
  const rows = await sql<{ slug: string; glass: string; base: string | null; keys: string[] }>`
    SELECT r.slug, r.glass, b.key AS base,
      (SELECT array_agg(a.key) FROM recipe_ingredients AS l
        JOIN ingredients AS i ON i.id = l.ingredient_id
        JOIN ingredients AS a ON a.id = ANY(i.ancestor_ids)
        WHERE l.recipe_id = r.id) AS keys
    FROM recipes AS r LEFT JOIN ingredients AS b ON b.id = r.base_ingredient_id
    WHERE r.slug = ANY(${slugs})
  `.execute(handle.db);
  return new Map(rows.rows.map((r) => [r.slug, { glass: r.glass, base: r.base, keys: new Set(r.keys) }]));
}

describe("related recipes on the seed", () => {
  it("gives a Caipirinha sours and rum or cachaça drinks, not an Irish Coffee, in both languages", async () => {
    const de = await related("de", "caipirinha");
    const en = await related("en", "caipirinha");
    expect(de).toEqual(en);
    expect(de).toHaveLength(4);
    expect(de).not.toContain("irish-coffee");
    const known = await facts(de);
    for (const slug of de) {
      const f = known.get(slug);
      const sour = ["lime-juice", "lemon-juice", "lime"].some((k) => f?.keys.has(k));
      expect(sour || f?.base === "rum" || f?.base === "cachaca", slug).toBe(true);
    }
  });

  it("gives an Irish Coffee coffee and whiskey drinks, not a Mango Lassi, in both languages", async () => {
    const de = await related("de", "irish-coffee");
    const en = await related("en", "irish-coffee");
    expect(de).toEqual(en);
    expect(de).toHaveLength(4);
    expect(de).not.toContain("mango-lassi");
    const known = await facts(de);
    // first a hot drink of the same kind (the Hot Toddy, the Pharisäer): served in the same glass
    expect(known.get(de[0] ?? "")?.glass, de[0]).toBe("irish-coffee");
    for (const slug of de) {
      const f = known.get(slug);
      const kin = f?.base === "whiskey" || f?.keys.has("coffee") || f?.glass === "irish-coffee";
      expect(kin, slug).toBe(true);
    }
  });

  it("keeps Mango Lassi away from Irish Coffee, and a Spritz among sparkling wine drinks", async () => {
    expect(await related("en", "mango-lassi")).not.toContain("irish-coffee");
    const spritz = await related("de", "spritz");
    const known = await facts(spritz);
    for (const slug of spritz) expect(known.get(slug)?.keys.has("sparkling-wine"), slug).toBe(true);
  });
});

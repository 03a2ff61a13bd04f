import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseListQuery } from "../../app/lib/recipe-query";
import { listRecipes } from "../../app/models/recipes.server";
import { deleteUser } from "../../app/models/users.server";
import { action as recipeAction, loader as recipeLoader } from "../../app/routes/$lang.recipe.$slug";
import type { DatabaseHandle } from "../../db/client";
import { createMember, createTestDatabase, formRequest, getRequest, loadContext, settle } from "./database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

let counter = 0;
const member = () => createMember(handle, `rater${++counter}@example.com`);

const rate = (slug: string, stars: string, cookie?: string) =>
  settle(
    recipeAction({
      request: formRequest(`/en/recipe/${slug}`, { intent: "rate", stars }, cookie ? { Cookie: cookie } : {}),
      params: { lang: "en", slug },
      context: loadContext(handle),
    }),
  );

/** The recipe as a visitor without a session sees it: through the shared cache (docs/decisions/0026). */
const shown = async (slug: string) => {
  const page = await settle(
    recipeLoader({
      request: getRequest(`/en/recipe/${slug}`),
      params: { lang: "en", slug },
      context: loadContext(handle),
    }),
  );
  return (await page.json()).recipe as { ratingAvg: number; ratingCount: number };
};

const aggregate = (slug: string) =>
  handle.db
    .selectFrom("recipes")
    .select(["rating_avg", "rating_count"])
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();

describe("ratings", () => {
  it("shows no rating on a fresh database: counts and averages are members' ratings only", async () => {
    const rows = await handle.db
      .selectFrom("recipes")
      .select(["slug", "rating_avg", "rating_count"])
      .where("status", "=", "published")
      .where("rating_count", ">", 0)
      .execute();
    expect(rows).toEqual([]);
  });

  it("adds a member's rating to the recipe's average and count, and changes it in place", async () => {
    const before = await aggregate("daiquiri");
    expect(before.rating_count).toBe(0);
    // kept in the shared cache before the first rating: each rating must show through it at once
    expect(await shown("daiquiri")).toMatchObject({ ratingCount: 0, ratingAvg: 0 });
    const m = await member();
    expect((await rate("daiquiri", "1", m.cookie)).status).toBe(302);
    let after = await aggregate("daiquiri");
    // one member's rating shows as one rating, with its own stars
    expect(after.rating_count).toBe(1);
    expect(Number(after.rating_avg)).toBe(1);
    expect(await shown("daiquiri")).toMatchObject({ ratingCount: 1, ratingAvg: 1 });
    expect((await rate("daiquiri", "5", m.cookie)).status).toBe(302);
    after = await aggregate("daiquiri");
    expect(after.rating_count).toBe(1);
    expect(Number(after.rating_avg)).toBe(5);
    // the same count, other stars: still shown at once
    expect(await shown("daiquiri")).toMatchObject({ ratingCount: 1, ratingAvg: 5 });
    const other = await member();
    expect((await rate("daiquiri", "4", other.cookie)).status).toBe(302);
    after = await aggregate("daiquiri");
    expect(after.rating_count).toBe(2);
    expect(Number(after.rating_avg)).toBe(4.5);
    expect(await shown("daiquiri")).toMatchObject({ ratingCount: 2, ratingAvg: 4.5 });
    const page = await settle(
      recipeLoader({
        request: getRequest("/en/recipe/daiquiri", { Cookie: m.cookie }),
        params: { lang: "en", slug: "daiquiri" },
        context: loadContext(handle),
      }),
    );
    expect((await page.json()).myRating).toBe(5);
  });

  it("keeps every rating when many arrive at once", async () => {
    const raters = await Promise.all(Array.from({ length: 8 }, () => member()));
    const before = await aggregate("mojito");
    const results = await Promise.all(raters.map((r, i) => rate("mojito", String((i % 5) + 1), r.cookie)));
    expect(results.every((r) => r.status === 302)).toBe(true);
    const after = await aggregate("mojito");
    expect(before.rating_count).toBe(0);
    expect(after.rating_count).toBe(8);
    const stars = raters.map((_, i) => (i % 5) + 1).reduce((a, b) => a + b, 0);
    expect(Number(after.rating_avg)).toBeCloseTo(stars / 8, 2);
  });

  it("refuses bad stars with 400 and sends visitors to log in", async () => {
    const m = await member();
    for (const stars of ["0", "6", "2.5", "x", ""])
      expect((await rate("daiquiri", stars, m.cookie)).status, stars).toBe(400);
    const visitor = await rate("daiquiri", "4");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/en/user/login?redirectTo=%2Fen%2Frecipe%2Fdaiquiri");
  });

  it("feeds the list's rating sort, and a deleted member's ratings leave the average", async () => {
    const slug = "rated-newcomer";
    await handle.db
      .insertInto("recipes")
      .values({
        slug,
        name_de: "Neuling",
        name_en: "Newcomer",
        glass: "coupe",
        method: "shake",
        difficulty: "easy",
      })
      .execute();
    const raters = await Promise.all(Array.from({ length: 3 }, () => member()));
    for (const r of raters) await rate(slug, "5", r.cookie);
    const top = await listRecipes(
      handle.db,
      parseListQuery(new URLSearchParams("sort=rating&dir=desc")),
      "en",
    );
    expect(top.items[0]?.slug).toBe(slug);
    expect((await shown(slug)).ratingCount).toBe(3);
    await deleteUser(handle.db, raters[0]?.id as number);
    expect((await aggregate(slug)).rating_count).toBe(2);
    expect((await shown(slug)).ratingCount).toBe(2);
  });
});

// The shared caches (app/models/shared-cache.server.ts, docs/decisions/0026-one-cache.md): pages show a change
// at once, whoever made it and however (a member through the app, another process straight in the
// database), a change moves only the versions of its kind (a rating leaves other recipes' entries in place),
// and what belongs to one viewer never reaches another.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseListQuery } from "../../app/lib/recipe-query";
import { matchBar, sharedBarMatch } from "../../app/models/bar-index.server";
import { rateRecipe } from "../../app/models/ratings.server";
import { recipeListPage, recipePage } from "../../app/models/recipes.server";
import { readVersions } from "../../app/models/shared-cache.server";
import { loader as homeLoader } from "../../app/routes/$lang._index";
import { loader as brandLoader } from "../../app/routes/$lang.brand.$slug._index";
import { loader as productLoader } from "../../app/routes/$lang.product.$slug";
import { action as rateAction, loader as recipeLoader } from "../../app/routes/$lang.recipe.$slug";
import { action as createAction } from "../../app/routes/$lang.recipe.create";
import { loader as listLoader } from "../../app/routes/$lang.recipe.list";
import { loader as groupLoader } from "../../app/routes/$lang.recipe-group.$slug";
import { loader as searchLoader } from "../../app/routes/$lang.search";
import type { DatabaseHandle } from "../../db/client";
import { createMember, createTestDatabase, formRequest, getRequest, loadContext, settle } from "./database";

let handle: DatabaseHandle;
let gin: number;
let lime: number;
let syrup: number;
beforeAll(async () => {
  handle = await createTestDatabase();
  const id = async (key: string) =>
    (await handle.db.selectFrom("ingredients").select("id").where("key", "=", key).executeTakeFirstOrThrow())
      .id;
  gin = await id("gin");
  lime = await id("lime-juice");
  syrup = await id("simple-syrup");
});
afterAll(async () => {
  await handle?.close();
});

type Loader = (args: {
  request: Request;
  params: Record<string, string>;
  context: ReturnType<typeof loadContext>;
}) => Promise<unknown>;

async function page(loader: Loader, url: string, params: Record<string, string>, cookie?: string) {
  const res = await settle(
    loader({
      request: getRequest(url, cookie ? { Cookie: cookie } : {}),
      params,
      context: loadContext(handle),
    }),
  );
  // biome-ignore lint/suspicious/noExplicitAny: loader data, read field by field in each test
  return { status: res.status, data: res.status === 200 ? ((await res.json()) as any) : null };
}

const recipe = (slug: string, cookie?: string) =>
  page(recipeLoader as Loader, `/en/recipe/${slug}`, { lang: "en", slug }, cookie);
const list = (qs = "") => page(listLoader as Loader, `/en/recipe/list${qs}`, { lang: "en" });
const search = (q: string) =>
  page(searchLoader as Loader, `/en/search?q=${encodeURIComponent(q)}`, { lang: "en" });

function recipeFields(nameEn: string, intent: "publish" | "draft") {
  const f: Record<string, string> = {
    nameEn,
    stepsEn: "Shake everything\nStrain",
    difficulty: "easy",
    glass: "coupe",
    method: "shake",
    intent,
  };
  [
    [gin, "4.5"],
    [lime, "2.5"],
    [syrup, "1.5"],
  ].forEach(([ing, amount], i) => {
    f[`lines[${i}].ingredient`] = String(ing);
    f[`lines[${i}].amount`] = String(amount);
    f[`lines[${i}].unit`] = "cl";
  });
  return f;
}

async function author(cookie: string, nameEn: string, intent: "publish" | "draft") {
  const res = await settle(
    createAction({
      request: formRequest("/en/recipe/create", recipeFields(nameEn, intent), { Cookie: cookie }),
      params: { lang: "en" },
      context: loadContext(handle),
    }),
  );
  expect(res.status).toBe(302);
  // A published recipe lands on its page, a draft in the editor.
  const location = res.headers.get("Location") ?? "";
  const edit = /\/recipe\/edit\/(\d+)$/.exec(location)?.[1];
  const row = await handle.db
    .selectFrom("recipes")
    .select(["id", "slug"])
    .where((eb) =>
      edit ? eb("id", "=", Number(edit)) : eb("slug", "=", /\/recipe\/([^/?#]+)$/.exec(location)?.[1] ?? ""),
    )
    .executeTakeFirstOrThrow();
  return row;
}

describe("shared page caches", () => {
  it("serve a page's shared data from the cache while nothing changes", async () => {
    const first = await recipePage(handle.db, "negroni", "en", null);
    const second = await recipePage(handle.db, "negroni", "en", null);
    expect(first?.related.length).toBeGreaterThan(0);
    // The same related list, not a second one read from the database.
    expect(second?.related).toBe(first?.related);
  });

  it("move only the versions of the kind that changed", async () => {
    const kinds = ["recipes", "ratings", "brands", "pages", "catalogue"];
    const moved = async (change: () => Promise<unknown>) => {
      const before = await readVersions(handle.db, kinds);
      await change();
      const after = await readVersions(handle.db, kinds);
      return kinds.filter((k) => after.get(k) !== before.get(k));
    };
    const m = await createMember(handle, "kinds@example.com");
    const { id } = await handle.db
      .selectFrom("recipes")
      .select("id")
      .where("slug", "=", "americano")
      .executeTakeFirstOrThrow();
    const rating = async () => (await readVersions(handle.db, [`rating:${id}`])).get(`rating:${id}`) ?? 0;
    const stars = await rating();
    expect(await moved(() => rateRecipe(handle.db, m.id, id, 3))).toEqual(["ratings"]);
    expect(await rating()).toBe(stars + 1);
    // the same stars again change no figure: nothing moves
    expect(await moved(() => rateRecipe(handle.db, m.id, id, 3))).toEqual([]);
    expect(
      await moved(() =>
        handle.db
          .updateTable("recipes")
          .set({ garnish_en: "An orange slice" })
          .where("id", "=", id)
          .execute(),
      ),
    ).toEqual(["recipes"]);
    expect(await rating()).toBe(stars + 1);
    expect(
      await moved(() =>
        handle.db.updateTable("recipes").set({ name_en: "Americano Test" }).where("id", "=", id).execute(),
      ),
    ).toEqual(["recipes", "catalogue"]);
    expect(
      await moved(() =>
        handle.db.updateTable("products").set({ name: "A product renamed" }).where("id", "=", -1).execute(),
      ),
    ).toEqual(["brands"]);
    expect(
      await moved(() =>
        handle.db.updateTable("faq_entries").set({ answer_en: "Still yes." }).where("id", "=", -1).execute(),
      ),
    ).toEqual(["pages"]);
  });

  it("leave other recipes' pages in the cache after a rating, and show the rated one's at once", async () => {
    const rated = await recipePage(handle.db, "sidecar", "en", null);
    const shown = new Set(["sidecar", ...(rated?.related.map((c) => c.slug) ?? [])]);
    // a recipe that neither is the rated one nor shows its card among its related ones
    let other: Awaited<ReturnType<typeof recipePage>> = null;
    for (const slug of ["mojito", "margarita", "manhattan", "old-fashioned", "mai-tai", "gimlet"]) {
      const candidate = await recipePage(handle.db, slug, "en", null);
      if (candidate && !shown.has(slug) && !candidate.related.some((c) => c.slug === "sidecar")) {
        other = candidate;
        break;
      }
    }
    expect(other).not.toBeNull();
    const otherSlug = other?.recipe.slug ?? "";
    const m = await createMember(handle, "sidecar-rater@example.com");
    await rateRecipe(handle.db, m.id, rated?.recipe.id ?? 0, 5);
    const again = await recipePage(handle.db, otherSlug, "en", null);
    // the same related cards: the entry was kept, not read again
    expect(again?.related).toBe(other?.related);
    const after = await recipePage(handle.db, "sidecar", "en", null);
    expect(after?.recipe.ratingCount).toBe((rated?.recipe.ratingCount ?? 0) + 1);
  });

  it("keep a page of the list by name after a rating of a drink it does not show, and show a shown one's at once", async () => {
    const byName = parseListQuery(new URLSearchParams());
    const first = await recipeListPage(handle.db, byName, "en");
    const second = await recipeListPage(handle.db, { ...byName, page: 2 }, "en");
    const elsewhere = second.items[0]?.slug ?? "";
    const shown = first.items[3]?.slug ?? "";
    const idOf = async (slug: string) =>
      (await handle.db.selectFrom("recipes").select("id").where("slug", "=", slug).executeTakeFirstOrThrow())
        .id;
    const m = await createMember(handle, "list-rater@example.com");
    await rateRecipe(handle.db, m.id, await idOf(elsewhere), 4);
    // the same cards: the entry was kept, not read again (the list by rating would move)
    expect((await recipeListPage(handle.db, byName, "en")).items).toBe(first.items);
    await rateRecipe(handle.db, m.id, await idOf(shown), 2);
    const after = (await recipeListPage(handle.db, byName, "en")).items;
    expect(after).not.toBe(first.items);
    const card = after.find((c) => c.slug === shown);
    const before = first.items.find((c) => c.slug === shown);
    expect(card?.ratingCount).toBe((before?.ratingCount ?? 0) + 1);
  });

  it("show a member's rating at once, on the recipe page and in the list by rating", async () => {
    const before = (await recipe("daiquiri")).data.recipe;
    await list("?sort=rating&dir=desc");
    const m = await createMember(handle, "rater@example.com");
    const res = await settle(
      rateAction({
        request: formRequest("/en/recipe/daiquiri", { intent: "rate", stars: "1" }, { Cookie: m.cookie }),
        params: { lang: "en", slug: "daiquiri" },
        context: loadContext(handle),
      }),
    );
    expect(res.status).toBe(302);
    const after = (await recipe("daiquiri")).data.recipe;
    // nobody had rated it: one member's one star is the whole rating
    expect(before.ratingCount).toBe(0);
    expect(after.ratingCount).toBe(1);
    expect(after.ratingAvg).toBe(1);
    const byRating = (await list("?sort=rating&dir=desc")).data.items;
    const card = byRating.find((c: { slug: string }) => c.slug === "daiquiri");
    if (card) expect(card.ratingCount).toBe(after.ratingCount);
    // The rater's own stars are theirs: another visitor's page does not carry them.
    expect((await recipe("daiquiri", m.cookie)).data.myRating).toBe(1);
    expect((await recipe("daiquiri")).data.myRating).toBeNull();
  });

  it("show a newly published recipe at once: list total, search, its page", async () => {
    const total = (await list()).data.total;
    expect((await search("Quillwort Sour")).data.result.total).toBe(0);
    const m = await createMember(handle, "publisher@example.com");
    const { slug } = await author(m.cookie, "Quillwort Sour", "publish");
    expect((await list()).data.total).toBe(total + 1);
    const found = (await search("Quillwort Sour")).data.result;
    expect(found.hits.map((h: { slug: string }) => h.slug)).toContain(slug);
    expect((await recipe(slug)).status).toBe(200);
  });

  it("keep a draft and the way to the editor to its author", async () => {
    const a = await createMember(handle, "drafter@example.com");
    const b = await createMember(handle, "other@example.com");
    const draft = await author(a.cookie, "Marram Fizz", "draft");
    const drafted = draft;
    // Asked first by somebody else, so a cached "not found" would show if it were shared wrongly.
    expect((await recipe(drafted.slug)).status).toBe(404);
    expect((await recipe(drafted.slug, b.cookie)).status).toBe(404);
    expect((await recipe(drafted.slug, a.cookie)).data.editId).toBe(draft.id);
    // A published recipe: its author gets the editor link, everybody else does not, whoever asked first.
    const published = await author(a.cookie, "Sea Holly Smash", "publish");
    expect((await recipe(published.slug)).data.editId).toBeNull();
    expect((await recipe(published.slug, a.cookie)).data.editId).toBe(published.id);
    expect((await recipe(published.slug, b.cookie)).data.editId).toBeNull();
  });

  it("read the versions again after any statement that may write, and on PostgreSQL every time", async () => {
    const kinds = ["recipes", "ratings"];
    const first = await readVersions(handle.db, kinds);
    const again = await readVersions(handle.db, kinds);
    // the embedded database changes only through this process: with no write since, the answer stands
    if (handle.kind === "pglite") expect(again).toBe(first);
    else expect(again).not.toBe(first);
    await handle.db.selectFrom("recipes").select("id").limit(1).execute();
    if (handle.kind === "pglite") expect(await readVersions(handle.db, kinds)).toBe(first);
    // a statement that changes nothing still counts: what it might change is not known before it ran
    await handle.db.updateTable("faq_entries").set({ answer_en: "x" }).where("id", "=", -1).execute();
    const afterWrite = await readVersions(handle.db, kinds);
    expect(afterWrite).not.toBe(first);
    expect(afterWrite.get("recipes")).toBe(first.get("recipes"));
    // a transaction's writes, seen once it committed
    await handle.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("recipes")
        .set({ garnish_en: "A long twist" })
        .where("slug", "=", "negroni")
        .execute();
    });
    expect((await readVersions(handle.db, kinds)).get("recipes")).toBe((first.get("recipes") ?? 0) + 1);
    // a rating asked for the first time is read, not taken from the last answer
    const { id } = await handle.db
      .selectFrom("recipes")
      .select("id")
      .where("slug", "=", "negroni")
      .executeTakeFirstOrThrow();
    expect((await readVersions(handle.db, [...kinds, `rating:${id}`])).get(`rating:${id}`)).toBeGreaterThan(
      0,
    );
  });

  it("show a change made by another process straight in the database at once", async () => {
    // What another worker of the cluster (or a script) does: it never touches this process's caches.
    await recipe("negroni");
    await search("Negroni");
    const version = (await readVersions(handle.db, ["recipes"])).get("recipes") ?? 0;
    await handle.db
      .updateTable("recipes")
      .set({ name_en: "Negroni Bianco Test" })
      .where("slug", "=", "negroni")
      .execute();
    expect((await readVersions(handle.db, ["recipes"])).get("recipes")).toBeGreaterThan(version);
    expect((await recipe("negroni")).data.recipe.name).toBe("Negroni Bianco Test");
    const hits = (await search("Negroni")).data.result.hits.map((h: { name: string }) => h.name);
    expect(hits).toContain("Negroni Bianco Test");
    // Groups: a renamed group, on its page and on the home page.
    await page(homeLoader as Loader, "/en", { lang: "en" });
    await page(groupLoader as Loader, "/en/recipe-group/classics", { lang: "en", slug: "classics" });
    await handle.db
      .updateTable("recipe_groups")
      .set({ name_en: "Old Guard" })
      .where("slug", "=", "classics")
      .execute();
    const group = (
      await page(groupLoader as Loader, "/en/recipe-group/classics", { lang: "en", slug: "classics" })
    ).data;
    expect(group.group.name).toBe("Old Guard");
    const home = (await page(homeLoader as Loader, "/en", { lang: "en" })).data;
    expect(home.groups.map((g: { name: string }) => g.name)).toContain("Old Guard");
  });

  it("show a renamed author at once on their recipes", async () => {
    const m = await createMember(handle, "renamed@example.com", { first: "Ada", last: "Lovelace" });
    const { slug } = await author(m.cookie, "Samphire Collins", "publish");
    expect((await recipe(slug)).data.recipe.author.name).toBe("Ada L.");
    await handle.db
      .updateTable("users")
      .set({ first_name: "Grace", last_name: "Hopper" })
      .where("id", "=", m.id)
      .execute();
    expect((await recipe(slug)).data.recipe.author.name).toBe("Grace H.");
  });

  it("show brand and product changes at once", async () => {
    const brand = (
      await page(brandLoader as Loader, "/en/brand/kesselwind", { lang: "en", slug: "kesselwind" })
    ).data;
    expect(brand.brand.name).toBe("Kesselwind Destillerie");
    await handle.db
      .updateTable("brands")
      .set({ name: "Kesselwind Brennerei" })
      .where("slug", "=", "kesselwind")
      .execute();
    const renamed = (
      await page(brandLoader as Loader, "/en/brand/kesselwind", { lang: "en", slug: "kesselwind" })
    ).data;
    expect(renamed.brand.name).toBe("Kesselwind Brennerei");
    const slug = "kesselwind-london-dry-gin";
    const product = (await page(productLoader as Loader, `/en/product/${slug}`, { lang: "en", slug })).data;
    await handle.db
      .updateTable("products")
      .set({ name: "Kesselwind Dry Gin" })
      .where("slug", "=", slug)
      .execute();
    const after = (await page(productLoader as Loader, `/en/product/${slug}`, { lang: "en", slug })).data;
    expect(product.product.name).not.toBe("Kesselwind Dry Gin");
    expect(after.product.name).toBe("Kesselwind Dry Gin");
    // A brand that is no longer live answers like an unknown one, at once.
    await handle.db
      .updateTable("brands")
      .set({ status: "pending" })
      .where("slug", "=", "kesselwind")
      .execute();
    expect(
      (await page(brandLoader as Loader, "/en/brand/kesselwind", { lang: "en", slug: "kesselwind" })).status,
    ).toBe(404);
    expect((await page(productLoader as Loader, `/en/product/${slug}`, { lang: "en", slug })).status).toBe(
      404,
    );
  });

  it("answer the same bar from the cache, and a changed recipe at once", async () => {
    const query = {
      owned: [gin, lime, syrup],
      tolerance: "normal" as const,
      sort: "missing" as const,
      dir: "asc" as const,
      page: 1,
      locale: "en" as const,
    };
    const first = await sharedBarMatch(handle.db, query);
    expect(await sharedBarMatch(handle.db, query)).toBe(first);
    expect(first).toEqual(await matchBar(handle.db, query));
    const makeable = first.items.find((i) => i.missing === 0);
    expect(makeable).toBeDefined();
    await handle.db
      .updateTable("recipes")
      .set({ name_en: "Renamed for the bar" })
      .where("slug", "=", makeable?.slug ?? "")
      .execute();
    const after = await sharedBarMatch(handle.db, query);
    expect(after).not.toBe(first);
    expect(after.items.find((i) => i.slug === makeable?.slug)?.name).toBe("Renamed for the bar");
  });
});

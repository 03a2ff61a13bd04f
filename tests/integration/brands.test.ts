import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOLERANCES, type Tolerance } from "../../app/lib/bar-matcher";
import { barCookieIds } from "../../app/lib/bar-selection";
import { STAPLE_KEYS } from "../../app/lib/bar-staples";
import { SITE_PAGES } from "../../app/lib/site-pages";
import { loader as listLoader } from "../../app/routes/$lang.brand._index";
import { loader as brandLoader } from "../../app/routes/$lang.brand.$slug._index";
import { action as productAction, loader as productLoader } from "../../app/routes/$lang.product.$slug";
import { loader as searchLoader } from "../../app/routes/$lang.search";
import { loader as sitemapLoader } from "../../app/routes/sitemap[.]xml";
import { readCookie, setCookie } from "../../app/utils/cookies.server";
import type { DatabaseHandle } from "../../db/client";
import { refreshIngredientTree } from "../../db/derived";
import {
  createTestDatabase,
  formRequest,
  getRequest,
  ingredientId as ingredientIdIn,
  loadContext,
  settle,
  thrown,
} from "./database";

let handle: DatabaseHandle;

type Json = Record<string, unknown>;
async function json<T = Json>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function load(
  loader: typeof listLoader | typeof brandLoader | typeof productLoader | typeof searchLoader,
  url: string,
  params: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return settle(
    Promise.resolve(loader({ request: getRequest(url, headers), params, context: loadContext(handle) })),
  );
}

/** A brand of our own, with one product below London Dry Gin. */
async function brand(slug: string, name: string, status: "live" | "pending", product?: string) {
  const row = await handle.db
    .insertInto("brands")
    .values({
      slug,
      name,
      status,
      registered_since: "2025-01-01",
      description_de: "",
      description_en: `${name} makes things.\nSecond line.`,
      website: "javascript:alert(1)",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (product) {
    const parent = await handle.db
      .selectFrom("ingredients")
      .select("id")
      .where("key", "=", "london-dry-gin")
      .executeTakeFirstOrThrow();
    const node = await handle.db
      .insertInto("ingredients")
      .values({
        key: `product-${product}`,
        parent_id: parent.id,
        kind: "product",
        name_de: product,
        name_en: product,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto("products")
      .values({
        slug: product,
        brand_id: row.id,
        ingredient_id: node.id,
        name: `${name} Gin`,
        price: 10,
        currency: "EUR",
      })
      .execute();
  }
  return row.id;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  await brand("aepfelhaus", "Äpfelhaus", "live");
  await brand("zyx-lower", "zyx lower", "live");
  await brand("hidden-pending", "Hidden Pending", "pending", "hidden-pending-gin");
  await refreshIngredientTree(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

describe("brand list", () => {
  for (const locale of ["de", "en"] as const) {
    it(`lists live brands alphabetically in the ${locale} collation, pending ones never`, async () => {
      const res = await load(listLoader, `/${locale}/brand`, { lang: locale });
      expect(res.status).toBe(200);
      const body = await json<{ brands: { name: string; slug: string; productCount: number }[] }>(res);
      const names = body.brands.map((b) => b.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(locale).compare));
      // "Ä" sorts with "A" and lower case with upper case, which byte order would not do
      expect(names.indexOf("Äpfelhaus")).toBeLessThan(names.indexOf("Brausewerk Lindental"));
      expect(names.at(-1)).toBe("zyx lower");
      expect(names).not.toContain("Hidden Pending");
      const live = await handle.db
        .selectFrom("brands")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "=", "live")
        .executeTakeFirstOrThrow();
      expect(body.brands.length).toBe(Number(live.n));
      const kesselwind = await handle.db
        .selectFrom("products as p")
        .innerJoin("brands as b", "b.id", "p.brand_id")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("b.slug", "=", "kesselwind")
        .executeTakeFirstOrThrow();
      expect(body.brands.find((b) => b.slug === "kesselwind")?.productCount).toBe(Number(kesselwind.n));
    });
  }

  it("shows each description's first line, in the other language marked when not translated", async () => {
    const res = await load(listLoader, "/de/brand", { lang: "de" });
    const body = await json<{
      brands: { slug: string; line: { text: string; lang: string; translated: boolean } }[];
    }>(res);
    expect(body.brands.find((b) => b.slug === "aepfelhaus")?.line).toEqual({
      text: "Äpfelhaus makes things.",
      lang: "en",
      translated: false,
    });
    expect(body.brands.find((b) => b.slug === "kesselwind")?.line?.translated).toBe(true);
  });
});

describe("brand page", () => {
  it("shows the brand with its date, links, description and products by category", async () => {
    const res = await load(brandLoader, "/en/brand/kesselwind", { lang: "en", slug: "kesselwind" });
    expect(res.status).toBe(200);
    const body = await json<{
      brand: Json & { registeredSince: { iso: string; text: string } };
      groups: { category: string; products: { slug: string; name: string; facts: string }[] }[];
    }>(res);
    expect(body.brand.name).toBe("Kesselwind Destillerie");
    expect(body.brand.registeredSince).toEqual({ iso: "2024-03-14", text: "March 14, 2024" });
    expect(body.brand.website).toBe("https://kesselwind.example/");
    expect(body.brand.imprintUrl).toBe("https://kesselwind.example/impressum");
    const categories = body.groups.map((g) => g.category);
    expect(categories).toContain("London dry gin");
    expect(categories).toEqual([...categories].sort(new Intl.Collator("en").compare));
    const gin = body.groups.find((g) => g.category === "London dry gin");
    expect(gin?.products.map((p) => p.slug)).toEqual(["kesselwind-london-dry-gin"]);
    expect(gin?.products[0]?.facts).toMatch(/^43%/);

    const de = await json<{ brand: { registeredSince: { text: string } } }>(
      await load(brandLoader, "/de/brand/kesselwind", { lang: "de", slug: "kesselwind" }),
    );
    expect(de.brand.registeredSince.text).toBe("14. März 2024");
  });

  it("links the menu and the book only when the brand has them", async () => {
    const id = await brand("menu-brand", "Menu Brand", "live");
    const url = "/en/brand/menu-brand";
    const flags = async () =>
      json<{ brand: { hasMenu: boolean; hasBook: boolean } }>(
        await load(brandLoader, url, { lang: "en", slug: "menu-brand" }),
      );
    expect((await flags()).brand).toMatchObject({ hasMenu: false, hasBook: false });
    const section = await handle.db
      .insertInto("brand_menu_sections")
      .values({ brand_id: id, position: 1, title_de: "Klassiker", title_en: "Classics" })
      .returning("id")
      .executeTakeFirstOrThrow();
    // an empty section is no menu yet
    expect((await flags()).brand.hasMenu).toBe(false);
    const recipe = await handle.db
      .selectFrom("recipes")
      .select("id")
      .where("slug", "=", "negroni")
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto("brand_menu_items")
      .values({ section_id: section.id, recipe_id: recipe.id, position: 1 })
      .execute();
    await handle.db
      .insertInto("brand_book_items")
      .values({ brand_id: id, recipe_id: recipe.id, position: 1 })
      .execute();
    expect((await flags()).brand).toMatchObject({ hasMenu: true, hasBook: true });
  });

  it("never links an unsafe stored address", async () => {
    const body = await json<{ brand: { website: string | null } }>(
      await load(brandLoader, "/en/brand/aepfelhaus", { lang: "en", slug: "aepfelhaus" }),
    );
    expect(body.brand.website).toBeNull();
  });

  it("answers 404 for unknown, malformed and pending slugs", async () => {
    for (const slug of ["no-such-brand", "Kesselwind", "hidden-pending", "register"]) {
      const res = await thrown(() =>
        Promise.resolve(
          brandLoader({
            request: getRequest(`/en/brand/${slug}`),
            params: { lang: "en", slug },
            context: loadContext(handle),
          }),
        ),
      );
      expect(res.status, slug).toBe(404);
    }
  });

  it("sends an old slug to the current one with 301, keeping the rest of the address", async () => {
    const kesselwind = await handle.db
      .selectFrom("brands")
      .select("id")
      .where("slug", "=", "kesselwind")
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto("brand_slug_history")
      .values({ old_slug: "kesselwind-alt", brand_id: kesselwind.id })
      .execute();
    const res = await thrown(() =>
      Promise.resolve(
        brandLoader({
          request: getRequest("/de/brand/kesselwind-alt?from=old"),
          params: { lang: "de", slug: "kesselwind-alt" },
          context: loadContext(handle),
        }),
      ),
    );
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/de/brand/kesselwind?from=old");

    // an old slug of a pending brand leads nowhere
    const pending = await handle.db
      .selectFrom("brands")
      .select("id")
      .where("slug", "=", "hidden-pending")
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto("brand_slug_history")
      .values({ old_slug: "pending-alt", brand_id: pending.id })
      .execute();
    const gone = await thrown(() =>
      Promise.resolve(
        brandLoader({
          request: getRequest("/de/brand/pending-alt"),
          params: { lang: "de", slug: "pending-alt" },
          context: loadContext(handle),
        }),
      ),
    );
    expect(gone.status).toBe(404);
  });
});

// ---- the brute-force reference for the product page's counts: plain JS over the recipes' lines ----

type Reference = {
  /** each required line as the signed ids it accepts (one, or an any-of line's alternatives) */
  recipes: { id: number; required: number[][] }[];
  ancestors: Map<number, number[]>;
  /** every parent of a node: its first (`parent_id`) and its further ones (`ingredient_parents`) */
  parents: Map<number, number[]>;
  kind: Map<number, string>;
  /** source → what it yields (kitchen sense: a lime yields lime juice). */
  yields: Map<number, number[]>;
  /** source → the ingredients it may stand in for where a line does not insist */
  substitutes: Map<number, number[]>;
  /** what every bar holds (water) */
  staples: number[];
};

function push(map: Map<number, number[]>, key: number, value: number) {
  map.set(key, [...(map.get(key) ?? []), value]);
}

async function reference(): Promise<Reference> {
  const [lines, nodes, yieldRows, parentRows, substituteRows] = await Promise.all([
    handle.db
      .selectFrom("recipe_ingredients as l")
      .innerJoin("recipes as r", "r.id", "l.recipe_id")
      .select(["l.recipe_id", "l.ingredient_id", "l.exact", "l.optional", "l.alternative_ids"])
      .where("r.status", "=", "published")
      .execute(),
    handle.db.selectFrom("ingredients").select(["id", "parent_id", "kind", "key"]).execute(),
    handle.db.selectFrom("ingredient_yields").select(["source_id", "target_id"]).execute(),
    handle.db.selectFrom("ingredient_parents").select(["child_id", "parent_id"]).execute(),
    handle.db.selectFrom("ingredient_substitutes").select(["source_id", "target_id"]).execute(),
  ]);
  const yields = new Map<number, number[]>();
  for (const y of yieldRows) push(yields, y.source_id, y.target_id);
  const substitutes = new Map<number, number[]>();
  for (const row of substituteRows) push(substitutes, row.source_id, row.target_id);
  const parents = new Map<number, number[]>();
  for (const n of nodes) if (n.parent_id !== null) push(parents, n.id, n.parent_id);
  for (const row of parentRows) push(parents, row.child_id, row.parent_id);
  const kind = new Map(nodes.map((n) => [n.id, n.kind]));
  // ancestors by walking every parent link (not the stored ancestor_ids), so the check is independent
  const ancestors = new Map<number, number[]>();
  for (const n of nodes) {
    const seen = new Set<number>();
    const stack = [n.id];
    while (stack.length > 0) {
      const at = stack.pop() as number;
      if (seen.has(at)) continue;
      seen.add(at);
      stack.push(...(parents.get(at) ?? []));
    }
    ancestors.set(n.id, [...seen]);
  }
  const byRecipe = new Map<number, Map<string, number[]>>();
  for (const l of lines) {
    if (l.optional) continue;
    const sign = l.exact ? -1 : 1;
    const accepted = [l.ingredient_id, ...(l.alternative_ids ?? [])].map((id) => sign * id);
    const set = byRecipe.get(l.recipe_id) ?? new Map<string, number[]>();
    set.set([...accepted].sort((a, b) => a - b).join(","), accepted);
    byRecipe.set(l.recipe_id, set);
  }
  return {
    recipes: [...byRecipe].map(([id, set]) => ({ id, required: [...set.values()] })),
    ancestors,
    parents,
    kind,
    yields,
    substitutes,
    staples: nodes.filter((n) => (STAPLE_KEYS as readonly string[]).includes(n.key)).map((n) => n.id),
  };
}

/** Owned nodes plus what they (or a product's parents) yield, until nothing changes. */
function withYields(ref: Reference, owned: number[]): number[] {
  const have = new Set(owned);
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of [...have]) {
      const givers = ref.kind.get(id) === "product" ? [id, ...(ref.parents.get(id) ?? [])] : [id];
      for (const giver of givers) {
        for (const target of ref.yields.get(giver) ?? []) {
          if (have.has(target)) continue;
          have.add(target);
          changed = true;
        }
      }
    }
  }
  return [...have];
}

/**
 * Does owning these nodes cover this signed id? A generic one: any owned node at or below it, or one at or
 * below a substitute for it. An exact one: the node itself, or a product that is it.
 */
function coversId(ref: Reference, owned: number[], id: number): boolean {
  if (id > 0) {
    return owned.some((o) =>
      (ref.ancestors.get(o) ?? []).some((a) => a === id || ref.substitutes.get(a)?.includes(id)),
    );
  }
  const target = -id;
  return owned.some(
    (o) => o === target || (ref.kind.get(o) === "product" && ref.parents.get(o)?.includes(target)),
  );
}

/** Does owning these nodes (and what they yield) serve this line? */
function covers(ref: Reference, owned: number[], accepted: number[]): boolean {
  const have = withYields(ref, owned);
  return accepted.some((id) => coversId(ref, have, id));
}

function missing(ref: Reference, owned: number[], required: number[][]): number {
  // A bar holds the staples (water) too; "which recipes does this bottle serve" does not.
  const have = withYields(ref, [...owned, ...ref.staples]);
  return required.filter((accepted) => !accepted.some((id) => coversId(ref, have, id))).length;
}

/** An ingredient's id by its key, in this file's database. */
const ingredientId = (key: string) => ingredientIdIn(handle, key);

describe("product page", () => {
  type ProductData = {
    product: Json & { kind: string; price: string; brand: { slug: string; name: string }; buyUrl: string };
    recipes: { total: number; items: { slug: string }[]; paged: boolean; pages: number };
    bar: { inBar: boolean; now: number; more: number; ids: number[] } | null;
  };

  it("shows the product, what it is, its price and the recipes it serves", async () => {
    const res = await load(productLoader, "/en/product/kesselwind-london-dry-gin", {
      lang: "en",
      slug: "kesselwind-london-dry-gin",
    });
    expect(res.status).toBe(200);
    const body = await json<ProductData>(res);
    expect(body.product).toMatchObject({
      name: "Kesselwind London Dry Gin",
      kind: "London dry gin",
      abv: "43%",
      price: "€32.90",
      offer: { price: 32.9, currency: "EUR" },
      brand: { slug: "kesselwind", name: "Kesselwind Destillerie" },
      buyUrl: "https://kesselwind.example/shop/london-dry-gin",
    });
    expect(body.bar).toBeNull();

    // every published recipe with a required line this bottle serves: "gin" lines and "London Dry Gin" lines
    const ref = await reference();
    const id = await ingredientId("product-kesselwind-london-dry-gin");
    const expected = ref.recipes.filter((r) => r.required.some((line) => covers(ref, [id], line)));
    expect(expected.length).toBeGreaterThan(20);
    expect(body.recipes.total).toBe(expected.length);
    expect(body.recipes.paged).toBe(false);
    expect(body.recipes.items.length).toBe(8);
    const slugs = await handle.db
      .selectFrom("recipes")
      .select("slug")
      .where(
        "id",
        "in",
        expected.map((r) => r.id),
      )
      .execute();
    const expectedSlugs = new Set(slugs.map((s) => s.slug));
    for (const item of body.recipes.items) expect(expectedSlugs.has(item.slug), item.slug).toBe(true);
    expect(expectedSlugs.has("negroni")).toBe(true);

    // ?page= pages through all of them
    const all = new Set<string>();
    for (let page = 1; page <= Math.ceil(expected.length / 24); page++) {
      const paged = await json<ProductData>(
        await load(productLoader, `/en/product/kesselwind-london-dry-gin?page=${page}`, {
          lang: "en",
          slug: "kesselwind-london-dry-gin",
        }),
      );
      expect(paged.recipes.paged).toBe(true);
      for (const item of paged.recipes.items) all.add(item.slug);
    }
    expect(all).toEqual(expectedSlugs);
  });

  it("formats price and date for German pages", async () => {
    const body = await json<ProductData>(
      await load(productLoader, "/de/product/kesselwind-london-dry-gin", {
        lang: "de",
        slug: "kesselwind-london-dry-gin",
      }),
    );
    expect(body.product.price.replace(/\u00a0/g, " ")).toBe("32,90 €");
    expect(String(body.product.abv).replace(/\u00a0/g, " ")).toBe("43 %");
  });

  it("counts the recipes the bottle adds to the remembered bar, as a brute-force count does", async () => {
    const ref = await reference();
    const bars: string[][] = [
      ["lime-juice", "simple-syrup"],
      ["campari", "sweet-vermouth", "lemon-juice", "egg-white", "simple-syrup"],
      ["product-kesselwind-wodka", "lime-juice"],
      [],
    ];
    const products = ["kesselwind-london-dry-gin", "driftplank-white-rum", "kesselwind-null"];
    let nonZero = 0;
    for (const keys of bars) {
      const owned = await Promise.all(keys.map(ingredientId).map((p) => p.catch(() => 0)));
      const ids = owned.filter((id) => id > 0);
      const cookie = ids.length ? await setCookie("bar", ids.join(".")) : "";
      for (const slug of products) {
        const productRow = await handle.db
          .selectFrom("products")
          .select("ingredient_id")
          .where("slug", "=", slug)
          .executeTakeFirst();
        if (!productRow) continue;
        for (const tolerance of Object.keys(TOLERANCES) as Tolerance[]) {
          const res = await load(
            productLoader,
            `/en/product/${slug}?tolerance=${tolerance}`,
            { lang: "en", slug },
            cookie ? { Cookie: cookie.split(";")[0] ?? "" } : {},
          );
          const body = await json<ProductData>(res);
          if (ids.length === 0) {
            expect(body.bar).toBeNull();
            continue;
          }
          const k = TOLERANCES[tolerance];
          const with_ = [...ids, productRow.ingredient_id];
          const expected = ref.recipes.filter(
            (r) => missing(ref, ids, r.required) > k && missing(ref, with_, r.required) <= k,
          ).length;
          expect(body.bar, `${keys} + ${slug} at ${tolerance}`).toMatchObject({
            inBar: false,
            more: expected,
          });
          if (expected > 0) nonZero++;

          // once in the bar, the page says what the bar makes now: the same count as the brute force's
          const inBar = await load(
            productLoader,
            `/en/product/${slug}?tolerance=${tolerance}`,
            { lang: "en", slug },
            { Cookie: (await setCookie("bar", with_.join("."))).split(";")[0] ?? "" },
          );
          const now = ref.recipes.filter((r) => missing(ref, with_, r.required) <= k).length;
          expect((await json<ProductData>(inBar)).bar).toMatchObject({ inBar: true, more: 0, now });
        }
      }
    }
    expect(nonZero).toBeGreaterThan(3);
  });

  it("knows when the bottle is in the bar already", async () => {
    const id = await ingredientId("product-kesselwind-london-dry-gin");
    const cookie = (await setCookie("bar", String(id))).split(";")[0] ?? "";
    const body = await json<ProductData>(
      await load(
        productLoader,
        "/en/product/kesselwind-london-dry-gin",
        { lang: "en", slug: "kesselwind-london-dry-gin" },
        { Cookie: cookie },
      ),
    );
    expect(body.bar).toMatchObject({ inBar: true, more: 0, ids: [id] });
  });

  it("answers 404 for unknown products and products of pending brands", async () => {
    for (const slug of ["no-such-product", "hidden-pending-gin", "Bad_Slug"]) {
      const res = await thrown(() =>
        Promise.resolve(
          productLoader({
            request: getRequest(`/en/product/${slug}`),
            params: { lang: "en", slug },
            context: loadContext(handle),
          }),
        ),
      );
      expect(res.status, slug).toBe(404);
    }
  });
});

/** The ids the bar cookie among these Set-Cookie headers holds, read back the way the app reads it. */
async function barOf(setCookies: string[]): Promise<number[]> {
  const header = setCookies.map((c) => c.split(";")[0]).join("; ");
  return barCookieIds(await readCookie("bar", getRequest("/", { Cookie: header })));
}

describe("add to my bar", () => {
  const slug = "kesselwind-london-dry-gin";
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}, product = slug) =>
    settle(
      Promise.resolve(
        productAction({
          request: formRequest(`/en/product/${product}`, fields, headers),
          params: { lang: "en", slug: product },
          context: loadContext(handle),
        }),
      ),
    );

  it("adds the product to the bar cookie and comes back with a toast", async () => {
    const lime = await ingredientId("lime-juice");
    const barCookie = (await setCookie("bar", String(lime))).split(";")[0] ?? "";
    const res = await post({ intent: "add-to-bar", tolerance: "high" }, { Cookie: barCookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/en/product/${slug}?tolerance=high#bar`);
    const cookies = res.headers.getSetCookie();
    const id = await ingredientId("product-kesselwind-london-dry-gin");
    expect(await barOf(cookies)).toEqual([lime, id].sort((a, b) => a - b));
    expect(cookies.some((c) => c.startsWith("toast="))).toBe(true);

    // the page it comes back to shows the toast and the bottle in the bar
    const next = await load(
      productLoader,
      `/en/product/${slug}?tolerance=high`,
      { lang: "en", slug },
      { Cookie: cookies.map((c) => c.split(";")[0]).join("; ") },
    );
    expect((await json<{ bar: { inBar: boolean } }>(next)).bar?.inBar).toBe(true);
    const { takeToasts } = await import("../../app/utils/toast.server");
    const toasts = await takeToasts(
      getRequest("/", { Cookie: cookies.map((c) => c.split(";")[0]).join("; ") }),
    );
    expect(toasts.toasts.map((t) => t.message)).toEqual(["Kesselwind London Dry Gin is now in your bar."]);
  });

  it("starts a bar for a visitor without one", async () => {
    const res = await post({ intent: "add-to-bar" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/en/product/${slug}#bar`);
    const id = await ingredientId("product-kesselwind-london-dry-gin");
    expect(await barOf(res.headers.getSetCookie())).toEqual([id]);
  });

  it("refuses bad input with 4xx and leaves the cookie alone", async () => {
    const bad = await post({ intent: "delete-everything" });
    expect(bad.status).toBe(400);
    expect(bad.headers.getSetCookie().some((c) => c.startsWith("bar="))).toBe(false);
    const body = await json<{ error: Record<string, string[]> }>(bad);
    expect(body.error.intent).toEqual(["product.invalid"]);

    expect((await post({})).status).toBe(400);
    expect((await post({ intent: "add-to-bar", website: "spam" })).status).toBe(400);
    expect((await post({ intent: "add-to-bar" }, {}, "no-such-product")).status).toBe(404);
    expect((await post({ intent: "add-to-bar" }, {}, "hidden-pending-gin")).status).toBe(404);
    expect((await post({ intent: "add-to-bar" }, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    const json415 = await settle(
      Promise.resolve(
        productAction({
          request: new Request(`http://localhost:3000/en/product/${slug}`, {
            method: "POST",
            body: "{}",
            headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
          }),
          params: { lang: "en", slug },
          context: loadContext(handle),
        }),
      ),
    );
    expect(json415.status).toBe(415);
  });

  it("refuses a bar that is full", async () => {
    // ids no ingredient has (the seed's are far below), so the product is not among them
    const full = Array.from({ length: 500 }, (_, i) => i + 100_000).join(".");
    const cookie = (await setCookie("bar", full)).split(";")[0] ?? "";
    const res = await post({ intent: "add-to-bar" }, { Cookie: cookie });
    expect(res.status).toBe(400);
    expect((await json<{ error: Record<string, string[]> }>(res)).error[""]).toEqual(["bar.tooMany"]);
  });
});

describe("search", () => {
  type SearchData = {
    brandHits: {
      brands: { slug: string }[];
      products: { slug: string; brandName: string; kind: string | null }[];
      suggestion: string | null;
    } | null;
    result: { total: number } | null;
  };
  const search = async (q: string, lang = "en", page = "1") =>
    json<SearchData>(
      await load(searchLoader, `/${lang}/search?q=${encodeURIComponent(q)}&page=${page}`, { lang }),
    );

  it("finds live brands and their products by name in their own section", async () => {
    const found = await search("kesselwind");
    expect(found.brandHits?.brands.map((b) => b.slug)).toEqual(["kesselwind"]);
    expect(found.brandHits?.products.length).toBeGreaterThanOrEqual(7);
    expect(found.brandHits?.products.find((p) => p.slug === "kesselwind-london-dry-gin")).toMatchObject({
      brandName: "Kesselwind Destillerie",
      kind: "London dry gin",
    });
    const gin = await search("kesselwind london", "de");
    expect(gin.brandHits?.products.map((p) => p.slug)).toEqual(["kesselwind-london-dry-gin"]);
    expect(gin.brandHits?.brands).toEqual([]);
  });

  it("forgives typos, folds accents, and hides pending brands", async () => {
    const typo = await search("kesselwnid");
    expect(typo.brandHits?.brands.map((b) => b.slug)).toEqual(["kesselwind"]);
    expect(typo.brandHits?.suggestion).toBe("kesselwind");
    expect((await search("apfelhaus")).brandHits?.brands.map((b) => b.slug)).toEqual(["aepfelhaus"]);
    expect((await search("Äpfelhaus", "de")).brandHits?.brands.map((b) => b.slug)).toEqual(["aepfelhaus"]);
    expect((await search("hidden pending")).brandHits).toBeNull();
  });

  it("leaves the section out when nothing matches and on later pages", async () => {
    const negroni = await search("negroni");
    expect(negroni.brandHits).toBeNull();
    expect(negroni.result?.total).toBeGreaterThan(0);
    expect((await search("kesselwind", "en", "2")).brandHits).toBeNull();
  });
});

/** A strict enough XML check for our own output: one root, balanced tags, quoted attributes, known entities. */
function assertWellFormedXml(xml: string) {
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, "");
  expect(body).not.toBe(xml);
  const stack: string[] = [];
  let roots = 0;
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  for (let m = token.exec(body); m; m = token.exec(body)) {
    const [, closing, name, , selfClosing, text, stray] = m;
    if (stray) throw new Error(`stray "<" at ${m.index}: ${body.slice(m.index, m.index + 40)}`);
    if (text !== undefined) {
      if (stack.length === 0 && text.trim()) throw new Error(`text outside the root: ${text.slice(0, 40)}`);
      for (const entity of text.match(/&[^;\s]*;?/g) ?? []) {
        expect(["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"]).toContain(entity);
      }
      continue;
    }
    if (closing) {
      expect(stack.pop()).toBe(name);
    } else {
      if (stack.length === 0) roots++;
      if (!selfClosing) stack.push(name as string);
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

describe("sitemap.xml", () => {
  it("lists brands, products, menus, books, recipes and groups in both languages with hreflang", async () => {
    const res = await settle(
      Promise.resolve(
        sitemapLoader({ request: getRequest("/sitemap.xml"), params: {}, context: loadContext(handle) }),
      ),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/xml");
    const xml = await res.text();
    assertWellFormedXml(xml);
    const entry = (path: string) => {
      const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1] ?? "");
      return urls.filter((u) => u.includes(`${path}</loc>`));
    };
    for (const path of [
      "/brand",
      "/brand/kesselwind",
      "/product/kesselwind-london-dry-gin",
      "/recipe/negroni",
      "/recipe-group/classics",
      "/brand/menu-brand/menu",
      "/brand/menu-brand/book",
    ]) {
      for (const locale of ["de", "en"]) {
        const found = entry(`/${locale}${path}`);
        expect(found.length, `${locale}${path}`).toBe(1);
        expect(found[0]).toContain(`hreflang="de" href="http://localhost:3000/de${path}"`);
        expect(found[0]).toContain(`hreflang="en" href="http://localhost:3000/en${path}"`);
      }
    }
    for (const absent of ["/brand/hidden-pending", "/product/hidden-pending-gin", "/brand/aepfelhaus/menu"]) {
      expect(xml).not.toContain(`${absent}<`);
    }
    const published = await handle.db
      .selectFrom("recipes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "published")
      .executeTakeFirstOrThrow();
    const recipeLocs = (xml.match(/\/en\/recipe\/[^<]*<\/loc>/g) ?? []).filter(
      (loc) => !SITE_PAGES.some((page) => loc === `/en${page.path}</loc>`),
    );
    expect(recipeLocs.length).toBe(Number(published.n));
    // only one file at this size: ?part=2 does not exist
    const part2 = await settle(
      Promise.resolve(
        sitemapLoader({
          request: getRequest("/sitemap.xml?part=2"),
          params: {},
          context: loadContext(handle),
        }),
      ),
    );
    expect(part2.status).toBe(404);
  });
});

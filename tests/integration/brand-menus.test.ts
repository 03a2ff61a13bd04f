import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import de from "../../app/locales/de";
import en from "../../app/locales/en";
import { addBrandMember } from "../../app/models/brand-members.server";
import { loader as bookLoader } from "../../app/routes/$lang.brand.$slug.book";
import {
  action as manageBookAction,
  loader as manageBookLoader,
} from "../../app/routes/$lang.brand.$slug.manage.book";
import {
  action as manageMenuAction,
  loader as manageMenuLoader,
} from "../../app/routes/$lang.brand.$slug.manage.menu";
import { loader as menuLoader } from "../../app/routes/$lang.brand.$slug.menu";
import type { DatabaseHandle } from "../../db/client";
import { brandBooks, brandMenus, seedBrandMenus } from "../../db/seed/content/brand-menus";
import { createMember, createTestDatabase, formRequest, getRequest, loadContext, settle } from "./database";

let handle: DatabaseHandle;
let owner: { id: number; cookie: string };
let outsider: { id: number; cookie: string };
let plain: { id: number; cookie: string };
const brandIds: Record<string, number> = {};

beforeAll(async () => {
  handle = await createTestDatabase();
  for (const row of await handle.db.selectFrom("brands").select(["id", "slug"]).execute()) {
    brandIds[row.slug] = row.id;
  }
  owner = await createMember(handle, "rum-owner@example.com");
  outsider = await createMember(handle, "gin-member@example.com");
  plain = await createMember(handle, "plain@example.com");
  await addBrandMember(handle.db, brandIds.driftplank as number, owner.id, "owner");
  await addBrandMember(handle.db, brandIds.kesselwind as number, outsider.id, "member");
});
afterAll(async () => {
  await handle?.close();
});

// Loader and action answers as JSON; the tests read the fields they check.
// biome-ignore lint/suspicious/noExplicitAny: parsed JSON of many shapes
type Json = Record<string, any>;
const ctx = () => loadContext(handle);

async function page(
  loader: (args: LoaderFunctionArgs) => Promise<unknown>,
  url: string,
  cookie?: string,
): Promise<{ status: number; body: Json; location: string | null }> {
  const [, lang, , slug] = new URL(url, "http://localhost").pathname.split("/");
  const res = await settle(
    loader({
      request: getRequest(url, cookie ? { Cookie: cookie } : {}),
      params: { lang, slug },
      context: ctx(),
    }),
  );
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {}, location: res.headers.get("Location") };
}

async function post(
  action: typeof manageMenuAction | typeof manageBookAction,
  url: string,
  fields: Record<string, string>,
  cookie?: string,
) {
  const [, lang, , slug] = new URL(url, "http://localhost").pathname.split("/");
  const res = await settle(
    action({
      request: formRequest(url, fields, cookie ? { Cookie: cookie } : {}),
      params: { lang, slug },
      context: ctx(),
    }),
  );
  const text = res.status >= 300 && res.status < 400 ? "" : await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : {}) as Json,
    location: res.headers.get("Location"),
  };
}

const menuUrl = (lang = "en", slug = "driftplank") => `/${lang}/brand/${slug}/manage/menu`;
const bookUrl = (lang = "en", slug = "driftplank") => `/${lang}/brand/${slug}/manage/book`;

async function editor(cookie = owner.cookie) {
  const res = await page(manageMenuLoader, menuUrl(), cookie);
  expect(res.status).toBe(200);
  return res.body;
}

/**
 * The reference for "available": a recipe is makeable when every required line is covered, where owning a
 * node covers itself and everything above it, and an "exactly" line (negative id) wants that node or a
 * product directly below it. Written out plainly, without the matcher's index or bitmaps.
 */
async function bruteForceAvailable(brandSlug: string): Promise<Set<number>> {
  const brandId = brandIds[brandSlug] as number;
  const stock = (
    await handle.db
      .selectFrom("brand_stock")
      .select("ingredient_id")
      .where("brand_id", "=", brandId)
      .execute()
  ).map((r) => r.ingredient_id);
  const nodes = await handle.db.selectFrom("ingredients").select(["id", "parent_id", "kind"]).execute();
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const covers = (line: number): boolean =>
    stock.some((owned) => {
      if (line < 0) {
        const node = byId.get(owned);
        return owned === -line || (node?.kind === "product" && node.parent_id === -line);
      }
      for (let at: number | null | undefined = owned; at != null; at = byId.get(at)?.parent_id) {
        if (at === line) return true;
      }
      return false;
    });
  const recipes = await handle.db
    .selectFrom("brand_menu_items as i")
    .innerJoin("brand_menu_sections as s", "s.id", "i.section_id")
    .innerJoin("recipes as r", "r.id", "i.recipe_id")
    .select(["r.id", "r.required_ids"])
    .where("s.brand_id", "=", brandId)
    .execute();
  return new Set(recipes.filter((r) => r.required_ids.every(covers)).map((r) => r.id));
}

describe("the seed", () => {
  async function counts() {
    const count = async (
      table: "brand_menu_sections" | "brand_menu_items" | "brand_stock" | "brand_book_items",
    ) =>
      Number(
        (
          await handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      sections: await count("brand_menu_sections"),
      items: await count("brand_menu_items"),
      stock: await count("brand_stock"),
      book: await count("brand_book_items"),
    };
  }

  it("gives three brands a menu of at least two sections and eight drinks, two a book of eight, and loads again unchanged", async () => {
    expect(brandMenus.length).toBeGreaterThanOrEqual(3);
    for (const menu of brandMenus) {
      expect(menu.sections.length, menu.brand).toBeGreaterThanOrEqual(2);
      expect(menu.sections.flatMap((s) => s.items).length, menu.brand).toBeGreaterThanOrEqual(8);
    }
    expect(brandBooks.length).toBeGreaterThanOrEqual(2);
    for (const book of brandBooks) expect(book.recipes.length, book.brand).toBeGreaterThanOrEqual(8);
    const before = await counts();
    await seedBrandMenus(handle.db);
    expect(await counts()).toEqual(before);
  });
});

describe("the public bar menu", () => {
  it("shows the sections in order with linked drinks, prices in the page's language and notes", async () => {
    const { status, body } = await page(menuLoader, "/en/brand/driftplank/menu");
    expect(status).toBe(200);
    expect(body.brand.name).toBe("Driftplank Rum Company");
    expect(body.sections.map((s: Json) => s.title.text)).toEqual(["Rum classics", "Tiki", "Alcohol-free"]);
    const daiquiri = body.sections[0].items[0];
    expect(daiquiri).toMatchObject({ slug: "daiquiri", name: "Daiquiri", price: "€9.50" });
    expect(daiquiri.note).toEqual({
      text: "With Driftplank White and freshly pressed lime.",
      lang: "en",
      fallback: false,
    });
    expect(body.qr.url).toBe("http://localhost:3000/en/brand/driftplank/menu");
    expect(body.qr.svg).toMatch(/^<svg aria-hidden="true"/);
    expect(body.priced).toBe(true);

    const german = await page(menuLoader, "/de/brand/driftplank/menu");
    expect(german.body.sections[0].title.text).toBe("Rum-Klassiker");
    expect(german.body.sections[0].items[0].price.replace(/\s/g, " ")).toBe("9,50 €");
    expect(german.body.qr.url).toBe("http://localhost:3000/de/brand/driftplank/menu");
  });

  it("falls back to the other language for a missing note, marked as such", async () => {
    const item = await handle.db
      .selectFrom("brand_menu_items as i")
      .innerJoin("recipes as r", "r.id", "i.recipe_id")
      .innerJoin("brand_menu_sections as s", "s.id", "i.section_id")
      .select("i.id")
      .where("r.slug", "=", "zombie")
      .where("s.brand_id", "=", brandIds.driftplank as number)
      .executeTakeFirstOrThrow();
    await handle.db.updateTable("brand_menu_items").set({ note_en: "" }).where("id", "=", item.id).execute();
    const { body } = await page(menuLoader, "/en/brand/driftplank/menu");
    const zombie = body.sections[1].items.find((i: Json) => i.slug === "zombie");
    expect(zombie.note).toEqual({ text: "Höchstens zwei pro Gast.", lang: "de", fallback: true });
    await handle.db
      .updateTable("brand_menu_items")
      .set({ note_en: "Two per guest at most." })
      .where("id", "=", item.id)
      .execute();
  });

  it("hides what the brand lacks with ?available=1, decided like a brute-force check, for every seeded menu", async () => {
    for (const { brand } of brandMenus) {
      const all = await page(menuLoader, `/en/brand/${brand}/menu`);
      const only = await page(menuLoader, `/en/brand/${brand}/menu?available=1`);
      const expected = await bruteForceAvailable(brand);
      const slugsOf = (b: Json) => b.sections.flatMap((s: Json) => s.items.map((i: Json) => i.slug)).sort();
      const recipes = await handle.db.selectFrom("recipes").select(["id", "slug"]).execute();
      const slugById = new Map(recipes.map((r) => [r.id, r.slug]));
      expect(slugsOf(only.body)).toEqual([...expected].map((id) => slugById.get(id)).sort());
      expect(only.body.filter).toEqual({
        availableOnly: true,
        total: slugsOf(all.body).length,
        available: expected.size,
      });
      // every seeded stock list leaves at least one drink out
      expect(expected.size).toBeLessThan(slugsOf(all.body).length);
      expect(all.body.filter.availableOnly).toBe(false);
    }
    const only = await page(menuLoader, "/en/brand/driftplank/menu?available=1");
    const names = only.body.sections.flatMap((s: Json) => s.items.map((i: Json) => i.slug));
    expect(names).not.toContain("mai-tai");
    expect(names).toContain("daiquiri");
  });

  it("offers no switch when the brand tracks no stock", async () => {
    const brandId = brandIds["campo-lucerito"] as number;
    const saved = await handle.db
      .selectFrom("brand_stock")
      .selectAll()
      .where("brand_id", "=", brandId)
      .execute();
    await handle.db.deleteFrom("brand_stock").where("brand_id", "=", brandId).execute();
    const { body } = await page(menuLoader, "/en/brand/campo-lucerito/menu?available=1");
    expect(body.filter).toBeNull();
    expect(body.sections.flatMap((s: Json) => s.items)).toHaveLength(8);
    await handle.db.insertInto("brand_stock").values(saved).execute();
  });

  it("answers 404 for an unknown or pending brand, a brand without a menu and a bad slug", async () => {
    expect((await page(menuLoader, "/en/brand/no-such-brand/menu")).status).toBe(404);
    expect((await page(menuLoader, "/en/brand/zuckerfeld/menu")).status).toBe(404);
    expect((await page(menuLoader, "/en/brand/Bad%20Slug/menu")).status).toBe(404);
    await handle.db
      .updateTable("brands")
      .set({ status: "pending" })
      .where("slug", "=", "kesselwind")
      .execute();
    expect((await page(menuLoader, "/en/brand/kesselwind/menu")).status).toBe(404);
    expect((await page(bookLoader, "/en/brand/kesselwind/book")).status).toBe(404);
    await handle.db.updateTable("brands").set({ status: "live" }).where("slug", "=", "kesselwind").execute();
    expect((await page(menuLoader, "/en/brand/kesselwind/menu")).status).toBe(200);
  });
});

describe("the public cocktail book", () => {
  it("has a cover, the recipes in order, and scales amounts by the query string", async () => {
    const { status, body } = await page(bookLoader, "/en/brand/driftplank/book");
    expect(status).toBe(200);
    expect(body.title).toEqual({ text: "The Driftplank Rum Book", lang: "en", fallback: false });
    expect(body.intro.text).toMatch(/^Twelve drinks/);
    expect(body.recipes).toHaveLength(12);
    expect(body.recipes.map((r: Json) => r.slug).slice(0, 3)).toEqual([
      "daiquiri",
      "mojito",
      "el-presidente",
    ]);
    const rum = (b: Json) => b.recipes[0].lines.find((l: Json) => l.unit === "cl" || l.unit === "oz");
    expect(rum(body)).toMatchObject({ amount: 6, unit: "cl" });
    expect(body.recipes[0].steps.length).toBeGreaterThan(0);

    const scaled = await page(bookLoader, "/en/brand/driftplank/book?servings=2&unit=oz");
    expect(scaled.body.servings).toBe(2);
    expect(rum(scaled.body)).toMatchObject({ amount: 4, unit: "oz" });
    const german = await page(bookLoader, "/de/brand/driftplank/book");
    expect(german.body.title.text).toBe("Das Driftplank-Rumbuch");
  });

  it("answers 404 for a brand without a book", async () => {
    expect((await page(bookLoader, "/en/brand/campo-lucerito/book")).status).toBe(404);
    expect((await page(bookLoader, "/en/brand/nobody/book")).status).toBe(404);
  });
});

describe("who may manage a menu", () => {
  it("sends a visitor to the login page, and answers 404 to a plain member and another brand's member", async () => {
    const visitor = await page(manageMenuLoader, menuUrl());
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/en\/user\/login\?redirectTo=/);
    expect((await page(manageMenuLoader, menuUrl(), plain.cookie)).status).toBe(404);
    expect((await page(manageMenuLoader, menuUrl(), outsider.cookie)).status).toBe(404);
    expect((await page(manageBookLoader, bookUrl(), outsider.cookie)).status).toBe(404);

    const add = { intent: "add-section", titleDe: "Eindringling", titleEn: "Intruder" };
    expect((await post(manageMenuAction, menuUrl(), add)).location).toMatch(/^\/en\/user\/login/);
    expect((await post(manageMenuAction, menuUrl(), add, plain.cookie)).status).toBe(404);
    expect((await post(manageMenuAction, menuUrl(), add, outsider.cookie)).status).toBe(404);
    expect(
      (await post(manageBookAction, bookUrl(), { intent: "save-book", titleEn: "X" }, outsider.cookie))
        .status,
    ).toBe(404);
    const titles = await handle.db.selectFrom("brand_menu_sections").select("title_en").execute();
    expect(titles.map((r) => r.title_en)).not.toContain("Intruder");
  });

  it("refuses ids of another brand's menu even from a member on their own brand's page", async () => {
    const rumItem = await handle.db
      .selectFrom("brand_menu_items as i")
      .innerJoin("brand_menu_sections as s", "s.id", "i.section_id")
      .select(["i.id", "i.price", "i.section_id", "i.position"])
      .where("s.brand_id", "=", brandIds.driftplank as number)
      .orderBy("i.id")
      .executeTakeFirstOrThrow();
    const gin = menuUrl("en", "kesselwind");
    const attempts: Record<string, string>[] = [
      { intent: "update-item", itemId: String(rumItem.id), price: "0,01" },
      { intent: "remove-item", itemId: String(rumItem.id) },
      { intent: "move-item", itemId: String(rumItem.id), direction: "down" },
      { intent: "rename-section", sectionId: String(rumItem.section_id), titleEn: "Taken" },
      { intent: "delete-section", sectionId: String(rumItem.section_id) },
      { intent: "move-section", sectionId: String(rumItem.section_id), direction: "down" },
      { intent: "add-item", sectionId: String(rumItem.section_id), recipeId: "1" },
    ];
    for (const fields of attempts) {
      const res = await post(manageMenuAction, gin, fields, outsider.cookie);
      expect(res.status, fields.intent).toBe(404);
      expect(res.body.error[""]).toEqual(["brandMenu.gone"]);
    }
    const after = await handle.db
      .selectFrom("brand_menu_items")
      .select(["id", "price", "section_id", "position"])
      .where("id", "=", rumItem.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(rumItem);
    const section = await handle.db
      .selectFrom("brand_menu_sections")
      .select(["title_en", "position"])
      .where("id", "=", rumItem.section_id)
      .executeTakeFirstOrThrow();
    expect(section).toEqual({ title_en: "Rum classics", position: 1 });
  });
});

describe("composing a menu", () => {
  it("adds, renames, reorders and deletes sections, keeping positions 1..n", async () => {
    const before = (await editor()).sections.length;
    let res = await post(
      manageMenuAction,
      menuUrl(),
      { intent: "add-section", titleEn: "Signatures" },
      owner.cookie,
    );
    expect(res.status).toBe(302);
    let body = await editor();
    expect(body.sections).toHaveLength(before + 1);
    const added = body.sections.at(-1);
    expect(added).toMatchObject({ titleDe: "", titleEn: "Signatures", position: before + 1 });

    res = await post(
      manageMenuAction,
      menuUrl(),
      {
        intent: "rename-section",
        sectionId: String(added.id),
        titleDe: "Hausdrinks",
        titleEn: "House drinks",
      },
      owner.cookie,
    );
    expect(res.status).toBe(302);

    res = await post(
      manageMenuAction,
      menuUrl(),
      { intent: "move-section", sectionId: String(added.id), direction: "up" },
      owner.cookie,
    );
    expect(res.location).toBe(`${menuUrl()}?focus=move-section-${added.id}-up`);
    body = await editor();
    expect(body.sections.map((s: Json) => s.position)).toEqual(
      body.sections.map((_: Json, i: number) => i + 1),
    );
    expect(body.sections[before - 1]).toMatchObject({ id: added.id, title: "House drinks" });

    // the page after the move focuses the pressed button, or its partner at the end
    const focused = await page(
      manageMenuLoader,
      `${menuUrl()}?focus=move-section-${added.id}-up`,
      owner.cookie,
    );
    expect(focused.body.focus).toBe(`move-section-${added.id}-up`);
    const top = body.sections[0];
    const atTop = await page(manageMenuLoader, `${menuUrl()}?focus=move-section-${top.id}-up`, owner.cookie);
    expect(atTop.body.focus).toBe(`move-section-${top.id}-down`);

    res = await post(
      manageMenuAction,
      menuUrl(),
      { intent: "delete-section", sectionId: String(body.sections[1].id) },
      owner.cookie,
    );
    expect(res.status).toBe(302);
    body = await editor();
    expect(body.sections).toHaveLength(before);
    expect(body.sections.map((s: Json) => s.position)).toEqual(
      body.sections.map((_: Json, i: number) => i + 1),
    );
  });

  it("adds drinks, refuses duplicates and drafts, moves and removes them", async () => {
    let body = await editor();
    const section = body.sections.find((s: Json) => s.title === "House drinks");
    const recipes = await handle.db
      .selectFrom("recipes")
      .select(["id", "slug"])
      .where("slug", "in", ["negroni", "margarita", "gimlet"])
      .execute();
    const id = (slug: string) => String(recipes.find((r) => r.slug === slug)?.id);
    for (const slug of ["negroni", "margarita", "gimlet"]) {
      const res = await post(
        manageMenuAction,
        `${menuUrl()}?section=${section.id}&q=neg`,
        { intent: "add-item", sectionId: String(section.id), recipeId: id(slug) },
        owner.cookie,
      );
      expect(res.location).toBe(`${menuUrl()}?section=${section.id}&q=neg`);
    }
    const again = await post(
      manageMenuAction,
      menuUrl(),
      { intent: "add-item", sectionId: String(section.id), recipeId: id("negroni") },
      owner.cookie,
    );
    expect(again.status).toBe(400);
    expect(again.body.error[""]).toEqual(["brandMenu.alreadyInSection"]);

    const draft = await handle.db
      .insertInto("recipes")
      .values({
        slug: "house-draft",
        name_de: "Entwurf",
        name_en: "Draft",
        glass: "coupe",
        method: "shake",
        difficulty: "easy",
        status: "draft",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const drafted = await post(
      manageMenuAction,
      menuUrl(),
      { intent: "add-item", sectionId: String(section.id), recipeId: String(draft.id) },
      owner.cookie,
    );
    expect(drafted.status).toBe(400);
    expect(drafted.body.error[""]).toEqual(["brandMenu.recipeUnknown"]);

    body = await editor();
    let items = body.sections.find((s: Json) => s.id === section.id).items;
    expect(items.map((i: Json) => [i.slug, i.position])).toEqual([
      ["negroni", 1],
      ["margarita", 2],
      ["gimlet", 3],
    ]);
    const gimlet = items[2];
    const moved = await post(
      manageMenuAction,
      menuUrl(),
      { intent: "move-item", itemId: String(gimlet.id), direction: "up" },
      owner.cookie,
    );
    expect(moved.location).toBe(`${menuUrl()}?focus=move-item-${gimlet.id}-up`);
    await post(
      manageMenuAction,
      menuUrl(),
      { intent: "move-item", itemId: String(gimlet.id), direction: "up" },
      owner.cookie,
    );
    // already first: nothing changes, and focus moves to its "down" button
    const stuck = await post(
      manageMenuAction,
      menuUrl(),
      { intent: "move-item", itemId: String(gimlet.id), direction: "up" },
      owner.cookie,
    );
    expect(stuck.status).toBe(302);
    body = await editor();
    items = body.sections.find((s: Json) => s.id === section.id).items;
    expect(items.map((i: Json) => i.slug)).toEqual(["gimlet", "negroni", "margarita"]);

    await post(
      manageMenuAction,
      menuUrl(),
      { intent: "remove-item", itemId: String(items[1].id) },
      owner.cookie,
    );
    body = await editor();
    items = body.sections.find((s: Json) => s.id === section.id).items;
    expect(items.map((i: Json) => [i.slug, i.position])).toEqual([
      ["gimlet", 1],
      ["margarita", 2],
    ]);
  });

  it("reads prices typed either way and refuses bad ones with a localized 400", async () => {
    const body = await editor();
    const item = body.sections.find((s: Json) => s.title === "House drinks").items[0];
    const save = (price: string, lang = "en") =>
      post(
        manageMenuAction,
        menuUrl(lang),
        {
          intent: "update-item",
          itemId: String(item.id),
          price,
          currency: "EUR",
          noteDe: "Hausrezept",
          noteEn: "",
        },
        owner.cookie,
      );
    expect((await save("12,90")).status).toBe(302);
    let row = await handle.db
      .selectFrom("brand_menu_items")
      .select(["price", "note_de"])
      .where("id", "=", item.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ price: 12.9, note_de: "Hausrezept" });
    expect((await save("8.5")).status).toBe(302);
    row = await handle.db
      .selectFrom("brand_menu_items")
      .select(["price", "note_de"])
      .where("id", "=", item.id)
      .executeTakeFirstOrThrow();
    expect(row.price).toBe(8.5);

    const cases: [string, keyof typeof en.price][] = [
      ["12,905", "decimals"],
      ["0", "notPositive"],
      ["-4", "notPositive"],
      ["zwölf", "invalid"],
      ["1.234,50", "invalid"],
      ["250000", "tooHigh"],
    ];
    for (const [price, key] of cases) {
      const res = await save(price, "de");
      expect(res.status, price).toBe(400);
      expect(res.body.error.price, price).toEqual([`price.${key}`]);
      // the key has a text in both catalogues, shown in the page's language
      expect(de.price[key]).not.toBe(en.price[key]);
    }
    row = await handle.db
      .selectFrom("brand_menu_items")
      .select(["price", "note_de"])
      .where("id", "=", item.id)
      .executeTakeFirstOrThrow();
    expect(row.price).toBe(8.5);

    // an empty price means "no price"
    expect((await save("")).status).toBe(302);
    row = await handle.db
      .selectFrom("brand_menu_items")
      .select(["price", "note_de"])
      .where("id", "=", item.id)
      .executeTakeFirstOrThrow();
    expect(row.price).toBeNull();

    const noTitle = await post(
      manageMenuAction,
      menuUrl(),
      { intent: "add-section", titleDe: " ", titleEn: "" },
      owner.cookie,
    );
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error.titleDe).toEqual(["brandMenu.titleRequired"]);
  });

  it("saves the stock (unknown ingredient ids are dropped) and the public switch follows it", async () => {
    const lime = await handle.db
      .selectFrom("ingredients")
      .select("id")
      .where("key", "=", "lime-juice")
      .executeTakeFirstOrThrow();
    const rum = await handle.db
      .selectFrom("ingredients")
      .select("id")
      .where("key", "=", "white-rum")
      .executeTakeFirstOrThrow();
    const syrup = await handle.db
      .selectFrom("ingredients")
      .select("id")
      .where("key", "=", "simple-syrup")
      .executeTakeFirstOrThrow();
    const form = new URLSearchParams([
      ["intent", "save-stock"],
      ["i", String(lime.id)],
      ["i", String(rum.id)],
      ["i", String(syrup.id)],
      ["i", "999999"],
    ]);
    const request = new Request(new URL(menuUrl(), "http://localhost:3000"), {
      method: "POST",
      body: form,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "same-origin",
        Cookie: owner.cookie,
      },
    });
    const saved = await settle(
      manageMenuAction({ request, params: { lang: "en", slug: "driftplank" }, context: ctx() }),
    );
    expect(saved.status).toBe(302);
    expect((await editor()).stock.sort()).toEqual([lime.id, rum.id, syrup.id].sort());
    const only = await page(menuLoader, "/en/brand/driftplank/menu?available=1");
    const slugs = only.body.sections.flatMap((s: Json) => s.items.map((i: Json) => i.slug));
    expect(slugs).toEqual(["daiquiri"]);
    const empty = await post(manageMenuAction, menuUrl(), { intent: "save-stock" }, owner.cookie);
    expect(empty.status).toBe(302);
    expect((await page(menuLoader, "/en/brand/driftplank/menu")).body.filter).toBeNull();
  });
});

describe("composing a book", () => {
  it("saves title and introduction, adds, reorders and removes recipes", async () => {
    const slug = "brausewerk-lindental";
    await addBrandMember(handle.db, brandIds[slug] as number, owner.id, "member");
    const url = bookUrl("en", slug);
    expect((await page(bookLoader, `/en/brand/${slug}/book`)).status).toBe(404);
    let res = await post(
      manageBookAction,
      url,
      {
        intent: "save-book",
        titleDe: "Spritzig",
        titleEn: "Sparkling",
        introDe: "Alles mit Blubber.",
        introEn: "",
      },
      owner.cookie,
    );
    expect(res.status).toBe(302);
    const recipes = await handle.db
      .selectFrom("recipes")
      .select(["id", "slug"])
      .where("slug", "in", ["moscow-mule", "dark-n-stormy", "gin-and-tonic"])
      .execute();
    const id = (s: string) => String(recipes.find((r) => r.slug === s)?.id);
    for (const s of ["moscow-mule", "dark-n-stormy", "gin-and-tonic"]) {
      res = await post(manageBookAction, url, { intent: "add-recipe", recipeId: id(s) }, owner.cookie);
      expect(res.status).toBe(302);
    }
    res = await post(
      manageBookAction,
      url,
      { intent: "add-recipe", recipeId: id("gin-and-tonic") },
      owner.cookie,
    );
    expect(res.status).toBe(400);
    expect(res.body.error[""]).toEqual(["brandBook.alreadyInBook"]);
    res = await post(
      manageBookAction,
      url,
      { intent: "move-recipe", recipeId: id("gin-and-tonic"), direction: "up" },
      owner.cookie,
    );
    expect(res.location).toBe(`${url}?focus=move-recipe-${id("gin-and-tonic")}-up`);
    res = await post(
      manageBookAction,
      url,
      { intent: "remove-recipe", recipeId: id("moscow-mule") },
      owner.cookie,
    );
    expect(res.status).toBe(302);

    const editorPage = await page(manageBookLoader, url, owner.cookie);
    expect(editorPage.body.recipes.map((r: Json) => [r.slug, r.position])).toEqual([
      ["gin-and-tonic", 1],
      ["dark-n-stormy", 2],
    ]);
    const book = await page(bookLoader, `/en/brand/${slug}/book`);
    expect(book.status).toBe(200);
    expect(book.body.title.text).toBe("Sparkling");
    expect(book.body.intro).toEqual({ text: "Alles mit Blubber.", lang: "de", fallback: true });

    const tooLong = await post(
      manageBookAction,
      url,
      { intent: "save-book", titleEn: "x".repeat(121) },
      owner.cookie,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.titleEn).toEqual(["brandBook.titleTooLong"]);
    // a recipe of another brand's book is not this brand's to remove
    const rumBook = await handle.db
      .selectFrom("brand_book_items")
      .select("recipe_id")
      .where("brand_id", "=", brandIds.driftplank as number)
      .executeTakeFirstOrThrow();
    const foreign = await post(
      manageBookAction,
      bookUrl("en", "kesselwind"),
      { intent: "remove-recipe", recipeId: String(rumBook.recipe_id) },
      outsider.cookie,
    );
    expect(foreign.status).toBe(404);
    const still = await handle.db
      .selectFrom("brand_book_items")
      .select("recipe_id")
      .where("brand_id", "=", brandIds.driftplank as number)
      .where("recipe_id", "=", rumBook.recipe_id)
      .executeTakeFirst();
    expect(still).toBeDefined();
  });
});

describe("positions under concurrent changes", () => {
  it("stay 1..n when members add and move at the same time (changes of one brand run one after the other)", async () => {
    const slug = "bitterhaus-quendel";
    await addBrandMember(handle.db, brandIds[slug] as number, owner.id, "member");
    const url = menuUrl("en", slug);
    const adds = await Promise.all(
      ["One", "Two", "Three", "Four", "Five"].map((titleEn) =>
        post(manageMenuAction, url, { intent: "add-section", titleEn }, owner.cookie),
      ),
    );
    expect(adds.map((r) => r.status)).toEqual([302, 302, 302, 302, 302]);
    const sections = await handle.db
      .selectFrom("brand_menu_sections")
      .select(["id", "position"])
      .where("brand_id", "=", brandIds[slug] as number)
      .execute();
    const moves = await Promise.all(
      sections.flatMap((s) =>
        (["up", "down"] as const).map((direction) =>
          post(
            manageMenuAction,
            url,
            { intent: "move-section", sectionId: String(s.id), direction },
            owner.cookie,
          ),
        ),
      ),
    );
    expect(new Set(moves.map((r) => r.status))).toEqual(new Set([302]));
    const after = await handle.db
      .selectFrom("brand_menu_sections")
      .select("position")
      .where("brand_id", "=", brandIds[slug] as number)
      .orderBy("position")
      .execute();
    expect(after.map((r) => r.position)).toEqual([1, 2, 3, 4, 5]);
  });
});

// A member's menu for guests, made from a saved bar (app/models/guest-menus.server.ts, the routes
// /user/bars/:barId/menu and /guest-menu/:token): who may see and change what (the owner, another member, a
// visitor, a revoked link), that availability follows the bar as the member changes it, and what a guest reads
// per drink (ingredients, strength, allergens), never whose menu it is.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replaceBarIngredients, saveBar } from "../../app/models/bars.server";
import { loader as publicLoader } from "../../app/routes/$lang.guest-menu.$token";
import { loader as barsLoader } from "../../app/routes/$lang.user.bars";
import {
  action as editorAction,
  loader as editorLoader,
} from "../../app/routes/$lang.user.bars_.$barId.menu";
import type { DatabaseHandle } from "../../db/client";
import {
  callAction,
  callLoader,
  createMember,
  createTestDatabase,
  ingredientId,
  loadContext,
} from "./database";

let handle: DatabaseHandle;
let owner: Awaited<ReturnType<typeof createMember>>;
let other: Awaited<ReturnType<typeof createMember>>;
let daiquiriBar: number[];
let rum: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  owner = await createMember(handle, "host@example.com", { first: "Hostina", last: "Partygiver" });
  other = await createMember(handle, "guest-neighbour@example.com");
  rum = await ingredientId(handle, "white-rum");
  daiquiriBar = [rum, await ingredientId(handle, "lime-juice"), await ingredientId(handle, "simple-syrup")];
});
afterAll(async () => {
  await handle?.close();
});

const ctx = () => loadContext(handle);
const editorUrl = (barId: number, query = "") => `/en/user/bars/${barId}/menu${query}`;
const edit = (barId: number, fields: Record<string, string>, cookie?: string, query = "") =>
  callAction(
    editorAction,
    editorUrl(barId, query),
    { lang: "en", barId: String(barId) },
    fields,
    ctx(),
    cookie,
  );
const editor = (barId: number, cookie?: string, query = "") =>
  callLoader(editorLoader, editorUrl(barId, query), { lang: "en", barId: String(barId) }, ctx(), cookie);
const open = (token: string, lang: "en" | "de" = "en", query = "") =>
  callLoader(publicLoader, `/${lang}/guest-menu/${token}${query}`, { lang, token }, ctx());

type Item = {
  slug: string;
  name: string;
  available: boolean;
  ingredients: string;
  strength: string | null;
  allergens: string;
  note: { text: string };
};
type PublicJson = {
  title: string;
  filter: { availableOnly: boolean; total: number; available: number } | null;
  sections: { title: { text: string }; items: Item[] }[];
};
type EditorJson = {
  menu: null | {
    mode: string;
    share: { url: string } | null;
    all: { total: number; names: string[] } | null;
    chosen: null | { makesNow: number; sections: { id: number; items: { id: number; slug: string }[] }[] };
  };
};

async function tokenOf(barId: number): Promise<string> {
  const body = (await (await editor(barId, owner.cookie)).json()) as EditorJson;
  const url = body.menu?.share?.url ?? "";
  const token = /\/en\/guest-menu\/([A-Za-z0-9_-]{32})$/.exec(url)?.[1] ?? "";
  expect(token).toHaveLength(32);
  return token;
}

const items = (body: PublicJson) => body.sections.flatMap((s) => s.items);

async function recipeId(slug: string): Promise<number> {
  const row = await handle.db
    .selectFrom("recipes")
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("menus for guests", () => {
  it("are made from a saved bar, listing every drink it makes now, and follow the bar as it changes", async () => {
    const barId = await saveBar(handle.db, owner.id, "Hostina's home bar", daiquiriBar);
    const before = (await (await editor(barId, owner.cookie)).json()) as EditorJson;
    expect(before.menu).toBeNull();
    const made = await edit(
      barId,
      { intent: "create", title: "Friday night", intro: "", mode: "all" },
      owner.cookie,
    );
    expect(made.status).toBe(302);
    const page = await editor(barId, owner.cookie);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const mine = (await page.json()) as EditorJson;
    expect(mine.menu?.all?.total).toBeGreaterThan(0);
    expect(mine.menu?.share).toBeNull();

    expect((await edit(barId, { intent: "share" }, owner.cookie)).status).toBe(302);
    const token = await tokenOf(barId);
    const first = (await (await open(token)).json()) as PublicJson;
    expect(first.title).toBe("Friday night");
    expect(first.filter).toBeNull();
    const daiquiri = items(first).find((i) => i.slug === "daiquiri");
    expect(daiquiri?.available).toBe(true);
    expect(daiquiri?.ingredients).toMatch(/rum/i);
    expect(daiquiri?.strength).toMatch(/% vol, [\d.]+ standard drinks? \(UK units\)/);
    expect(items(first).every((i) => i.available)).toBe(true);

    // The member takes the rum out of the saved bar: the daiquiri leaves the "makes now" menu at once.
    await replaceBarIngredients(
      handle.db,
      owner.id,
      barId,
      daiquiriBar.filter((id) => id !== rum),
    );
    const after = (await (await open(token)).json()) as PublicJson;
    expect(items(after).map((i) => i.slug)).not.toContain("daiquiri");
    // and comes back when the rum does
    await replaceBarIngredients(handle.db, owner.id, barId, daiquiriBar);
    expect(items((await (await open(token)).json()) as PublicJson).map((i) => i.slug)).toContain("daiquiri");
  });

  it("keep chosen drinks in sections with notes, marking one the bar cannot make now as not available", async () => {
    const barId = await saveBar(handle.db, owner.id, "Chosen bar", daiquiriBar);
    await edit(barId, { intent: "create", title: "", intro: "Welcome!", mode: "chosen" }, owner.cookie);
    expect(
      (await edit(barId, { intent: "add-section", titleDe: "", titleEn: "Sours" }, owner.cookie)).status,
    ).toBe(302);
    const section = ((await (await editor(barId, owner.cookie)).json()) as EditorJson).menu?.chosen
      ?.sections[0];
    expect(section).toBeDefined();
    for (const slug of ["daiquiri", "negroni"]) {
      const added = await edit(
        barId,
        { intent: "add-item", sectionId: String(section?.id), recipeId: String(await recipeId(slug)) },
        owner.cookie,
      );
      expect(added.status).toBe(302);
    }
    const withItems = ((await (await editor(barId, owner.cookie)).json()) as EditorJson).menu?.chosen;
    expect(withItems?.makesNow).toBe(1);
    const daiquiriItem = withItems?.sections[0]?.items.find((i) => i.slug === "daiquiri");
    expect(
      (
        await edit(
          barId,
          { intent: "update-item", itemId: String(daiquiriItem?.id), noteEn: "Our house sour", price: "12" },
          owner.cookie,
        )
      ).status,
    ).toBe(302);
    await edit(barId, { intent: "share" }, owner.cookie);
    const token = await tokenOf(barId);
    const body = (await (await open(token)).json()) as PublicJson;
    expect(body.title).toBe("Drinks");
    expect(body.sections.map((s) => s.title.text)).toEqual(["Sours"]);
    const shown = Object.fromEntries(items(body).map((i) => [i.slug, i]));
    expect(shown.daiquiri?.available).toBe(true);
    expect(shown.daiquiri?.note.text).toBe("Our house sour");
    expect(shown.negroni?.available).toBe(false);
    expect(body.filter).toEqual({ availableOnly: false, total: 2, available: 1 });
    // a guest menu has no prices, whatever a form sends
    const price = await handle.db
      .selectFrom("brand_menu_items")
      .select("price")
      .where("id", "=", daiquiriItem?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(price.price).toBeNull();
    const only = (await (await open(token, "en", "?available=1")).json()) as PublicJson;
    expect(items(only).map((i) => i.slug)).toEqual(["daiquiri"]);

    // Without the rum the daiquiri stays on the menu, marked as not available right now.
    await replaceBarIngredients(
      handle.db,
      owner.id,
      barId,
      daiquiriBar.filter((id) => id !== rum),
    );
    const without = (await (await open(token)).json()) as PublicJson;
    expect(items(without).find((i) => i.slug === "daiquiri")?.available).toBe(false);
    expect(without.filter?.available).toBe(0);
    // German page: German strength text
    const german = (await (await open(token, "de")).json()) as PublicJson;
    expect(items(german).find((i) => i.slug === "daiquiri")?.strength).toMatch(
      /Standardgl(as|äser) \(Deutschland\)/,
    );
  });

  it("show allergens and a raw-egg note where the drink has them", async () => {
    const egg = await handle.db
      .selectFrom("recipes")
      .select(["id", "slug", "required_ids"])
      .where("status", "=", "published")
      .where("raw_egg", "=", true)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const barId = await saveBar(handle.db, owner.id, "Egg bar", []);
    await edit(barId, { intent: "create", title: "", intro: "", mode: "chosen" }, owner.cookie);
    await edit(barId, { intent: "add-section", titleDe: "Sours", titleEn: "" }, owner.cookie);
    const section = ((await (await editor(barId, owner.cookie)).json()) as EditorJson).menu?.chosen
      ?.sections[0];
    await edit(
      barId,
      { intent: "add-item", sectionId: String(section?.id), recipeId: String(egg.id) },
      owner.cookie,
    );
    await edit(barId, { intent: "share" }, owner.cookie);
    const body = (await (await open(await tokenOf(barId))).json()) as PublicJson & {
      sections: { items: (Item & { rawEgg: boolean })[] }[];
    };
    const item = body.sections[0]?.items[0];
    expect(item?.slug).toBe(egg.slug);
    expect(item?.rawEgg).toBe(true);
    expect(item?.allergens).toMatch(/^Allergens: .*Egg/);
    // an empty bar makes nothing
    expect(item?.available).toBe(false);
  });

  it("are no one else's business: another member finds nothing, a visitor must log in", async () => {
    const barId = await saveBar(handle.db, owner.id, "Private bar", daiquiriBar);
    await edit(barId, { intent: "create", title: "Private", intro: "", mode: "chosen" }, owner.cookie);
    await edit(barId, { intent: "add-section", titleDe: "", titleEn: "Mine" }, owner.cookie);
    const sectionId = String(
      ((await (await editor(barId, owner.cookie)).json()) as EditorJson).menu?.chosen?.sections[0]?.id,
    );
    expect((await editor(barId, other.cookie)).status).toBe(404);
    const attempts: Record<string, string>[] = [
      { intent: "create", title: "Mine now", intro: "", mode: "all" },
      { intent: "settings", title: "Mine now", intro: "", mode: "all" },
      { intent: "share" },
      { intent: "unshare" },
      { intent: "delete-menu" },
      { intent: "add-section", titleDe: "", titleEn: "Theirs" },
      { intent: "rename-section", sectionId, titleDe: "", titleEn: "Theirs" },
      { intent: "delete-section", sectionId },
    ];
    for (const fields of attempts) expect((await edit(barId, fields, other.cookie)).status).toBe(404);
    // their own bar's menu cannot reach into this one's sections either
    const theirBar = await saveBar(handle.db, other.id, "Their bar", daiquiriBar);
    await edit(theirBar, { intent: "create", title: "", intro: "", mode: "chosen" }, other.cookie);
    const reach = await edit(
      theirBar,
      { intent: "add-item", sectionId, recipeId: String(await recipeId("daiquiri")) },
      other.cookie,
    );
    expect(reach.status).toBe(404);
    expect((await edit(theirBar, { intent: "delete-section", sectionId }, other.cookie)).status).toBe(404);
    const mine = (await (await editor(barId, owner.cookie)).json()) as EditorJson;
    expect(mine.menu?.mode).toBe("chosen");
    expect(mine.menu?.share).toBeNull();
    expect(mine.menu?.chosen?.sections).toHaveLength(1);
    expect(mine.menu?.chosen?.sections[0]?.items).toHaveLength(0);

    const visitor = await editor(barId);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toContain("/en/user/login");
    expect((await edit(barId, { intent: "share" })).status).toBe(302);
    expect(((await (await editor(barId, owner.cookie)).json()) as EditorJson).menu?.share).toBeNull();
  });

  it("open by an unguessable link without an account, show no owner, and answer 404 once revoked", async () => {
    const barId = await saveBar(handle.db, owner.id, "Hostina Partygiver's bar", daiquiriBar);
    await edit(barId, { intent: "create", title: "", intro: "", mode: "all" }, owner.cookie);
    await edit(barId, { intent: "share" }, owner.cookie);
    const token = await tokenOf(barId);
    const page = await open(token);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.headers.get("X-Robots-Tag")).toBe("noindex");
    const text = await page.text();
    expect(text).not.toContain("Hostina");
    expect(text).not.toContain("Partygiver");
    expect(text).not.toContain("host@example.com");
    // sharing again keeps the link
    await edit(barId, { intent: "share" }, owner.cookie);
    expect(await tokenOf(barId)).toBe(token);
    expect((await edit(barId, { intent: "unshare" }, owner.cookie)).status).toBe(302);
    expect((await open(token)).status).toBe(404);
    expect((await open("A".repeat(32))).status).toBe(404);
    expect((await open("not-a-token")).status).toBe(404);
    // a new share is a new link
    await edit(barId, { intent: "share" }, owner.cookie);
    const again = await tokenOf(barId);
    expect(again).not.toBe(token);
    // deleting the menu (or the bar) ends the link too
    expect((await edit(barId, { intent: "delete-menu" }, owner.cookie)).status).toBe(302);
    expect((await open(again)).status).toBe(404);
    expect(((await (await editor(barId, owner.cookie)).json()) as EditorJson).menu).toBeNull();
  });

  it("are offered per bar on the saved bars page", async () => {
    const body = (await (
      await callLoader(barsLoader, "/en/user/bars", { lang: "en" }, ctx(), owner.cookie)
    ).json()) as { bars: { name: string; guestMenu: { shared: boolean } | null }[] };
    const byName = Object.fromEntries(body.bars.map((b) => [b.name, b.guestMenu]));
    expect(byName["Chosen bar"]).toEqual({ shared: true });
    expect(byName["Private bar"]).toEqual({ shared: false });
    expect(byName["Hostina Partygiver's bar"]).toBeNull();
  });

  it("refuse bad input with a clear 4xx", async () => {
    const barId = await saveBar(handle.db, owner.id, "Input bar", daiquiriBar);
    const noMode = await edit(barId, { intent: "create", title: "", intro: "", mode: "some" }, owner.cookie);
    expect(noMode.status).toBe(400);
    expect(((await noMode.json()) as { error: Record<string, string[]> }).error.mode).toEqual([
      "guestMenu.modeInvalid",
    ]);
    const long = await edit(
      barId,
      { intent: "create", title: "x".repeat(81), intro: "", mode: "all" },
      owner.cookie,
    );
    expect(long.status).toBe(400);
    // section edits before the menu exists: as if the page did not exist
    expect(
      (await edit(barId, { intent: "add-section", titleDe: "", titleEn: "X" }, owner.cookie)).status,
    ).toBe(404);
    // the brand menu's stock is no guest menu's business
    await edit(barId, { intent: "create", title: "", intro: "", mode: "chosen" }, owner.cookie);
    expect((await edit(barId, { intent: "save-stock" }, owner.cookie)).status).toBe(400);
    expect((await editor(Number("2147483647"), owner.cookie)).status).toBe(404);
  });
});

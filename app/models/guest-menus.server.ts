import crypto from "node:crypto";
import { sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { matchRecipes, TOLERANCES } from "~/lib/bar-matcher";
import type { Locale } from "~/lib/locale";
import type { GuestMenuMode } from "~/lib/menu-schemas";
import type { DB } from "../../db/client";
import { barIndex, ownedBar } from "./bar-index.server";

// A member's menu for guests, made from one of their saved bars (migrations/20261128T1400_guest_menus.ts).
// Its sections and drinks are the brand menu's (app/models/brand-menus.server.ts with a "guest" owner);
// this file keeps the menu itself: which bar, title, note, "all it makes now" or "chosen", and the share
// link. Every function for the editor takes the member's id: another member's bar or menu is simply not
// found. The public side reads a menu by its token only, and never says whose it is.

/** The most drinks the "everything this bar makes now" menu lists (a large home bar makes hundreds). */
export const MAX_ALL_DRINKS = 300;

export type GuestMenuSettings = { title: string; intro: string; mode: GuestMenuMode };

/** One of the member's saved bars with its guest menu (null when it has none yet), or null: not theirs. */
export async function ownGuestMenu(db: DB, userId: number, barId: number) {
  const row = await db
    .selectFrom("bars as b")
    .leftJoin("guest_menus as m", "m.bar_id", "b.id")
    .select([
      "b.id as barId",
      "b.name as barName",
      "m.id",
      "m.title",
      "m.intro",
      "m.mode",
      "m.share_token as shareToken",
    ])
    .where("b.id", "=", barId)
    .where("b.user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  const bar = { id: row.barId, name: row.barName };
  if (row.id === null) return { bar, menu: null };
  return {
    bar,
    menu: {
      id: row.id,
      title: row.title ?? "",
      intro: row.intro ?? "",
      mode: row.mode ?? "all",
      shareToken: row.shareToken,
    },
  };
}

/** The bars of the member that have a guest menu, and whether it is shared. */
export async function guestMenusOf(db: DB, userId: number) {
  const rows = await db
    .selectFrom("guest_menus")
    .select(["bar_id as barId", "share_token"])
    .where("user_id", "=", userId)
    .execute();
  return new Map(rows.map((r) => [r.barId, { shared: r.share_token !== null }]));
}

/** Makes the bar's guest menu; false when the bar is not the member's. A second "make" keeps the first. */
export async function createGuestMenu(
  db: DB,
  userId: number,
  barId: number,
  settings: GuestMenuSettings,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const bar = await trx
      .selectFrom("bars")
      .select("id")
      .where("id", "=", barId)
      .where("user_id", "=", userId)
      .forUpdate()
      .executeTakeFirst();
    if (!bar) return false;
    await trx
      .insertInto("guest_menus")
      .values({ user_id: userId, bar_id: bar.id, ...settings })
      .onConflict((oc) => oc.column("bar_id").doNothing())
      .execute();
    return true;
  });
}

/** Title, note and kind of the member's guest menu for this bar; false when there is none such. */
export async function saveGuestMenu(
  db: DB,
  userId: number,
  barId: number,
  settings: GuestMenuSettings,
): Promise<boolean> {
  const row = await db
    .updateTable("guest_menus")
    .set({ ...settings, updated_at: sql`now()` })
    .where("bar_id", "=", barId)
    .where("user_id", "=", userId)
    .returning("id")
    .executeTakeFirst();
  return Boolean(row);
}

/** Shares by link: the menu's token (a new one when it had none); null when it is not the member's. */
export async function shareGuestMenu(db: DB, userId: number, barId: number): Promise<string | null> {
  const token = crypto.randomBytes(24).toString("base64url");
  const row = await db
    .updateTable("guest_menus")
    .set({ share_token: sql`coalesce(share_token, ${token})`, updated_at: sql`now()` })
    .where("bar_id", "=", barId)
    .where("user_id", "=", userId)
    .returning("share_token")
    .executeTakeFirst();
  return row?.share_token ?? null;
}

/** Revokes the link: it answers 404 from now on; sharing again makes a new one. */
export async function unshareGuestMenu(db: DB, userId: number, barId: number): Promise<boolean> {
  const row = await db
    .updateTable("guest_menus")
    .set({ share_token: null, updated_at: sql`now()` })
    .where("bar_id", "=", barId)
    .where("user_id", "=", userId)
    .returning("id")
    .executeTakeFirst();
  return Boolean(row);
}

/** Deletes the guest menu (its sections go with it); the bar stays. */
export async function deleteGuestMenu(db: DB, userId: number, barId: number): Promise<boolean> {
  const result = await db
    .deleteFrom("guest_menus")
    .where("bar_id", "=", barId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A guest menu shared by link, with what its bar holds now; nothing about who keeps it. */
export async function sharedGuestMenu(db: DB, token: string) {
  const row = await db
    .selectFrom("guest_menus as m")
    .innerJoin("bars as b", "b.id", "m.bar_id")
    .select((eb) => [
      "m.id",
      "m.title",
      "m.intro",
      "m.mode",
      "b.name as barName",
      jsonArrayFrom(
        eb.selectFrom("bar_ingredients as bi").select("bi.ingredient_id").whereRef("bi.bar_id", "=", "b.id"),
      ).as("owned"),
    ])
    .where("m.share_token", "=", token)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    intro: row.intro,
    mode: row.mode,
    barName: row.barName,
    owned: row.owned.map((o) => o.ingredient_id),
  };
}

/** What one of the member's bars holds now (its ingredient ids). */
export async function barHolds(db: DB, barId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("bar_ingredients")
    .select("ingredient_id")
    .where("bar_id", "=", barId)
    .orderBy("ingredient_id")
    .execute();
  return rows.map((r) => r.ingredient_id);
}

/**
 * Every published recipe a bar makes right now (nothing missing), by name in the page's language: the
 * virtual bar's matcher over the whole catalogue, with the bar expanded exactly as on the bar's own page.
 */
export async function barMakes(
  db: DB,
  owned: readonly number[],
  locale: Locale,
  limit = MAX_ALL_DRINKS,
): Promise<{ ids: number[]; total: number }> {
  const loadedIndex = await barIndex(db);
  const known = owned.filter((id) => loadedIndex.nodes.has(id));
  if (known.length === 0) return { ids: [], total: 0 };
  const result = matchRecipes(loadedIndex.index, ownedBar(loadedIndex, known), {
    maxMissing: TOLERANCES.light,
    order: locale === "en" ? "name_en" : "name_de",
    groupByMissing: false,
    offset: 0,
    limit,
    shoppingTop: 0,
  });
  return { ids: result.page.map((row) => row.id), total: result.total };
}

/**
 * What a guest reads about each drink: name, its ingredients in a few words (the required lines, in the
 * recipe's order), strength and allergens. Published recipes only, in the order of `ids`.
 */
export async function guestDrinks(db: DB, ids: readonly number[], locale: Locale) {
  if (ids.length === 0) return [];
  const en = locale === "en";
  const rows = await db
    .selectFrom("recipes as r")
    .select((eb) => [
      "r.id",
      "r.slug",
      en ? "r.name_en as name" : "r.name_de as name",
      "r.abv",
      "r.alcohol_g",
      "r.allergens",
      "r.raw_egg",
      jsonArrayFrom(
        eb
          .selectFrom("recipe_ingredients as l")
          .innerJoin("ingredients as i", "i.id", "l.ingredient_id")
          .select([en ? "i.name_en as name" : "i.name_de as name"])
          .whereRef("l.recipe_id", "=", "r.id")
          .where("l.optional", "=", false)
          .orderBy("l.position"),
      ).as("lines"),
    ])
    .where("r.id", "in", [...ids])
    .where("r.status", "=", "published")
    .execute();
  const byId = new Map(
    rows.map((r) => [
      r.id,
      {
        recipeId: r.id,
        slug: r.slug,
        name: r.name,
        abv: r.abv === null ? null : Number(r.abv),
        alcoholG: r.alcohol_g === null ? null : Number(r.alcohol_g),
        allergens: r.allergens,
        rawEgg: r.raw_egg,
        ingredients: r.lines.map((l) => l.name),
      },
    ]),
  );
  return ids.flatMap((id) => {
    const drink = byId.get(id);
    return drink ? [drink] : [];
  });
}

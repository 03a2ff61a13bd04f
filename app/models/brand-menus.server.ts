import { sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { buildMatchIndex, matchRecipes, TOLERANCES } from "~/lib/bar-matcher";
import type { Locale } from "~/lib/locale";
import type { BookChange, MenuChange } from "~/lib/menu-changes";
import {
  type BookAction,
  MAX_BOOK_RECIPES,
  MAX_SECTION_ITEMS,
  MAX_SECTIONS,
  type MenuAction,
} from "~/lib/menu-schemas";
import { movedPosition, pickText } from "~/lib/menu-text";
import type { DB } from "../../db/client";
import { barIndex, matchLines, ownedBar } from "./bar-index.server";
import { alternativeNames } from "./line-alternatives.server";
import { foldWords } from "./search.server";

// A brand's bar menu (sections of published recipes with prices and notes), its cocktail book (a curated,
// ordered list of recipes with a title and an introduction) and its stock (the ingredients it has, for the
// menu's "available only" switch).
//
// The menu's sections and drinks belong to an owner: a brand, or a member's menu for guests made from a
// saved bar (app/models/guest-menus.server.ts), so both kinds of menu share the same tables, editor and board.
// Who may change what is decided here, in SQL: every write takes the owner (the brand's id from
// requireBrandMember, or the guest menu the member was found to own) and constrains its rows by it, also for
// ids that belong to a section (an item id of another owner's menu matches no row). Every write locks the
// owner's row first, so one owner's changes happen one after the other and positions stay dense (1..n): an
// insert goes to n + 1, a delete renumbers, a move swaps two neighbours in one transaction.

/** Whose menu: a brand's bar menu, or a member's menu for guests. */
export type MenuOwner = { kind: "brand"; id: number } | { kind: "guest"; id: number };

const ownerColumn = (owner: MenuOwner) => (owner.kind === "brand" ? "brand_id" : "guest_menu_id");
const ownerRef = (owner: MenuOwner) => (owner.kind === "brand" ? "s.brand_id" : "s.guest_menu_id");

export type PublicBrand = { id: number; slug: string; name: string };

/** A live brand by its slug (pending brands and unknown slugs are the same: nothing). */
export async function liveBrand(db: DB, slug: string): Promise<PublicBrand | undefined> {
  return db
    .selectFrom("brands")
    .select(["id", "slug", "name"])
    .where("slug", "=", slug)
    .where("status", "=", "live")
    .executeTakeFirst();
}

/** Whether the brand shows a menu and a book: at least one published recipe in each. */
export async function brandPublications(db: DB, brandId: number): Promise<{ menu: boolean; book: boolean }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom("brand_menu_items as i")
            .innerJoin("brand_menu_sections as s", "s.id", "i.section_id")
            .innerJoin("recipes as r", "r.id", "i.recipe_id")
            .select("i.id")
            .where("s.brand_id", "=", brandId)
            .where("r.status", "=", "published"),
        )
        .as("menu"),
      eb
        .exists(
          eb
            .selectFrom("brand_book_items as b")
            .innerJoin("recipes as r", "r.id", "b.recipe_id")
            .select("b.recipe_id")
            .where("b.brand_id", "=", brandId)
            .where("r.status", "=", "published"),
        )
        .as("book"),
    ])
    .executeTakeFirstOrThrow();
  return { menu: Boolean(row.menu), book: Boolean(row.book) };
}

// ---------------------------------------------------------------------------------------------------------
// Public pages

/** The menu as guests see it: sections in order with their published drinks; empty sections left out. */
export async function publicMenu(db: DB, owner: MenuOwner, locale: Locale) {
  const en = locale === "en";
  const rows = await db
    .selectFrom("brand_menu_sections as s")
    .innerJoin("brand_menu_items as i", "i.section_id", "s.id")
    .innerJoin("recipes as r", "r.id", "i.recipe_id")
    .select([
      "s.id as sectionId",
      "s.title_de",
      "s.title_en",
      "i.id",
      "i.price",
      "i.currency",
      "i.note_de",
      "i.note_en",
      "r.id as recipeId",
      "r.slug",
      en ? "r.name_en as name" : "r.name_de as name",
      "r.required_ids as requiredIds",
      "r.abv",
      "r.alcohol_g",
      "r.allergens",
      "r.raw_egg",
    ])
    .where(ownerRef(owner), "=", owner.id)
    .where("r.status", "=", "published")
    .orderBy("s.position")
    .orderBy("i.position")
    .execute();
  const sections: {
    id: number;
    title: ReturnType<typeof pickText>;
    items: {
      id: number;
      recipeId: number;
      slug: string;
      name: string;
      price: number | null;
      currency: string;
      note: ReturnType<typeof pickText>;
      requiredIds: number[];
      /** percent by volume in the glass */
      abv: number | null;
      /** grams of ethanol in the glass */
      alcoholG: number | null;
      allergens: string[];
      rawEgg: boolean;
    }[];
  }[] = [];
  for (const row of rows) {
    let section = sections.at(-1);
    if (section?.id !== row.sectionId) {
      section = {
        id: row.sectionId,
        title: pickText({ de: row.title_de, en: row.title_en }, locale),
        items: [],
      };
      sections.push(section);
    }
    section.items.push({
      id: row.id,
      recipeId: row.recipeId,
      slug: row.slug,
      name: row.name,
      price: row.price === null ? null : Number(row.price),
      currency: row.currency,
      note: pickText({ de: row.note_de, en: row.note_en }, locale),
      requiredIds: row.requiredIds,
      abv: row.abv === null ? null : Number(row.abv),
      alcoholG: row.alcohol_g === null ? null : Number(row.alcohol_g),
      allergens: row.allergens,
      rawEgg: row.raw_egg,
    });
  }
  return sections;
}

/** The ingredient ids a brand has in stock. */
export async function brandStock(db: DB, brandId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("brand_stock")
    .select("ingredient_id")
    .where("brand_id", "=", brandId)
    .orderBy("ingredient_id")
    .execute();
  return rows.map((r) => r.ingredient_id);
}

/**
 * The recipes of `recipes` a bar can make right now: the virtual bar's matcher at the lightest tolerance
 * (nothing missing), over an index of just these recipes, with `owned` expanded through the ingredient tree
 * exactly as for a visitor's bar (a product counts as its generic, an "exactly" line wants that node).
 */
export async function makeableRecipes(
  db: DB,
  recipes: readonly { recipeId: number; requiredIds: readonly number[] }[],
  owned: readonly number[],
): Promise<Set<number>> {
  const unique = [...new Map(recipes.map((r) => [r.recipeId, r.requiredIds])).entries()];
  if (unique.length === 0) return new Set();
  const loadedIndex = await barIndex(db);
  const bar = ownedBar(
    loadedIndex,
    owned.filter((id) => loadedIndex.nodes.has(id)),
  );
  const index = buildMatchIndex({
    ids: unique.map(([id]) => id),
    required: unique.map(([recipeId, required]) => matchLines(loadedIndex, recipeId, required)),
    orders: { menu: unique.map((_, position) => position) },
  });
  const result = matchRecipes(index, bar, {
    maxMissing: TOLERANCES.light,
    order: "menu",
    groupByMissing: false,
    offset: 0,
    limit: unique.length,
    shoppingTop: 0,
  });
  return new Set(result.page.map((row) => row.id));
}

/** The book as readers see it, with each recipe's lines; null when it has no published recipe. */
export async function publicBook(db: DB, brandId: number, locale: Locale) {
  const en = locale === "en";
  const book = await db
    .selectFrom("brand_books")
    .select(["title_de", "title_en", "intro_de", "intro_en"])
    .where("brand_id", "=", brandId)
    .executeTakeFirst();
  const recipes = await db
    .selectFrom("brand_book_items as b")
    .innerJoin("recipes as r", "r.id", "b.recipe_id")
    .select((eb) => [
      "r.slug",
      en ? "r.name_en as name" : "r.name_de as name",
      en ? "r.description_en as description" : "r.description_de as description",
      en ? "r.instructions_en as instructions" : "r.instructions_de as instructions",
      en ? "r.garnish_en as garnish" : "r.garnish_de as garnish",
      en ? "r.written_en as written" : "r.written_de as written",
      "r.glass",
      "r.method",
      "r.picture",
      "r.abv",
      "r.alcohol_g",
      "r.kcal",
      "r.allergens",
      "r.raw_egg",
      jsonArrayFrom(
        eb
          .selectFrom("recipe_ingredients as l")
          .innerJoin("ingredients as i", "i.id", "l.ingredient_id")
          .select([
            en ? "i.name_en as name" : "i.name_de as name",
            "l.amount",
            "l.unit",
            "l.optional",
            "l.exact",
            en ? "l.note_en as note" : "l.note_de as note",
            alternativeNames(locale).as("alternatives"),
          ])
          .whereRef("l.recipe_id", "=", "r.id")
          .orderBy("l.position"),
      ).as("lines"),
    ])
    .where("b.brand_id", "=", brandId)
    .where("r.status", "=", "published")
    .orderBy("b.position")
    .execute();
  if (recipes.length === 0) return null;
  return {
    title: pickText({ de: book?.title_de ?? "", en: book?.title_en ?? "" }, locale),
    intro: pickText({ de: book?.intro_de ?? "", en: book?.intro_en ?? "" }, locale),
    recipes: recipes.map(({ instructions, written, lines, abv, alcohol_g, kcal, raw_egg, ...r }) => ({
      ...r,
      strength: abv === null ? null : { abv: Number(abv), alcoholG: Number(alcohol_g ?? 0), kcal: kcal ?? 0 },
      rawEgg: raw_egg,
      translated: written,
      steps: instructions.split("\n").filter((s) => s.trim() !== ""),
      // numeric arrives as a string inside JSON
      lines: lines.map((l) => ({ ...l, amount: l.amount === null ? null : Number(l.amount) })),
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Management pages

/** Published recipes whose name starts with the typed words (either language), best rated first. */
export async function recipeChoices(db: DB, query: string, locale: Locale, limit = 12) {
  const words = await foldWords(db, query);
  if (words.length === 0) return [];
  const tsquery = words.map((w) => `${w}:*`).join(" & ");
  return db
    .selectFrom("recipes")
    .select(["id", "slug", locale === "en" ? "name_en as name" : "name_de as name"])
    .where("status", "=", "published")
    .where(sql<boolean>`name_search @@ to_tsquery('simple', ${tsquery})`)
    .orderBy("rating_count", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Everything the menu editor shows: sections with both titles, items with both notes. */
export async function menuEditor(db: DB, owner: MenuOwner, locale: Locale) {
  const en = locale === "en";
  const sections = await db
    .selectFrom("brand_menu_sections as s")
    .select((eb) => [
      "s.id",
      "s.position",
      "s.title_de as titleDe",
      "s.title_en as titleEn",
      jsonArrayFrom(
        eb
          .selectFrom("brand_menu_items as i")
          .innerJoin("recipes as r", "r.id", "i.recipe_id")
          .select([
            "i.id",
            "i.position",
            "i.price",
            "i.currency",
            "i.note_de as noteDe",
            "i.note_en as noteEn",
            "r.id as recipeId",
            "r.slug",
            en ? "r.name_en as name" : "r.name_de as name",
            "r.status",
            "r.required_ids as requiredIds",
          ])
          .whereRef("i.section_id", "=", "s.id")
          .orderBy("i.position"),
      ).as("items"),
    ])
    .where(ownerRef(owner), "=", owner.id)
    .orderBy("s.position")
    .execute();
  return sections.map((s) => ({
    ...s,
    title: pickText({ de: s.titleDe, en: s.titleEn }, locale).text,
    items: s.items.map((i) => ({ ...i, price: i.price === null ? null : Number(i.price) })),
  }));
}

async function lockBrand(db: DB, brandId: number): Promise<void> {
  await db.selectFrom("brands").select("id").where("id", "=", brandId).forUpdate().executeTakeFirstOrThrow();
}

async function lockOwner(db: DB, owner: MenuOwner): Promise<void> {
  const table = owner.kind === "brand" ? "brands" : "guest_menus";
  await db.selectFrom(table).select("id").where("id", "=", owner.id).forUpdate().executeTakeFirstOrThrow();
}

/** Positions 1..n again after a delete, in the order they had. */
async function renumberSections(db: DB, owner: MenuOwner): Promise<void> {
  const column = sql.ref(ownerColumn(owner));
  await sql`
    UPDATE brand_menu_sections AS s SET position = n.rn
    FROM (SELECT id, row_number() OVER (ORDER BY position, id)::int AS rn
          FROM brand_menu_sections WHERE ${column} = ${owner.id}) AS n
    WHERE s.id = n.id AND s.${column} = ${owner.id} AND s.position <> n.rn
  `.execute(db);
}

async function renumberItems(db: DB, owner: MenuOwner, sectionId: number): Promise<void> {
  const column = sql.ref(ownerColumn(owner));
  await sql`
    UPDATE brand_menu_items AS i SET position = n.rn
    FROM (SELECT id, row_number() OVER (ORDER BY position, id)::int AS rn
          FROM brand_menu_items WHERE section_id = ${sectionId}) AS n
    WHERE i.id = n.id AND i.section_id = ${sectionId} AND i.position <> n.rn
      AND i.section_id IN (SELECT id FROM brand_menu_sections WHERE ${column} = ${owner.id})
  `.execute(db);
}

async function renumberBook(db: DB, brandId: number): Promise<void> {
  await sql`
    UPDATE brand_book_items AS b SET position = n.rn
    FROM (SELECT recipe_id, row_number() OVER (ORDER BY position, recipe_id)::int AS rn
          FROM brand_book_items WHERE brand_id = ${brandId}) AS n
    WHERE b.brand_id = ${brandId} AND b.recipe_id = n.recipe_id AND b.position <> n.rn
  `.execute(db);
}

/** This owner's section, or nothing (another owner's section id finds nothing). */
function ownSection(db: DB, owner: MenuOwner, sectionId: number) {
  return db
    .selectFrom("brand_menu_sections")
    .select(["id", "position", "title_de", "title_en"])
    .where("id", "=", sectionId)
    .where(ownerColumn(owner), "=", owner.id)
    .executeTakeFirst();
}

/** An item of one of this owner's sections, with its recipe's name, or nothing. */
function ownItem(db: DB, owner: MenuOwner, itemId: number, locale: Locale) {
  return db
    .selectFrom("brand_menu_items as i")
    .innerJoin("brand_menu_sections as s", "s.id", "i.section_id")
    .innerJoin("recipes as r", "r.id", "i.recipe_id")
    .select([
      "i.id",
      "i.position",
      "i.section_id as sectionId",
      "s.title_de",
      "s.title_en",
      locale === "en" ? "r.name_en as name" : "r.name_de as name",
    ])
    .where("i.id", "=", itemId)
    .where(ownerRef(owner), "=", owner.id)
    .executeTakeFirst();
}

/** The ids of this owner's sections, as a subquery every item write is constrained by. */
function ownSectionIds(db: DB, owner: MenuOwner) {
  return db.selectFrom("brand_menu_sections").select("id").where(ownerColumn(owner), "=", owner.id);
}

async function publishedRecipe(db: DB, recipeId: number, locale: Locale) {
  return db
    .selectFrom("recipes")
    .select(["id", locale === "en" ? "name_en as name" : "name_de as name"])
    .where("id", "=", recipeId)
    .where("status", "=", "published")
    .executeTakeFirst();
}

async function countWhere(db: DB, table: "brand_book_items", brandId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("brand_id", "=", brandId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function countSections(db: DB, owner: MenuOwner): Promise<number> {
  const row = await db
    .selectFrom("brand_menu_sections")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where(ownerColumn(owner), "=", owner.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function countItems(db: DB, sectionId: number): Promise<number> {
  const row = await db
    .selectFrom("brand_menu_items")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("section_id", "=", sectionId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One change of a menu, for its owner (the caller checked that the member is one of the brand's, or owns the
 * guest menu). A guest menu has no prices and no stock of its own (its bar is its stock).
 */
export async function changeMenu(
  db: DB,
  owner: MenuOwner,
  action: MenuAction,
  locale: Locale,
): Promise<MenuChange> {
  const title = (row: { title_de: string; title_en: string }) =>
    pickText({ de: row.title_de, en: row.title_en }, locale).text;
  return db.transaction().execute(async (trx): Promise<MenuChange> => {
    await lockOwner(trx, owner);
    switch (action.intent) {
      case "add-section": {
        const total = await countSections(trx, owner);
        if (total >= MAX_SECTIONS) return { ok: false, reason: "tooManySections" };
        const values = { title_de: action.titleDe, title_en: action.titleEn };
        await trx
          .insertInto("brand_menu_sections")
          .values({ [ownerColumn(owner)]: owner.id, position: total + 1, ...values })
          .execute();
        return { ok: true, done: "section-added", name: title(values) };
      }
      case "rename-section": {
        const values = { title_de: action.titleDe, title_en: action.titleEn };
        const updated = await trx
          .updateTable("brand_menu_sections")
          .set(values)
          .where("id", "=", action.sectionId)
          .where(ownerColumn(owner), "=", owner.id)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return { ok: false, reason: "gone" };
        return { ok: true, done: "section-renamed", name: title(values) };
      }
      case "delete-section": {
        const deleted = await trx
          .deleteFrom("brand_menu_sections")
          .where("id", "=", action.sectionId)
          .where(ownerColumn(owner), "=", owner.id)
          .returning(["title_de", "title_en"])
          .executeTakeFirst();
        if (!deleted) return { ok: false, reason: "gone" };
        await renumberSections(trx, owner);
        return { ok: true, done: "section-deleted", name: title(deleted) };
      }
      case "move-section": {
        const section = await ownSection(trx, owner, action.sectionId);
        if (!section) return { ok: false, reason: "gone" };
        const total = await countSections(trx, owner);
        const target = movedPosition(section.position, action.direction, total);
        if (target !== null) {
          await trx
            .updateTable("brand_menu_sections")
            .set({ position: section.position })
            .where(ownerColumn(owner), "=", owner.id)
            .where("position", "=", target)
            .execute();
          await trx
            .updateTable("brand_menu_sections")
            .set({ position: target })
            .where("id", "=", section.id)
            .where(ownerColumn(owner), "=", owner.id)
            .execute();
        }
        return {
          ok: true,
          done: "section-moved",
          name: title(section),
          position: target ?? section.position,
          total,
          sectionId: section.id,
          direction: action.direction,
        };
      }
      case "add-item": {
        const section = await ownSection(trx, owner, action.sectionId);
        if (!section) return { ok: false, reason: "gone" };
        const recipe = await publishedRecipe(trx, action.recipeId, locale);
        if (!recipe) return { ok: false, reason: "recipeUnknown" };
        const there = await trx
          .selectFrom("brand_menu_items")
          .select("id")
          .where("section_id", "=", section.id)
          .where("recipe_id", "=", recipe.id)
          .executeTakeFirst();
        if (there) return { ok: false, reason: "alreadyInSection" };
        const total = await countItems(trx, section.id);
        if (total >= MAX_SECTION_ITEMS) return { ok: false, reason: "tooManyItems" };
        await trx
          .insertInto("brand_menu_items")
          .values({ section_id: section.id, recipe_id: recipe.id, position: total + 1 })
          .execute();
        return { ok: true, done: "item-added", name: recipe.name, section: title(section) };
      }
      case "update-item": {
        const item = await ownItem(trx, owner, action.itemId, locale);
        if (!item) return { ok: false, reason: "gone" };
        await trx
          .updateTable("brand_menu_items")
          .set({
            price: owner.kind === "brand" ? action.price : null,
            currency: action.currency,
            note_de: action.noteDe,
            note_en: action.noteEn,
          })
          .where("id", "=", item.id)
          .where("section_id", "in", ownSectionIds(trx, owner))
          .execute();
        return { ok: true, done: "item-saved", name: item.name };
      }
      case "remove-item": {
        const item = await ownItem(trx, owner, action.itemId, locale);
        if (!item) return { ok: false, reason: "gone" };
        await trx
          .deleteFrom("brand_menu_items")
          .where("id", "=", item.id)
          .where("section_id", "in", ownSectionIds(trx, owner))
          .execute();
        await renumberItems(trx, owner, item.sectionId);
        return { ok: true, done: "item-removed", name: item.name, section: title(item) };
      }
      case "move-item": {
        const item = await ownItem(trx, owner, action.itemId, locale);
        if (!item) return { ok: false, reason: "gone" };
        const total = await countItems(trx, item.sectionId);
        const target = movedPosition(item.position, action.direction, total);
        if (target !== null) {
          await trx
            .updateTable("brand_menu_items")
            .set({ position: item.position })
            .where("section_id", "=", item.sectionId)
            .where("section_id", "in", ownSectionIds(trx, owner))
            .where("position", "=", target)
            .execute();
          await trx
            .updateTable("brand_menu_items")
            .set({ position: target })
            .where("id", "=", item.id)
            .where("section_id", "in", ownSectionIds(trx, owner))
            .execute();
        }
        return {
          ok: true,
          done: "item-moved",
          name: item.name,
          section: title(item),
          position: target ?? item.position,
          total,
          itemId: item.id,
          direction: action.direction,
        };
      }
      case "save-stock": {
        if (owner.kind !== "brand") return { ok: false, reason: "gone" };
        const brandId = owner.id;
        await trx.deleteFrom("brand_stock").where("brand_id", "=", brandId).execute();
        const ids = [...new Set(action.i)];
        if (ids.length === 0) return { ok: true, done: "stock-saved", count: 0 };
        // Only ingredients that exist: an unknown id in the form is dropped, not an error page.
        const inserted = await trx
          .insertInto("brand_stock")
          .columns(["brand_id", "ingredient_id"])
          .expression((eb) =>
            eb
              .selectFrom("ingredients")
              .select([sql.lit(brandId).as("brand_id"), "id as ingredient_id"])
              .where("id", "in", ids),
          )
          .executeTakeFirst();
        return { ok: true, done: "stock-saved", count: Number(inserted.numInsertedOrUpdatedRows ?? 0) };
      }
    }
  });
}

/** Everything the book editor shows. */
export async function bookEditor(db: DB, brandId: number, locale: Locale) {
  const [book, recipes] = await Promise.all([
    db
      .selectFrom("brand_books")
      .select(["title_de as titleDe", "title_en as titleEn", "intro_de as introDe", "intro_en as introEn"])
      .where("brand_id", "=", brandId)
      .executeTakeFirst(),
    db
      .selectFrom("brand_book_items as b")
      .innerJoin("recipes as r", "r.id", "b.recipe_id")
      .select([
        "b.position",
        "r.id",
        "r.slug",
        locale === "en" ? "r.name_en as name" : "r.name_de as name",
        "r.status",
      ])
      .where("b.brand_id", "=", brandId)
      .orderBy("b.position")
      .execute(),
  ]);
  return { book: book ?? { titleDe: "", titleEn: "", introDe: "", introEn: "" }, recipes };
}

/** One change of a brand's cocktail book, for a member of that brand. */
export async function changeBook(
  db: DB,
  brandId: number,
  action: BookAction,
  locale: Locale,
): Promise<BookChange> {
  const bookRecipe = (trx: DB, recipeId: number) =>
    trx
      .selectFrom("brand_book_items as b")
      .innerJoin("recipes as r", "r.id", "b.recipe_id")
      .select(["b.position", "r.id", locale === "en" ? "r.name_en as name" : "r.name_de as name"])
      .where("b.brand_id", "=", brandId)
      .where("b.recipe_id", "=", recipeId)
      .executeTakeFirst();
  return db.transaction().execute(async (trx): Promise<BookChange> => {
    await lockBrand(trx, brandId);
    switch (action.intent) {
      case "save-book": {
        const values = {
          title_de: action.titleDe,
          title_en: action.titleEn,
          intro_de: action.introDe,
          intro_en: action.introEn,
        };
        await trx
          .insertInto("brand_books")
          .values({ brand_id: brandId, ...values })
          .onConflict((oc) => oc.column("brand_id").doUpdateSet({ ...values, updated_at: sql`now()` }))
          .execute();
        return { ok: true, done: "book-saved" };
      }
      case "add-recipe": {
        const recipe = await publishedRecipe(trx, action.recipeId, locale);
        if (!recipe) return { ok: false, reason: "recipeUnknown" };
        if (await bookRecipe(trx, recipe.id)) return { ok: false, reason: "alreadyInBook" };
        const total = await countWhere(trx, "brand_book_items", brandId);
        if (total >= MAX_BOOK_RECIPES) return { ok: false, reason: "tooManyRecipes" };
        await trx
          .insertInto("brand_books")
          .values({ brand_id: brandId })
          .onConflict((oc) => oc.column("brand_id").doNothing())
          .execute();
        await trx
          .insertInto("brand_book_items")
          .values({ brand_id: brandId, recipe_id: recipe.id, position: total + 1 })
          .execute();
        return { ok: true, done: "recipe-added", name: recipe.name };
      }
      case "remove-recipe": {
        const entry = await bookRecipe(trx, action.recipeId);
        if (!entry) return { ok: false, reason: "gone" };
        await trx
          .deleteFrom("brand_book_items")
          .where("brand_id", "=", brandId)
          .where("recipe_id", "=", entry.id)
          .execute();
        await renumberBook(trx, brandId);
        return { ok: true, done: "recipe-removed", name: entry.name };
      }
      case "move-recipe": {
        const entry = await bookRecipe(trx, action.recipeId);
        if (!entry) return { ok: false, reason: "gone" };
        const total = await countWhere(trx, "brand_book_items", brandId);
        const target = movedPosition(entry.position, action.direction, total);
        if (target !== null) {
          await trx
            .updateTable("brand_book_items")
            .set({ position: entry.position })
            .where("brand_id", "=", brandId)
            .where("position", "=", target)
            .execute();
          await trx
            .updateTable("brand_book_items")
            .set({ position: target })
            .where("brand_id", "=", brandId)
            .where("recipe_id", "=", entry.id)
            .execute();
        }
        return {
          ok: true,
          done: "recipe-moved",
          name: entry.name,
          position: target ?? entry.position,
          total,
          recipeId: entry.id,
          direction: action.direction,
        };
      }
    }
  });
}

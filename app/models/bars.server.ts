import { sql } from "kysely";
import type { Locale } from "~/lib/locale";
import type { DB } from "../../db/client";

// Saved bars of members. Every function takes the owner's id: another member's bar is simply not found.

export async function listBars(db: DB, userId: number, locale: Locale) {
  const rows = await db
    .selectFrom("bars as b")
    .leftJoin("bar_ingredients as bi", "bi.bar_id", "b.id")
    .leftJoin("ingredients as i", "i.id", "bi.ingredient_id")
    .select([
      "b.id",
      "b.name",
      "b.updated_at",
      "i.id as ingredientId",
      "i.key as ingredientKey",
      locale === "en" ? "i.name_en as ingredientName" : "i.name_de as ingredientName",
    ])
    .where("b.user_id", "=", userId)
    .orderBy("b.updated_at", "desc")
    .orderBy("b.id", "desc")
    .execute();
  const bars = new Map<
    number,
    { id: number; name: string; ingredients: { id: number; slug: string; name: string }[] }
  >();
  for (const row of rows) {
    let bar = bars.get(row.id);
    if (!bar) {
      bar = { id: row.id, name: row.name, ingredients: [] };
      bars.set(row.id, bar);
    }
    if (row.ingredientId !== null && row.ingredientKey !== null && row.ingredientName !== null) {
      bar.ingredients.push({ id: row.ingredientId, slug: row.ingredientKey, name: row.ingredientName });
    }
  }
  return [...bars.values()];
}

export async function saveBar(
  db: DB,
  userId: number,
  name: string,
  ingredientIds: readonly number[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const bar = await trx
      .insertInto("bars")
      .values({ user_id: userId, name })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (ingredientIds.length) {
      await trx
        .insertInto("bar_ingredients")
        .values(ingredientIds.map((ingredient_id) => ({ bar_id: bar.id, ingredient_id })))
        .execute();
    }
    return bar.id;
  });
}

/** Puts exactly these ingredients into one of the member's bars; its name, or null when it is not theirs. */
export async function replaceBarIngredients(
  db: DB,
  userId: number,
  barId: number,
  ingredientIds: readonly number[],
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const bar = await trx
      .updateTable("bars")
      .set({ updated_at: sql`now()` })
      .where("id", "=", barId)
      .where("user_id", "=", userId)
      .returning("name")
      .executeTakeFirst();
    if (!bar) return null;
    await trx.deleteFrom("bar_ingredients").where("bar_id", "=", barId).execute();
    if (ingredientIds.length) {
      await trx
        .insertInto("bar_ingredients")
        .values(ingredientIds.map((ingredient_id) => ({ bar_id: barId, ingredient_id })))
        .execute();
    }
    return bar.name;
  });
}

export async function renameBar(db: DB, userId: number, barId: number, name: string): Promise<boolean> {
  const row = await db
    .updateTable("bars")
    .set({ name, updated_at: sql`now()` })
    .where("id", "=", barId)
    .where("user_id", "=", userId)
    .returning("id")
    .executeTakeFirst();
  return Boolean(row);
}

export async function deleteBar(db: DB, userId: number, barId: number): Promise<boolean> {
  const row = await db
    .deleteFrom("bars")
    .where("id", "=", barId)
    .where("user_id", "=", userId)
    .returning("id")
    .executeTakeFirst();
  return Boolean(row);
}

export async function countBars(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom("bars")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ids among these that name an ingredient (a bar keeps only those). */
export async function existingIngredientIds(db: DB, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("ingredients").select("id").where("id", "in", ids).execute();
  return rows.map((r) => r.id);
}

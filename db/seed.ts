// Seed content, loaded idempotently: rows are upserted by their stable keys, so running it twice changes
// nothing, and running it after the content files changed brings the database in step.
import type { DB } from "./client";
import { faq } from "./seed/content/faq";

export async function seedFaq(db: DB): Promise<number> {
  for (const entry of faq) {
    await db
      .insertInto("faq_entries")
      .values({
        key: entry.key,
        position: entry.position,
        question_de: entry.de.question,
        question_en: entry.en.question,
        answer_de: entry.de.answer,
        answer_en: entry.en.answer,
      })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet((eb) => ({
          position: eb.ref("excluded.position"),
          question_de: eb.ref("excluded.question_de"),
          question_en: eb.ref("excluded.question_en"),
          answer_de: eb.ref("excluded.answer_de"),
          answer_en: eb.ref("excluded.answer_en"),
        })),
      )
      .execute();
  }
  return faq.length;
}

export async function seedAll(db: DB, log: (line: string) => void = () => {}): Promise<void> {
  await db.transaction().execute(async (trx) => {
    log(`faq entries: ${await seedFaq(trx)}`);
  });
}

/** Seeds only a database that holds no content yet (what `npm start` does). */
export async function seedIfEmpty(db: DB): Promise<boolean> {
  const row = await db
    .selectFrom("faq_entries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  if (Number(row?.n ?? 0) > 0) return false;
  await seedAll(db);
  return true;
}

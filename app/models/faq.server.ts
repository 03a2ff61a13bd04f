import type { Locale } from "~/lib/locale";
import { localized } from "~/lib/localized";
import type { DB } from "../../db/client";
import { shared } from "./shared-cache.server";

/** The FAQ in the page's language: the same for every visitor, kept with the "pages" version. */
export async function listFaq(db: DB, locale: Locale) {
  return shared(db, `faq|${locale}`, ["pages"], () => loadFaq(db, locale));
}

async function loadFaq(db: DB, locale: Locale) {
  const rows = await db
    .selectFrom("faq_entries")
    .select(["id", "question_de", "question_en", "answer_de", "answer_en"])
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    question: localized(r, "question", locale),
    answer: localized(r, "answer", locale),
  }));
}

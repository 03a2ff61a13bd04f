import type { Locale } from "./locale";

/** The German or English column of a bilingual row: localized(row, "question", "en") reads row.question_en. */
export function localized<K extends string, R extends Record<`${K}_de` | `${K}_en`, unknown>>(
  row: R,
  key: K,
  locale: Locale,
): R[`${K}_de`] | R[`${K}_en`] {
  return locale === "en" ? row[`${key}_en`] : row[`${key}_de`];
}

import type { Locale } from "./locale";

// Brand texts written in one language only (a section title, a note, a book's intro): the page shows its own
// language when there is one, else the other one, marked so the reader knows (and the text carries its own
// `lang` for screen readers).

export type PickedText = { text: string; lang: Locale; fallback: boolean };

/** The text in the page's language, else in the other one (fallback), else empty in the page's language. */
export function pickText(texts: { de: string; en: string }, locale: Locale): PickedText {
  const own = texts[locale].trim();
  if (own !== "") return { text: own, lang: locale, fallback: false };
  const other: Locale = locale === "en" ? "de" : "en";
  const theirs = texts[other].trim();
  if (theirs !== "") return { text: theirs, lang: other, fallback: true };
  return { text: "", lang: locale, fallback: false };
}

/** The position an entry moves to, or null when it is already at that end (positions are 1..total). */
export function movedPosition(position: number, direction: "up" | "down", total: number): number | null {
  const next = direction === "up" ? position - 1 : position + 1;
  return next >= 1 && next <= total ? next : null;
}

/** The anchor of a recipe in a cocktail book (a brand's, a member's booklet), for the table of contents. */
export const bookAnchor = (slug: string) => `recipe-${slug}`;

import type { Locale } from "./locale";

// How brand pages read: a text in the page's language or, until it is translated, in the other one (marked,
// with its own lang attribute); dates and external links; the 301 path for a renamed brand; and the
// schema.org Organization that search engines read. Formatting happens on the server, so the browser's own
// number and date data can never disagree with the HTML it hydrates.

export type Bilingual = { de: string; en: string };

/** The text to show, the language it is in, and whether that is the page's language. */
export type ShownText = { text: string; lang: Locale; translated: boolean };

/** The page language's text, or the other one marked as not translated; null when neither has any. */
export function pickText(value: Bilingual, locale: Locale): ShownText | null {
  const own = value[locale].trim();
  if (own) return { text: own, lang: locale, translated: true };
  const other: Locale = locale === "de" ? "en" : "de";
  const fallback = value[other].trim();
  return fallback ? { text: fallback, lang: other, translated: false } : null;
}

/** The first non-empty line of a text (the brand list shows only that much of a description). */
export function firstLine(text: string): string {
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed) return trimmed;
  }
  return "";
}

/** A shown text cut to its first line. */
export function firstLineOf(shown: ShownText | null): ShownText | null {
  if (!shown) return null;
  return { ...shown, text: firstLine(shown.text) };
}

/** The paragraphs of a text (blank lines or single line breaks both separate them). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** "14. März 2024" / "March 14, 2024" for an ISO date (YYYY-MM-DD), read as a calendar day, not a moment. */
export function formatCalendarDate(iso: string, locale: Locale): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/**
 * A link target outside the site, or null: only http(s) with a host, so a stored `javascript:` or `data:`
 * address (or plain junk) never becomes a link, whatever the form that wrote it let through.
 */
export function externalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || !url.hostname) return null;
  return url.href;
}

/**
 * The same address with the brand's slug replaced: "/en/brand/old/menu?x=1" → "/en/brand/new/menu?x=1".
 * Null when the path is not below /{lang}/brand/{slug}.
 */
export function movedBrandPath(pathname: string, search: string, slug: string): string | null {
  const match = /^(\/[a-z]{2}\/brand\/)[^/]+(\/.*)?$/.exec(pathname);
  if (!match) return null;
  return `${match[1]}${encodeURIComponent(slug)}${match[2] ?? ""}${search}`;
}

/** schema.org Organization for a brand page. */
export function organizationJsonLd(brand: {
  name: string;
  url: string;
  website: string | null;
  description: string | null;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: brand.name,
    url: brand.website ?? brand.url,
    mainEntityOfPage: brand.url,
    description: brand.description ?? undefined,
  };
}

// Locales and locale-aware paths. Every link and redirect inside the site goes through localePath().

export const LOCALES = ["de", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "de";
export const LOCALE_COOKIE = "lng";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return value === "de" || value === "en";
}

export function otherLocale(locale: Locale): Locale {
  return locale === "de" ? "en" : "de";
}

/** The locale named by the first path segment, or null. */
export function localeFromPath(pathname: string): Locale | null {
  const first = pathname.split("/")[1];
  return isLocale(first) ? first : null;
}

/** "/recipe/list" in "en" → "/en/recipe/list"; "/" → "/en". */
export function localePath(locale: Locale, path = "/"): string {
  if (path === "" || path === "/") return `/${locale}`;
  return `/${locale}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The same page in another language: swaps the first segment, keeps the rest and the query. */
export function switchLocalePath(pathname: string, search: string, to: Locale): string {
  const rest = localeFromPath(pathname) ? pathname.replace(/^\/[^/]+/, "") : pathname;
  return `${localePath(to, rest || "/")}${search}`;
}

/** The best supported locale in an Accept-Language header, or null. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { lang: tag.trim().toLowerCase().split("-")[0] ?? "", quality, index };
    })
    .filter((entry) => entry.lang && Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    if (isLocale(entry.lang)) return entry.lang;
  }
  return null;
}

/** Locale for a request without one in its path: the cookie, then Accept-Language, then the default. */
export function detectLocale(cookieValue: string | null | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

// URL slugs from names: German transliteration (ä → ae, ß → ss), other accents dropped, lower case,
// words joined by hyphens. isSlug checks a slug that arrives in a URL before it reaches the database.

const GERMAN: Record<string, string> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  Ä: "ae",
  Ö: "oe",
  Ü: "ue",
  ß: "ss",
  ẞ: "ss",
};

export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .replace(/[äöüÄÖÜßẞ]/g, (ch) => GERMAN[ch] ?? ch)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.slice(0, maxLength).replace(/-+$/g, "");
}

/** Lower-case letters and digits in words joined by single hyphens: what slugify makes. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True for a well-formed slug of at most `maxLength` characters (as slugify makes them). */
export function isSlug(value: string, maxLength: number): boolean {
  return value.length <= maxLength && SLUG_PATTERN.test(value);
}

/**
 * Path segments that routes use directly below /recipe/: a recipe with one of these slugs would be hidden
 * behind the route of the same name. A test keeps this list in step with app/routes.
 */
export const RESERVED_RECIPE_SLUGS: ReadonlySet<string> = new Set([
  "create",
  "draft",
  "edit",
  "filter",
  "filter-result",
  "list",
  "surprise",
]);

/**
 * Path segments that routes use directly below /brand/ (registration now, more may follow): a brand may never
 * get one of these as its slug. A test keeps this list in step with app/routes.
 */
export const RESERVED_BRAND_SLUGS: ReadonlySet<string> = new Set(["register"]);

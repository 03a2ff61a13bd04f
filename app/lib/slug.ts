// URL slugs from names: German transliteration (ä → ae, ß → ss), other accents dropped, lower case,
// words joined by hyphens.

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

import type { Locale } from "./locale";

// A recipe line that accepts any of several ingredients reads as one phrase: "Rye whiskey or Bourbon
// whiskey", "Old Tom Gin oder London Dry Gin". The server and the browser format it alike (Intl).

const formats = new Map<Locale, Intl.ListFormat>();

/** The names joined as alternatives in the page's language; one name is itself. */
export function orList(names: readonly string[], locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: "long", type: "disjunction" });
    formats.set(locale, format);
  }
  return format.format(names);
}

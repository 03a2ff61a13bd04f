// The visitor's bar as it travels in URLs (`i=12&i=40` or `i=12,40`) and in the `bar` cookie ("12.40.77").

/**
 * The most ingredients a bar holds. A well-stocked home bar rarely has 150 bottles; fresh fruit, syrups and
 * the like come on top. The bound keeps what one results page costs in check (its HTML and the matching);
 * the texts `bar.tooMany` name it.
 */
export const MAX_BAR_IDS = 200;
export const BAR_NAME_MAX = 60;

export type ParsedIds = { ids: number[]; tooMany: boolean; invalid: number };

/** Positive integer ids from repeated or comma-separated values; junk is counted, not kept. */
export function parseIds(values: readonly string[]): ParsedIds {
  const ids = new Set<number>();
  let invalid = 0;
  let seen = 0;
  for (const value of values) {
    for (const part of value.split(/[,.\s]+/)) {
      if (part === "") continue;
      seen++;
      if (seen > MAX_BAR_IDS * 4) return { ids: [...ids], tooMany: true, invalid };
      if (!/^\d{1,9}$/.test(part) || Number(part) === 0) {
        invalid++;
        continue;
      }
      ids.add(Number(part));
    }
  }
  return { ids: [...ids].sort((a, b) => a - b), tooMany: ids.size > MAX_BAR_IDS, invalid };
}

export function barCookieValue(ids: readonly number[]): string {
  return ids.slice(0, MAX_BAR_IDS).join(".");
}

/** The ids the bar cookie's value names (at most MAX_BAR_IDS); nothing for a missing value. */
export function barCookieIds(value: string | null): number[] {
  if (!value) return [];
  const parsed = parseIds([value]);
  return parsed.ids.slice(0, MAX_BAR_IDS);
}

/** The query string of a filter-result URL for these ids and tolerance. */
export function barQuery(ids: readonly number[], tolerance: string): string {
  const params = new URLSearchParams();
  if (ids.length) params.set("i", ids.join(","));
  params.set("tolerance", tolerance);
  // Commas need no escaping in a query: "i=12,40" reads better in a shared link than "i=12%2C40".
  return params.toString().replace(/%2C/g, ",");
}

/** How the results of a bar can be sorted; "missing" (fewest missing first) is the default. */
export const BAR_SORTS = ["missing", "name", "difficulty", "rating"] as const;
export type BarSort = (typeof BAR_SORTS)[number];

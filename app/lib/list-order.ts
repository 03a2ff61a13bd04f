// The recipe list's one "Sort by" menu: sort key and direction as one choice. A module of its own so the
// pages without the menu do not carry it (app/lib/recipe-query.ts is in every page's shared chunk).

/**
 * Sort key and direction as one choice ("rating-desc"), as the list's single "Sort" menu offers them: the
 * form sends `order`, links and bookmarks keep `sort` and `dir`. The most useful first.
 */
export const ORDERS = [
  "name-asc",
  "name-desc",
  "rating-desc",
  "rating-asc",
  "difficulty-asc",
  "difficulty-desc",
  "strength-asc",
  "strength-desc",
] as const;
export type Order = (typeof ORDERS)[number];

/** The query's sort as the menu's one choice. */
export function orderOf(query: { sort: string; dir: string }): Order {
  return `${query.sort}-${query.dir}` as Order;
}

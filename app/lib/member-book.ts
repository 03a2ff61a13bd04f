// A member's own cocktail book: favourites, a private note per recipe and collections. How a note is counted,
// the orders the favourites page offers, the collections' limits and order; the forms' schemas are in
// member-book-forms.ts and collections.ts, so the pages' browser code ships no zod.

/** A note's most characters (as a browser's maxlength counts them: UTF-16 code units, a line break as one). */
export const NOTE_MAX = 1000;

/** Line breaks as one character whatever the browser sent ("\r\n" from a textarea), surrounding space gone. */
export function normalizeNote(text: string): string {
  return text.replace(/\r\n?/g, "\n").trim();
}

/** The characters a note counts against NOTE_MAX, written as it will be kept. */
export function noteLength(text: string): number {
  return normalizeNote(text).length;
}

export const FAVOURITE_SORTS = ["added", "name", "strength"] as const;
export type FavouriteSort = (typeof FAVOURITE_SORTS)[number];

/** The sort a query asks for, or the default: the most recently added first. */
export function parseFavouriteSort(value: string | null | undefined): FavouriteSort {
  return (FAVOURITE_SORTS as readonly string[]).includes(value ?? "") ? (value as FavouriteSort) : "added";
}

export type SortableFavourite = {
  name: string;
  /** when it became a favourite (ISO text or a Date) */
  addedAt: string | Date;
  /** percent by volume; null when unknown */
  abv: number | null;
};

const time = (value: string | Date) => (value instanceof Date ? value.getTime() : Date.parse(value));

/**
 * The favourites in the chosen order: the most recently added first; by name A–Z in the page's language
 * (its collation: "Ä" beside "A"); or by strength, strongest first and a drink of unknown strength last.
 * Ties go by name, so the order never depends on the database's.
 */
export function sortFavourites<T extends SortableFavourite>(
  items: readonly T[],
  sort: FavouriteSort,
  locale: string,
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  const byName = (a: T, b: T) => collator.compare(a.name, b.name);
  const order: Record<FavouriteSort, (a: T, b: T) => number> = {
    added: (a, b) => time(b.addedAt) - time(a.addedAt) || byName(a, b),
    name: byName,
    strength: (a, b) => {
      if (a.abv === null || b.abv === null) return a.abv === b.abv ? byName(a, b) : a.abv === null ? 1 : -1;
      return b.abv - a.abv || byName(a, b);
    },
  };
  return [...items].sort(order[sort]);
}

// ---- collections ----

export const COLLECTION_NAME_MAX = 80;
export const COLLECTION_DESCRIPTION_MAX = 500;
/** Collections a member may keep, and recipes in one: a book, not a database. */
export const MAX_COLLECTIONS = 50;
export const MAX_COLLECTION_RECIPES = 200;

/** A share link's token: 32 characters of base64url (24 random bytes). */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/**
 * The order after moving `recipeId` one place up or down: null when it is not in the list or already at
 * that end (nothing to do).
 */
export function movedOrder(
  order: readonly number[],
  recipeId: number,
  direction: "up" | "down",
): number[] | null {
  const at = order.indexOf(recipeId);
  const to = direction === "up" ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length) return null;
  const next = [...order];
  [next[at], next[to]] = [next[to] as number, next[at] as number];
  return next;
}

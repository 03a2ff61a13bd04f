// The limits of a member's collections and the order arithmetic, apart from the forms' schemas
// (app/lib/collections.ts), so the recipe page's browser code, which shows the picker, ships no zod.

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

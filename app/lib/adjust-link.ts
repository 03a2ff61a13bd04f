// Links of the servings stepper on the recipe page and the cocktail book. Each link is a complete answer on
// its own (servings and unit in the query string), so it works without JavaScript and can be shared; the
// fragment lands the new page on the ingredients, so a phone does not jump back to the top.
import { type DisplayUnit, MAX_SERVINGS, MIN_SERVINGS } from "./units";

/** The query string and fragment for `servings` drinks in `unit`; null when `servings` is out of range. */
export function adjustHref(servings: number, unit: DisplayUnit, anchor?: string): string | null {
  if (!Number.isInteger(servings) || servings < MIN_SERVINGS || servings > MAX_SERVINGS) return null;
  const query = `?servings=${servings}&unit=${unit}`;
  return anchor ? `${query}#${encodeURIComponent(anchor)}` : query;
}

// Parsing the recipe list's GET parameters: sort by name, difficulty, rating or strength, ascending or
// descending, and filter by group, difficulty, base spirit, an ingredient, strength and allergens left out. These come from links and bookmarks anyone can edit, so
// anything unknown falls back to the default, never to an error.
import { DIFFICULTIES, type Difficulty } from "../../db/domain";
import { ORDERS } from "./list-order";
import { isSlug } from "./slug";

export const SORT_KEYS = ["name", "difficulty", "rating", "strength"] as const;
/** "free": no alcohol at all; "low": some, less than LOW_ABV in the glass. */
export const STRENGTH_FILTERS = ["free", "low"] as const;
export type StrengthFilter = (typeof STRENGTH_FILTERS)[number];
/** Percent by volume in the glass below which a drink counts as low in alcohol (a spritz, a highball). */
export const LOW_ABV = 10;
/** The allergens a visitor can leave out of the list (the ones drinks hold most often). */
export const EXCLUDABLE_ALLERGENS = ["egg", "milk", "nuts", "sulphites"] as const;
export type ExcludableAllergen = (typeof EXCLUDABLE_ALLERGENS)[number];
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = "asc" | "desc";

export const PAGE_SIZE = 24;
/** Deep pages cost an OFFSET scan; nobody pages this far by hand. */
export const MAX_PAGE = 1000;

export type ListQuery = {
  sort: SortKey;
  dir: SortDir;
  page: number;
  group: string | null;
  difficulty: Difficulty | null;
  base: string | null;
  /** an ingredient's key: drinks that pour it, one of its kinds (bourbon for whiskey) or accept it instead */
  ingredient: string | null;
  strength: StrengthFilter | null;
  /** allergens the drinks must not hold */
  without: ExcludableAllergen[];
};

const DEFAULT_DIR: Record<SortKey, SortDir> = {
  name: "asc",
  difficulty: "asc",
  rating: "desc",
  strength: "asc",
};

function oneOf<T extends string>(value: string | null, options: readonly T[]): T | null {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : null;
}

export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.min(Math.max(1, Number(value)), MAX_PAGE);
}

export function parseListQuery(
  params: URLSearchParams,
  defaults: Partial<Pick<ListQuery, "sort">> = {},
): ListQuery {
  const order = oneOf(params.get("order"), ORDERS)?.split("-") as [SortKey, SortDir] | undefined;
  const sort = order?.[0] ?? oneOf(params.get("sort"), SORT_KEYS) ?? defaults.sort ?? "name";
  const dir = order?.[1] ?? oneOf(params.get("dir"), ["asc", "desc"] as const) ?? DEFAULT_DIR[sort];
  const group = params.get("group");
  const base = params.get("base");
  const ingredient = params.get("ingredient");
  return {
    sort,
    dir,
    page: parsePage(params.get("page")),
    group: group && isSlug(group, 80) ? group : null,
    difficulty: oneOf(params.get("difficulty"), DIFFICULTIES),
    base: base && isSlug(base, 80) ? base : null,
    ingredient: ingredient && isSlug(ingredient, 80) ? ingredient : null,
    strength: oneOf(params.get("strength"), STRENGTH_FILTERS),
    // known allergens only, each once, in a fixed order (one URL per choice)
    without: EXCLUDABLE_ALLERGENS.filter((a) => params.getAll("without").slice(0, 10).includes(a)),
  };
}

/** The query string for a list URL: defaults are left out so URLs stay short and canonical. */
export function listQueryString(query: ListQuery, change: Partial<ListQuery> = {}): string {
  const q = { ...query, ...change };
  const params = new URLSearchParams();
  if (q.sort !== "name") params.set("sort", q.sort);
  if (q.dir !== DEFAULT_DIR[q.sort]) params.set("dir", q.dir);
  if (q.group) params.set("group", q.group);
  if (q.difficulty) params.set("difficulty", q.difficulty);
  if (q.base) params.set("base", q.base);
  if (q.ingredient) params.set("ingredient", q.ingredient);
  if (q.strength) params.set("strength", q.strength);
  for (const allergen of q.without) params.append("without", allergen);
  if (q.page > 1) params.set("page", String(q.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

// Ranking ingredients for typed text, for the virtual bar's picker (the search field's suggestions in the
// browser and the no-JavaScript search on the server): exact names and synonyms first, then prefixes, word
// prefixes and substrings; a generic before the bottles below it; popular before rare. Pure and dependency-free so both
// sides rank the same way on every keystroke.

import type { Locale } from "~/lib/locale";

export type RankItem = {
  id: number;
  /** the name in the page's language */
  name: string;
  /** every other name people may type: the other language's name and the synonyms in both languages */
  aliases: readonly string[];
  /** "category" | "generic" | "specific" | "product" (a brand's bottle) */
  kind: string;
  /** ids from the root down to this node, including itself (ancestors[ancestors.length-1] === id) */
  ancestors: readonly number[];
  /** how many recipes use this ingredient or anything below it */
  uses: number;
};

/** Longer queries are cut: nobody types more to find an ingredient, and it bounds the work per keystroke. */
const MAX_QUERY_LENGTH = 60;

// Letters with a stroke or ligatures have no Unicode decomposition, so NFKD leaves them alone.
const UNDECOMPOSED: Record<string, string> = { ß: "ss", ø: "o", ł: "l", đ: "d", æ: "ae", œ: "oe", ı: "i" };
const UNDECOMPOSED_PATTERN = /[ßøłđæœı]/g;
// Soft hyphens and zero-width characters vanish rather than split a word.
const INVISIBLE_PATTERN = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
const SEPARATOR_PATTERN = /[\s\p{Pd}'`´‘’ʼ]+/gu;

/**
 * Lower case, diacritics removed (Crème → creme, Cachaça → cachaca, Añejo → anejo), ß → ss, runs of
 * whitespace/hyphens/apostrophes collapsed to one space, trimmed. Also ø → o, ł → l, æ → ae, œ → oe, and
 * soft hyphens dropped.
 */
export function foldForMatch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(UNDECOMPOSED_PATTERN, (ch) => UNDECOMPOSED[ch] ?? ch)
    .replace(INVISIBLE_PATTERN, "")
    .replace(SEPARATOR_PATTERN, " ")
    .trim();
}

// Names repeat on every keystroke; folding them again is most of the work, so keep the results. Cleared
// wholesale when full, which only costs the next call a refold.
const FOLD_CACHE_LIMIT = 20_000;
const folded = new Map<string, string>();

function foldName(text: string): string {
  let result = folded.get(text);
  if (result === undefined) {
    if (folded.size >= FOLD_CACHE_LIMIT) folded.clear();
    result = foldForMatch(text);
    folded.set(text, result);
  }
  return result;
}

function isWordChar(ch: string): boolean {
  const code = ch.charCodeAt(0);
  if (code < 128)
    return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  return /[\p{L}\p{N}]/u.test(ch);
}

/**
 * How well `query` (already folded) matches one name (folded): 0 exact, 1 prefix, 2 word prefix (the query
 * starts at the start of a later word, i.e. after a character that is not a letter or digit), 3 substring,
 * null no match. An empty query matches nothing.
 */
export function matchTier(query: string, name: string): 0 | 1 | 2 | 3 | null {
  if (query === "" || query.length > name.length) return null;
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  let at = name.indexOf(query, 1);
  if (at < 0) return null;
  while (at >= 0) {
    if (!isWordChar(name.charAt(at - 1))) return 2;
    at = name.indexOf(query, at + 1);
  }
  return 3;
}

type Hit<T extends RankItem> = {
  item: T;
  /** tier * 2, plus 1 when only an alias matched in that tier: the first sort key. */
  group: number;
  product: number;
  depth: number;
  /** The best-keyed hit among this one and its matched descendants in the same group. */
  lead: Hit<T>;
};

const collators = new Map<Locale, Intl.Collator>();

function collatorFor(locale: Locale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator;
}

/**
 * The items matching `query`, best first, at most `limit` (default: all). Empty/whitespace query → [] .
 * Order: tier (best over the page-language name and all aliases: exact name or synonym, then prefix, then
 * word prefix, then substring); within a tier, a match on the page-language name before a match only on an
 * alias; then an item before any item that has it among its ancestors (a generic before the products under
 * it); then products (kind "product") after non-products; then more `uses` first; then shallower (fewer
 * ancestors) first; then by name with Intl.Collator(locale).
 *
 * The ancestor rule is made a total order by ranking each item, within its tier and name-or-alias group, at
 * the place of the best of itself and its matched descendants in that group, and an ancestor before its
 * descendants when they share that place. With the usual data (an ancestor counts its descendants' uses and
 * is no product) that is exactly the plain order of the remaining keys. Equal names fall back to the id, so
 * the result never depends on the input order. Items come back as given, so a caller's extra fields survive.
 */
export function rankIngredients<T extends RankItem>(
  query: string,
  items: readonly T[],
  locale: Locale,
  limit?: number,
): T[] {
  // Cut generously before folding (folding may shrink it), exactly after.
  const q = foldForMatch(query.slice(0, MAX_QUERY_LENGTH * 4))
    .slice(0, MAX_QUERY_LENGTH)
    .trimEnd();
  if (q === "") return [];

  const hits: Hit<T>[] = [];
  const byId = new Map<number, Hit<T>>();
  for (const item of items) {
    const nameTier = matchTier(q, foldName(item.name));
    let best = nameTier ?? 4;
    for (const alias of item.aliases) {
      if (best === 0) break;
      const tier = matchTier(q, foldName(alias));
      if (tier !== null && tier < best) best = tier;
    }
    if (best === 4) continue;
    const hit = {
      item,
      group: best * 2 + (nameTier === best ? 0 : 1),
      product: item.kind === "product" ? 1 : 0,
      depth: item.ancestors.length,
    } as Hit<T>;
    hit.lead = hit;
    hits.push(hit);
    byId.set(item.id, hit);
  }

  const collator = collatorFor(locale);
  const byKey = (a: Hit<T>, b: Hit<T>): number => {
    if (a === b) return 0;
    if (a.product !== b.product) return a.product - b.product;
    if (a.item.uses !== b.item.uses) return a.item.uses > b.item.uses ? -1 : 1;
    if (a.depth !== b.depth) return a.depth - b.depth;
    return collator.compare(a.item.name, b.item.name) || a.item.id - b.item.id;
  };

  // Lift each matched ancestor to the best key among its matched descendants in the same group.
  for (const hit of hits) {
    for (const id of hit.item.ancestors) {
      if (id === hit.item.id) continue;
      const ancestor = byId.get(id);
      if (ancestor && ancestor.group === hit.group && byKey(hit, ancestor.lead) < 0) ancestor.lead = hit;
    }
  }

  hits.sort((a, b) => a.group - b.group || byKey(a.lead, b.lead) || a.depth - b.depth || byKey(a, b));
  const count = limit === undefined ? hits.length : Math.max(0, Math.floor(limit));
  return hits.slice(0, count).map((hit) => hit.item);
}

import { sql } from "kysely";
import type { Locale } from "~/lib/locale";
import { PAGE_SIZE } from "~/lib/recipe-query";
import { PREFIX_MIN_LENGTH, phrases, tsAll, tsAny, tsWord, wordForms, wordPattern } from "~/lib/search-words";
import { buildVocabulary, completeWord, correctQuery, type Vocabulary } from "~/lib/spelling";
import type { DB } from "../../db/client";
import { standaloneName } from "./ingredient-names.server";
import { keyIngredients } from "./recipes.server";
import { shared, sharedIndex } from "./shared-cache.server";

// Search by recipe name or ingredient, in both languages whatever the page's language. Text is folded
// the same way on both sides (cocktail_fold: lower case, no accents, ä = ae = a), and a word matches in any
// of its spellings (whisky = whiskey, app/lib/search-words.ts). Every query word must match the start of a
// word: of the recipe's name, or else of one of its ingredients, their synonyms or a more generic ingredient
// they belong to; words may split between the two ("aperol spritz": the Spritz, named Spritz, with Aperol).
// Hits come in four segments: the exact name, all words in the name, some words in the name and the rest
// in the ingredients (most name words first, then the shortest name: the drink the words name), then all
// words in the ingredients. With no hit at all, the words are corrected against the vocabulary of names
// ("Did you mean …?") and the search runs again.

export const MAX_QUERY_WORDS = 6;

// The vocabulary of recipe names (search_vocabulary, rebuilt by refreshVocabulary in db/derived.ts with the
// recipes) and that of brand and product names, each kept in the one cache with the version of its kind
// (docs/decisions/0026-one-cache.md): a rebuilt vocabulary shows in the next suggestion, and a search
// result kept with the same versions can never carry a "Did you mean" older than itself.
function vocabularyFor(db: DB): Promise<Vocabulary> {
  return sharedIndex(db, "vocabulary|recipes", ["recipes"], async () => {
    const rows = await db.selectFrom("search_vocabulary").select(["word", "frequency"]).execute();
    return buildVocabulary(rows);
  });
}

export async function foldWords(db: DB, text: string): Promise<string[]> {
  const row = await sql<{ folded: string }>`SELECT cocktail_fold(${text.slice(0, 200)}) AS folded`.execute(
    db,
  );
  const folded = row.rows[0]?.folded ?? "";
  return folded
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_QUERY_WORDS);
}

export type SearchHit = {
  id: number;
  slug: string;
  name: string;
  otherName: string;
  difficulty: string;
  glass: string;
  /** the stored drink picture scene (read with readScene) */
  picture: unknown;
  ratingAvg: number;
  ratingCount: number;
  /** whole percent by volume in the glass */
  abv: number | null;
  /** "both": some words in the name, the others in the ingredients */
  matchedBy: "name" | "both" | "ingredient";
  /** for ingredient and "both" hits: the recipe's ingredients that matched, in the page's language */
  ingredients: string[];
  /** the key ingredients a card names */
  keyIngredients: string[];
};

export type SearchResult = {
  hits: SearchHit[];
  total: number;
  /** more hits than COUNT_CAP: `total` is the cap */
  capped: boolean;
  page: number;
  /** the corrected query when the typed one found nothing and a correction did */
  suggestion: string | null;
};

/** Counting stops here: beyond it the page says "1000+" (exact counts of huge hit lists cost too much). */
export const COUNT_CAP = 1000;

type HitRow = {
  id: number;
  slug: string;
  name: string;
  other_name: string;
  difficulty: string;
  glass: string;
  picture: unknown;
  rating_avg: number;
  rating_count: number;
  abv: number | null;
  key_ingredients: string[];
};

/** For each word (in any of its forms), the ingredients it names, widened to everything below them. */
async function ingredientSets(db: DB, words: string[][]): Promise<number[][]> {
  return Promise.all(
    words.map(async (forms) => {
      const row = await sql<{ ids: number[] }>`
        SELECT coalesce(array_agg(d.id), '{}') AS ids FROM ingredients AS d
        WHERE d.ancestor_ids && (SELECT coalesce(array_agg(m.id), '{}') FROM ingredients AS m
                                 WHERE m.search_text ~ ${wordPattern(forms)})
      `.execute(db);
      return row.rows[0]?.ids ?? [];
    }),
  );
}

type Where = ReturnType<typeof sql>;
type Segment = { kind: HitKind; total: number; fetch: (limit: number, offset: number) => Promise<HitRow[]> };
type HitKind = "name" | "both" | "ingredient";

/** A page is cut across the segments, in order; each is counted up to COUNT_CAP. */
async function runSearch(db: DB, folded: string[], locale: Locale, page: number) {
  const words = folded.map(wordForms);
  const tsWords = words.map((forms) => sql`to_tsquery('simple', ${tsWord(forms)})`);
  const allInName = sql`r.name_search @@ to_tsquery('simple', ${tsAll(words)})`;
  const anyInName = sql`r.name_search @@ to_tsquery('simple', ${tsAny(words)})`;
  const name = locale === "en" ? sql.ref("r.name_en") : sql.ref("r.name_de");
  const other = locale === "en" ? sql.ref("r.name_de") : sql.ref("r.name_en");
  const columns = sql`r.id, r.slug, ${name} AS name, ${other} AS other_name, r.difficulty, r.glass, r.picture, r.rating_avg, r.rating_count, round(r.abv)::int AS abv, ${keyIngredients(locale)} AS key_ingredients`;
  const byRating = sql`r.rating_avg DESC, r.rating_count DESC, r.id ASC`;

  // Sorted here, not in SQL: with ORDER BY the planner may walk the rating index instead of the name indexes.
  const names = phrases(words);
  const [exact, sets] = await Promise.all([
    sql<HitRow>`
      SELECT ${columns} FROM recipes AS r
      WHERE r.status = 'published'
        AND (cocktail_fold(r.name_de) = ANY(${names}::text[]) OR cocktail_fold(r.name_en) = ANY(${names}::text[]))
      LIMIT 50
    `.execute(db),
    ingredientSets(db, words),
  ]);
  exact.rows.sort((a, b) => b.rating_avg - a.rating_avg || b.rating_count - a.rating_count || a.id - b.id);
  const exactIds = exact.rows.map((r) => r.id);
  const nameWhere = sql`r.status = 'published' AND ${allInName} AND NOT (r.id = ANY(${sql.val(exactIds)}::int[]))`;
  const inIngredients = sets.map((set) =>
    set.length === 0 ? sql`false` : sql`r.ingredient_ids && ${sql.val(set)}::int[]`,
  );
  // Some words in the name, each other word in the ingredients (only with two words or more). Such a
  // recipe has a word i in its name and one of the other words in its ingredients: said so, each an AND of
  // two indexed conditions, PostgreSQL intersects the name and ingredient indexes before it reads a row.
  const pairs = words.flatMap((_, i) => {
    const others = [...new Set(sets.flatMap((set, j) => (j === i ? [] : set)))];
    return others.length > 0
      ? [sql`(r.name_search @@ ${tsWords[i]} AND r.ingredient_ids && ${sql.val(others)}::int[])`]
      : [];
  });
  const bothWhere =
    pairs.length === 0
      ? null
      : sql`r.status = 'published' AND (${sql.join(pairs, sql` OR `)}) AND NOT (${allInName}) AND ${sql.join(
          tsWords.map((q, i) => sql`(r.name_search @@ ${q} OR ${inIngredients[i]})`),
          sql` AND `,
        )}`;
  const nameWords = sql.join(
    tsWords.map((q) => sql`(r.name_search @@ ${q})::int`),
    sql` + `,
  );
  const ingredientWhere = sets.some((set) => set.length === 0)
    ? null
    : sql`r.status = 'published' AND ${sql.join(inIngredients, sql` AND `)} AND NOT (${anyInName})`;

  const count = async (where: Where | null) => {
    if (!where) return 0;
    const row = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM (SELECT 1 FROM recipes AS r WHERE ${where} LIMIT ${COUNT_CAP + 1}) AS capped
    `.execute(db);
    return row.rows[0]?.n ?? 0;
  };
  const [nameCount, bothCount, ingredientCount] = await Promise.all([
    count(nameWhere),
    count(bothWhere),
    count(ingredientWhere),
  ]);
  const pageOf = (where: Where | null, order: Where) => async (limit: number, offset: number) =>
    where
      ? (
          await sql<HitRow>`SELECT ${columns} FROM recipes AS r WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`.execute(
            db,
          )
        ).rows
      : [];
  const segments: Segment[] = [
    {
      kind: "name",
      total: exact.rows.length,
      fetch: async (limit, offset) => exact.rows.slice(offset, offset + limit),
    },
    { kind: "name", total: nameCount, fetch: pageOf(nameWhere, byRating) },
    // The drink the words name first: most words in its name, then the shortest name ("Negroni" before
    // "White Negroni" for "negroni gin").
    {
      kind: "both",
      total: bothCount,
      fetch: pageOf(bothWhere, sql`${nameWords} DESC, length(${name}), ${byRating}`),
    },
    { kind: "ingredient", total: ingredientCount, fetch: pageOf(ingredientWhere, byRating) },
  ];

  const rows: (HitRow & { kind: HitKind })[] = [];
  let skip = (page - 1) * PAGE_SIZE;
  for (const segment of segments) {
    const need = PAGE_SIZE - rows.length;
    if (need <= 0) break;
    if (skip >= segment.total) {
      skip -= segment.total;
      continue;
    }
    rows.push(...(await segment.fetch(need, skip)).map((r) => ({ ...r, kind: segment.kind })));
    skip = 0;
  }
  const counts = [nameCount, bothCount, ingredientCount];
  const total = exact.rows.length + counts.reduce((a, b) => a + b, 0);
  const capped = counts.some((n) => n > COUNT_CAP);
  return { rows, total: Math.min(total, capped ? COUNT_CAP : total), capped, sets };
}

/**
 * The ingredients of these recipes that the query words name (for "matched by ingredient: …"): the lines
 * whose ingredient is in one of the words' sets (the nodes a word names and everything below them).
 */
async function matchedIngredients(db: DB, recipeIds: number[], sets: number[][], locale: Locale) {
  const named = [...new Set(sets.flat())];
  if (recipeIds.length === 0 || named.length === 0) return new Map<number, string[]>();
  const name = locale === "en" ? sql.ref("i.name_en") : sql.ref("i.name_de");
  const rows = await sql<{ recipe_id: number; name: string }>`
    SELECT l.recipe_id, ${name} AS name
    FROM recipe_ingredients AS l JOIN ingredients AS i ON i.id = l.ingredient_id
    WHERE l.recipe_id = ANY(${sql.val(recipeIds)}::int[]) AND l.ingredient_id = ANY(${sql.val(named)}::int[])
    ORDER BY l.recipe_id, l.position
  `.execute(db);
  const map = new Map<number, string[]>();
  for (const row of rows.rows) map.set(row.recipe_id, [...(map.get(row.recipe_id) ?? []), row.name]);
  return map;
}

export async function searchRecipes(db: DB, query: string, locale: Locale, page = 1): Promise<SearchResult> {
  const words = await foldWords(db, query);
  if (words.length === 0) return { hits: [], total: 0, capped: false, page: 1, suggestion: null };
  let found = await runSearch(db, words, locale, page);
  let suggestion: string | null = null;
  if (found.total === 0) {
    const corrected = correctQuery(words, await vocabularyFor(db));
    if (corrected.changed) {
      const retry = await runSearch(db, corrected.words, locale, page);
      if (retry.total > 0) {
        found = retry;
        suggestion = corrected.words.join(" ");
      }
    }
  }
  const rows = found.rows;
  const ingredientHits = rows.filter((r) => r.kind !== "name").map((r) => r.id);
  const matched = await matchedIngredients(db, ingredientHits, found.sets, locale);
  return {
    total: found.total,
    capped: found.capped,
    page,
    suggestion,
    hits: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      otherName: r.other_name,
      difficulty: r.difficulty,
      glass: r.glass,
      picture: r.picture,
      ratingAvg: Number(r.rating_avg),
      ratingCount: r.rating_count,
      abv: r.abv,
      keyIngredients: r.key_ingredients,
      matchedBy: r.kind,
      ingredients: matched.get(r.id) ?? [],
    })),
  };
}

/**
 * Up to `limit` recipes for the search box's suggestions as people type: names whose words start with the
 * typed words (any spelling, the last word however short), then, when those are fewer, what the search
 * page would list first for the words, so "aperol spritz" suggests the Spritz.
 */
export async function suggestRecipes(db: DB, query: string, locale: Locale, limit = 8) {
  const words = await foldWords(db, query);
  if (words.length === 0) return [];
  const tsquery = words
    .map((w) => wordForms(w).map((f) => `${f}:*`))
    .map((forms) => (forms.length === 1 ? forms[0] : `(${forms.join(" | ")})`))
    .join(" & ");
  const name = locale === "en" ? "name_en" : "name_de";
  const byName = await db
    .selectFrom("recipes")
    .select(["slug", `${name} as name`])
    .where("status", "=", "published")
    .where(sql<boolean>`name_search @@ to_tsquery('simple', ${tsquery})`)
    .orderBy("rating_count", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  if (byName.length >= limit || words.length < 2) return byName;
  // The last word is still being typed: a short one is completed from the vocabulary ("aperol spr").
  const last = words[words.length - 1] ?? "";
  const completed = last.length < PREFIX_MIN_LENGTH ? completeWord(last, await vocabularyFor(db)) : null;
  const typed = completed ? [...words.slice(0, -1), completed] : words;
  const more = await searchPage(db, typed.join(" "), locale, 1);
  const seen = new Set(byName.map((r) => r.slug));
  const extra = more.result.hits
    .filter((h) => !seen.has(h.slug))
    .map((h) => ({ slug: h.slug, name: h.name }));
  return [...byName, ...extra].slice(0, limit);
}

// ---- brands and products ----
// Live brands and the products of live brands, by name: every query word must start a word of the brand's
// name, or of the product's name or its brand's name. Names are the same in both languages (they are
// names), so the folded text serves either page. With no hit, the words are corrected against the words
// of these names (the recipe vocabulary does not hold brand names) and the search runs again.

export type BrandHit = { slug: string; name: string; productCount: number };
export type ProductHit = { slug: string; name: string; brandName: string; kind: string | null };
export type BrandSearchResult = {
  brands: BrandHit[];
  products: ProductHit[];
  /** the corrected query when the typed one found nothing and a correction did */
  suggestion: string | null;
};

/** The most hits each list shows: the search page is about recipes, these lead to their own pages. */
export const BRAND_HITS_MAX = 12;

function brandVocabularyFor(db: DB): Promise<Vocabulary> {
  return sharedIndex(db, "vocabulary|brands", ["brands"], async () => {
    const rows = await sql<{ word: string; frequency: number }>`
      SELECT word, count(*)::int AS frequency FROM (
        SELECT regexp_split_to_table(cocktail_fold(b.name), '[^a-z0-9]+') AS word
        FROM brands AS b WHERE b.status = 'live'
        UNION ALL
        SELECT regexp_split_to_table(cocktail_fold(p.name), '[^a-z0-9]+')
        FROM products AS p JOIN brands AS b ON b.id = p.brand_id WHERE b.status = 'live'
      ) AS words
      WHERE length(word) >= 3 AND word ~ '[a-z]'
      GROUP BY word
    `.execute(db);
    return buildVocabulary(rows.rows);
  });
}

async function runBrandSearch(db: DB, words: string[], locale: Locale) {
  const all = (text: ReturnType<typeof sql>) =>
    sql.join(
      words.map((w) => sql`${text} ~ ${wordPattern([w])}`),
      sql` AND `,
    );
  const phrase = words.join(" ");
  const collation = sql.raw(locale === "en" ? "cocktail_en" : "cocktail_de");
  const kind = standaloneName(locale === "en" ? "g.name_en" : "g.name_de");
  const [brands, products] = await Promise.all([
    sql<BrandHit>`
      SELECT b.slug, b.name,
        (SELECT count(*)::int FROM products AS p WHERE p.brand_id = b.id) AS "productCount"
      FROM brands AS b
      WHERE b.status = 'live' AND ${all(sql`cocktail_fold(b.name)`)}
      ORDER BY cocktail_fold(b.name) = ${phrase} DESC, b.name COLLATE ${collation}, b.id
      LIMIT ${BRAND_HITS_MAX}
    `.execute(db),
    sql<ProductHit>`
      SELECT p.slug, p.name, b.name AS "brandName", ${kind} AS kind
      FROM products AS p
      JOIN brands AS b ON b.id = p.brand_id
      JOIN ingredients AS i ON i.id = p.ingredient_id
      LEFT JOIN ingredients AS g ON g.id = i.parent_id
      WHERE b.status = 'live' AND ${all(sql`cocktail_fold(p.name || ' ' || b.name)`)}
      ORDER BY cocktail_fold(p.name) = ${phrase} DESC, p.name COLLATE ${collation}, p.id
      LIMIT ${BRAND_HITS_MAX}
    `.execute(db),
  ]);
  return { brands: brands.rows, products: products.rows };
}

/** Live brands and products whose names match the query, typo-tolerant like the recipe search. */
export async function searchBrands(db: DB, query: string, locale: Locale): Promise<BrandSearchResult> {
  const words = await foldWords(db, query);
  if (words.length === 0) return { brands: [], products: [], suggestion: null };
  const found = await runBrandSearch(db, words, locale);
  if (found.brands.length > 0 || found.products.length > 0) return { ...found, suggestion: null };
  const corrected = correctQuery(words, await brandVocabularyFor(db));
  if (!corrected.changed) return { ...found, suggestion: null };
  const retry = await runBrandSearch(db, corrected.words, locale);
  const hit = retry.brands.length > 0 || retry.products.length > 0;
  return { ...retry, suggestion: hit ? corrected.words.join(" ") : null };
}

/**
 * The search page's hits for a query: recipes (this page of them) and, on page 1, brands and products. The
 * same for every visitor, so they come from the shared cache, kept with the versions of the recipes, their
 * ratings (hits are ordered by them and show them) and the brands: a popular query costs one read of the
 * versions instead of about ten queries.
 */
export async function searchPage(db: DB, query: string, locale: Locale, page: number) {
  return shared(db, `search|${locale}|${page}|${query}`, ["recipes", "ratings", "brands"], async () => {
    const [result, brandHits] = await Promise.all([
      searchRecipes(db, query, locale, page),
      page === 1 ? searchBrands(db, query, locale) : null,
    ]);
    return { result, brandHits };
  });
}

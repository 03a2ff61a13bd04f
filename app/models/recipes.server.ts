import { type Expression, type SqlBool, sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { emptyScene, sceneHash } from "~/lib/drink-scene";
import type { Locale } from "~/lib/locale";
import { type ListQuery, LOW_ABV, listQueryString, PAGE_SIZE } from "~/lib/recipe-query";
import { standalone } from "~/lib/text";
import type { DB } from "../../db/client";
import { alternativeNames } from "./line-alternatives.server";
import { relatedRecipeIds } from "./related.server";
import { forgetSharedCache, type Kind, shared, showsRating } from "./shared-cache.server";

// Reading the catalogue: lists, details, groups, the home page's explorer, generator and inspiration.
// Only published recipes are listed; a draft is shown only to its author.

export type RecipeCard = {
  slug: string;
  name: string;
  difficulty: string;
  glass: string;
  /** the stored drink picture scene (read with readScene) */
  picture: unknown;
  ratingAvg: number;
  ratingCount: number;
  /** whole percent by volume in the glass; null until computed */
  abv: number | null;
  /** the key ingredients a card names */
  keyIngredients: string[];
};

const nameColumn = (locale: Locale) => (locale === "en" ? "name_en" : "name_de");
const collation = (locale: Locale) => sql.raw(locale === "en" ? "cocktail_en" : "cocktail_de");

/**
 * The key ingredients a recipe card names, at most three: what a guest asks "what's in it?" about. The
 * alcoholic lines first (the spirit and the liqueur that make the drink), then the rest, each by its volume
 * and then in the recipe's order; optional lines and plain water are left out. `recipe` is the name the query gives the
 * recipes table.
 */
export function keyIngredients(locale: Locale, recipe: "r" | "recipes" = "r") {
  const name = sql.raw(locale === "en" ? "i.name_en" : "i.name_de");
  // each name stands alone, so it starts with a capital ("Roter Wermut", as app/lib/text.ts standalone)
  return sql<string[]>`ARRAY(
    SELECT upper(left(${name}, 1)) || substr(${name}, 2)
    FROM recipe_ingredients AS l JOIN ingredients AS i ON i.id = l.ingredient_id
    WHERE l.recipe_id = ${sql.ref(`${recipe}.id`)} AND NOT l.optional AND i.key <> 'water'
    ORDER BY coalesce(i.abv, 0) > 0 DESC,
      CASE l.unit WHEN 'cl' THEN l.amount * 10 WHEN 'ml' THEN l.amount WHEN 'oz' THEN l.amount * 30 END
        DESC NULLS LAST,
      l.position
    LIMIT 3)`;
}

export function cardColumns(locale: Locale) {
  return [
    "r.slug",
    `r.${nameColumn(locale)} as name`,
    "r.difficulty",
    "r.glass",
    "r.picture",
    "r.rating_avg as ratingAvg",
    "r.rating_count as ratingCount",
    // whole percent, as cards show it
    sql<number | null>`round(r.abv)::int`.as("abv"),
    keyIngredients(locale).as("keyIngredients"),
  ] as const;
}

/** Recipes below an ingredient node (the base spirit filter): the node and everything under it. */
function baseFilter(baseKey: string): Expression<SqlBool> {
  return sql<SqlBool>`r.base_ingredient_id IN (
    SELECT d.id FROM ingredients AS d JOIN ingredients AS b ON d.ancestor_ids @> ARRAY[b.id]
    WHERE b.key = ${baseKey})`;
}

/**
 * Drinks that pour the ingredient (optional lines aside), one of its kinds (whiskey: bourbon, rye) or accept
 * it in place of another ("rye or bourbon"): what a guest asking "what can I make with bourbon" means.
 */
function ingredientFilter(key: string): Expression<SqlBool> {
  return sql<SqlBool>`r.id IN (
    SELECT ri.recipe_id FROM recipe_ingredients AS ri
    JOIN ingredients AS i ON i.id = ri.ingredient_id
    JOIN ingredients AS x ON x.key = ${key}
    WHERE NOT ri.optional AND (i.id = x.id OR i.ancestor_ids @> ARRAY[x.id] OR ri.alternative_ids @> ARRAY[x.id]))`;
}

/** The list's ingredient choices: every ingredient (and kind of one) in at least this many published drinks. */
const INGREDIENT_FILTER_MIN = 3;
/**
 * At most this many of them, the most poured first, so the list page's menu stays a menu at any size of the
 * catalogue (3,000 synthetic ingredients made it 400 KB of HTML). An ingredient chosen by link still shows.
 */
export const INGREDIENT_CHOICES_MAX = 150;

async function loadIngredientChoices(db: DB, locale: Locale) {
  const rows = await sql<{ key: string; name: string }>`
    SELECT a.key, a.${sql.raw(nameColumn(locale))} AS name
    FROM ingredients AS a
    JOIN ingredients AS i ON i.id = a.id OR i.ancestor_ids @> ARRAY[a.id]
    JOIN recipe_ingredients AS ri ON ri.ingredient_id = i.id AND NOT ri.optional
    JOIN recipes AS r ON r.id = ri.recipe_id AND r.status = 'published'
    WHERE a.kind IN ('generic', 'specific')
    GROUP BY a.key, a.${sql.raw(nameColumn(locale))}
    HAVING count(DISTINCT r.id) >= ${INGREDIENT_FILTER_MIN}
    ORDER BY count(DISTINCT r.id) DESC, a.key
    LIMIT ${INGREDIENT_CHOICES_MAX}
  `.execute(db);
  return byName(
    rows.rows.map((r) => ({ key: r.key, name: standalone(r.name) })),
    locale,
  );
}

function byName<T extends { name: string }>(choices: T[], locale: Locale): T[] {
  const collator = new Intl.Collator(locale);
  return choices.sort((a, b) => collator.compare(a.name, b.name));
}

/** An ingredient chosen by a link but not among the choices, so the menu still shows it (null: no such). */
async function loadIngredientChoice(db: DB, key: string, locale: Locale) {
  const row = await db
    .selectFrom("ingredients")
    .select(["key", `${nameColumn(locale)} as name`])
    .where("key", "=", key)
    .where("kind", "in", ["generic", "specific"])
    .executeTakeFirst();
  return row ? { key: row.key, name: standalone(row.name) } : null;
}

// Values every visitor sees alike (list totals, group and base lists, the home page's blocks, a published
// recipe's page) come from the shared cache, kept with the versions of the kinds of content they show
// (docs/decisions/0026-one-cache.md): a count over 100,000 recipes costs more than the page itself, and the
// versions move with every change, so nothing lags. Cards show stars: a page of cards depends on its
// recipes' rating versions, and on every rating when ordered by them (listKinds).

/** Forget this process's shared values (the versions do it everywhere; kept for benches and tests). */
export function forgetCatalogueCache(db: DB): void {
  forgetSharedCache(db);
}

export async function listRecipes(db: DB, query: ListQuery, locale: Locale) {
  let base = db.selectFrom("recipes as r").where("r.status", "=", "published");
  if (query.difficulty) base = base.where("r.difficulty", "=", query.difficulty);
  if (query.group) {
    const group = query.group;
    base = base.where("r.id", "in", (eb) =>
      eb
        .selectFrom("recipe_group_members as m")
        .innerJoin("recipe_groups as g", "g.id", "m.group_id")
        .select("m.recipe_id")
        .where("g.slug", "=", group),
    );
  }
  if (query.base) base = base.where(baseFilter(query.base));
  if (query.ingredient) base = base.where(ingredientFilter(query.ingredient));
  if (query.strength === "free") base = base.where("r.abv", "=", 0);
  if (query.strength === "low") base = base.where("r.abv", ">", 0).where("r.abv", "<", LOW_ABV);
  if (query.without.length > 0) {
    base = base.where(sql<SqlBool>`NOT (r.allergens && ${sql.val(query.without)}::text[])`);
  }

  const name = sql`r.${sql.raw(nameColumn(locale))} COLLATE ${collation(locale)}`;
  const dir = sql.raw(query.dir === "desc" ? "DESC" : "ASC");
  const order =
    query.sort === "rating"
      ? // best first, and among equals the older recipe (the editors' order): one index serves both ways
        sql`r.rating_avg ${dir}, r.rating_count ${dir}, r.id ${sql.raw(query.dir === "desc" ? "ASC" : "DESC")}`
      : query.sort === "strength"
        ? // lightest first by default; a recipe whose strength is unknown comes last either way
          sql`r.abv ${dir} NULLS LAST, ${name} ASC, r.id ASC`
        : query.sort === "difficulty"
          ? sql`r.difficulty_rank ${dir}, ${name} ASC, r.id ASC`
          : sql`${name} ${dir}, r.id ${dir}`;

  const [rows, count] = await Promise.all([
    base
      .select(["r.id", "r.rating_version", ...cardColumns(locale)])
      .orderBy(order)
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE)
      .execute(),
    // keyed by the filters alone (sort and page do not change a count): the query string without them
    shared(
      db,
      `count|${listQueryString({ ...query, sort: "name", dir: "asc", page: 1 })}`,
      ["recipes"],
      async () => {
        const row = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
        return Number(row?.n ?? 0);
      },
    ),
  ]);
  // Each card's stars as they were read: a page of cards stays current while those recipes' ratings stand
  // (only the order by rating depends on every rating: see listKinds).
  for (const row of rows) showsRating(row.id, row.rating_version);
  const items = rows.map(({ id: _id, rating_version: _v, ...card }) => card as RecipeCard);
  return { items, total: count };
}

/**
 * What a page of the list is made from: the recipes, and every rating when it is ordered by them; otherwise
 * only the shown cards' stars, noted as they are read, so a rating elsewhere leaves the page standing.
 */
function listKinds(query: ListQuery): Kind[] {
  return query.sort === "rating" ? ["recipes", "ratings"] : ["recipes"];
}

export type RecipeLine = {
  position: number;
  name: string;
  ingredientKey: string;
  ingredientId: number;
  amount: number | null;
  unit: string;
  optional: boolean;
  exact: boolean;
  note: string;
  /** what the line accepts besides its ingredient ("rye or bourbon"), by name */
  alternatives: string[];
};

/** A recipe in any status, with its author's id (callers decide who may see it: see visibleTo). */
async function readRecipe(db: DB, slug: string, locale: Locale) {
  const en = locale === "en";
  // One round trip: the recipe with its lines and groups aggregated as JSON.
  const recipe = await db
    .selectFrom("recipes as r")
    .leftJoin("ingredients as b", "b.id", "r.base_ingredient_id")
    .leftJoin("users as a", "a.id", "r.author_id")
    .select((eb) => [
      en ? "r.written_en as written" : "r.written_de as written",
      "r.required_ids",
      "r.author_deleted",
      "a.first_name as authorFirstName",
      "a.last_name as authorLastName",
      "a.profile_slug as authorSlug",
      "r.id",
      "r.slug",
      "r.name_de",
      "r.name_en",
      en ? "r.description_en as description" : "r.description_de as description",
      en ? "r.instructions_en as instructions" : "r.instructions_de as instructions",
      en ? "r.garnish_en as garnish" : "r.garnish_de as garnish",
      "r.glass",
      "r.method",
      "r.picture",
      "r.picture_hash",
      "r.difficulty",
      "r.status",
      "r.author_id",
      "r.rating_avg",
      "r.rating_count",
      "r.rating_version",
      "r.iba",
      "r.abv",
      "r.alcohol_g",
      "r.volume_ml",
      "r.kcal",
      "r.allergens",
      "r.raw_egg",
      "r.source_title",
      "r.source_detail",
      "r.source_url",
      en ? "r.source_note_en as sourceNote" : "r.source_note_de as sourceNote",
      "r.published_at",
      "r.updated_at",
      en ? "b.name_en as baseName" : "b.name_de as baseName",
      jsonArrayFrom(
        eb
          .selectFrom("recipe_ingredients as l")
          .innerJoin("ingredients as i", "i.id", "l.ingredient_id")
          .select([
            "l.position",
            en ? "i.name_en as name" : "i.name_de as name",
            "i.key as ingredientKey",
            "i.id as ingredientId",
            "l.amount",
            "l.unit",
            "l.optional",
            "l.exact",
            en ? "l.note_en as note" : "l.note_de as note",
            alternativeNames(locale).as("alternatives"),
          ])
          .whereRef("l.recipe_id", "=", "r.id")
          .orderBy("l.position"),
      ).as("lines"),
      jsonArrayFrom(
        eb
          .selectFrom("recipe_group_members as m")
          .innerJoin("recipe_groups as g", "g.id", "m.group_id")
          .select(["g.slug", en ? "g.name_en as name" : "g.name_de as name"])
          .whereRef("m.recipe_id", "=", "r.id")
          .orderBy("g.position"),
      ).as("groups"),
    ])
    .where("r.slug", "=", slug)
    .executeTakeFirst();
  if (!recipe) return null;
  return {
    id: recipe.id,
    slug: recipe.slug,
    name: en ? recipe.name_en : recipe.name_de,
    otherName: en ? recipe.name_de : recipe.name_en,
    description: recipe.description,
    steps: recipe.instructions.split("\n").filter((s) => s.trim() !== ""),
    garnish: recipe.garnish,
    glass: recipe.glass,
    method: recipe.method,
    picture: recipe.picture,
    // names the 1200×630 PNG: recipePicturePath(slug, pictureHash)
    pictureHash: recipe.picture_hash ?? sceneHash(emptyScene(recipe.glass)),
    difficulty: recipe.difficulty,
    status: recipe.status,
    ratingAvg: Number(recipe.rating_avg),
    ratingCount: recipe.rating_count,
    ratingVersion: Number(recipe.rating_version),
    iba: recipe.iba,
    // per drink, as served (db/drink-strength.ts); null until computed
    strength:
      recipe.abv === null
        ? null
        : {
            abv: Number(recipe.abv),
            alcoholG: Number(recipe.alcohol_g ?? 0),
            volumeMl: Number(recipe.volume_ml ?? 0),
            kcal: recipe.kcal ?? 0,
          },
    volumeMl: recipe.volume_ml === null ? null : Number(recipe.volume_ml),
    allergens: recipe.allergens,
    rawEgg: recipe.raw_egg,
    source: recipe.source_title
      ? {
          title: recipe.source_title,
          detail: recipe.source_detail,
          url: recipe.source_url,
          note: recipe.sourceNote,
        }
      : null,
    baseName: recipe.baseName,
    publishedAt: recipe.published_at,
    updatedAt: recipe.updated_at,
    // numeric arrives as a string inside JSON
    lines: recipe.lines.map((l) => ({
      ...l,
      amount: l.amount === null ? null : Number(l.amount),
    })) as RecipeLine[],
    groups: recipe.groups,
    author: recipe.authorSlug
      ? {
          name: `${recipe.authorFirstName} ${(recipe.authorLastName ?? "").slice(0, 1)}.`,
          slug: recipe.authorSlug,
        }
      : null,
    authorDeleted: recipe.author_deleted,
    translated: recipe.written,
    authorId: recipe.author_id,
    requiredIds: recipe.required_ids,
  };
}

type StoredRecipe = NonNullable<Awaited<ReturnType<typeof readRecipe>>>;

/** The recipe as this viewer may see it: published ones for everybody, a draft only for its author. */
function visibleTo(recipe: StoredRecipe | null, viewerId: number | null) {
  if (!recipe) return null;
  if (recipe.status !== "published" && (viewerId === null || recipe.authorId !== viewerId)) return null;
  const { authorId, ratingVersion: _version, ...rest } = recipe;
  // The viewer wrote it: the page offers the way back to the editor.
  return { ...rest, mine: viewerId !== null && authorId === viewerId };
}

export async function getRecipe(db: DB, slug: string, locale: Locale, viewerId: number | null) {
  return visibleTo(await readRecipe(db, slug, locale), viewerId);
}

/**
 * A recipe page's data: the recipe and its related recipes. A published recipe is the same for every
 * visitor and comes from the shared cache (only `mine` is the viewer's); a draft is read for its author.
 */
export async function recipePage(db: DB, slug: string, locale: Locale, viewerId: number | null) {
  // Kept with "recipes" and the rating versions of this recipe and of its related ones (their cards show
  // stars), so a rating refreshes the pages that show it and no other.
  const published = await shared(db, `recipe|${locale}|${slug}`, ["recipes"], async () => {
    const recipe = await readRecipe(db, slug, locale);
    if (recipe?.status !== "published") return null;
    showsRating(recipe.id, recipe.ratingVersion);
    return { recipe, related: await relatedRecipes(db, recipe.id, locale) };
  });
  const recipe = published
    ? visibleTo(published.recipe, viewerId)
    : await getRecipe(db, slug, locale, viewerId);
  if (!recipe) return null;
  return { recipe, related: published ? published.related : await relatedRecipes(db, recipe.id, locale) };
}

/**
 * The recipes closest to this one: the same shape of drink, the same base spirit or its kin, shared
 * ingredients (app/lib/related-recipes.ts, over the in-process index of app/models/related.server.ts),
 * as cards in the index's order.
 */
export async function relatedRecipes(
  db: DB,
  recipeId: number,
  locale: Locale,
  limit = 4,
): Promise<RecipeCard[]> {
  const ids = await relatedRecipeIds(db, recipeId, limit);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("recipes as r")
    .select(["r.id", "r.rating_version", ...cardColumns(locale)])
    .where("r.id", "in", ids)
    .where("r.status", "=", "published")
    .execute();
  for (const row of rows) showsRating(row.id, row.rating_version);
  const byId = new Map(rows.map(({ id, rating_version: _v, ...card }) => [id, card as RecipeCard]));
  return ids.flatMap((id) => {
    const card = byId.get(id);
    return card ? [card] : [];
  });
}

export async function listGroups(db: DB, locale: Locale) {
  return shared(db, `groups|${locale}`, ["recipes"], () => loadGroups(db, locale));
}

async function loadGroups(db: DB, locale: Locale) {
  const en = locale === "en";
  return db
    .selectFrom("recipe_groups as g")
    .leftJoin("recipe_group_members as m", "m.group_id", "g.id")
    .leftJoin("recipes as r", (join) =>
      join.onRef("r.id", "=", "m.recipe_id").on("r.status", "=", "published"),
    )
    .select((eb) => [
      "g.slug",
      en ? "g.name_en as name" : "g.name_de as name",
      en ? "g.description_en as description" : "g.description_de as description",
      eb.fn.count<number>("r.id").as("count"),
    ])
    .groupBy([
      "g.id",
      "g.slug",
      "g.position",
      "g.name_en",
      "g.name_de",
      "g.description_en",
      "g.description_de",
    ])
    .orderBy("g.position")
    .execute();
}

export async function getGroup(db: DB, slug: string, locale: Locale) {
  const en = locale === "en";
  return db
    .selectFrom("recipe_groups")
    .select([
      "slug",
      en ? "name_en as name" : "name_de as name",
      en ? "description_en as description" : "description_de as description",
    ])
    .where("slug", "=", slug)
    .executeTakeFirst();
}

/** Base spirits that recipes use, with how many recipes each has (the home page's explorer). */
export async function listBases(db: DB, locale: Locale) {
  return shared(db, `bases|${locale}`, ["recipes"], () => loadBases(db, locale));
}

async function loadBases(db: DB, locale: Locale) {
  const rows = await sql<{ key: string; name: string; count: number }>`
    SELECT b.key, b.${sql.raw(nameColumn(locale))} AS name, count(r.id)::int AS count
    FROM recipes AS r JOIN ingredients AS b ON b.id = r.base_ingredient_id
    WHERE r.status = 'published'
    GROUP BY b.key, b.${sql.raw(nameColumn(locale))}
    ORDER BY count(r.id) DESC, b.key
  `.execute(db);
  return rows.rows;
}

export type GeneratorInput = { base: string | null; taste: string | null; strength: string | null };

/**
 * The personal recipe generator: recipes fitting the wishes, best rated first; `n` walks through them
 * ("try another"). When nothing fits every wish, the strength wish is dropped, then the taste wish.
 */
export async function generateRecipe(db: DB, input: GeneratorInput, n: number, locale: Locale) {
  // The same for every visitor who asks the same: shared, so the home page keeps it with what it shows.
  return shared(db, `generate|${locale}|${n}|${JSON.stringify(input)}`, ["recipes", "ratings"], () =>
    generate(db, input, n, locale),
  );
}

async function generate(db: DB, input: GeneratorInput, n: number, locale: Locale) {
  const attempts: GeneratorInput[] = [
    input,
    { ...input, strength: null },
    { ...input, strength: null, taste: null },
  ];
  for (const wish of attempts) {
    let q = db.selectFrom("recipes as r").where("r.status", "=", "published");
    if (wish.base) q = q.where(baseFilter(wish.base));
    if (wish.taste) q = q.where(sql<SqlBool>`${wish.taste} = ANY(r.tastes)`);
    if (wish.strength) q = q.where("r.strength", "=", wish.strength);
    const count = Number(
      (await q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst())?.n ?? 0,
    );
    if (count === 0) continue;
    const recipe = await q
      .select(cardColumns(locale))
      .orderBy("r.rating_avg", "desc")
      .orderBy("r.id")
      .offset(((n % count) + count) % count)
      .limit(1)
      .executeTakeFirst();
    if (recipe) return { recipe: recipe as RecipeCard, count, relaxed: wish !== input };
  }
  return null;
}

/** A recipe of the day is an IBA classic or one members rated 4 stars or more on average. */
const dayCandidate = sql<SqlBool>`(r.iba OR r.rating_avg >= 4)`;

/** The same recipe all day (UTC), a different one the next day. */
export async function recipeOfTheDay(db: DB, day: string, locale: Locale): Promise<RecipeCard | null> {
  const count = Number(
    (
      await db
        .selectFrom("recipes as r")
        .where("r.status", "=", "published")
        .where(dayCandidate)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  if (count === 0) return null;
  let hash = 0;
  for (const ch of day) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const recipe = await db
    .selectFrom("recipes as r")
    .where("r.status", "=", "published")
    .where(dayCandidate)
    .select(cardColumns(locale))
    .orderBy("r.id")
    .offset(hash % count)
    .limit(1)
    .executeTakeFirst();
  return (recipe as RecipeCard | undefined) ?? null;
}

/** The best-rated recipes' pictures for the home page's mosaic (cached like the other home lists). */
export async function heroPictures(db: DB, locale: Locale, limit = 8): Promise<RecipeCard[]> {
  return shared(db, `hero|${locale}|${limit}`, ["recipes", "ratings"], () => loadHero(db, locale, limit));
}

async function loadHero(db: DB, locale: Locale, limit: number): Promise<RecipeCard[]> {
  const rows = await db
    .selectFrom("recipes as r")
    .where("r.status", "=", "published")
    .where("r.picture", "is not", null)
    .select(cardColumns(locale))
    .orderBy("r.rating_count", "desc")
    .orderBy("r.id")
    .limit(limit * 3)
    .execute();
  // Different glasses first, so the mosaic shows the range of drinks rather than eight coupes.
  const picked: RecipeCard[] = [];
  const glasses = new Set<string>();
  for (const r of rows as RecipeCard[]) {
    if (picked.length < limit && !glasses.has(r.glass)) {
      picked.push(r);
      glasses.add(r.glass);
    }
  }
  for (const r of rows as RecipeCard[]) if (picked.length < limit && !picked.includes(r)) picked.push(r);
  return picked;
}

/** A published recipe's stored picture, for its PNG (routes/pictures.$file.ts); undefined when there is none. */
export async function publishedPicture(db: DB, slug: string) {
  return db
    .selectFrom("recipes")
    .select(["slug", "glass", "picture", "picture_hash"])
    .where("slug", "=", slug)
    .where("status", "=", "published")
    .executeTakeFirst();
}

export async function randomRecipeSlug(db: DB): Promise<string | null> {
  const row = await db
    .selectFrom("recipes")
    .select("slug")
    .where("status", "=", "published")
    .orderBy(sql`random()`)
    .limit(1)
    .executeTakeFirst();
  return row?.slug ?? null;
}

// ---- a page's shared data in one piece: one read of the versions, no query when cached ----

// The canonical query string names every field of the query: a filter added later cannot be left out of the key.
const queryKey = (q: ListQuery) => listQueryString(q);

/** The home page's blocks: the same for everybody on one (UTC) day. */
export async function homeBlocks(db: DB, locale: Locale, day: string, mosaicSize: number) {
  return shared(db, `home|${locale}|${day}|${mosaicSize}`, ["recipes", "ratings"], async () => {
    const [bases, groups, ofTheDay, mosaic] = await Promise.all([
      loadBases(db, locale),
      loadGroups(db, locale),
      recipeOfTheDay(db, day, locale),
      loadHero(db, locale, mosaicSize),
    ]);
    return { bases, groups, ofTheDay, mosaic };
  });
}

/** The recipe list page: one page of recipes with the total, and the groups and bases it filters by. */
export async function recipeListPage(db: DB, query: ListQuery, locale: Locale) {
  const [page, ingredients] = await Promise.all([
    shared(db, `list|${locale}|${queryKey(query)}`, listKinds(query), async () => {
      const [result, groups, bases] = await Promise.all([
        listRecipes(db, query, locale),
        loadGroups(db, locale),
        loadBases(db, locale),
      ]);
      return { ...result, groups, bases };
    }),
    ingredientChoices(db, locale),
  ]);
  const chosen = query.ingredient;
  if (!chosen || ingredients.some((c) => c.key === chosen)) return { ...page, ingredients };
  const extra = await loadIngredientChoice(db, chosen, locale);
  return { ...page, ingredients: extra ? byName([...ingredients, extra], locale) : ingredients };
}

/** The ingredient filter's choices in the page's language, A–Z (kept while recipes and ingredients stand). */
export function ingredientChoices(db: DB, locale: Locale) {
  return shared(db, `ingredient-choices|${locale}`, ["recipes", "catalogue"], () =>
    loadIngredientChoices(db, locale),
  );
}

/** A recipe group's page: the group (null when there is none) and one page of its recipes. */
export async function groupPage(db: DB, slug: string, query: ListQuery, locale: Locale) {
  return shared(db, `group|${locale}|${slug}|${queryKey(query)}`, listKinds(query), async () => {
    const group = await getGroup(db, slug, locale);
    if (!group) return null;
    return { group, ...(await listRecipes(db, { ...query, group: slug }, locale)) };
  });
}

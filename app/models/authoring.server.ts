import { sql } from "kysely";
import type { Locale } from "~/lib/locale";
import { chosenAlternatives, parseAmount, type RecipeFormValues, steps } from "~/lib/recipe-form";
import { readRevisionSnapshot } from "~/lib/revision";
import { RESERVED_RECIPE_SLUGS, slugify } from "~/lib/slug";
import type { DB } from "../../db/client";
import { refreshRecipePictures } from "../../db/pictures";
import { replaceRecipeLines } from "./recipe-lines.server";

// Writing recipes: drafts and published recipes of their author, versions, revisions.

type Values = Omit<RecipeFormValues, "intent" | "version">;

/** The columns a form writes. A language the author left empty falls back to the other one. */
function columns(v: Values) {
  const writtenDe = Boolean(v.nameDe);
  const writtenEn = Boolean(v.nameEn);
  const pick = (de: string | undefined, en: string | undefined, lang: "de" | "en") =>
    (lang === "de" ? (writtenDe ? de : en) : writtenEn ? en : de) ?? "";
  return {
    name_de: pick(v.nameDe, v.nameEn, "de"),
    name_en: pick(v.nameDe, v.nameEn, "en"),
    description_de: pick(v.descriptionDe, v.descriptionEn, "de"),
    description_en: pick(v.descriptionDe, v.descriptionEn, "en"),
    instructions_de: steps(pick(v.stepsDe, v.stepsEn, "de")).join("\n"),
    instructions_en: steps(pick(v.stepsDe, v.stepsEn, "en")).join("\n"),
    garnish_de: pick(v.garnishDe, v.garnishEn, "de"),
    garnish_en: pick(v.garnishDe, v.garnishEn, "en"),
    difficulty: v.difficulty,
    glass: v.glass,
    method: v.method,
    written_de: writtenDe,
    written_en: writtenEn,
  };
}

function lineInputs(v: Values) {
  return v.lines
    .filter((l) => l.ingredient)
    .map((l) => ({
      ingredientId: l.ingredient as number,
      alternativeIds: chosenAlternatives(l),
      amount: parseAmount(l.amount),
      unit: l.unit,
      optional: l.optional === "on",
      exact: l.exact === "on",
    }));
}

/** Another published recipe with this name in that language, if any (names must be unique per language). */
export async function publishedNameClash(db: DB, v: Values, excludeId: number | null) {
  for (const lang of ["de", "en"] as const) {
    const name = lang === "de" ? v.nameDe : v.nameEn;
    if (!name) continue;
    const column = lang === "de" ? "name_de" : "name_en";
    let q = db
      .selectFrom("recipes")
      .select(["slug", column])
      .where("status", "=", "published")
      .where(sql<boolean>`lower(${sql.ref(column)}) = lower(${name})`);
    if (excludeId !== null) q = q.where("id", "<>", excludeId);
    const clash = await q.executeTakeFirst();
    if (clash) return { lang, slug: clash.slug };
  }
  return null;
}

async function freeRecipeSlug(db: DB, name: string): Promise<string> {
  const base = slugify(name, 70) || "cocktail";
  const taken = new Set(
    (await db.selectFrom("recipes").select("slug").where("slug", "like", `${base}%`).execute()).map(
      (r) => r.slug,
    ),
  );
  if (!taken.has(base) && !RESERVED_RECIPE_SLUGS.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const SNAPSHOT_FIELDS = [
  "name_de",
  "name_en",
  "description_de",
  "description_en",
  "instructions_de",
  "instructions_en",
  "garnish_de",
  "garnish_en",
  "difficulty",
  "glass",
  "method",
] as const;

async function snapshot(db: DB, recipeId: number) {
  const recipe = await db
    .selectFrom("recipes")
    .select([...SNAPSHOT_FIELDS])
    .where("id", "=", recipeId)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom("recipe_ingredients")
    .select(["ingredient_id", "alternative_ids", "amount", "unit", "optional", "exact"])
    .where("recipe_id", "=", recipeId)
    .orderBy("position")
    .execute();
  return {
    ...recipe,
    lines: lines.map((l) => ({ ...l, amount: l.amount === null ? null : Number(l.amount) })),
  };
}

/** A revision on every publish: who, when, and which parts changed since the previous one. */
async function recordRevision(db: DB, recipeId: number, authorId: number, version: number) {
  const now = await snapshot(db, recipeId);
  const previous = await db
    .selectFrom("recipe_revisions")
    .select("snapshot")
    .where("recipe_id", "=", recipeId)
    .orderBy("id", "desc")
    .executeTakeFirst();
  const before = (previous?.snapshot ?? null) as Record<string, unknown> | null;
  const changes = before
    ? [...SNAPSHOT_FIELDS, "lines" as const].filter(
        (f) => JSON.stringify(before[f]) !== JSON.stringify(now[f]),
      )
    : ["created"];
  await db
    .insertInto("recipe_revisions")
    .values({ recipe_id: recipeId, author_id: authorId, version, snapshot: JSON.stringify(now), changes })
    .execute();
}

async function addToVocabulary(db: DB, recipeId: number) {
  await sql`
    INSERT INTO search_vocabulary (word, frequency)
    SELECT DISTINCT word, 1 FROM recipes, regexp_split_to_table(cocktail_fold(name_de || ' ' || name_en), '[^a-z0-9]+') AS word
    WHERE id = ${recipeId} AND length(word) >= 3 AND word ~ '[a-z]'
    ON CONFLICT (word) DO UPDATE SET frequency = search_vocabulary.frequency + 1
  `.execute(db);
}

/** A draft's slug until its first publish: never shown as a link to anyone but its author. */
function placeholderSlug(): string {
  return `draft-${crypto.randomUUID()}`;
}

async function afterPublish(
  db: DB,
  recipeId: number,
  authorId: number,
  version: number,
  firstPublish: boolean,
) {
  const row = await db
    .selectFrom("recipes")
    .select(["name_en", "name_de"])
    .where("id", "=", recipeId)
    .executeTakeFirstOrThrow();
  // The slug is made once, at the first publish, and stays: links to the recipe never break. Whether this is
  // the first publish is the recipe's status before this save, never something read from the slug.
  if (firstPublish) {
    const slug = await freeRecipeSlug(db, row.name_en || row.name_de);
    await db.updateTable("recipes").set({ slug }).where("id", "=", recipeId).execute();
  }
  await recordRevision(db, recipeId, authorId, version);
  await addToVocabulary(db, recipeId);
}

export async function createRecipe(db: DB, authorId: number, v: Values, publish: boolean) {
  return db.transaction().execute((trx) => insertRecipe(trx, authorId, v, publish));
}

/** Writes a new recipe inside the caller's transaction (an import writes many, all or none). */
export async function insertRecipe(trx: DB, authorId: number, v: Values, publish: boolean) {
  const row = await trx
    .insertInto("recipes")
    .values({
      ...columns(v),
      slug: placeholderSlug(),
      status: publish ? "published" : "draft",
      author_id: authorId,
      published_at: publish ? new Date() : null,
    })
    .returning(["id"])
    .executeTakeFirstOrThrow();
  await replaceRecipeLines(trx, row.id, lineInputs(v));
  // Its drink picture at once, drafts included (the author sees it in the preview).
  await refreshRecipePictures(trx, [row.id]);
  if (publish) await afterPublish(trx, row.id, authorId, 1, true);
  return trx
    .selectFrom("recipes")
    .select(["id", "slug", "version", "status"])
    .where("id", "=", row.id)
    .executeTakeFirstOrThrow();
}

export type SaveOutcome =
  | { ok: true; id: number; slug: string; version: number; status: "draft" | "published" }
  | { ok: false; reason: "conflict" };

/** Saves over version `expected`; a stale version is a conflict and nothing is written. */
export async function updateRecipe(
  db: DB,
  authorId: number,
  id: number,
  expected: number,
  v: Values,
  publish: boolean,
) {
  const outcome = await db.transaction().execute(async (trx): Promise<SaveOutcome | null> => {
    const current = await trx
      .selectFrom("recipes")
      .select(["id", "version", "status"])
      .where("id", "=", id)
      .where("author_id", "=", authorId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return null;
    if (current.version !== expected) return { ok: false, reason: "conflict" };
    const becomesPublished = publish || current.status === "published";
    await trx
      .updateTable("recipes")
      .set({
        ...columns(v),
        status: becomesPublished ? "published" : "draft",
        version: current.version + 1,
        updated_at: sql`now()`,
        published_at: current.status === "published" ? undefined : becomesPublished ? new Date() : null,
      })
      .where("id", "=", id)
      .execute();
    await replaceRecipeLines(trx, id, lineInputs(v));
    await refreshRecipePictures(trx, [id]);
    if (publish) await afterPublish(trx, id, authorId, current.version + 1, current.status === "draft");
    const row = await trx
      .selectFrom("recipes")
      .select(["slug", "version", "status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return { ok: true, id, slug: row.slug, version: row.version, status: row.status };
  });
  return outcome;
}

/** A recipe of this author as form values, or null (anyone else's recipe is not found). */
export async function editableRecipe(db: DB, authorId: number, id: number) {
  const r = await db
    .selectFrom("recipes")
    .selectAll()
    .where("id", "=", id)
    .where("author_id", "=", authorId)
    .executeTakeFirst();
  if (!r) return null;
  const lines = await db
    .selectFrom("recipe_ingredients")
    .select(["ingredient_id", "alternative_ids", "amount", "unit", "optional", "exact"])
    .where("recipe_id", "=", id)
    .orderBy("position")
    .execute();
  return {
    id: r.id,
    slug: r.slug,
    status: r.status,
    version: r.version,
    values: {
      nameDe: r.written_de ? r.name_de : "",
      nameEn: r.written_en ? r.name_en : "",
      descriptionDe: r.written_de ? r.description_de : "",
      descriptionEn: r.written_en ? r.description_en : "",
      stepsDe: r.written_de ? r.instructions_de : "",
      stepsEn: r.written_en ? r.instructions_en : "",
      garnishDe: r.written_de ? r.garnish_de : "",
      garnishEn: r.written_en ? r.garnish_en : "",
      difficulty: r.difficulty,
      glass: r.glass,
      method: r.method,
      lines: lines.map((l) => ({
        ingredient: String(l.ingredient_id),
        alternatives: l.alternative_ids.map(String),
        amount: l.amount === null ? "" : String(Number(l.amount)),
        unit: l.unit,
        optional: l.optional ? "on" : undefined,
        exact: l.exact ? "on" : undefined,
      })),
    },
  };
}

/** The author's recipes for "My recipes": drafts first, then published ones, each newest change first. */
export async function authorRecipes(db: DB, authorId: number, locale: Locale) {
  return db
    .selectFrom("recipes")
    .select(["id", "slug", "status", locale === "en" ? "name_en as name" : "name_de as name", "updated_at"])
    .where("author_id", "=", authorId)
    .orderBy(sql`status = 'published'`)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export async function listRevisions(db: DB, recipeId: number) {
  return db
    .selectFrom("recipe_revisions as v")
    .leftJoin("users as u", "u.id", "v.author_id")
    .select(["v.id", "v.version", "v.changes", "v.created_at", "u.first_name"])
    .where("v.recipe_id", "=", recipeId)
    .orderBy("v.id", "desc")
    .execute();
}

/** Restores a revision of the author's recipe as a new draft; null when it is not theirs. */
export async function restoreRevision(db: DB, authorId: number, revisionId: number): Promise<number | null> {
  const revision = await db
    .selectFrom("recipe_revisions as v")
    .innerJoin("recipes as r", "r.id", "v.recipe_id")
    .select(["v.snapshot", "r.written_de", "r.written_en"])
    .where("v.id", "=", revisionId)
    .where("r.author_id", "=", authorId)
    .executeTakeFirst();
  if (!revision) return null;
  const s = readRevisionSnapshot(revision.snapshot);
  if (!s) return null;
  // An ingredient deleted since (a brand's product) drops out of the restored draft instead of failing it.
  const ids = [...new Set(s.lines.flatMap((l) => [l.ingredient_id, ...l.alternative_ids]))];
  const existing =
    ids.length === 0
      ? new Set<number>()
      : new Set(
          (await db.selectFrom("ingredients").select("id").where("id", "in", ids).execute()).map((r) => r.id),
        );
  const lines = s.lines.filter((l) => existing.has(l.ingredient_id));
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("recipes")
      .values({
        slug: placeholderSlug(),
        name_de: s.name_de,
        name_en: s.name_en,
        description_de: s.description_de,
        description_en: s.description_en,
        instructions_de: s.instructions_de,
        instructions_en: s.instructions_en,
        garnish_de: s.garnish_de,
        garnish_en: s.garnish_en,
        difficulty: s.difficulty,
        glass: s.glass,
        method: s.method,
        status: "draft",
        author_id: authorId,
        written_de: revision.written_de,
        written_en: revision.written_en,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await replaceRecipeLines(
      trx,
      row.id,
      lines.map((l) => ({
        ingredientId: l.ingredient_id,
        alternativeIds: l.alternative_ids.filter((id) => existing.has(id)),
        amount: l.amount,
        unit: l.unit,
        optional: l.optional,
        exact: l.exact,
      })),
    );
    await refreshRecipePictures(trx, [row.id]);
    return row.id;
  });
}

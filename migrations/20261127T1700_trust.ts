import { type Kysely, sql } from "kysely";

// A site a guest can trust (docs/decisions/0024-strength-and-trust.md):
// - Ratings are what members gave, nothing else: the seeded figures go, every aggregate is recomputed from
//   `ratings`, and "best rated" breaks ties by the older recipe (the editors' order), so an unrated catalogue
//   still lists its classics first.
// - A recipe names its source (work, page, link, how it was adapted).
// - Ingredients carry what they add beside alcohol (sugar, what one piece adds), their allergens and whether
//   they are raw egg; recipes store what follows from their lines (volume, ABV after dilution, grams of
//   alcohol, kcal, allergens, raw egg), recomputed by db/derived.ts with the lines, for sorting and filtering.
// The list indexes carry the card's strength figure so a page stays an index-only scan. Frozen once landed.

const CARD = sql.raw("INCLUDE (slug, name_de, name_en, difficulty, glass, rating_avg, rating_count, abv)");
const PUBLISHED = sql.raw("WHERE status = 'published'");

async function cardIndexes(db: Kysely<unknown>, card: ReturnType<typeof sql.raw>, ratingOrder: string) {
  for (const name of [
    "recipes_name_de_idx",
    "recipes_name_en_idx",
    "recipes_rating_idx",
    "recipes_difficulty_de_idx",
    "recipes_difficulty_en_idx",
    "recipes_difficulty_desc_de_idx",
    "recipes_difficulty_desc_en_idx",
  ]) {
    await sql`DROP INDEX IF EXISTS ${sql.raw(name)}`.execute(db);
  }
  await sql`CREATE INDEX recipes_name_de_idx ON recipes (name_de COLLATE cocktail_de, id) ${card} ${PUBLISHED}`.execute(
    db,
  );
  await sql`CREATE INDEX recipes_name_en_idx ON recipes (name_en COLLATE cocktail_en, id) ${card} ${PUBLISHED}`.execute(
    db,
  );
  await sql`CREATE INDEX recipes_rating_idx ON recipes (${sql.raw(ratingOrder)}) ${card} ${PUBLISHED}`.execute(
    db,
  );
  for (const lang of ["de", "en"] as const) {
    const name = sql.raw(`name_${lang} COLLATE cocktail_${lang}`);
    await sql`CREATE INDEX ${sql.raw(`recipes_difficulty_${lang}_idx`)} ON recipes (difficulty_rank, ${name}, id) ${card} ${PUBLISHED}`.execute(
      db,
    );
    await sql`CREATE INDEX ${sql.raw(`recipes_difficulty_desc_${lang}_idx`)} ON recipes (difficulty_rank DESC, ${name}, id) ${card} ${PUBLISHED}`.execute(
      db,
    );
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // Ratings people gave.
  await sql`
    UPDATE recipes AS r SET
      rating_count = coalesce(agg.n, 0),
      rating_avg = coalesce(round(agg.total::numeric / nullif(agg.n, 0), 2), 0)
    FROM recipes AS r0
    LEFT JOIN (SELECT recipe_id, count(*)::int AS n, sum(stars) AS total FROM ratings GROUP BY recipe_id) AS agg
      ON agg.recipe_id = r0.id
    WHERE r.id = r0.id
  `.execute(db);
  await sql`ALTER TABLE recipes DROP COLUMN seed_rating_avg, DROP COLUMN seed_rating_count`.execute(db);

  // Sources.
  await sql`
    ALTER TABLE recipes
      ADD COLUMN source_title text NOT NULL DEFAULT '',
      ADD COLUMN source_detail text NOT NULL DEFAULT '',
      ADD COLUMN source_url text NOT NULL DEFAULT '',
      ADD COLUMN source_note_de text NOT NULL DEFAULT '',
      ADD COLUMN source_note_en text NOT NULL DEFAULT ''
  `.execute(db);

  // What ingredients add, and what recipes hold.
  await sql`
    ALTER TABLE ingredients
      ADD COLUMN sugar_per_100ml numeric(6, 2),
      ADD COLUMN piece_ml numeric(6, 2),
      ADD COLUMN piece_sugar_g numeric(6, 2),
      ADD COLUMN unit_pieces jsonb NOT NULL DEFAULT '{}',
      ADD COLUMN allergens text[] NOT NULL DEFAULT '{}',
      ADD COLUMN raw_egg boolean NOT NULL DEFAULT false,
      ADD COLUMN facts_source text NOT NULL DEFAULT ''
  `.execute(db);
  await sql`
    ALTER TABLE recipes
      ADD COLUMN volume_ml numeric(7, 1),
      ADD COLUMN abv numeric(4, 1),
      ADD COLUMN alcohol_g numeric(6, 1),
      ADD COLUMN kcal integer,
      ADD COLUMN allergens text[] NOT NULL DEFAULT '{}',
      ADD COLUMN raw_egg boolean NOT NULL DEFAULT false
  `.execute(db);
  await sql`CREATE INDEX recipes_allergens_idx ON recipes USING gin (allergens)`.execute(db);
  await cardIndexes(db, CARD, "rating_avg DESC, rating_count DESC, id ASC");
  await sql`CREATE INDEX recipes_abv_idx ON recipes (abv, id) ${CARD} ${PUBLISHED}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS recipes_abv_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS recipes_allergens_idx`.execute(db);
  await cardIndexes(
    db,
    sql.raw("INCLUDE (slug, name_de, name_en, difficulty, glass, rating_avg, rating_count)"),
    "rating_avg, rating_count, id",
  );
  await sql`
    ALTER TABLE recipes
      DROP COLUMN volume_ml, DROP COLUMN abv, DROP COLUMN alcohol_g, DROP COLUMN kcal,
      DROP COLUMN allergens, DROP COLUMN raw_egg,
      DROP COLUMN source_title, DROP COLUMN source_detail, DROP COLUMN source_url,
      DROP COLUMN source_note_de, DROP COLUMN source_note_en
  `.execute(db);
  await sql`
    ALTER TABLE ingredients
      DROP COLUMN sugar_per_100ml, DROP COLUMN piece_ml, DROP COLUMN piece_sugar_g, DROP COLUMN unit_pieces,
      DROP COLUMN allergens, DROP COLUMN raw_egg, DROP COLUMN facts_source
  `.execute(db);
  await sql`ALTER TABLE recipes ADD COLUMN seed_rating_avg numeric(3, 2) NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE recipes ADD COLUMN seed_rating_count integer NOT NULL DEFAULT 0`.execute(db);
}

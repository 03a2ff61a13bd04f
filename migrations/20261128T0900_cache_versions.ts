import { type Kysely, sql } from "kysely";

// Versions per kind of content for the one cache (app/lib/versioned-cache.ts,
// docs/decisions/0026-one-cache.md), in place of content_version (every change to 13 tables, ratings
// included, moved one row) and catalogue_version. Each kind has its own row, moved by its own triggers in
// the transaction of the change, so writes to different kinds do not queue on one row:
// - recipes: what recipe pages and lists show but their rating figures (recipes, their lines, groups, the
//   ingredient tree and what it yields, the search vocabulary, an author's name);
// - ratings: any recipe's rating average or count (lists, search and the home page sort or show them);
// - brands: brands, products, menus and books;
// - pages: the FAQ;
// - catalogue: what the virtual bar's matching depends on (the old catalogue_version's tables and columns).
// And one recipe's own rating figures: recipes.rating_version, moved with its rating_avg or rating_count in
// the same row, so a page that shows a recipe's stars reads that version with them. A member's rating moves
// "ratings" and that recipe's rating_version, and nothing else. Frozen once landed.

const KINDS = ["recipes", "ratings", "brands", "pages", "catalogue"] as const;

/** Tables whose every change moves these kinds (statement-level: one bump per statement). */
const TABLE_KINDS: [string, string[]][] = [
  ["recipe_groups", ["recipes"]],
  ["recipe_group_members", ["recipes"]],
  ["search_vocabulary", ["recipes"]],
  ["ingredients", ["recipes", "catalogue"]],
  ["ingredient_yields", ["recipes", "catalogue"]],
  ["ingredient_parents", ["recipes", "catalogue"]],
  ["ingredient_substitutes", ["recipes", "catalogue"]],
  ["brands", ["brands"]],
  ["products", ["brands"]],
  ["brand_menu_sections", ["brands"]],
  ["brand_menu_items", ["brands"]],
  ["brand_books", ["brands"]],
  ["brand_book_items", ["brands"]],
  ["faq_entries", ["pages"]],
];

/** Columns of a recipe that matching reads (names and difficulty order its results). */
const MATCHED = "status, name_de, name_en, difficulty, required_ids, ingredient_ids";
/** Columns a rating rewrites: they move "ratings" and the recipe's rating_version, not "recipes". */
const RATING = "rating_avg, rating_count";

const literal = (kinds: string[]) => sql.raw(kinds.map((k) => `'${k}'`).join(", "));

export async function up(db: Kysely<unknown>): Promise<void> {
  // What came before: dropping the functions drops every trigger that calls them.
  await sql`DROP FUNCTION IF EXISTS bump_content_version() CASCADE`.execute(db);
  await sql`DROP FUNCTION IF EXISTS bump_catalogue_version() CASCADE`.execute(db);
  await sql`DROP TABLE IF EXISTS content_version`.execute(db);
  await sql`DROP TABLE IF EXISTS catalogue_version`.execute(db);

  await sql`CREATE TABLE cache_versions (kind text PRIMARY KEY, version bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO cache_versions (kind, version) SELECT unnest(ARRAY[${literal([...KINDS])}]), 1`.execute(
    db,
  );
  await sql`ALTER TABLE recipes ADD COLUMN rating_version bigint NOT NULL DEFAULT 1`.execute(db);

  // The kinds named as the trigger's arguments, each moved once, in one order (no two writers wait on
  // each other's rows in opposite orders).
  await sql`
    CREATE FUNCTION bump_cache_versions() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE cache_versions SET version = version + 1
      WHERE kind IN (SELECT kind FROM cache_versions WHERE kind = ANY(TG_ARGV) ORDER BY kind FOR UPDATE);
      RETURN NULL;
    END $$
  `.execute(db);
  for (const [table, kinds] of TABLE_KINDS) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_cache_versions`)}
              AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
              FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_versions(${literal(kinds)})`.execute(db);
  }

  // Lines: any change is shown; what a recipe needs changes with lines added or removed or their
  // alternatives (the old catalogue_version rule).
  await sql`CREATE TRIGGER recipe_ingredients_cache_versions
            AFTER INSERT OR DELETE OR TRUNCATE ON recipe_ingredients
            FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_versions('recipes', 'catalogue')`.execute(db);
  await sql`CREATE TRIGGER recipe_ingredients_alternatives_cache_versions
            AFTER UPDATE OF alternative_ids ON recipe_ingredients
            FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_versions('catalogue')`.execute(db);
  await sql`CREATE TRIGGER recipe_ingredients_update_cache_versions
            AFTER UPDATE ON recipe_ingredients
            FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_versions('recipes')`.execute(db);

  // Recipes: added or removed moves every kind they appear in; an update moves what really changed.
  await sql`CREATE TRIGGER recipes_cache_versions AFTER INSERT OR DELETE OR TRUNCATE ON recipes
            FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_versions('recipes', 'ratings', 'catalogue')`.execute(
    db,
  );
  await sql`
    CREATE FUNCTION recipes_updated_cache_versions() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      kinds text[] := '{}';
    BEGIN
      IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
                 WHERE (o.rating_avg, o.rating_count) IS DISTINCT FROM (n.rating_avg, n.rating_count)) THEN
        kinds := kinds || 'ratings'::text;
      END IF;
      IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
                 WHERE to_jsonb(o) - '{rating_avg,rating_count,rating_version}'::text[]
                       IS DISTINCT FROM to_jsonb(n) - '{rating_avg,rating_count,rating_version}'::text[]) THEN
        kinds := kinds || 'recipes'::text;
      END IF;
      IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
                 WHERE (${sql.raw(MATCHED.replace(/(\w+)/g, "o.$1"))})
                       IS DISTINCT FROM (${sql.raw(MATCHED.replace(/(\w+)/g, "n.$1"))})) THEN
        kinds := kinds || 'catalogue'::text;
      END IF;
      UPDATE cache_versions SET version = version + 1
      WHERE kind IN (SELECT kind FROM cache_versions WHERE kind = ANY(kinds) ORDER BY kind FOR UPDATE);
      RETURN NULL;
    END $$
  `.execute(db);
  await sql`CREATE TRIGGER recipes_update_cache_versions AFTER UPDATE ON recipes
            REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
            FOR EACH STATEMENT EXECUTE FUNCTION recipes_updated_cache_versions()`.execute(db);
  // One recipe's rating figures, versioned in its own row.
  await sql`
    CREATE FUNCTION recipes_rating_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.rating_version := OLD.rating_version + 1;
      RETURN NEW;
    END $$
  `.execute(db);
  await sql`CREATE TRIGGER recipes_rating_version BEFORE UPDATE OF ${sql.raw(RATING)} ON recipes FOR EACH ROW
            WHEN ((OLD.rating_avg, OLD.rating_count) IS DISTINCT FROM (NEW.rating_avg, NEW.rating_count))
            EXECUTE FUNCTION recipes_rating_version()`.execute(db);

  // A recipe page names its author: a member whose name or profile address really changes, or who goes.
  await sql`CREATE TRIGGER users_cache_versions
            AFTER UPDATE OF first_name, last_name, profile_slug ON users FOR EACH ROW
            WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
                  OR OLD.profile_slug IS DISTINCT FROM NEW.profile_slug)
            EXECUTE FUNCTION bump_cache_versions('recipes')`.execute(db);
  await sql`CREATE TRIGGER users_delete_cache_versions AFTER DELETE OR TRUNCATE ON users
            FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_versions('recipes')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS bump_cache_versions() CASCADE`.execute(db);
  await sql`DROP FUNCTION IF EXISTS recipes_updated_cache_versions() CASCADE`.execute(db);
  await sql`DROP FUNCTION IF EXISTS recipes_rating_version() CASCADE`.execute(db);
  await sql`ALTER TABLE recipes DROP COLUMN rating_version`.execute(db);
  await sql`DROP TABLE cache_versions`.execute(db);
  // The single counters as they were (…1200_virtual_bar, …0900_ingredient_yields, …1100_content_version,
  // …1200_faq_content_version, …1100_ingredient_graph).
  for (const name of ["catalogue", "content"]) {
    await sql`CREATE TABLE ${sql.raw(`${name}_version`)} (id smallint PRIMARY KEY CHECK (id = 1), version bigint NOT NULL)`.execute(
      db,
    );
    await sql`INSERT INTO ${sql.raw(`${name}_version`)} (id, version) VALUES (1, 1)`.execute(db);
    await sql`
      CREATE FUNCTION ${sql.raw(`bump_${name}_version`)}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE ${sql.raw(`${name}_version`)} SET version = version + 1 WHERE id = 1;
        RETURN NULL;
      END $$
    `.execute(db);
  }
  const statement = async (name: string, on: string, events: string, fn: string) =>
    sql`CREATE TRIGGER ${sql.raw(name)} AFTER ${sql.raw(events)} ON ${sql.table(on)}
        FOR EACH STATEMENT EXECUTE FUNCTION ${sql.raw(fn)}()`.execute(db);
  const all = "INSERT OR UPDATE OR DELETE OR TRUNCATE";
  await statement(
    "recipes_catalogue_version",
    "recipes",
    "INSERT OR DELETE OR TRUNCATE",
    "bump_catalogue_version",
  );
  await statement(
    "recipes_catalogue_version_update",
    "recipes",
    "UPDATE OF status, name_de, name_en, difficulty, required_ids",
    "bump_catalogue_version",
  );
  for (const table of ["ingredients", "ingredient_yields", "ingredient_parents", "ingredient_substitutes"]) {
    await statement(`${table}_catalogue_version`, table, all, "bump_catalogue_version");
  }
  await statement(
    "recipe_ingredients_alternatives_catalogue_version",
    "recipe_ingredients",
    "UPDATE OF alternative_ids",
    "bump_catalogue_version",
  );
  await statement(
    "recipe_ingredients_catalogue_version",
    "recipe_ingredients",
    "INSERT OR DELETE OR TRUNCATE",
    "bump_catalogue_version",
  );
  for (const table of [
    "recipes",
    "recipe_ingredients",
    "recipe_groups",
    "recipe_group_members",
    "ingredients",
    "ingredient_yields",
    "ingredient_parents",
    "ingredient_substitutes",
    "search_vocabulary",
    "brands",
    "products",
    "brand_menu_sections",
    "brand_menu_items",
    "brand_book_items",
    "faq_entries",
  ]) {
    await statement(`${table}_content_version`, table, all, "bump_content_version");
  }
  await sql`CREATE TRIGGER users_content_version
            AFTER UPDATE OF first_name, last_name, profile_slug ON users FOR EACH ROW
            WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
                  OR OLD.profile_slug IS DISTINCT FROM NEW.profile_slug)
            EXECUTE FUNCTION bump_content_version()`.execute(db);
  await statement("users_content_version_delete", "users", "DELETE OR TRUNCATE", "bump_content_version");
}

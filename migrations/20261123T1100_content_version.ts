import { type Kysely, sql } from "kysely";

// What every visitor sees alike (recipe pages, lists, groups, search hits, brand and product pages) is cached
// per process, keyed by this counter (app/models/shared-cache.server.ts). It moves on every change to the
// tables those pages read, ratings included (they rewrite recipes.rating_avg), so a cached page is never
// older than the last committed change, in any process. catalogue_version stays as it is: it moves only for
// what the virtual bar's matching depends on, so a rating does not rebuild the bar index.
// Frozen once landed.

/** The tables the shared caches read; a change to any of them (any column, any row count) bumps the counter. */
const TABLES = [
  "recipes",
  "recipe_ingredients",
  "recipe_groups",
  "recipe_group_members",
  "ingredients",
  "ingredient_yields",
  "search_vocabulary",
  "brands",
  "products",
  "brand_menu_sections",
  "brand_menu_items",
  "brand_book_items",
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_version")
    .addColumn("id", "smallint", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("version", "bigint", (c) => c.notNull())
    .execute();
  await sql`INSERT INTO content_version (id, version) VALUES (1, 1)`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE content_version SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$
  `.execute(db);
  for (const table of TABLES) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_content_version`)}
              AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
              FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()`.execute(db);
  }
  // A recipe page names its author: a member whose name or profile address really changes, or who goes.
  // Row by row, so a member saving their settings unchanged (or any other column) leaves the caches be.
  await sql`CREATE TRIGGER users_content_version
            AFTER UPDATE OF first_name, last_name, profile_slug ON users FOR EACH ROW
            WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
                  OR OLD.profile_slug IS DISTINCT FROM NEW.profile_slug)
            EXECUTE FUNCTION bump_content_version()`.execute(db);
  await sql`CREATE TRIGGER users_content_version_delete AFTER DELETE OR TRUNCATE ON users
            FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS users_content_version_delete ON users`.execute(db);
  await sql`DROP TRIGGER IF EXISTS users_content_version ON users`.execute(db);
  for (const table of TABLES) {
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_content_version`)} ON ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`DROP FUNCTION IF EXISTS bump_content_version()`.execute(db);
  await db.schema.dropTable("content_version").execute();
}

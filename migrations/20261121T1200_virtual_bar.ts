import { type Kysely, sql } from "kysely";

// Virtual bar: saved bars, and a catalogue version that every app instance checks before matching, so an
// in-process match index is rebuilt as soon as recipes or the ingredient tree change. Frozen once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("bars")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX bars_user_idx ON bars (user_id)`.execute(db);
  await db.schema
    .createTable("bar_ingredients")
    .addColumn("bar_id", "integer", (c) => c.notNull().references("bars.id").onDelete("cascade"))
    .addColumn("ingredient_id", "integer", (c) =>
      c.notNull().references("ingredients.id").onDelete("cascade"),
    )
    .addPrimaryKeyConstraint("bar_ingredients_pk", ["bar_id", "ingredient_id"])
    .execute();

  await db.schema
    .createTable("catalogue_version")
    .addColumn("id", "smallint", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("version", "bigint", (c) => c.notNull())
    .execute();
  await sql`INSERT INTO catalogue_version (id, version) VALUES (1, 1)`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$
  `.execute(db);
  // What matching depends on: which recipes are published, their required ingredients, names and
  // difficulty (result orders), and the tree. Ratings alone do not bump it (see docs/decisions/0006).
  await sql`CREATE TRIGGER recipes_catalogue_version AFTER INSERT OR DELETE OR TRUNCATE ON recipes
            FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`.execute(db);
  await sql`CREATE TRIGGER recipes_catalogue_version_update
            AFTER UPDATE OF status, name_de, name_en, difficulty, required_ids ON recipes
            FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`.execute(db);
  await sql`CREATE TRIGGER ingredients_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ingredients
            FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS ingredients_catalogue_version ON ingredients`.execute(db);
  await sql`DROP TRIGGER IF EXISTS recipes_catalogue_version_update ON recipes`.execute(db);
  await sql`DROP TRIGGER IF EXISTS recipes_catalogue_version ON recipes`.execute(db);
  await sql`DROP FUNCTION IF EXISTS bump_catalogue_version()`.execute(db);
  await db.schema.dropTable("catalogue_version").execute();
  await db.schema.dropTable("bar_ingredients").execute();
  await db.schema.dropTable("bars").execute();
}

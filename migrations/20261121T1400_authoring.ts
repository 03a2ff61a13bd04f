import { type Kysely, sql } from "kysely";

// Authoring: a version per recipe (a stale save is a conflict, never an overwrite), which languages the
// author wrote (the other falls back with a "not yet translated" mark), and a revision per publish.
// Frozen once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE recipes ADD COLUMN version integer NOT NULL DEFAULT 1`.execute(db);
  await sql`ALTER TABLE recipes ADD COLUMN written_de boolean NOT NULL DEFAULT true`.execute(db);
  await sql`ALTER TABLE recipes ADD COLUMN written_en boolean NOT NULL DEFAULT true`.execute(db);
  await db.schema
    .createTable("recipe_revisions")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("recipe_id", "integer", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("snapshot", "jsonb", (c) => c.notNull())
    .addColumn("changes", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX recipe_revisions_recipe_idx ON recipe_revisions (recipe_id, id DESC)`.execute(db);

  // A form sent after the session expired waits here (keyed by the hash of a token in a cookie) until its
  // author has logged in again and is shown it, so nothing typed is lost.
  await db.schema
    .createTable("pending_forms")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("payload", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("pending_forms").execute();
  await db.schema.dropTable("recipe_revisions").execute();
  await sql`ALTER TABLE recipes DROP COLUMN written_en`.execute(db);
  await sql`ALTER TABLE recipes DROP COLUMN written_de`.execute(db);
  await sql`ALTER TABLE recipes DROP COLUMN version`.execute(db);
}

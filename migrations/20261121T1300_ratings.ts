import { type Kysely, sql } from "kysely";

// Ratings: one per member and recipe, changeable. A recipe's average and count combine the ratings it came
// with (seed_rating_*, e.g. from the editorial seed) and the members' ratings. Frozen once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("ratings")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("recipe_id", "integer", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
    .addColumn("stars", "smallint", (c) => c.notNull().check(sql`stars BETWEEN 1 AND 5`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("ratings_pk", ["user_id", "recipe_id"])
    .execute();
  await sql`CREATE INDEX ratings_recipe_idx ON ratings (recipe_id)`.execute(db);
  await sql`ALTER TABLE recipes ADD COLUMN seed_rating_avg numeric(3, 2) NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE recipes ADD COLUMN seed_rating_count integer NOT NULL DEFAULT 0`.execute(db);
  await sql`UPDATE recipes SET seed_rating_avg = rating_avg, seed_rating_count = rating_count`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE recipes DROP COLUMN seed_rating_count`.execute(db);
  await sql`ALTER TABLE recipes DROP COLUMN seed_rating_avg`.execute(db);
  await db.schema.dropTable("ratings").execute();
}

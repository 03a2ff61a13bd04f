import { type Kysely, sql } from "kysely";

// A member's own cocktail book: the recipes they keep as favourites and a private note per recipe. Both are
// the member's alone: they go with the member's account and with the recipe (foreign keys), are keyed by the
// recipe's id (an edit keeps them), and move no cache version (nothing shared shows them, so no trigger).
// Frozen once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("favourites")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("recipe_id", "integer", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("favourites_pk", ["user_id", "recipe_id"])
    .execute();
  await sql`CREATE INDEX favourites_recipe_idx ON favourites (recipe_id)`.execute(db);

  await db.schema
    .createTable("recipe_notes")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("recipe_id", "integer", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
    .addColumn("body", "text", (c) => c.notNull().check(sql`char_length(body) BETWEEN 1 AND 1000`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("recipe_notes_pk", ["user_id", "recipe_id"])
    .execute();
  await sql`CREATE INDEX recipe_notes_recipe_idx ON recipe_notes (recipe_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("recipe_notes").execute();
  await db.schema.dropTable("favourites").execute();
}

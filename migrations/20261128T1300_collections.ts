import { type Kysely, sql } from "kysely";

// A member's collections: named lists of recipes in their own order ("Summer party"), private unless the
// member shares one by link. The link is an unguessable token that can be revoked (set to null); nothing
// else about the collection or its owner is public. Personal data: no cache version moves with these tables
// (no shared page shows them), and they go with the account. Frozen once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("collections")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("share_token", "text", (c) => c.unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX collections_user_idx ON collections (user_id, id)`.execute(db);
  await db.schema
    .createTable("collection_recipes")
    .addColumn("collection_id", "integer", (c) =>
      c.notNull().references("collections.id").onDelete("cascade"),
    )
    .addColumn("recipe_id", "integer", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("added_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("collection_recipes_pkey", ["collection_id", "recipe_id"])
    .execute();
  await sql`CREATE INDEX collection_recipes_recipe_idx ON collection_recipes (recipe_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("collection_recipes").execute();
  await db.schema.dropTable("collections").execute();
}

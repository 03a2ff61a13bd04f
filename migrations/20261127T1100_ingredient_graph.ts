import { type Kysely, sql } from "kysely";

// The ingredient graph a bartender would sign (docs/decisions/0022-ingredient-graph.md), beside "is a"
// (ingredients.parent_id) and "yields" (ingredient_yields):
// - ingredient_parents: further parents of a node, where the world has more than one (an aged Jamaican rum is
//   aged and Jamaican). parent_id stays the first parent, the one the picker and the catalogue file it under.
// - ingredient_substitutes: an owned source (or anything below it) may stand in for a recipe line asking for
//   the target, unless the line insists on exactly its ingredient ("simple syrup for sugar").
// - recipe_ingredients.alternative_ids: a line that accepts any of several ingredients ("rye or bourbon").
// Every reason is shown to visitors, so each row carries it in both languages. Matching depends on all of
// it, so a change bumps the catalogue version like the tree. Frozen once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("ingredient_parents")
    .addColumn("child_id", "integer", (c) => c.notNull().references("ingredients.id").onDelete("cascade"))
    .addColumn("parent_id", "integer", (c) => c.notNull().references("ingredients.id").onDelete("cascade"))
    .addColumn("note_de", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("note_en", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("ingredient_parents_pk", ["child_id", "parent_id"])
    .addCheckConstraint("ingredient_parents_not_self", sql`child_id <> parent_id`)
    .execute();
  await sql`CREATE INDEX ingredient_parents_parent_idx ON ingredient_parents (parent_id)`.execute(db);

  await db.schema
    .createTable("ingredient_substitutes")
    .addColumn("source_id", "integer", (c) => c.notNull().references("ingredients.id").onDelete("cascade"))
    .addColumn("target_id", "integer", (c) => c.notNull().references("ingredients.id").onDelete("cascade"))
    .addColumn("note_de", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("note_en", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("ingredient_substitutes_pk", ["source_id", "target_id"])
    .addCheckConstraint("ingredient_substitutes_not_self", sql`source_id <> target_id`)
    .execute();
  await sql`CREATE INDEX ingredient_substitutes_target_idx ON ingredient_substitutes (target_id)`.execute(db);

  await db.schema
    .alterTable("recipe_ingredients")
    .addColumn("alternative_ids", sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .execute();

  for (const table of ["ingredient_parents", "ingredient_substitutes"]) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_catalogue_version`)}
              AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
              FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_content_version`)}
              AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
              FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()`.execute(db);
  }
  // A line's alternatives change what a recipe needs; its other columns leave matching as it is.
  await sql`CREATE TRIGGER recipe_ingredients_alternatives_catalogue_version
            AFTER UPDATE OF alternative_ids ON recipe_ingredients
            FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`.execute(db);
  await sql`CREATE TRIGGER recipe_ingredients_catalogue_version
            AFTER INSERT OR DELETE OR TRUNCATE ON recipe_ingredients
            FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS recipe_ingredients_catalogue_version ON recipe_ingredients`.execute(db);
  await sql`DROP TRIGGER IF EXISTS recipe_ingredients_alternatives_catalogue_version ON recipe_ingredients`.execute(
    db,
  );
  await db.schema.alterTable("recipe_ingredients").dropColumn("alternative_ids").execute();
  await db.schema.dropTable("ingredient_substitutes").execute();
  await db.schema.dropTable("ingredient_parents").execute();
}

import { type Kysely, sql } from "kysely";

// Kitchen sense beside the tree: an ingredient a person owns can yield another one (a lime yields lime
// juice, sugar yields simple syrup; water is taken for granted). The virtual bar treats what an owned
// ingredient yields as owned. Matching depends on it, so a change bumps the catalogue version like the tree.
// Frozen once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("ingredient_yields")
    .addColumn("source_id", "integer", (c) => c.notNull().references("ingredients.id").onDelete("cascade"))
    .addColumn("target_id", "integer", (c) => c.notNull().references("ingredients.id").onDelete("cascade"))
    // How the one becomes the other ("freshly squeezed"), shown beside "Lime → lime juice".
    .addColumn("note_de", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("note_en", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("ingredient_yields_pk", ["source_id", "target_id"])
    .addCheckConstraint("ingredient_yields_not_self", sql`source_id <> target_id`)
    .execute();
  await sql`CREATE INDEX ingredient_yields_target_idx ON ingredient_yields (target_id)`.execute(db);
  await sql`CREATE TRIGGER ingredient_yields_catalogue_version
            AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ingredient_yields
            FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("ingredient_yields").execute();
}

import { type Kysely, sql } from "kysely";

// A member who changes their profile address keeps the old one, as brands do (brand_slug_history): it answers
// with a permanent redirect to the current one, and no other member can take it over (and be found under
// links that meant someone else). The rows go with the account. Frozen once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("profile_slug_history")
    .addColumn("old_slug", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX profile_slug_history_user_idx ON profile_slug_history (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("profile_slug_history").execute();
}

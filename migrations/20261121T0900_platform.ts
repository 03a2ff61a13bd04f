import { type Kysely, sql } from "kysely";

// Platform: extensions the catalogue needs, FAQ entries, contact messages, rate-limit counters.
// Frozen once landed: later changes come as new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS intarray`.execute(db);

  await db.schema
    .createTable("faq_entries")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("question_de", "text", (c) => c.notNull())
    .addColumn("question_en", "text", (c) => c.notNull())
    .addColumn("answer_de", "text", (c) => c.notNull())
    .addColumn("answer_en", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Fixed-window counters shared by every app instance (rate limits live in the database, not in memory).
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("window_start", "timestamptz", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("rate_limits_pk", ["key", "window_start"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
  await db.schema.dropTable("contact_messages").execute();
  await db.schema.dropTable("faq_entries").execute();
}

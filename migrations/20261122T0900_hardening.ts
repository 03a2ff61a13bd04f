import { type Kysely, sql } from "kysely";

// Hardening: mail waits in a queue in the database (sent after the answer, retried with backoff, kept
// across restarts), and sessions remember a short device hint for the member's list of sessions.
// Frozen once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mail_queue")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_error", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX mail_queue_due_idx ON mail_queue (next_attempt_at)`.execute(db);

  await sql`ALTER TABLE sessions ADD COLUMN user_agent text NOT NULL DEFAULT ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions DROP COLUMN user_agent`.execute(db);
  await db.schema.dropTable("mail_queue").execute();
}

import { type Kysely, sql } from "kysely";

// Accounts: users, revocable sessions (only token hashes are stored), single-use verification tokens,
// and the link from recipes to their author. Frozen once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    // lower-cased: addresses compare case-insensitively
    .addColumn("email_normalized", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("terms_accepted_at", "timestamptz", (c) => c.notNull())
    .addColumn("newsletter", "smallint", (c) => c.notNull().defaultTo(0).check(sql`newsletter IN (0, 1)`))
    .addColumn("profile_slug", "text", (c) => c.notNull().unique())
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("de"))
    .addColumn("email_confirmed_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_used_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX sessions_user_idx ON sessions (user_id)`.execute(db);

  await db.schema
    .createTable("verifications")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose IN ('confirm', 'reset')`))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX verifications_user_idx ON verifications (user_id, purpose)`.execute(db);

  // Published recipes outlive their author's account: the link is cleared and the recipe says "deleted user".
  await sql`ALTER TABLE recipes ADD CONSTRAINT recipes_author_fk FOREIGN KEY (author_id) REFERENCES users (id) ON DELETE SET NULL`.execute(
    db,
  );
  await sql`ALTER TABLE recipes ADD COLUMN author_deleted boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE recipes DROP COLUMN author_deleted`.execute(db);
  await sql`ALTER TABLE recipes DROP CONSTRAINT recipes_author_fk`.execute(db);
  await db.schema.dropTable("verifications").execute();
  await db.schema.dropTable("sessions").execute();
  await db.schema.dropTable("users").execute();
}

import { type Kysely, sql } from "kysely";

// A brand registered by a visitor waits here, not as an account: nothing in `users` or `brands` exists until
// the owner of the address opens the mailed link and either chooses the password of a new account or, signed
// in to the account the address already has, adds the brand to it. So no one can register a brand with
// someone else's address and a password of their own choosing, and an address with an account and one without
// cost the same work (one row and one mail). Only the token's hash is stored. Frozen once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("brand_registrations")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_normalized", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("brand_name", "text", (c) => c.notNull())
    .addColumn("website", "text", (c) => c.notNull())
    .addColumn("imprint_url", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("terms_accepted_at", "timestamptz", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX brand_registrations_expires_idx ON brand_registrations (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("brand_registrations").execute();
}

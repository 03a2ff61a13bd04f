import { type Kysely, sql } from "kysely";

// The FAQ joins what content_version follows (migrations/20261123T1100_content_version.ts): its page can then
// be kept by the page cache (app/lib/page-cache.ts) and still shows an edited answer on the next request, in
// every process. The FAQ is written only by the seeder today. Frozen once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TRIGGER faq_entries_content_version
            AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faq_entries
            FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS faq_entries_content_version ON faq_entries`.execute(db);
}

import { type Kysely, sql } from "kysely";

// A member's menu for guests, made from one of their saved bars: a title and a note, either every drink the
// bar makes now ("all", worked out when the page is read, so it follows the bar) or chosen drinks in
// sections with notes. The sections and drinks are the brand menu's own tables: a section belongs to a brand
// or to a guest menu, never both. The public link is an unguessable token that can be revoked (set to null).
// Personal data: it goes with the account and with the bar. Frozen once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("guest_menus")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("bar_id", "integer", (c) => c.notNull().unique().references("bars.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("intro", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("mode", "text", (c) => c.notNull().defaultTo("all").check(sql`mode IN ('all', 'chosen')`))
    .addColumn("share_token", "text", (c) => c.unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX guest_menus_user_idx ON guest_menus (user_id, id)`.execute(db);
  await sql`ALTER TABLE brand_menu_sections ALTER COLUMN brand_id DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE brand_menu_sections
    ADD COLUMN guest_menu_id integer REFERENCES guest_menus (id) ON DELETE CASCADE`.execute(db);
  await sql`ALTER TABLE brand_menu_sections ADD CONSTRAINT brand_menu_sections_one_owner
    CHECK ((brand_id IS NULL) <> (guest_menu_id IS NULL))`.execute(db);
  await sql`CREATE INDEX brand_menu_sections_guest_idx ON brand_menu_sections (guest_menu_id, position)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM brand_menu_sections WHERE guest_menu_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE brand_menu_sections DROP CONSTRAINT brand_menu_sections_one_owner`.execute(db);
  await sql`ALTER TABLE brand_menu_sections DROP COLUMN guest_menu_id`.execute(db);
  await sql`ALTER TABLE brand_menu_sections ALTER COLUMN brand_id SET NOT NULL`.execute(db);
  await db.schema.dropTable("guest_menus").execute();
}

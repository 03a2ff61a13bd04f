import { type Kysely, sql } from "kysely";

// Brands as a role: a brand is pending until its owner confirms the address, has members (the owner and
// people the owner invites), keeps its old slugs for 301s, composes a bar menu of sections and a cocktail
// book, and marks which ingredients it has in stock (its bar, for the menu's "available only").
// Frozen once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE brands ADD COLUMN status text NOT NULL DEFAULT 'live' CHECK (status IN ('pending', 'live'))`.execute(
    db,
  );
  await sql`ALTER TABLE brands ADD COLUMN created_at timestamptz NOT NULL DEFAULT now()`.execute(db);
  await sql`ALTER TABLE brands ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`.execute(db);
  await sql`ALTER TABLE products ADD COLUMN volume_ml integer CHECK (volume_ml > 0)`.execute(db);
  await sql`ALTER TABLE products ADD COLUMN created_at timestamptz NOT NULL DEFAULT now()`.execute(db);
  await sql`ALTER TABLE products ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`.execute(db);

  await db.schema
    .createTable("brand_members")
    .addColumn("brand_id", "integer", (c) => c.notNull().references("brands.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull().check(sql`role IN ('owner', 'member')`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("brand_members_pk", ["brand_id", "user_id"])
    .execute();
  await sql`CREATE INDEX brand_members_user_idx ON brand_members (user_id)`.execute(db);

  await db.schema
    .createTable("brand_invitations")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("brand_id", "integer", (c) => c.notNull().references("brands.id").onDelete("cascade"))
    .addColumn("email_normalized", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("invited_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // A renamed brand keeps its old addresses: /brand/{old} answers 301 to the current slug.
  await db.schema
    .createTable("brand_slug_history")
    .addColumn("old_slug", "text", (c) => c.primaryKey())
    .addColumn("brand_id", "integer", (c) => c.notNull().references("brands.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("brand_menu_sections")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("brand_id", "integer", (c) => c.notNull().references("brands.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("title_de", "text", (c) => c.notNull())
    .addColumn("title_en", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX brand_menu_sections_brand_idx ON brand_menu_sections (brand_id, position)`.execute(
    db,
  );

  await db.schema
    .createTable("brand_menu_items")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("section_id", "integer", (c) =>
      c.notNull().references("brand_menu_sections.id").onDelete("cascade"),
    )
    .addColumn("recipe_id", "integer", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("price", "numeric(10, 2)", (c) => c.check(sql`price > 0`))
    .addColumn("currency", "text", (c) => c.notNull().defaultTo("EUR"))
    .addColumn("note_de", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("note_en", "text", (c) => c.notNull().defaultTo(""))
    .addUniqueConstraint("brand_menu_items_section_recipe", ["section_id", "recipe_id"])
    .execute();

  await db.schema
    .createTable("brand_books")
    .addColumn("brand_id", "integer", (c) => c.primaryKey().references("brands.id").onDelete("cascade"))
    .addColumn("title_de", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("title_en", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("intro_de", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("intro_en", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable("brand_book_items")
    .addColumn("brand_id", "integer", (c) => c.notNull().references("brands.id").onDelete("cascade"))
    .addColumn("recipe_id", "integer", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("brand_book_items_pk", ["brand_id", "recipe_id"])
    .execute();

  // What the brand has in stock (its bar): the matcher decides which menu drinks are available.
  await db.schema
    .createTable("brand_stock")
    .addColumn("brand_id", "integer", (c) => c.notNull().references("brands.id").onDelete("cascade"))
    .addColumn("ingredient_id", "integer", (c) =>
      c.notNull().references("ingredients.id").onDelete("cascade"),
    )
    .addPrimaryKeyConstraint("brand_stock_pk", ["brand_id", "ingredient_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "brand_stock",
    "brand_book_items",
    "brand_books",
    "brand_menu_items",
    "brand_menu_sections",
    "brand_slug_history",
    "brand_invitations",
    "brand_members",
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of ["volume_ml", "created_at", "updated_at"]) {
    await sql`ALTER TABLE products DROP COLUMN ${sql.ref(column)}`.execute(db);
  }
  for (const column of ["status", "created_at", "updated_at"]) {
    await sql`ALTER TABLE brands DROP COLUMN ${sql.ref(column)}`.execute(db);
  }
}

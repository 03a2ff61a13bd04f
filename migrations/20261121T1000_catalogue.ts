import { type Kysely, sql } from "kysely";

// Catalogue: ingredient tree, recipes with lines, recipe groups, brands and products, search helpers.
// Frozen once landed: later changes come as new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Collations for "names sorted with the page language's collation"; ICU, available on PostgreSQL 15 and PGlite.
  await sql`CREATE COLLATION IF NOT EXISTS cocktail_de (provider = icu, locale = 'de')`.execute(db);
  await sql`CREATE COLLATION IF NOT EXISTS cocktail_en (provider = icu, locale = 'en')`.execute(db);

  // Folding for search: lower case, accents off (unaccent: ä → a, ß → ss), and the German spellings
  // ae/oe/ue → a/o/u, so "Glühwein", "Gluehwein" and "Gluhwein" meet. The same rule is app/lib/fold.ts.
  // unaccent() is only STABLE; this wrapper names its dictionary so it can be IMMUTABLE and indexed.
  await sql`
    CREATE OR REPLACE FUNCTION cocktail_fold(input text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, input)), '(?<=[a-z])([aou])e', '\\1', 'g') $$
  `.execute(db);

  // array_to_string is only STABLE in general; for text[] it cannot change, so this wrapper may be IMMUTABLE.
  await sql`
    CREATE OR REPLACE FUNCTION cocktail_words(input text[]) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT array_to_string(input, ' ') $$
  `.execute(db);

  await db.schema
    .createTable("ingredients")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("parent_id", "integer", (c) => c.references("ingredients.id").onDelete("restrict"))
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind IN ('category', 'generic', 'specific', 'product')`),
    )
    .addColumn("name_de", "text", (c) => c.notNull())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("synonyms_de", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn("synonyms_en", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn("abv", "numeric(4, 1)")
    .addColumn("depth", "integer", (c) => c.notNull().defaultTo(0))
    // this node and every ancestor, root first: expands a bar upward and finds descendants (ancestor_ids && …)
    .addColumn("ancestor_ids", sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn("search_text", "text", (c) =>
      c
        .generatedAlwaysAs(
          sql`cocktail_fold(name_de || ' ' || name_en || ' ' || cocktail_words(synonyms_de) || ' ' || cocktail_words(synonyms_en))`,
        )
        .stored(),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX ingredients_parent_idx ON ingredients (parent_id)`.execute(db);
  await sql`CREATE INDEX ingredients_ancestors_idx ON ingredients USING gin (ancestor_ids gin__int_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX ingredients_search_trgm_idx ON ingredients USING gin (search_text gin_trgm_ops)`.execute(
    db,
  );

  await db.schema
    .createTable("recipes")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name_de", "text", (c) => c.notNull())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("description_de", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description_en", "text", (c) => c.notNull().defaultTo(""))
    // one step per line
    .addColumn("instructions_de", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("instructions_en", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("garnish_de", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("garnish_en", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("glass", "text", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("difficulty", "text", (c) =>
      c.notNull().check(sql`difficulty IN ('easy', 'advanced', 'professional')`),
    )
    .addColumn("difficulty_rank", "smallint", (c) =>
      c.generatedAlwaysAs(sql`CASE difficulty WHEN 'easy' THEN 1 WHEN 'advanced' THEN 2 ELSE 3 END`).stored(),
    )
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("published").check(sql`status IN ('draft', 'published')`),
    )
    // users arrive with the accounts feature, which adds the foreign key
    .addColumn("author_id", "integer")
    .addColumn("base_ingredient_id", "integer", (c) => c.references("ingredients.id").onDelete("set null"))
    .addColumn("tastes", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn("strength", "text", (c) => c.notNull().defaultTo("medium"))
    .addColumn("iba", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("rating_avg", "numeric(3, 2)", (c) => c.notNull().defaultTo(0))
    .addColumn("rating_count", "integer", (c) => c.notNull().defaultTo(0))
    // Denormalised from recipe_ingredients by app/models/recipe-lines.server.ts (the only writer):
    // required (non-optional) lines, sorted, distinct; an "exactly this ingredient" line as its negative id.
    .addColumn("required_ids", sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn("n_required", "integer", (c) => c.notNull().defaultTo(0))
    // every line's ingredient (optional ones too), for "recipes with this ingredient"
    .addColumn("ingredient_ids", sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn("name_search", sql`tsvector`, (c) =>
      c.generatedAlwaysAs(sql`to_tsvector('simple', cocktail_fold(name_de || ' ' || name_en))`).stored(),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("published_at", "timestamptz")
    .execute();
  // List orders, one index each, carrying the card's columns so a page is an index-only scan at any depth.
  const card = sql.raw("INCLUDE (slug, name_de, name_en, difficulty, glass, rating_avg, rating_count)");
  const published = sql.raw("WHERE status = 'published'");
  await sql`CREATE INDEX recipes_name_de_idx ON recipes (name_de COLLATE cocktail_de, id) ${card} ${published}`.execute(
    db,
  );
  await sql`CREATE INDEX recipes_name_en_idx ON recipes (name_en COLLATE cocktail_en, id) ${card} ${published}`.execute(
    db,
  );
  await sql`CREATE INDEX recipes_rating_idx ON recipes (rating_avg, rating_count, id) ${card} ${published}`.execute(
    db,
  );
  await sql`CREATE INDEX recipes_difficulty_de_idx ON recipes (difficulty_rank, name_de COLLATE cocktail_de, id) ${card} ${published}`.execute(
    db,
  );
  await sql`CREATE INDEX recipes_difficulty_en_idx ON recipes (difficulty_rank, name_en COLLATE cocktail_en, id) ${card} ${published}`.execute(
    db,
  );
  // hardest first, names still A to Z within a level
  await sql`CREATE INDEX recipes_difficulty_desc_de_idx ON recipes (difficulty_rank DESC, name_de COLLATE cocktail_de, id) ${card} ${published}`.execute(
    db,
  );
  await sql`CREATE INDEX recipes_difficulty_desc_en_idx ON recipes (difficulty_rank DESC, name_en COLLATE cocktail_en, id) ${card} ${published}`.execute(
    db,
  );
  await sql`CREATE INDEX recipes_name_search_idx ON recipes USING gin (name_search)`.execute(db);
  // exact name matches come first in search results
  await sql`CREATE INDEX recipes_fold_de_idx ON recipes (cocktail_fold(name_de)) ${published}`.execute(db);
  await sql`CREATE INDEX recipes_fold_en_idx ON recipes (cocktail_fold(name_en)) ${published}`.execute(db);
  await sql`CREATE INDEX recipes_ingredient_ids_idx ON recipes USING gin (ingredient_ids gin__int_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX recipes_author_idx ON recipes (author_id)`.execute(db);
  // for the base filter, and so deleting an ingredient need not scan every recipe (ON DELETE SET NULL)
  await sql`CREATE INDEX recipes_base_idx ON recipes (base_ingredient_id)`.execute(db);

  await db.schema
    .createTable("recipe_ingredients")
    .addColumn("recipe_id", "integer", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("ingredient_id", "integer", (c) =>
      c.notNull().references("ingredients.id").onDelete("restrict"),
    )
    .addColumn("amount", "numeric(8, 2)")
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("optional", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("exact", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("note_de", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("note_en", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("recipe_ingredients_pk", ["recipe_id", "position"])
    .execute();
  await sql`CREATE INDEX recipe_ingredients_ingredient_idx ON recipe_ingredients (ingredient_id)`.execute(db);

  await db.schema
    .createTable("recipe_groups")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("name_de", "text", (c) => c.notNull())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("description_de", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description_en", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createTable("recipe_group_members")
    .addColumn("group_id", "integer", (c) => c.notNull().references("recipe_groups.id").onDelete("cascade"))
    .addColumn("recipe_id", "integer", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("recipe_group_members_pk", ["group_id", "recipe_id"])
    .execute();
  await sql`CREATE INDEX recipe_group_members_recipe_idx ON recipe_group_members (recipe_id)`.execute(db);

  await db.schema
    .createTable("brands")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("website", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("imprint_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("registered_since", "date", (c) => c.notNull())
    .addColumn("description_de", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description_en", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("is_demo", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable("products")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("brand_id", "integer", (c) => c.notNull().references("brands.id").onDelete("cascade"))
    // the ingredient node this product is (a leaf below its generic ingredient)
    .addColumn("ingredient_id", "integer", (c) => c.notNull().unique().references("ingredients.id"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description_de", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description_en", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("abv", "numeric(4, 1)")
    .addColumn("buy_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("price", "numeric(10, 2)")
    .addColumn("currency", "text", (c) => c.notNull().defaultTo("EUR"))
    .execute();
  await sql`CREATE INDEX products_brand_idx ON products (brand_id)`.execute(db);

  // Words of recipe and ingredient names (folded), for "Did you mean …?"; refreshed when names change.
  await db.schema
    .createTable("search_vocabulary")
    .addColumn("word", "text", (c) => c.primaryKey())
    .addColumn("frequency", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "search_vocabulary",
    "products",
    "brands",
    "recipe_group_members",
    "recipe_groups",
    "recipe_ingredients",
    "recipes",
    "ingredients",
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`DROP FUNCTION IF EXISTS cocktail_fold(text)`.execute(db);
  await sql`DROP FUNCTION IF EXISTS cocktail_words(text[])`.execute(db);
  await sql`DROP COLLATION IF EXISTS cocktail_de`.execute(db);
  await sql`DROP COLLATION IF EXISTS cocktail_en`.execute(db);
}

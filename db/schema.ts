// Row types of every table, kept in step with migrations/ by hand (one place; the integration test
// tests/integration/platform.test.ts compares `schemaColumns` with the migrated database).
import type { ColumnType, Generated, Insertable } from "kysely";
import type { Difficulty } from "./domain";

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface FaqEntriesTable {
  id: Generated<number>;
  key: string;
  position: Generated<number>;
  question_de: string;
  question_en: string;
  answer_de: string;
  answer_en: string;
  created_at: CreatedAt;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  locale: string;
  created_at: CreatedAt;
}

export interface RateLimitsTable {
  key: string;
  window_start: Date;
  hits: Generated<number>;
}

export type IngredientKind = "category" | "generic" | "specific" | "product";
export type RecipeStatus = "draft" | "published";

type ReadOnly<T> = ColumnType<T, never, never>;
/** numeric columns arrive as numbers (db/client.ts sets the parser) */
type Numeric = ColumnType<number, number | string, number | string>;

export interface IngredientsTable {
  id: Generated<number>;
  key: string;
  parent_id: number | null;
  kind: IngredientKind;
  name_de: string;
  name_en: string;
  synonyms_de: Generated<string[]>;
  synonyms_en: Generated<string[]>;
  abv: Numeric | null;
  depth: Generated<number>;
  ancestor_ids: Generated<number[]>;
  search_text: ReadOnly<string>;
  created_at: CreatedAt;
  /** drink pictures: #rrggbb and 0–1; null takes the nearest ancestor's */
  colour: string | null;
  colour_opacity: number | null;
  /** what it adds beside alcohol (db/seed/content/ingredient-facts.ts); null takes the nearest ancestor's */
  sugar_per_100ml: Numeric | null;
  piece_ml: Numeric | null;
  piece_sugar_g: Numeric | null;
  /** per unit where it differs from piece_ml/piece_sugar_g: {"piece": {"ml": 44, "sugarG": 0.75}} */
  unit_pieces: ColumnType<unknown, string | undefined, string>;
  allergens: Generated<string[]>;
  raw_egg: Generated<boolean>;
  facts_source: Generated<string>;
}

/** "An owned source yields the target" (a lime yields lime juice): kitchen sense beside the tree. */
export interface IngredientYieldsTable {
  source_id: number;
  target_id: number;
  note_de: Generated<string>;
  note_en: Generated<string>;
}

/** A further parent of an ingredient besides parent_id (an aged Jamaican rum is aged and Jamaican). */
export interface IngredientParentsTable {
  child_id: number;
  parent_id: number;
  note_de: Generated<string>;
  note_en: Generated<string>;
}

/** An owned source (or anything below it) may stand in for a recipe line asking for the target. */
export interface IngredientSubstitutesTable {
  source_id: number;
  target_id: number;
  note_de: Generated<string>;
  note_en: Generated<string>;
}

export interface RecipesTable {
  id: Generated<number>;
  slug: string;
  name_de: string;
  name_en: string;
  description_de: Generated<string>;
  description_en: Generated<string>;
  instructions_de: Generated<string>;
  instructions_en: Generated<string>;
  garnish_de: Generated<string>;
  garnish_en: Generated<string>;
  glass: string;
  method: string;
  difficulty: Difficulty;
  difficulty_rank: ReadOnly<number>;
  status: Generated<RecipeStatus>;
  author_id: number | null;
  base_ingredient_id: number | null;
  tastes: Generated<string[]>;
  strength: Generated<string>;
  iba: Generated<boolean>;
  rating_avg: ColumnType<number, number | string | undefined, number | string>;
  rating_count: Generated<number>;
  required_ids: Generated<number[]>;
  n_required: Generated<number>;
  ingredient_ids: Generated<number[]>;
  name_search: ReadOnly<string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  author_deleted: Generated<boolean>;
  version: Generated<number>;
  written_de: Generated<boolean>;
  written_en: Generated<boolean>;
  /** the drink picture's scene (db/drink-scene.ts), derived from the lines; null until computed */
  picture: ColumnType<unknown, string | null | undefined, string | null>;
  picture_hash: string | null;
  /** where the spec comes from ("" when a member wrote it: the author is the source) */
  source_title: Generated<string>;
  source_detail: Generated<string>;
  source_url: Generated<string>;
  source_note_de: Generated<string>;
  source_note_en: Generated<string>;
  /** derived from the lines (db/derived.ts, db/drink-strength.ts); null when a line's volume is unknown */
  volume_ml: Numeric | null;
  abv: Numeric | null;
  alcohol_g: Numeric | null;
  kcal: number | null;
  allergens: Generated<string[]>;
  raw_egg: Generated<boolean>;
  /** moved with rating_avg or rating_count (migrations/…_cache_versions): the version of this recipe's stars */
  rating_version: Generated<number>;
}

export interface RecipeRevisionsTable {
  id: Generated<number>;
  recipe_id: number;
  author_id: number | null;
  version: number;
  snapshot: ColumnType<unknown, string, string>;
  changes: Generated<string[]>;
  created_at: CreatedAt;
}

export interface RatingsTable {
  user_id: number;
  recipe_id: number;
  stars: number;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  email_normalized: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  terms_accepted_at: ColumnType<Date, Date | string, Date | string>;
  newsletter: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  profile_slug: string;
  locale: Generated<string>;
  email_confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  last_used_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  /** a short hint of the device ("Firefox on Linux"), shown in the member's list of sessions */
  user_agent: Generated<string>;
}

export interface VerificationsTable {
  id: Generated<number>;
  user_id: number;
  purpose: "confirm" | "reset";
  token_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export interface RecipeIngredientsTable {
  recipe_id: number;
  position: number;
  ingredient_id: number;
  amount: Numeric | null;
  unit: string;
  optional: Generated<boolean>;
  exact: Generated<boolean>;
  note_de: Generated<string>;
  note_en: Generated<string>;
  /** further ingredients the line accepts ("rye or bourbon"); empty for most lines */
  alternative_ids: Generated<number[]>;
}

export interface RecipeGroupsTable {
  id: Generated<number>;
  slug: string;
  position: Generated<number>;
  name_de: string;
  name_en: string;
  description_de: Generated<string>;
  description_en: Generated<string>;
}

export interface RecipeGroupMembersTable {
  group_id: number;
  recipe_id: number;
  position: Generated<number>;
}

export interface BrandsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  website: Generated<string>;
  imprint_url: Generated<string>;
  registered_since: ColumnType<Date, Date | string, Date | string>;
  description_de: Generated<string>;
  description_en: Generated<string>;
  is_demo: Generated<boolean>;
  /** 'pending' until the owner confirms the address; only 'live' brands are shown */
  status: Generated<"pending" | "live">;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ProductsTable {
  id: Generated<number>;
  slug: string;
  brand_id: number;
  ingredient_id: number;
  name: string;
  description_de: Generated<string>;
  description_en: Generated<string>;
  abv: Numeric | null;
  buy_url: Generated<string>;
  price: Numeric | null;
  currency: Generated<string>;
  volume_ml: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface BrandMembersTable {
  brand_id: number;
  user_id: number;
  role: "owner" | "member";
  created_at: CreatedAt;
}

export interface BrandInvitationsTable {
  id: Generated<number>;
  brand_id: number;
  email_normalized: string;
  token_hash: string;
  invited_by: number | null;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export interface BrandSlugHistoryTable {
  old_slug: string;
  brand_id: number;
  created_at: CreatedAt;
}

export interface ProfileSlugHistoryTable {
  old_slug: string;
  user_id: number;
  created_at: CreatedAt;
}

/** A visitor's brand registration, until the address's owner acts on the mailed link (24 h, once). */
export interface BrandRegistrationsTable {
  id: Generated<number>;
  token_hash: string;
  email: string;
  email_normalized: string;
  first_name: string;
  last_name: string;
  brand_name: string;
  website: string;
  imprint_url: string;
  locale: string;
  terms_accepted_at: ColumnType<Date, Date | string, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export interface BrandMenuSectionsTable {
  id: Generated<number>;
  brand_id: number;
  position: number;
  title_de: string;
  title_en: string;
  created_at: CreatedAt;
}

export interface BrandMenuItemsTable {
  id: Generated<number>;
  section_id: number;
  recipe_id: number;
  position: number;
  price: Numeric | null;
  currency: Generated<string>;
  note_de: Generated<string>;
  note_en: Generated<string>;
}

export interface BrandBooksTable {
  brand_id: number;
  title_de: Generated<string>;
  title_en: Generated<string>;
  intro_de: Generated<string>;
  intro_en: Generated<string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface BrandBookItemsTable {
  brand_id: number;
  recipe_id: number;
  position: number;
}

export interface BrandStockTable {
  brand_id: number;
  ingredient_id: number;
}

export interface SearchVocabularyTable {
  word: string;
  frequency: number;
}

export interface BarsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface BarIngredientsTable {
  bar_id: number;
  ingredient_id: number;
}

/** A row per kind of content, moved by every change to it (migrations/…_cache_versions, app/lib/versioned-cache.ts). */
export interface CacheVersionsTable {
  kind: string;
  version: number;
}

export interface Database {
  faq_entries: FaqEntriesTable;
  contact_messages: ContactMessagesTable;
  rate_limits: RateLimitsTable;
  ingredients: IngredientsTable;
  ingredient_yields: IngredientYieldsTable;
  ingredient_parents: IngredientParentsTable;
  ingredient_substitutes: IngredientSubstitutesTable;
  recipes: RecipesTable;
  recipe_ingredients: RecipeIngredientsTable;
  recipe_groups: RecipeGroupsTable;
  recipe_group_members: RecipeGroupMembersTable;
  brands: BrandsTable;
  products: ProductsTable;
  search_vocabulary: SearchVocabularyTable;
  users: UsersTable;
  sessions: SessionsTable;
  verifications: VerificationsTable;
  bars: BarsTable;
  bar_ingredients: BarIngredientsTable;
  cache_versions: CacheVersionsTable;
  ratings: RatingsTable;
  recipe_revisions: RecipeRevisionsTable;
  pending_forms: PendingFormsTable;
  mail_queue: MailQueueTable;
  brand_members: BrandMembersTable;
  brand_invitations: BrandInvitationsTable;
  brand_slug_history: BrandSlugHistoryTable;
  profile_slug_history: ProfileSlugHistoryTable;
  brand_registrations: BrandRegistrationsTable;
  brand_menu_sections: BrandMenuSectionsTable;
  brand_menu_items: BrandMenuItemsTable;
  brand_books: BrandBooksTable;
  brand_book_items: BrandBookItemsTable;
  brand_stock: BrandStockTable;
}

export interface MailQueueTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_error: string | null;
  created_at: CreatedAt;
}

export interface PendingFormsTable {
  token_hash: string;
  path: string;
  payload: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

export type NewContactMessage = Insertable<ContactMessagesTable>;

/** column names per table, for the schema test */
export const schemaColumns: Record<keyof Database, string[]> = {
  faq_entries: [
    "id",
    "key",
    "position",
    "question_de",
    "question_en",
    "answer_de",
    "answer_en",
    "created_at",
  ],
  contact_messages: ["id", "name", "email", "message", "locale", "created_at"],
  rate_limits: ["key", "window_start", "hits"],
  ingredients: [
    "id",
    "key",
    "parent_id",
    "kind",
    "name_de",
    "name_en",
    "synonyms_de",
    "synonyms_en",
    "abv",
    "depth",
    "ancestor_ids",
    "search_text",
    "created_at",
    "colour",
    "colour_opacity",
    "sugar_per_100ml",
    "piece_ml",
    "piece_sugar_g",
    "unit_pieces",
    "allergens",
    "raw_egg",
    "facts_source",
  ],
  ingredient_yields: ["source_id", "target_id", "note_de", "note_en"],
  ingredient_parents: ["child_id", "parent_id", "note_de", "note_en"],
  ingredient_substitutes: ["source_id", "target_id", "note_de", "note_en"],
  recipes: [
    "id",
    "slug",
    "name_de",
    "name_en",
    "description_de",
    "description_en",
    "instructions_de",
    "instructions_en",
    "garnish_de",
    "garnish_en",
    "glass",
    "method",
    "difficulty",
    "difficulty_rank",
    "status",
    "author_id",
    "base_ingredient_id",
    "tastes",
    "strength",
    "iba",
    "rating_avg",
    "rating_count",
    "required_ids",
    "n_required",
    "ingredient_ids",
    "name_search",
    "created_at",
    "updated_at",
    "published_at",
    "author_deleted",
    "version",
    "written_de",
    "written_en",
    "picture",
    "picture_hash",
    "source_title",
    "source_detail",
    "source_url",
    "source_note_de",
    "source_note_en",
    "volume_ml",
    "abv",
    "alcohol_g",
    "kcal",
    "allergens",
    "raw_egg",
    "rating_version",
  ],
  recipe_ingredients: [
    "recipe_id",
    "position",
    "ingredient_id",
    "amount",
    "unit",
    "optional",
    "exact",
    "note_de",
    "note_en",
    "alternative_ids",
  ],
  recipe_groups: ["id", "slug", "position", "name_de", "name_en", "description_de", "description_en"],
  recipe_group_members: ["group_id", "recipe_id", "position"],
  brands: [
    "id",
    "slug",
    "name",
    "website",
    "imprint_url",
    "registered_since",
    "description_de",
    "description_en",
    "is_demo",
    "status",
    "created_at",
    "updated_at",
  ],
  products: [
    "id",
    "slug",
    "brand_id",
    "ingredient_id",
    "name",
    "description_de",
    "description_en",
    "abv",
    "buy_url",
    "price",
    "currency",
    "volume_ml",
    "created_at",
    "updated_at",
  ],
  search_vocabulary: ["word", "frequency"],
  users: [
    "id",
    "email",
    "email_normalized",
    "password_hash",
    "first_name",
    "last_name",
    "terms_accepted_at",
    "newsletter",
    "profile_slug",
    "locale",
    "email_confirmed_at",
    "created_at",
    "updated_at",
  ],
  sessions: ["id", "user_id", "token_hash", "created_at", "last_used_at", "expires_at", "user_agent"],
  verifications: ["id", "user_id", "purpose", "token_hash", "expires_at", "used_at", "created_at"],
  bars: ["id", "user_id", "name", "created_at", "updated_at"],
  bar_ingredients: ["bar_id", "ingredient_id"],
  cache_versions: ["kind", "version"],
  ratings: ["user_id", "recipe_id", "stars", "created_at", "updated_at"],
  recipe_revisions: ["id", "recipe_id", "author_id", "version", "snapshot", "changes", "created_at"],
  pending_forms: ["token_hash", "path", "payload", "created_at"],
  mail_queue: [
    "id",
    "to_address",
    "subject",
    "text_body",
    "html_body",
    "attempts",
    "next_attempt_at",
    "last_error",
    "created_at",
  ],
  brand_members: ["brand_id", "user_id", "role", "created_at"],
  brand_invitations: [
    "id",
    "brand_id",
    "email_normalized",
    "token_hash",
    "invited_by",
    "expires_at",
    "used_at",
    "created_at",
  ],
  brand_slug_history: ["old_slug", "brand_id", "created_at"],
  profile_slug_history: ["old_slug", "user_id", "created_at"],
  brand_registrations: [
    "id",
    "token_hash",
    "email",
    "email_normalized",
    "first_name",
    "last_name",
    "brand_name",
    "website",
    "imprint_url",
    "locale",
    "terms_accepted_at",
    "expires_at",
    "used_at",
    "created_at",
  ],
  brand_menu_sections: ["id", "brand_id", "position", "title_de", "title_en", "created_at"],
  brand_menu_items: ["id", "section_id", "recipe_id", "position", "price", "currency", "note_de", "note_en"],
  brand_books: ["brand_id", "title_de", "title_en", "intro_de", "intro_en", "updated_at"],
  brand_book_items: ["brand_id", "recipe_id", "position"],
  brand_stock: ["brand_id", "ingredient_id"],
};

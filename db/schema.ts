// The row types of every table come from the database: db/schema.generated.ts is written by
// `npm run db:types` from a freshly migrated database, and db/schema.test.ts fails when it and migrations/
// disagree (types, nullability, defaults). This file gives them the names the code imports.
import type { Insertable, Selectable } from "kysely";
import type { ContactMessages, DB, Ingredients, Recipes } from "./schema.generated";

export type Database = DB;

/** an ingredient's place in the tree (a CHECK constraint in migrations/…_catalogue) */
export type IngredientKind = Selectable<Ingredients>["kind"];
export type RecipeStatus = Selectable<Recipes>["status"];

export type NewContactMessage = Insertable<ContactMessages>;

// Data derived from other rows and stored for fast reads. The seeders (db/seed.ts, db/synthetic.ts) call
// these after bulk loads; the app calls them after its own writes (app/models). Plain SQL over the tables,
// so the data layer needs nothing from the web app.
import { sql } from "kysely";
import type { DB } from "./client";

/** Recomputes depth and ancestor_ids (root first, self last) of every ingredient from parent_id. */
export async function refreshIngredientTree(db: DB): Promise<void> {
  await sql`
    WITH RECURSIVE tree AS (
      SELECT id, ARRAY[id] AS ancestors, 0 AS depth FROM ingredients WHERE parent_id IS NULL
      UNION ALL
      SELECT i.id, tree.ancestors || i.id, tree.depth + 1
      FROM ingredients AS i JOIN tree ON i.parent_id = tree.id
    )
    UPDATE ingredients SET ancestor_ids = tree.ancestors, depth = tree.depth
    FROM tree WHERE tree.id = ingredients.id
      AND (ingredients.ancestor_ids IS DISTINCT FROM tree.ancestors OR ingredients.depth <> tree.depth)
  `.execute(db);
}

/**
 * Recomputes what `recipes` denormalises from its lines, for the given recipes (all when `recipeIds` is
 * omitted): required_ids (required lines, sorted, distinct; an "exactly this ingredient" line as its negative
 * id), n_required, and ingredient_ids (every ingredient a line names, its alternatives included). A line's
 * alternatives ("rye or bourbon") stay on the line: the bar index reads them from there.
 */
export async function refreshRecipeArrays(db: DB, recipeIds?: readonly number[]): Promise<void> {
  const only = recipeIds ? sql`WHERE r0.id = ANY(${sql.val([...recipeIds])}::int[])` : sql``;
  await sql`
    UPDATE recipes AS r SET
      required_ids = coalesce(x.required, '{}'),
      n_required = coalesce(cardinality(x.required), 0),
      ingredient_ids = coalesce(x.all_ids, '{}')
    FROM (
      SELECT r0.id, agg.required, agg.all_ids
      FROM recipes AS r0
      LEFT JOIN LATERAL (
        SELECT
          array_agg(DISTINCT (CASE WHEN l.exact THEN -1 ELSE 1 END) * l.ingredient_id
                    ORDER BY (CASE WHEN l.exact THEN -1 ELSE 1 END) * l.ingredient_id)
            FILTER (WHERE NOT l.optional) AS required,
          (SELECT array_agg(DISTINCT a ORDER BY a)
           FROM recipe_ingredients AS l2, unnest(l2.ingredient_id || l2.alternative_ids) AS a
           WHERE l2.recipe_id = r0.id) AS all_ids
        FROM recipe_ingredients AS l
        WHERE l.recipe_id = r0.id
      ) AS agg ON true
      ${only}
    ) AS x
    WHERE r.id = x.id
  `.execute(db);
}

/**
 * Rebuilds the vocabulary of folded words in published recipe names and ingredient names, which the search
 * corrects misspelt queries against. The app caches it per database for a few minutes.
 */
export async function refreshVocabulary(db: DB): Promise<void> {
  await sql`DELETE FROM search_vocabulary`.execute(db);
  await sql`
    INSERT INTO search_vocabulary (word, frequency)
    SELECT word, count(*)::int FROM (
      SELECT regexp_split_to_table(cocktail_fold(name_de || ' ' || name_en), '[^a-z0-9]+') AS word
      FROM recipes WHERE status = 'published'
      UNION ALL
      SELECT regexp_split_to_table(search_text, '[^a-z0-9]+') FROM ingredients
    ) AS words
    WHERE length(word) >= 3 AND word ~ '[a-z]'
    GROUP BY word
  `.execute(db);
}

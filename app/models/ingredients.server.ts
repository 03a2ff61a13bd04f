import { sql } from "kysely";
import type { DB } from "../../db/client";

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

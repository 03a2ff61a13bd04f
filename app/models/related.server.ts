import {
  buildRelatedIndex,
  type IngredientGraph,
  type RelatedIndex,
  relatedInput,
  relatedTo,
} from "~/lib/related-recipes";
import type { DB } from "../../db/client";
import { sharedIndex } from "./shared-cache.server";

// The related-recipes index (app/lib/related-recipes.ts) over every published recipe, built in this process
// and kept in the one cache with the "recipes" version (docs/decisions/0026-one-cache.md): rebuilt when
// recipes are published, edited or removed or the ingredient tree changed; ratings alone do not move it,
// they only break ties. Concurrent callers share one build. See docs/decisions/0023-search-and-related.md.

/** The index, and the graph to read a recipe outside it (a draft) the same way. */
type Related = { index: RelatedIndex; graph: IngredientGraph };

const columns = ["id", "base_ingredient_id", "method", "glass", "required_ids", "rating_avg"] as const;

type RecipeRow = {
  id: number;
  base_ingredient_id: number | null;
  method: string;
  glass: string;
  required_ids: number[];
  rating_avg: number | string;
};

const facts = (r: RecipeRow) => ({
  id: r.id,
  baseId: r.base_ingredient_id,
  method: r.method,
  glass: r.glass,
  requiredIds: r.required_ids,
  rating: Number(r.rating_avg),
});

async function build(db: DB): Promise<Related> {
  const [nodes, yieldRows, recipes] = await Promise.all([
    db.selectFrom("ingredients").select(["id", "key", "ancestor_ids"]).execute(),
    db.selectFrom("ingredient_yields").select(["source_id", "target_id"]).execute(),
    db.selectFrom("recipes").select(columns).where("status", "=", "published").orderBy("id").execute(),
  ]);
  const keyOf = new Map<number, string>();
  const ancestors = new Map<number, readonly number[]>();
  const yields = new Map<number, number[]>();
  for (const node of nodes) {
    keyOf.set(node.id, node.key);
    ancestors.set(node.id, node.ancestor_ids);
  }
  for (const y of yieldRows) yields.set(y.source_id, [...(yields.get(y.source_id) ?? []), y.target_id]);
  const graph: IngredientGraph = { keyOf, ancestors, yields };
  return { index: buildRelatedIndex(recipes.map((r) => relatedInput(facts(r), graph))), graph };
}

function related(db: DB): Promise<Related> {
  return sharedIndex(db, "related", ["recipes"], () => build(db));
}

/** The index for the catalogue as it is now (benches and tests look inside). */
export async function relatedIndex(db: DB): Promise<RelatedIndex> {
  return (await related(db)).index;
}

/** The ids of the published recipes closest to this one; a draft is read and compared by its own lines. */
export async function relatedRecipeIds(db: DB, recipeId: number, limit = 4): Promise<number[]> {
  const { index, graph } = await related(db);
  if (index.position.has(recipeId)) return relatedTo(index, recipeId, limit);
  const row = await db.selectFrom("recipes").select(columns).where("id", "=", recipeId).executeTakeFirst();
  return row ? relatedTo(index, relatedInput(facts(row), graph), limit) : [];
}

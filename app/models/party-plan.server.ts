import { sql } from "kysely";
import { orList } from "~/lib/alternatives";
import type { Locale } from "~/lib/locale";
import type { PlanLine, PlanRecipe } from "~/lib/party-plan";
import { standalone } from "~/lib/text";
import type { DB } from "../../db/client";
import { barIndex, ownedBar } from "./bar-index.server";
import { alternativeNames } from "./line-alternatives.server";
import { suggestRecipes } from "./search.server";

// The party planner's reads: the published recipes a plan names, with their lines and what the planner
// needs to know of each ingredient (its place in the tree), and whether the visitor's bar covers a line.

export type PlannedRecipe = PlanRecipe & {
  /** per drink as served; null until computed */
  strength: { abv: number; alcoholG: number } | null;
};

/** The published recipes among `slugs`, in the order of `slugs`; unknown slugs and drafts are left out. */
export async function planRecipes(
  db: DB,
  slugs: readonly string[],
  locale: Locale,
): Promise<PlannedRecipe[]> {
  if (slugs.length === 0) return [];
  const en = locale === "en";
  const recipes = await db
    .selectFrom("recipes as r")
    .select([
      "r.id",
      "r.slug",
      en ? "r.name_en as name" : "r.name_de as name",
      en ? "r.garnish_en as garnish" : "r.garnish_de as garnish",
      "r.method",
      "r.glass",
      "r.abv",
      "r.alcohol_g",
    ])
    .where("r.status", "=", "published")
    .where("r.slug", "in", [...slugs])
    .execute();
  if (recipes.length === 0) return [];
  const lines = await db
    .selectFrom("recipe_ingredients as l")
    .innerJoin("ingredients as i", "i.id", "l.ingredient_id")
    .select([
      "l.recipe_id",
      "l.position",
      "l.ingredient_id",
      "l.alternative_ids",
      en ? "i.name_en as name" : "i.name_de as name",
      "l.amount",
      "l.unit",
      "l.optional",
      "l.exact",
      alternativeNames(locale).as("alternatives"),
      // the keys of the ingredient's ancestors, root first, itself last (sections, kinds, bottles)
      sql<string[]>`ARRAY(
        SELECT a.key FROM unnest(i.ancestor_ids) WITH ORDINALITY AS x(id, ord)
        JOIN ingredients AS a ON a.id = x.id ORDER BY x.ord
      )`.as("keys"),
    ])
    .where(
      "l.recipe_id",
      "in",
      recipes.map((r) => r.id),
    )
    .orderBy("l.recipe_id")
    .orderBy("l.position")
    .execute();
  const byRecipe = new Map<number, PlanLine[]>();
  for (const line of lines) {
    const list = byRecipe.get(line.recipe_id) ?? [];
    list.push({
      ingredientId: line.ingredient_id,
      alternativeIds: line.alternative_ids,
      name: standalone(orList([line.name, ...line.alternatives], locale)),
      amount: line.amount === null ? null : Number(line.amount),
      unit: line.unit,
      optional: line.optional,
      exact: line.exact,
      keys: line.keys,
    });
    byRecipe.set(line.recipe_id, list);
  }
  const bySlug = new Map(recipes.map((r) => [r.slug, r]));
  return slugs.flatMap((slug) => {
    const r = bySlug.get(slug);
    if (!r) return [];
    return [
      {
        slug: r.slug,
        name: r.name,
        garnish: r.garnish,
        method: r.method,
        glass: r.glass,
        lines: byRecipe.get(r.id) ?? [],
        strength: r.abv === null ? null : { abv: Number(r.abv), alcoholG: Number(r.alcohol_g ?? 0) },
      },
    ];
  });
}

/**
 * Whether the visitor's bar covers a line, by the matcher's rule (the bar expanded through the tree, what
 * owned things yield and may stand in for, the staples): the same "you have it" as the bar's results and
 * the recipe page. A line that insists on exactly its ingredient needs exactly that (or a product of it);
 * a line with alternatives is covered by any of them.
 */
export async function barCoverage(db: DB, owned: readonly number[]) {
  if (owned.length === 0) return () => false;
  const loadedIndex = await barIndex(db);
  const bar = ownedBar(
    loadedIndex,
    owned.filter((id) => loadedIndex.nodes.has(id)),
  );
  return (line: { ingredientId: number; alternativeIds: readonly number[]; exact: boolean }) =>
    bar.has(line.exact ? -line.ingredientId : line.ingredientId) ||
    line.alternativeIds.some((id) => bar.has(line.exact ? -id : id));
}

/**
 * The size of the visitor's own bottle for a line, where their bar holds a product of the line's ingredient
 * (or of one of its alternatives) with a known volume: the largest such bottle. Null otherwise.
 */
export async function barBottleSizes(db: DB, owned: readonly number[]) {
  if (owned.length === 0) return () => null;
  const products = await db
    .selectFrom("products as p")
    .innerJoin("ingredients as i", "i.id", "p.ingredient_id")
    .select(["i.ancestor_ids", "p.volume_ml"])
    .where("p.ingredient_id", "in", [...owned].slice(0, 1000))
    .where("p.volume_ml", "is not", null)
    .orderBy("p.volume_ml", "desc")
    .execute();
  if (products.length === 0) return () => null;
  return (line: { ingredientId: number; alternativeIds: readonly number[] }): number | null => {
    const wanted = [line.ingredientId, ...line.alternativeIds];
    const found = products.find((p) => wanted.some((id) => p.ancestor_ids.includes(id)));
    return found?.volume_ml ?? null;
  };
}

/** Published recipes for a typed name, best first, as the search box suggests them (at most six). */
export function findDrinks(db: DB, text: string, locale: Locale): Promise<{ slug: string; name: string }[]> {
  return suggestRecipes(db, text, locale, 6);
}

// Data derived from other rows and stored for fast reads. The seeders (db/seed.ts, db/synthetic.ts) call
// these after bulk loads; the app calls them after its own writes (app/models). Plain SQL over the tables,
// so the data layer needs nothing from the web app.
import { sql } from "kysely";
import type { DB } from "./client";
import type { GlassType, Method, Unit } from "./domain";
import { drinkStrength } from "./drink-strength";

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
  await refreshRecipeFacts(db, recipeIds);
}

export type ResolvedFacts = {
  abv: number | null;
  sugar: number | null;
  pieceMl: number | null;
  pieceSugarG: number | null;
  /** where a unit differs from the piece figures ("piece" of a lime: the whole fruit) */
  units: Record<string, { ml?: number; sugarG?: number }>;
  allergens: string[];
  rawEgg: boolean;
};

/**
 * Every ingredient's facts as its lines use them: a value the node lacks comes from its nearest ancestor that
 * has one (a brand's gin is as strong as gin unless it says otherwise); allergens and raw egg gather from the
 * node and all its ancestors.
 */
export async function resolvedFacts(db: DB): Promise<Map<number, ResolvedFacts>> {
  const rows = await db
    .selectFrom("ingredients")
    .select([
      "id",
      "ancestor_ids",
      "abv",
      "sugar_per_100ml",
      "piece_ml",
      "piece_sugar_g",
      "unit_pieces",
      "allergens",
      "raw_egg",
    ])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out = new Map<number, ResolvedFacts>();
  for (const row of rows) {
    const chain = [...row.ancestor_ids].reverse().flatMap((id) => byId.get(id) ?? []);
    const nearest = (pick: (r: (typeof rows)[number]) => number | string | null) => {
      for (const r of chain) {
        const v = pick(r);
        if (v !== null) return Number(v);
      }
      return null;
    };
    out.set(row.id, {
      abv: nearest((r) => r.abv),
      sugar: nearest((r) => r.sugar_per_100ml),
      pieceMl: nearest((r) => r.piece_ml),
      pieceSugarG: nearest((r) => r.piece_sugar_g),
      units: (row.unit_pieces ?? {}) as ResolvedFacts["units"],
      allergens: [...new Set(chain.flatMap((r) => r.allergens))].sort(),
      rawEgg: chain.some((r) => r.raw_egg),
    });
  }
  return out;
}

/** A recipe line as the facts read it. */
export type FactLine = {
  ingredient_id: number;
  amount: number | string | null;
  unit: string;
  optional: boolean;
};

export type RecipeFacts = {
  volumeMl: number;
  abv: number;
  alcoholG: number;
  kcal: number;
  /** sorted, distinct */
  allergens: string[];
  rawEgg: boolean;
};

/**
 * What `recipes` stores about one drink, from its lines in order (optional ones included: they count for
 * allergens, not for the strength) and every ingredient's resolved facts (`resolvedFacts`).
 */
export function recipeFacts(
  recipe: { method: string; glass: string },
  lines: readonly FactLine[],
  facts: ReadonlyMap<number, ResolvedFacts>,
): RecipeFacts {
  const required = lines.filter((l) => !l.optional);
  const strength = drinkStrength(
    recipe.method as Method,
    recipe.glass as GlassType,
    required.map((l) => {
      const f = facts.get(l.ingredient_id);
      const unit = f?.units[l.unit];
      return {
        amount: l.amount === null ? null : Number(l.amount),
        unit: l.unit as Unit,
        abv: f?.abv ?? null,
        sugarPer100ml: f?.sugar ?? null,
        pieceMl: unit ? (unit.ml ?? 0) : (f?.pieceMl ?? null),
        pieceSugarG: unit ? (unit.sugarG ?? 0) : (f?.pieceSugarG ?? null),
      };
    }),
  );
  const all = lines.map((l) => facts.get(l.ingredient_id));
  return {
    volumeMl: strength.volumeMl,
    abv: strength.abv,
    alcoholG: strength.alcoholG,
    kcal: strength.kcal,
    allergens: [...new Set(all.flatMap((f) => f?.allergens ?? []))].sort(),
    rawEgg: all.some((f) => f?.rawEgg),
  };
}

/**
 * Recomputes what `recipes` stores about the drink itself, for the given recipes (all when omitted): volume in
 * the glass, ABV after dilution, grams of alcohol and kcal (db/drink-strength.ts; optional lines left out),
 * and the allergens and raw egg of every line, optional ones included.
 */
export async function refreshRecipeFacts(db: DB, recipeIds?: readonly number[]): Promise<void> {
  if (recipeIds && recipeIds.length === 0) return;
  const facts = await resolvedFacts(db);
  let recipesQuery = db.selectFrom("recipes").select(["id", "method", "glass"]);
  let linesQuery = db
    .selectFrom("recipe_ingredients")
    .select(["recipe_id", "ingredient_id", "amount", "unit", "optional"])
    .orderBy("recipe_id")
    .orderBy("position");
  if (recipeIds) {
    recipesQuery = recipesQuery.where("id", "=", sql<number>`ANY(${sql.val([...recipeIds])}::int[])`);
    linesQuery = linesQuery.where("recipe_id", "=", sql<number>`ANY(${sql.val([...recipeIds])}::int[])`);
  }
  const [recipes, lines] = await Promise.all([recipesQuery.execute(), linesQuery.execute()]);
  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) linesOf.set(line.recipe_id, [...(linesOf.get(line.recipe_id) ?? []), line]);
  const out = {
    ids: [] as number[],
    volume: [] as number[],
    abv: [] as number[],
    alcohol: [] as number[],
    kcal: [] as number[],
    allergens: [] as string[],
    rawEgg: [] as boolean[],
  };
  for (const recipe of recipes) {
    const f = recipeFacts(recipe, linesOf.get(recipe.id) ?? [], facts);
    out.ids.push(recipe.id);
    out.volume.push(f.volumeMl);
    out.abv.push(f.abv);
    out.alcohol.push(f.alcoholG);
    out.kcal.push(f.kcal);
    // a text array per recipe travels as one Postgres array literal
    out.allergens.push(`{${f.allergens.join(",")}}`);
    out.rawEgg.push(f.rawEgg);
  }
  if (out.ids.length === 0) return;
  await sql`
    UPDATE recipes AS r SET
      volume_ml = x.volume, abv = x.abv, alcohol_g = x.alcohol, kcal = x.kcal,
      allergens = x.allergens::text[], raw_egg = x.raw_egg
    FROM unnest(
      ${sql.val(out.ids)}::int[], ${sql.val(out.volume)}::numeric[], ${sql.val(out.abv)}::numeric[],
      ${sql.val(out.alcohol)}::numeric[], ${sql.val(out.kcal)}::int[], ${sql.val(out.allergens)}::text[],
      ${sql.val(out.rawEgg)}::boolean[]
    ) AS x(id, volume, abv, alcohol, kcal, allergens, raw_egg)
    WHERE r.id = x.id
      AND (r.abv IS DISTINCT FROM x.abv OR r.volume_ml IS DISTINCT FROM x.volume
           OR r.alcohol_g IS DISTINCT FROM x.alcohol OR r.kcal IS DISTINCT FROM x.kcal
           OR r.allergens IS DISTINCT FROM x.allergens::text[] OR r.raw_egg IS DISTINCT FROM x.raw_egg)
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

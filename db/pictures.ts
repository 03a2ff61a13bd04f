// Drink pictures in the database (docs/decisions/0013-drink-pictures.md): ingredient colours from the seed
// content, and each recipe's stored scene and hash, derived in TypeScript from its lines. The seeder, the
// start (db/seed.ts seedIfEmpty) and the authoring save path (app/models/authoring.server.ts) call these.
import { sql } from "kysely";
import { PICTURE_VERSION, type PictureLine, sceneFromRecipe, sceneHash } from "../app/lib/drink-scene";
import type { DB } from "./client";
import { ingredientColours } from "./seed/content/ingredient-colours";

/**
 * Writes the content file's colours onto the ingredients (keys not in the file get none, so they inherit).
 * Only rows that differ are written; returns how many changed, so the caller knows whether pictures must be
 * redrawn.
 */
export async function seedIngredientColours(db: DB): Promise<number> {
  const entries = Object.entries(ingredientColours);
  const keys = entries.map(([k]) => k);
  const colours = entries.map(([, c]) => c[0]);
  const opacities = entries.map(([, c]) => c[1]);
  const result = await sql`
    UPDATE ingredients AS i SET colour = v.colour, colour_opacity = v.opacity
    FROM (
      SELECT i0.id, f.colour, f.opacity
      FROM ingredients AS i0
      LEFT JOIN unnest(${sql.val(keys)}::text[], ${sql.val(colours)}::text[], ${sql.val(opacities)}::real[])
        AS f(key, colour, opacity) ON f.key = i0.key
    ) AS v
    WHERE v.id = i.id
      AND (i.colour IS DISTINCT FROM v.colour OR i.colour_opacity IS DISTINCT FROM v.opacity)
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** A recipe's stored picture: the scene as JSON text and the hash that names its PNG. */
export function recipePicture(
  recipe: { glass: string; method: string; garnish_en: string; garnish_de: string },
  lines: readonly PictureLine[],
): { picture: string; hash: string } {
  const scene = sceneFromRecipe({
    glass: recipe.glass,
    method: recipe.method,
    lines,
    garnish: [recipe.garnish_en, recipe.garnish_de],
  });
  return { picture: JSON.stringify(scene), hash: sceneHash(scene) };
}

/** What a picture reads about an ingredient: its own and its ancestors' keys, and the nearest colour up the tree. */
export type IngredientLook = Pick<PictureLine, "keys" | "colour" | "opacity">;

/**
 * Every ingredient's look, as `refreshRecipePictures` reads it line by line, for writers that draw many
 * recipes at once (db/synthetic.ts). Needs ancestor_ids up to date (refreshIngredientTree).
 */
export async function ingredientLooks(db: DB): Promise<Map<number, IngredientLook>> {
  const rows = await db
    .selectFrom("ingredients")
    .select(["id", "key", "ancestor_ids", "colour", "colour_opacity"])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const looks = new Map<number, IngredientLook>();
  for (const row of rows) {
    const chain = row.ancestor_ids.flatMap((id) => byId.get(id) ?? []);
    // ancestor_ids run from the root to the node itself: the nearest colour is the last one
    const coloured = [...chain].reverse().find((a) => a.colour !== null);
    const opacity = coloured?.colour_opacity ?? null;
    looks.set(row.id, {
      keys: chain.map((a) => a.key),
      colour: coloured?.colour ?? null,
      opacity: opacity === null ? null : Number(opacity),
    });
  }
  return looks;
}

type LineRow = {
  recipe_id: number;
  keys: string[];
  colour: string | null;
  opacity: number | null;
  amount: string | number | null;
  unit: string;
  optional: boolean;
};

/**
 * Recomputes the stored picture (scene and hash) of the given recipes; `"all"` for every recipe, `"stale"`
 * for those without one or drawn by an older PICTURE_VERSION. Writes only rows whose hash changed.
 * Returns how many recipes it looked at.
 */
export async function refreshRecipePictures(
  db: DB,
  which: readonly number[] | "all" | "stale",
): Promise<number> {
  let done = 0;
  let after = 0;
  const BATCH = 2000;
  for (;;) {
    let q = db
      .selectFrom("recipes")
      .select(["id", "glass", "method", "garnish_en", "garnish_de", "picture_hash"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH);
    if (Array.isArray(which)) {
      if (which.length === 0) return 0;
      q = q.where("id", "in", which as number[]);
    } else if (which === "stale") {
      q = q.where((eb) =>
        eb.or([
          eb("picture", "is", null),
          sql<boolean>`(picture->>'v')::int IS DISTINCT FROM ${PICTURE_VERSION}`,
        ]),
      );
    }
    const recipes = await q.execute();
    if (recipes.length === 0) break;
    after = (recipes[recipes.length - 1] as { id: number }).id;
    const ids = recipes.map((r) => r.id);
    // Each line with its ingredient's keys (self and ancestors) and the nearest colour up the tree.
    const lines = await sql<LineRow>`
      SELECT l.recipe_id, l.amount, l.unit, l.optional,
             (SELECT array_agg(a.key) FROM ingredients AS a WHERE a.id = ANY(i.ancestor_ids)) AS keys,
             c.colour, c.colour_opacity AS opacity
      FROM recipe_ingredients AS l
      JOIN ingredients AS i ON i.id = l.ingredient_id
      LEFT JOIN LATERAL (
        SELECT a.colour, a.colour_opacity FROM ingredients AS a
        WHERE a.id = ANY(i.ancestor_ids) AND a.colour IS NOT NULL
        ORDER BY a.depth DESC LIMIT 1
      ) AS c ON true
      WHERE l.recipe_id = ANY(${sql.val(ids)}::int[])
      ORDER BY l.recipe_id, l.position
    `.execute(db);
    const byRecipe = new Map<number, PictureLine[]>();
    for (const l of lines.rows) {
      const list = byRecipe.get(l.recipe_id) ?? [];
      list.push({
        keys: l.keys ?? [],
        colour: l.colour,
        opacity: l.opacity === null ? null : Number(l.opacity),
        amount: l.amount === null ? null : Number(l.amount),
        unit: l.unit,
        optional: l.optional,
      });
      byRecipe.set(l.recipe_id, list);
    }
    const changed: { id: number; picture: string; hash: string }[] = [];
    for (const r of recipes) {
      const { picture, hash } = recipePicture(r, byRecipe.get(r.id) ?? []);
      if (hash !== r.picture_hash || which === "stale") changed.push({ id: r.id, picture, hash });
    }
    if (changed.length > 0) {
      await sql`
        UPDATE recipes AS r SET picture = v.picture::jsonb, picture_hash = v.hash
        FROM unnest(${sql.val(changed.map((c) => c.id))}::int[], ${sql.val(changed.map((c) => c.picture))}::text[],
                    ${sql.val(changed.map((c) => c.hash))}::text[]) AS v(id, picture, hash)
        WHERE r.id = v.id
      `.execute(db);
    }
    done += recipes.length;
    if (recipes.length < BATCH) break;
  }
  return done;
}

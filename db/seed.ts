// Seed content, loaded idempotently: rows are upserted by their stable keys and slugs, so running it twice
// changes nothing, and running it after the content files changed brings the database in step.
import { sql } from "kysely";
import type { DB } from "./client";
import { refreshIngredientTree, refreshRecipeArrays, refreshRecipeFacts, refreshVocabulary } from "./derived";
import { refreshRecipePictures, seedIngredientColours } from "./pictures";
import { seedBrandMenus } from "./seed/content/brand-menus";
import { brands, products } from "./seed/content/brands";
import { faq } from "./seed/content/faq";
import { groups } from "./seed/content/groups";
import { ingredientFacts } from "./seed/content/ingredient-facts";
import { ingredientParents, ingredientSubstitutes } from "./seed/content/ingredient-graph";
import { ingredientTree } from "./seed/content/ingredient-tree";
import { ingredientYields } from "./seed/content/ingredient-yields";
import { recipes } from "./seed/content/recipes";
import type { IngredientSeed } from "./seed/content/types";

// Recipe `base` values that name a category rather than one of its nodes' keys.
const BASE_ALIASES: Record<string, string> = { liqueur: "liqueurs", wine: "wines" };

export async function seedFaq(db: DB): Promise<number> {
  for (const entry of faq) {
    await db
      .insertInto("faq_entries")
      .values({
        key: entry.key,
        position: entry.position,
        question_de: entry.de.question,
        question_en: entry.en.question,
        answer_de: entry.de.answer,
        answer_en: entry.en.answer,
      })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet((eb) => ({
          position: eb.ref("excluded.position"),
          question_de: eb.ref("excluded.question_de"),
          question_en: eb.ref("excluded.question_en"),
          answer_de: eb.ref("excluded.answer_de"),
          answer_en: eb.ref("excluded.answer_en"),
        })),
      )
      .execute();
  }
  return faq.length;
}

/** Parents before children, whatever order the content files use. */
function topological(nodes: readonly IngredientSeed[]): IngredientSeed[] {
  const byKey = new Map(nodes.map((n) => [n.key, n]));
  const done = new Set<string>();
  const out: IngredientSeed[] = [];
  const visit = (node: IngredientSeed, trail: Set<string>) => {
    if (done.has(node.key)) return;
    if (trail.has(node.key)) throw new Error(`ingredient tree has a cycle at ${node.key}`);
    trail.add(node.key);
    if (node.parent) {
      const parent = byKey.get(node.parent);
      if (!parent) throw new Error(`ingredient ${node.key}: unknown parent ${node.parent}`);
      visit(parent, trail);
    }
    done.add(node.key);
    out.push(node);
  };
  for (const node of nodes) visit(node, new Set());
  return out;
}

/** An ingredient's own facts (sugar, pieces, allergens, raw egg); a node without an entry has none of its own. */
function factColumns(key: string) {
  const facts = ingredientFacts[key];
  return {
    sugar_per_100ml: facts?.sugarPer100ml ?? null,
    piece_ml: facts?.perPiece?.ml ?? null,
    piece_sugar_g: facts?.perPiece?.sugarG ?? null,
    unit_pieces: JSON.stringify(facts?.perUnit ?? {}),
    allergens: [...(facts?.allergens ?? [])],
    raw_egg: facts?.rawEgg ?? false,
    facts_source: facts?.source ?? "",
  };
}

async function upsertIngredient(
  db: DB,
  node: {
    key: string;
    kind: string;
    de: string;
    en: string;
    synonymsDe?: string[];
    synonymsEn?: string[];
    abv?: number;
  },
  parentId: number | null,
): Promise<number> {
  const row = await db
    .insertInto("ingredients")
    .values({
      key: node.key,
      parent_id: parentId,
      kind: node.kind as "generic",
      name_de: node.de,
      name_en: node.en,
      synonyms_de: node.synonymsDe ?? [],
      synonyms_en: node.synonymsEn ?? [],
      abv: node.abv ?? null,
      ...factColumns(node.key),
    })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet((eb) => ({
        sugar_per_100ml: eb.ref("excluded.sugar_per_100ml"),
        piece_ml: eb.ref("excluded.piece_ml"),
        piece_sugar_g: eb.ref("excluded.piece_sugar_g"),
        unit_pieces: eb.ref("excluded.unit_pieces"),
        allergens: eb.ref("excluded.allergens"),
        raw_egg: eb.ref("excluded.raw_egg"),
        facts_source: eb.ref("excluded.facts_source"),
        parent_id: eb.ref("excluded.parent_id"),
        kind: eb.ref("excluded.kind"),
        name_de: eb.ref("excluded.name_de"),
        name_en: eb.ref("excluded.name_en"),
        synonyms_de: eb.ref("excluded.synonyms_de"),
        synonyms_en: eb.ref("excluded.synonyms_en"),
        abv: eb.ref("excluded.abv"),
      })),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function seedIngredients(db: DB): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const node of topological(ingredientTree)) {
    const parentId = node.parent ? (ids.get(node.parent) ?? null) : null;
    ids.set(node.key, await upsertIngredient(db, node, parentId));
  }
  return ids;
}

/**
 * The "yields" relation (a lime yields lime juice) exactly as the content file lists it: pairs no longer
 * listed are removed, so the database follows the file. Keys it names must be in the tree.
 */
export async function seedIngredientYields(db: DB): Promise<number> {
  const rows = await db
    .selectFrom("ingredients")
    .select(["id", "key"])
    .where("kind", "<>", "product")
    .execute();
  const ids = new Map(rows.map((r) => [r.key, r.id]));
  const values = ingredientYields.map((y) => {
    const source_id = ids.get(y.source);
    const target_id = ids.get(y.target);
    if (!source_id || !target_id) throw new Error(`ingredient yield ${y.source} → ${y.target}: unknown key`);
    return { source_id, target_id, note_de: y.note.de, note_en: y.note.en };
  });
  await db.deleteFrom("ingredient_yields").execute();
  if (values.length) await db.insertInto("ingredient_yields").values(values).execute();
  return values.length;
}

/**
 * The graph beside the tree (further parents, substitutes) exactly as the content file lists it, like the
 * yields. A further parent must not close a cycle: the whole graph (parent_id and these) stays acyclic.
 */
export async function seedIngredientGraph(db: DB): Promise<number> {
  const rows = await db.selectFrom("ingredients").select(["id", "key", "parent_id"]).execute();
  const ids = new Map(rows.map((r) => [r.key, r.id]));
  const id = (key: string, what: string) => {
    const found = ids.get(key);
    if (!found) throw new Error(`${what}: unknown ingredient ${key}`);
    return found;
  };
  const parents = ingredientParents.map((p) => ({
    child_id: id(p.child, `ingredient parent ${p.child}`),
    parent_id: id(p.parent, `ingredient parent ${p.child}`),
    note_de: p.note.de,
    note_en: p.note.en,
  }));
  const up = new Map<number, number[]>();
  for (const r of rows) if (r.parent_id !== null) up.set(r.id, [r.parent_id]);
  for (const p of parents) up.set(p.child_id, [...(up.get(p.child_id) ?? []), p.parent_id]);
  for (const p of parents) {
    // Walking up from the new parent must never reach the child.
    const seen = new Set<number>();
    const stack = [p.parent_id];
    while (stack.length) {
      const at = stack.pop()!;
      if (at === p.child_id) throw new Error(`ingredient graph has a cycle through ${p.child_id}`);
      if (seen.has(at)) continue;
      seen.add(at);
      stack.push(...(up.get(at) ?? []));
    }
  }
  const substitutes = ingredientSubstitutes.map((s) => ({
    source_id: id(s.source, `substitute ${s.source} → ${s.target}`),
    target_id: id(s.target, `substitute ${s.source} → ${s.target}`),
    note_de: s.note.de,
    note_en: s.note.en,
  }));
  await db.deleteFrom("ingredient_parents").execute();
  if (parents.length) await db.insertInto("ingredient_parents").values(parents).execute();
  await db.deleteFrom("ingredient_substitutes").execute();
  if (substitutes.length) await db.insertInto("ingredient_substitutes").values(substitutes).execute();
  return parents.length + substitutes.length;
}

export async function seedBrands(db: DB, ingredientIds: Map<string, number>): Promise<number> {
  const brandIds = new Map<string, number>();
  for (const b of brands) {
    const row = await db
      .insertInto("brands")
      .values({
        slug: b.slug,
        name: b.name,
        website: b.website,
        imprint_url: b.imprintUrl,
        registered_since: b.registeredSince,
        description_de: b.de.description,
        description_en: b.en.description,
        is_demo: true,
      })
      .onConflict((oc) =>
        oc.column("slug").doUpdateSet((eb) => ({
          name: eb.ref("excluded.name"),
          website: eb.ref("excluded.website"),
          imprint_url: eb.ref("excluded.imprint_url"),
          registered_since: eb.ref("excluded.registered_since"),
          description_de: eb.ref("excluded.description_de"),
          description_en: eb.ref("excluded.description_en"),
          is_demo: eb.ref("excluded.is_demo"),
        })),
      )
      .returning("id")
      .executeTakeFirstOrThrow();
    brandIds.set(b.slug, row.id);
  }
  for (const p of products) {
    const parentId = ingredientIds.get(p.parent);
    const brandId = brandIds.get(p.brand);
    if (!parentId || !brandId) throw new Error(`product ${p.slug}: unknown parent or brand`);
    // Each product is a leaf of the ingredient tree below the ingredient it is.
    const ingredientId = await upsertIngredient(
      db,
      { key: `product-${p.slug}`, kind: "product", de: p.name, en: p.name, abv: p.abv },
      parentId,
    );
    ingredientIds.set(`product-${p.slug}`, ingredientId);
    await db
      .insertInto("products")
      .values({
        slug: p.slug,
        brand_id: brandId,
        ingredient_id: ingredientId,
        name: p.name,
        description_de: p.de.description,
        description_en: p.en.description,
        abv: p.abv ?? null,
        buy_url: p.buyUrl,
        price: p.price,
        currency: p.currency,
      })
      .onConflict((oc) =>
        oc.column("slug").doUpdateSet((eb) => ({
          brand_id: eb.ref("excluded.brand_id"),
          ingredient_id: eb.ref("excluded.ingredient_id"),
          name: eb.ref("excluded.name"),
          description_de: eb.ref("excluded.description_de"),
          description_en: eb.ref("excluded.description_en"),
          abv: eb.ref("excluded.abv"),
          buy_url: eb.ref("excluded.buy_url"),
          price: eb.ref("excluded.price"),
          currency: eb.ref("excluded.currency"),
        })),
      )
      .execute();
  }
  return products.length;
}

export async function seedRecipes(db: DB, ingredientIds: Map<string, number>): Promise<Map<string, number>> {
  const recipeIds = new Map<string, number>();
  const lookup = (key: string, where: string) => {
    const id = ingredientIds.get(key);
    if (!id) throw new Error(`${where}: unknown ingredient ${key}`);
    return id;
  };
  for (const r of recipes) {
    const base = r.base === "none" ? null : lookup(BASE_ALIASES[r.base] ?? r.base, `recipe ${r.slug} base`);
    const row = await db
      .insertInto("recipes")
      .values({
        slug: r.slug,
        name_de: r.de.name,
        name_en: r.en.name,
        description_de: r.de.description,
        description_en: r.en.description,
        instructions_de: r.de.steps.join("\n"),
        instructions_en: r.en.steps.join("\n"),
        garnish_de: r.de.garnish,
        garnish_en: r.en.garnish,
        glass: r.glass,
        method: r.method,
        difficulty: r.difficulty,
        status: "published",
        base_ingredient_id: base,
        tastes: r.taste,
        strength: r.strength,
        iba: r.iba ?? false,
        source_title: r.source?.title ?? "",
        source_detail: r.source?.detail ?? "",
        source_url: r.source?.url ?? "",
        source_note_de: r.source?.note?.de ?? "",
        source_note_en: r.source?.note?.en ?? "",
        published_at: new Date("2026-01-01T00:00:00Z"),
      })
      .onConflict((oc) =>
        oc.column("slug").doUpdateSet((eb) => ({
          name_de: eb.ref("excluded.name_de"),
          name_en: eb.ref("excluded.name_en"),
          description_de: eb.ref("excluded.description_de"),
          description_en: eb.ref("excluded.description_en"),
          instructions_de: eb.ref("excluded.instructions_de"),
          instructions_en: eb.ref("excluded.instructions_en"),
          garnish_de: eb.ref("excluded.garnish_de"),
          garnish_en: eb.ref("excluded.garnish_en"),
          glass: eb.ref("excluded.glass"),
          method: eb.ref("excluded.method"),
          difficulty: eb.ref("excluded.difficulty"),
          base_ingredient_id: eb.ref("excluded.base_ingredient_id"),
          tastes: eb.ref("excluded.tastes"),
          strength: eb.ref("excluded.strength"),
          iba: eb.ref("excluded.iba"),
          source_title: eb.ref("excluded.source_title"),
          source_detail: eb.ref("excluded.source_detail"),
          source_url: eb.ref("excluded.source_url"),
          source_note_de: eb.ref("excluded.source_note_de"),
          source_note_en: eb.ref("excluded.source_note_en"),
          updated_at: sql`now()`,
        })),
      )
      .returning("id")
      .executeTakeFirstOrThrow();
    recipeIds.set(r.slug, row.id);
  }
  const ids = [...recipeIds.values()];
  await db.deleteFrom("recipe_ingredients").where("recipe_id", "in", ids).execute();
  const lines = recipes.flatMap((r) =>
    r.lines.map((line, index) => ({
      recipe_id: recipeIds.get(r.slug) as number,
      position: index + 1,
      ingredient_id: lookup(line.ing, `recipe ${r.slug}`),
      amount: line.amount ?? null,
      unit: line.unit,
      optional: line.optional ?? false,
      exact: line.exact ?? false,
      note_de: line.note?.de ?? "",
      note_en: line.note?.en ?? "",
      alternative_ids: (line.or ?? []).map((key) => lookup(key, `recipe ${r.slug} alternative`)),
    })),
  );
  for (let i = 0; i < lines.length; i += 500) {
    await db
      .insertInto("recipe_ingredients")
      .values(lines.slice(i, i + 500))
      .execute();
  }
  await refreshRecipeArrays(db, ids);
  return recipeIds;
}

export async function seedGroups(db: DB, recipeIds: Map<string, number>): Promise<number> {
  for (const [index, g] of groups.entries()) {
    const row = await db
      .insertInto("recipe_groups")
      .values({
        slug: g.slug,
        position: index + 1,
        name_de: g.de.name,
        name_en: g.en.name,
        description_de: g.de.description,
        description_en: g.en.description,
      })
      .onConflict((oc) =>
        oc.column("slug").doUpdateSet((eb) => ({
          position: eb.ref("excluded.position"),
          name_de: eb.ref("excluded.name_de"),
          name_en: eb.ref("excluded.name_en"),
          description_de: eb.ref("excluded.description_de"),
          description_en: eb.ref("excluded.description_en"),
        })),
      )
      .returning("id")
      .executeTakeFirstOrThrow();
    const members = recipes
      .filter((r) => r.groups.includes(g.key))
      .map((r, position) => ({
        group_id: row.id,
        recipe_id: recipeIds.get(r.slug) as number,
        position: position + 1,
      }));
    await db.deleteFrom("recipe_group_members").where("group_id", "=", row.id).execute();
    if (members.length) await db.insertInto("recipe_group_members").values(members).execute();
  }
  return groups.length;
}

export async function seedAll(db: DB, log: (line: string) => void = () => {}): Promise<void> {
  await db.transaction().execute(async (trx) => {
    log(`faq entries: ${await seedFaq(trx)}`);
    const ingredientIds = await seedIngredients(trx);
    log(`products: ${await seedBrands(trx, ingredientIds)}`);
    await refreshIngredientTree(trx);
    log(`ingredients: ${ingredientIds.size}`);
    log(`ingredient yields: ${await seedIngredientYields(trx)}`);
    log(`further parents and substitutes: ${await seedIngredientGraph(trx)}`);
    log(`ingredient colours changed: ${await seedIngredientColours(trx)}`);
    const recipeIds = await seedRecipes(trx, ingredientIds);
    log(`recipes: ${recipeIds.size}`);
    // Every recipe's strength and allergens, members' too: the ingredient facts may have changed under them.
    await refreshRecipeFacts(trx);
    // Every picture, not only the seeded recipes': colours may have changed under authored ones too.
    log(`drink pictures: ${await refreshRecipePictures(trx, "all")}`);
    log(`recipe groups: ${await seedGroups(trx, recipeIds)}`);
    log(`brand menu drinks: ${await seedBrandMenus(trx)}`);
    await refreshVocabulary(trx);
  });
}

/** Seeds only a database that holds no content yet (what `npm start` does). */
export async function seedIfEmpty(db: DB): Promise<boolean> {
  const row = await db
    .selectFrom("recipes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  if (Number(row?.n ?? 0) > 0) {
    // A database seeded before the ingredient graph (0022) is brought in step with the content once: the
    // graph names nodes and recipe lines that came with it.
    const graph = await db.selectFrom("ingredient_substitutes").select("source_id").limit(1).execute();
    // Likewise one seeded before strength and sources (0024): its recipes have no figures yet, and the
    // content brings the ingredient facts, the sources and the recipes added with them.
    const unmeasured = await db
      .selectFrom("recipes")
      .select("id")
      .where("abv", "is", null)
      .limit(1)
      .execute();
    if (graph.length === 0 || unmeasured.length > 0) {
      await seedAll(db);
      return false;
    }
    // A database seeded before the yields relation existed gets it on its next start.
    const yields = await db.selectFrom("ingredient_yields").select("source_id").limit(1).execute();
    if (yields.length === 0) await seedIngredientYields(db);
    // Ingredient colours from the content file; when any changed, every picture is redrawn, else only those
    // missing or drawn by an older version of the drawing (docs/decisions/0013-drink-pictures.md).
    const coloursChanged = await seedIngredientColours(db);
    await refreshRecipePictures(db, coloursChanged > 0 ? "all" : "stale");
    return false;
  }
  await seedAll(db);
  return true;
}

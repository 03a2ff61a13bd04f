import type { RecipeFormValues } from "~/lib/recipe-form";
import type { NameEntry } from "~/lib/recipe-lines-parse";
import type { DB } from "../../db/client";
import { insertRecipe } from "./authoring.server";
import { barIndex } from "./bar-index.server";

// Importing recipes as drafts: the ingredient tree's names for matching the lines (from the in-process
// index the bar and the editor use), and writing every draft of an import in one transaction — all of
// them, or none when anything fails.

const KIND_ORDER: Record<string, number> = { generic: 0, specific: 1, product: 2 };

/**
 * Every ingredient a recipe line may name (categories are not), with its names in both languages and its
 * synonyms; generic ones first, so a name two nodes share goes to the more general one.
 */
export async function importNameEntries(db: DB): Promise<NameEntry[]> {
  const { ingredients } = await barIndex(db);
  const entries: (NameEntry & { order: number })[] = [];
  for (const [id, info] of ingredients) {
    if (info.kind === "category") continue;
    entries.push({
      id,
      names: [info.en, info.de, ...info.synonymsEn, ...info.synonymsDe],
      order: KIND_ORDER[info.kind] ?? 3,
    });
  }
  return entries.sort((a, b) => a.order - b.order || a.id - b.id).map(({ order: _o, ...e }) => e);
}

type Values = Omit<RecipeFormValues, "intent" | "version">;

/** Writes the drafts, in order, all in one transaction; their ids. */
export async function createImportedDrafts(db: DB, authorId: number, drafts: Values[]): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const values of drafts) ids.push((await insertRecipe(trx, authorId, values, false)).id);
    return ids;
  });
}

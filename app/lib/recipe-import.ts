import { z } from "zod";
import { IMPORT_LIMITS } from "./import-limits";
import type { RecipeFormValues } from "./recipe-form";
import type { ParsedLine } from "./recipe-lines-parse";
import { stripControlCharacters } from "./text";

export { IMPORT_LIMITS };

// Reading recipes to import: a file (or pasted text) of schema.org Recipe JSON-LD — one Recipe, a list of
// them, a `@graph`, or this site's own export (an ItemList of Recipes) — into plain recipes with their
// ingredient lines as text. Anything else is refused as a whole with one message (a translation key), so
// nothing is ever half-imported. Lines are read and matched to the ingredient tree by
// app/lib/recipe-lines-parse.ts; the drafts are written by app/models/recipe-import.server.ts.

export type ImportedRecipe = {
  name: string;
  description: string;
  /** the method, one step a line */
  steps: string;
  lines: string[];
  /** the language the source says it is in, when it is one of the site's */
  language: "de" | "en" | null;
};

export type ImportProblem =
  | "empty"
  | "notJson"
  | "tooDeep"
  | "noRecipes"
  | "tooMany"
  | "tooLarge"
  | "invalidRecipe";

export type ImportResult =
  | { ok: true; recipes: ImportedRecipe[] }
  | { ok: false; problem: ImportProblem /** 1-based, for "recipe 3 has no name" */; at?: number };

const text = (value: unknown): string =>
  typeof value === "string" ? stripControlCharacters(value).replace(/\s+/g, " ").trim() : "";

/** A text that may be a string, a number, or a list of them (the first one). */
const loose = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
  .transform((v) => (Array.isArray(v) ? String(v[0] ?? "") : String(v)));

const step: z.ZodType<string[], z.ZodTypeDef, unknown> = z.lazy(() =>
  z.union([
    z.string().transform((s) => [s]),
    z
      .object({ text: z.string().optional(), name: z.string().optional(), itemListElement: z.unknown() })
      .passthrough()
      .transform((s): string[] => {
        const inner = s.itemListElement === undefined ? null : steps.safeParse(s.itemListElement);
        if (inner?.success) return inner.data;
        return [s.text ?? s.name ?? ""];
      }),
  ]),
);
const steps = z.union([z.array(step).transform((all) => all.flat()), step]);

/** The fields of a schema.org Recipe this site reads; anything else in it is ignored. */
const recipeSchema = z
  .object({
    name: loose,
    description: loose.optional(),
    recipeIngredient: z.union([z.array(z.union([z.string(), z.number()])), z.string()]).optional(),
    ingredients: z.union([z.array(z.union([z.string(), z.number()])), z.string()]).optional(),
    recipeInstructions: steps.optional(),
    inLanguage: loose.optional(),
  })
  .passthrough();

function isRecipe(node: unknown): node is Record<string, unknown> {
  if (!node || typeof node !== "object" || Array.isArray(node)) return false;
  const type = (node as Record<string, unknown>)["@type"];
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => typeof t === "string" && /^(?:https?:\/\/schema\.org\/)?Recipe$/i.test(t));
}

function depthOf(value: unknown, limit: number, depth = 0): number {
  if (depth > limit) return depth;
  if (value && typeof value === "object") {
    let deepest = depth;
    for (const child of Object.values(value)) {
      deepest = Math.max(deepest, depthOf(child, limit, depth + 1));
      if (deepest > limit) break;
    }
    return deepest;
  }
  return depth;
}

/** The Recipe nodes of a document, in order: itself, a list, a @graph, an ItemList's items. */
function recipeNodes(node: unknown, out: unknown[], depth = 0): void {
  if (depth > 4 || out.length > IMPORT_LIMITS.recipes) return;
  if (Array.isArray(node)) {
    for (const item of node) recipeNodes(item, out, depth + 1);
    return;
  }
  if (!node || typeof node !== "object") return;
  if (isRecipe(node)) {
    out.push(node);
    return;
  }
  const record = node as Record<string, unknown>;
  if (record["@graph"] !== undefined) recipeNodes(record["@graph"], out, depth + 1);
  if (record.itemListElement !== undefined) recipeNodes(record.itemListElement, out, depth + 1);
  // a ListItem holds its recipe in `item`
  if (record.item !== undefined) recipeNodes(record.item, out, depth + 1);
}

function language(value: string | undefined): "de" | "en" | null {
  const code = (value ?? "").toLowerCase().slice(0, 2);
  return code === "de" || code === "en" ? code : null;
}

function toRecipe(node: unknown): ImportedRecipe | null {
  const parsed = recipeSchema.safeParse(node);
  if (!parsed.success) return null;
  const r = parsed.data;
  const name = text(r.name);
  if (name === "" || name.length > IMPORT_LIMITS.name) return null;
  const rawLines = r.recipeIngredient ?? r.ingredients ?? [];
  const lines = (Array.isArray(rawLines) ? rawLines : rawLines.split(/\n/))
    .map((l) => text(String(l)))
    .filter((l) => l !== "");
  if (lines.length > IMPORT_LIMITS.lines || lines.some((l) => l.length > IMPORT_LIMITS.lineLength)) {
    return null;
  }
  const description = text(r.description);
  const method = (r.recipeInstructions ?? [])
    .map((s) => text(s))
    .filter((s) => s !== "")
    .join("\n");
  if (description.length > IMPORT_LIMITS.description || method.length > IMPORT_LIMITS.steps) return null;
  return { name, description, steps: method, lines, language: language(r.inLanguage) };
}

/** Reads a whole file of recipes; the first problem refuses all of it. */
export function parseImport(input: string): ImportResult {
  if (input.trim() === "") return { ok: false, problem: "empty" };
  if (new TextEncoder().encode(input).length > IMPORT_LIMITS.bytes) return { ok: false, problem: "tooLarge" };
  let document: unknown;
  try {
    document = JSON.parse(input.replace(/^\uFEFF/, ""));
  } catch {
    return { ok: false, problem: "notJson" };
  }
  if (depthOf(document, IMPORT_LIMITS.depth) > IMPORT_LIMITS.depth) return { ok: false, problem: "tooDeep" };
  const nodes: unknown[] = [];
  recipeNodes(document, nodes);
  if (nodes.length === 0) return { ok: false, problem: "noRecipes" };
  if (nodes.length > IMPORT_LIMITS.recipes) return { ok: false, problem: "tooMany" };
  const recipes: ImportedRecipe[] = [];
  for (const [index, node] of nodes.entries()) {
    const recipe = toRecipe(node);
    if (!recipe) return { ok: false, problem: "invalidRecipe", at: index + 1 };
    recipes.push(recipe);
  }
  return { ok: true, recipes };
}

// ---------------------------------------------------------------------------------------------------------
// The review step: the recipes as read, sent back with the page, and the member's choice per line.

/** What the review form carries back: the recipes as read (checked again, the same limits). */
export const reviewedSchema = z
  .array(
    z.object({
      name: z.string().trim().min(1).max(IMPORT_LIMITS.name),
      description: z.string().max(IMPORT_LIMITS.description),
      steps: z.string().max(IMPORT_LIMITS.steps),
      lines: z.array(z.string().trim().min(1).max(IMPORT_LIMITS.lineLength)).max(IMPORT_LIMITS.lines),
      language: z.enum(["de", "en"]).nullable(),
    }),
  )
  .min(1)
  .max(IMPORT_LIMITS.recipes);

/** Reads the review form's hidden field; null when it was changed into something else. */
export function readReviewed(value: unknown): ImportedRecipe[] | null {
  if (typeof value !== "string" || value.length > IMPORT_LIMITS.bytes * 2) return null;
  try {
    const parsed = reviewedSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data.map((r) => ({ ...r, name: stripControlCharacters(r.name) })) : null;
  } catch {
    return null;
  }
}

/** A line's field on the review form. */
export const choiceField = (recipe: number, line: number) => `choice-${recipe}-${line}`;

/** The member's answer for a line: an ingredient's id, "skip" (leave it out, keep its text), or nothing. */
export function readChoice(value: FormDataEntryValue | null): number | "skip" | null {
  if (value === "skip") return "skip";
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

type DraftValues = Omit<RecipeFormValues, "intent" | "version">;

/**
 * The draft for one imported recipe, in the language it says it is in (else the page's): each line with
 * its chosen ingredient, amount and unit; lines the member left out are kept as text at the end of the
 * description (`skippedLabel`: "Not imported"), so nothing of the file is lost.
 */
export function draftValues(
  recipe: ImportedRecipe,
  lines: { parsed: ParsedLine; ingredientId: number | null; alternatives?: number[] }[],
  fallback: "de" | "en",
  skippedLabel: string,
): DraftValues {
  const lang = recipe.language ?? fallback;
  const skipped = lines.filter((l) => l.ingredientId === null).map((l) => l.parsed.text);
  const note = skipped.length > 0 ? `${skippedLabel}: ${skipped.join("; ")}` : "";
  const description = [recipe.description, note]
    .filter(Boolean)
    .join("\n\n")
    .slice(0, IMPORT_LIMITS.description);
  const texts = { name: recipe.name, description, steps: recipe.steps };
  return {
    nameDe: lang === "de" ? texts.name : "",
    nameEn: lang === "en" ? texts.name : "",
    descriptionDe: lang === "de" ? texts.description : "",
    descriptionEn: lang === "en" ? texts.description : "",
    stepsDe: lang === "de" ? texts.steps : "",
    stepsEn: lang === "en" ? texts.steps : "",
    garnishDe: "",
    garnishEn: "",
    difficulty: "easy",
    glass: "coupe",
    method: "shake",
    lines: lines.flatMap(({ parsed, ingredientId, alternatives = [] }) =>
      ingredientId === null
        ? []
        : [
            {
              ingredient: ingredientId,
              alternatives,
              amount: parsed.amount === null ? "" : String(parsed.amount),
              unit: parsed.unit,
              optional: parsed.optional ? ("on" as const) : undefined,
              exact: undefined,
            },
          ],
    ),
  };
}

import { z } from "zod";
import { DIFFICULTIES, GLASS_TYPES, METHODS, UNITS } from "../../db/domain";

// The recipe form, shared by the browser (conform) and the server. "Save draft" needs only a name in one
// language; "Publish" needs a whole recipe (publishProblems). Messages are translation keys.

export const MAX_LINES = 30;
/** What one line may accept instead of its ingredient ("rye or bourbon"). */
export const MAX_ALTERNATIVES = 3;
/** Volume units and their size in cl, for the "0 < amount ≤ 100 cl" rule. */
const CL_PER_UNIT: Record<string, number> = { cl: 1, ml: 0.1, oz: 3 };

/** "2,5" and "2.5" alike; null for empty; NaN for anything else. */
export function parseAmount(text: string | undefined): number | null {
  const value = (text ?? "").trim();
  if (value === "") return null;
  if (!/^\d{1,4}([.,]\d{1,3})?$/.test(value)) return Number.NaN;
  return Number(value.replace(",", "."));
}

const optionalText = (max: number) => z.string().trim().max(max, "author.tooLong").optional();

// ids are PostgreSQL integers; whether the ingredient exists is checked against the database on save
const ingredientId = z.preprocess(
  (v) => (v === "" || v === undefined ? undefined : Number(v)),
  z.number().int().positive().max(2_147_483_647).optional(),
);

const line = z.object({
  ingredient: ingredientId,
  /** accepted instead of the ingredient, in order; an empty choice is left out on save */
  alternatives: z.array(ingredientId).max(MAX_ALTERNATIVES, "author.tooManyAlternatives").default([]),
  amount: z.string().trim().max(10, "author.amountInvalid").optional(),
  unit: z.enum(UNITS).default("cl"),
  optional: z.literal("on").optional(),
  exact: z.literal("on").optional(),
});

const recipeFormFields = z.object({
  intent: z.enum(["draft", "publish", "autosave"]).default("draft"),
  version: z.coerce.number().int().min(0).optional(),
  nameDe: optionalText(120),
  nameEn: optionalText(120),
  descriptionDe: optionalText(1000),
  descriptionEn: optionalText(1000),
  stepsDe: optionalText(5000),
  stepsEn: optionalText(5000),
  garnishDe: optionalText(200),
  garnishEn: optionalText(200),
  difficulty: z.enum(DIFFICULTIES).default("easy"),
  glass: z.enum(GLASS_TYPES).default("coupe"),
  method: z.enum(METHODS).default("shake"),
  lines: z.array(line).max(MAX_LINES, "author.tooManyLines").default([]),
});

/**
 * The recipe form's schema. A recipe needs a name and steps in at least one language: that message sits on
 * the page language's field (an English page's English name), where the author looks first.
 */
export function recipeFormSchemaFor(locale: "de" | "en") {
  const lang = locale === "en" ? "En" : "De";
  return recipeFormFields.superRefine((v, ctx) => {
    if (!v.nameDe && !v.nameEn)
      ctx.addIssue({ code: "custom", path: [`name${lang}`], message: "author.nameRequired" });
    v.lines.forEach((l, i) => {
      if (Number.isNaN(parseAmount(l.amount))) {
        ctx.addIssue({ code: "custom", path: ["lines", i, "amount"], message: "author.amountInvalid" });
      }
    });
    if (v.intent !== "publish") return;
    for (const problem of publishProblems(v, locale)) ctx.addIssue({ code: "custom", ...problem });
  });
}

/** The schema of a German page (and of whatever does not depend on the page's language). */
export const recipeFormSchema = recipeFormSchemaFor("de");

export type RecipeFormValues = z.infer<typeof recipeFormSchema>;

/** A line's alternatives as saved: chosen ones only, each once, never the line's own ingredient. */
export function chosenAlternatives(line: {
  ingredient?: number;
  alternatives: (number | undefined)[];
}): number[] {
  const ids = line.alternatives.filter((id): id is number => id !== undefined && id !== line.ingredient);
  return [...new Set(ids)];
}

export const steps = (text: string | undefined) =>
  (text ?? "")
    .split("\n")
    .map((s) => s.replace(/^\s*\d+[.)]\s*/, "").trim())
    .filter(Boolean);

/** What a whole recipe needs before it is published. */
export function publishProblems(
  v: Omit<RecipeFormValues, "intent" | "version">,
  locale: "de" | "en" = "de",
): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const filled = v.lines.filter((l) => l.ingredient);
  if (filled.length < 2) problems.push({ path: ["lines"], message: "author.twoLines" });
  v.lines.forEach((l, i) => {
    if (!l.ingredient)
      problems.push({ path: ["lines", i, "ingredient"], message: "author.ingredientRequired" });
    const amount = parseAmount(l.amount);
    const perCl = CL_PER_UNIT[l.unit];
    if (amount !== null && !Number.isNaN(amount) && perCl !== undefined) {
      const cl = amount * perCl;
      if (!(cl > 0 && cl <= 100))
        problems.push({ path: ["lines", i, "amount"], message: "author.amountRange" });
    } else if (amount === 0) {
      problems.push({ path: ["lines", i, "amount"], message: "author.amountRange" });
    }
  });
  if (steps(v.stepsDe).length === 0 && steps(v.stepsEn).length === 0) {
    problems.push({ path: [locale === "en" ? "stepsEn" : "stepsDe"], message: "author.stepRequired" });
  }
  return problems;
}

/** The form's fields as the browser sends them (all text). */
export type RecipeFormInput = {
  intent?: string;
  version?: string;
  nameDe?: string;
  nameEn?: string;
  descriptionDe?: string;
  descriptionEn?: string;
  stepsDe?: string;
  stepsEn?: string;
  garnishDe?: string;
  garnishEn?: string;
  difficulty?: string;
  glass?: string;
  method?: string;
  lines?: {
    ingredient?: string;
    alternatives?: string[];
    amount?: string;
    unit?: string;
    optional?: string;
    exact?: string;
  }[];
};

/** Restore one of the recipe's revisions as a new draft. */
export const restoreSchema = z.object({
  intent: z.literal("restore"),
  revision: z.coerce.number().int().positive().max(2_147_483_647),
});

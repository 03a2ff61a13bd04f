import type { Locale } from "~/lib/locale";
import { MAX_ALTERNATIVES } from "~/lib/recipe-form";
import { choiceField, draftValues, type ImportedRecipe, readChoice } from "~/lib/recipe-import";
import { type LineMatch, matchLine, nameIndex, parseIngredientLine } from "~/lib/recipe-lines-parse";
import { amountText } from "~/lib/recipe-text";
import { ingredientsByCategory } from "~/models/bar-index.server";
import { createImportedDrafts, importNameEntries } from "~/models/recipe-import.server";
import { getT } from "~/utils/i18n.server";
import type { DB } from "../../db/client";

// The import's two steps after reading the file (app/lib/recipe-import.ts): each recipe's lines matched to
// the ingredient tree for the member to check, then the drafts written from the member's choices, all in
// one transaction (app/models/recipe-import.server.ts).

type Matched = {
  text: string;
  amount: string;
  name: string;
  match: LineMatch;
  /** what an "A or B" line accepts besides its ingredient */
  alternatives: number[];
  field: string;
};

async function matchAll(db: DB, recipes: ImportedRecipe[], locale: Locale) {
  const [entries, t] = await Promise.all([importNameEntries(db), getT(locale)]);
  const index = nameIndex(entries);
  return recipes.map((recipe, r) =>
    recipe.lines.map((text, l): Matched & { parsed: ReturnType<typeof parseIngredientLine> } => {
      const parsed = parseIngredientLine(text);
      const { match, alternatives } = matchLine(parsed.name, index, MAX_ALTERNATIVES);
      return {
        text,
        amount: amountText(t, locale, parsed),
        name: parsed.name,
        match,
        alternatives,
        field: choiceField(r, l),
        parsed,
      };
    }),
  );
}

/** The review page: every recipe with each line, its match and, for lines not matched exactly, a choice. */
export async function reviewImport(db: DB, recipes: ImportedRecipe[], locale: Locale) {
  const [matched, groups] = await Promise.all([
    matchAll(db, recipes, locale),
    ingredientsByCategory(db, locale),
  ]);
  const names = new Map(groups.flatMap((g) => g.items.map((i) => [i.id, i.name] as const)));
  return {
    recipes: recipes.map((recipe, r) => ({
      name: recipe.name,
      language: recipe.language,
      lines: (matched[r] ?? []).map(({ parsed: _p, match, alternatives: _a, ...line }) => ({
        ...line,
        kind: match.kind,
        ingredientId: match.kind === "none" ? null : match.id,
        ingredient: match.kind === "none" ? null : (names.get(match.id) ?? null),
      })),
    })),
    choices: groups.map((g) => ({ name: g.name, items: g.items.map((i) => ({ id: i.id, name: i.name })) })),
  };
}

export type ImportOutcome = { ok: true; ids: number[] } | { ok: false; missing: string[] };

/**
 * Writes the drafts: lines matched exactly keep their ingredient, the others take the member's choice (an
 * ingredient, or left out with their text kept); a line without a valid choice refuses the whole import.
 */
export async function createFromReview(
  db: DB,
  userId: number,
  recipes: ImportedRecipe[],
  form: FormData,
  locale: Locale,
): Promise<ImportOutcome> {
  const [matched, entries, de, en] = await Promise.all([
    matchAll(db, recipes, locale),
    importNameEntries(db),
    getT("de"),
    getT("en"),
  ]);
  // the note on left-out lines in the language the draft is written in
  const skipped = { de: de("exchange.skippedLabel"), en: en("exchange.skippedLabel") };
  const valid = new Set(entries.map((e) => e.id));
  const missing: string[] = [];
  const drafts = recipes.map((recipe, r) => {
    const lines = (matched[r] ?? []).map((line) => {
      if (line.match.kind === "exact") {
        return { parsed: line.parsed, ingredientId: line.match.id, alternatives: line.alternatives };
      }
      const choice = readChoice(form.get(line.field));
      if (choice === "skip") return { parsed: line.parsed, ingredientId: null };
      if (choice === null || !valid.has(choice)) {
        missing.push(line.field);
        return { parsed: line.parsed, ingredientId: null };
      }
      return { parsed: line.parsed, ingredientId: choice };
    });
    return draftValues(recipe, lines, locale, skipped[recipe.language ?? locale]);
  });
  if (missing.length > 0) return { ok: false, missing };
  return { ok: true, ids: await createImportedDrafts(db, userId, drafts) };
}

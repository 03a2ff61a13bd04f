import { expect } from "vitest";
import { recipes } from "../../db/seed/content/recipes";
import type { RecipeSeed } from "../../db/seed/content/types";

// The content tests' way into the seed recipes: one recipe by slug, one of its lines by ingredient key.

const bySlug = new Map(recipes.map((r) => [r.slug, r]));

export function recipe(slug: string): RecipeSeed {
  const r = bySlug.get(slug);
  if (!r) throw new Error(`no seed recipe ${slug}`);
  return r;
}

/** The recipe's one line of `ing` (the test fails when there is none or more than one). */
export function line(slug: string, ing: string) {
  const found = recipe(slug).lines.filter((l) => l.ing === ing);
  expect(found, `${slug}: one line of ${ing}`).toHaveLength(1);
  return found[0] as RecipeSeed["lines"][number];
}

import type { IngredientFacts } from "./types";

// Sugar, pieces and allergens of the ingredients in ingredients-standards.ts (same rules as ingredient-facts.ts).

export const standardsIngredientFacts: Record<string, IngredientFacts> = {};

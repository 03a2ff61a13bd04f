import { standardsIngredientFacts } from "./ingredient-facts-standards";
import type { IngredientFacts } from "./types";

// What each ingredient adds to a drink beside its alcohol: sugar per 100 ml, what one piece adds, allergens,
// raw egg. Keyed by ingredient key; a more specific ingredient without an entry takes its nearest
// ancestor's. Every figure names its source.

const coreFacts: Record<string, IngredientFacts> = {};

export const ingredientFacts: Record<string, IngredientFacts> = { ...coreFacts, ...standardsIngredientFacts };

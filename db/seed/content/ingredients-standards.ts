import type { IngredientSeed } from "./types";

// Ingredients the standards added for the reference collection need (recipes-standards.ts).

export const standardsIngredients: IngredientSeed[] = [];

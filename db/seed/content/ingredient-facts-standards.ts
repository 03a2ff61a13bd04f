import type { IngredientFacts } from "./types";

// Sugar, pieces and allergens of the ingredients in ingredients-standards.ts (same rules as ingredient-facts.ts).

export const standardsIngredientFacts: Record<string, IngredientFacts> = {
  pimms: { sugarPer100ml: 10, source: "EU Regulation 2019/787 (liqueur: ≥ 100 g/l)" },
  ketchup: {
    sugarPer100ml: 22.8,
    allergens: ["celery"],
    source:
      "Heinz Tomato Ketchup, producer's label (UK): 22.8 g sugar per 100 g; celery in the spice extracts",
  },
};

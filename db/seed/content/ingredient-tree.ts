import { graphIngredients } from "./ingredient-graph";
import { ingredients } from "./ingredients";
import { ingredientsExtra } from "./ingredients-extra";
import { modernIngredients } from "./ingredients-modern";
import { standardsIngredients } from "./ingredients-standards";
import { tikiLowIngredients } from "./ingredients-tiki-low";
import type { IngredientSeed } from "./types";

/** Every ingredient node of the seed content, from all its files: the one list the seeder and tests read. */
export const ingredientTree: IngredientSeed[] = [
  ...ingredients,
  ...ingredientsExtra,
  ...modernIngredients,
  ...tikiLowIngredients,
  ...standardsIngredients,
  ...graphIngredients,
];

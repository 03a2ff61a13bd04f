import { alcoholFreeRecipes } from "./recipes-alcohol-free";
import { classicRecipes } from "./recipes-classics";
import { ibaRecipes } from "./recipes-iba";
import { modernRecipes } from "./recipes-modern";
import { standardRecipes } from "./recipes-standards";
import { tikiLowRecipes } from "./recipes-tiki-low";
import type { RecipeSeed } from "./types";

export const recipes: RecipeSeed[] = [
  ...ibaRecipes,
  ...classicRecipes,
  ...alcoholFreeRecipes,
  ...modernRecipes,
  ...tikiLowRecipes,
  ...standardRecipes,
];

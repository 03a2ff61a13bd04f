import { alcoholFreeRecipes } from "./recipes-alcohol-free";
import { classicRecipes } from "./recipes-classics";
import { ibaRecipes } from "./recipes-iba";
import type { RecipeSeed } from "./types";

export const recipes: RecipeSeed[] = [...ibaRecipes, ...classicRecipes, ...alcoholFreeRecipes];

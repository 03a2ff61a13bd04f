import type { RecipeSeed } from "./types";

// Standards people look for that the first collection lacked (the Gibson, Pegu Club, Brooklyn, …) and
// German-market favourites. Amounts in cl; every recipe names its source.

export const standardRecipes: RecipeSeed[] = [];

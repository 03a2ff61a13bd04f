import type { TFunction } from "i18next";
import type { Locale } from "./locale";
import type { ExcludableAllergen, ListQuery } from "./recipe-query";

/**
 * The recipe list's heading for what it shows: "All recipes" without a filter, otherwise the filters by
 * name ("Recipes: Rum · Easy · without egg"), so a chip like "Rum (50)" leads to a page titled for rum.
 * `names` are the chosen group's, base's and ingredient's names in the page's language (unknown keys show nothing).
 */
export function listTitle(
  t: TFunction,
  locale: Locale,
  query: Pick<ListQuery, "group" | "base" | "ingredient" | "difficulty" | "strength" | "without">,
  names: { group?: string; base?: string; ingredient?: string },
): string {
  const parts: string[] = [];
  if (query.base && names.base) parts.push(names.base);
  if (query.ingredient && names.ingredient) parts.push(names.ingredient);
  if (query.group && names.group) parts.push(names.group);
  if (query.difficulty) parts.push(t(`difficulty.${query.difficulty}`));
  if (query.strength) parts.push(t(`recipes.strength_${query.strength}`));
  if (query.without.length > 0) parts.push(withoutText(t, locale, query.without));
  return parts.length === 0
    ? t("recipes.listTitle")
    : t("recipes.listTitleFiltered", { filters: parts.join(" · ") });
}

/** "without egg and milk" ("ohne Ei und Milch"): English lowers the allergens' names, German nouns keep theirs. */
export function withoutText(t: TFunction, locale: Locale, allergens: readonly ExcludableAllergen[]): string {
  const names = allergens.map((a) => {
    const name = t(`allergen.${a}`);
    return locale === "en" ? name.toLocaleLowerCase("en") : name;
  });
  return t("recipes.titleWithout", {
    list: new Intl.ListFormat(locale, { type: "conjunction" }).format(names),
  });
}

import type { TFunction } from "i18next";
import type { Locale } from "./locale";
import type { ListQuery } from "./recipe-query";

/**
 * The recipe list's heading for what it shows: "All recipes" without a filter, otherwise the filters by
 * name ("Recipes: Rum · Easy · without egg"), so a chip like "Rum (50)" leads to a page titled for rum.
 * `names` are the chosen group's and base's names in the page's language (unknown keys show nothing).
 */
export function listTitle(
  t: TFunction,
  locale: Locale,
  query: Pick<ListQuery, "group" | "base" | "difficulty" | "strength" | "without">,
  names: { group?: string; base?: string },
): string {
  const parts: string[] = [];
  if (query.base && names.base) parts.push(names.base);
  if (query.group && names.group) parts.push(names.group);
  if (query.difficulty) parts.push(t(`difficulty.${query.difficulty}`));
  if (query.strength) parts.push(t(`recipes.strength_${query.strength}`));
  if (query.without.length > 0) {
    const allergens = query.without.map((a) => {
      const name = t(`allergen.${a}`);
      // English writes "without egg"; German nouns keep their capital ("ohne Ei")
      return locale === "en" ? name.toLocaleLowerCase("en") : name;
    });
    parts.push(
      t("recipes.titleWithout", {
        list: new Intl.ListFormat(locale, { type: "conjunction" }).format(allergens),
      }),
    );
  }
  return parts.length === 0
    ? t("recipes.listTitle")
    : t("recipes.listTitleFiltered", { filters: parts.join(" · ") });
}

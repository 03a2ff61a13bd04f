import type { TFunction } from "i18next";
import type { Locale } from "./locale";
import { type StandardDrinkCountry, standardDrinks } from "./standard-drinks";

// A drink's strength, energy and allergens as the facts list shows them, written by the loader so the
// page's browser code carries no formatting (docs/decisions/0024).

export type FactRow = { label: string; value: string };

const decimals: Record<Locale, Intl.NumberFormat> = {
  de: new Intl.NumberFormat("de", { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat("en", { maximumFractionDigits: 1 }),
};

export function strengthFacts(
  t: TFunction,
  locale: Locale,
  strength: { abv: number; alcoholG: number; kcal: number } | null,
  allergens: readonly string[],
  country: StandardDrinkCountry,
): FactRow[] {
  const n = decimals[locale];
  const rows: FactRow[] = [];
  if (strength) {
    rows.push({
      label: t("strength.abvLabel"),
      value:
        strength.abv === 0 ? t("strength.alcoholFree") : t("strength.abv", { abv: n.format(strength.abv) }),
    });
    if (strength.abv > 0) {
      const drinks = standardDrinks(strength.alcoholG, country);
      rows.push({
        label: t("strength.alcoholLabel"),
        value: t("strength.alcohol", {
          grams: n.format(strength.alcoholG),
          // the plural follows the number, the text shows it formatted ("1,9 Standardgläser")
          count: drinks,
          drinks: n.format(drinks),
          country: t(`strength.countryShort_${country}`),
        }),
      });
    }
    rows.push({ label: t("strength.energyLabel"), value: t("strength.kcal", { kcal: strength.kcal }) });
  }
  if (allergens.length > 0) {
    rows.push({ label: t("strength.allergensLabel"), value: allergenList(t, locale, allergens) });
  }
  return rows;
}

/** "Egg, milk": in English only the list's first word is capitalised; German nouns keep theirs. */
export function allergenList(t: TFunction, locale: Locale, allergens: readonly string[]): string {
  return allergens
    .map((a, i) => {
      const name = t(`allergen.${a}` as "allergen.egg");
      return locale === "en" && i > 0 ? name.toLowerCase() : name;
    })
    .join(", ");
}

/**
 * A drink's strength on a menu, in one short line: "18 % vol, 1.4 standard drinks (UK units)", or
 * "alcohol-free"; null when the strength is not known.
 */
export function menuStrength(
  t: TFunction,
  locale: Locale,
  drink: { abv: number | null; alcoholG: number | null },
  country: StandardDrinkCountry,
): string | null {
  if (drink.abv === null) return null;
  if (drink.abv === 0) return t("strength.alcoholFreeShort");
  const drinks = standardDrinks(drink.alcoholG ?? 0, country);
  return t("brandMenu.strength", {
    count: drinks,
    abv: decimals[locale].format(Math.round(drink.abv)),
    drinks: decimals[locale].format(drinks),
    country: t(`strength.countryShort_${country}`),
  });
}

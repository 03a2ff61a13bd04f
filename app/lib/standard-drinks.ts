import type { Locale } from "./locale";

// Standard drinks: how many of a country's reference amounts of alcohol a drink holds. Sources in
// docs/decisions/0024-strength-and-trust.md: Germany 10 g (the DHS's "Standardglas", 10–12 g; we count the
// lower bound as the WHO does), the UK 8 g (one unit: 10 ml of ethanol, NHS), the US 14 g (NIAAA).

export const STANDARD_DRINK_COUNTRIES = ["de", "uk", "us"] as const;
export type StandardDrinkCountry = (typeof STANDARD_DRINK_COUNTRIES)[number];

export const GRAMS_PER_STANDARD_DRINK: Record<StandardDrinkCountry, number> = { de: 10, uk: 8, us: 14 };

/** The country a page shows by default: Germany on German pages, the UK on English ones. */
export const DEFAULT_COUNTRY: Record<Locale, StandardDrinkCountry> = { de: "de", en: "uk" };

export function isStandardDrinkCountry(value: unknown): value is StandardDrinkCountry {
  return typeof value === "string" && (STANDARD_DRINK_COUNTRIES as readonly string[]).includes(value);
}

/** The visitor's choice when it is one, else the page language's country. */
export function standardDrinkCountry(choice: unknown, locale: Locale): StandardDrinkCountry {
  return isStandardDrinkCountry(choice) ? choice : DEFAULT_COUNTRY[locale];
}

/** Standard drinks in `alcoholG` grams of ethanol, to one decimal. */
export function standardDrinks(alcoholG: number, country: StandardDrinkCountry): number {
  // the epsilon keeps 13.4999… (floating point for 13.5) rounding up, as on paper
  return Math.round((alcoholG / GRAMS_PER_STANDARD_DRINK[country]) * 10 + 1e-9) / 10;
}

import type { TFunction } from "i18next";
import type { Locale } from "./locale";
import { unitLabel } from "./messages";
import { formatAmount, unitKey } from "./units";

// How a recipe reads as text: an ingredient line's amount ("2 cl", "1 dash", "top up") and the schema.org
// Recipe description that search engines read.

export type AmountLine = { amount: number | null; unit: string };

/** "2 cl", "3 dashes", "top up"; empty for a line without an amount ("a lime wedge"). */
export function amountText(t: TFunction, locale: Locale, line: AmountLine): string {
  const unit = unitKey(line.unit);
  if (line.amount === null) return unit === "top" ? t("units.top") : "";
  return `${formatAmount(line.amount, line.unit, locale)} ${unitLabel(t, unit, line.amount)}`;
}

export type JsonLdRecipe = {
  name: string;
  otherName: string;
  description: string;
  steps: string[];
  ratingAvg: number;
  ratingCount: number;
  lines: (AmountLine & { name: string })[];
};

/** The schema.org Recipe for the page, with each ingredient line as the page shows it. */
export function recipeJsonLd(
  recipe: JsonLdRecipe,
  page: { url: string; servings: number; amount: (line: AmountLine) => string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.name,
    alternateName: recipe.otherName !== recipe.name ? recipe.otherName : undefined,
    description: recipe.description,
    url: page.url,
    recipeCategory: "Cocktail",
    recipeYield: String(page.servings),
    recipeIngredient: recipe.lines.map((l) => `${page.amount(l)} ${l.name}`.trim()),
    recipeInstructions: recipe.steps.map((text) => ({ "@type": "HowToStep", text })),
    aggregateRating:
      recipe.ratingCount > 0
        ? {
            "@type": "AggregateRating",
            ratingValue: recipe.ratingAvg,
            ratingCount: recipe.ratingCount,
            bestRating: 5,
          }
        : undefined,
  };
}

/** JSON for a <script> element: "<" is escaped so the text can never end the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

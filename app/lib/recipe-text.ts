import type { TFunction } from "i18next";
import { type Locale, localePath } from "./locale";
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
  /** The member who wrote it; null for the site's own (seeded) recipes and for deleted members. */
  author: { name: string; slug: string } | null;
  publishedAt: Date | string | null;
  updatedAt: Date | string | null;
  groups?: { name: string }[];
  baseName?: string | null;
  /** per drink as served */
  strength?: { kcal: number; abv: number } | null;
  /** the volume in the glass (ml), for the serving size */
  volumeMl?: number | null;
  source?: { title: string; detail: string; url: string } | null;
};

function isoDate(value: Date | string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * The schema.org Recipe for the page, with each ingredient line as the page shows it: the drink's picture
 * (absolute URL), the rating only when there is one, the steps as HowToSteps, the member who wrote it (or
 * the site, for its own recipes) and the dates.
 */
export function recipeJsonLd(
  recipe: JsonLdRecipe,
  page: {
    url: string;
    servings: number;
    amount: (line: AmountLine) => string;
    /** The picture's absolute URL. */
    image: string;
    locale: Locale;
    /** The site: author of its own recipes, and where member profiles live. */
    site: { name: string; origin: string };
  },
) {
  const site = { "@type": "Organization", name: page.site.name, url: `${page.site.origin}/` };
  const keywords = [...(recipe.groups ?? []).map((g) => g.name), recipe.baseName ?? ""].filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.name,
    alternateName: recipe.otherName !== recipe.name ? recipe.otherName : undefined,
    description: recipe.description,
    url: page.url,
    mainEntityOfPage: page.url,
    image: [page.image],
    inLanguage: page.locale,
    author: recipe.author
      ? {
          "@type": "Person",
          name: recipe.author.name,
          url: `${page.site.origin}${localePath(page.locale, `/profile/${recipe.author.slug}`)}`,
        }
      : site,
    publisher: site,
    datePublished: isoDate(recipe.publishedAt),
    dateModified: isoDate(recipe.updatedAt),
    recipeCategory: "Cocktail",
    keywords: keywords.length > 0 ? keywords.join(", ") : undefined,
    recipeYield: String(page.servings),
    recipeIngredient: recipe.lines.map((l) => `${page.amount(l)} ${l.name}`.trim()),
    recipeInstructions: recipe.steps.map((text) => ({ "@type": "HowToStep", text })),
    // per drink; schema.org has no alcohol field, the page shows the ABV
    nutrition: recipe.strength
      ? {
          "@type": "NutritionInformation",
          calories: `${recipe.strength.kcal} calories`,
          servingSize: recipe.volumeMl ? `${Math.round(recipe.volumeMl)} ml` : undefined,
        }
      : undefined,
    isBasedOn: recipe.source
      ? {
          "@type": "CreativeWork",
          name: recipe.source.detail
            ? `${recipe.source.title}, ${recipe.source.detail}`
            : recipe.source.title,
          url: recipe.source.url || undefined,
        }
      : undefined,
    aggregateRating:
      recipe.ratingCount > 0
        ? {
            "@type": "AggregateRating",
            ratingValue: recipe.ratingAvg,
            ratingCount: recipe.ratingCount,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  };
}

/** JSON for a <script> element: "<" is escaped so the text can never end the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

import { type JsonLdRecipe, recipeJsonLd } from "./recipe-text";
import { slugify } from "./slug";
import { GRAMS_PER_STANDARD_DRINK, STANDARD_DRINK_COUNTRIES, standardDrinks } from "./standard-drinks";

// A member's download of recipes: an ItemList of the same schema.org Recipe objects the recipe pages carry
// (app/lib/recipe-text.ts recipeJsonLd), each with its strength as PropertyValues (schema.org has no field
// for alcohol), its source (isBasedOn) and, only in the member's own downloads, their private note (a
// Comment). The import (app/lib/recipe-import.ts) reads this shape back.

export type ExportRecipe = JsonLdRecipe & {
  url: string;
  image: string;
  strength: { abv: number; alcoholG: number; kcal: number } | null;
  /** the member's private note: given only for their own downloads */
  note: string | null;
};

type PageContext = Parameters<typeof recipeJsonLd>[1];

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The drink's strength as schema.org PropertyValues: ABV, grams of alcohol, standard drinks per country. */
export function strengthProperties(
  strength: { abv: number; alcoholG: number } | null,
  volumeMl: number | null,
) {
  if (!strength) return undefined;
  const properties: Record<string, unknown>[] = [
    {
      "@type": "PropertyValue",
      propertyID: "abv",
      name: "Alcohol by volume",
      value: round1(strength.abv),
      unitText: "%",
    },
    {
      "@type": "PropertyValue",
      propertyID: "alcohol",
      name: "Alcohol",
      value: round1(strength.alcoholG),
      unitCode: "GRM",
      unitText: "g",
    },
  ];
  if (strength.abv > 0) {
    for (const country of STANDARD_DRINK_COUNTRIES) {
      properties.push({
        "@type": "PropertyValue",
        propertyID: `standardDrinks-${country}`,
        name: `Standard drinks (${country.toUpperCase()}, ${GRAMS_PER_STANDARD_DRINK[country]} g)`,
        value: standardDrinks(strength.alcoholG, country),
      });
    }
  }
  if (volumeMl) {
    properties.push({
      "@type": "PropertyValue",
      propertyID: "volume",
      name: "Volume in the glass",
      value: Math.round(volumeMl),
      unitCode: "MLT",
      unitText: "ml",
    });
  }
  return properties;
}

/** One recipe of a download: the recipe page's JSON-LD, its strength, and the note when there is one. */
export function exportRecipe(recipe: ExportRecipe, page: Omit<PageContext, "url" | "image">) {
  const { "@context": _context, ...ld } = recipeJsonLd(recipe, {
    ...page,
    url: recipe.url,
    image: recipe.image,
  });
  return {
    ...ld,
    additionalProperty: strengthProperties(recipe.strength, recipe.volumeMl ?? null),
    comment: recipe.note ? { "@type": "Comment", text: recipe.note } : undefined,
  };
}

/** The whole download: an ItemList, named, with its recipes in order. */
export function exportDocument(
  list: { name: string; description: string; url: string; created: Date },
  recipes: ReturnType<typeof exportRecipe>[],
) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: list.name,
    description: list.description || undefined,
    url: list.url,
    dateCreated: list.created.toISOString(),
    numberOfItems: recipes.length,
    itemListElement: recipes.map((item, index) => ({ "@type": "ListItem", position: index + 1, item })),
  };
}

/** "summer-party-2026-11-28.json": the list's name and the day, safe in any file system. */
export function exportFileName(name: string, created: Date): string {
  const base = slugify(name, 60) || "recipes";
  return `${base}-${created.toISOString().slice(0, 10)}.json`;
}

// Shapes of the hand-written seed content. The seeder (db/seed/*.ts) turns these into rows.
// Keys are stable, kebab-case, English, ASCII: they never change once landed (the seeder upserts by them).
import type { Difficulty, GlassType as Glass, Method, Unit } from "../../domain";

export type Bilingual<T> = { de: T; en: T };

export type IngredientKind = "category" | "generic" | "specific";

export type IngredientSeed = {
  key: string;
  /** key of the parent node; absent only for categories (the roots). */
  parent?: string;
  kind: IngredientKind;
  de: string;
  en: string;
  /** other names people type, e.g. "Limette" for lime juice. */
  synonymsDe?: string[];
  synonymsEn?: string[];
  /** alcohol by volume in percent, where meaningful. */
  abv?: number;
};

export const TASTES = ["sweet", "sour", "bitter", "fresh"] as const;
export type Taste = (typeof TASTES)[number];

export const STRENGTHS = ["none", "light", "medium", "strong"] as const;
export type Strength = (typeof STRENGTHS)[number];

export type RecipeLineSeed = {
  /** an ingredient key */
  ing: string;
  /** absent for "top up", "to taste" and the like */
  amount?: number;
  unit: Unit;
  optional?: boolean;
  /** true when only exactly this ingredient will do (a more specific one does, a sibling does not) */
  exact?: boolean;
  /** further ingredients the line accepts as they are ("rye or bourbon"): keys, each as good as `ing` */
  or?: string[];
  /** with `or`, the reason the line accepts them */
  note?: Bilingual<string>;
};

export type RecipeText = {
  name: string;
  description: string;
  /** numbered steps, one sentence or two each, without the number */
  steps: string[];
  garnish: string;
};

export type RecipeSeed = {
  slug: string;
  de: RecipeText;
  en: RecipeText;
  glass: Glass;
  method: Method;
  difficulty: Difficulty;
  lines: RecipeLineSeed[];
  /** recipe group keys */
  groups: string[];
  /** where the spec comes from: shown on the recipe page and in its JSON-LD */
  source: RecipeSource;
  /** key of the base spirit's ingredient node (e.g. "gin", "rum"); "none" for alcohol-free */
  base: string;
  taste: Taste[];
  strength: Strength;
  iba?: boolean;
};

/** Where a recipe's spec comes from. */
export type RecipeSource = {
  /**
   * the work or bar as cited, the same in both languages: "IBA Official Cocktails (2024)",
   * "Harry Craddock, The Savoy Cocktail Book (1930)", "Pegu Club, New York (Audrey Saunders, 2005)"
   */
  title: string;
  /** where in it, when known: "p. 87", "recipe no. 12" */
  detail?: string;
  /** a public page of the source (e.g. the IBA's page of the cocktail); https only */
  url?: string;
  /** only when the recipe is not the source's spec as printed: how it differs, in both languages */
  note?: Bilingual<string>;
};

/** The allergens the EU asks food to declare (Regulation 1169/2011, Annex II) that drinks can hold. */
export const ALLERGENS = [
  "egg",
  "milk",
  "nuts",
  "peanuts",
  "gluten",
  "sulphites",
  "soy",
  "celery",
  "fish",
  "sesame",
  "mustard",
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** What an ingredient adds to a drink beside its alcohol (its ABV is on the ingredient itself). */
export type IngredientFacts = {
  /** grams of sugar per 100 ml (liquids) */
  sugarPer100ml?: number;
  /** for what is counted in pieces (a sugar cube, a lime wedge, a mint sprig): what one adds */
  perPiece?: { ml?: number; sugarG?: number };
  /** where one unit differs from `perPiece`: a whole lime ("1 piece") against one wedge */
  perUnit?: Partial<Record<"piece" | "wedge" | "slice", { ml?: number; sugarG?: number }>>;
  allergens?: Allergen[];
  /** a raw egg or part of one: the recipe page warns and names the way around it */
  rawEgg?: true;
  /** where the figures come from: "USDA FoodData Central 168156", "EU Regulation 2019/787 (crème de: ≥ 250 g/l)" */
  source: string;
};

export type RecipeGroupSeed = {
  key: string;
  slug: string;
  de: { name: string; description: string };
  en: { name: string; description: string };
};

export type BrandSeed = {
  slug: string;
  name: string;
  website: string;
  imprintUrl: string;
  registeredSince: string; // ISO date
  de: { description: string };
  en: { description: string };
};

export type ProductSeed = {
  slug: string;
  brand: string; // brand slug
  /** key of the generic (or specific) ingredient node this product is; the seeder adds the product as a leaf below it */
  parent: string;
  name: string;
  de: { description: string };
  en: { description: string };
  abv?: number;
  buyUrl: string;
  price: number;
  currency: "EUR";
};

export type FaqSeed = {
  key: string;
  position: number;
  de: { question: string; answer: string };
  en: { question: string; answer: string };
};

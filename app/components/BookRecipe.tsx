import { Fragment, type ReactNode } from "react";
import { useTranslation } from "~/components/I18n";
import { bookAnchor } from "~/lib/menu-text";
import { glassLabel, methodLabel } from "~/lib/messages";
import { DrinkPicture } from "./DrinkPicture";
import { LocaleLink } from "./LocaleLink";
import { RecipeMethod } from "./RecipeMethod";
import { RawEggNote } from "./RecipeTrust";

export type BookRecipeData = {
  slug: string;
  name: string;
  description: string;
  glass: string;
  /** the stored scene its picture is drawn from (recipes.picture) */
  picture: unknown;
  method: string;
  garnish: string;
  translated: boolean;
  steps: string[];
  /** strength, energy and allergens as the facts list shows them (written by the loader) */
  facts: { label: string; value: string }[];
  alcoholFree: boolean;
  rawEgg: boolean;
  lines: {
    name: string;
    amount: number | null;
    unit: string;
    /** the amount as shown, written by the loader ("2 cl", "top up") */
    amountText: string;
    optional: boolean;
    exact: boolean;
    note: string;
  }[];
};

/** One recipe of a cocktail book: a printed page of its own (brand-menu.css), amounts already scaled. */
export function BookRecipe({
  recipe,
  number,
  servings,
  children,
}: {
  recipe: BookRecipeData;
  number: number;
  servings: number;
  /** printed under the method: a member's booklet puts their own note there */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = bookAnchor(recipe.slug);
  return (
    <section className="book-recipe" id={id} aria-labelledby={`${id}-title`}>
      <header className="book-recipe__header">
        <DrinkPicture picture={recipe.picture} glass={recipe.glass} className="book-recipe__picture" />
        <div>
          <p className="book-recipe__number">{number}</p>
          <h2 id={`${id}-title`}>{recipe.name}</h2>
          {recipe.translated ? null : <p className="badge">{t("author.notTranslated")}</p>}
          {recipe.description ? <p>{recipe.description}</p> : null}
        </div>
      </header>
      <dl className="recipe-facts">
        <dt>{t("recipe.glass")}</dt>
        <dd>{glassLabel(t, recipe.glass)}</dd>
        <dt>{t("recipe.method")}</dt>
        <dd>{methodLabel(t, recipe.method)}</dd>
        {recipe.facts.map((row) => (
          <Fragment key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </Fragment>
        ))}
      </dl>
      <h3>{t("recipe.ingredients")}</h3>
      <p className="muted">{t("recipe.forServings", { count: servings })}</p>
      <ul className="ingredient-list">
        {recipe.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own and never reorder here
          <li key={index}>
            <span className="amount">{line.amountText}</span> {line.name}
            {line.optional ? <span className="muted"> ({t("recipe.optional")})</span> : null}
            {line.note ? <span className="muted"> – {line.note}</span> : null}
          </li>
        ))}
      </ul>
      {recipe.rawEgg ? <RawEggNote alcoholFree={recipe.alcoholFree} /> : null}
      <h3>{t("recipe.steps")}</h3>
      <RecipeMethod steps={recipe.steps} garnish={recipe.garnish} />
      {children}
      <p className="book-recipe__links">
        <a href="#contents">{t("brandBook.backToContents")}</a>
        <LocaleLink to={`/recipe/${recipe.slug}`}>
          {t("brandBook.recipePage", { name: recipe.name })}
        </LocaleLink>
      </p>
    </section>
  );
}

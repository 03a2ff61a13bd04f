import { useTranslation } from "~/components/I18n";

/** A recipe's steps, numbered, and its garnish: the recipe page and a brand's cocktail book show them alike. */
export function RecipeMethod({ steps, garnish }: { steps: readonly string[]; garnish?: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <ol className="steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {garnish ? (
        <p>
          <strong>{t("recipe.garnish")}:</strong> {garnish}
        </p>
      ) : null}
    </>
  );
}

import { useTranslation } from "~/components/I18n";

export type IngredientLine = { amountText: string; name: string; optional?: boolean; note?: string | null };

/**
 * A recipe's ingredients: the amount in a column of its own and what to pour beside it, so a long line ("or
 * 2 bar spoons superfine sugar") wraps under the ingredient, never under the amount.
 */
export function IngredientList({ lines }: { lines: IngredientLine[] }) {
  const { t } = useTranslation();
  return (
    <ul className="ingredient-list">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own and never reorder here
        <li key={index}>
          <span className="amount">{line.amountText}</span>{" "}
          <span className="ingredient-list__what">
            {line.name}
            {line.optional ? <span className="muted"> ({t("recipe.optional")})</span> : null}
            {line.note ? <span className="muted"> – {line.note}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

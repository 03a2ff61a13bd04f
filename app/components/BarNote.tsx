import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "./LocaleLink";

/** On a recipe page: what the visitor's remembered bar still lacks for this recipe, or that it has it all. */
export function BarNote({ ids, missing }: { ids: number[]; missing: string[] }) {
  const { t } = useTranslation();
  return (
    <aside className="section bar-note" aria-labelledby="bar-note-title">
      <h2 id="bar-note-title">
        <LocaleLink to={`/recipe/filter-result?i=${ids.join(",")}`}>{t("bar.recipeBarLink")}</LocaleLink>
      </h2>
      {missing.length === 0 ? (
        <p>{t("bar.recipeHaveAll")}</p>
      ) : (
        <>
          <p>{t("bar.recipeMissing")}</p>
          <ul>
            {missing.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      )}
    </aside>
  );
}

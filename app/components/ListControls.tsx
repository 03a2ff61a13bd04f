import { Form } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";
import { EXCLUDABLE_ALLERGENS, type ListQuery, SORT_KEYS, STRENGTH_FILTERS } from "~/lib/recipe-query";
import { DIFFICULTIES } from "../../db/domain";

type ControlsProps = {
  query: ListQuery;
  groups: { slug: string; name: string }[];
  bases?: { key: string; name: string }[];
  action?: string;
};

/** Sort and filter as a GET form: works without JavaScript, and the URL can be bookmarked. */
export function ListControls({ query, groups, bases, action }: ControlsProps) {
  const { t } = useTranslation();
  const sortLabel = {
    name: t("recipes.sortName"),
    difficulty: t("recipes.sortDifficulty"),
    rating: t("recipes.sortRating"),
    strength: t("recipes.sortStrength"),
  };
  return (
    <section aria-labelledby="filter-heading">
      <h2 id="filter-heading" className="visually-hidden">
        {t("recipes.filterHeading")}
      </h2>
      <Form method="get" action={action} className="filters">
        <div className="field">
          <label htmlFor="sort">{t("recipes.sortLabel")}</label>
          <select id="sort" name="sort" defaultValue={query.sort}>
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {sortLabel[key]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="dir">{t("recipes.dirLabel")}</label>
          <select id="dir" name="dir" defaultValue={query.dir}>
            <option value="asc">{t("recipes.asc")}</option>
            <option value="desc">{t("recipes.desc")}</option>
          </select>
        </div>
        {groups.length > 0 ? (
          <div className="field">
            <label htmlFor="group">{t("recipes.filterGroup")}</label>
            <select id="group" name="group" defaultValue={query.group ?? ""}>
              <option value="">{t("recipes.all")}</option>
              {groups.map((g) => (
                <option key={g.slug} value={g.slug}>
                  {g.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {bases ? (
          <div className="field">
            <label htmlFor="base">{t("recipes.filterBase")}</label>
            <select id="base" name="base" defaultValue={query.base ?? ""}>
              <option value="">{t("recipes.all")}</option>
              {bases.map((b) => (
                <option key={b.key} value={b.key}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor="difficulty">{t("recipes.filterDifficulty")}</label>
          <select id="difficulty" name="difficulty" defaultValue={query.difficulty ?? ""}>
            <option value="">{t("recipes.all")}</option>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {t(`difficulty.${d}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="strength">{t("recipes.filterStrength")}</label>
          <select id="strength" name="strength" defaultValue={query.strength ?? ""}>
            <option value="">{t("recipes.all")}</option>
            {STRENGTH_FILTERS.map((s) => (
              <option key={s} value={s}>
                {t(`recipes.strength_${s}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="field filters__choices">
          <legend>{t("recipes.filterWithout")}</legend>
          {EXCLUDABLE_ALLERGENS.map((a) => (
            <label key={a} className="inline-choice">
              <input type="checkbox" name="without" value={a} defaultChecked={query.without.includes(a)} />{" "}
              {t(`allergen.${a}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit">{t("recipes.apply")}</button>
      </Form>
    </section>
  );
}

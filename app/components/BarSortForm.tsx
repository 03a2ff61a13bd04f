import { Form } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";
import { parseTolerance } from "~/lib/bar-matcher";
import { BAR_SORTS, type BarSort } from "~/lib/bar-selection";
import { ToleranceChoice } from "./ToleranceChoice";

type Props = { ids: number[]; tolerance: string; sort: BarSort; dir: string };

/** Which drinks to show (how much may be missing) and the order of a bar's results: a GET form that keeps the bar. */
export function BarSortForm({ ids, tolerance, sort, dir }: Props) {
  const { t } = useTranslation();
  const labels: Record<BarSort, string> = {
    missing: t("bar.sortMissing"),
    name: t("recipes.sortName"),
    difficulty: t("recipes.sortDifficulty"),
    rating: t("recipes.sortRating"),
  };
  return (
    // Keyed by what it shows, so a page updated in place (JavaScript) never keeps an old choice selected.
    <Form method="get" className="filters" key={`${tolerance} ${sort} ${dir}`}>
      <input type="hidden" name="i" value={ids.join(",")} />
      <ToleranceChoice defaultValue={parseTolerance(tolerance)} />
      <div className="field">
        <label htmlFor="bar-sort">{t("recipes.sortLabel")}</label>
        <select id="bar-sort" name="sort" defaultValue={sort}>
          {BAR_SORTS.map((s) => (
            <option key={s} value={s}>
              {labels[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="bar-dir">{t("recipes.dirLabel")}</label>
        <select id="bar-dir" name="dir" defaultValue={dir}>
          <option value="asc">{t("recipes.asc")}</option>
          <option value="desc">{t("recipes.desc")}</option>
        </select>
      </div>
      <button type="submit">{t("recipes.apply")}</button>
    </Form>
  );
}

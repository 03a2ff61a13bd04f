import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DISPLAY_UNITS, MAX_SERVINGS } from "~/lib/units";

/** Servings and unit of the recipe page: a GET form, so the result is a link that can be shared. */
export function ServingsForm({ servings, unit }: { servings: number; unit: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="filters no-print" aria-labelledby="adjust-heading" preventScrollReset>
      <h3 id="adjust-heading" className="visually-hidden">
        {t("recipe.adjustHeading")}
      </h3>
      <div className="field">
        <label htmlFor="servings">{t("recipe.servings")}</label>
        <select id="servings" name="servings" defaultValue={servings}>
          {Array.from({ length: MAX_SERVINGS }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="field">
        <legend>{t("recipe.unit")}</legend>
        {DISPLAY_UNITS.map((u) => (
          <label key={u} className="inline-choice">
            <input type="radio" name="unit" value={u} defaultChecked={u === unit} /> {u}
          </label>
        ))}
      </fieldset>
      <button type="submit">{t("recipe.adjust")}</button>
    </Form>
  );
}

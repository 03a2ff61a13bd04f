import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { IngredientPicker } from "~/components/IngredientPicker";
import { LocaleLink } from "~/components/LocaleLink";
import { parseTolerance, TOLERANCES } from "~/lib/bar-matcher";
import { barCookieIds, parseIds } from "~/lib/bar-selection";
import { localePath } from "~/lib/locale";
import { barChoices } from "~/models/bar-index.server";
import { readCookie } from "~/utils/cookies.server";
import { requestQuery } from "~/utils/http.server";
import { pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

// The filter form: a GET form to /recipe/filter-result, so results can be bookmarked and shared. It starts
// from the ids in the URL, else from the bar the visitor last used (the `bar` cookie).
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const search = requestQuery(request);
  const fromUrl = parseIds(search.getAll("i"));
  const selected = search.has("i") ? fromUrl.ids : barCookieIds(await readCookie("bar", request));
  const q = (search.get("q") ?? "").trim().slice(0, 60);
  const all = await barChoices(context.db, locale);
  const needle = q.toLocaleLowerCase(locale);
  // The text filter narrows what is listed; chosen ingredients always stay listed so they stay chosen.
  const groups = all
    .map((g) => ({
      id: g.id,
      name: g.name,
      items: g.items
        .filter(
          (i) => !needle || i.name.toLocaleLowerCase(locale).includes(needle) || selected.includes(i.id),
        )
        .map((i) => ({ id: i.id, name: i.name })),
    }))
    .filter((g) => g.items.length > 0);
  return {
    seo: await pageSeo(locale, "bar.filterTitle", "bar.filterIntro"),
    groups,
    selected,
    q,
    tolerance: parseTolerance(search.get("tolerance")),
    action: localePath(locale, "/recipe/filter-result"),
  };
}

export default function Filter() {
  const { t } = useTranslation();
  const { groups, selected, q, tolerance, action } = useLoaderData<typeof loader>();
  const labels = {
    light: t("bar.toleranceLight"),
    normal: t("bar.toleranceNormal"),
    high: t("bar.toleranceHigh"),
  };
  return (
    <>
      <h1>{t("bar.filterTitle")}</h1>
      <p>{t("bar.filterIntro")}</p>
      <Form method="get" className="filters" aria-label={t("bar.textFilter")}>
        <div className="field">
          <label htmlFor="bar-q">{t("bar.textFilter")}</label>
          <input id="bar-q" type="search" name="q" defaultValue={q} maxLength={60} />
        </div>
        {selected.length > 0 ? <input type="hidden" name="i" value={selected.join(",")} /> : null}
        <button type="submit">{t("bar.textFilterSubmit")}</button>
        {q ? (
          <LocaleLink to={`/recipe/filter${selected.length ? `?i=${selected.join(",")}` : ""}`}>
            {t("bar.showAll")}
          </LocaleLink>
        ) : null}
      </Form>
      <Form method="get" action={action} className="form form--wide">
        <p role="status">{t("bar.chosen", { count: selected.length })}</p>
        <IngredientPicker groups={groups} selected={selected} />
        <fieldset className="field">
          <legend>{t("bar.tolerance")}</legend>
          {(Object.keys(TOLERANCES) as (keyof typeof TOLERANCES)[]).map((level) => (
            <label key={level} className="inline-choice">
              <input type="radio" name="tolerance" value={level} defaultChecked={level === tolerance} />{" "}
              {labels[level]}
            </label>
          ))}
        </fieldset>
        <button type="submit">{t("bar.submit")}</button>
      </Form>
    </>
  );
}

export const meta = pageMeta;

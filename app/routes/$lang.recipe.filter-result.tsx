import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BarSortForm } from "~/components/BarSortForm";
import { GroupLinks } from "~/components/GroupCards";
import { LocaleLink } from "~/components/LocaleLink";
import { Pagination } from "~/components/Pagination";
import { RecipeCards } from "~/components/RecipeCards";
import { SaveBarForm } from "~/components/SaveBarForm";
import { parseTolerance } from "~/lib/bar-matcher";
import { saveBarSchema } from "~/lib/bar-schemas";
import { BAR_SORTS, type BarSort, barCookieValue, barQuery, parseIds } from "~/lib/bar-selection";
import { localePath } from "~/lib/locale";
import { pageCount, parsePage } from "~/lib/recipe-query";
import { matchBar } from "~/models/bar-index.server";
import { existingIngredientIds, saveBar } from "~/models/bars.server";
import { listGroups } from "~/models/recipes.server";
import { currentUser, requireUser } from "~/utils/auth.server";
import { setCookie } from "~/utils/cookies.server";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertSameOrigin, requestQuery, routeHeaders } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const search = requestQuery(request);
  const t = await getT(locale);
  const parsed = parseIds(search.getAll("i"));
  if (parsed.tooMany) {
    return data({ seo: { title: t("bar.resultsTitle") }, tooMany: true as const }, { status: 400 });
  }
  const tolerance = parseTolerance(search.get("tolerance"));
  const sortParam = search.get("sort") as BarSort | null;
  const sort: BarSort = sortParam && BAR_SORTS.includes(sortParam) ? sortParam : "missing";
  const dir = search.get("dir") === "desc" ? "desc" : "asc";
  const page = parsePage(search.get("page"));
  const [result, user] = await Promise.all([
    matchBar(context.db, { owned: parsed.ids, tolerance, sort, dir, page, locale }),
    currentUser(request, context),
  ]);
  const groups =
    result.total === 0
      ? (await listGroups(context.db, locale)).map((g) => ({ slug: g.slug, name: g.name }))
      : [];
  const known = parsed.ids.filter((id) => !result.unknown.includes(id));
  return data(
    {
      seo: { title: t("bar.resultsTitle") },
      ids: known,
      dropped: result.unknown.length + parsed.invalid,
      tolerance,
      sort,
      dir,
      page,
      total: result.total,
      items: result.items,
      shopping: result.shopping,
      groups,
      member: Boolean(user),
    },
    // The bar is remembered for the next visit, with or without an account.
    {
      headers: {
        "Set-Cookie": await setCookie("bar", barCookieValue(known)),
        "Cache-Control": "private, no-store",
      },
    },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const user = await requireUser(request, context, locale);
  const submission = parseForm(await readForm(request), saveBarSchema);
  if (submission.status !== "success") return formError(submission.reply());
  const ids = parseIds([submission.value.i]);
  if (ids.tooMany) return formError(submission.reply({ formErrors: ["bar.tooMany"] }));
  const known = await existingIngredientIds(context.db, ids.ids);
  if (known.length === 0) return formError(submission.reply({ formErrors: ["bar.emptyBar"] }));
  await saveBar(context.db, user.id, submission.value.name, known);
  const t = await getT(locale);
  const back = `${localePath(locale, "/recipe/filter-result")}?${barQuery(known, "normal")}`;
  return redirectWithToast(request, back, {
    kind: "success",
    message: t("bar.saved", { name: submission.value.name }),
  });
}

export default function FilterResult() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  if ("tooMany" in data) {
    return (
      <>
        <h1>{t("bar.resultsTitle")}</h1>
        <p role="alert">{t("bar.tooMany")}</p>
        <LocaleLink to="/recipe/filter">{t("bar.changeBar")}</LocaleLink>
      </>
    );
  }
  return <Results data={data} />;
}

type ResultData = Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { tooMany: true }>;

function Results({ data }: { data: ResultData }) {
  const { t } = useTranslation();
  const saveResult = useActionData<typeof action>();
  const location = useLocation();
  const base = barQuery(data.ids, data.tolerance);
  const withSort = (sort: BarSort, dir: string, page = 1) =>
    `?${base}${sort !== "missing" ? `&sort=${sort}` : ""}${dir === "desc" ? "&dir=desc" : ""}${page > 1 ? `&page=${page}` : ""}`;
  const loginBack = `/user/login?redirectTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  return (
    <>
      <h1>{t("bar.resultsTitle")}</h1>
      <p>
        {t("bar.chosen", { count: data.ids.length })} ·{" "}
        <LocaleLink to={`/recipe/filter?${base}`}>{t("bar.changeBar")}</LocaleLink>
      </p>
      {data.dropped > 0 ? <p role="alert">{t("bar.unknownIds", { count: data.dropped })}</p> : null}

      {data.shopping.length > 0 ? (
        <section aria-labelledby="shopping-title" className="section">
          <h2 id="shopping-title">{t("bar.shoppingTitle")}</h2>
          <ul className="shopping-list">
            {data.shopping.map((s) => (
              <li key={s.id}>
                <Link to={`?${barQuery([...data.ids, s.id], data.tolerance)}`}>
                  {t("bar.shoppingItem", { name: s.name, count: s.unlocks })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <BarSortForm ids={data.ids} tolerance={data.tolerance} sort={data.sort} dir={data.dir} />

      <p role="status">{t("bar.results", { count: data.total })}</p>
      {data.total === 0 ? (
        <section aria-labelledby="no-results" className="section">
          <h2 id="no-results">{t("bar.noResultsTitle")}</h2>
          <p>{t("bar.noResultsText")}</p>
          {data.tolerance !== "high" ? (
            <p>
              <Link className="button" to={`?${barQuery(data.ids, "high")}`}>
                {t("bar.tryHigher")}
              </Link>
            </p>
          ) : null}
          <p>{t("bar.orBrowse")}</p>
          <GroupLinks
            groups={data.groups}
            first={<LocaleLink to="/search">{t("pages.search")}</LocaleLink>}
          />
        </section>
      ) : (
        <RecipeCards
          items={data.items}
          extra={(card) => {
            const item = data.items.find((i) => i.slug === card.slug);
            if (!item) return null;
            return (
              <>
                <p className="hit-kind">
                  {item.missing === 0
                    ? t("bar.haveAll")
                    : t("bar.missing", { list: item.missingNames.join(", ") })}
                </p>
                {item.countedAs.length > 0 ? (
                  <p className="hit-kind muted">
                    {item.countedAs.map((c) => t("bar.countedAs", { owned: c.owned, as: c.as })).join("; ")}
                  </p>
                ) : null}
              </>
            );
          }}
        />
      )}
      <Pagination
        page={data.page}
        pages={pageCount(data.total)}
        href={(p) => withSort(data.sort, data.dir, p)}
      />

      <section aria-labelledby="save-title" className="section">
        <h2 id="save-title">{t("bar.saveTitle")}</h2>
        {data.member ? (
          <SaveBarForm ids={data.ids} result={saveResult} />
        ) : (
          <p>
            {t("account.pleaseLogin")} – <LocaleLink to={loginBack}>{t("bar.loginToSave")}</LocaleLink>
          </p>
        )}
      </section>
    </>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;

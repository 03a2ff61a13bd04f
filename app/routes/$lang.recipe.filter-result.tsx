import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { BarChosen } from "~/components/BarChosen";
import { BarSortForm } from "~/components/BarSortForm";
import { useActionData } from "~/components/DocumentTitle";
import { favouriteSlot } from "~/components/FavouriteSlot";
import { GroupLinks } from "~/components/GroupCards";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { AddToBar, NextBottles } from "~/components/NextBottles";
import { Pagination } from "~/components/Pagination";
import { RecipeCards } from "~/components/RecipeCards";
import { SaveBarForm } from "~/components/SaveBarForm";
import { ShareBarLink } from "~/components/ShareBarLink";
import { UpdateBarForm } from "~/components/UpdateBarForm";
import { coverageText, kindText } from "~/lib/bar-explain";
import { parseTolerance } from "~/lib/bar-matcher";
import { resultBarSchema } from "~/lib/bar-schemas";
import { BAR_SORTS, type BarSort, barCookieValue, barQuery, parseIds } from "~/lib/bar-selection";
import { localePath } from "~/lib/locale";
import { pageCount, parsePage } from "~/lib/recipe-query";
import { sharedBarMatch } from "~/models/bar-index.server";
import { existingIngredientIds, listBars, replaceBarIngredients, saveBar } from "~/models/bars.server";
import { listGroups } from "~/models/recipes.server";
import { currentUser, requireUser } from "~/utils/auth.server";
import { setCookie } from "~/utils/cookies.server";
import { getEnv } from "~/utils/env.server";
import { markFavourites } from "~/utils/favourites.server";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertSameOrigin, requestQuery, routeHeaders, safeRedirect } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const search = requestQuery(request);
  const t = await getT(locale);
  const parsed = parseIds(search.getAll("i"));
  const path = localePath(locale, "/recipe/filter-result");
  // A big bar's chip buttons (BarChosen) name the ingredient to remove: the same address without it.
  if (search.has("drop")) {
    const drop = new Set(parseIds(search.getAll("drop")).ids);
    const kept = parsed.ids.filter((id) => !drop.has(id));
    throw safeRedirect(`${path}?${barQuery(kept, parseTolerance(search.get("tolerance")))}`, path);
  }
  // The picker's no-JavaScript search field travels in the same form: drop it, so the address bar holds
  // only the bar (what a visitor shares or bookmarks).
  if (search.has("q") || search.has("browse")) {
    search.delete("q");
    search.delete("browse");
    throw safeRedirect(`${path}?${search}`, path);
  }
  if (parsed.tooMany) {
    // The picks go back to the picker, which says how many to remove (at most 4 × MAX_BAR_IDS are read).
    return data(
      {
        seo: { title: t("bar.resultsTitle") },
        tooMany: true as const,
        change: `/recipe/filter?${barQuery(parsed.ids, parseTolerance(search.get("tolerance")))}`,
      },
      { status: 400, headers: { "Cache-Control": "private, no-store" } },
    );
  }
  const tolerance = parseTolerance(search.get("tolerance"));
  const sortParam = search.get("sort") as BarSort | null;
  const sort: BarSort = sortParam && BAR_SORTS.includes(sortParam) ? sortParam : "missing";
  const dir = search.get("dir") === "desc" ? "desc" : "asc";
  const page = parsePage(search.get("page"));
  const [result, user] = await Promise.all([
    sharedBarMatch(context.db, { owned: parsed.ids, tolerance, sort, dir, page, locale }),
    currentUser(request, context),
  ]);
  const [groups, bars] = await Promise.all([
    result.total === 0 ? listGroups(context.db, locale) : [],
    user ? listBars(context.db, user.id, locale) : [],
  ]);
  const known = result.chosen.map((c) => c.id);
  return data(
    {
      seo: {
        title: t("bar.resultsTitle"),
        description: t("seo.filterResultsDescription"),
        canonical: `/recipe/filter-result?${barQuery(known, tolerance)}`,
      },
      ids: known,
      chosen: result.chosen,
      yields: result.yields,
      dropped: result.unknown.length + parsed.invalid,
      tolerance,
      sort,
      dir,
      page,
      total: result.total,
      buckets: result.buckets,
      oneAway: result.oneAway,
      items: await markFavourites(request, context, result.items),
      shopping: result.shopping,
      groups: groups.map((g) => ({ slug: g.slug, name: g.name })),
      member: Boolean(user),
      bars: bars.map((b) => ({ id: b.id, name: b.name })),
      shareUrl: `${new URL(getEnv().PUBLIC_URL).origin}${path}?${barQuery(known, tolerance)}`,
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
  const submission = parseForm(await readForm(request), resultBarSchema);
  if (submission.status !== "success") return formError(submission.reply());
  const ids = parseIds([submission.value.i]);
  if (ids.tooMany) return formError(submission.reply({ formErrors: ["bar.tooMany"] }));
  const known = await existingIngredientIds(context.db, ids.ids);
  if (known.length === 0) return formError(submission.reply({ formErrors: ["bar.emptyBar"] }));
  const t = await getT(locale);
  const back = `${localePath(locale, "/recipe/filter-result")}?${barQuery(known, "normal")}`;
  if (submission.value.intent === "update") {
    const name = await replaceBarIngredients(context.db, user.id, submission.value.barId, known);
    if (name === null)
      return formError(submission.reply({ fieldErrors: { barId: ["bar.barNotFound"] } }), 404);
    return redirectWithToast(request, back, { kind: "success", message: t("bar.updated", { name }) });
  }
  await saveBar(context.db, user.id, submission.value.name, known);
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
        <LocaleLink to={data.change}>{t("bar.changeBar")}</LocaleLink>
      </>
    );
  }
  return <Results data={data} />;
}

type ResultData = Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { tooMany: true }>;
type Item = ResultData["items"][number];

function Results({ data }: { data: ResultData }) {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const base = barQuery(data.ids, data.tolerance);
  const withSort = (sort: BarSort, dir: string, page = 1) =>
    `?${base}${sort !== "missing" ? `&sort=${sort}` : ""}${dir === "desc" ? "&dir=desc" : ""}${page > 1 ? `&page=${page}` : ""}`;
  // log in or register, and come back to this bar (the confirmation link of a new account leads back too)
  const back = `redirectTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  const updating = actionData?.initialValue?.intent === "update";
  const nowCount = data.buckets[0] ?? 0;
  const best = data.shopping[0];
  const nextBottles = (
    <NextBottles items={data.page === 1 ? data.shopping : []} ids={data.ids} tolerance={data.tolerance} />
  );

  let answer: ReactNode;
  if (data.ids.length === 0) answer = t("bar.answerEmpty");
  else if (nowCount > 0) answer = t("bar.answerNow", { count: nowCount });
  else if (best) answer = t("bar.answerNothing", { name: best.name, count: best.unlocks });
  else answer = t("bar.answerNothingAtAll");

  // Grouped by how much is missing (the default order): one section per count, the bottles to buy right
  // after the drinks that can be made now. Any other order: one list.
  const sections: { missing: number | null; items: Item[] }[] = [];
  for (const item of data.items) {
    const key = data.sort === "missing" ? item.missing : null;
    const last = sections[sections.length - 1];
    if (last && last.missing === key) last.items.push(item);
    else sections.push({ missing: key, items: [item] });
  }
  const bottlesAfter = sections.findIndex((s) => s.missing !== 0);

  return (
    <>
      <h1>{t("bar.resultsTitle")}</h1>
      <BarChosen chosen={data.chosen} yields={data.yields} tolerance={data.tolerance} />
      {data.dropped > 0 ? <p role="alert">{t("bar.unknownIds", { count: data.dropped })}</p> : null}

      <div className="bar-answer">
        <p role="status" className="bar-answer__text">
          {answer}
        </p>
        {nowCount === 0 && best ? (
          <AddToBar id={best.id} name={best.name} ids={data.ids} tolerance={data.tolerance} />
        ) : null}
      </div>

      <BarSortForm ids={data.ids} tolerance={data.tolerance} sort={data.sort} dir={data.dir} />

      {data.total === 0 ? (
        <>
          {nextBottles}
          <section aria-labelledby="no-results" className="section">
            <h2 id="no-results">{t("bar.noResultsTitle")}</h2>
            <p>{t("bar.noResultsText")}</p>
            {data.tolerance !== "high" ? (
              <p>
                <LocaleLink className="button" to={`/recipe/filter-result?${barQuery(data.ids, "high")}`}>
                  {t("bar.tryHigher")}
                </LocaleLink>
              </p>
            ) : null}
            <p>{t("bar.orBrowse")}</p>
            <GroupLinks
              groups={data.groups}
              first={<LocaleLink to="/search">{t("pages.search")}</LocaleLink>}
            />
          </section>
        </>
      ) : (
        sections.map((section, n) => (
          <div key={String(section.missing)}>
            {n === bottlesAfter ? nextBottles : null}
            <ResultSection
              missing={section.missing}
              total={section.missing === null ? data.total : (data.buckets[section.missing] ?? 0)}
              items={section.items}
            />
            {bottlesAfter === -1 && n === sections.length - 1 ? nextBottles : null}
          </div>
        ))
      )}
      <Pagination
        page={data.page}
        pages={pageCount(data.total)}
        href={(p) => withSort(data.sort, data.dir, p)}
      />

      {data.ids.length > 0 ? <ShareBarLink url={data.shareUrl} /> : null}

      <section aria-labelledby="save-title" className="section">
        <h2 id="save-title">{t("bar.saveTitle")}</h2>
        {data.member ? (
          <>
            <h3>{t("bar.saveAsTitle")}</h3>
            <SaveBarForm ids={data.ids} result={updating ? undefined : actionData} />
            {data.bars.length > 0 ? (
              <>
                <h3>{t("bar.updateTitle")}</h3>
                <UpdateBarForm ids={data.ids} bars={data.bars} result={updating ? actionData : undefined} />
              </>
            ) : null}
          </>
        ) : (
          <p>
            {t("account.pleaseLogin")} –{" "}
            <LocaleLink to={`/user/login?${back}`} rel="nofollow">
              {t("bar.loginToSave")}
            </LocaleLink>{" "}
            {t("bar.orRegister")}{" "}
            <LocaleLink to={`/user/register?${back}`} rel="nofollow">
              {t("bar.registerToSave")}
            </LocaleLink>
          </p>
        )}
      </section>
    </>
  );
}

function ResultSection({ missing, total, items }: { missing: number | null; total: number; items: Item[] }) {
  const { t } = useTranslation();
  const title =
    missing === null
      ? t("bar.sectionAll")
      : missing === 0
        ? t("bar.sectionNow")
        : t("bar.sectionMissing", { count: missing });
  const id = `missing-${missing ?? "all"}`;
  return (
    <section aria-labelledby={id} className="section">
      <h2 id={id}>
        {title} <span className="muted">({total})</span>
      </h2>
      <RecipeCards
        items={items}
        extra={(card) => {
          const item = items.find((i) => i.slug === card.slug);
          if (!item) return null;
          return (
            <>
              <p className="hit-kind">
                {item.missing === 0
                  ? t("bar.haveAll")
                  : t("bar.missing", { list: item.missingNames.join(", ") })}
              </p>
              {item.kinds.length > 0 ? (
                <p className="hit-kind">{item.kinds.map((k) => kindText(t, k)).join("; ")}</p>
              ) : null}
              {item.countedAs.length > 0 ? (
                <p className="hit-kind muted">{item.countedAs.map((c) => coverageText(t, c)).join("; ")}</p>
              ) : null}
              {favouriteSlot(item)}
            </>
          );
        }}
      />
    </section>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;

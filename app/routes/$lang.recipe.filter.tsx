import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/components/I18n";
import { IngredientSearch } from "~/components/IngredientSearch";
import { IngredientSections } from "~/components/IngredientSections";
import { LocaleLink } from "~/components/LocaleLink";
import { ToleranceChoice } from "~/components/ToleranceChoice";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLocale } from "~/hooks/use-root-data";
import { parseTolerance, type Tolerance } from "~/lib/bar-matcher";
import { barCookieIds, barQuery, MAX_BAR_IDS, parseIds } from "~/lib/bar-selection";
import { localePath } from "~/lib/locale";
import { barChoices, starterSets } from "~/models/bar-index.server";
import { listBars } from "~/models/bars.server";
import { currentUser } from "~/utils/auth.server";
import { readCookie } from "~/utils/cookies.server";
import { requestQuery } from "~/utils/http.server";
import { pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

// The picker: a GET form to /recipe/filter-result, so results can be bookmarked and shared. It starts from
// the ids in the URL, else from the bar the visitor last used (the `bar` cookie). Starter sets and a
// member's saved bars are links straight to results. A bar holds at most MAX_BAR_IDS ingredients: at the
// bound the page says so, beyond it (a link with more) it asks to remove some before searching.

/** Chosen ingredients named in the status line; the rest are counted. */
const NAMES_SHOWN = 12;
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const search = requestQuery(request);
  const fromUrl = parseIds(search.getAll("i"));
  const wanted = search.has("i") ? fromUrl.ids : barCookieIds(await readCookie("bar", request));
  const [choices, sets, user] = await Promise.all([
    barChoices(context.db, locale),
    starterSets(context.db),
    currentUser(request, context),
  ]);
  const known = new Set(choices.map((c) => c.id));
  const bars = user ? await listBars(context.db, user.id, locale) : [];
  return {
    seo: await pageSeo(locale, "bar.filterTitle", "bar.filterIntro"),
    choices,
    selected: wanted.filter((id) => known.has(id)),
    q: search.has("browse") ? "" : (search.get("q") ?? "").trim().slice(0, 60),
    tolerance: parseTolerance(search.get("tolerance")),
    action: localePath(locale, "/recipe/filter-result"),
    self: localePath(locale, "/recipe/filter"),
    sets,
    bars: bars.map((b) => ({ id: b.id, name: b.name, ids: b.ingredients.map((i) => i.id) })),
  };
}

export default function Filter() {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const { choices, selected, q, tolerance, action, self, sets, bars } = useLoaderData<typeof loader>();
  const [ids, setIds] = useState<number[]>(selected);
  const [listed, setListed] = useState<number[]>(selected);
  const [level, setLevel] = useState<Tolerance>(tolerance);
  const form = useRef<HTMLFormElement>(null);
  // A new page (another bar in the URL) starts from its own choice; a mere revalidation keeps the picks.
  const selectedKey = selected.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by value, not by the array's identity
  useEffect(() => {
    setIds(selected);
    setListed(selected);
  }, [selectedKey]);
  // Boxes ticked before the page was ready count: the page reads them once it is.
  useEffect(() => {
    const boxes = form.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="i"]') ?? [];
    const ticked = [...boxes].filter((box) => box.checked).map((box) => Number(box.value));
    const unticked = new Set([...boxes].filter((box) => !box.checked).map((box) => Number(box.value)));
    setIds((current) => [
      ...current.filter((id) => !unticked.has(id)),
      ...ticked.filter((id) => !current.includes(id)),
    ]);
    const radio = form.current?.querySelector<HTMLInputElement>('input[name="tolerance"]:checked');
    if (radio) setLevel(parseTolerance(radio.value));
  }, []);
  const toggle = (id: number, on: boolean) => {
    setIds((current) => (on ? [...current.filter((c) => c !== id), id] : current.filter((c) => c !== id)));
    if (on) setListed((current) => (current.includes(id) ? current : [...current, id]));
  };
  const chosen = new Set(ids);
  const names = new Map(choices.map((c) => [c.id, c.name]));
  const chosenNames = ids.flatMap((id) => names.get(id) ?? []);
  const namedList =
    chosenNames.length > NAMES_SHOWN
      ? t("bar.chosenAndMore", {
          list: chosenNames.slice(0, NAMES_SHOWN).join(", "),
          count: chosenNames.length - NAMES_SHOWN,
        })
      : chosenNames.join(", ");
  return (
    <>
      <h1>{t("bar.filterTitle")}</h1>
      <p>{t("bar.filterIntro")}</p>

      <section aria-labelledby="starters-title" className="section">
        <h2 id="starters-title">{t("bar.startersTitle")}</h2>
        <p className="muted">{t("bar.startersIntro")}</p>
        <ul className="starter-sets">
          {sets.map((set) => (
            <li key={set.key}>
              <LocaleLink
                className="button button--secondary"
                to={`/recipe/filter-result?${barQuery(set.ids, "normal")}`}
              >
                {t(`bar.starters.${set.key}`)}
              </LocaleLink>
            </li>
          ))}
        </ul>
        {bars.length > 0 ? (
          <>
            <h3>{t("bar.savedBarsTitle")}</h3>
            <ul className="starter-sets">
              {bars.map((bar) => (
                <li key={bar.id}>
                  <LocaleLink
                    className="button button--secondary"
                    to={`/recipe/filter-result?${barQuery(bar.ids, "normal")}`}
                  >
                    {bar.name}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      {/* One form, the same with and without JavaScript: the search field (a combobox once the page is
          ready; its "Find" is first, so Enter in the field searches), the sections' boxes, which drinks to
          show, and a bar stuck to the bottom of the screen with the live count and "Find recipes". */}
      <Form method="get" action={action} className="form form--wide bar-picker" ref={form}>
        <IngredientSearch
          choices={choices}
          q={q}
          locale={locale}
          self={self}
          enhanced={hydrated}
          chosen={chosen}
          onToggle={toggle}
        />
        <p className="bar-picker__status">
          {t("bar.chosen", { count: chosenNames.length })}
          {chosenNames.length > 0 ? ` – ${namedList}` : null}
        </p>
        {chosenNames.length > MAX_BAR_IDS ? (
          <p role="alert">{t("bar.overFull", { max: MAX_BAR_IDS, count: chosenNames.length })}</p>
        ) : chosenNames.length === MAX_BAR_IDS ? (
          <p className="muted">{t("bar.fullBar", { max: MAX_BAR_IDS })}</p>
        ) : null}
        <IngredientSections
          choices={choices}
          selected={selected}
          chosen={chosen}
          listed={new Set(listed)}
          onToggle={toggle}
          q={q}
          locale={locale}
        />
        <ToleranceChoice value={level} onChange={setLevel} />
        <div className="bar-dock">
          <LiveAnswer action={action} ids={ids} tolerance={level} live={hydrated} />
          <button type="submit">{t("bar.submit")}</button>
        </div>
      </Form>
    </>
  );
}

/** How long the choice must stay the same before its count is fetched (and then said): not per click. */
const SETTLE_MS = 400;

/**
 * With JavaScript: what the current choice makes, fetched from the results' own GET URL once the choice has
 * settled, and said politely when it changes. Without it the paragraph is there, empty (the same place).
 */
function LiveAnswer({
  action,
  ids,
  tolerance,
  live,
}: {
  action: string;
  ids: number[];
  tolerance: Tolerance;
  live: boolean;
}) {
  const { t } = useTranslation();
  // The results' loader data; only the counts are read here.
  const fetcher = useFetcher<{ buckets?: number[]; oneAway?: number }>();
  const query = barQuery(ids, tolerance);
  const { load } = fetcher;
  useEffect(() => {
    if (!live || ids.length === 0) return;
    const timer = setTimeout(() => load(`${action}?${query}`), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [live, action, query, ids.length, load]);
  const answer = fetcher.data?.buckets && ids.length > 0 ? fetcher.data : null;
  return (
    <p className="bar-dock__answer" aria-live="polite" aria-atomic="true">
      {answer
        ? `${t("bar.liveAnswerNow", { count: answer.buckets?.[0] ?? 0 })} · ${t("bar.liveAnswerOne", {
            count: answer.oneAway ?? 0,
          })}`
        : null}
    </p>
  );
}

export const meta = pageMeta;

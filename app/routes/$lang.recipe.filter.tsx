import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useFetcher, useLoaderData } from "@remix-run/react";
import {
  type ChangeEvent,
  type ComponentProps,
  type ComponentType,
  lazy,
  Suspense,
  startTransition,
  useEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "~/components/I18n";
import { IngredientSections } from "~/components/IngredientSections";
import type { IngredientSelect as Select } from "~/components/IngredientSelect";
import { LocaleLink } from "~/components/LocaleLink";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLocale } from "~/hooks/use-root-data";
import { parseTolerance, TOLERANCES, type Tolerance } from "~/lib/bar-matcher";
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

// The searchable picker (IngredientSelect, with react-select: about 31 KB gzipped) is what only the browser
// shows, so its code is a chunk of its own: the page starts fetching it when it hydrates, and until it is
// there the server's checkbox sections stay on the page, usable, their ticks carried over into it. The server
// never renders it (useHydrated), so its build leaves it out.
const IngredientSelect: ComponentType<ComponentProps<typeof Select>> = import.meta.env.SSR
  ? () => null
  : /* @__PURE__ */ lazy(() =>
      import("~/components/IngredientSelect").then((m) => ({ default: m.IngredientSelect })),
    );

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
  const [level, setLevel] = useState<Tolerance>(tolerance);
  // A new page (another bar in the URL) starts from its own choice; a mere revalidation keeps the picks.
  const selectedKey = selected.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by value, not by the array's identity
  useEffect(() => setIds(selected), [selectedKey]);
  useEffect(() => {
    import("~/components/IngredientSelect");
  }, []);
  // The picker takes the place of the plain search field when the visitor goes to search (focuses it),
  // not on its own: the page never changes under a reader's eyes (no layout shift), and a visitor who only
  // browses the sections keeps them. A field focused before the page was ready counts once it is.
  const [picker, setPicker] = useState(false);
  const searchField = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState("");
  const openPicker = () => {
    if (!hydrated || picker) return;
    setTyped(searchField.current?.value ?? "");
    startTransition(() => setPicker(true));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page is ready
  useEffect(() => {
    if (hydrated && searchField.current && document.activeElement === searchField.current) openPicker();
  }, [hydrated]);
  // A box ticked in the sections before the picker is there counts as chosen (and is chosen in the picker).
  const tick = (event: ChangeEvent<HTMLFormElement>) => {
    const box = event.target as unknown as HTMLInputElement;
    if (box.type !== "checkbox" || box.name !== "i") return;
    const id = Number(box.value);
    setIds((current) =>
      box.checked ? [...current.filter((c) => c !== id), id] : current.filter((c) => c !== id),
    );
  };
  const sections = <IngredientSections choices={choices} selected={selected} q={q} locale={locale} />;
  const names = new Map(choices.map((c) => [c.id, c.name]));
  const chosenNames = ids.flatMap((id) => names.get(id) ?? []);
  const namedList =
    chosenNames.length > NAMES_SHOWN
      ? t("bar.chosenAndMore", {
          list: chosenNames.slice(0, NAMES_SHOWN).join(", "),
          count: chosenNames.length - NAMES_SHOWN,
        })
      : chosenNames.join(", ");
  const labels: Record<Tolerance, string> = {
    light: t("bar.toleranceLight"),
    normal: t("bar.toleranceNormal"),
    high: t("bar.toleranceHigh"),
  };
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

      <Form method="get" action={action} className="form form--wide bar-picker" onChange={tick}>
        {picker ? null : (
          // Without JavaScript (and with it until the visitor focuses it): a search inside the picker's own
          // form, so boxes ticked before a search are sent with it and stay ticked. Its buttons send the form
          // back to this page; being first, "Find" is also what Enter in the text field does.
          <div className="filters">
            <div className="field">
              <label htmlFor="bar-q">{t("bar.textSearch")}</label>
              <input
                id="bar-q"
                ref={searchField}
                type="search"
                name="q"
                defaultValue={q}
                maxLength={60}
                onFocus={openPicker}
                // what is typed while the picker appears goes with it
                onInput={(event) => setTyped(event.currentTarget.value)}
              />
            </div>
            <button type="submit" formAction={self} className="button--secondary">
              {t("bar.textSearchSubmit")}
            </button>
            {q ? (
              <button type="submit" formAction={self} name="browse" value="1" className="button--secondary">
                {t("bar.backToSections")}
              </button>
            ) : null}
          </div>
        )}
        <p role="status" className="bar-picker__status">
          {t("bar.chosen", { count: chosenNames.length })}
          {chosenNames.length > 0 && !picker ? ` – ${namedList}` : null}
        </p>
        {chosenNames.length > MAX_BAR_IDS ? (
          <p role="alert">{t("bar.overFull", { max: MAX_BAR_IDS, count: chosenNames.length })}</p>
        ) : chosenNames.length === MAX_BAR_IDS ? (
          <p className="muted">{t("bar.fullBar", { max: MAX_BAR_IDS })}</p>
        ) : null}
        <div className="bar-picker__actions">
          <button type="submit">{t("bar.submit")}</button>
          {hydrated ? <LiveAnswer action={action} ids={ids} tolerance={level} /> : null}
        </div>
        {/* The same boundary from the server's HTML on: the switch to the picker is a transition, so the
            sections stay (not remounted as a fallback) until the picker's code is there. */}
        <Suspense fallback={sections}>
          {picker ? (
            <IngredientSelect
              choices={choices}
              value={ids}
              onChange={setIds}
              locale={locale}
              autoFocus
              initialInput={typed}
            />
          ) : (
            sections
          )}
        </Suspense>
        <fieldset className="field">
          <legend>{t("bar.tolerance")}</legend>
          {(Object.keys(TOLERANCES) as Tolerance[]).map((value) => (
            <label key={value} className="inline-choice">
              <input
                type="radio"
                name="tolerance"
                value={value}
                checked={level === value}
                onChange={() => setLevel(value)}
              />{" "}
              {labels[value]}
            </label>
          ))}
        </fieldset>
        <button type="submit">{t("bar.submit")}</button>
      </Form>
    </>
  );
}

/** With JavaScript: what the current choice makes, fetched from the results' own GET URL as it changes. */
function LiveAnswer({ action, ids, tolerance }: { action: string; ids: number[]; tolerance: Tolerance }) {
  const { t } = useTranslation();
  // The results' loader data; only the counts are read here.
  const fetcher = useFetcher<{ buckets?: number[]; oneAway?: number }>();
  const query = barQuery(ids, tolerance);
  const { load } = fetcher;
  useEffect(() => {
    if (ids.length === 0) return;
    const timer = setTimeout(() => load(`${action}?${query}`), 250);
    return () => clearTimeout(timer);
  }, [action, query, ids.length, load]);
  const answer = fetcher.data?.buckets && ids.length > 0 ? fetcher.data : null;
  return (
    <p className="bar-picker__answer" aria-live="polite">
      {answer
        ? `${t("bar.liveAnswerNow", { count: answer.buckets?.[0] ?? 0 })} · ${t("bar.liveAnswerOne", {
            count: answer.oneAway ?? 0,
          })}`
        : null}
    </p>
  );
}

export const meta = pageMeta;

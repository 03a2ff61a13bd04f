import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useFetcher, useLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/components/I18n";
import { IngredientSearch } from "~/components/IngredientSearch";
import { IngredientSections, type ListedBox, type SectionView } from "~/components/IngredientSections";
import { LocaleLink } from "~/components/LocaleLink";
import { ToleranceChoice } from "~/components/ToleranceChoice";
import { useHydrated } from "~/hooks/use-hydrated";
import { usePickerCatalogue } from "~/hooks/use-picker-catalogue";
import { useLocale } from "~/hooks/use-root-data";
import { parseTolerance, type Tolerance } from "~/lib/bar-matcher";
import { barCookieIds, barQuery, MAX_BAR_IDS, parseIds } from "~/lib/bar-selection";
import { rankIngredients } from "~/lib/ingredient-rank";
import { localePath } from "~/lib/locale";
import { withTicks } from "~/lib/picker-catalogue";
import { starterSets } from "~/models/bar-index.server";
import { pickerCatalogue } from "~/models/bar-picker.server";
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
//
// The page sends what it shows (docs/decisions/0034-picker-page-light.md): the sections' boxes go out as
// HTML made once per language and catalogue version (context.serverHtml, never in the loader data), the
// loader data holds only the page's own choice, the sections' outline or the matches for a typed word. What
// the HTML does not hold (the names people may type, for the suggestions) the page's script fetches.

/** Chosen ingredients named in the status line; the rest are counted. */
const NAMES_SHOWN = 12;
/** Boxes listed for a typed word without JavaScript. */
const MATCHES_SHOWN = 30;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const search = requestQuery(request);
  const fromUrl = parseIds(search.getAll("i"));
  const wanted = search.has("i") ? fromUrl.ids : barCookieIds(await readCookie("bar", request));
  const [catalogue, sets, user] = await Promise.all([
    pickerCatalogue(context.db, locale),
    starterSets(context.db),
    currentUser(request, context),
  ]);
  const selected = wanted.filter((id) => catalogue.byId.has(id));
  const q = search.has("browse") ? "" : (search.get("q") ?? "").trim().slice(0, 60);
  const loaded = new Set(selected);
  let sections: SectionView[] = [];
  let matches: ListedBox[] | null = null;
  if (q) {
    matches = rankIngredients(q, catalogue.choices, locale, MATCHES_SHOWN).map((c) => ({
      id: c.id,
      name: c.name,
      section: c.section,
    }));
  } else {
    sections = catalogue.sections.map((s) => {
      const top = s.top.filter((c) => loaded.has(c.id)).length;
      const rest = s.rest.filter((c) => loaded.has(c.id)).length;
      return {
        key: s.key,
        size: s.size,
        more: s.rest.length > 0,
        open: top + rest > 0,
        openMore: rest > 0,
        chosen: top + rest,
      };
    });
    // The boxes, ticked as loaded, for the server's render alone.
    context.serverHtml = new Map([...catalogue.html].map(([id, html]) => [id, withTicks(html, loaded)]));
  }
  const bars = user ? await listBars(context.db, user.id, locale) : [];
  return {
    seo: await pageSeo(locale, "bar.filterTitle", "bar.filterIntro"),
    selected,
    /** the names of `selected`, in its order */
    names: selected.map((id) => catalogue.byId.get(id)?.name ?? ""),
    q,
    sections,
    matches,
    choicesUrl: `${localePath(locale, "/recipe/filter-choices.json")}?v=${catalogue.version}`,
    tolerance: parseTolerance(search.get("tolerance")),
    action: localePath(locale, "/recipe/filter-result"),
    self: localePath(locale, "/recipe/filter"),
    sets,
    bars: bars.map((b) => ({ id: b.id, name: b.name, ids: b.ingredients.map((i) => i.id) })),
  };
}

/** The name a box is labelled with (its label's first text). */
const boxName = (box: HTMLInputElement) => box.nextElementSibling?.firstChild?.textContent ?? "";

/** The ingredient boxes of the form. */
const boxesOf = (form: HTMLFormElement | null) =>
  form?.querySelectorAll<HTMLInputElement>('input[name="i"]') ?? [];

export default function Filter() {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const { selected, names, q, sections, matches, choicesUrl, tolerance, action, self, sets, bars } =
    useLoaderData<typeof loader>();
  const { view: catalogue, need, failed } = usePickerCatalogue(choicesUrl);
  const [ids, setIds] = useState<number[]>(selected);
  const [listed, setListed] = useState<number[]>(selected);
  const [level, setLevel] = useState<Tolerance>(tolerance);
  const form = useRef<HTMLFormElement>(null);
  // Names the page learnt from its boxes and suggestions, beside those the loader sent.
  const learnt = useRef(new Map<number, string>());
  const nameOf = (id: number) => learnt.current.get(id) ?? names[selected.indexOf(id)];

  // The boxes are the page's truth, ticked by the visitor or by the suggestions: `ids` follows them.
  const toggle = useCallback((id: number, on: boolean, name: string) => {
    if (name) learnt.current.set(id, name);
    for (const box of boxesOf(form.current)) if (Number(box.value) === id) box.checked = on;
    setIds((current) => (on ? [...current.filter((c) => c !== id), id] : current.filter((c) => c !== id)));
    if (on) setListed((current) => (current.includes(id) ? current : [...current, id]));
  }, []);
  useEffect(() => {
    const element = form.current;
    const onChange = (event: Event) => {
      // only the ingredient boxes are named i
      const box = event.target as HTMLInputElement;
      if (box.name === "i") toggle(Number(box.value), box.checked, boxName(box));
    };
    element?.addEventListener("change", onChange);
    return () => element?.removeEventListener("change", onChange);
  }, [toggle]);

  // A new page (another bar in the URL) starts from its own choice; a mere revalidation keeps the picks.
  const selectedKey = selected.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by value, not by the array's identity
  useEffect(() => {
    setIds(selected);
    setListed(selected);
    // the boxes follow, but not as the page starts: what was ticked before it was ready counts (below)
    if (!hydrated) return;
    const now = new Set(selected);
    for (const box of boxesOf(form.current)) box.checked = now.has(Number(box.value));
  }, [selectedKey]);
  // Boxes ticked or unticked before the page was ready count: the page reads them once it is (a chosen
  // ingredient without a box, as while the boxes are still being fetched, stays chosen).
  useEffect(() => {
    const boxes = [...boxesOf(form.current)];
    const ticked = boxes.filter((box) => box.checked);
    const unticked = new Set(boxes.filter((box) => !box.checked).map((box) => Number(box.value)));
    for (const box of ticked) learnt.current.set(Number(box.value), boxName(box));
    const tickedIds = ticked.map((box) => Number(box.value));
    setIds((current) => [
      ...current.filter((id) => !unticked.has(id)),
      ...tickedIds.filter((id) => !current.includes(id)),
    ]);
    const radio = form.current?.querySelector<HTMLInputElement>('input[name="tolerance"]:checked');
    if (radio) setLevel(parseTolerance(radio.value));
  }, []);
  // The search field's suggestions need every ingredient's names: fetched once the page is ready.
  useEffect(() => {
    if (hydrated) need();
  }, [hydrated, need]);

  const chosen = new Set(ids);
  const chosenNames = ids.flatMap((id) => nameOf(id) ?? []);
  const namedList =
    chosenNames.length > NAMES_SHOWN
      ? t("bar.chosenAndMore", {
          list: chosenNames.slice(0, NAMES_SHOWN).join(", "),
          count: chosenNames.length - NAMES_SHOWN,
        })
      : chosenNames.join(", ");
  const shown = new Set(matches?.map((m) => m.id));
  const others = listed.flatMap((id) => {
    const name = shown.has(id) ? undefined : nameOf(id);
    return name === undefined ? [] : [{ id, name }];
  });
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
          catalogue={catalogue}
          need={need}
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
          sections={sections}
          matches={matches}
          others={others}
          q={q}
          chosen={chosen}
          built={catalogue}
          need={need}
          failed={failed}
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

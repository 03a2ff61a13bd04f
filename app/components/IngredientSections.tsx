import { useLocation } from "@remix-run/react";
import { useContext, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/components/I18n";
import { ServerHtmlContext } from "~/components/ServerHtml";
import { useBrowserLayoutEffect } from "~/hooks/use-browser-layout-effect";
import type { BarSectionKey } from "~/lib/bar-sections";
import { boxesId } from "~/lib/picker-boxes-id";
import type { CatalogueView } from "~/lib/picker-catalogue";

/** A section as the page lays it out (the loader's view: its boxes are HTML, see SectionList). */
export type SectionView = {
  key: BarSectionKey;
  size: number;
  /** more boxes than the first few: "show all N" */
  more: boolean;
  /** holds an ingredient the page was loaded with: open, and its "show all" too when that one is further down */
  open: boolean;
  openMore: boolean;
  /** chosen when the page was loaded */
  chosen: number;
};

/** A box listed for a typed word (ranked on the server). */
export type ListedBox = { id: number; name: string; section?: BarSectionKey };

type Props = {
  /** browsing (no typed word): the sections */
  sections: readonly SectionView[];
  /** with a typed word: the ranked matches, and whatever else is chosen, so nothing chosen is lost */
  matches: readonly ListedBox[] | null;
  others: readonly ListedBox[];
  q: string;
  /** what is ticked now */
  chosen: ReadonlySet<number>;
  /** the catalogue, once fetched (it makes the boxes after a navigation); `need` fetches it */
  built: Pick<CatalogueView, "boxes"> | null;
  need: () => void;
  /** fetching the catalogue failed: a page made without a new document has no boxes to show */
  failed: boolean;
};

/**
 * The picker's boxes, with and without JavaScript: native checkboxes named `i`, not controlled by React (the
 * page reads and ticks them, see the route). Browsing: one collapsible section per kind of ingredient, its
 * most used first and "show all N" for the rest; a section opens by itself when it holds an ingredient the
 * page was loaded with, so every chosen box stays visible and can be unticked. With a typed word (`q`): the
 * ranked matches, then whatever else is chosen.
 */
export function IngredientSections({ sections, matches, others, q, chosen, built, need, failed }: Props) {
  const { t } = useTranslation();
  if (matches) {
    return (
      <>
        <fieldset className="picker-group">
          <legend>{t("bar.matchesFor", { q })}</legend>
          {matches.length === 0 ? <p>{t("bar.noMatches", { q })}</p> : null}
          <Boxes items={matches} chosen={chosen} sections={(key) => t(`bar.sections.${key}`)} />
        </fieldset>
        {others.length > 0 ? (
          <fieldset className="picker-group">
            <legend>{t("bar.alsoChosen")}</legend>
            <Boxes items={others} chosen={chosen} />
          </fieldset>
        ) : null}
      </>
    );
  }
  return <SectionList sections={sections} chosen={chosen} built={built} need={need} failed={failed} />;
}

function Boxes({
  items,
  chosen,
  sections,
}: {
  items: readonly ListedBox[];
  chosen: ReadonlySet<number>;
  /** When set, each box also names its section (a flat list of matches from many sections). */
  sections?: (key: BarSectionKey) => string;
}) {
  return (
    <ul className="picker-boxes">
      {items.map((item) => (
        <li key={item.id}>
          <label className="inline-choice">
            <input type="checkbox" name="i" value={item.id} defaultChecked={chosen.has(item.id)} />
            <span>
              {item.name}
              {sections && item.section ? <span className="muted"> · {sections(item.section)}</span> : null}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** The page's own lists of boxes, by id, or undefined when the page holds none (after a navigation). */
function pageBoxes() {
  const lists = document.querySelectorAll(".picker-sections ul[id]");
  return lists.length > 0 ? new Map([...lists].map((ul) => [ul.id, ul.innerHTML])) : undefined;
}

/**
 * The sections, each list of boxes HTML that React does not render: the server's (ticked as loaded); while
 * hydrating the page's own, read once and never written again (the visitor may already have ticked some);
 * after a navigation without a new document, made from the catalogue and ticked as chosen now.
 */
function SectionList({
  sections,
  chosen,
  built,
  need,
  failed,
}: Pick<Props, "sections" | "chosen" | "built" | "need" | "failed">) {
  const { t } = useTranslation();
  const location = useLocation();
  const server = useContext(ServerHtmlContext);
  const [own] = useState(() => (server || typeof document === "undefined" ? undefined : pageBoxes()));
  const htmlOf = (key: BarSectionKey, part: "top" | "rest") =>
    server?.get(boxesId(key, part)) ?? own?.get(boxesId(key, part)) ?? built?.boxes(key)?.[part] ?? "";
  const made = !server && !own ? built : null;
  const missing = !server && !own && !built;
  useEffect(() => {
    if (missing) need();
  }, [missing, need]);

  const fieldset = useRef<HTMLFieldSetElement>(null);
  const chosenNow = useRef(chosen);
  chosenNow.current = chosen;
  useBrowserLayoutEffect(() => {
    if (!made) return;
    for (const box of fieldset.current?.querySelectorAll<HTMLInputElement>('input[name="i"]') ?? [])
      box.checked = chosenNow.current.has(Number(box.value));
  }, [made]);

  // How many are chosen in each section, as the boxes say (the page's state follows them, see the route).
  const [counts, setCounts] = useState(() => sections.map((s) => s.chosen));
  const chosenKey = [...chosen].join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: recounted whenever the choice or the boxes change
  useEffect(() => {
    const details = fieldset.current?.querySelectorAll(":scope > details") ?? [];
    const now = [...details].map((d) => d.querySelectorAll('input[name="i"]:checked').length);
    setCounts((before) => (now.join() === before.join() ? before : now));
  }, [chosenKey, sections, made]);

  const list = (key: BarSectionKey, part: "top" | "rest") => (
    <ul
      id={boxesId(key, part)}
      className="picker-boxes"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: boxes made by boxesHtml, which escapes the names and writes the ids as numbers, or the page's own boxes read back
      dangerouslySetInnerHTML={{ __html: htmlOf(key, part) }}
    />
  );
  return (
    <fieldset className="picker-sections" ref={fieldset}>
      <legend>{t("bar.browseTitle")}</legend>
      {missing && failed ? (
        // A plain link: the page comes from the server again, with its boxes in it.
        <p role="alert">
          {t("bar.boxesFailed")} <a href={`${location.pathname}${location.search}`}>{t("bar.boxesReload")}</a>
        </p>
      ) : null}
      {sections.map((section, n) => {
        const count = counts[n] ?? 0;
        // Open as loaded (a section holding a chosen ingredient); from then on only the visitor opens and
        // closes it.
        return (
          <details key={section.key} className="picker-section" open={section.open}>
            <summary>
              <span className="picker-section__name">{t(`bar.sections.${section.key}`)}</span>
              {count > 0 ? (
                <span className="picker-section__count">{t("bar.sectionChosen", { count })}</span>
              ) : null}
            </summary>
            {list(section.key, "top")}
            {section.more ? (
              <details className="picker-more" open={section.openMore}>
                <summary>{t("bar.showAllN", { count: section.size })}</summary>
                {list(section.key, "rest")}
              </details>
            ) : null}
          </details>
        );
      })}
    </fieldset>
  );
}

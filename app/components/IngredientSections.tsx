import { useTranslation } from "~/components/I18n";
import { type BarSectionKey, groupIntoSections } from "~/lib/bar-sections";
import { rankIngredients } from "~/lib/ingredient-rank";
import type { Locale } from "~/lib/locale";

export type PickerChoice = {
  id: number;
  name: string;
  aliases: string[];
  kind: string;
  ancestors: readonly number[];
  uses: number;
  section: BarSectionKey;
};

type Props = {
  choices: PickerChoice[];
  /** the choice the page was loaded with: which sections start open */
  selected: readonly number[];
  /** what is ticked now */
  chosen: ReadonlySet<number>;
  /** with a typed word: what is listed under "Also chosen" (ticked at some point, so a box never vanishes) */
  listed: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  q: string;
  locale: Locale;
};

/**
 * The picker's boxes, with and without JavaScript: native checkboxes named `i` (ticked as the page says, so
 * the search field's suggestions tick them too). Browsing: one collapsible section per kind
 * of ingredient, its most used first and "show all N" for the rest; a section opens by itself when it holds
 * a chosen ingredient, so every chosen box stays visible and can be unticked. With a typed word (`q`): the
 * ranked matches, then whatever else is chosen, so nothing chosen is lost.
 */
export function IngredientSections({ choices, selected, chosen, listed, onToggle, q, locale }: Props) {
  const { t } = useTranslation();
  const loaded = new Set(selected);
  if (q) {
    const matches = rankIngredients(q, choices, locale, 30);
    const shown = new Set(matches.map((m) => m.id));
    const others = choices.filter((c) => listed.has(c.id) && !shown.has(c.id));
    return (
      <>
        <fieldset className="picker-group">
          <legend>{t("bar.matchesFor", { q })}</legend>
          {matches.length === 0 ? <p>{t("bar.noMatches", { q })}</p> : null}
          <Boxes
            items={matches}
            chosen={chosen}
            onToggle={onToggle}
            sections={(key) => t(`bar.sections.${key}`)}
          />
        </fieldset>
        {others.length > 0 ? (
          <fieldset className="picker-group">
            <legend>{t("bar.alsoChosen")}</legend>
            <Boxes items={others} chosen={chosen} onToggle={onToggle} />
          </fieldset>
        ) : null}
      </>
    );
  }
  return (
    <fieldset className="picker-sections">
      <legend>{t("bar.browseTitle")}</legend>
      {groupIntoSections(choices, locale).map((section) => {
        const all = [...section.top, ...section.rest];
        const chosenHere = all.filter((c) => chosen.has(c.id)).length;
        // Open as loaded (a section holding a chosen ingredient); from then on only the visitor opens and
        // closes it.
        return (
          <details key={section.key} className="picker-section" open={all.some((c) => loaded.has(c.id))}>
            <summary>
              <span className="picker-section__name">{t(`bar.sections.${section.key}`)}</span>
              {chosenHere > 0 ? (
                <span className="picker-section__count">{t("bar.sectionChosen", { count: chosenHere })}</span>
              ) : null}
            </summary>
            <Boxes items={section.top} chosen={chosen} onToggle={onToggle} />
            {section.rest.length > 0 ? (
              <details className="picker-more" open={section.rest.some((c) => loaded.has(c.id))}>
                <summary>{t("bar.showAllN", { count: section.size })}</summary>
                <Boxes items={section.rest} chosen={chosen} onToggle={onToggle} />
              </details>
            ) : null}
          </details>
        );
      })}
    </fieldset>
  );
}

function Boxes({
  items,
  chosen,
  onToggle,
  sections,
}: {
  items: readonly PickerChoice[];
  chosen: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  /** When set, each box also names its section (a flat list of matches from many sections). */
  sections?: (key: BarSectionKey) => string;
}) {
  return (
    <ul className="picker-boxes">
      {items.map((item) => (
        <li key={item.id}>
          <label className="inline-choice">
            <input
              type="checkbox"
              name="i"
              value={item.id}
              checked={chosen.has(item.id)}
              onChange={(event) => onToggle(item.id, event.currentTarget.checked)}
            />
            <span>
              {item.name}
              {sections ? <span className="muted"> · {sections(item.section)}</span> : null}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

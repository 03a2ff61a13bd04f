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

type Props = { choices: PickerChoice[]; selected: readonly number[]; q: string; locale: Locale };

/**
 * The picker without JavaScript: native checkboxes named `i`. Browsing: one collapsible section per kind
 * of ingredient, its most used first and "show all N" for the rest; a section opens by itself when it holds
 * a chosen ingredient, so every chosen box stays visible and can be unticked. With a typed word (`q`): the
 * ranked matches, then whatever else is chosen, so nothing chosen is lost.
 */
export function IngredientSections({ choices, selected, q, locale }: Props) {
  const { t } = useTranslation();
  const chosen = new Set(selected);
  if (q) {
    const matches = rankIngredients(q, choices, locale, 30);
    const shown = new Set(matches.map((m) => m.id));
    const others = choices.filter((c) => chosen.has(c.id) && !shown.has(c.id));
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
  return (
    <fieldset className="picker-sections">
      <legend>{t("bar.browseTitle")}</legend>
      {groupIntoSections(choices, locale).map((section) => {
        const chosenHere = [...section.top, ...section.rest].filter((c) => chosen.has(c.id)).length;
        return (
          <details key={section.key} className="picker-section" open={chosenHere > 0}>
            <summary>
              <span className="picker-section__name">{t(`bar.sections.${section.key}`)}</span>
              {chosenHere > 0 ? (
                <span className="picker-section__count">{t("bar.sectionChosen", { count: chosenHere })}</span>
              ) : null}
            </summary>
            <Boxes items={section.top} chosen={chosen} />
            {section.rest.length > 0 ? (
              <details className="picker-more" open={section.rest.some((c) => chosen.has(c.id))}>
                <summary>{t("bar.showAllN", { count: section.size })}</summary>
                <Boxes items={section.rest} chosen={chosen} />
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
  sections,
}: {
  items: readonly PickerChoice[];
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
              {sections ? <span className="muted"> · {sections(item.section)}</span> : null}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

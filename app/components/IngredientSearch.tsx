import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/components/I18n";
import type { Locale } from "~/lib/locale";
import type { CatalogueView, PickerChoice } from "~/lib/picker-catalogue";

/** Suggestions shown for typed text: enough to find a bottle, few enough to stay on a phone's screen. */
const SUGGESTIONS = 8;

type Props = {
  /** every ingredient, once fetched (the page carries only its boxes); `need` fetches them */
  catalogue: Pick<CatalogueView, "suggest"> | null;
  need: () => void;
  /** the server's search (no JavaScript): the field starts with it */
  q: string;
  locale: Locale;
  /** where "Find" and "Browse all sections" send the form: the picker itself */
  self: string;
  /** set once JavaScript runs the page: the field then suggests as it is typed into */
  enhanced: boolean;
  chosen: ReadonlySet<number>;
  onToggle: (id: number, on: boolean, name: string) => void;
};

/**
 * The picker's search field: one field, one label, one place, from the server's HTML on. Without
 * JavaScript it searches with the form ("Find" lists the matching boxes). With it, the same field is also a
 * combobox: typed text lists the best matches below it (an overlay, so nothing on the page moves), Up and
 * Down walk them, Enter or a click ticks or unticks the ingredient in the sections below, and Escape closes
 * the list. Focus stays in the field: the page never moves it. Enter with no suggestion chosen is "Find".
 */
export function IngredientSearch({ catalogue, need, q, locale, self, enhanced, chosen, onToggle }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(q);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [said, setSaid] = useState("");
  const field = useRef<HTMLInputElement>(null);
  // What was typed before the page was ready stays (the field is controlled from then on).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page is ready
  useEffect(() => {
    if (enhanced && field.current && field.current.value !== text) setText(field.current.value);
  }, [enhanced]);
  // Another search of the form ("Find", "Browse all sections") puts its own word in the field.
  useEffect(() => setText(q), [q]);
  const matches = useMemo(
    () => (enhanced && catalogue && text.trim() ? catalogue.suggest(text, locale, SUGGESTIONS) : []),
    [enhanced, text, catalogue, locale],
  );
  const typing = enhanced && open && text.trim() !== "";
  const expanded = typing && matches.length > 0;
  // Nothing is said while the ingredients are still on their way: the suggestions come when they are there.
  const nothing = typing && catalogue !== null && matches.length === 0;
  // The suggestion walked to with Up and Down is in view (in the list, and the list on the screen).
  useEffect(() => {
    if (expanded && active >= 0)
      document.getElementById(`${id}-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [expanded, active, id]);
  const choose = (choice: PickerChoice) => {
    const on = !chosen.has(choice.id);
    onToggle(choice.id, on, choice.name);
    setSaid(t(on ? "bar.liveSelected" : "bar.liveDeselected", { name: choice.name }));
    // ready for the next ingredient
    setText("");
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!enhanced) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!text.trim() || matches.length === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setOpen(true);
      setActive((current) =>
        !expanded
          ? step === 1
            ? 0
            : matches.length - 1
          : (current + step + matches.length) % matches.length,
      );
    } else if (event.key === "Enter" && expanded && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === "Enter") {
      // "Find": the form lists the matching boxes; the suggestions make way for them
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  const combobox = enhanced
    ? {
        role: "combobox",
        "aria-autocomplete": "list" as const,
        "aria-expanded": expanded,
        "aria-controls": listId,
        "aria-activedescendant": expanded && active >= 0 ? `${id}-${active}` : undefined,
      }
    : {};
  return (
    <div className="filters">
      <div className="field bar-search">
        <label htmlFor="bar-q">{t("bar.textSearch")}</label>
        <input
          id="bar-q"
          ref={field}
          type="search"
          name="q"
          value={text}
          maxLength={60}
          autoComplete="off"
          onChange={(event) => {
            setText(event.currentTarget.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={need}
          onBlur={() => setOpen(false)}
          {...combobox}
        />
        {enhanced ? (
          <div
            id={listId}
            role="listbox"
            aria-multiselectable="true"
            aria-label={t("bar.textSearch")}
            className="bar-search__list"
            hidden={!expanded}
          >
            {expanded
              ? matches.map((choice, n) => (
                  <div
                    key={choice.id}
                    id={`${id}-${n}`}
                    role="option"
                    aria-selected={chosen.has(choice.id)}
                    className={n === active ? "bar-search__option is-active" : "bar-search__option"}
                    // the field keeps the focus while the pointer chooses
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(choice)}
                    // the field's own keys (Up, Down, Enter) choose
                    onKeyDown={() => undefined}
                    tabIndex={-1}
                  >
                    <span className="bar-search__tick" aria-hidden="true">
                      {chosen.has(choice.id) ? "✓" : ""}
                    </span>
                    <span>
                      {choice.name} <span className="muted">· {t(`bar.sections.${choice.section}`)}</span>
                    </span>
                  </div>
                ))
              : null}
          </div>
        ) : null}
        {nothing ? <p className="bar-search__list bar-search__empty">{t("bar.noOptions")}</p> : null}
        {enhanced ? (
          <p className="visually-hidden" aria-live="polite">
            {nothing ? t("bar.noOptions") : said}
          </p>
        ) : null}
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
  );
}

import { useEffect, useId, useMemo, useState } from "react";
import Select, {
  type AriaLiveMessages,
  components,
  type GroupBase,
  type MultiValueRemoveProps,
  type OptionProps,
} from "react-select";
import { useTranslation } from "~/components/I18n";
import { groupIntoSections } from "~/lib/bar-sections";
import { rankIngredients } from "~/lib/ingredient-rank";
import type { Locale } from "~/lib/locale";
import type { PickerChoice } from "./IngredientSections";

type Option = { value: string; label: string; section: string };

type Props = {
  choices: PickerChoice[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  locale: Locale;
  /** takes the focus when it appears (it replaces the plain search field the visitor just focused) */
  autoFocus?: boolean;
  /** what the visitor had typed into that field */
  initialInput?: string;
};

/**
 * The picker with JavaScript: one searchable multi-select that replaces the server-rendered sections. Typed
 * text is ranked by lib/ingredient-rank (exact name or synonym first), an empty field lists the sections
 * most used first. Controlled by the page, so the chosen count, the chips and the submitted `i` agree. Every
 * message it speaks is in the page's language, options are read with their section, and it does not scroll
 * the page when the visitor asked for reduced motion.
 */
export function IngredientSelect({ choices, value, onChange, locale, autoFocus, initialInput }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [input, setInput] = useState((initialInput ?? "").slice(0, 60));
  const reducedMotion = useReducedMotion();
  const toOption = useMemo(() => {
    const names = new Map<string, string>();
    return (c: PickerChoice): Option => {
      let section = names.get(c.section);
      if (section === undefined) {
        section = t(`bar.sections.${c.section}`);
        names.set(c.section, section);
      }
      return { value: String(c.id), label: c.name, section };
    };
  }, [t]);
  const byId = useMemo(() => new Map(choices.map((c) => [c.id, c])), [choices]);
  const grouped = useMemo(
    () =>
      groupIntoSections(choices, locale).map((s) => ({
        label: t(`bar.sections.${s.key}`),
        options: [...s.top, ...s.rest].map(toOption),
      })),
    [choices, locale, t, toOption],
  );
  const options: readonly (Option | GroupBase<Option>)[] = input.trim()
    ? rankIngredients(input, choices, locale, 40).map(toOption)
    : grouped;
  const selected = value.flatMap((v) => {
    const c = byId.get(v);
    return c ? [toOption(c)] : [];
  });

  const messages: AriaLiveMessages<Option, true, GroupBase<Option>> = {
    guidance: ({ context, isInitialFocus }) =>
      context === "menu"
        ? t("bar.guidanceMenu")
        : context === "value"
          ? t("bar.guidanceValue")
          : isInitialFocus
            ? t("bar.guidanceInput")
            : "",
    onChange: ({ action, label }) =>
      action === "select-option"
        ? t("bar.liveSelected", { name: label })
        : action === "clear"
          ? t("bar.liveCleared")
          : action === "remove-value" || action === "pop-value" || action === "deselect-option"
            ? t("bar.liveDeselected", { name: label })
            : "",
    onFocus: ({ context, focused, selectValue, options: shown }) => {
      if (context === "value") {
        return t("bar.focusValue", {
          name: focused.label,
          index: selectValue.indexOf(focused) + 1,
          count: selectValue.length,
        });
      }
      const flat = shown.flatMap((o) => ("options" in o ? o.options : [o]));
      return t("bar.focusOption", {
        name: focused.label,
        section: focused.section,
        index: flat.indexOf(focused) + 1,
        count: flat.length,
      });
    },
    onFilter: ({ resultsMessage }) => resultsMessage,
  };

  return (
    <div className="field">
      <label htmlFor={`${id}-select`}>{t("bar.selectLabel")}</label>
      <Select<Option, true>
        inputId={`${id}-select`}
        instanceId={id}
        autoFocus={autoFocus}
        defaultMenuIsOpen={Boolean(autoFocus && input)}
        isMulti
        name="i"
        delimiter=","
        options={options}
        value={selected}
        onChange={(next) => onChange(next.map((o) => Number(o.value)))}
        inputValue={input}
        onInputChange={(text, meta) => {
          if (meta.action === "input-change") setInput(text.slice(0, 60));
          else if (meta.action === "menu-close" || meta.action === "set-value") setInput("");
        }}
        filterOption={null}
        // The list closes on a choice, so it never hides the rest of the form on a phone.
        closeMenuOnSelect
        placeholder={t("bar.selectPlaceholder")}
        noOptionsMessage={() => t("bar.noOptions")}
        loadingMessage={() => t("bar.loading")}
        screenReaderStatus={({ count }) => t("bar.liveFound", { count })}
        ariaLiveMessages={messages}
        menuShouldScrollIntoView={!reducedMotion}
        formatOptionLabel={(option, { context, inputValue }) =>
          // Typed text lists matches from many sections, so each shows its own (named by OptionNamed).
          context === "menu" && inputValue.trim() ? (
            <>
              {option.label}
              <span className="muted" aria-hidden="true">
                {" "}
                · {option.section}
              </span>
            </>
          ) : (
            option.label
          )
        }
        components={{ MultiValueRemove: RemoveButton, Option: OptionNamed }}
        classNamePrefix="picker"
        styles={{
          // The site's colours, so it reads in the dark scheme too; the default placeholder grey is 3.9:1
          // on white, the site's muted text colour meets 4.5:1 in both schemes.
          control: (base, state) => ({
            ...base,
            minHeight: 44,
            background: "var(--bg)",
            borderColor: state.isFocused ? "var(--focus)" : "var(--muted)",
          }),
          placeholder: (base) => ({ ...base, color: "var(--muted)" }),
          input: (base) => ({ ...base, color: "var(--fg)" }),
          menu: (base) => ({ ...base, background: "var(--bg)", border: "1px solid var(--border)" }),
          groupHeading: (base) => ({ ...base, color: "var(--muted)", fontSize: "0.85rem" }),
          option: (base, state) => ({
            ...base,
            color: "var(--fg)",
            background: state.isFocused ? "var(--surface)" : "transparent",
          }),
          multiValue: (base) => ({
            ...base,
            background: "var(--surface)",
            border: "1px solid var(--border)",
          }),
          multiValueLabel: (base) => ({ ...base, color: "var(--fg)", fontSize: "1rem" }),
          noOptionsMessage: (base) => ({ ...base, color: "var(--muted)" }),
        }}
      />
    </div>
  );
}

/** An option is read with its section ("Gin, Spirits"), browsed by sections or found by typing. */
function OptionNamed(props: OptionProps<Option, true>) {
  return (
    <components.Option
      {...props}
      innerProps={{ ...props.innerProps, "aria-label": `${props.data.label}, ${props.data.section}` }}
    />
  );
}

/** The chip's "×", named in the page's language ("Remove Gin" / "Gin entfernen"). */
function RemoveButton(props: MultiValueRemoveProps<Option, true>) {
  const { t } = useTranslation();
  return (
    <components.MultiValueRemove
      {...props}
      innerProps={{ ...props.innerProps, "aria-label": t("bar.removeNamed", { name: props.data.label }) }}
    />
  );
}

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const update = () => setReduced(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

import type { SubmissionResult } from "@conform-to/react";
import { type FieldMetadata, getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { Form, useFetcher } from "@remix-run/react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import type { AriaLiveMessages, GroupBase } from "react-select";
import { useTranslation } from "~/components/I18n";
import { useForm } from "~/hooks/use-form";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLocale } from "~/hooks/use-root-data";
import { difficultyLabel, glassLabel, methodLabel, unitLabel } from "~/lib/messages";
import { MAX_ALTERNATIVES, type RecipeFormInput } from "~/lib/recipe-form";
import { DIFFICULTIES, GLASS_TYPES, METHODS, UNITS } from "../../db/domain";
import { ErrorSummary } from "./ErrorSummary";
import { ErrorList, Field } from "./Field";

// react-select (31 KB gzipped) loads only once the form is enhanced, i.e. after hydration; until it arrives the
// native select below stands in for it, usable and sent under the same name
// (docs/decisions/0018-javascript-budget.md).
const Select = lazy(() => import("react-select"));

type Input = RecipeFormInput;
type Option = { value: string; label: string };
export type IngredientGroups = { id: number; name: string; items: { id: number; name: string }[] }[];

/**
 * The ingredient of a line: a native select with option groups; with JavaScript a react-select search over
 * the same tree. Both send the field under the same name.
 */
function IngredientField({
  meta,
  ingredients,
  enhanced,
}: {
  meta: FieldMetadata<string | undefined>;
  ingredients: IngredientGroups;
  enhanced: boolean;
}) {
  const { t } = useTranslation();
  const describedBy = meta.errors?.length ? meta.errorId : undefined;
  const options = useMemo(
    () =>
      ingredients.map((g) => ({
        label: g.name,
        options: g.items.map((i) => ({ value: String(i.id), label: i.name })),
      })),
    [ingredients],
  );
  const native = (
    <select {...getSelectProps(meta)} aria-describedby={describedBy}>
      <option value="">{t("author.chooseIngredient")}</option>
      {ingredients.map((g) => (
        <optgroup key={g.id} label={g.name}>
          {g.items.map((i) => (
            <option key={i.id} value={i.id}>
              {i.name}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
  // what react-select says to a screen reader, in the page's language (its own texts are English)
  const messages: AriaLiveMessages<Option, false, GroupBase<Option>> = {
    guidance: ({ context, isInitialFocus }) =>
      context === "menu"
        ? t("author.pickerGuidanceMenu")
        : isInitialFocus
          ? t("author.pickerGuidanceInput")
          : "",
    onChange: ({ action, label }) =>
      action === "select-option"
        ? t("author.pickerChosen", { name: label })
        : action === "clear" || action === "remove-value" || action === "pop-value"
          ? t("author.pickerCleared")
          : "",
    onFocus: ({ focused, options: shown }) =>
      t("author.pickerOption", {
        name: focused.label,
        index: shown.indexOf(focused) + 1,
        count: shown.length,
      }),
    onFilter: ({ resultsMessage }) => resultsMessage,
  };
  if (enhanced) {
    const chosen = options.flatMap((g) => g.options).find((o) => o.value === String(meta.initialValue ?? ""));
    return (
      <Suspense fallback={native}>
        <Select
          inputId={meta.id}
          instanceId={meta.id}
          name={meta.name}
          options={options}
          defaultValue={chosen}
          isClearable
          placeholder={t("author.chooseIngredient")}
          noOptionsMessage={() => t("author.pickerNone")}
          loadingMessage={() => t("author.pickerLoading")}
          screenReaderStatus={({ count }) => t("author.pickerFound", { count })}
          // the lazy component is not generic: its options are ours
          ariaLiveMessages={messages as AriaLiveMessages<unknown, boolean, GroupBase<unknown>>}
          aria-invalid={describedBy ? true : undefined}
          aria-errormessage={describedBy}
          classNamePrefix="picker"
          styles={{ control: (base) => ({ ...base, minHeight: 44, minWidth: "14rem" }) }}
        />
      </Suspense>
    );
  }
  return native;
}

/**
 * The error summary's link texts by field name: "English name", "Ingredient 2: amount", so each message
 * says which field it is about.
 */
function summaryLabels(t: ReturnType<typeof useTranslation>["t"], lineCount: number): Record<string, string> {
  const labels: Record<string, string> = { lines: t("author.lines") };
  for (const lang of ["De", "En"] as const) {
    const language = lang === "De" ? t("author.german") : t("author.english");
    for (const part of ["name", "description", "steps", "garnish"] as const) {
      labels[`${part}${lang}`] = `${language} – ${t(`author.${part}`)}`;
    }
  }
  for (let i = 0; i < lineCount; i++) {
    const line = t("author.line", { n: i + 1 });
    labels[`lines[${i}].ingredient`] = `${line} – ${t("author.ingredient")}`;
    labels[`lines[${i}].amount`] = `${line} – ${t("author.amount")}`;
    labels[`lines[${i}].alternatives`] = line;
  }
  return labels;
}

const AUTOSAVE_MS = 10_000;

function snapshotOf(formId: string): FormData | null {
  const element = document.getElementById(formId);
  return element instanceof HTMLFormElement ? new FormData(element) : null;
}

const serialise = (data: FormData) =>
  JSON.stringify([...data.entries()].filter(([k]) => k !== "version").map(([k, v]) => [k, String(v)]));

/** Saves the form in the background when it changed: every 10 s, and by beacon when the page is hidden. */
function useAutosave(formId: string, version: number, enabled: boolean) {
  const fetcher = useFetcher<{ kind: string; version?: number; savedAt?: string }>();
  const [currentVersion, setCurrentVersion] = useState(version);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const last = useRef<string | null>(null);
  useEffect(() => setCurrentVersion(version), [version]);
  useEffect(() => {
    if (fetcher.data?.kind === "autosaved" && fetcher.data.version) {
      setCurrentVersion(fetcher.data.version);
      setSavedAt(fetcher.data.savedAt ?? null);
    }
  }, [fetcher.data]);
  const state = useRef(fetcher.state);
  state.current = fetcher.state;
  useEffect(() => {
    if (!enabled) return;
    const initial = snapshotOf(formId);
    last.current = initial ? serialise(initial) : null;
    const changed = () => {
      const data = snapshotOf(formId);
      if (!data || serialise(data) === last.current) return null;
      last.current = serialise(data);
      data.set("intent", "autosave");
      return data;
    };
    const timer = window.setInterval(() => {
      if (state.current !== "idle") return;
      const data = changed();
      if (data) fetcher.submit(data, { method: "post" });
    }, AUTOSAVE_MS);
    const onHide = () => {
      if (document.visibilityState !== "hidden") return;
      const data = changed();
      if (data) navigator.sendBeacon(window.location.pathname, data);
    };
    document.addEventListener("visibilitychange", onHide);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onHide);
    };
  }, [enabled, formId, fetcher.submit]);
  return { currentVersion, savedAt };
}

/**
 * The recipe form. Lines are added, removed and moved with conform's list intents: without JavaScript each
 * button submits the form and the server answers with the changed form; with JavaScript they act in place.
 */
export function RecipeForm({
  id,
  lastResult,
  defaultValue,
  version,
  ingredients,
  published,
  autosave = false,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]>;
  defaultValue: Input;
  version: number;
  ingredients: IngredientGroups;
  published: boolean;
  /** drafts being edited save themselves every 10 s and when the page is left (with JavaScript) */
  autosave?: boolean;
}) {
  const { t, i18n } = useTranslation();
  // The page's language first: English pages show the English column first.
  const locale = useLocale();
  const [form, fields] = useForm<Input>({ id, lastResult, defaultValue, shouldValidate: "onSubmit" });
  const { currentVersion, savedAt } = useAutosave(form.id, version, autosave);
  const enhanced = useHydrated();
  const lines = fields.lines.getFieldList();
  const labels = {
    difficulty: (d: string) => difficultyLabel(t, d),
    glass: (g: string) => glassLabel(t, g),
    method: (m: string) => methodLabel(t, m),
  };
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="form form--wide recipe-form">
      {/* Enter in a text field presses the first submit button: let that be "save", not a line's button. */}
      <button
        type="submit"
        name="intent"
        value="draft"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
      >
        {t("author.saveDraft")}
      </button>
      <ErrorSummary form={form} result={lastResult} labels={summaryLabels(t, lines.length)} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <input type="hidden" name="version" value={currentVersion} />
      {autosave ? (
        <p role="status" aria-live="polite" className="field__hint">
          {savedAt
            ? t("author.autosaved", {
                time: new Intl.DateTimeFormat(i18n.language, { hour: "2-digit", minute: "2-digit" }).format(
                  new Date(savedAt),
                ),
              })
            : null}
        </p>
      ) : null}
      <p className="field__hint">{t("author.languagesHint")}</p>
      <div className="language-columns">
        {(locale === "en" ? (["En", "De"] as const) : (["De", "En"] as const)).map((lang) => (
          // The labels are in the page's language; what is typed in the other column is marked as its own.
          <fieldset key={lang} className="picker-group">
            <legend>{lang === "De" ? t("author.german") : t("author.english")}</legend>
            {(["name", "description", "steps", "garnish"] as const).map((part) => (
              <Field
                key={part}
                meta={fields[`${part}${lang}`]}
                label={t(`author.${part}`)}
                lang={lang.toLowerCase() === locale ? undefined : lang.toLowerCase()}
                multiline={part === "description" || part === "steps"}
                rows={4}
              />
            ))}
          </fieldset>
        ))}
      </div>
      <fieldset className="picker-group">
        <legend>{t("author.details")}</legend>
        <div className="filters">
          {(
            [
              ["difficulty", fields.difficulty, DIFFICULTIES, t("difficulty.label")],
              ["glass", fields.glass, GLASS_TYPES, t("recipe.glass")],
              ["method", fields.method, METHODS, t("recipe.method")],
            ] as const
          ).map(([key, meta, options, label]) => (
            <div className="field" key={key}>
              <label htmlFor={meta.id}>{label}</label>
              <select {...getSelectProps(meta)}>
                {options.map((o) => (
                  <option key={o} value={o}>
                    {labels[key](o)}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className="picker-group">
        <legend>{t("author.lines")}</legend>
        <ErrorList id={fields.lines.errorId} errors={fields.lines.errors} />
        <ol className="recipe-lines">
          {lines.map((line, index) => {
            const l = line.getFieldset();
            const n = index + 1;
            return (
              <li key={line.key}>
                <fieldset>
                  <legend>{t("author.line", { n })}</legend>
                  <div className="filters">
                    <div className="field">
                      <label htmlFor={l.ingredient.id}>{t("author.ingredient")}</label>
                      <IngredientField meta={l.ingredient} ingredients={ingredients} enhanced={enhanced} />
                      <ErrorList id={l.ingredient.errorId} errors={l.ingredient.errors} live />
                    </div>
                    {l.alternatives.getFieldList().map((alternative, j) => (
                      <div className="field field--alternative" key={alternative.key}>
                        <label htmlFor={alternative.id}>{t("author.alternative", { m: j + 1 })}</label>
                        <IngredientField meta={alternative} ingredients={ingredients} enhanced={enhanced} />
                        <ErrorList id={alternative.errorId} errors={alternative.errors} live />
                        <button
                          className="button--quiet button--small"
                          {...form.remove.getButtonProps({ name: l.alternatives.name, index: j })}
                        >
                          {t("author.removeAlternative", { n, m: j + 1 })}
                        </button>
                      </div>
                    ))}
                    <div className="field">
                      <label htmlFor={l.amount.id}>{t("author.amount")}</label>
                      <input
                        {...getInputProps(l.amount, { type: "text" })}
                        inputMode="decimal"
                        placeholder={t("author.amountHint")}
                        aria-describedby={l.amount.errors?.length ? l.amount.errorId : undefined}
                      />
                      <ErrorList id={l.amount.errorId} errors={l.amount.errors} />
                    </div>
                    <div className="field">
                      <label htmlFor={l.unit.id}>{t("author.unit")}</label>
                      <select {...getSelectProps(l.unit)}>
                        {UNITS.map((u) => (
                          <option key={u} value={u}>
                            {unitLabel(t, u, 2)}
                          </option>
                        ))}
                      </select>
                    </div>
                    <label className="inline-choice">
                      <input {...getInputProps(l.optional, { type: "checkbox", value: "on" })} />{" "}
                      {t("author.optional")}
                    </label>
                    <label className="inline-choice">
                      <input {...getInputProps(l.exact, { type: "checkbox", value: "on" })} />{" "}
                      {t("author.exact")}
                    </label>
                  </div>
                  <ErrorList id={l.alternatives.errorId} errors={l.alternatives.errors} />
                  <div className="line-actions">
                    {l.alternatives.getFieldList().length < MAX_ALTERNATIVES ? (
                      <button
                        className="button--quiet button--small"
                        {...form.insert.getButtonProps({ name: l.alternatives.name })}
                      >
                        {t("author.addAlternative", { n })}
                      </button>
                    ) : null}
                    {index > 0 ? (
                      <button
                        className="button--quiet button--small"
                        {...form.reorder.getButtonProps({
                          name: fields.lines.name,
                          from: index,
                          to: index - 1,
                        })}
                        aria-label={t("author.moveUp", { n })}
                      >
                        ↑
                      </button>
                    ) : null}
                    {index < lines.length - 1 ? (
                      <button
                        className="button--quiet button--small"
                        {...form.reorder.getButtonProps({
                          name: fields.lines.name,
                          from: index,
                          to: index + 1,
                        })}
                        aria-label={t("author.moveDown", { n })}
                      >
                        ↓
                      </button>
                    ) : null}
                    <button
                      className="button--quiet button--small"
                      {...form.remove.getButtonProps({ name: fields.lines.name, index })}
                    >
                      {t("author.removeLine", { n })}
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <button
          className="button--secondary"
          {...form.insert.getButtonProps({ name: fields.lines.name, defaultValue: { unit: "cl" } })}
        >
          {t("author.addLine")}
        </button>
      </fieldset>
      <div className="line-actions">
        {!published ? (
          <button type="submit" name="intent" value="draft" className="button--secondary">
            {t("author.saveDraft")}
          </button>
        ) : null}
        <button type="submit" name="intent" value="publish">
          {published ? t("author.saveChanges") : t("author.publish")}
        </button>
      </div>
    </Form>
  );
}

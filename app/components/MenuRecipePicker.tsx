import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/components/I18n";
import { MenuActionButton } from "./MenuActionButton";

export type PickerResult = { id: number; name: string; added: boolean };

/**
 * Search and pick, without JavaScript: a GET form finds published recipes by name (the query stays in the
 * address), and each hit has its own small POST form that adds it. `children` are extra GET fields (the
 * menu's section choice) that travel with the search.
 */
export function MenuRecipePicker({
  id,
  query,
  results,
  addFields,
  addLabel,
  children,
}: {
  id: string;
  query: string;
  results: PickerResult[];
  /** The hidden fields of an "add" form, for one recipe. */
  addFields: (recipeId: number) => Record<string, string | number>;
  /** The accessible name of a hit's "add" button. */
  addLabel: (name: string) => string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form
        method="get"
        className="filters"
        preventScrollReset
        role="search"
        aria-label={t("brandMenu.pickerSubmit")}
      >
        {children}
        <div className="field">
          <label htmlFor={`${id}-q`}>{t("brandMenu.pickerLabel")}</label>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            defaultValue={query}
            maxLength={80}
            autoComplete="off"
          />
        </div>
        <button type="submit" className="button--secondary">
          {t("brandMenu.pickerSubmit")}
        </button>
      </Form>
      {query ? (
        results.length === 0 ? (
          <p className="empty-state" role="status">
            {t("brandMenu.pickerNone", { q: query })}
          </p>
        ) : (
          <section aria-labelledby={`${id}-results`}>
            <h3 id={`${id}-results`} className="visually-hidden">
              {t("brandMenu.pickerResults", { q: query })}
            </h3>
            <ul className="menu-picker-results">
              {results.map((r) => (
                <li key={r.id}>
                  <span>{r.name}</span>
                  {r.added ? (
                    <span className="muted">{t("brandMenu.alreadyAdded")}</span>
                  ) : (
                    <MenuActionButton fields={addFields(r.id)} label={addLabel(r.name)} variant="secondary">
                      {t("brandMenu.add")}
                    </MenuActionButton>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )
      ) : null}
    </>
  );
}

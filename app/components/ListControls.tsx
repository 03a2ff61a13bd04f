import { Form, Link, useNavigate } from "@remix-run/react";
import type { TFunction } from "i18next";
import { type FormEvent, useEffect, useRef } from "react";
import { useTranslation } from "~/components/I18n";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLocale } from "~/hooks/use-root-data";
import { ORDERS, type Order, orderOf } from "~/lib/list-order";
import { withoutText } from "~/lib/list-title";
import type { Locale } from "~/lib/locale";
import { EXCLUDABLE_ALLERGENS, type ListQuery, listQueryString, STRENGTH_FILTERS } from "~/lib/recipe-query";
import { DIFFICULTIES } from "../../db/domain";

type Choice = { key: string; name: string };

type ControlsProps = {
  query: ListQuery;
  groups: { slug: string; name: string }[];
  bases?: Choice[];
  ingredients?: Choice[];
  action?: string;
};

/**
 * Sort and filter as a GET form: works without JavaScript (a Show button), and the URL can be bookmarked.
 * With JavaScript a change applies at once, in place: focus stays on the control, the count and order below
 * are announced, and the Show button is gone. The filters in force stand above the form as chips, each a
 * link that removes it (so they work without JavaScript too).
 */
export function ListControls({ query, groups, bases, ingredients, action }: ControlsProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);

  // A chip or a pagination link changes the query from outside the form: its controls follow, without
  // remounting (which would take focus from a control being used).
  useEffect(() => {
    if (form.current) syncForm(form.current, query);
  }, [query]);

  // The form's choices as a short URL: no empty fields, and the default order left out.
  const applyAtOnce = (event: FormEvent<HTMLFormElement>) => {
    const sent = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value !== "" && !(name === "order" && value === ORDERS[0])) {
        sent.append(name, value);
      }
    }
    navigate(`?${sent}`, { preventScrollReset: true, replace: true });
  };

  const chosen = activeFilters(t, useLocale(), query, groups, bases, ingredients);

  return (
    <section aria-labelledby="filter-heading" className="list-controls">
      <h2 id="filter-heading" className="visually-hidden">
        {t("recipes.filterHeading")}
      </h2>
      {chosen.length > 0 ? (
        <ul className="chips" aria-label={t("recipes.activeFilters")}>
          {chosen.map((c) => (
            <li key={c.key}>
              <Link
                className="chip"
                to={listQueryString(query, { ...c.without, page: 1 }) || "?"}
                preventScrollReset
              >
                {c.label}
                <span aria-hidden="true">✕</span>
                <span className="visually-hidden"> – {t("recipes.removeFilter")}</span>
              </Link>
            </li>
          ))}
          {chosen.length > 1 ? (
            <li>
              <Link
                className="chip chip--plain"
                preventScrollReset
                to={
                  listQueryString(query, {
                    group: null,
                    base: null,
                    ingredient: null,
                    difficulty: null,
                    strength: null,
                    without: [],
                    page: 1,
                  }) || "?"
                }
              >
                {t("recipes.reset")}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
      <Form
        ref={form}
        method="get"
        action={action}
        className="filters"
        onChange={hydrated ? applyAtOnce : undefined}
        preventScrollReset
      >
        <div className="field">
          <label htmlFor="order">{t("recipes.sortLabel")}</label>
          <select id="order" name="order" defaultValue={orderOf(query)}>
            {ORDERS.map((order) => (
              <option key={order} value={order}>
                {orderLabel(t, order)}
              </option>
            ))}
          </select>
        </div>
        {bases ? (
          <ChoiceSelect id="base" label={t("recipes.filterBase")} choices={bases} value={query.base} />
        ) : null}
        {ingredients ? (
          <ChoiceSelect
            id="ingredient"
            label={t("recipes.filterIngredient")}
            choices={ingredients}
            value={query.ingredient}
          />
        ) : null}
        {groups.length > 0 ? (
          <ChoiceSelect
            id="group"
            label={t("recipes.filterGroup")}
            choices={groups.map((g) => ({ key: g.slug, name: g.name }))}
            value={query.group}
          />
        ) : null}
        <ChoiceSelect
          id="difficulty"
          label={t("recipes.filterDifficulty")}
          choices={DIFFICULTIES.map((d) => ({ key: d, name: t(`difficulty.${d}`) }))}
          value={query.difficulty}
        />
        <ChoiceSelect
          id="strength"
          label={t("recipes.filterStrength")}
          choices={STRENGTH_FILTERS.map((s) => ({ key: s, name: t(`recipes.strength_${s}`) }))}
          value={query.strength}
        />
        <fieldset className="field filters__choices">
          <legend>{t("recipes.filterWithout")}</legend>
          {EXCLUDABLE_ALLERGENS.map((a) => (
            <label key={a} className="inline-choice">
              <input type="checkbox" name="without" value={a} defaultChecked={query.without.includes(a)} />{" "}
              {t(`allergen.${a}`)}
            </label>
          ))}
        </fieldset>
        {hydrated ? null : <button type="submit">{t("recipes.apply")}</button>}
      </Form>
    </section>
  );
}

function ChoiceSelect({
  id,
  label,
  choices,
  value,
}: {
  id: string;
  label: string;
  choices: Choice[];
  value: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={id} defaultValue={value ?? ""}>
        <option value="">{t("recipes.all")}</option>
        {choices.map((c) => (
          <option key={c.key} value={c.key}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}

type ActiveFilter = { key: string; label: string; without: Partial<ListQuery> };

/** The filters in force, each with the change that removes it, in the form's order. */
function activeFilters(
  t: TFunction,
  locale: Locale,
  query: ListQuery,
  groups: { slug: string; name: string }[],
  bases: Choice[] = [],
  ingredients: Choice[] = [],
): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  const base = bases.find((b) => b.key === query.base);
  if (base) out.push({ key: "base", label: base.name, without: { base: null } });
  const ingredient = ingredients.find((i) => i.key === query.ingredient);
  if (ingredient) out.push({ key: "ingredient", label: ingredient.name, without: { ingredient: null } });
  const group = groups.find((g) => g.slug === query.group);
  if (group) out.push({ key: "group", label: group.name, without: { group: null } });
  if (query.difficulty) {
    out.push({
      key: "difficulty",
      label: t(`difficulty.${query.difficulty}`),
      without: { difficulty: null },
    });
  }
  if (query.strength) {
    out.push({
      key: "strength",
      label: t(`recipes.strength_${query.strength}`),
      without: { strength: null },
    });
  }
  for (const a of query.without) {
    out.push({
      key: `without-${a}`,
      label: withoutText(t, locale, [a]),
      without: { without: query.without.filter((x) => x !== a) },
    });
  }
  return out;
}

/** Set the form's controls to what the query says. */
function syncForm(form: HTMLFormElement, query: ListQuery) {
  const set = (name: string, value: string) => {
    const el = form.elements.namedItem(name);
    if (el instanceof HTMLSelectElement && el.value !== value) el.value = value;
  };
  set("order", orderOf(query));
  set("base", query.base ?? "");
  set("ingredient", query.ingredient ?? "");
  set("group", query.group ?? "");
  set("difficulty", query.difficulty ?? "");
  set("strength", query.strength ?? "");
  for (const box of form.querySelectorAll<HTMLInputElement>('input[name="without"]')) {
    box.checked = (query.without as string[]).includes(box.value);
  }
}

/** The "Sort by" menu's words for one order ("Best rated first"). */
export function orderLabel(t: TFunction, order: Order): string {
  const labels: Record<Order, string> = {
    "name-asc": t("recipes.order_name_asc"),
    "name-desc": t("recipes.order_name_desc"),
    "rating-desc": t("recipes.order_rating_desc"),
    "rating-asc": t("recipes.order_rating_asc"),
    "difficulty-asc": t("recipes.order_difficulty_asc"),
    "difficulty-desc": t("recipes.order_difficulty_desc"),
    "strength-asc": t("recipes.order_strength_asc"),
    "strength-desc": t("recipes.order_strength_desc"),
  };
  return labels[order];
}

/**
 * "148 recipes. Best rated first.": a polite live region, so a filter or sort applied in place is heard (the
 * count alone would stay silent when only the order changes).
 */
export function ListStatus({ query, total }: { query: ListQuery; total: number }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="list-status">
      {t("recipes.statusOrder", {
        total: t("recipes.count", { count: total }),
        order: orderLabel(t, orderOf(query)),
      })}
    </p>
  );
}

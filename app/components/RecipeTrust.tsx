import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ErrorList } from "~/components/ErrorList";
import { useTranslation } from "~/components/I18n";
import { useLocale } from "~/hooks/use-root-data";
import { STANDARD_DRINK_COUNTRIES, type StandardDrinkCountry } from "~/lib/standard-drinks";

// What a guest needs to trust a recipe: how strong it is, what it holds that some must avoid, and where the
// spec comes from.

export type ShownStrength = {
  abv: number;
  alcoholG: number;
  kcal: number;
  standardDrinks: number;
  country: StandardDrinkCountry;
};

const decimals = {
  de: new Intl.NumberFormat("de", { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat("en", { maximumFractionDigits: 1 }),
};

/** The facts list's entries for strength, alcohol, energy and allergens (inside the recipe's <dl>). */
export function StrengthFacts({
  strength,
  allergens,
}: {
  strength: ShownStrength | null;
  allergens: string[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const n = decimals[locale];
  const names = allergens.map((a, i) => {
    const name = t(`allergen.${a}` as "allergen.egg");
    // "Egg, milk": in English only the first word of the list is capitalised; German nouns keep theirs
    return locale === "en" && i > 0 ? name.toLowerCase() : name;
  });
  return (
    <>
      {strength ? (
        <>
          <dt>{t("strength.abvLabel")}</dt>
          <dd>
            {strength.abv === 0
              ? t("strength.alcoholFree")
              : t("strength.abv", { abv: n.format(strength.abv) })}
          </dd>
          {strength.abv > 0 ? (
            <>
              <dt>{t("strength.alcoholLabel")}</dt>
              <dd>
                {t("strength.alcohol", {
                  grams: n.format(strength.alcoholG),
                  // the plural follows the number, the text shows it formatted ("1,9 Standardgläser")
                  count: strength.standardDrinks,
                  drinks: n.format(strength.standardDrinks),
                  country: t(`strength.countryShort_${strength.country}`),
                })}
              </dd>
            </>
          ) : null}
          <dt>{t("strength.energyLabel")}</dt>
          <dd>{t("strength.kcal", { kcal: strength.kcal })}</dd>
        </>
      ) : null}
      {names.length > 0 ? (
        <>
          <dt>{t("strength.allergensLabel")}</dt>
          <dd>{names.join(", ")}</dd>
        </>
      ) : null}
    </>
  );
}

/** Whose standard drinks to count in, and how the figures are worked out. A POST: the choice is remembered. */
export function StrengthDetails({
  country,
  result,
}: {
  country: StandardDrinkCountry;
  result?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ intent: string; country: string }>({
    id: "drinks",
    lastResult: result?.initialValue?.intent === "drinks" ? result : undefined,
  });
  return (
    <div className="strength-details no-print" id="strength">
      <Form method="post" className="inline-form" preventScrollReset {...getFormProps(form)}>
        <input type="hidden" name="intent" value="drinks" />
        <label htmlFor="drinks-country">{t("strength.countryLabel")}</label>{" "}
        <select
          id="drinks-country"
          name="country"
          defaultValue={country}
          aria-invalid={fields.country.errors ? true : undefined}
          aria-describedby={fields.country.errors ? fields.country.errorId : undefined}
        >
          {STANDARD_DRINK_COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {t(`strength.country_${c}`)}
            </option>
          ))}
        </select>{" "}
        <button type="submit" className="button--secondary button--small">
          {t("strength.apply")}
        </button>
        <ErrorList id={fields.country.errorId} errors={fields.country.errors} />
      </Form>
      <details>
        <summary>{t("strength.how")}</summary>
        <p>{t("strength.howText")}</p>
      </details>
    </div>
  );
}

/** The raw-egg warning, with the way around it. */
export function RawEggNote({ alcoholFree }: { alcoholFree: boolean }) {
  const { t } = useTranslation();
  return (
    <aside className="callout callout--warning" aria-labelledby="raw-egg-heading">
      <h3 id="raw-egg-heading">{t("strength.rawEggTitle")}</h3>
      <p>
        {t("strength.rawEgg")}
        {alcoholFree ? ` ${t("strength.rawEggAlcoholFree")}` : null}
      </p>
    </aside>
  );
}

export type ShownSource = { title: string; detail: string; url: string; note: string };

/** "Source: IBA Official Cocktails (2024), p. 5", linked where the source is online. */
export function RecipeSource({ source }: { source: ShownSource }) {
  const { t } = useTranslation();
  const title = source.url ? (
    <a href={source.url} rel="noopener noreferrer external">
      {source.title}
    </a>
  ) : (
    <cite>{source.title}</cite>
  );
  return (
    <p className="recipe-source">
      {t("strength.sourceLabel")}: {title}
      {source.detail ? `, ${source.detail}` : null}
      {source.note ? <span className="muted"> – {t("strength.adapted", { note: source.note })}</span> : null}
    </p>
  );
}

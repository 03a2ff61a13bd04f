import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ErrorList } from "~/components/ErrorList";
import { useTranslation } from "~/components/I18n";
import { STANDARD_DRINK_COUNTRIES, type StandardDrinkCountry } from "~/lib/standard-drinks";

// What a guest needs to trust a recipe beside its figures (which the loader writes): whose standard drinks to
// count in, the raw-egg warning, and where the spec comes from.

/** Whose standard drinks to count in, and how the figures are worked out. A POST: the choice is remembered. */
export function StrengthDetails({
  country,
  result,
}: {
  country: StandardDrinkCountry;
  result?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  // Plain props, not conform's hooks: the recipe page ships no form library (its JavaScript budget).
  const errors = result?.initialValue?.intent === "drinks" ? result.error?.country : undefined;
  const errorId = "drinks-country-error";
  return (
    <div className="strength-details no-print" id="strength">
      <Form method="post" className="inline-form" preventScrollReset>
        <input type="hidden" name="intent" value="drinks" />
        <label htmlFor="drinks-country">{t("strength.countryLabel")}</label>{" "}
        <select
          id="drinks-country"
          name="country"
          defaultValue={country}
          aria-invalid={errors ? true : undefined}
          aria-describedby={errors ? errorId : undefined}
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
        <ErrorList id={errorId} errors={errors ?? undefined} />
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

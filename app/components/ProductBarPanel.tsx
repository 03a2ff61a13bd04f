import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/components/I18n";
import { DEFAULT_TOLERANCE, TOLERANCES, type Tolerance } from "~/lib/bar-matcher";
import { barQuery } from "~/lib/bar-selection";
import { formErrors, type ReplyResult } from "~/lib/submission";
import { ErrorSummary } from "./ErrorSummary";
import { LocaleLink } from "./LocaleLink";

export type ProductBar = {
  /** the ingredient ids of the visitor's remembered bar */
  ids: number[];
  inBar: boolean;
  now: number | null;
  more: number;
} | null;

const TOLERANCE_LABELS = {
  light: "bar.toleranceLight",
  normal: "bar.toleranceNormal",
  high: "bar.toleranceHigh",
} as const satisfies Record<Tolerance, string>;

/**
 * "Your bar" on a product page: with a remembered bar, how many more recipes this bottle would make possible
 * at the chosen tolerance (which can be changed by plain links); the "Add to my bar" button (a POST that
 * works without JavaScript); and once the bottle is in the bar, what the bar can mix now.
 */
export function ProductBarPanel({
  bar,
  tolerance,
  path,
  result,
}: {
  bar: ProductBar;
  tolerance: Tolerance;
  /** the product page's path, for the tolerance links */
  path: string;
  result?: ReplyResult;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const status = useRef<HTMLParagraphElement>(null);
  const wasInBar = useRef(bar?.inBar ?? false);
  // Server-validated only (app/lib/product-bar-schema.ts): no conform in the product page's JavaScript.
  const form = formErrors("add-to-bar", result);

  // After adding with JavaScript the button is gone; focus moves to the sentence that says so.
  useEffect(() => {
    const inBar = bar?.inBar ?? false;
    if (inBar && !wasInBar.current) status.current?.focus();
    wasInBar.current = inBar;
  }, [bar?.inBar]);

  const withTolerance = (level: Tolerance) =>
    `${path}${level === DEFAULT_TOLERANCE ? "" : `?tolerance=${level}`}#bar`;
  return (
    <section className="section bar-note product-bar" id="bar" aria-labelledby="bar-title">
      <h2 id="bar-title">{t("product.barTitle")}</h2>
      <ErrorSummary form={form} result={result} />
      {bar?.inBar ? (
        <>
          <p ref={status} tabIndex={-1}>
            <strong>{t("product.inBar")}</strong> {t("product.barNow", { count: bar.now ?? 0 })}
          </p>
          <p>
            <LocaleLink to={`/recipe/filter-result?${barQuery(bar.ids, tolerance)}`}>
              {t("product.showBar")}
            </LocaleLink>
          </p>
        </>
      ) : (
        <>
          <p>{bar ? <strong>{t("product.moreRecipes", { count: bar.more })}</strong> : t("product.noBar")}</p>
          <Form method="post" id={form.id} preventScrollReset className="inline-form">
            <input type="hidden" name="intent" value="add-to-bar" />
            <input type="hidden" name="tolerance" value={tolerance} />
            <button type="submit" disabled={navigation.state === "submitting"}>
              {t("product.addToBar")}
            </button>
          </Form>
        </>
      )}
      {bar ? (
        <nav className="tolerance-choice" aria-labelledby="tolerance-label">
          <p id="tolerance-label" className="muted">
            {t("product.countedWith")}
          </p>
          <ul className="link-list">
            {(Object.keys(TOLERANCES) as Tolerance[]).map((level) => (
              <li key={level}>
                <Link to={withTolerance(level)} aria-current={level === tolerance ? "true" : undefined}>
                  {t(TOLERANCE_LABELS[level])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}

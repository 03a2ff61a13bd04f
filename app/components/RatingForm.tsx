import { Form } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";
import { fieldErrors, formErrors, type ReplyResult } from "~/lib/submission";
import { ErrorList } from "./ErrorList";
import { ErrorSummary } from "./ErrorSummary";

const STAR_PATH =
  "M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z";

/**
 * Five stars that are a radio group underneath: native radios (arrow keys move and choose, the form posts
 * without JavaScript), each named "1 star" … "5 stars"; the stars up to the chosen (or hovered) one fill.
 * The member's own rating is preselected and can be changed.
 */
export default function RatingForm({
  myRating,
  result: answer,
}: {
  myRating: number | null;
  result?: ReplyResult & { initialValue?: Record<string, unknown> | null };
}) {
  const { t } = useTranslation();
  // The page's answer, unless it was sent for another of its forms (a note, the standard drinks).
  const intent = answer?.initialValue?.intent;
  const result = intent === undefined || intent === "rate" ? answer : undefined;
  // No client-side validation: the server checks the stars (app/lib/rating-schema.ts) and answers errors.
  const form = formErrors("rate-form", result);
  const fields = { stars: fieldErrors("rate-form", "stars", result) };
  const invalid = Boolean(fields.stars.errors?.length);
  return (
    <Form method="post" id={form.id} noValidate className="form rating-form" preventScrollReset>
      <ErrorSummary form={form} result={result} labels={{ stars: t("rating.legend") }} />
      <input type="hidden" name="intent" value="rate" />
      {myRating ? <p className="rating-form__yours">{t("rating.yours", { count: myRating })}</p> : null}
      <fieldset
        className="field stars"
        id={fields.stars.id}
        tabIndex={-1}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? fields.stars.errorId : undefined}
      >
        <legend>{t("rating.legend")}</legend>
        <span className="stars__row">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="star">
              <input type="radio" name={fields.stars.name} value={n} defaultChecked={myRating === n} />
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={STAR_PATH} />
              </svg>
              <span className="visually-hidden">{t("rating.star", { count: n })}</span>
            </label>
          ))}
        </span>
      </fieldset>
      <ErrorList id={fields.stars.errorId} errors={fields.stars.errors} />
      <div className="button-row">
        <button type="submit">{t("rating.submit")}</button>
      </div>
    </Form>
  );
}

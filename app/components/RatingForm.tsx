import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ratingSchema } from "~/lib/rating-schema";
import { ErrorSummary } from "./ErrorSummary";
import { ErrorList } from "./Field";

/** Five stars as radio buttons; the member's own rating is preselected and can be changed. */
export function RatingForm({ myRating, result }: { myRating: number | null; result?: SubmissionResult }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof ratingSchema>>({
    id: "rate-form",
    lastResult: result,
    constraint: getZodConstraint(ratingSchema),
  });
  const invalid = Boolean(fields.stars.errors?.length);
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="form" preventScrollReset>
      <ErrorSummary form={form} result={result} labels={{ stars: t("rating.legend") }} />
      <input type="hidden" name="intent" value="rate" />
      {myRating ? <p>{t("rating.yours", { count: myRating })}</p> : null}
      <fieldset
        className="field"
        id={fields.stars.id}
        tabIndex={-1}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? fields.stars.errorId : undefined}
      >
        <legend>{t("rating.legend")}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="inline-choice">
            <input type="radio" name={fields.stars.name} value={n} defaultChecked={myRating === n} />{" "}
            {t("rating.star", { count: n })}
          </label>
        ))}
      </fieldset>
      <ErrorList id={fields.stars.errorId} errors={fields.stars.errors} />
      <button type="submit">{t("rating.submit")}</button>
    </Form>
  );
}

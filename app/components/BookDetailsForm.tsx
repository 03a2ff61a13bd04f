import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";
import { useForm } from "~/hooks/use-form";
import { replyFor } from "~/lib/menu-changes";
import { BOOK_INTRO_MAX, BOOK_TITLE_MAX } from "~/lib/menu-schemas";
import { ErrorSummary } from "./ErrorSummary";
import { Field } from "./Field";

export type BookDetails = { titleDe: string; titleEn: string; introDe: string; introEn: string };

/** A cocktail book's title and introduction, German and English side by side. */
export function BookDetailsForm({
  book,
  brand,
  result,
}: {
  book: BookDetails;
  brand: string;
  result: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const mine = replyFor(result, "save-book");
  const [form, fields] = useForm({ id: "book-details", lastResult: mine, defaultValue: book });
  const labels = {
    titleDe: t("brandBook.titleDe"),
    titleEn: t("brandBook.titleEn"),
    introDe: t("brandBook.introDe"),
    introEn: t("brandBook.introEn"),
  };
  const hint = t("brandBook.titleHint", { brand });
  return (
    <>
      <ErrorSummary form={form} result={mine} labels={labels} />
      <Form method="post" preventScrollReset {...getFormProps(form)} noValidate className="form form--wide">
        <input type="hidden" name="intent" value="save-book" />
        <div className="language-columns">
          <div className="form form--wide">
            <Field meta={fields.titleDe} label={labels.titleDe} hint={hint} maxLength={BOOK_TITLE_MAX} />
            <Field
              meta={fields.introDe}
              label={labels.introDe}
              multiline
              rows={6}
              maxLength={BOOK_INTRO_MAX}
            />
          </div>
          <div className="form form--wide">
            <Field meta={fields.titleEn} label={labels.titleEn} hint={hint} maxLength={BOOK_TITLE_MAX} />
            <Field
              meta={fields.introEn}
              label={labels.introEn}
              multiline
              rows={6}
              maxLength={BOOK_INTRO_MAX}
            />
          </div>
        </div>
        <p>
          <button type="submit">{t("brandBook.save")}</button>
        </p>
      </Form>
    </>
  );
}

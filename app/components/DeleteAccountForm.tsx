import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { useTranslation } from "~/components/I18n";
import { useForm } from "~/hooks/use-form";
import { deleteSchema } from "~/lib/account-schemas";
import { ErrorSummary } from "./ErrorSummary";
import { ErrorList, Field } from "./Field";

/** The account page's "Delete account": what goes and what stays, and the password to confirm it. */
export function DeleteAccountForm({ result }: { result?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof deleteSchema>>({
    id: "delete",
    lastResult: result,
    constraint: getZodConstraint(deleteSchema),
  });
  return (
    <section className="danger-zone__item" aria-labelledby="delete-title">
      <h3 id="delete-title">{t("account.deleteTitle")}</h3>
      <p>{t("account.deleteText")}</p>
      <ErrorSummary form={form} result={result} labels={{ password: t("account.deletePassword") }} />
      <Form method="post" {...getFormProps(form)} noValidate className="form">
        <input type="hidden" name="intent" value="delete" />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field
          meta={fields.password}
          label={t("account.deletePassword")}
          type="password"
          autoComplete="current-password"
        />
        <button type="submit" className="button--danger">
          {t("account.deleteSubmit")}
        </button>
      </Form>
    </section>
  );
}

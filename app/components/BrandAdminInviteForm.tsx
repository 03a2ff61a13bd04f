import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";
import { useForm } from "~/hooks/use-form";
import { ErrorSummary } from "./ErrorSummary";
import { ErrorList, Field } from "./Field";

/** The owner invites someone by e-mail address; the link in the mail works once, for 7 days. */
export function BrandAdminInviteForm({ result }: { result?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ intent: string; email: string }>({ id: "invite", lastResult: result });
  return (
    <section className="section" aria-labelledby="invite-title">
      <h2 id="invite-title">{t("brandAdmin.inviteTitle")}</h2>
      <p>{t("brandAdmin.inviteIntro")}</p>
      <ErrorSummary form={form} result={result} labels={{ email: t("account.email") }} />
      <Form method="post" {...getFormProps(form)} noValidate className="form">
        <input type="hidden" name="intent" value="invite" />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field
          meta={fields.email}
          label={t("brandAdmin.inviteEmail")}
          type="email"
          autoComplete="off"
          maxLength={254}
        />
        <p>
          <button type="submit">{t("brandAdmin.inviteSubmit")}</button>
        </p>
      </Form>
    </section>
  );
}

import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { useTranslation } from "~/components/I18n";
import { useForm } from "~/hooks/use-form";
import { changePasswordSchema } from "~/lib/account-schemas";
import { ErrorSummary } from "./ErrorSummary";
import { ErrorList, Field } from "./Field";
import { NewPasswordFields } from "./NewPasswordFields";

/**
 * The account page's "Change password": the current password, then the new one twice, by the same rules as
 * at registration. Errors are summarised above the form and shown beside each field.
 */
export function ChangePasswordForm({ result }: { result?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof changePasswordSchema>>({
    id: "password",
    lastResult: result,
    constraint: getZodConstraint(changePasswordSchema),
  });
  return (
    <section className="panel" aria-labelledby="password-title">
      <h2 id="password-title">{t("account.passwordTitle")}</h2>
      <p className="muted">{t("account.passwordIntro")}</p>
      <ErrorSummary
        form={form}
        result={result}
        labels={{
          currentPassword: t("account.currentPassword"),
          newPassword: t("account.newPassword"),
          confirmPassword: t("account.confirmPassword"),
        }}
      />
      <Form method="post" {...getFormProps(form)} noValidate className="form">
        <input type="hidden" name="intent" value="password" />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field
          meta={fields.currentPassword}
          label={t("account.currentPassword")}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields password={fields.newPassword} confirm={fields.confirmPassword} fresh />
        <button type="submit">{t("account.passwordChangeSubmit")}</button>
      </Form>
    </section>
  );
}

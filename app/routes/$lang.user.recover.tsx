import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { useActionData } from "~/components/DocumentTitle";
import { ErrorSummary } from "~/components/ErrorSummary";
import { ErrorList, Field } from "~/components/Field";
import { Honeypot } from "~/components/Honeypot";
import { useTranslation } from "~/components/I18n";
import { useForm } from "~/hooks/use-form";
import { emailOnlySchema } from "~/lib/account-schemas";
import { publicFormLimit, requestPasswordReset } from "~/services/accounts.server";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertSameOrigin, routeHeaders } from "~/utils/http.server";
import { pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

export async function loader({ params }: LoaderFunctionArgs) {
  return { seo: await pageSeo(routeLocale(params), "account.recoverTitle", "account.recoverIntro") };
}

// Always the same answer, whether or not the address has an account.
export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const submission = parseForm(await readForm(request), emailOnlySchema);
  if (submission.status !== "success") return formError(submission.reply());
  const limit = await publicFormLimit(context, "recover");
  if (!limit.allowed)
    return formError(submission.reply({ formErrors: ["form.tooManyRequests"] }), 429, limit.retryAfter);
  await requestPasswordReset(context, submission.value.email, routeLocale(params));
  return { ...submission.reply({ resetForm: true }), sent: true as const };
}

export default function Recover() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const sent = Boolean(result && "sent" in result);
  const [form, fields] = useForm<z.input<typeof emailOnlySchema>>({
    id: "recover",
    lastResult: sent ? undefined : result,
    constraint: getZodConstraint(emailOnlySchema),
  });
  return (
    <article className="prose">
      <h1>{t("account.recoverTitle")}</h1>
      {sent ? <p role="status">{t("account.recoverSent")}</p> : <p>{t("account.recoverIntro")}</p>}
      <ErrorSummary form={form} result={result} labels={{ email: t("account.email") }} />
      <Form method="post" {...getFormProps(form)} noValidate className="form">
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field
          meta={fields.email}
          label={t("account.email")}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <Honeypot />
        <button type="submit">{t("account.recoverSubmit")}</button>
      </Form>
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;

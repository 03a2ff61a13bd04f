import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { useActionData } from "~/components/DocumentTitle";
import { ErrorSummary } from "~/components/ErrorSummary";
import { ErrorList } from "~/components/Field";
import { Honeypot } from "~/components/Honeypot";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { NewPasswordFields } from "~/components/NewPasswordFields";
import { useForm } from "~/hooks/use-form";
import { resetSchema } from "~/lib/account-schemas";
import { localePath } from "~/lib/locale";
import { checkVerification } from "~/models/verifications.server";
import { publicFormLimit, resetPassword } from "~/services/accounts.server";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertSameOrigin, routeHeaders } from "~/utils/http.server";
import { getT, pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

const HIDDEN = ["password", "confirmPassword"];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const check = await checkVerification(context.db, token, "reset");
  const seo = await pageSeo(
    locale,
    check.ok ? "account.resetTitle" : "account.linkInvalidTitle",
    "seo.resetDescription",
  );
  return data(
    { seo, token: check.ok ? token : null },
    { status: check.ok ? 200 : 400, headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const submission = parseForm(await readForm(request), resetSchema);
  if (submission.status !== "success") return formError(submission.reply({ hideFields: HIDDEN }));
  // Each try costs a password hash: ACCOUNT_RATE_LIMIT per hour and client address, like recovery.
  const limit = await publicFormLimit(context, "reset");
  if (!limit.allowed) {
    return formError(
      submission.reply({ formErrors: ["form.tooManyRequests"], hideFields: HIDDEN }),
      429,
      limit.retryAfter,
    );
  }
  const done = await resetPassword(context, submission.value.token, submission.value.password);
  if (!done) {
    return data({ ...submission.reply({ hideFields: HIDDEN }), invalid: true as const }, { status: 400 });
  }
  const t = await getT(locale);
  return redirectWithToast(request, localePath(locale, "/user/login"), {
    kind: "success",
    message: t("account.resetDone"),
  });
}

export default function Reset() {
  const { t } = useTranslation();
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const invalid = !token || Boolean(result && "invalid" in result);
  const [form, fields] = useForm<z.input<typeof resetSchema>>({
    id: "reset",
    lastResult: result,
    constraint: getZodConstraint(resetSchema),
  });
  if (invalid) {
    return (
      <article className="prose">
        <h1>{t("account.linkInvalidTitle")}</h1>
        <p role="status">{t("account.linkInvalidText")}</p>
        <p>
          <LocaleLink to="/user/recover" className="button">
            {t("account.requestNewLink")}
          </LocaleLink>
        </p>
      </article>
    );
  }
  return (
    <article className="prose">
      <h1>{t("account.resetTitle")}</h1>
      <ErrorSummary
        form={form}
        result={result}
        labels={{ password: t("account.newPassword"), confirmPassword: t("account.confirmPassword") }}
      />
      <Form method="post" {...getFormProps(form)} noValidate className="form">
        <ErrorList id={form.errorId} errors={form.errors} />
        <input {...getInputProps(fields.token, { type: "hidden" })} value={token ?? ""} />
        <NewPasswordFields password={fields.password} confirm={fields.confirmPassword} fresh />
        <Honeypot />
        <button type="submit">{t("account.resetSubmit")}</button>
      </Form>
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;

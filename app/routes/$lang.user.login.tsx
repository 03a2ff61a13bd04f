import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorList, Field } from "~/components/Field";
import { Honeypot } from "~/components/Honeypot";
import { LocaleLink } from "~/components/LocaleLink";
import { emailOnlySchema, loginSchema } from "~/lib/account-schemas";
import { localePath } from "~/lib/locale";
import { safeRedirectTo } from "~/lib/safe-redirect";
import { publicFormLimit, resendConfirmation } from "~/services/accounts.server";
import { currentUser, LoginError, loginAuthenticator, sessionCookie } from "~/utils/auth.server";
import { formError } from "~/utils/forms.server";
import { assertSameOrigin } from "~/utils/http.server";
import { getT, pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const redirectTo = safeRedirectTo(
    new URL(request.url).searchParams.get("redirectTo"),
    localePath(locale, "/user/me"),
  );
  if (await currentUser(request, context)) throw redirect(redirectTo);
  return json({ seo: await pageSeo(locale, "account.loginTitle"), redirectTo });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const form = await request.clone().formData();

  if (form.get("intent") === "resend") {
    const submission = parseWithZod(form, { schema: emailOnlySchema });
    if (submission.status !== "success") return formError(submission.reply());
    const limit = await publicFormLimit(context, "resend");
    if (!limit.allowed)
      return formError(submission.reply({ formErrors: ["form.tooManyRequests"] }), 429, limit);
    if (!submission.value.website) await resendConfirmation(context, submission.value.email);
    return json({ ...submission.reply({ resetForm: true }), resent: true as const });
  }

  const submission = parseWithZod(form, { schema: loginSchema });
  if (submission.status !== "success") return formError(submission.reply({ hideFields: ["password"] }));
  if (submission.value.website)
    return formError(submission.reply({ formErrors: ["account.loginInvalid"], hideFields: ["password"] }));
  const target = safeRedirectTo(submission.value.redirectTo, localePath(locale, "/user/me"));
  try {
    const { token } = await loginAuthenticator(context).authenticate("password", request);
    const t = await getT(locale);
    return redirectWithToast(
      request,
      target,
      { kind: "success", message: t("account.loggedIn") },
      {
        headers: { "Set-Cookie": sessionCookie(token) },
      },
    );
  } catch (error) {
    if (!(error instanceof LoginError)) throw error;
    const reply = (key: string) => submission.reply({ formErrors: [key], hideFields: ["password"] });
    if (error.reason === "limited") {
      return formError(reply("form.tooManyRequests"), 429, {
        allowed: false,
        hits: 0,
        retryAfter: error.retryAfter,
      });
    }
    if (error.reason === "unconfirmed") {
      return json(
        { ...reply("account.loginUnconfirmed"), unconfirmed: submission.value.email },
        { status: 403 },
      );
    }
    return formError(reply("account.loginInvalid"), 401);
  }
}

export default function Login() {
  const { t } = useTranslation();
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const unconfirmed = result && "unconfirmed" in result ? String(result.unconfirmed) : null;
  const resent = Boolean(result && "resent" in result);
  const [form, fields] = useForm({
    id: "login",
    lastResult: resent ? undefined : result,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  return (
    <article className="prose">
      <h1>{t("account.loginTitle")}</h1>
      {resent ? <p role="status">{t("account.resent")}</p> : null}
      <Form method="post" {...getFormProps(form)} noValidate className="form">
        <ErrorList id={form.errorId} errors={form.errors} />
        <input {...getInputProps(fields.redirectTo, { type: "hidden" })} value={redirectTo} />
        <Field
          meta={fields.email}
          label={t("account.email")}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <Field
          meta={fields.password}
          label={t("account.password")}
          type="password"
          autoComplete="current-password"
          maxLength={128}
        />
        <Honeypot />
        <button type="submit">{t("account.loginSubmit")}</button>
      </Form>
      {unconfirmed ? (
        <Form method="post" className="form">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="email" value={unconfirmed} />
          <button type="submit" className="button--secondary">
            {t("account.resendSubmit")}
          </button>
        </Form>
      ) : null}
      <ul className="inline-list">
        <li>
          <LocaleLink to="/user/recover">{t("account.forgot")}</LocaleLink>
        </li>
        <li>
          <LocaleLink to="/user/register">{t("account.noAccount")}</LocaleLink>
        </li>
      </ul>
    </article>
  );
}

export const meta = pageMeta;

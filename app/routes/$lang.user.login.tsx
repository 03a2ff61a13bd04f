import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { useActionData } from "~/components/DocumentTitle";
import { ErrorSummary } from "~/components/ErrorSummary";
import { ErrorList, Field } from "~/components/Field";
import { Honeypot } from "~/components/Honeypot";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { useForm } from "~/hooks/use-form";
import { loginSchema } from "~/lib/account-schemas";
import { localePath } from "~/lib/locale";
import { isAccountPage } from "~/lib/login-link";
import type { MessageKey } from "~/lib/messages";
import { safeRedirectTo } from "~/lib/safe-redirect";
import { publicFormLimit, resendConfirmation } from "~/services/accounts.server";
import { logInWithForm, logOut } from "~/services/login.server";
import { currentUser, sessionCookie } from "~/utils/auth.server";
import { formError } from "~/utils/forms.server";
import { assertSameOrigin, routeHeaders, safeRedirect } from "~/utils/http.server";
import { getT, pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const asked = safeRedirectTo(
    new URL(request.url).searchParams.get("redirectTo"),
    localePath(locale, "/user/me"),
  );
  // the header's "Log in" names every page as the way back; from an account page the account page is it
  const redirectTo = isAccountPage(asked) ? localePath(locale, "/user/me") : asked;
  if (await currentUser(request, context)) throw safeRedirect(redirectTo, localePath(locale, "/user/me"));
  // "Register now" keeps the way back: the confirmation link leads there once the address is confirmed
  const register =
    redirectTo === localePath(locale, "/user/me")
      ? "/user/register"
      : `/user/register?redirectTo=${encodeURIComponent(redirectTo)}`;
  return { seo: await pageSeo(locale, "account.loginTitle", "seo.loginDescription"), redirectTo, register };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  // remix-auth's "form" strategy reads the form (readForm's limits), parses it with conform, and logs in when
  // it is a valid login: app/services/login.server.ts.
  const { submission, result } = await logInWithForm(context, request);
  if (submission.status !== "success") {
    return formError(submission.reply({ hideFields: ["password"] }));
  }

  if (submission.value.intent === "resend") {
    const limit = await publicFormLimit(context, "resend");
    if (!limit.allowed) {
      return formError(submission.reply({ formErrors: ["form.tooManyRequests"] }), 429, limit.retryAfter);
    }
    await resendConfirmation(context, submission.value.email);
    return { ...submission.reply({ resetForm: true }), resent: true as const };
  }

  // the strategy checked the credentials of this valid login
  if (!result) throw new Error("a valid login form went unchecked");
  if (result.ok) {
    const target = safeRedirectTo(submission.value.redirectTo, localePath(locale, "/user/me"));
    await logOut(context, request, "replaced");
    const t = await getT(locale);
    return redirectWithToast(
      request,
      target,
      { kind: "success", message: t("account.loggedIn") },
      { headers: { "Set-Cookie": await sessionCookie(result.token) } },
    );
  }
  const reply = (key: MessageKey) => submission.reply({ formErrors: [key], hideFields: ["password"] });
  if (result.reason === "limited") return formError(reply("form.tooManyRequests"), 429, result.retryAfter);
  if (result.reason === "tooLong") {
    return formError(
      submission.reply({ fieldErrors: { password: ["account.passwordTooLong"] }, hideFields: ["password"] }),
    );
  }
  if (result.reason === "unconfirmed") {
    return data(
      { ...reply("account.loginUnconfirmed"), unconfirmed: submission.value.email },
      { status: 403 },
    );
  }
  return formError(reply("account.loginInvalid"), 401);
}

export default function Login() {
  const { t } = useTranslation();
  const { redirectTo, register } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const unconfirmed = result && "unconfirmed" in result ? String(result.unconfirmed) : null;
  const resent = Boolean(result && "resent" in result);
  const [form, fields] = useForm<z.input<typeof loginSchema>>({
    id: "login",
    lastResult: resent ? undefined : result,
    constraint: getZodConstraint(loginSchema),
  });
  // A refused login is about the pair, so both fields are marked and point at the message.
  const pairRefused = form.errors?.length ? form.errorId : undefined;
  return (
    <article className="prose">
      <h1>{t("account.loginTitle")}</h1>
      {resent ? <p role="status">{t("account.resent")}</p> : null}
      <ErrorSummary
        form={form}
        result={result}
        labels={{ email: t("account.email"), password: t("account.password") }}
      />
      <Form method="post" {...getFormProps(form)} noValidate className="form">
        <ErrorList id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="login" />
        <input {...getInputProps(fields.redirectTo, { type: "hidden" })} value={redirectTo} />
        <Field
          meta={fields.email}
          label={t("account.email")}
          type="email"
          autoComplete="email"
          maxLength={254}
          invalidBy={pairRefused}
        />
        <Field
          meta={fields.password}
          label={t("account.password")}
          type="password"
          autoComplete="current-password"
          invalidBy={pairRefused}
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
          <LocaleLink to="/user/recover" rel="nofollow">
            {t("account.forgot")}
          </LocaleLink>
        </li>
        <li>
          <LocaleLink to={register} rel="nofollow">
            {t("account.noAccount")}
          </LocaleLink>
        </li>
      </ul>
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;

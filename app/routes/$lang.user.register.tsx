import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { useActionData } from "~/components/DocumentTitle";
import { ErrorSummary } from "~/components/ErrorSummary";
import { ErrorList, Field } from "~/components/Field";
import { Honeypot } from "~/components/Honeypot";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { NewPasswordFields } from "~/components/NewPasswordFields";
import { useForm } from "~/hooks/use-form";
import { registerSchema } from "~/lib/account-schemas";
import { localePath } from "~/lib/locale";
import { sameSitePath } from "~/lib/safe-redirect";
import { publicFormLimit, register } from "~/services/accounts.server";
import { currentUser } from "~/utils/auth.server";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertSameOrigin, routeHeaders, safeRedirect } from "~/utils/http.server";
import { pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

const HIDDEN = ["password", "confirmPassword"];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  // where the visitor came from (the virtual bar's "Register"): the confirmation link leads back there
  const redirectTo = sameSitePath(new URL(request.url).searchParams.get("redirectTo")) ?? "";
  if (await currentUser(request, context))
    throw safeRedirect(redirectTo || localePath(locale, "/user/me"), localePath(locale));
  return { seo: await pageSeo(locale, "account.registerTitle", "account.registerIntro"), redirectTo };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const submission = parseForm(await readForm(request), registerSchema);
  if (submission.status !== "success") return formError(submission.reply({ hideFields: HIDDEN }));
  const limit = await publicFormLimit(context, "register");
  if (!limit.allowed)
    return formError(
      submission.reply({ formErrors: ["form.tooManyRequests"], hideFields: HIDDEN }),
      429,
      limit.retryAfter,
    );
  const { email, password, firstName, lastName, newsletter, redirectTo } = submission.value;
  const back = sameSitePath(redirectTo);
  const confirmPage = `${localePath(locale, "/user/register-confirm")}${back ? `?redirectTo=${encodeURIComponent(back)}` : ""}`;
  // The confirmation mail is queued with the account and sent after this answer.
  await register(
    context,
    { email, password, firstName, lastName, newsletter: newsletter === "on" },
    locale,
    back,
  );
  return safeRedirect(confirmPage, localePath(locale));
}

export default function Register() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const { redirectTo } = useLoaderData<typeof loader>();
  // Validated on the server only: with and without JavaScript the answer lists every field's error at once.
  const [form, fields] = useForm<z.input<typeof registerSchema>>({
    id: "register",
    lastResult,
    constraint: getZodConstraint(registerSchema),
  });
  return (
    <article className="prose">
      <h1>{t("account.registerTitle")}</h1>
      <p>{t("account.registerIntro")}</p>
      <ErrorSummary
        form={form}
        result={lastResult}
        labels={{
          email: t("account.email"),
          password: t("account.password"),
          confirmPassword: t("account.confirmPassword"),
          firstName: t("account.firstName"),
          lastName: t("account.lastName"),
          terms: t("account.termsLabel"),
        }}
      />
      <Form method="post" {...getFormProps(form)} noValidate className="form">
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field
          meta={fields.email}
          label={t("account.email")}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <NewPasswordFields password={fields.password} confirm={fields.confirmPassword} />
        <Field
          meta={fields.firstName}
          label={t("account.firstName")}
          autoComplete="given-name"
          maxLength={100}
        />
        <Field
          meta={fields.lastName}
          label={t("account.lastName")}
          autoComplete="family-name"
          maxLength={100}
        />
        <div className="field">
          <label className="inline-choice">
            <input
              {...getInputProps(fields.terms, { type: "checkbox", value: "on" })}
              aria-describedby={fields.terms.errors?.length ? fields.terms.errorId : undefined}
              aria-invalid={fields.terms.errors?.length ? true : undefined}
            />{" "}
            {t("account.acceptTerms")}
          </label>
          <span className="field__links">
            <LocaleLink to="/terms">{t("account.termsLink")}</LocaleLink>
            <LocaleLink to="/data-privacy">{t("account.privacyLink")}</LocaleLink>
          </span>
          <ErrorList id={fields.terms.errorId} errors={fields.terms.errors} />
        </div>
        <label className="inline-choice">
          <input {...getInputProps(fields.newsletter, { type: "checkbox", value: "on" })} />{" "}
          {t("account.newsletter")}
        </label>
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Honeypot />
        <button type="submit">{t("account.registerSubmit")}</button>
      </Form>
      <p>
        <LocaleLink
          to={redirectTo ? `/user/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/user/login"}
          rel="nofollow"
        >
          {t("account.haveAccount")}
        </LocaleLink>
      </p>
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;

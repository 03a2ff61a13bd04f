import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { useActionData } from "~/components/DocumentTitle";
import { ErrorSummary } from "~/components/ErrorSummary";
import { ErrorList, Field } from "~/components/Field";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { useForm } from "~/hooks/use-form";
import { confirmSchema } from "~/lib/account-schemas";
import { localePath } from "~/lib/locale";
import { sameSitePath } from "~/lib/safe-redirect";
import { checkVerification } from "~/models/verifications.server";
import { confirmRegistration } from "~/services/accounts.server";
import { logOut, openSession } from "~/services/login.server";
import { sessionCookie } from "~/utils/auth.server";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertSameOrigin, requestQuery, routeHeaders } from "~/utils/http.server";
import { getT, pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

// The confirmation link from the e-mail lands here; the token is single-use and valid for 24 hours. Opening
// the link changes nothing (mail scanners follow links): the page asks for the password chosen at
// registration, and its POST confirms only when that password is right, then signs the member in. So an
// address someone else registered is never confirmed by its owner's press alone (account pre-hijacking): the
// owner who did not register is told to ignore the mail, and the account stays unconfirmed. A wrong password
// counts like a failed login (back-off per account and client address, a `login.failure` event) and leaves
// the link as it was. `?confirmed=1` still shows the result page of earlier versions.

type State = "ask" | "confirmed" | "invalid";

const TITLES = {
  ask: "account.confirmPageTitle",
  confirmed: "account.confirmedTitle",
  invalid: "account.linkInvalidTitle",
} as const;

const HIDDEN = ["password"];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const query = requestQuery(request);
  const token = query.get("token") ?? "";
  let state: State = "invalid";
  if (token) state = (await checkVerification(context.db, token, "confirm")).ok ? "ask" : "invalid";
  else if (query.get("confirmed") === "1") state = "confirmed";
  return data(
    {
      seo: await pageSeo(locale, TITLES[state], "seo.confirmedDescription"),
      state,
      token: state === "ask" ? token : null,
      // the page the member registered from (the virtual bar), to go back to once confirmed
      next: state === "ask" ? (sameSitePath(query.get("next")) ?? "") : "",
    },
    { status: state === "invalid" ? 400 : 200, headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const submission = parseForm(await readForm(request), confirmSchema);
  if (submission.status !== "success") return formError(submission.reply({ hideFields: HIDDEN }));
  const { token, password } = submission.value;
  const confirmed = await confirmRegistration(context, token, password);
  if (!confirmed.ok) {
    if (confirmed.reason === "limited") {
      return formError(
        submission.reply({ formErrors: ["form.tooManyRequests"], hideFields: HIDDEN }),
        429,
        confirmed.retryAfter,
      );
    }
    if (confirmed.reason === "wrong") {
      return formError(
        submission.reply({ fieldErrors: { password: ["account.confirmWrongPassword"] }, hideFields: HIDDEN }),
        401,
      );
    }
    return data(
      { ...submission.reply({ formErrors: ["account.linkInvalidText"], hideFields: HIDDEN }), invalid: true },
      { status: 400 },
    );
  }
  // The password and the mailbox are both theirs: signed in at once, with a new session.
  await logOut(context, request, "replaced");
  const cookie = await sessionCookie(await openSession(context, request, confirmed.userId));
  const t = await getT(locale);
  const [brandSlug] = confirmed.liveBrands;
  // A brand's owner (registered before brand registration chose the password from its link) goes to the
  // brand's dashboard, everyone else to their account page.
  const back = sameSitePath(submission.value.redirectTo);
  const target = brandSlug
    ? localePath(locale, `/brand/${brandSlug}/manage`)
    : (back ?? localePath(locale, "/user/me"));
  const message = brandSlug ? t("brandAdmin.confirmedLive") : t("account.confirmedWelcome");
  return redirectWithToast(
    request,
    target,
    { kind: "success", message },
    { status: 303, headers: { "Set-Cookie": cookie } },
  );
}

export default function RegisterConfirmed() {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof confirmSchema>>({
    id: "register-confirm",
    lastResult: result,
    constraint: getZodConstraint(confirmSchema),
  });
  // A refused press (a used or expired token) shows the same message as a refused link.
  const refused = Boolean(result && "invalid" in result);
  const state: State = refused ? "invalid" : loaded.state;
  if (state === "ask" && loaded.token) {
    return (
      <article className="prose">
        <h1>{t("account.confirmPageTitle")}</h1>
        <p>{t("account.confirmPageText")}</p>
        <ErrorSummary form={form} result={result} labels={{ password: t("account.confirmPasswordLabel") }} />
        <Form method="post" {...getFormProps(form)} noValidate className="form">
          <ErrorList id={form.errorId} errors={form.errors} />
          <input {...getInputProps(fields.token, { type: "hidden" })} value={loaded.token} />
          {loaded.next ? <input type="hidden" name="redirectTo" value={loaded.next} /> : null}
          <Field
            meta={fields.password}
            label={t("account.confirmPasswordLabel")}
            type="password"
            autoComplete="current-password"
          />
          <p>
            <button type="submit">{t("account.confirmSubmit")}</button>
          </p>
        </Form>
        <h2>{t("account.confirmNotYouTitle")}</h2>
        <p>{t("account.confirmNotYouText")}</p>
        <p>
          {t("account.confirmForgotText")}{" "}
          <LocaleLink to="/user/recover" rel="nofollow">
            {t("account.confirmForgotLink")}
          </LocaleLink>
        </p>
      </article>
    );
  }
  const confirmed = state === "confirmed";
  return (
    <article className="prose">
      <h1>{confirmed ? t("account.confirmedTitle") : t("account.linkInvalidTitle")}</h1>
      <p role="status">{confirmed ? t("account.confirmedText") : t("account.linkInvalidText")}</p>
      <p>
        <LocaleLink to="/user/login" rel="nofollow">
          {confirmed ? t("account.loginTitle") : t("account.resendSubmit")}
        </LocaleLink>
      </p>
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;

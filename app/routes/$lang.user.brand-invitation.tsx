import { getFormProps } from "@conform-to/react";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useActionData } from "~/components/DocumentTitle";
import { ErrorSummary } from "~/components/ErrorSummary";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { useForm } from "~/hooks/use-form";
import { normalizeEmail } from "~/lib/account-rules";
import { acceptInvitationSchema } from "~/lib/brand-schemas";
import { localePath } from "~/lib/locale";
import { invitationByToken } from "~/models/brand-admin.server";
import { acceptBrandInvitation } from "~/services/brand-registration.server";
import { currentUser, requireUser } from "~/utils/auth.server";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertSameOrigin, requestQuery, routeHeaders } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

// The link in a brand's invitation mail lands here. Opening it changes nothing (mail scanners follow links):
// signed in with the invited address, the person accepts with a button (a POST); anyone else is told to log in
// or register with that address first. A used, expired or unknown link says only that it no longer works.

type State = "invalid" | "visitor" | "otherAddress" | "ask";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const query = requestQuery(request);
  const token = query.get("token") ?? "";
  const [invitation, user, t] = await Promise.all([
    invitationByToken(context.db, token),
    currentUser(request, context),
    getT(locale),
  ]);
  let state: State = "invalid";
  if (invitation?.state === "open") {
    if (!user) state = "visitor";
    else state = normalizeEmail(user.email) === invitation.email ? "ask" : "otherAddress";
  }
  const open = state !== "invalid" && invitation;
  const url = new URL(request.url);
  return data(
    {
      seo: { title: t(open ? "brandAdmin.invitationTitle" : "brandAdmin.invitationInvalidTitle") },
      state,
      brandName: open ? invitation.brandName : null,
      token: open ? token : null,
      back: `${url.pathname}${url.search}`,
    },
    { status: state === "invalid" ? 400 : 200, headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const user = await requireUser(request, context, locale);
  const submission = parseForm(await readForm(request), acceptInvitationSchema);
  if (submission.status !== "success") return formError(submission.reply());
  const accepted = await acceptBrandInvitation(context, user, submission.value.token);
  if (!accepted.ok) {
    return accepted.reason === "address"
      ? formError(submission.reply({ formErrors: ["brandAdmin.invitationOtherAddress"] }), 403)
      : formError(submission.reply({ formErrors: ["brandAdmin.invitationInvalidText"] }), 400);
  }
  const t = await getT(locale);
  return redirectWithToast(
    request,
    localePath(locale, `/brand/${accepted.brandSlug}/manage`),
    { kind: "success", message: t("brandAdmin.invitationAccepted") },
    { status: 303 },
  );
}

export default function BrandInvitation() {
  const { t } = useTranslation();
  const { state, brandName, token, back } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [form] = useForm({ id: "accept", lastResult: result });
  if (state === "invalid" || !brandName || !token) {
    return (
      <article className="prose">
        <h1>{t("brandAdmin.invitationInvalidTitle")}</h1>
        <p role="status">{t("brandAdmin.invitationInvalidText")}</p>
      </article>
    );
  }
  return (
    <article className="prose">
      <h1>{t("brandAdmin.invitationTitle")}</h1>
      <p>{t("brandAdmin.invitationText", { brand: brandName })}</p>
      <ErrorSummary form={form} result={result} />
      {state === "ask" ? (
        <Form method="post" {...getFormProps(form)} className="form">
          <input type="hidden" name="token" value={token} />
          <p>
            <button type="submit">{t("brandAdmin.invitationAccept")}</button>
          </p>
        </Form>
      ) : state === "otherAddress" ? (
        <p>{t("brandAdmin.invitationOtherAddress")}</p>
      ) : (
        <>
          <p>{t("brandAdmin.invitationSignIn")}</p>
          <ul className="link-list">
            <li>
              <LocaleLink to={`/user/login?redirectTo=${encodeURIComponent(back)}`} rel="nofollow">
                {t("account.loginTitle")}
              </LocaleLink>
            </li>
            <li>
              <LocaleLink to="/user/register" rel="nofollow">
                {t("pages.register")}
              </LocaleLink>
            </li>
          </ul>
          <p className="muted">{t("brandAdmin.invitationRegisterNote")}</p>
        </>
      )}
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;

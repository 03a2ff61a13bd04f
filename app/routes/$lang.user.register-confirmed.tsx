import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { confirmSchema } from "~/lib/account-schemas";
import { localePath } from "~/lib/locale";
import { checkVerification } from "~/models/verifications.server";
import { confirmRegistration } from "~/services/accounts.server";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertSameOrigin, requestQuery, routeHeaders, safeRedirect } from "~/utils/http.server";
import { getT, pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

// The confirmation link from the e-mail lands here; the token is single-use and valid for 24 hours. Opening
// the link changes nothing (mail scanners follow links): the page asks for a press of its button, a POST
// that confirms and then shows the result at `?confirmed=1`.

type State = "ask" | "confirmed" | "invalid";

const TITLES = {
  ask: "account.confirmPageTitle",
  confirmed: "account.confirmedTitle",
  invalid: "account.linkInvalidTitle",
} as const;

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
    },
    { status: state === "invalid" ? 400 : 200, headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const submission = parseForm(await readForm(request), confirmSchema);
  if (submission.status !== "success") return formError(submission.reply());
  const confirmed = await confirmRegistration(context, submission.value.token);
  if (!confirmed) return formError(submission.reply({ formErrors: ["account.linkInvalidText"] }));
  const [brandSlug] = confirmed.liveBrands;
  if (brandSlug) {
    // A brand's owner: the brand is live now; its dashboard asks them to log in first and then opens.
    const t = await getT(locale);
    const dashboard = localePath(locale, `/brand/${brandSlug}/manage`);
    return redirectWithToast(
      request,
      dashboard,
      { kind: "success", message: t("brandAdmin.confirmedLive") },
      { status: 303 },
    );
  }
  // After the POST the page shows the result, without the used token in its address.
  const done = `${localePath(locale, "/user/register-confirmed")}?confirmed=1`;
  return safeRedirect(done, done, 303);
}

export default function RegisterConfirmed() {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  // A refused press (a used or expired token) shows the same message as a refused link.
  const refused = useActionData<typeof action>() !== undefined;
  const state: State = refused ? "invalid" : loaded.state;
  if (state === "ask" && loaded.token) {
    return (
      <article className="prose">
        <h1>{t("account.confirmPageTitle")}</h1>
        <p>{t("account.confirmPageText")}</p>
        <Form method="post" className="form">
          <input type="hidden" name="token" value={loaded.token} />
          <p>
            <button type="submit">{t("account.confirmSubmit")}</button>
          </p>
        </Form>
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

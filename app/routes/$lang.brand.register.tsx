import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BrandClaim } from "~/components/BrandClaim";
import { BrandFormRegister } from "~/components/BrandFormRegister";
import { useActionData } from "~/components/DocumentTitle";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { useLocale } from "~/hooks/use-root-data";
import {
  BRAND_CLAIM_INTENTS,
  brandClaimSchema,
  brandRegisterSchema,
  memberBrandSchema,
} from "~/lib/brand-schemas";
import { localePath } from "~/lib/locale";
import { publicFormLimit } from "~/services/accounts.server";
import {
  attachRegisteredBrand,
  brandClaimView,
  createBrandOwner,
  registerBrand,
  registerMemberBrand,
} from "~/services/brand-registration.server";
import styles from "~/styles/brand-admin.css?url";
import { currentUser, requireUser } from "~/utils/auth.server";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertSameOrigin, requestQuery, routeHeaders, safeRedirect } from "~/utils/http.server";
import { getT, pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

// Brand registration, separate from member registration. A visitor registers the brand and who will own it;
// nothing is created until the owner of the address opens the mailed link, which comes back here
// (?token=…): without an account they choose its password, with one they add the brand to it signed in
// (app/services/brand-registration.server.ts). A signed-in member gives only the brand's details and owns a
// live brand at once. Registrations count against the registration limit per client address.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

const HIDDEN = ["password", "confirmPassword"];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const user = await currentUser(request, context);
  const token = requestQuery(request).get("token");
  if (token !== null) {
    // The mailed link: opening it changes nothing (mail scanners follow links).
    const view = await brandClaimView(context, token, user);
    const t = await getT(locale);
    const url = new URL(request.url);
    const claim =
      view.state === "invalid"
        ? null
        : {
            state: view.state,
            token,
            back: `${url.pathname}${url.search}`,
            details: {
              brandName: view.registration.brandName,
              website: view.registration.website,
              imprintUrl: view.registration.imprintUrl,
              contact: `${view.registration.firstName} ${view.registration.lastName}`,
              email: view.registration.email,
            },
          };
    return data(
      {
        seo: { title: t(claim ? "brandAdmin.claimTitle" : "brandAdmin.registrationInvalidTitle") },
        signedIn: user !== null,
        claim,
        invalidLink: claim === null,
      },
      { status: claim ? 200 : 400, headers: { "Cache-Control": "private, no-store" } },
    );
  }
  return {
    seo: await pageSeo(locale, "brandAdmin.registerTitle", "brandAdmin.registerIntro"),
    signedIn: user !== null,
    claim: null,
    invalidLink: false,
  };
}

/** The mailed link's page: choose the password of a new account, or add the brand to one's account. */
async function claim({ request, params, context }: ActionFunctionArgs, form: FormData) {
  const locale = routeLocale(params);
  const submission = parseForm(form, brandClaimSchema);
  if (submission.status !== "success") return formError(submission.reply({ hideFields: HIDDEN }));
  const value = submission.value;
  const t = await getT(locale);
  if (value.intent === "create") {
    const created = await createBrandOwner(context, value.token, value.password);
    if (!created.ok) {
      const key =
        created.reason === "account" ? "brandAdmin.claimHasAccount" : "brandAdmin.registrationInvalidText";
      return formError(
        submission.reply({ formErrors: [key], hideFields: HIDDEN }),
        created.reason === "account" ? 409 : 400,
      );
    }
    // The dashboard asks for the login first (with the password just chosen), then opens.
    return redirectWithToast(
      request,
      localePath(locale, `/brand/${created.slug}/manage`),
      { kind: "success", message: t("brandAdmin.createdLive") },
      { status: 303 },
    );
  }
  const user = await requireUser(request, context, locale);
  const attached = await attachRegisteredBrand(context, user, value.token);
  if (!attached.ok) {
    return attached.reason === "address"
      ? formError(submission.reply({ formErrors: ["brandAdmin.claimOtherAddress"] }), 403)
      : formError(submission.reply({ formErrors: ["brandAdmin.registrationInvalidText"] }), 400);
  }
  return redirectWithToast(
    request,
    localePath(locale, `/brand/${attached.slug}/manage`),
    { kind: "success", message: t("brandAdmin.registeredLive", { name: attached.name }) },
    { status: 303 },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request, params, context } = args;
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (typeof intent === "string" && BRAND_CLAIM_INTENTS.has(intent)) return claim(args, form);
  const user = await currentUser(request, context);
  if (user) {
    const submission = parseForm(form, memberBrandSchema);
    if (submission.status !== "success") return formError(submission.reply());
    const limit = await publicFormLimit(context, "register");
    if (!limit.allowed) {
      return formError(submission.reply({ formErrors: ["form.tooManyRequests"] }), 429, limit.retryAfter);
    }
    const brand = await registerMemberBrand(context, user, submission.value);
    const t = await getT(locale);
    return redirectWithToast(request, localePath(locale, `/brand/${brand.slug}/manage`), {
      kind: "success",
      message: t("brandAdmin.registeredLive", { name: submission.value.name }),
    });
  }
  const submission = parseForm(form, brandRegisterSchema);
  if (submission.status !== "success") return formError(submission.reply({ hideFields: HIDDEN }));
  const limit = await publicFormLimit(context, "register");
  if (!limit.allowed) {
    return formError(
      submission.reply({ formErrors: ["form.tooManyRequests"], hideFields: HIDDEN }),
      429,
      limit.retryAfter,
    );
  }
  // The link is queued with the registration and mailed after this answer; whether the address has an account
  // changes the mail, never the answer.
  await registerBrand(context, submission.value, locale);
  return safeRedirect(localePath(locale, "/user/register-confirm"), localePath(locale));
}

export default function BrandRegister() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { signedIn, claim, invalidLink } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (invalidLink) {
    return (
      <article className="prose">
        <h1>{t("brandAdmin.registrationInvalidTitle")}</h1>
        <p role="status">{t("brandAdmin.registrationInvalidText")}</p>
        <p>
          <LocaleLink to="/brand/register">{t("brandAdmin.registerTitle")}</LocaleLink>
        </p>
      </article>
    );
  }
  if (claim) {
    return (
      <BrandClaim
        state={claim.state}
        details={claim.details}
        token={claim.token}
        back={claim.back}
        result={result}
      />
    );
  }
  return (
    <article className="prose brand-register">
      <h1>{t("brandAdmin.registerTitle")}</h1>
      <p>{t("brandAdmin.registerIntro")}</p>
      <p className="muted">
        {signedIn ? t("brandAdmin.registerSignedIn") : t("brandAdmin.registerHowItWorks")}
      </p>
      {signedIn ? null : (
        <p>
          <LocaleLink
            to={`/user/login?redirectTo=${encodeURIComponent(localePath(locale, "/brand/register"))}`}
            rel="nofollow"
          >
            {t("brandAdmin.haveAccount")}
          </LocaleLink>
        </p>
      )}
      <BrandFormRegister signedIn={signedIn} result={result} />
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;

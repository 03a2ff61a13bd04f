import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BrandFormRegister } from "~/components/BrandFormRegister";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { useLocale } from "~/hooks/use-root-data";
import { brandRegisterSchema, memberBrandSchema } from "~/lib/brand-schemas";
import { localePath } from "~/lib/locale";
import { publicFormLimit } from "~/services/accounts.server";
import { registerBrand, registerMemberBrand } from "~/services/brand-registration.server";
import styles from "~/styles/brand-admin.css?url";
import { currentUser } from "~/utils/auth.server";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertSameOrigin, routeHeaders, safeRedirect } from "~/utils/http.server";
import { getT, pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

// Brand registration, separate from member registration. A visitor registers the brand and its owner's
// account at once and confirms the address by mail (the brand goes live then); a signed-in member gives only
// the brand's details and owns a live brand at once. Both count against the registration limit per address.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

const HIDDEN = ["password", "confirmPassword"];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const user = await currentUser(request, context);
  return {
    seo: await pageSeo(locale, "brandAdmin.registerTitle", "brandAdmin.registerIntro"),
    signedIn: user !== null,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const user = await currentUser(request, context);
  const form = await readForm(request);
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
  // The confirmation mail is queued with the account and the brand, and sent after this answer; an address
  // with an account gets a note instead, and the answer is the same.
  await registerBrand(context, submission.value, locale);
  return safeRedirect(localePath(locale, "/user/register-confirm"), localePath(locale));
}

export default function BrandRegister() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { signedIn } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
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

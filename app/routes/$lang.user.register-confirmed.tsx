import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocaleLink } from "~/components/LocaleLink";
import { confirmRegistration } from "~/services/accounts.server";
import { routeHeaders } from "~/utils/http.server";
import { pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

// The confirmation link from the e-mail lands here; the token is single-use and valid for 24 hours.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const confirmed = token ? await confirmRegistration(context, token) : false;
  const seo = await pageSeo(locale, confirmed ? "account.confirmedTitle" : "account.linkInvalidTitle");
  return data(
    { seo, confirmed },
    { status: confirmed ? 200 : 400, headers: { "Cache-Control": "no-store" } },
  );
}

export default function RegisterConfirmed() {
  const { t } = useTranslation();
  const { confirmed } = useLoaderData<typeof loader>();
  return (
    <article className="prose">
      <h1>{confirmed ? t("account.confirmedTitle") : t("account.linkInvalidTitle")}</h1>
      <p role="status">{confirmed ? t("account.confirmedText") : t("account.linkInvalidText")}</p>
      <p>
        <LocaleLink to="/user/login">
          {confirmed ? t("account.loginTitle") : t("account.resendSubmit")}
        </LocaleLink>
      </p>
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;

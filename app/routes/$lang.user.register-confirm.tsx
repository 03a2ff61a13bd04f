import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { sameSitePath } from "~/lib/safe-redirect";
import { pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return {
    seo: await pageSeo(routeLocale(params), "account.confirmTitle", "seo.confirmDescription"),
    redirectTo: sameSitePath(new URL(request.url).searchParams.get("redirectTo")) ?? "",
  };
}

export default function RegisterConfirm() {
  const { t } = useTranslation();
  const { redirectTo } = useLoaderData<typeof loader>();
  return (
    <article className="prose">
      <h1>{t("account.confirmTitle")}</h1>
      <p role="status">{t("account.confirmText")}</p>
      <p>{t("account.confirmHint")}</p>
      <p>
        <LocaleLink
          to={redirectTo ? `/user/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/user/login"}
          rel="nofollow"
        >
          {t("account.loginTitle")}
        </LocaleLink>
      </p>
    </article>
  );
}

export const meta = pageMeta;

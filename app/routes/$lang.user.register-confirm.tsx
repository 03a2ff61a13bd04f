import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

export async function loader({ params }: LoaderFunctionArgs) {
  return { seo: await pageSeo(routeLocale(params), "account.confirmTitle", "seo.confirmDescription") };
}

export default function RegisterConfirm() {
  const { t } = useTranslation();
  return (
    <article className="prose">
      <h1>{t("account.confirmTitle")}</h1>
      <p role="status">{t("account.confirmText")}</p>
      <p>{t("account.confirmHint")}</p>
      <p>
        <LocaleLink to="/user/login" rel="nofollow">
          {t("account.loginTitle")}
        </LocaleLink>
      </p>
    </article>
  );
}

export const meta = pageMeta;

import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

export async function loader({ params }: LoaderFunctionArgs) {
  return { seo: await pageSeo(routeLocale(params), "about.title", "seo.aboutDescription") };
}

export default function About() {
  const { t } = useTranslation();
  return (
    <article className="prose">
      <h1>{t("about.title")}</h1>
      <p>{t("about.text1")}</p>
      <p>{t("about.text2")}</p>
      <p>{t("about.text3")}</p>
      <p>
        <LocaleLink to="/contact">{t("pages.contact")}</LocaleLink>
      </p>
    </article>
  );
}

export const meta = pageMeta;

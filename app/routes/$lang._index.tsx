import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { LocaleLink } from "~/components/LocaleLink";
import { pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

export async function loader({ params }: LoaderFunctionArgs) {
  return json({ seo: await pageSeo(routeLocale(params), "home.title", "home.metaDescription") });
}

export default function Home() {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <h1 id="hero-title">{t("home.title")}</h1>
      <p className="hero__text">{t("home.heroText")}</p>
      <p className="hero__actions">
        <LocaleLink className="button" to="/recipe/list">
          {t("home.ctaRecipes")}
        </LocaleLink>
        <LocaleLink className="button button--secondary" to="/recipe/filter">
          {t("home.ctaBar")}
        </LocaleLink>
      </p>
    </section>
  );
}

export const meta = pageMeta;

import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import type { RouteHandle } from "~/components/SiteLayout";
import { SITE_PAGES, type SitePage } from "~/lib/site-pages";
import { pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

export const handle: RouteHandle = { layout: "routes" };

export async function loader({ params }: LoaderFunctionArgs) {
  return { seo: await pageSeo(routeLocale(params), "routes.title", "seo.routesDescription") };
}

const SECTIONS: {
  key: SitePage["section"];
  titleKey: "routes.sectionMain" | "routes.sectionInfo" | "routes.sectionAccount";
}[] = [
  { key: "main", titleKey: "routes.sectionMain" },
  { key: "account", titleKey: "routes.sectionAccount" },
  { key: "info", titleKey: "routes.sectionInfo" },
];

/** A human-readable map of every public page, in the minimal "routes" layout. */
export default function RoutesPage() {
  const { t } = useTranslation();
  return (
    <article className="prose">
      <h1>{t("routes.title")}</h1>
      <p>{t("routes.intro")}</p>
      {SECTIONS.map(({ key, titleKey }) => {
        const pages = SITE_PAGES.filter((p) => p.section === key);
        if (pages.length === 0) return null;
        return (
          <section key={key} aria-labelledby={`routes-${key}`}>
            <h2 id={`routes-${key}`}>{t(titleKey)}</h2>
            <ul>
              {pages.map((p) => (
                <li key={p.path}>
                  <LocaleLink to={p.path} rel={p.inSitemap === false ? "nofollow" : undefined}>
                    {t(p.labelKey)}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </article>
  );
}

export const meta = pageMeta;

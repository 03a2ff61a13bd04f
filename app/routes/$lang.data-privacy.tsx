import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "~/components/I18n";
import { pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

export async function loader({ params }: LoaderFunctionArgs) {
  return { seo: await pageSeo(routeLocale(params), "privacy.title", "seo.privacyDescription") };
}

const SECTIONS = ["cookies", "contact", "account", "logs", "rights"] as const;

export default function DataPrivacy() {
  const { t } = useTranslation();
  return (
    <article className="prose">
      <h1>{t("privacy.title")}</h1>
      <p>{t("privacy.intro")}</p>
      {SECTIONS.map((s) => (
        <section key={s} aria-labelledby={`privacy-${s}`}>
          <h2 id={`privacy-${s}`}>{t(`privacy.${s}Title`)}</h2>
          <p>{t(`privacy.${s}Text`)}</p>
        </section>
      ))}
    </article>
  );
}

export const meta = pageMeta;

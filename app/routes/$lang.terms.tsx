import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "~/components/I18n";
import { pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

export async function loader({ params }: LoaderFunctionArgs) {
  return { seo: await pageSeo(routeLocale(params), "terms.title", "seo.termsDescription") };
}

const SECTIONS = ["use", "account", "content", "ratings", "brands", "changes"] as const;

/** The terms of use that registration asks people to accept. */
export default function Terms() {
  const { t } = useTranslation();
  return (
    <article className="prose">
      <h1>{t("terms.title")}</h1>
      <p>{t("terms.intro")}</p>
      {SECTIONS.map((s) => (
        <section key={s} aria-labelledby={`terms-${s}`}>
          <h2 id={`terms-${s}`}>{t(`terms.${s}Title`)}</h2>
          <p>{t(`terms.${s}Text`)}</p>
        </section>
      ))}
    </article>
  );
}

export const meta = pageMeta;

import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";
import { getEnv } from "~/utils/env.server";
import { pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

// The operator's details come from configuration (OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL).
export async function loader({ params }: LoaderFunctionArgs) {
  const env = getEnv();
  return {
    seo: await pageSeo(routeLocale(params), "imprint.title", "seo.imprintDescription"),
    operator: env.OPERATOR_NAME
      ? {
          name: env.OPERATOR_NAME,
          address: env.OPERATOR_ADDRESS.split("|").map((l) => l.trim()),
          email: env.OPERATOR_EMAIL,
        }
      : null,
  };
}

export default function Imprint() {
  const { t } = useTranslation();
  const { operator } = useLoaderData<typeof loader>();
  return (
    <article className="prose">
      <h1>{t("imprint.title")}</h1>
      <h2>{t("imprint.responsible")}</h2>
      {operator ? (
        <address>
          {operator.name}
          {operator.address.filter(Boolean).map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
          {operator.email ? (
            <>
              <br />
              {t("imprint.email")}: <a href={`mailto:${operator.email}`}>{operator.email}</a>
            </>
          ) : null}
        </address>
      ) : (
        <p>{t("imprint.notConfigured")}</p>
      )}
      <p>{t("imprint.contentNote")}</p>
      <p>{t("imprint.liability")}</p>
    </article>
  );
}

export const meta = pageMeta;

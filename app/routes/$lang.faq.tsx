import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";
import { listFaq } from "~/models/faq.server";
import { pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  return {
    seo: await pageSeo(locale, "faq.title", "seo.faqDescription"),
    entries: await listFaq(context.db, locale),
  };
}

export default function Faq() {
  const { t } = useTranslation();
  const { entries } = useLoaderData<typeof loader>();
  return (
    <article className="prose">
      <h1>{t("faq.title")}</h1>
      <p>{t("faq.intro")}</p>
      {entries.length === 0 ? (
        <p className="empty-state">{t("faq.empty")}</p>
      ) : (
        <dl className="faq">
          {entries.map((e) => (
            <div key={e.id} id={`faq-${e.id}`}>
              <dt>{e.question}</dt>
              <dd>{e.answer}</dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}

export const meta = pageMeta;

import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocaleLink } from "~/components/LocaleLink";
import { authorDrafts } from "~/models/authoring.server";
import { requireUser } from "~/utils/auth.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const user = await requireUser(request, context, locale);
  const [drafts, t] = await Promise.all([authorDrafts(context.db, user.id, locale), getT(locale)]);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return json(
    {
      seo: { title: t("author.draftsTitle") },
      drafts: drafts.map((d) => ({ id: d.id, name: d.name, updated: date.format(d.updated_at) })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function Drafts() {
  const { t } = useTranslation();
  const { drafts } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t("author.draftsTitle")}</h1>
      <p>
        <LocaleLink to="/recipe/create" className="button">
          {t("author.newDraft")}
        </LocaleLink>
      </p>
      {drafts.length === 0 ? (
        <p className="empty-state">{t("author.noDrafts")}</p>
      ) : (
        <ul className="link-list">
          {drafts.map((d) => (
            <li key={d.id}>
              <LocaleLink to={`/recipe/edit/${d.id}`}>
                {d.name} <span className="muted">({d.updated})</span>
              </LocaleLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export const meta = pageMeta;

import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GroupCards } from "~/components/GroupCards";
import { useTranslation } from "~/components/I18n";
import { listGroups } from "~/models/recipes.server";
import { pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const [groups, seo] = await Promise.all([
    listGroups(context.db, locale),
    pageSeo(locale, "groups.title", "groups.intro"),
  ]);
  return { seo, groups };
}

export default function GroupList() {
  const { t } = useTranslation();
  const { groups } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t("groups.title")}</h1>
      <p>{t("groups.intro")}</p>
      <GroupCards groups={groups} />
    </>
  );
}

export const meta = pageMeta;

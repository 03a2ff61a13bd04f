import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { favouriteSlot } from "~/components/FavouriteSlot";
import { useTranslation } from "~/components/I18n";
import { ListControls, ListStatus } from "~/components/ListControls";
import { LocaleLink } from "~/components/LocaleLink";
import { Pagination } from "~/components/Pagination";
import { RecipeCards } from "~/components/RecipeCards";
import { listQueryString, pageCount, parseListQuery } from "~/lib/recipe-query";
import { listSeo, withPage } from "~/lib/seo";
import { isSlug } from "~/lib/slug";
import { groupPage } from "~/models/recipes.server";
import { markFavourites } from "~/utils/favourites.server";
import { assertParam, notFound, requestQuery } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const slug = params.slug ?? "";
  assertParam(isSlug(slug, 80), request);
  // The group page sorts like the list; the group itself is fixed by the path.
  const query = { ...parseListQuery(requestQuery(request)), group: slug, base: null };
  const [found, t] = await Promise.all([groupPage(context.db, slug, query, locale), getT(locale)]);
  if (!found) throw notFound(new URL(request.url).pathname, "param");
  const { group, ...result } = found;
  const paged = (text: string) => withPage(text, query.page, (page) => t("seo.page", { page }));
  const seo = {
    title: paged(group.name),
    description: paged(group.description),
    ...listSeo(`/recipe-group/${encodeURIComponent(slug)}`, { ...query, group: null }),
  };
  return { seo, group, query, ...result, items: await markFavourites(request, context, result.items) };
}

export default function GroupPage() {
  const { t } = useTranslation();
  const { group, query, items, total } = useLoaderData<typeof loader>();
  const withoutGroup = { ...query, group: null };
  return (
    <>
      <p>
        <LocaleLink to="/recipe-group">{t("groups.allGroups")}</LocaleLink>
      </p>
      <h1>{group.name}</h1>
      <p>{group.description}</p>
      <ListControls query={withoutGroup} groups={[]} />
      <ListStatus query={query} total={total} />
      {items.length === 0 ? (
        <p className="empty-state">{t("recipes.empty")}</p>
      ) : (
        <RecipeCards items={items} extra={favouriteSlot} />
      )}
      <Pagination
        page={query.page}
        pages={pageCount(total)}
        href={(page) => listQueryString(withoutGroup, { page }) || "?"}
      />
    </>
  );
}

export const meta = pageMeta;

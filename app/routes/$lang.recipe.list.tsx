import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { favouriteSlot } from "~/components/FavouriteSlot";
import { useTranslation } from "~/components/I18n";
import { ListControls, ListStatus } from "~/components/ListControls";
import { Pagination } from "~/components/Pagination";
import { RecipeCards } from "~/components/RecipeCards";
import { listTitle } from "~/lib/list-title";
import { packChoices, unpackChoices } from "~/lib/packed-choices";
import { listQueryString, pageCount, parseListQuery } from "~/lib/recipe-query";
import { listSeo, withPage } from "~/lib/seo";
import { recipeListPage } from "~/models/recipes.server";
import { markFavourites } from "~/utils/favourites.server";
import { requestQuery } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const query = parseListQuery(requestQuery(request));
  const [{ items, total, groups, bases, ingredients }, t] = await Promise.all([
    recipeListPage(context.db, query, locale),
    getT(locale),
  ]);
  const paged = (text: string) => withPage(text, query.page, (page) => t("seo.page", { page }));
  const title = listTitle(t, locale, query, {
    group: groups.find((g) => g.slug === query.group)?.name,
    base: bases.find((b) => b.key === query.base)?.name,
    ingredient: ingredients.find((i) => i.key === query.ingredient)?.name,
  });
  return {
    seo: {
      title: paged(title),
      description: paged(t("recipes.listIntro")),
      ...listSeo("/recipe/list", query),
    },
    query,
    title,
    items: await markFavourites(request, context, items),
    total,
    groups: groups.map((g) => ({ slug: g.slug, name: g.name })),
    bases: bases.map((b) => ({ key: b.key, name: b.name })),
    // the ingredient filter's ~150 choices as one value (app/lib/packed-choices.ts)
    ingredients: packChoices(ingredients),
  };
}

export default function RecipeList() {
  const { t } = useTranslation();
  const { query, title, items, total, groups, bases, ingredients: packed } = useLoaderData<typeof loader>();
  const ingredients = useMemo(() => unpackChoices(packed), [packed]);
  const pages = pageCount(total);
  return (
    <>
      <h1>{title}</h1>
      <p>{t("recipes.listIntro")}</p>
      <ListControls query={query} groups={groups} bases={bases} ingredients={ingredients} />
      <ListStatus query={query} total={total} />
      {items.length === 0 ? (
        <p className="empty-state">{t("recipes.empty")}</p>
      ) : (
        <RecipeCards items={items} extra={favouriteSlot} />
      )}
      <Pagination page={query.page} pages={pages} href={(page) => listQueryString(query, { page }) || "?"} />
    </>
  );
}

export const meta = pageMeta;

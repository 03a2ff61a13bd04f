import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { BrandSearchHits } from "~/components/BrandSearchHits";
import { favouriteSlot } from "~/components/FavouriteSlot";
import { GroupLinks } from "~/components/GroupCards";
import { useTranslation } from "~/components/I18n";
import { Pagination } from "~/components/Pagination";
import { RecipeCards } from "~/components/RecipeCards";
import type { RouteHandle } from "~/components/SiteLayout";
import { pageCount, parsePage } from "~/lib/recipe-query";
import { withPage, withQuery } from "~/lib/seo";
import { listGroups } from "~/models/recipes.server";
import { searchPage } from "~/models/search.server";
import { markFavourites } from "~/utils/favourites.server";
import { requestQuery } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

// The page's own form is the only search box on it: the header leaves its one out.
export const handle: RouteHandle = { ownSearch: true };

const MAX_QUERY_LENGTH = 200;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const search = requestQuery(request);
  const q = (search.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const page = parsePage(search.get("page"));
  const t = await getT(locale);
  // Brands and products lead the first page; later pages page through recipes only.
  const { result, brandHits } = q
    ? await searchPage(context.db, q, locale, page)
    : { result: null, brandHits: null };
  const paged = (text: string) => withPage(text, q ? page : 1, (n) => t("seo.page", { page: n }));
  const groups = result && result.total === 0 ? await listGroups(context.db, locale) : [];
  return {
    seo: {
      title: paged(q ? t("search.resultsTitle", { q }) : t("search.title")),
      description: paged(q ? t("seo.searchResultsDescription", { q }) : t("seo.searchDescription")),
      // The query is the page; its later pages are pages of their own.
      canonical: withQuery("/search", [
        ["q", q],
        ["page", q && page > 1 ? page : null],
      ]),
    },
    q,
    page,
    result: result && { ...result, hits: await markFavourites(request, context, result.hits) },
    brandHits: brandHits && (brandHits.brands.length > 0 || brandHits.products.length > 0) ? brandHits : null,
    groups: groups.map((g) => ({ slug: g.slug, name: g.name })),
  };
}

export default function SearchPage() {
  const { t } = useTranslation();
  const { q, page, result, brandHits, groups } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{q ? t("search.resultsTitle", { q }) : t("search.title")}</h1>
      <Form
        method="get"
        role="search"
        aria-label={t("nav.searchRegion")}
        className="filters search-page-form"
      >
        <div className="field">
          <label htmlFor="search-q">{t("search.label")}</label>
          <input id="search-q" type="search" name="q" defaultValue={q} maxLength={MAX_QUERY_LENGTH} />
        </div>
        <button type="submit">{t("nav.searchSubmit")}</button>
      </Form>
      {!result ? <p>{t("search.prompt")}</p> : null}
      {result?.suggestion ? (
        <>
          <p>
            {t("search.didYouMean")}{" "}
            <Link to={`?q=${encodeURIComponent(result.suggestion)}`}>
              <strong>{result.suggestion}</strong>
            </Link>
            ?
          </p>
          <p className="muted">{t("search.showingFor", { q: result.suggestion })}</p>
        </>
      ) : null}
      {brandHits && result && result.total > 0 ? (
        <h2 className="section">{t("search.recipesTitle")}</h2>
      ) : null}
      {result && result.total > 0 ? (
        <>
          <p role="status">
            {result.capped
              ? t("search.resultsCapped", { count: result.total })
              : t("search.results", { count: result.total })}
          </p>
          <RecipeCards
            items={result.hits}
            extra={(item) => {
              const hit = result.hits.find((h) => h.slug === item.slug);
              if (!hit) return null;
              // A name that matches speaks for itself; an ingredient that matched is said.
              return (
                <>
                  {hit.matchedBy === "name" ? null : (
                    <p className="hit-kind">
                      {t(hit.matchedBy === "both" ? "search.byNameAndIngredient" : "search.byIngredient", {
                        ingredients: hit.ingredients.join(", "),
                      })}
                    </p>
                  )}
                  {favouriteSlot(hit)}
                </>
              );
            }}
          />
          <Pagination
            page={page}
            pages={pageCount(result.total)}
            href={(p) => `?q=${encodeURIComponent(q)}${p > 1 ? `&page=${p}` : ""}`}
          />
        </>
      ) : null}
      {result && result.total === 0 ? (
        <section aria-labelledby="no-results">
          <h2 id="no-results">{brandHits ? t("search.noRecipesTitle") : t("search.noResultsTitle")}</h2>
          <p role="status">{t("search.noResultsText", { q })}</p>
          <GroupLinks groups={groups} />
        </section>
      ) : null}
      {/* Recipes first: what most searches are for; then the brands and products that match. */}
      {brandHits ? <BrandSearchHits hits={brandHits} /> : null}
    </>
  );
}

export const meta = pageMeta;

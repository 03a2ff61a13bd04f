import { Link } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "~/components/I18n";
import * as paging from "./Pagination";
import { type CardData, RecipeCards } from "./RecipeCards";

// The product page shows a preview without pages unless asked for `?page=`, so the browser loads the
// pagination's code only for that list; the server renders it with the page (static import there).
const Pagination = import.meta.env.SSR
  ? paging.Pagination
  : /* @__PURE__ */ lazy(() => import("./Pagination").then((m) => ({ default: m.Pagination })));

/**
 * The published recipes a product can be used in. The product page shows a first few and a link to all of
 * them; `?page=` then pages through the whole list.
 */
export function ProductRecipes({
  total,
  items,
  page,
  pages,
  preview,
  href,
}: {
  total: number;
  items: CardData[];
  page: number;
  pages: number;
  /** true on the product page itself: only the first few, with the link to all */
  preview: boolean;
  /** the address of a page of the whole list */
  href: (page: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <section className="section product-recipes" id="recipes" aria-labelledby="recipes-title" tabIndex={-1}>
      <h2 id="recipes-title">{t("product.recipesTitle")}</h2>
      {total === 0 ? (
        <p>{t("product.noRecipes")}</p>
      ) : (
        <>
          <p>{t("product.recipesCount", { count: total })}</p>
          <RecipeCards items={items} />
          {preview && total > items.length ? (
            <p>
              <Link className="button button--secondary" to={href(1)}>
                {t("product.allRecipes", { count: total })}
              </Link>
            </p>
          ) : null}
          {preview ? null : (
            <Suspense fallback={null}>
              <Pagination page={page} pages={pages} href={href} />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useActionData } from "~/components/DocumentTitle";
import { useNonce } from "~/components/nonce";
import { ProductBarPanel } from "~/components/ProductBarPanel";
import { ProductFacts } from "~/components/ProductFacts";
import { ProductRecipes } from "~/components/ProductRecipes";
import { useLocale } from "~/hooks/use-root-data";
import { DEFAULT_TOLERANCE, parseTolerance, type Tolerance } from "~/lib/bar-matcher";
import { barCookieIds, barCookieValue, MAX_BAR_IDS } from "~/lib/bar-selection";
import { bottleSvg } from "~/lib/brand-picture";
import { externalUrl, firstLineOf, pickText } from "~/lib/brand-text";
import { type Locale, localePath } from "~/lib/locale";
import { addToBarSchema } from "~/lib/product-bar-schema";
import { formatAbv, formatPrice, formatVolume, productJsonLd } from "~/lib/product-text";
import { PAGE_SIZE, pageCount, parsePage } from "~/lib/recipe-query";
import { scriptJson } from "~/lib/recipe-text";
import { withPage, withQuery } from "~/lib/seo";
import { isSlug } from "~/lib/slug";
import { productPage } from "~/models/brands.server";
import { productUnlocks, productWithRecipes } from "~/models/product-matches.server";
import { readCookie, setCookie } from "~/utils/cookies.server";
import { getEnv } from "~/utils/env.server";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertParam, assertSameOrigin, notFound, requestQuery } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

/** How many recipes the product page shows before "See all". */
const PREVIEW = 8;

async function findProduct({ request, params, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  const locale = routeLocale(params);
  const slug = params.slug ?? "";
  assertParam(isSlug(slug, 120), request);
  const product = await productPage(context.db, slug, locale);
  if (!product) throw notFound(new URL(request.url).pathname, "param");
  return { locale, product };
}

/** The product page's own address with the tolerance the visitor chose (the default is left out). */
function pagePath(locale: Locale, slug: string, tolerance: Tolerance, page?: number) {
  const query = new URLSearchParams();
  if (page) query.set("page", String(page));
  if (tolerance !== DEFAULT_TOLERANCE) query.set("tolerance", tolerance);
  const search = query.toString();
  return `${localePath(locale, `/product/${slug}`)}${search ? `?${search}` : ""}`;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const slug = params.slug ?? "";
  assertParam(isSlug(slug, 120), request);
  const search = requestQuery(request);
  const tolerance = parseTolerance(search.get("tolerance"));
  // Without ?page= the page shows the first few recipes; with it, the whole list page by page.
  const paged = search.has("page");
  const page = parsePage(search.get("page"));
  const found = await productWithRecipes(context.db, slug, locale, {
    offset: paged ? (page - 1) * PAGE_SIZE : 0,
    limit: paged ? PAGE_SIZE : PREVIEW,
  });
  if (!found) throw notFound(new URL(request.url).pathname, "param");
  const { product, recipes } = found;
  const owned = barCookieIds(await readCookie("bar", request));
  const [bar, t] = await Promise.all([
    owned.length ? productUnlocks(context.db, product.ingredientId, owned, tolerance) : null,
    getT(locale),
  ]);
  const description = pickText(product.description, locale);
  const kind = product.kind ?? "";
  const shown = {
    slug: product.slug,
    name: product.name,
    kind,
    brand: { slug: product.brandSlug, name: product.brandName },
    bottleSvg: bottleSvg(product.bottle, product.brandName),
    description,
    abv:
      product.abv === null
        ? null
        : product.abv === 0
          ? t("product.alcoholFree")
          : formatAbv(product.abv, locale),
    volume: product.volumeMl === null ? null : formatVolume(product.volumeMl, locale),
    price: product.price === null ? null : formatPrice(product.price, product.currency, locale),
    offer: product.price === null ? null : { price: product.price, currency: product.currency },
    buyUrl: externalUrl(product.buyUrl),
  };
  const url = `${new URL(getEnv().PUBLIC_URL).origin}${localePath(locale, `/product/${product.slug}`)}`;
  // Written here, so the JSON-LD writer stays out of the browser's code.
  const jsonLd = scriptJson(
    productJsonLd({
      name: shown.name,
      url,
      brand: shown.brand.name,
      category: shown.kind || null,
      description: shown.description?.text ?? null,
      price: shown.offer?.price ?? null,
      currency: shown.offer?.currency ?? "",
      buyUrl: shown.buyUrl,
    }),
  );
  return {
    seo: {
      title: withPage(product.name, paged ? page : 1, (n) => t("seo.page", { page: n })),
      description:
        firstLineOf(description)?.text ||
        t("product.metaDescription", { name: product.name, kind, brand: product.brandName }),
      // The whole list (?page=) has pages of its own; the bar's tolerance is the visitor's, not the page's.
      canonical: withQuery(`/product/${encodeURIComponent(product.slug)}`, [["page", paged ? page : null]]),
    },
    product: shown,
    jsonLd,
    recipes: { ...recipes, page, pages: pageCount(recipes.total), paged },
    bar: bar ? { ids: owned, ...bar } : null,
    tolerance,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  assertSameOrigin(request);
  const { locale, product } = await findProduct(args);
  const submission = parseForm(await readForm(request), addToBarSchema);
  if (submission.status !== "success") return formError(submission.reply());
  const owned = barCookieIds(await readCookie("bar", request));
  const id = product.ingredientId;
  if (!owned.includes(id) && owned.length >= MAX_BAR_IDS) {
    return formError(submission.reply({ formErrors: ["bar.tooMany"] }));
  }
  const next = owned.includes(id) ? owned : [...owned, id].sort((a, b) => a - b);
  const t = await getT(locale);
  const tolerance = parseTolerance(submission.value.tolerance);
  return redirectWithToast(
    request,
    `${pagePath(locale, product.slug, tolerance)}#bar`,
    { kind: "success", message: t("product.added", { name: product.name }) },
    { headers: { "Set-Cookie": await setCookie("bar", barCookieValue(next)) } },
  );
}

export default function ProductPage() {
  const { product, jsonLd, recipes, bar, tolerance } = useLoaderData<typeof loader>();
  const nonce = useNonce();
  const result = useActionData<typeof action>();
  const locale = useLocale();

  return (
    <article className="product">
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD the loader wrote, with "<" escaped so it cannot end the element
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <ProductFacts product={product} />
      <ProductBarPanel
        bar={bar}
        tolerance={tolerance}
        path={localePath(locale, `/product/${product.slug}`)}
        result={result}
      />
      <ProductRecipes
        total={recipes.total}
        items={recipes.items}
        page={recipes.page}
        pages={recipes.pages}
        preview={!recipes.paged}
        href={(p) => `${pagePath(locale, product.slug, tolerance, p)}#recipes`}
      />
    </article>
  );
}

export const meta = pageMeta;

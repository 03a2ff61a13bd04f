import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BrandHeader } from "~/components/BrandHeader";
import { BrandProducts } from "~/components/BrandProducts";
import { useTranslation } from "~/components/I18n";
import { useNonce } from "~/components/nonce";
import {
  externalUrl,
  firstLineOf,
  formatCalendarDate,
  movedBrandPath,
  organizationJsonLd,
  pickText,
} from "~/lib/brand-text";
import { localePath } from "~/lib/locale";
import { formatAbv, formatVolume } from "~/lib/product-text";
import { scriptJson } from "~/lib/recipe-text";
import { isSlug } from "~/lib/slug";
import { brandPage, currentBrandSlug } from "~/models/brands.server";
import { getEnv } from "~/utils/env.server";
import { assertParam, notFound, safeRedirect } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const slug = params.slug ?? "";
  assertParam(isSlug(slug, 80), request);
  const brand = await brandPage(context.db, slug, locale);
  if (!brand) {
    // A renamed brand keeps its old address: 301 to the current one, with the rest of the path and query.
    const current = await currentBrandSlug(context.db, slug);
    const url = new URL(request.url);
    const moved = current ? movedBrandPath(url.pathname, url.search, current) : null;
    if (moved) throw safeRedirect(moved, localePath(locale, "/brand"), 301);
    throw notFound(url.pathname, "param");
  }
  const t = await getT(locale);
  const description = pickText(brand.description, locale);
  const alcoholFree = t("product.alcoholFree");
  const website = externalUrl(brand.website);
  // Written here, so the JSON-LD writer stays out of the browser's code.
  const jsonLd = scriptJson(
    organizationJsonLd({
      name: brand.name,
      url: `${new URL(getEnv().PUBLIC_URL).origin}${localePath(locale, `/brand/${brand.slug}`)}`,
      website,
      description: description?.text ?? null,
    }),
  );
  return {
    seo: {
      title: brand.name,
      description: firstLineOf(description)?.text || t("brand.metaDescription", { name: brand.name }),
    },
    brand: {
      slug: brand.slug,
      name: brand.name,
      registeredSince: {
        iso: brand.registeredSince,
        text: formatCalendarDate(brand.registeredSince, locale),
      },
      website,
      imprintUrl: externalUrl(brand.imprintUrl),
      description,
      hasMenu: brand.hasMenu,
      hasBook: brand.hasBook,
    },
    groups: brand.groups.map((g) => ({
      category: g.category,
      products: g.products.map((p) => ({
        slug: p.slug,
        name: p.name,
        bottle: p.bottle,
        facts: [
          p.abv === null ? null : p.abv === 0 ? alcoholFree : formatAbv(p.abv, locale),
          p.volumeMl === null ? null : formatVolume(p.volumeMl, locale),
        ]
          .filter(Boolean)
          .join(" · "),
      })),
    })),
    jsonLd,
  };
}

export default function BrandPage() {
  const { t } = useTranslation();
  const { brand, groups, jsonLd } = useLoaderData<typeof loader>();
  const nonce = useNonce();
  return (
    <article className="brand">
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD the loader wrote, with "<" escaped so it cannot end the element
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <BrandHeader brand={brand} />
      <section className="section" aria-labelledby="products-heading">
        <h2 id="products-heading">{t("brand.productsTitle")}</h2>
        <BrandProducts groups={groups} brandName={brand.name} />
      </section>
    </article>
  );
}

export const meta = pageMeta;

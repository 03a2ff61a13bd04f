import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BrandCards } from "~/components/BrandCards";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { firstLineOf, pickText } from "~/lib/brand-text";
import { listLiveBrands } from "~/models/brands.server";
import { pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const [brands, seo] = await Promise.all([
    listLiveBrands(context.db, locale),
    pageSeo(locale, "brand.listTitle", "brand.listDescription"),
  ]);
  return {
    seo,
    // Only what the list shows: the first line of each description.
    brands: brands.map((b) => ({
      slug: b.slug,
      name: b.name,
      productCount: b.productCount,
      line: firstLineOf(pickText(b.description, locale)),
    })),
  };
}

export default function BrandList() {
  const { t } = useTranslation();
  const { brands } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t("brand.listTitle")}</h1>
      <p className="prose">{t("brand.listIntro")}</p>
      {brands.length === 0 ? (
        <p className="empty-state">{t("brand.listEmpty")}</p>
      ) : (
        <BrandCards brands={brands} />
      )}
      <p className="section">
        <LocaleLink to="/brand/register">{t("brandAdmin.listRegisterLink")}</LocaleLink>
      </p>
    </>
  );
}

export const meta = pageMeta;

import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "./LocaleLink";

export type BrandSearchHitsData = {
  brands: { slug: string; name: string; productCount: number }[];
  products: { slug: string; name: string; brandName: string; kind: string | null }[];
  suggestion: string | null;
};

/** The search page's brands and products: their own section below the recipes, one card each. */
export function BrandSearchHits({ hits }: { hits: BrandSearchHitsData }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="brand-hits-title" className="section brand-hits">
      <h2 id="brand-hits-title">{t("search.brandsTitle")}</h2>
      {hits.suggestion ? <p className="muted">{t("search.brandHitsFor", { q: hits.suggestion })}</p> : null}
      <ul className="cards">
        {hits.brands.map((b) => (
          <li key={`brand-${b.slug}`} className="card">
            <div>
              <LocaleLink to={`/brand/${b.slug}`} className="card__title">
                {b.name}
              </LocaleLink>
              <p className="card__meta">
                {t("product.brand")} · {t("brand.productCount", { count: b.productCount })}
              </p>
            </div>
          </li>
        ))}
        {hits.products.map((p) => (
          <li key={`product-${p.slug}`} className="card">
            <div>
              <LocaleLink to={`/product/${p.slug}`} className="card__title">
                {p.name}
              </LocaleLink>
              <p className="card__meta">
                {p.kind ? `${t("product.kindBy", { kind: p.kind })} ${p.brandName}` : p.brandName}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "./LocaleLink";

export type BrandAdminProduct = {
  id: number;
  slug: string;
  name: string;
  category: string | null;
  /** formatted on the server, with its currency */
  price: string | null;
};

/** The dashboard's product list: each product with its category and price, and where to edit it. */
export function BrandAdminProducts({
  brandSlug,
  products,
  live,
}: {
  brandSlug: string;
  products: BrandAdminProduct[];
  live: boolean;
}) {
  const { t } = useTranslation();
  const base = `/brand/${brandSlug}/manage/products`;
  return (
    <section className="section" aria-labelledby="products-title">
      <div className="brand-admin__heading-row">
        <h2 id="products-title">{t("brandAdmin.productsTitle", { count: products.length })}</h2>
        <LocaleLink to={`${base}/new`} className="button">
          {t("brandAdmin.addProduct")}
        </LocaleLink>
      </div>
      {products.length === 0 ? (
        <p className="empty-state">{t("brandAdmin.noProducts")}</p>
      ) : (
        <ul className="brand-admin__products">
          {products.map((p) => (
            <li key={p.id}>
              <div>
                <strong>{p.name}</strong>
                <span className="muted">
                  {[p.category, p.price].filter(Boolean).join(" · ") || t("brandAdmin.noDetails")}
                </span>
              </div>
              <div className="brand-admin__actions">
                <LocaleLink to={`${base}/${p.id}`}>
                  {t("brandAdmin.edit")}
                  <span className="visually-hidden"> ({p.name})</span>
                </LocaleLink>
                {live ? (
                  <LocaleLink to={`/product/${p.slug}`}>
                    {t("brandAdmin.view")}
                    <span className="visually-hidden"> ({p.name})</span>
                  </LocaleLink>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

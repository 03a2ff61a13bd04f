import { useTranslation } from "~/components/I18n";
import type { Bottle } from "~/lib/brand-picture";
import { ProductBottle } from "./BrandPicture";
import { LocaleLink } from "./LocaleLink";

export type BrandProductGroup = {
  category: string;
  products: { slug: string; name: string; facts: string; bottle: Bottle }[];
};

/**
 * A brand's products grouped by the ingredient each one is (London Dry Gin, Vodka, …), one box per group,
 * each with a small picture of its bottle.
 */
export function BrandProducts({ groups, brandName }: { groups: BrandProductGroup[]; brandName: string }) {
  const { t } = useTranslation();
  if (groups.length === 0) return <p className="empty-state">{t("brand.noProducts")}</p>;
  return (
    <div className="product-groups">
      {groups.map((group, i) => (
        <section key={group.category} aria-labelledby={`category-${i}`} className="product-group">
          <h3 id={`category-${i}`}>{group.category}</h3>
          <ul>
            {group.products.map((p) => (
              <li key={p.slug} className="product-group__item">
                <ProductBottle bottle={p.bottle} brandName={brandName} />
                <span>
                  <LocaleLink to={`/product/${p.slug}`}>{p.name}</LocaleLink>
                  {p.facts ? <span className="muted"> · {p.facts}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

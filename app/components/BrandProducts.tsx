import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "./LocaleLink";

export type BrandProductGroup = {
  category: string;
  products: { slug: string; name: string; facts: string }[];
};

/** A brand's products grouped by the ingredient each one is (London Dry Gin, Vodka, …), one box per group. */
export function BrandProducts({ groups }: { groups: BrandProductGroup[] }) {
  const { t } = useTranslation();
  if (groups.length === 0) return <p className="empty-state">{t("brand.noProducts")}</p>;
  return (
    <div className="product-groups">
      {groups.map((group, i) => (
        <section key={group.category} aria-labelledby={`category-${i}`} className="product-group">
          <h3 id={`category-${i}`}>{group.category}</h3>
          <ul>
            {group.products.map((p) => (
              <li key={p.slug}>
                <LocaleLink to={`/product/${p.slug}`}>{p.name}</LocaleLink>
                {p.facts ? <span className="muted"> · {p.facts}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

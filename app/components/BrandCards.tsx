import { useTranslation } from "~/components/I18n";
import type { ShownText } from "~/lib/brand-text";
import { BrandMonogram } from "./BrandPicture";
import { BrandTextLine } from "./BrandText";
import { LocaleLink } from "./LocaleLink";

export type BrandCard = { slug: string; name: string; productCount: number; line: ShownText | null };

/** Brands as cards: the name, how many products, and the first line of the description. */
export function BrandCards({ brands }: { brands: BrandCard[] }) {
  const { t } = useTranslation();
  return (
    <ul className="cards brand-cards">
      {brands.map((b) => (
        <li key={b.slug} className="card brand-card">
          <BrandMonogram name={b.name} />
          <div>
            <LocaleLink to={`/brand/${b.slug}`} className="card__title">
              {b.name}
            </LocaleLink>
            <p className="card__meta">{t("brand.productCount", { count: b.productCount })}</p>
            <BrandTextLine shown={b.line} className="card__text" />
          </div>
        </li>
      ))}
    </ul>
  );
}

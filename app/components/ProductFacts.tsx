import { useTranslation } from "~/components/I18n";
import type { ShownText } from "~/lib/brand-text";
import { BrandExternalLink } from "./BrandExternalLink";
import { BrandText } from "./BrandText";
import { LocaleLink } from "./LocaleLink";
import { ProductPrice } from "./ProductPrice";

export type ProductFactsData = {
  name: string;
  kind: string;
  brand: { slug: string; name: string };
  /** the bottle's picture (app/lib/brand-picture.ts), drawn by the loader: no drawing code in the page */
  bottleSvg: string;
  description: ShownText | null;
  abv: string | null;
  volume: string | null;
  price: string | null;
  buyUrl: string | null;
};

/** The top of a product page: what it is and by whom, its description, numbers, price and where to buy it. */
export function ProductFacts({ product }: { product: ProductFactsData }) {
  const { t } = useTranslation();
  return (
    <>
      <header className="product-header">
        <div className="product-header__title">
          <span
            className="brand-picture brand-picture--bottle"
            aria-hidden="true"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: drawn by bottleSvg, which escapes the only text it takes (initials) and checks the colour
            dangerouslySetInnerHTML={{ __html: product.bottleSvg }}
          />
          <div>
            <h1>{product.name}</h1>
            <p className="product-header__kind">
              {t("product.kindBy", { kind: product.kind })}{" "}
              <LocaleLink to={`/brand/${product.brand.slug}`}>{product.brand.name}</LocaleLink>
            </p>
          </div>
        </div>
        <BrandText shown={product.description} className="prose" />
        {product.kind ? <p className="muted">{t("product.countsAs", { kind: product.kind })}</p> : null}
      </header>
      {product.abv || product.volume ? (
        <dl className="recipe-facts product-facts">
          {product.abv ? (
            <>
              <dt>{t("product.abv")}</dt>
              <dd>{product.abv}</dd>
            </>
          ) : null}
          {product.volume ? (
            <>
              <dt>{t("product.volume")}</dt>
              <dd>{product.volume}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {product.price || product.buyUrl ? (
        <div className="product-buy">
          {product.price ? <ProductPrice price={product.price} /> : null}
          <BrandExternalLink href={product.buyUrl} rel="sponsored noopener" className="button">
            {t("product.buy", { brand: product.brand.name })}
          </BrandExternalLink>
        </div>
      ) : null}
    </>
  );
}

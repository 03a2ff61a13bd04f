import type { Locale } from "./locale";

// How a product's numbers read in the page's language (price, alcohol, bottle size), and the schema.org
// Product with its offer. Formatted on the server: see brand-text.ts.

/** "32,90 €" / "€32.90"; an unknown currency code is shown as it is after the amount. */
export function formatPrice(price: number, currency: string, locale: Locale): string {
  const code = currency.trim().toUpperCase();
  if (/^[A-Z]{3}$/.test(code)) {
    try {
      return new Intl.NumberFormat(locale, { style: "currency", currency: code }).format(price);
    } catch {
      // not a currency Intl knows: fall through to the plain form
    }
  }
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    price,
  );
  return code ? `${amount} ${code}` : amount;
}

/** "43 %" / "43%", one decimal at most ("37,5 %"). */
export function formatAbv(abv: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(abv / 100);
}

/** "700 ml", and litres from one litre up ("1,5 l" / "1.5 l"); bottles say ml and l in both languages. */
export function formatVolume(ml: number, locale: Locale): string {
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  return ml >= 1000 ? `${number(ml / 1000)}\u00a0l` : `${number(ml)}\u00a0ml`;
}

/** The price as schema.org wants it: a plain decimal with a dot. */
export function offerPrice(price: number): string {
  return price.toFixed(2);
}

/** schema.org Product for a product page, with an Offer when there is a price. */
export function productJsonLd(product: {
  name: string;
  url: string;
  brand: string;
  category: string | null;
  description: string | null;
  price: number | null;
  currency: string;
  buyUrl: string | null;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    url: product.url,
    description: product.description ?? undefined,
    category: product.category ?? undefined,
    brand: { "@type": "Brand", name: product.brand },
    offers:
      product.price === null
        ? undefined
        : {
            "@type": "Offer",
            price: offerPrice(product.price),
            priceCurrency: product.currency.trim().toUpperCase(),
            url: product.buyUrl ?? product.url,
          },
  };
}

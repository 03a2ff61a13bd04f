import type { Locale } from "./locale";

// Prices for people: "12,90 €" on German pages, "€12.90" on English ones. Formatted on the server and sent
// as text, so the browser never formats a second time (no hydration drift between ICU versions).

/** The currencies a menu price may be in; EUR is the column's default. */
export const CURRENCIES = ["EUR", "CHF", "GBP", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

const FORMAT_LOCALE: Record<Locale, string> = { de: "de-DE", en: "en-GB" };

/** A price with its currency in the page's language; an unknown currency code is shown as it is. */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  const code = /^[A-Z]{3}$/.test(currency) ? currency : "EUR";
  return new Intl.NumberFormat(FORMAT_LOCALE[locale], {
    style: "currency",
    currency: code,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** The amount as a form field shows it for editing: "12,90" on German pages, "12.90" on English ones. */
export function priceFieldValue(amount: number | null, locale: Locale): string {
  if (amount === null || !Number.isFinite(amount)) return "";
  const text = (Math.round(amount * 100) / 100).toFixed(2);
  return locale === "de" ? text.replace(".", ",") : text;
}

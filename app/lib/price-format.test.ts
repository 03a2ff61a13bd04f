import { describe, expect, it } from "vitest";
import { formatPrice, isCurrency, priceFieldValue } from "./price-format";
import { parsePrice } from "./price-parse";

// Intl puts a no-break space between amount and sign in German.
const plain = (s: string) => s.replace(/\s/g, " ");

describe("formatPrice", () => {
  it("follows the page's language", () => {
    expect(plain(formatPrice(12.9, "EUR", "de"))).toBe("12,90 €");
    expect(formatPrice(12.9, "EUR", "en")).toBe("€12.90");
    expect(plain(formatPrice(1234.5, "CHF", "de"))).toBe("1.234,50 CHF");
  });

  it("never shows a broken code", () => {
    expect(formatPrice(3, "<b>", "en")).toBe("€3.00");
  });
});

describe("priceFieldValue", () => {
  it("writes the amount the way the page's language types it, and it parses back", () => {
    expect(priceFieldValue(12.9, "de")).toBe("12,90");
    expect(priceFieldValue(12.9, "en")).toBe("12.90");
    expect(priceFieldValue(null, "de")).toBe("");
    for (const locale of ["de", "en"] as const) {
      expect(parsePrice(priceFieldValue(7.5, locale))).toMatchObject({ ok: true, cents: 750 });
    }
  });
});

describe("isCurrency", () => {
  it("knows the offered codes only", () => {
    expect(isCurrency("EUR")).toBe(true);
    expect(isCurrency("eur")).toBe(false);
    expect(isCurrency("toString")).toBe(false);
  });
});

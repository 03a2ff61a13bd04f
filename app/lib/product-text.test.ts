import { describe, expect, it } from "vitest";
import { formatAbv, formatPrice, formatVolume, offerPrice, productJsonLd } from "./product-text";

// Intl puts a no-break space between number and unit in German; compare with plain spaces.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, " ");

describe("formatPrice", () => {
  it("formats the amount and currency for the page's language", () => {
    expect(plain(formatPrice(32.9, "EUR", "de"))).toBe("32,90 €");
    expect(formatPrice(32.9, "EUR", "en")).toBe("€32.90");
    expect(plain(formatPrice(1234.5, "CHF", "de"))).toBe("1.234,50 CHF");
  });
  it("shows an unknown currency code after the amount instead of failing", () => {
    expect(formatPrice(5, "euro", "en")).toBe("5.00 EURO");
    expect(formatPrice(5, "", "en")).toBe("5.00");
  });
});

describe("formatAbv and formatVolume", () => {
  it("formats alcohol by volume as a percentage", () => {
    expect(plain(formatAbv(43, "de"))).toBe("43 %");
    expect(formatAbv(37.5, "en")).toBe("37.5%");
    expect(plain(formatAbv(37.5, "de"))).toBe("37,5 %");
  });
  it("formats bottle sizes in millilitres, and litres from one litre up", () => {
    expect(plain(formatVolume(700, "de"))).toBe("700 ml");
    expect(plain(formatVolume(700, "en"))).toBe("700 ml");
    expect(plain(formatVolume(1000, "en"))).toBe("1 l");
    expect(plain(formatVolume(1500, "de"))).toBe("1,5 l");
  });
});

describe("productJsonLd", () => {
  it("offers the price with a dot and the currency code", () => {
    const ld = productJsonLd({
      name: "Gin",
      url: "https://site.example/en/product/gin",
      brand: "Kesselwind",
      category: "London Dry Gin",
      description: null,
      price: 32.9,
      currency: "eur",
      buyUrl: "https://kesselwind.example/shop",
    });
    expect(ld.offers).toEqual({
      "@type": "Offer",
      price: "32.90",
      priceCurrency: "EUR",
      url: "https://kesselwind.example/shop",
    });
    expect(ld.brand).toEqual({ "@type": "Brand", name: "Kesselwind" });
    expect(offerPrice(12)).toBe("12.00");
  });
  it("leaves the offer out without a price", () => {
    const ld = productJsonLd({
      name: "Gin",
      url: "u",
      brand: "b",
      category: null,
      description: null,
      price: null,
      currency: "EUR",
      buyUrl: null,
    });
    expect(ld.offers).toBeUndefined();
  });
});

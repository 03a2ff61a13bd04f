import { describe, expect, it } from "vitest";
import {
  externalUrl,
  firstLine,
  firstLineOf,
  formatCalendarDate,
  movedBrandPath,
  organizationJsonLd,
  paragraphs,
  pickText,
} from "./brand-text";

describe("pickText", () => {
  it("prefers the page's language", () => {
    expect(pickText({ de: "Hallo", en: "Hello" }, "en")).toEqual({
      text: "Hello",
      lang: "en",
      translated: true,
    });
    expect(pickText({ de: "Hallo", en: "Hello" }, "de")).toEqual({
      text: "Hallo",
      lang: "de",
      translated: true,
    });
  });
  it("falls back to the other language, marked as not translated", () => {
    expect(pickText({ de: "Hallo", en: "  " }, "en")).toEqual({
      text: "Hallo",
      lang: "de",
      translated: false,
    });
    expect(pickText({ de: "", en: "Hello" }, "de")).toEqual({ text: "Hello", lang: "en", translated: false });
  });
  it("gives null when neither language has a text", () => {
    expect(pickText({ de: "", en: " \n" }, "de")).toBeNull();
  });
});

describe("firstLine and paragraphs", () => {
  it("takes the first line with text", () => {
    expect(firstLine("\n  First line.  \nSecond line.")).toBe("First line.");
    expect(firstLine("Only one")).toBe("Only one");
    expect(firstLine("\r\n\r\n")).toBe("");
    expect(firstLineOf({ text: "A\nB", lang: "de", translated: false })).toEqual({
      text: "A",
      lang: "de",
      translated: false,
    });
    expect(firstLineOf(null)).toBeNull();
  });
  it("splits a text into its non-empty lines", () => {
    expect(paragraphs("One.\n\nTwo.\r\n Three. ")).toEqual(["One.", "Two.", "Three."]);
  });
});

describe("formatCalendarDate", () => {
  it("reads the date as a calendar day in both languages", () => {
    expect(formatCalendarDate("2024-03-14", "de")).toBe("14. März 2024");
    expect(formatCalendarDate("2024-03-14", "en")).toBe("March 14, 2024");
    // the first of a month stays the first whatever the server's time zone
    expect(formatCalendarDate("2025-01-01", "en")).toBe("January 1, 2025");
  });
  it("leaves anything that is not an ISO date as it is", () => {
    expect(formatCalendarDate("yesterday", "en")).toBe("yesterday");
    expect(formatCalendarDate("2024-13-45", "en")).toBe("2024-13-45");
  });
});

describe("externalUrl", () => {
  it("keeps http and https addresses with a host", () => {
    expect(externalUrl("https://kesselwind.example/")).toBe("https://kesselwind.example/");
    expect(externalUrl(" http://a.example/imprint ")).toBe("http://a.example/imprint");
  });
  it("refuses other schemes, relative paths and junk", () => {
    for (const value of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,<script>",
      "/relative",
      "//evil.example",
      "mailto:a@example.com",
      "",
      null,
      undefined,
      "http://",
    ]) {
      expect(externalUrl(value), String(value)).toBeNull();
    }
  });
});

describe("movedBrandPath", () => {
  it("swaps the slug and keeps the rest of the path and the query", () => {
    expect(movedBrandPath("/en/brand/old", "", "new")).toBe("/en/brand/new");
    expect(movedBrandPath("/de/brand/old/menu", "?available=1", "new")).toBe(
      "/de/brand/new/menu?available=1",
    );
    expect(movedBrandPath("/en/brand/old/book/", "", "new")).toBe("/en/brand/new/book/");
  });
  it("refuses paths that are not below a brand", () => {
    expect(movedBrandPath("/en/product/old", "", "new")).toBeNull();
    expect(movedBrandPath("/en/brand", "", "new")).toBeNull();
  });
});

describe("organizationJsonLd", () => {
  it("describes the brand with its own website as its address", () => {
    expect(
      organizationJsonLd({
        name: "Kesselwind",
        url: "https://site.example/en/brand/kesselwind",
        website: "https://kesselwind.example/",
        description: "A distillery.",
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Kesselwind",
      url: "https://kesselwind.example/",
      mainEntityOfPage: "https://site.example/en/brand/kesselwind",
      description: "A distillery.",
    });
  });
});

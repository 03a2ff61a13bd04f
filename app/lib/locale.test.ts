import { describe, expect, it } from "vitest";
import {
  detectLocale,
  localeFromAcceptLanguage,
  localeFromPath,
  localePath,
  switchLocalePath,
} from "./locale";

describe("locale paths", () => {
  it("prefixes paths", () => {
    expect(localePath("en")).toBe("/en");
    expect(localePath("de", "/recipe/list")).toBe("/de/recipe/list");
    expect(localePath("de", "faq")).toBe("/de/faq");
  });
  it("reads the first segment", () => {
    expect(localeFromPath("/en/faq")).toBe("en");
    expect(localeFromPath("/de")).toBe("de");
    expect(localeFromPath("/fr/x")).toBeNull();
    expect(localeFromPath("/")).toBeNull();
  });
  it("switches the language of the same page and keeps the query", () => {
    expect(switchLocalePath("/de/recipe/list", "?sort=name", "en")).toBe("/en/recipe/list?sort=name");
    expect(switchLocalePath("/en", "", "de")).toBe("/de");
    expect(switchLocalePath("/nope/x", "", "de")).toBe("/de/nope/x");
  });
});

describe("locale detection", () => {
  it("prefers the cookie", () => {
    expect(detectLocale("de", "en-US,en;q=0.9")).toBe("de");
    expect(detectLocale("en", "de")).toBe("en");
  });
  it("then Accept-Language by quality", () => {
    expect(detectLocale(undefined, "en-US,en;q=0.9")).toBe("en");
    expect(detectLocale("xx", "fr-FR,fr;q=0.9,en;q=0.8,de;q=0.7")).toBe("en");
    expect(localeFromAcceptLanguage("de;q=0.5, en;q=0.6")).toBe("en");
    expect(localeFromAcceptLanguage("en;q=0, de;q=0.1")).toBe("de");
  });
  it("then German", () => {
    expect(detectLocale(null, null)).toBe("de");
    expect(detectLocale(null, "fr, es;q=0.5")).toBe("de");
    expect(detectLocale(null, ";;;,garbage")).toBe("de");
  });
});

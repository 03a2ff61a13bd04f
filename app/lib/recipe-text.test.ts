import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "~/locales/en";
import { amountText, recipeJsonLd, scriptJson } from "./recipe-text";

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: "en", resources: { en: { translation: en } } });
});

describe("amountText", () => {
  it("writes amounts with their unit, plural where the unit has one", () => {
    expect(amountText(i18n.t, "en", { amount: 4.5, unit: "cl" })).toBe("4.5 cl");
    expect(amountText(i18n.t, "en", { amount: 2, unit: "dash" })).toMatch(/^2 dash/);
    expect(amountText(i18n.t, "en", { amount: null, unit: "top" })).toBe(en.units.top);
    expect(amountText(i18n.t, "en", { amount: null, unit: "piece" })).toBe("");
  });
});

describe("recipeJsonLd", () => {
  const recipe = {
    name: "Negroni",
    otherName: "Negroni",
    description: "Bitter and sweet.",
    steps: ["Stir.", "Strain."],
    ratingAvg: 4.5,
    ratingCount: 0,
    lines: [{ name: "Gin", amount: 3, unit: "cl" }],
    author: null,
    publishedAt: new Date("2024-03-01T10:00:00Z"),
    updatedAt: "2024-04-02T08:30:00.000Z",
    groups: [{ name: "Classics" }],
    baseName: "Gin",
  };
  const page = {
    url: "https://x/en/recipe/negroni",
    servings: 2,
    amount: () => "6 cl",
    image: "https://x/pictures/negroni.abc.png",
    locale: "en" as const,
    site: { name: "Cocktail Atlas", origin: "https://x" },
  };
  it("lists lines as the page shows them, steps as HowToSteps, and no rating without ratings", () => {
    const ld = recipeJsonLd(recipe, page);
    expect(ld.recipeIngredient).toEqual(["6 cl Gin"]);
    expect(ld.recipeInstructions).toEqual([
      { "@type": "HowToStep", text: "Stir." },
      { "@type": "HowToStep", text: "Strain." },
    ]);
    expect(ld.recipeYield).toBe("2");
    expect(ld.alternateName).toBeUndefined();
    expect(ld.aggregateRating).toBeUndefined();
  });
  it("names the picture, the dates, the keywords, and the site as author of its own recipes", () => {
    const ld = recipeJsonLd(recipe, page);
    expect(ld.image).toEqual(["https://x/pictures/negroni.abc.png"]);
    expect(ld.datePublished).toBe("2024-03-01T10:00:00.000Z");
    expect(ld.dateModified).toBe("2024-04-02T08:30:00.000Z");
    expect(ld.keywords).toBe("Classics, Gin");
    expect(ld.author).toEqual({ "@type": "Organization", name: "Cocktail Atlas", url: "https://x/" });
  });
  it("names a member as the author with their profile, and the rating when there is one", () => {
    const ld = recipeJsonLd(
      { ...recipe, author: { name: "Ada L.", slug: "ada-l" }, ratingCount: 3, publishedAt: null },
      { ...page, locale: "de" },
    );
    expect(ld.author).toEqual({ "@type": "Person", name: "Ada L.", url: "https://x/de/profile/ada-l" });
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.5, ratingCount: 3, bestRating: 5 });
    expect(ld.datePublished).toBeUndefined();
    expect(ld.inLanguage).toBe("de");
  });
  it("escapes < so a name cannot close the script element", () => {
    expect(scriptJson({ name: "</script><b>" })).not.toContain("</script>");
  });
});

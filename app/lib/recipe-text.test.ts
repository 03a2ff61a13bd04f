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
  };
  it("lists lines as the page shows them, steps as HowToSteps, and no rating without ratings", () => {
    const ld = recipeJsonLd(recipe, {
      url: "https://x/en/recipe/negroni",
      servings: 2,
      amount: () => "6 cl",
    });
    expect(ld.recipeIngredient).toEqual(["6 cl Gin"]);
    expect(ld.recipeInstructions).toEqual([
      { "@type": "HowToStep", text: "Stir." },
      { "@type": "HowToStep", text: "Strain." },
    ]);
    expect(ld.recipeYield).toBe("2");
    expect(ld.alternateName).toBeUndefined();
    expect(ld.aggregateRating).toBeUndefined();
  });
  it("escapes < so a name cannot close the script element", () => {
    expect(scriptJson({ name: "</script><b>" })).not.toContain("</script>");
  });
});

import type { TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { allergenList, menuStrength, strengthFacts } from "../../app/lib/strength-text";
import { getT } from "../../app/utils/i18n.server";

let de: TFunction;
let en: TFunction;
beforeAll(async () => {
  de = (await getT("de")) as unknown as TFunction;
  en = (await getT("en")) as unknown as TFunction;
});

describe("strength facts", () => {
  it("writes the Negroni's figures in the page's language and the chosen country's standard drinks", () => {
    const negroni = { abv: 19.2, alcoholG: 18.9, kcal: 181 };
    expect(strengthFacts(de, "de", negroni, ["sulphites"], "de")).toEqual([
      { label: "Stärke", value: "19,2 % vol im Glas" },
      { label: "Alkohol", value: "18,9 g pro Drink: 1,9 Standardgläser (Deutschland)" },
      { label: "Energie", value: "181 kcal pro Drink" },
      { label: "Allergene", value: "Sulfite" },
    ]);
    expect(strengthFacts(en, "en", negroni, ["egg", "milk"], "us").map((r) => r.value)).toEqual([
      "19.2 % vol in the glass",
      "18.9 g per drink: 1.4 standard drinks (US)",
      "181 kcal per drink",
      "Egg, milk",
    ]);
  });
  it("says alcohol-free, and counts one standard drink in the singular", () => {
    const free = strengthFacts(en, "en", { abv: 0, alcoholG: 0, kcal: 90 }, [], "uk");
    expect(free.map((r) => r.value)).toEqual(["Alcohol-free (0 % vol)", "90 kcal per drink"]);
    const one = strengthFacts(en, "en", { abv: 12, alcoholG: 8, kcal: 100 }, [], "uk");
    expect(one[1]?.value).toBe("8 g per drink: 1 standard drink (UK units)");
  });
  it("writes a menu's one-line strength and allergen list", () => {
    const negroni = { abv: 19.2, alcoholG: 18.9 };
    expect(menuStrength(de, "de", negroni, "de")).toBe("19 % vol, 1,9 Standardgläser (Deutschland)");
    expect(menuStrength(en, "en", negroni, "uk")).toBe("19 % vol, 2.4 standard drinks (UK units)");
    expect(menuStrength(en, "en", { abv: 12, alcoholG: 8 }, "uk")).toBe(
      "12 % vol, 1 standard drink (UK units)",
    );
    expect(menuStrength(en, "en", { abv: 0, alcoholG: 0 }, "uk")).toBe("alcohol-free");
    expect(menuStrength(en, "en", { abv: null, alcoholG: null }, "uk")).toBeNull();
    expect(allergenList(en, "en", ["egg", "milk"])).toBe("Egg, milk");
    expect(allergenList(de, "de", ["egg", "milk"])).toBe("Ei, Milch");
  });
});

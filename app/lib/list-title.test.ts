import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import de from "~/locales/de";
import en from "~/locales/en";
import { listTitle } from "./list-title";

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: "en", resources: { en: { translation: en }, de: { translation: de } } });
});
const none = { group: null, base: null, ingredient: null, difficulty: null, strength: null, without: [] };

describe("listTitle", () => {
  it("says all recipes without a filter", () => {
    expect(listTitle(i18n.getFixedT("en"), "en", none, {})).toBe("All recipes");
    expect(listTitle(i18n.getFixedT("de"), "de", none, {})).toBe("Alle Rezepte");
  });

  it("names the filters: a base spirit chip leads to a page titled for it", () => {
    expect(listTitle(i18n.getFixedT("en"), "en", { ...none, base: "rum" }, { base: "Rum" })).toBe(
      "Recipes: Rum",
    );
    expect(
      listTitle(
        i18n.getFixedT("en"),
        "en",
        { ...none, base: "gin", difficulty: "easy", without: ["egg", "milk"] },
        { base: "Gin" },
      ),
    ).toBe("Recipes: Gin · Easy · without egg and milk");
    expect(
      listTitle(
        i18n.getFixedT("de"),
        "de",
        { ...none, group: "tiki", strength: "free", without: ["egg"] },
        { group: "Tiki" },
      ),
    ).toBe("Rezepte: Tiki · Alkoholfrei · ohne Ei");
  });

  it("leaves out a key it has no name for", () => {
    expect(listTitle(i18n.getFixedT("en"), "en", { ...none, base: "nothing" }, {})).toBe("All recipes");
  });

  it("names the chosen ingredient after the base", () => {
    expect(
      listTitle(
        i18n.getFixedT("de"),
        "de",
        { ...none, base: "whiskey", ingredient: "sweet-vermouth" },
        { base: "Whiskey", ingredient: "Roter Wermut" },
      ),
    ).toBe("Rezepte: Whiskey · Roter Wermut");
  });
});

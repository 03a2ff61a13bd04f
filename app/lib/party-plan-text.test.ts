import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import de from "~/locales/de";
import en from "~/locales/en";
import { batchFor, computePlan, type PlanRecipe } from "./party-plan";
import { batchSteps, planView, shoppingAmount, sizeText, volumeText } from "./party-plan-text";

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: "en",
    resources: { en: { translation: en }, de: { translation: de } },
  });
});
const tEn = () => i18n.getFixedT("en");
const tDe = () => i18n.getFixedT("de");

const line = (id: number, name: string, keys: string[], amount: number | null, unit: string) => ({
  ingredientId: id,
  alternativeIds: [],
  name,
  amount,
  unit,
  optional: false,
  exact: false,
  keys,
});

const martinez: PlanRecipe = {
  slug: "martinez",
  name: "Martinez",
  method: "stir",
  glass: "coupe",
  garnish: "Orange zest",
  lines: [
    line(1, "Gin", ["spirits", "gin"], 4.5, "cl"),
    line(2, "Sweet vermouth", ["fortified-wines", "vermouth", "sweet-vermouth"], 4.5, "cl"),
    line(3, "Angostura", ["bitters", "angostura"], 2, "dash"),
  ],
};

describe("volumes and sizes", () => {
  it("writes cl in the page's language and whole litres as litres", () => {
    expect(volumeText(675, "en")).toBe("67.5 cl");
    expect(volumeText(675, "de")).toBe("67,5 cl");
    expect(volumeText(18000, "en")).toBe("1,800 cl");
    expect(sizeText(700, "en")).toBe("70 cl");
    expect(sizeText(1000, "de")).toBe("1 l");
  });
});

describe("shoppingAmount", () => {
  it("joins exact volume and counted units", () => {
    const plan = computePlan([martinez], new Map([["martinez", 15]]));
    const [gin, , bitters] = plan.shopping;
    expect(shoppingAmount(tEn(), "en", gin!)).toBe("67.5 cl");
    expect(shoppingAmount(tEn(), "en", bitters!)).toBe("30 dashes");
  });
});

describe("batchSteps", () => {
  it("writes the stirred batch with its water in English and German", () => {
    const batch = batchFor(martinez, 10);
    expect(batchSteps(tEn(), "en", batch)).toEqual([
      "Mix in a bottle: 45 cl Gin, 45 cl Sweet vermouth, 20 dashes Angostura; 92 cl in all.",
      "Add 18.4 cl of cold water (20 %) for the dilution stirring on ice would give: 110.4 cl in the bottle, 11 cl per glass.",
      "You can make it several days ahead; keep it in the fridge.",
    ]);
    expect(batchSteps(tDe(), "de", batch)[1]).toBe(
      "18,4 cl kaltes Wasser (20 %) dazugeben, so viel, wie das Rühren auf Eis ergäbe: 110,4 cl in der Flasche, 11 cl pro Glas.",
    );
  });
});

describe("planView", () => {
  it("writes strength per drink for the chosen country", () => {
    const plan = computePlan([martinez], new Map([["martinez", 4]]));
    const view = planView(tEn(), "en", plan, new Map([["martinez", { abv: 24, alcoholG: 20 }]]), "uk");
    expect(view.drinks[0]?.strength).toBe("24 % vol; 2.5 standard drinks (UK units)");
    expect(view.drinks[0]?.method).toBe("Stir, Coupe");
    expect(view.shopping[0]?.buy).toBe("1 bottle of 70 cl");
    expect(view.garnishes[0]?.text).toBe("4 × Orange zest");
    expect(view.ice).toBe("About 0.6 kg of ice: buy 1 kg.");
    const exact = computePlan([martinez], new Map([["martinez", 20]]));
    expect(planView(tDe(), "de", exact, new Map(), "de").ice).toBe("3 kg Eis.");
    const withIce = computePlan([{ ...martinez, method: "stir" }], new Map([["martinez", 7]]));
    expect(planView(tDe(), "de", withIce, new Map(), "de").ice).toBe("Etwa 1,05 kg Eis: Kauf 2 kg.");
    expect(view.rules).toContain("Ice: 0.15 kg a drink for shaking or stirring, plus 0.1 kg a drink");
  });
});

describe("buyText", () => {
  const daiquiri: PlanRecipe = {
    slug: "daiquiri",
    name: "Daiquiri",
    method: "shake",
    glass: "coupe",
    garnish: "",
    lines: [
      line(1, "White rum", ["spirits", "rum", "white-rum"], 6, "cl"),
      line(2, "Lime juice", ["juices", "lime-juice"], 2, "cl"),
    ],
  };
  it("says how many fruit to press, in both languages", () => {
    const plan = computePlan([daiquiri], new Map([["daiquiri", 20]]));
    expect(planView(tEn(), "en", plan, new Map(), "uk").shopping[1]?.buy).toBe(
      "10 limes, at about 4.4 cl of juice each",
    );
    expect(planView(tDe(), "de", plan, new Map(), "de").shopping[1]?.buy).toBe(
      "10 Limetten, mit je etwa 4,4 cl Saft",
    );
    const one = computePlan([daiquiri], new Map([["daiquiri", 1]]));
    expect(planView(tEn(), "en", one, new Map(), "uk").shopping[1]?.buy).toBe(
      "1 lime, at about 4.4 cl of juice each",
    );
  });
  it("names the visitor's own bottle size", () => {
    const plan = computePlan(
      [daiquiri],
      new Map([["daiquiri", 20]]),
      () => false,
      (l) => (l.ingredientId === 1 ? 1000 : null),
    );
    expect(planView(tEn(), "en", plan, new Map(), "uk").shopping[0]?.buy).toBe(
      "2 bottles of 1 l, the size of yours",
    );
    expect(planView(tDe(), "de", plan, new Map(), "de").shopping[0]?.buy).toBe(
      "2 Flaschen à 1 l, so groß wie deine",
    );
  });
});

import { describe, expect, it } from "vitest";
import { exportDocument, exportFileName, exportRecipe, strengthProperties } from "./recipe-export";

const recipe = {
  name: "Negroni",
  otherName: "Negroni",
  description: "Bitter.",
  steps: ["Stir.", "Strain."],
  ratingAvg: 0,
  ratingCount: 0,
  lines: [{ amount: 3, unit: "cl", name: "Gin" }],
  author: null,
  publishedAt: "2026-11-01T00:00:00.000Z",
  updatedAt: null,
  url: "https://example.com/en/recipe/negroni",
  image: "https://example.com/pictures/negroni.png",
  strength: { abv: 24.4, alcoholG: 21.06, kcal: 180 },
  volumeMl: 110.4,
  source: { title: "IBA", detail: "2024", url: "https://iba-world.com" },
  note: null as string | null,
};
const page = {
  servings: 1,
  amount: (l: { amount: number | null; unit: string }) => `${l.amount} ${l.unit}`,
  locale: "en" as const,
  site: { name: "Cocktail Atlas", origin: "https://example.com" },
};

describe("strengthProperties", () => {
  it("states ABV, grams, standard drinks per country and the volume", () => {
    const props = strengthProperties(recipe.strength, recipe.volumeMl) ?? [];
    const value = (id: string) => props.find((p) => p.propertyID === id)?.value;
    expect(value("abv")).toBe(24.4);
    expect(value("alcohol")).toBe(21.1);
    expect(value("standardDrinks-de")).toBe(2.1);
    expect(value("standardDrinks-uk")).toBe(2.6);
    expect(value("standardDrinks-us")).toBe(1.5);
    expect(value("volume")).toBe(110);
  });
  it("says no standard drinks for an alcohol-free drink, and nothing without figures", () => {
    const props = strengthProperties({ abv: 0, alcoholG: 0 }, null) ?? [];
    expect(props.map((p) => p.propertyID)).toEqual(["abv", "alcohol"]);
    expect(strengthProperties(null, 100)).toBeUndefined();
  });
});

describe("exportRecipe and exportDocument", () => {
  it("are the recipe page's Recipe with strength, source, and a note only when given", () => {
    const plain = exportRecipe(recipe, page);
    expect(plain["@type"]).toBe("Recipe");
    expect("@context" in plain).toBe(false);
    expect(plain.recipeIngredient).toEqual(["3 cl Gin"]);
    expect(plain.isBasedOn).toEqual({
      "@type": "CreativeWork",
      name: "IBA, 2024",
      url: "https://iba-world.com",
    });
    expect(plain.comment).toBeUndefined();
    const noted = exportRecipe({ ...recipe, note: "Less gin" }, page);
    expect(noted.comment).toEqual({ "@type": "Comment", text: "Less gin" });
    const doc = exportDocument(
      {
        name: "Party",
        description: "",
        url: "https://example.com/x",
        created: new Date("2026-11-28T10:00:00Z"),
      },
      [plain, noted],
    );
    expect(doc).toMatchObject({ "@context": "https://schema.org", "@type": "ItemList", numberOfItems: 2 });
    expect(doc.itemListElement.map((e) => e.position)).toEqual([1, 2]);
    expect(doc.description).toBeUndefined();
  });
  it("names the file after the list and the day", () => {
    const day = new Date("2026-11-28T23:00:00Z");
    expect(exportFileName("Sommerfest für Jürgen", day)).toBe("sommerfest-fuer-juergen-2026-11-28.json");
    expect(exportFileName("!!!", day)).toBe("recipes-2026-11-28.json");
  });
});

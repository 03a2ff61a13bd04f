import { describe, expect, it } from "vitest";
import { draftValues, IMPORT_LIMITS, parseImport, readChoice, readReviewed } from "./recipe-import";
import { parseIngredientLine } from "./recipe-lines-parse";

const recipe = (name: string, extra: Record<string, unknown> = {}) => ({
  "@context": "https://schema.org",
  "@type": "Recipe",
  name,
  recipeIngredient: ["4.5 cl Gin", "2 cl lime juice"],
  recipeInstructions: [{ "@type": "HowToStep", text: "Shake with ice." }],
  ...extra,
});

describe("parseImport", () => {
  it("reads one Recipe, a list, a @graph and an ItemList of ListItems", () => {
    const one = parseImport(JSON.stringify(recipe("Gimlet")));
    expect(one).toEqual({
      ok: true,
      recipes: [
        {
          name: "Gimlet",
          description: "",
          steps: "Shake with ice.",
          lines: ["4.5 cl Gin", "2 cl lime juice"],
          language: null,
        },
      ],
    });
    const list = parseImport(JSON.stringify([recipe("A"), recipe("B")]));
    expect(list.ok && list.recipes.map((r) => r.name)).toEqual(["A", "B"]);
    const graph = parseImport(
      JSON.stringify({ "@graph": [{ "@type": "WebPage" }, recipe("C", { inLanguage: "de-DE" })] }),
    );
    expect(graph.ok && graph.recipes.map((r) => [r.name, r.language])).toEqual([["C", "de"]]);
    const itemList = parseImport(
      JSON.stringify({
        "@type": "ItemList",
        itemListElement: [{ "@type": "ListItem", position: 1, item: recipe("D") }],
      }),
    );
    expect(itemList.ok && itemList.recipes.map((r) => r.name)).toEqual(["D"]);
  });

  it("reads instructions as text, a list of texts, or sections of steps", () => {
    const text = parseImport(JSON.stringify(recipe("E", { recipeInstructions: "Stir. Strain." })));
    expect(text.ok && text.recipes[0]?.steps).toBe("Stir. Strain.");
    const sections = parseImport(
      JSON.stringify(
        recipe("F", {
          recipeInstructions: [
            { "@type": "HowToSection", itemListElement: [{ text: "One" }, { text: "Two" }] },
            "Three",
          ],
        }),
      ),
    );
    expect(sections.ok && sections.recipes[0]?.steps).toBe("One\nTwo\nThree");
  });

  it("refuses what is not JSON, holds no recipe, or is too big, too deep or too many", () => {
    expect(parseImport("")).toEqual({ ok: false, problem: "empty" });
    expect(parseImport("{not json")).toEqual({ ok: false, problem: "notJson" });
    expect(parseImport(JSON.stringify({ "@type": "Person", name: "x" }))).toEqual({
      ok: false,
      problem: "noRecipes",
    });
    const many = Array.from({ length: IMPORT_LIMITS.recipes + 1 }, (_, i) => recipe(`R${i}`));
    expect(parseImport(JSON.stringify(many))).toEqual({ ok: false, problem: "tooMany" });
    expect(parseImport("x".repeat(IMPORT_LIMITS.bytes + 1))).toEqual({ ok: false, problem: "tooLarge" });
    let deep: unknown = recipe("G");
    for (let i = 0; i < 20; i++) deep = { a: deep };
    expect(parseImport(JSON.stringify(deep))).toEqual({ ok: false, problem: "tooDeep" });
  });

  it("refuses the whole file for one bad recipe, and says which one", () => {
    const bad = [recipe("A"), recipe("", {}), recipe("C")];
    expect(parseImport(JSON.stringify(bad))).toEqual({ ok: false, problem: "invalidRecipe", at: 2 });
    const long = recipe("L", { recipeIngredient: Array.from({ length: 31 }, () => "1 cl Gin") });
    expect(parseImport(JSON.stringify(long))).toEqual({ ok: false, problem: "invalidRecipe", at: 1 });
    const wrongType = recipe("W", { recipeIngredient: { a: 1 } });
    expect(parseImport(JSON.stringify(wrongType))).toMatchObject({ ok: false, problem: "invalidRecipe" });
  });

  it("takes control characters out of texts", () => {
    const result = parseImport(JSON.stringify(recipe("Ni\u0000ck")));
    expect(result.ok && result.recipes[0]?.name).toBe("Nick");
  });
});

describe("the review form", () => {
  it("reads back the recipes it carried, and nothing else", () => {
    const recipes = [{ name: "A", description: "", steps: "", lines: ["1 cl Gin"], language: null }];
    expect(readReviewed(JSON.stringify(recipes))).toEqual(recipes);
    expect(readReviewed("[]")).toBeNull();
    expect(readReviewed("{")).toBeNull();
    expect(readReviewed(JSON.stringify([{ name: "A" }]))).toBeNull();
    expect(readReviewed(null)).toBeNull();
  });

  it("reads a line's choice: an id, skip, or nothing", () => {
    expect(readChoice("12")).toBe(12);
    expect(readChoice("skip")).toBe("skip");
    expect(readChoice("")).toBeNull();
    expect(readChoice("0")).toBeNull();
    expect(readChoice("99999999999")).toBeNull();
  });
});

describe("draftValues", () => {
  it("writes the draft in the recipe's language, keeping skipped lines as text", () => {
    const values = draftValues(
      { name: "Gimlet", description: "Sharp.", steps: "Shake.", lines: [], language: "de" },
      [
        { parsed: parseIngredientLine("4.5 cl Gin"), ingredientId: 7 },
        { parsed: parseIngredientLine("1 pinch unicorn dust"), ingredientId: null },
      ],
      "en",
      "Nicht übernommen",
    );
    expect(values.nameDe).toBe("Gimlet");
    expect(values.nameEn).toBe("");
    expect(values.stepsDe).toBe("Shake.");
    expect(values.descriptionDe).toBe("Sharp.\n\nNicht übernommen: 1 pinch unicorn dust");
    expect(values.lines).toEqual([
      { ingredient: 7, alternatives: [], amount: "4.5", unit: "cl", optional: undefined, exact: undefined },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { matchIngredient, matchLine, nameIndex, parseIngredientLine } from "./recipe-lines-parse";

const read = (text: string) => {
  const { amount, unit, name, optional } = parseIngredientLine(text);
  return { amount, unit, name, optional };
};

describe("parseIngredientLine", () => {
  it("reads amounts with a dot or a comma, fractions and mixed numbers", () => {
    expect(read("4.5 cl Gin")).toEqual({ amount: 4.5, unit: "cl", name: "Gin", optional: false });
    expect(read("2,5 cl Zitronensaft")).toEqual({
      amount: 2.5,
      unit: "cl",
      name: "Zitronensaft",
      optional: false,
    });
    expect(read("1 1/2 oz rye whiskey")).toMatchObject({ amount: 1.5, unit: "oz", name: "rye whiskey" });
    expect(read("1½ oz rye whiskey")).toMatchObject({ amount: 1.5, unit: "oz" });
    expect(read("3/4 oz fresh lime juice")).toMatchObject({
      amount: 0.75,
      unit: "oz",
      name: "fresh lime juice",
    });
    expect(read("½ oz simple syrup")).toMatchObject({ amount: 0.5, unit: "oz", name: "simple syrup" });
    expect(read("30ml vodka")).toMatchObject({ amount: 30, unit: "ml", name: "vodka" });
  });

  it("reads unit words in both languages, singular and plural", () => {
    expect(read("2 dashes Angostura bitters")).toMatchObject({
      amount: 2,
      unit: "dash",
      name: "Angostura bitters",
    });
    expect(read("1 dash Peychaud's")).toMatchObject({ amount: 1, unit: "dash" });
    expect(read("2 Spritzer Angostura")).toMatchObject({ amount: 2, unit: "dash", name: "Angostura" });
    expect(read("1 Barlöffel Zuckersirup")).toMatchObject({ unit: "barspoon", name: "Zuckersirup" });
    expect(read("1 bar spoon sugar syrup")).toMatchObject({ unit: "barspoon", name: "sugar syrup" });
    expect(read("2 ounces gin")).toMatchObject({ amount: 2, unit: "oz", name: "gin" });
    expect(read("3 Scheiben Gurke")).toMatchObject({ amount: 3, unit: "slice", name: "Gurke" });
    expect(read("8 leaves mint")).toMatchObject({ amount: 8, unit: "leaf", name: "mint" });
    expect(read("1 TL Zucker")).toMatchObject({ amount: 1, unit: "tsp", name: "Zucker" });
  });

  it("reads 'top up' both ways round and in German", () => {
    expect(read("Top up with soda water")).toMatchObject({ amount: null, unit: "top", name: "soda water" });
    expect(read("soda water, to top")).toMatchObject({ unit: "top", name: "soda water" });
    expect(read("Soda zum Auffüllen")).toMatchObject({ unit: "top", name: "Soda" });
    expect(read("Auffüllen mit Ginger Beer")).toMatchObject({ unit: "top", name: "Ginger Beer" });
  });

  it("counts a number without a unit as pieces, and keeps a line without either as a name", () => {
    expect(read("1 egg white")).toMatchObject({ amount: 1, unit: "piece", name: "egg white" });
    expect(read("Ice cubes")).toMatchObject({ amount: null, unit: "cl", name: "Ice cubes" });
    expect(read("7up")).toMatchObject({ amount: null, name: "7up" });
  });

  it("drops preparation notes and reads (optional)", () => {
    expect(read("1 oz lime juice, freshly squeezed")).toMatchObject({ name: "lime juice" });
    expect(read("1 dash absinthe (optional)")).toMatchObject({ name: "absinthe", optional: true });
    expect(read("2 cl Zuckersirup (2:1)")).toMatchObject({ name: "Zuckersirup", optional: false });
  });

  it("refuses absurd amounts instead of keeping them", () => {
    expect(read("0 cl Gin").amount).toBeNull();
    expect(read("123456 cl Gin").amount).toBeNull();
  });
});

describe("matchIngredient", () => {
  const index = nameIndex([
    { id: 1, names: ["Gin"] },
    { id: 2, names: ["Lime juice", "Limettensaft", "fresh lime juice"] },
    { id: 3, names: ["Angostura Bitters", "Angostura"] },
    { id: 4, names: ["Lemon juice", "Zitronensaft"] },
    { id: 5, names: ["Lime", "Limette"] },
    { id: 6, names: ["Crème de cassis"] },
  ]);

  it("finds a name or a synonym in either language, whatever the case and accents", () => {
    expect(matchIngredient("gin", index)).toEqual({ kind: "exact", id: 1 });
    expect(matchIngredient("Zitronensaft", index)).toEqual({ kind: "exact", id: 4 });
    expect(matchIngredient("angostura bitters", index)).toEqual({ kind: "exact", id: 3 });
    expect(matchIngredient("Creme de Cassis", index)).toEqual({ kind: "exact", id: 6 });
  });

  it("drops fill words in front and reads plurals", () => {
    expect(matchIngredient("freshly squeezed lemon juice", index)).toEqual({ kind: "exact", id: 4 });
    expect(matchIngredient("limes", index)).toEqual({ kind: "exact", id: 5 });
  });

  it("guesses from a longer name, and finds nothing in an unknown one", () => {
    expect(matchIngredient("Plymouth gin", index)).toEqual({ kind: "guess", id: 1 });
    expect(matchIngredient("London dry gin from a small still", index)).toEqual({ kind: "guess", id: 1 });
    expect(matchIngredient("bottled lime juice", index)).toEqual({ kind: "guess", id: 2 });
    expect(matchIngredient("unicorn tears", index)).toEqual({ kind: "none" });
    expect(matchIngredient("", index)).toEqual({ kind: "none" });
  });
});

describe("matchLine", () => {
  const index = nameIndex([
    { id: 1, names: ["Rye whiskey", "Roggenwhiskey"] },
    { id: 2, names: ["Bourbon whiskey", "Bourbon"] },
    { id: 3, names: ["Scotch whisky"] },
    { id: 4, names: ["Gin"] },
  ]);

  it("reads a list of alternatives as the line's ingredient and what it accepts instead", () => {
    expect(matchLine("Rye whiskey or Bourbon whiskey", index, 3)).toEqual({
      match: { kind: "exact", id: 1 },
      alternatives: [2],
    });
    expect(matchLine("Roggenwhiskey, Bourbon oder Scotch whisky", index, 3)).toEqual({
      match: { kind: "exact", id: 1 },
      alternatives: [2, 3],
    });
    const line = parseIngredientLine("5 cl Rye whiskey, Bourbon whiskey, or Scotch whisky");
    expect(line.name).toBe("Rye whiskey, Bourbon whiskey, or Scotch whisky");
    expect(matchLine(line.name, index, 3).alternatives).toEqual([2, 3]);
  });

  it("matches the whole name when a part is unknown, or there are too many parts", () => {
    expect(matchLine("Gin or moonshine", index, 3)).toEqual({
      match: { kind: "guess", id: 4 },
      alternatives: [],
    });
    expect(matchLine("Gin or Bourbon", index, 0)).toEqual({
      match: { kind: "guess", id: 2 },
      alternatives: [],
    });
    expect(matchLine("Gin", index, 3)).toEqual({ match: { kind: "exact", id: 4 }, alternatives: [] });
  });
});

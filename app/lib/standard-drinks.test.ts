import { describe, expect, it } from "vitest";
import { standardDrinkCountry, standardDrinks } from "./standard-drinks";

describe("standard drinks", () => {
  it("counts a Negroni's 18.9 g as 1.9 German, 2.4 British and 1.4 American standard drinks", () => {
    expect(standardDrinks(18.9, "de")).toBe(1.9);
    expect(standardDrinks(18.9, "uk")).toBe(2.4);
    expect(standardDrinks(18.9, "us")).toBe(1.4);
    expect(standardDrinks(0, "uk")).toBe(0);
  });
  it("takes the visitor's choice, else the page language's country", () => {
    expect(standardDrinkCountry("us", "de")).toBe("us");
    expect(standardDrinkCountry(null, "de")).toBe("de");
    expect(standardDrinkCountry("fr", "en")).toBe("uk");
  });
});

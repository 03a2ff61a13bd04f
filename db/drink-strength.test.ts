import { describe, expect, it } from "vitest";
import { dilution, drinkStrength, lineVolume, type StrengthLine } from "./drink-strength";

const line = (amount: number | null, unit: StrengthLine["unit"], more: Partial<StrengthLine> = {}) => ({
  amount,
  unit,
  abv: null,
  sugarPer100ml: null,
  pieceMl: null,
  pieceSugarG: null,
  ...more,
});

describe("dilution", () => {
  it("follows Arnold's fits for stirred and shaken drinks", () => {
    // a stirred drink of 27 % before ice: −1.21·0.27² + 1.246·0.27 + 0.145 = 0.3932
    expect(dilution("stir", "coupe", 0.27)).toBeCloseTo(0.3932, 4);
    // a shaken sour of 20 % before ice: −1.567·0.04 + 1.742·0.2 + 0.203 = 0.48872
    expect(dilution("shake", "coupe", 0.2)).toBeCloseTo(0.48872, 5);
    // shaking dilutes more than stirring at the same strength
    expect(dilution("shake", "coupe", 0.3)).toBeGreaterThan(dilution("stir", "coupe", 0.3));
  });
  it("adds no water to layered drinks, shots and hot drinks", () => {
    expect(dilution("layer", "shot", 0.3)).toBe(0);
    expect(dilution("build", "irish-coffee", 0.1)).toBe(0);
    expect(dilution("shake", "shot", 0.3)).toBe(0);
  });
});

describe("a drink's strength", () => {
  it("works the Negroni through: 3 cl each of gin 40 %, Campari 25 %, vermouth 15 %, stirred", () => {
    const s = drinkStrength("stir", "rocks", [
      line(3, "cl", { abv: 40 }),
      line(3, "cl", { abv: 25, sugarPer100ml: 24 }),
      line(3, "cl", { abv: 15, sugarPer100ml: 16 }),
    ]);
    // 90 ml holding 12 + 7.5 + 4.5 = 24 ml ethanol (26.7 %); stirred: −1.21·0.2667² + 1.246·0.2667 + 0.145
    // = 0.3912, so +35.2 ml water: 125.2 ml at 19.2 %
    expect(s.volumeMl).toBe(125.2);
    expect(s.abv).toBe(19.2);
    // 24 ml × 0.789 g/ml
    expect(s.alcoholG).toBe(18.9);
    // sugar: 30 ml × 24 g/100 ml + 30 ml × 16 g/100 ml = 12 g; kcal: 18.94 × 7 + 12 × 4 = 180.6
    expect(s.sugarG).toBe(12);
    expect(s.kcal).toBe(181);
  });
  it("says 0 % for a drink without alcohol, and counts its sugar", () => {
    const s = drinkStrength("build", "highball", [
      line(3, "cl", { sugarPer100ml: 1.7 }),
      line(2, "cl", { sugarPer100ml: 62 }),
      line(null, "top", { sugarPer100ml: 0 }),
    ]);
    expect(s.abv).toBe(0);
    expect(s.alcoholG).toBe(0);
    // the top-up fills a highball with 100 ml; built over ice: +15 %
    expect(s.volumeMl).toBeCloseTo((30 + 20 + 100) * 1.15, 1);
    expect(s.sugarG).toBeCloseTo(0.51 + 12.4, 1);
  });
  it("counts pieces by what one adds: a sugar cube's sugar, a lime wedge's juice", () => {
    expect(lineVolume(line(1, "cube", { pieceSugarG: 4 }), "rocks")).toEqual({ ml: 0, sugarG: 4 });
    const wedges = lineVolume(line(4, "wedge", { pieceMl: 6, sugarPer100ml: 1.7 }), "rocks");
    expect(wedges.ml).toBe(24);
    expect(wedges.sugarG).toBeCloseTo(0.408, 3);
    // a dash is 1/8 teaspoon, an ounce 3 cl
    expect(lineVolume(line(2, "dash"), "rocks").ml).toBe(1.25);
    expect(lineVolume(line(2, "oz"), "rocks").ml).toBe(60);
  });
  it("has nothing to say about an empty recipe", () => {
    expect(drinkStrength("shake", "coupe", [])).toEqual({
      volumeMl: 0,
      abv: 0,
      alcoholG: 0,
      sugarG: 0,
      kcal: 0,
    });
  });
});

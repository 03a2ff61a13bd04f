import { describe, expect, it } from "vitest";
import { UNITS } from "../../db/domain";
import {
  DISPLAY_UNITS,
  formatAmount,
  MAX_SERVINGS,
  MIN_SERVINGS,
  parseDisplayUnit,
  parseServings,
  roundForDisplay,
  scaleLine,
  unitKey,
} from "./units";

describe("parseDisplayUnit", () => {
  it("accepts the display units", () => {
    for (const unit of DISPLAY_UNITS) expect(parseDisplayUnit(unit)).toBe(unit);
  });
  it("falls back to cl for anything else", () => {
    for (const value of ["", "CL", " oz", "dash", "gallon", "__proto__", null, undefined, 3, ["oz"], {}]) {
      expect(parseDisplayUnit(value)).toBe("cl");
    }
  });
});

describe("parseServings", () => {
  it("accepts whole numbers 1–12 as numbers and strings", () => {
    expect(parseServings(1)).toBe(1);
    expect(parseServings(12)).toBe(12);
    expect(parseServings("4")).toBe(4);
    expect(parseServings(" 7 ")).toBe(7);
    expect(parseServings("04")).toBe(4);
    expect(MIN_SERVINGS).toBe(1);
    expect(MAX_SERVINGS).toBe(12);
  });
  it("falls back to 1 for hostile input", () => {
    const hostile: unknown[] = [
      "3.5",
      3.5,
      "",
      " ",
      "abc",
      "0",
      0,
      "13",
      13,
      "-2",
      -2,
      "1e1",
      "0x3",
      "+3",
      "3abc",
      "9999999999",
      Number.NaN,
      Number.POSITIVE_INFINITY,
      null,
      undefined,
      true,
      ["3"],
      { valueOf: () => 3 },
    ];
    for (const value of hostile) expect(parseServings(value)).toBe(1);
  });
});

describe("unitKey", () => {
  it("keeps known units and maps unknown ones to piece", () => {
    for (const unit of UNITS) expect(unitKey(unit)).toBe(unit);
    expect(unitKey("gallon")).toBe("piece");
    expect(unitKey("")).toBe("piece");
    expect(unitKey("constructor")).toBe("piece");
  });
});

describe("scaleLine conversions", () => {
  it("converts cl to ml and oz (1 oz = 3 cl)", () => {
    expect(scaleLine({ amount: 4.5, unit: "cl" }, 1, "ml")).toEqual({
      amount: 45,
      unit: "ml",
      scalable: true,
    });
    expect(scaleLine({ amount: 4.5, unit: "cl" }, 1, "oz")).toEqual({
      amount: 1.5,
      unit: "oz",
      scalable: true,
    });
    expect(scaleLine({ amount: 3, unit: "cl" }, 1, "oz")).toEqual({ amount: 1, unit: "oz", scalable: true });
  });
  it("converts ml and oz to cl", () => {
    expect(scaleLine({ amount: 20, unit: "ml" }, 1, "cl")).toEqual({ amount: 2, unit: "cl", scalable: true });
    expect(scaleLine({ amount: 2, unit: "oz" }, 1, "cl")).toEqual({ amount: 6, unit: "cl", scalable: true });
    expect(scaleLine({ amount: 0.75, unit: "oz" }, 1, "ml")).toEqual({
      amount: 22.5,
      unit: "ml",
      scalable: true,
    });
  });
  it("rounds conversions to measurable steps", () => {
    // 2 cl = 0.667 oz → ¾ oz
    expect(scaleLine({ amount: 2, unit: "cl" }, 1, "oz").amount).toBe(0.75);
    // 1 cl = 0.333 oz → ¼ oz
    expect(scaleLine({ amount: 1, unit: "cl" }, 1, "oz").amount).toBe(0.25);
  });
  it("treats an unexpected display unit as cl", () => {
    expect(scaleLine({ amount: 1, unit: "oz" }, 1, "gallon" as never)).toEqual({
      amount: 3,
      unit: "cl",
      scalable: true,
    });
  });
});

describe("scaleLine servings", () => {
  it("scales volumes from 1 to 12", () => {
    expect(scaleLine({ amount: 4.5, unit: "cl" }, 1, "cl").amount).toBe(4.5);
    expect(scaleLine({ amount: 4.5, unit: "cl" }, 2, "cl").amount).toBe(9);
    expect(scaleLine({ amount: 4.5, unit: "cl" }, 12, "cl").amount).toBe(54);
    expect(scaleLine({ amount: 4.5, unit: "cl" }, 12, "ml").amount).toBe(540);
    expect(scaleLine({ amount: 1.5, unit: "oz" }, 12, "oz").amount).toBe(18);
  });
  it("scales spoons but keeps their unit", () => {
    expect(scaleLine({ amount: 1, unit: "barspoon" }, 3, "ml")).toEqual({
      amount: 3,
      unit: "barspoon",
      scalable: true,
    });
    expect(scaleLine({ amount: 0.5, unit: "tsp" }, 3, "oz")).toEqual({
      amount: 1.5,
      unit: "tsp",
      scalable: true,
    });
    expect(scaleLine({ amount: 1, unit: "tbsp" }, 12, "cl").amount).toBe(12);
  });
  it("scales counts", () => {
    expect(scaleLine({ amount: 0.5, unit: "piece" }, 3, "cl")).toEqual({
      amount: 1.5,
      unit: "piece",
      scalable: true,
    });
    expect(scaleLine({ amount: 8, unit: "leaf" }, 12, "cl").amount).toBe(96);
    expect(scaleLine({ amount: 1, unit: "wedge" }, 4, "cl").amount).toBe(4);
  });
  it("scales dashes and drops", () => {
    expect(scaleLine({ amount: 2, unit: "dash" }, 3, "cl")).toEqual({
      amount: 6,
      unit: "dash",
      scalable: true,
    });
    expect(scaleLine({ amount: 3, unit: "drop" }, 12, "oz").amount).toBe(36);
  });
  it("sanitises servings", () => {
    expect(scaleLine({ amount: 2, unit: "cl" }, 0, "cl").amount).toBe(2);
    expect(scaleLine({ amount: 2, unit: "cl" }, 99, "cl").amount).toBe(2);
    expect(scaleLine({ amount: 2, unit: "cl" }, 2.5, "cl").amount).toBe(2);
    expect(scaleLine({ amount: 2, unit: "cl" }, Number.NaN, "cl").amount).toBe(2);
  });
  it("scales unknown units like counts and keeps their name", () => {
    expect(scaleLine({ amount: 1, unit: "gallon" }, 2, "ml")).toEqual({
      amount: 2,
      unit: "gallon",
      scalable: true,
    });
  });
});

describe("scaleLine text lines", () => {
  it("keeps lines without an amount as text", () => {
    for (const unit of ["top", "splash", "pinch", "dash", "cl", "piece"]) {
      expect(scaleLine({ amount: null, unit }, 6, "oz")).toEqual({ amount: null, unit, scalable: false });
    }
  });
  it("never scales top", () => {
    expect(scaleLine({ amount: 1, unit: "top" }, 4, "cl")).toEqual({
      amount: 1,
      unit: "top",
      scalable: false,
    });
  });
  it("scales pinches and splashes that have an amount", () => {
    expect(scaleLine({ amount: 1, unit: "pinch" }, 2, "cl")).toEqual({
      amount: 2,
      unit: "pinch",
      scalable: true,
    });
    expect(scaleLine({ amount: 1, unit: "splash" }, 3, "cl")).toEqual({
      amount: 3,
      unit: "splash",
      scalable: true,
    });
  });
  it("does not scale broken amounts", () => {
    expect(scaleLine({ amount: 0, unit: "cl" }, 3, "ml")).toEqual({ amount: 0, unit: "cl", scalable: false });
    expect(scaleLine({ amount: Number.NaN, unit: "cl" }, 3, "ml")).toEqual({
      amount: null,
      unit: "cl",
      scalable: false,
    });
  });
});

describe("roundForDisplay", () => {
  it("rounds cl to 0.25, so a published 2.25 or 5.25 cl shows as written", () => {
    expect(roundForDisplay(0.75, "cl")).toBe(0.75);
    expect(roundForDisplay(1.3, "cl")).toBe(1.25);
    expect(roundForDisplay(1.9, "cl")).toBe(2);
    expect(roundForDisplay(2.25, "cl")).toBe(2.25);
    expect(roundForDisplay(5.25, "cl")).toBe(5.25);
    expect(roundForDisplay(2.3, "cl")).toBe(2.25);
    expect(roundForDisplay(6.666, "cl")).toBe(6.75);
  });
  it("rounds ml to 1 below 10 ml and to 2.5 from 10 ml (the jigger's 22.5 ml)", () => {
    expect(roundForDisplay(7.4, "ml")).toBe(7);
    expect(roundForDisplay(22, "ml")).toBe(22.5);
    expect(roundForDisplay(21, "ml")).toBe(20);
    expect(roundForDisplay(24, "ml")).toBe(25);
  });
  it("rounds oz to quarters", () => {
    expect(roundForDisplay(0.667, "oz")).toBe(0.75);
    expect(roundForDisplay(1.1, "oz")).toBe(1);
    expect(roundForDisplay(1.4, "oz")).toBe(1.5);
  });
  it("rounds spoons and counts to halves, dashes and drops to whole ones", () => {
    expect(roundForDisplay(1.3, "barspoon")).toBe(1.5);
    expect(roundForDisplay(0.7, "tsp")).toBe(0.5);
    expect(roundForDisplay(1.2, "piece")).toBe(1);
    expect(roundForDisplay(0.5, "wedge")).toBe(0.5);
    expect(roundForDisplay(2.4, "dash")).toBe(2);
    expect(roundForDisplay(2.5, "drop")).toBe(3);
  });
  it("never rounds a positive amount to 0", () => {
    expect(roundForDisplay(0.05, "cl")).toBe(0.25);
    expect(roundForDisplay(0.2, "ml")).toBe(1);
    expect(roundForDisplay(0.1, "oz")).toBe(0.25);
    expect(roundForDisplay(0.1, "barspoon")).toBe(0.5);
    expect(roundForDisplay(0.2, "dash")).toBe(1);
    expect(roundForDisplay(1e-9, "piece")).toBe(0.5);
  });
  it("maps nonsense to 0", () => {
    expect(roundForDisplay(0, "cl")).toBe(0);
    expect(roundForDisplay(-3, "cl")).toBe(0);
    expect(roundForDisplay(Number.NaN, "cl")).toBe(0);
    expect(roundForDisplay(Number.POSITIVE_INFINITY, "ml")).toBe(0);
  });
});

describe("formatAmount", () => {
  it("writes integers without decimals", () => {
    expect(formatAmount(2, "cl", "de")).toBe("2");
    expect(formatAmount(45, "ml", "en")).toBe("45");
    expect(formatAmount(540, "ml", "de")).toBe("540");
  });
  it("uses a decimal comma in German and a dot in English", () => {
    expect(formatAmount(2.5, "cl", "de")).toBe("2,5");
    expect(formatAmount(2.5, "cl", "en")).toBe("2.5");
    expect(formatAmount(0.75, "cl", "de")).toBe("0,75");
    expect(formatAmount(0.75, "cl", "en")).toBe("0.75");
    expect(formatAmount(1.5, "piece", "de")).toBe("1,5");
  });
  it("writes oz as fractions in both languages", () => {
    expect(formatAmount(0.75, "oz", "en")).toBe("¾");
    expect(formatAmount(0.25, "oz", "de")).toBe("¼");
    expect(formatAmount(1.5, "oz", "en")).toBe("1 ½");
    expect(formatAmount(1.25, "oz", "de")).toBe("1 ¼");
    expect(formatAmount(2, "oz", "en")).toBe("2");
    expect(formatAmount(0.667, "oz", "en")).toBe("¾");
  });
  it("rounds before formatting", () => {
    expect(formatAmount(6.666, "cl", "en")).toBe("6.75");
    expect(formatAmount(0.01, "cl", "de")).toBe("0,25");
  });
  it("formats a scaled line end to end", () => {
    const line = scaleLine({ amount: 2.5, unit: "cl" }, 3, "oz");
    expect(line.amount === null ? "" : formatAmount(line.amount, line.unit, "en")).toBe("2 ½");
  });
});

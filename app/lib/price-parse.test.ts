import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsText, PRICE_MAX_CENTS, parsePrice } from "./price-parse";

describe("parsePrice", () => {
  it.each([
    ["12,90", 1290],
    ["12.90", 1290],
    ["12.9", 1290],
    ["12,9", 1290],
    ["12", 1200],
    [" 7,50 ", 750],
    ["0,50", 50],
    ["0.05", 5],
    ["007", 700],
    // leading zeros do not count towards the size limit
    ["0000000000000012", 1200],
    ["12,90 €", 1290],
    ["€ 12.90", 1290],
    ["99999,99", PRICE_MAX_CENTS],
  ])("reads %j as %i cents", (input, cents) => {
    const parsed = parsePrice(input);
    expect(parsed).toEqual({ ok: true, cents, value: centsText(cents) });
  });

  it.each([
    ["0", "notPositive"],
    ["0,00", "notPositive"],
    ["-3", "notPositive"],
    ["−3,50", "notPositive"],
    ["12,905", "decimals"],
    ["1.250,00", "invalid"],
    ["1,250.00", "invalid"],
    ["12,", "invalid"],
    [",50", "invalid"],
    ["abc", "invalid"],
    ["", "invalid"],
    ["1e3", "invalid"],
    ["12 90", "invalid"],
    ["100000", "tooHigh"],
  ])("refuses %j (%s)", (input, error) => {
    expect(parsePrice(input)).toEqual({ ok: false, reason: error });
  });

  it("gives the same amount with either decimal mark, and value reads back as the cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: PRICE_MAX_CENTS }), (cents) => {
        const text = centsText(cents);
        const dot = parsePrice(text);
        const comma = parsePrice(text.replace(".", ","));
        expect(dot).toEqual({ ok: true, cents, value: text });
        expect(comma).toEqual(dot);
        expect(Math.round(Number(text) * 100)).toBe(cents);
      }),
    );
  });
});

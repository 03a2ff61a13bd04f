import { describe, expect, it } from "vitest";
import { adjustHref } from "./adjust-link";
import { MAX_SERVINGS, MIN_SERVINGS } from "./units";

describe("adjustHref", () => {
  it("keeps the unit and lands on the anchor", () => {
    expect(adjustHref(3, "ml", "ingredients-heading")).toBe("?servings=3&unit=ml#ingredients-heading");
    expect(adjustHref(2, "oz")).toBe("?servings=2&unit=oz");
  });

  it("has no link below the minimum or above the maximum", () => {
    expect(adjustHref(MIN_SERVINGS - 1, "cl")).toBeNull();
    expect(adjustHref(MAX_SERVINGS + 1, "cl")).toBeNull();
    expect(adjustHref(MIN_SERVINGS, "cl")).toBe(`?servings=${MIN_SERVINGS}&unit=cl`);
    expect(adjustHref(MAX_SERVINGS, "cl")).toBe(`?servings=${MAX_SERVINGS}&unit=cl`);
    expect(adjustHref(1.5, "cl")).toBeNull();
  });

  it("escapes the anchor", () => {
    expect(adjustHref(2, "cl", "a b")).toBe("?servings=2&unit=cl#a%20b");
  });
});

import { describe, expect, it } from "vitest";
import { movedOrder, SHARE_TOKEN } from "./collection-limits";

describe("movedOrder", () => {
  it("swaps a recipe with its neighbour", () => {
    expect(movedOrder([1, 2, 3], 2, "up")).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 2, "down")).toEqual([1, 3, 2]);
  });

  it("does nothing at either end or for a recipe not in the list", () => {
    expect(movedOrder([1, 2, 3], 1, "up")).toBeNull();
    expect(movedOrder([1, 2, 3], 3, "down")).toBeNull();
    expect(movedOrder([1, 2, 3], 9, "up")).toBeNull();
    expect(movedOrder([], 1, "down")).toBeNull();
  });
});

describe("SHARE_TOKEN", () => {
  it("takes 32 base64url characters and nothing else", () => {
    expect(SHARE_TOKEN.test("A".repeat(32))).toBe(true);
    expect(SHARE_TOKEN.test("a-b_".repeat(8))).toBe(true);
    expect(SHARE_TOKEN.test("A".repeat(31))).toBe(false);
    expect(SHARE_TOKEN.test(`${"A".repeat(31)}=`)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import de from "../locales/de";
import en from "../locales/en";
import { barCookieIds, barCookieValue, barQuery, MAX_BAR_IDS, parseIds } from "./bar-selection";

describe("bar selection", () => {
  it("reads repeated and comma-separated ids, drops junk and duplicates", () => {
    expect(parseIds(["3", "1,2", "2", "x", "-4", "0", "1.5"])).toEqual({
      ids: [1, 2, 3, 5],
      tooMany: false,
      invalid: 3,
    });
  });
  it("flags more than MAX_BAR_IDS (200) ids", () => {
    const many = Array.from({ length: MAX_BAR_IDS + 1 }, (_, i) => String(i + 1));
    expect(parseIds(many).tooMany).toBe(true);
    expect(parseIds(many.slice(0, MAX_BAR_IDS)).tooMany).toBe(false);
  });
  it("is the bound the refusal names in both languages", () => {
    expect(en.bar.tooMany).toContain(` ${MAX_BAR_IDS} `);
    expect(de.bar.tooMany).toContain(` ${MAX_BAR_IDS} `);
  });
  it("round-trips through the cookie", () => {
    const value = barCookieValue([4, 8, 15]);
    expect(barCookieIds(value)).toEqual([4, 8, 15]);
    expect(barCookieIds("garbage")).toEqual([]);
    expect(barCookieIds(null)).toEqual([]);
  });
  it("writes filter-result queries", () => {
    expect(barQuery([1, 2], "high")).toBe("i=1,2&tolerance=high");
    expect(new URLSearchParams(barQuery([1, 2], "high")).get("i")).toBe("1,2");
  });
});

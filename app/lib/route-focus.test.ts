import { describe, expect, it } from "vitest";
import { type Place, shouldFocusPage } from "./route-focus";

const place = (url: string, key: string): Place => {
  const u = new URL(url, "http://x");
  return { pathname: u.pathname, search: u.search, hash: u.hash, key };
};

describe("shouldFocusPage", () => {
  it("never on the first load or without a new location", () => {
    expect(shouldFocusPage(null, place("/en", "default"), "lost")).toBe(false);
    expect(shouldFocusPage(place("/en", "a"), place("/en", "a"), "lost")).toBe(false);
  });
  it("moves to a new page's heading after a link, a form or the back button", () => {
    expect(shouldFocusPage(place("/en", "a"), place("/en/faq", "b"), "unchanged")).toBe(true);
    expect(shouldFocusPage(place("/en", "a"), place("/en/search?q=gin", "b"), "lost")).toBe(true);
  });
  it("leaves focus where a new page put it", () => {
    expect(shouldFocusPage(place("/en", "a"), place("/en/faq", "b"), "moved")).toBe(false);
  });
  it("leaves a jump to an anchor of the same page to the browser", () => {
    expect(shouldFocusPage(place("/en/faq", "a"), place("/en/faq#main", "b"), "lost")).toBe(false);
  });
  it("on the same page with a new query only picks up focus that was lost", () => {
    const from = place("/en/recipe/filter?i=1", "a");
    expect(shouldFocusPage(from, place("/en/recipe/filter?i=1,2", "b"), "unchanged")).toBe(false);
    expect(shouldFocusPage(from, place("/en/recipe/filter", "b"), "moved")).toBe(false);
    expect(shouldFocusPage(from, place("/en/recipe/filter?i=2", "b"), "lost")).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { navCurrent } from "./nav-current";

describe("navCurrent", () => {
  it("marks the link to the page itself, whatever its query", () => {
    expect(navCurrent("/en/recipe/list", "/en/recipe/list")).toBe("page");
    expect(navCurrent("/en/recipe/list/", "/en/recipe/list")).toBe("page");
    expect(navCurrent("/en/faq", "/en/faq?x=1")).toBe("page");
  });
  it("marks a section link for the pages below it", () => {
    expect(navCurrent("/en/brand/kesselwind", "/en/brand")).toBe("true");
    expect(navCurrent("/de/user/me/recipes", "/de/user/me")).toBe("true");
  });
  it("leaves other links alone", () => {
    expect(navCurrent("/en/recipe/filter", "/en/recipe/list")).toBeUndefined();
    expect(navCurrent("/en/brandy", "/en/brand")).toBeUndefined();
    expect(navCurrent("/de/recipe/list", "/en/recipe/list")).toBeUndefined();
    expect(navCurrent("/en/recipe/list", "")).toBeUndefined();
  });
  it("does not put every page in the home link's section", () => {
    expect(navCurrent("/en", "/en")).toBe("page");
    expect(navCurrent("/en/faq", "/en")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { pageLinks } from "./pagination";
import { MAX_PAGE } from "./recipe-query";

describe("pageLinks", () => {
  it("links the first and last page and two either side of this one", () => {
    expect(pageLinks(1, 5)).toEqual({
      shown: [1, 2, 3, 5],
      previous: null,
      next: 2,
      last: 5,
      limited: false,
    });
    expect(pageLinks(10, 40)).toEqual({
      shown: [1, 8, 9, 10, 11, 12, 40],
      previous: 9,
      next: 11,
      last: 40,
      limited: false,
    });
    expect(pageLinks(40, 40).next).toBeNull();
  });

  it("stops at the last page served when the list is longer, and says so", () => {
    // 100,000 recipes at 24 a page: 4,167 pages, of which the first MAX_PAGE are served
    const links = pageLinks(1, 4167);
    expect(links.last).toBe(MAX_PAGE);
    expect(links.shown).toEqual([1, 2, 3, MAX_PAGE]);
    expect(links.limited).toBe(true);
    const end = pageLinks(MAX_PAGE, 4167);
    expect(end.next).toBeNull();
    expect(end.previous).toBe(MAX_PAGE - 1);
    expect(Math.max(...end.shown)).toBe(MAX_PAGE);
  });

  it("serves exactly MAX_PAGE pages without the note", () => {
    expect(pageLinks(1, MAX_PAGE).limited).toBe(false);
    expect(pageLinks(1, MAX_PAGE, 3)).toMatchObject({ last: 3, limited: true });
  });
});

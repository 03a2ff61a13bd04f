import { describe, expect, it } from "vitest";
import { listQueryString, PAGE_SIZE, pageCount, parseListQuery, parsePage } from "./recipe-query";

const parse = (s: string) => parseListQuery(new URLSearchParams(s));

describe("recipe list parameters", () => {
  it("defaults to name ascending, page 1", () => {
    expect(parse("")).toEqual({
      sort: "name",
      dir: "asc",
      page: 1,
      group: null,
      difficulty: null,
      base: null,
      ingredient: null,
      strength: null,
      without: [],
    });
  });
  it("reads all six orders", () => {
    for (const sort of ["name", "difficulty", "rating"]) {
      for (const dir of ["asc", "desc"])
        expect(parse(`sort=${sort}&dir=${dir}`)).toMatchObject({ sort, dir });
    }
  });
  it("reads the form's one sort menu, which wins over sort and dir, and ignores an unknown one", () => {
    expect(parse("order=strength-desc&sort=name&dir=asc")).toMatchObject({ sort: "strength", dir: "desc" });
    expect(parse("order=rating-sideways&sort=difficulty")).toMatchObject({ sort: "difficulty", dir: "asc" });
    // the URL it leads to keeps sort and dir
    expect(listQueryString(parse("order=rating-desc&ingredient=lime-juice"))).toBe(
      "?sort=rating&ingredient=lime-juice",
    );
  });
  it("sorts rating descending unless told otherwise", () => {
    expect(parse("sort=rating").dir).toBe("desc");
  });
  it("falls back on unknown values without an error", () => {
    expect(parse("sort=price&dir=up&page=-3&difficulty=hard&group=<script>&base=a%20b")).toEqual({
      sort: "name",
      dir: "asc",
      page: 1,
      group: null,
      difficulty: null,
      base: null,
      ingredient: null,
      strength: null,
      without: [],
    });
    expect(parsePage("2.5")).toBe(1);
    expect(parsePage("99999999")).toBe(1);
    expect(parsePage("5000")).toBe(1000);
  });
  it("writes short canonical query strings", () => {
    const q = parse("sort=rating&dir=desc&page=2&group=sours");
    expect(listQueryString(q)).toBe("?sort=rating&group=sours&page=2");
    expect(listQueryString(q, { page: 1 })).toBe("?sort=rating&group=sours");
    expect(listQueryString(parse(""))).toBe("");
  });
  it("counts pages", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(PAGE_SIZE)).toBe(1);
    expect(pageCount(PAGE_SIZE + 1)).toBe(2);
  });
  it("reads the strength sort and filters: lightest first, alcohol-free or low, allergens left out", () => {
    const q = parseListQuery(
      new URLSearchParams("sort=strength&strength=low&without=milk&without=egg&without=egg&without=gold"),
    );
    expect(q).toMatchObject({ sort: "strength", dir: "asc", strength: "low", without: ["egg", "milk"] });
    expect(listQueryString(q)).toBe("?sort=strength&strength=low&without=egg&without=milk");
    expect(parseListQuery(new URLSearchParams("strength=strong")).strength).toBeNull();
  });
});

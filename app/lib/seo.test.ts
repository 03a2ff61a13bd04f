import { describe, expect, it } from "vitest";
import { parseListQuery } from "./recipe-query";
import {
  alternateUrls,
  isPrivatePath,
  listSeo,
  pagePath,
  pageUrl,
  seoTags,
  withPage,
  withQuery,
} from "./seo";

const O = "https://cocktails.example";
const ctx = {
  origin: O,
  locale: "en" as const,
  siteName: "Cocktail Atlas",
  pathname: "/en/faq/",
  siteImageAlt: "A glass",
};

describe("paths and addresses", () => {
  it("strips the language prefix and trailing slashes", () => {
    expect(pagePath("/en/recipe/list/")).toBe("/recipe/list");
    expect(pagePath("/de")).toBe("/");
    expect(pagePath("/de/")).toBe("/");
    expect(pagePath("/denmark")).toBe("/denmark");
  });

  it("puts the language before the path and keeps the query", () => {
    expect(pageUrl(O, "de", "/search?q=gin")).toBe(`${O}/de/search?q=gin`);
    expect(pageUrl(O, "en", "/")).toBe(`${O}/en`);
  });

  it("points x-default at the default language's page; only home's at the bare /", () => {
    expect(alternateUrls(O, "/faq")).toEqual([
      { hrefLang: "de", href: `${O}/de/faq` },
      { hrefLang: "en", href: `${O}/en/faq` },
      { hrefLang: "x-default", href: `${O}/de/faq` },
    ]);
    expect(alternateUrls(O, "/").at(-1)).toEqual({ hrefLang: "x-default", href: `${O}/` });
  });

  it("knows the pages that are never indexed", () => {
    for (const p of [
      "/user/login",
      "/user/me",
      "/brand/x/manage/menu",
      "/recipe/edit/3",
      "/recipe/filter-result?i=1",
    ]) {
      expect(isPrivatePath(p), p).toBe(true);
    }
    for (const p of [
      "/",
      "/recipe/list",
      "/recipe/filter",
      "/brand/x",
      "/brand/register",
      "/recipe/negroni",
    ]) {
      expect(isPrivatePath(p), p).toBe(false);
    }
  });

  it("builds queries in order, leaving out empty values", () => {
    expect(
      withQuery("/search", [
        ["q", "gin & tonic"],
        ["page", null],
      ]),
    ).toBe("/search?q=gin+%26+tonic");
    expect(withQuery("/search", [["q", ""]])).toBe("/search");
  });

  it("names later pages", () => {
    expect(withPage("Recipes", 1, (n) => `page ${n}`)).toBe("Recipes");
    expect(withPage("Recipes", 3, (n) => `page ${n}`)).toBe("Recipes – page 3");
  });
});

describe("listSeo", () => {
  it("drops the order, keeps the page, and marks filtered views noindex", () => {
    const q = (s: string) => parseListQuery(new URLSearchParams(s));
    expect(listSeo("/recipe/list", q("sort=rating&dir=asc&page=2"))).toEqual({
      canonical: "/recipe/list?page=2",
      noindex: false,
    });
    expect(listSeo("/recipe/list", q("sort=name&dir=desc"))).toEqual({
      canonical: "/recipe/list",
      noindex: false,
    });
    expect(listSeo("/recipe/list", q("base=gin&difficulty=easy"))).toEqual({
      canonical: "/recipe/list?difficulty=easy&base=gin",
      noindex: true,
    });
  });
});

describe("seoTags", () => {
  const find = (tags: ReturnType<typeof seoTags>, key: string) =>
    tags.filter((t) => ("name" in t && t.name === key) || ("property" in t && t.property === key));

  it("falls back to the request's path without its query, and to the site picture", () => {
    const tags = seoTags({ title: "FAQ", description: "Answers." }, ctx);
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${O}/en/faq` });
    expect(find(tags, "og:url")).toEqual([{ property: "og:url", content: `${O}/en/faq` }]);
    expect(find(tags, "og:image")).toEqual([{ property: "og:image", content: `${O}/social-card-en.png` }]);
    expect(find(tags, "og:image:alt")[0]).toMatchObject({ content: "A glass" });
    expect(find(tags, "og:locale")[0]).toMatchObject({ content: "en_GB" });
    expect(find(tags, "og:locale:alternate")[0]).toMatchObject({ content: "de_DE" });
    expect(find(tags, "twitter:card")[0]).toMatchObject({ content: "summary_large_image" });
    expect(find(tags, "robots")).toEqual([]);
  });

  it("uses the page's canonical, picture and type, and says noindex when asked or private", () => {
    const tags = seoTags(
      {
        title: "Negroni",
        canonical: "/recipe/negroni",
        type: "article",
        noindex: true,
        image: { src: "/pictures/negroni.ab.png", width: 1200, height: 630, alt: "A Negroni" },
      },
      { ...ctx, locale: "de", pathname: "/de/recipe/negroni" },
    );
    expect(find(tags, "og:image")[0]).toMatchObject({ content: `${O}/pictures/negroni.ab.png` });
    expect(find(tags, "og:type")[0]).toMatchObject({ content: "article" });
    expect(find(tags, "robots")).toEqual([{ name: "robots", content: "noindex" }]);
    expect(find(tags, "description")).toEqual([]);
    const login = seoTags({ title: "Log in" }, { ...ctx, pathname: "/en/user/login" });
    expect(find(login, "robots")).toEqual([{ name: "robots", content: "noindex" }]);
  });
});

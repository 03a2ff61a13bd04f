import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  cacheableResponse,
  cachedPage,
  mayKeepPageOf,
  mayServe,
  pageBody,
  pageCacheKey,
  pageDay,
  SHARED_PAGE_ROUTES,
} from "./page-cache";

const request = (url: string, headers: Record<string, string> = {}, method = "GET") => ({
  method,
  url,
  host: "example.org",
  headers,
});

describe("pageCacheKey", () => {
  it("takes GETs of a language's pages from a visitor without cookies or credentials", () => {
    expect(pageCacheKey(request("/en"))).toBe("example.org /en");
    expect(pageCacheKey(request("/de/recipe/negroni"))).toBe("example.org /de/recipe/negroni");
    expect(pageCacheKey(request("/en/search?q=gin&page=2"))).toBe("example.org /en/search?q=gin&page=2");
  });

  it("asks for a kept page whatever cookies a visitor carries", () => {
    const withCookie = (cookie: string) => pageCacheKey(request("/en/imprint", { cookie }));
    expect(withCookie("lng=ImVuIg%3D%3D")).toBe("example.org /en/imprint");
    expect(withCookie("session=abc; bar=x")).toBe("example.org /en/imprint");
  });

  it("keeps only pages made for a visitor without a personal cookie", () => {
    expect(mayKeepPageOf(request("/en"))).toBe(true);
    // the language cookie, and cookies the app never reads, change nothing on a page
    expect(mayKeepPageOf(request("/en", { cookie: "lng=ImVuIg%3D%3D" }))).toBe(true);
    expect(mayKeepPageOf(request("/en", { cookie: "_ga=GA1.2.3; lng=ImVuIg%3D%3D" }))).toBe(true);
    for (const cookie of [
      "session=x",
      "__Host-session=x",
      "toast=x",
      "bar=x",
      "drinks=x",
      "lng=x; pending-form=x",
    ])
      expect(mayKeepPageOf(request("/en", { cookie })), cookie).toBe(false);
  });

  it("leaves everything else to Remix", () => {
    expect(pageCacheKey(request("/en", { authorization: "Bearer x" }))).toBeNull();
    expect(pageCacheKey(request("/en", {}, "HEAD"))).toBeNull();
    expect(pageCacheKey(request("/en", {}, "POST"))).toBeNull();
    for (const url of [
      "/",
      "/fr/recipe/list",
      "/english",
      "/en/recipe/list.data",
      "/pictures/negroni.abc.png",
      "/sitemap.xml",
      "/api/me",
      "/healthz",
      "/en//recipe",
    ]) {
      expect(pageCacheKey(request(url)), url).toBeNull();
    }
  });
});

describe("cacheableResponse", () => {
  const html = { "Content-Type": "text/html; charset=utf-8" };
  it("keeps a 200 page that sets no cookie or only the language one", () => {
    expect(cacheableResponse(200, new Headers(html))).toBe(true);
    const withLanguage = new Headers(html);
    withLanguage.append("Set-Cookie", "lng=ImVuIg%3D%3D; Path=/; SameSite=Lax");
    expect(cacheableResponse(200, withLanguage)).toBe(true);
    const secure = new Headers(html);
    secure.append("Set-Cookie", "__Host-lng=ImRlIg%3D%3D; Path=/; Secure");
    expect(cacheableResponse(200, secure)).toBe(true);
  });

  it("keeps no other status, type, encoding, private page or other cookie", () => {
    expect(cacheableResponse(404, new Headers(html))).toBe(false);
    expect(cacheableResponse(302, new Headers(html))).toBe(false);
    expect(cacheableResponse(200, new Headers({ "Content-Type": "text/x-script" }))).toBe(false);
    expect(cacheableResponse(200, new Headers({ "Content-Type": "application/json" }))).toBe(false);
    expect(cacheableResponse(200, new Headers({ ...html, "Content-Encoding": "br" }))).toBe(false);
    for (const control of ["private, no-store", "no-store", "no-cache"]) {
      expect(cacheableResponse(200, new Headers({ ...html, "Cache-Control": control })), control).toBe(false);
    }
    const bar = new Headers(html);
    bar.append("Set-Cookie", "lng=ImVuIg%3D%3D; Path=/");
    bar.append("Set-Cookie", "bar=WzFd; Path=/");
    expect(cacheableResponse(200, bar)).toBe(false);
  });
});

describe("a kept page", () => {
  it("is sent with the new response's nonce wherever the old one was", () => {
    const body = '<script nonce="OLD">a</script><script nonce="OLD">b</script><p>OLDER</p>';
    const page = cachedPage(
      new Headers({ "Content-Type": "text/html", "Content-Length": "9" }),
      body,
      "OLD",
      [],
    );
    expect(pageBody(page, "NEW").toString()).toBe(
      '<script nonce="NEW">a</script><script nonce="NEW">b</script><p>NEWER</p>',
    );
    expect(page.headers).toEqual([["content-type", "text/html"]]);
    expect(pageBody(cachedPage(new Headers(), "plain", "", []), "NEW").toString()).toBe("plain");
    // bytes as rendered, the nonce found in them: the page's text around it is unchanged, whatever it holds
    const bytes = Buffer.from('<p nonce="OLD">“Négroni” – 🍸</p>OLD');
    const kept = cachedPage(
      new Headers(),
      Buffer.concat([bytes, Buffer.alloc(40)]).subarray(0, bytes.length),
      "OLD",
      [],
    );
    expect(pageBody(kept, "NEW").toString()).toBe('<p nonce="NEW">“Négroni” – 🍸</p>NEW');
    expect(kept.length).toBe(bytes.length);
  });

  it("answers a visitor only when its render asked for none of the personal cookies they carry", () => {
    const page = cachedPage(new Headers(), "<p>imprint</p>", "", new Set(["session", "toast", "lng"]));
    expect(mayServe(page, [])).toBe(true);
    // a virtual bar or a standard-drinks choice changes nothing on a page that never asks for it
    expect(mayServe(page, ["bar", "drinks"])).toBe(true);
    expect(mayServe(page, ["session"])).toBe(false);
    expect(mayServe(page, ["drinks", "toast"])).toBe(false);
    const recipe = cachedPage(new Headers(), "<p>negroni</p>", "", ["session", "toast", "bar", "drinks"]);
    expect(mayServe(recipe, ["drinks"])).toBe(false);
    expect(mayServe(recipe, ["pending-form"])).toBe(true);
  });
});

describe("SHARED_PAGE_ROUTES", () => {
  it("names routes that exist", () => {
    for (const id of SHARED_PAGE_ROUTES) expect(fs.existsSync(`app/${id}.tsx`), id).toBe(true);
  });

  it("leaves out the pages it must not keep (no version follows what they read)", () => {
    for (const id of [
      "routes/$lang.recipe.filter",
      "routes/$lang.recipe.filter-result",
      "routes/$lang.profile.$slug",
    ]) {
      expect(SHARED_PAGE_ROUTES.has(id), id).toBe(false);
    }
  });

  it("dates a page by the UTC day", () => {
    expect(pageDay(new Date("2026-11-23T23:59:59Z"))).toBe("2026-11-23");
  });
});

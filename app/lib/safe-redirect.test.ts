import { describe, expect, it } from "vitest";
import { checkRedirectTarget, parseAllowedHosts, safeRedirectTo, sameSitePath } from "./safe-redirect";

const hostile = [
  "//evil.example",
  "//evil.example/path",
  "/\\evil.example",
  "\\\\evil.example",
  "/%2F%2Fevil.example",
  "/%2fevil.example",
  "%2F%2Fevil.example",
  "/%5Cevil.example",
  "/%255C%255Cevil.example",
  "https://evil.example",
  "HTTPS://evil.example/x",
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "java\tscript:alert(1)",
  " javascript:alert(1)",
  "\u0000javascript:alert(1)",
  "data:text/html;base64,PHNjcmlwdD4=",
  "DATA:text/html,x",
  "vbscript:msgbox(1)",
  "VbScRiPt:msgbox(1)",
  "javascript%3Aalert(1)",
  "/\t/evil.example",
  "http:evil.example",
  // dot segments that resolve to "//host" once a URL parser (or the browser) reads them
  "/.//evil.example",
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  "/a/..//evil.example",
  "/x/..%2f%2fevil.example",
  "/./%2fevil.example",
  // tab and newline injection
  "/\n/evil.example",
  "/\r\n//evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "\t//evil.example",
  "",
];

describe("sameSitePath", () => {
  it.each(hostile)("refuses %j", (target) => {
    expect(sameSitePath(target)).toBeNull();
  });
  it("refuses non-strings", () => {
    expect(sameSitePath(undefined)).toBeNull();
    expect(sameSitePath(["/en"])).toBeNull();
    expect(sameSitePath(42)).toBeNull();
  });
  it("keeps same-site paths with query and hash", () => {
    expect(sameSitePath("/en/recipe/list?sort=name#top")).toBe("/en/recipe/list?sort=name#top");
    expect(sameSitePath("/de")).toBe("/de");
    expect(sameSitePath("/de/suche?q=a%20b")).toBe("/de/suche?q=a%20b");
  });
  it("resolves harmless dot segments and keeps encoded line breaks encoded", () => {
    expect(sameSitePath("/en/a/../faq")).toBe("/en/faq");
    expect(sameSitePath("/en/%0d%0aSet-Cookie:x")).toBe("/en/%0d%0aSet-Cookie:x");
  });
  it("falls back for hostile redirectTo values", () => {
    expect(safeRedirectTo("//evil.example", "/en")).toBe("/en");
    expect(safeRedirectTo("/en/user/me", "/en")).toBe("/en/user/me");
  });
});

describe("checkRedirectTarget", () => {
  const options = {
    ownOrigin: "https://cocktails.test",
    allowedHosts: parseAllowedHosts(" Shop.Example ,,x.example"),
  };
  it.each(hostile.filter(Boolean))("refuses %j", (target) => {
    expect(checkRedirectTarget(target, options).ok).toBe(false);
  });
  it("names dangerous protocols", () => {
    expect(checkRedirectTarget("JAVASCRIPT:alert(1)", options)).toEqual({ ok: false, reason: "protocol" });
    expect(checkRedirectTarget("data:,x", options)).toEqual({ ok: false, reason: "protocol" });
    expect(checkRedirectTarget("ftp://shop.example/x", options)).toEqual({ ok: false, reason: "protocol" });
  });
  it("allows allow-listed hosts and the own origin", () => {
    expect(checkRedirectTarget("https://shop.example/buy?id=1", options)).toEqual({
      ok: true,
      location: "https://shop.example/buy?id=1",
    });
    expect(checkRedirectTarget("https://cocktails.test/en", options).ok).toBe(true);
    expect(checkRedirectTarget("/en/faq", options)).toEqual({ ok: true, location: "/en/faq" });
  });
  it("refuses look-alike and credential hosts", () => {
    expect(checkRedirectTarget("https://shop.example.evil.example/", options).ok).toBe(false);
    expect(checkRedirectTarget("https://shop.example@evil.example/", options).ok).toBe(false);
    expect(checkRedirectTarget("https://user:pw@shop.example/", options).ok).toBe(false);
  });
});

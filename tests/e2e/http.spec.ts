import http from "node:http";
import { expect, test } from "@playwright/test";

// Plain HTTP behaviour, the same with or without JavaScript: run once.
test.describe("http", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-only checks run in one project");

  test("every response carries the security headers", async ({ request }) => {
    for (const path of [
      "/en",
      "/de/no-such-page",
      "/healthz",
      "/sitemap.xml",
      "/favicon.svg",
      "/robots.txt",
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      const headers = res.headers();
      expect(headers["content-security-policy"], path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(headers["content-security-policy"], path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["content-security-policy"], path).toContain("base-uri 'none'");
      expect(headers["content-security-policy"], path).toContain("object-src 'none'");
      expect(headers["x-request-id"], path).toMatch(/^[0-9a-f-]{36}$/);
      expect(headers["x-frame-options"], path).toBe("DENY");
      // the browser tests' server runs on http: no HSTS (it would pin localhost to https)
      expect(headers["strict-transport-security"], path).toBeUndefined();
    }
  });

  test("TRACE and unknown methods get 405 with Allow, never 500", async ({ baseURL }) => {
    for (const method of ["TRACE", "PROPFIND"]) {
      const { status, allow } = await new Promise<{ status: number; allow: string }>((resolve, reject) => {
        const req = http.request(`${baseURL}/en`, { method }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, allow: String(res.headers.allow ?? "") });
        });
        req.on("error", reject);
        req.end();
      });
      expect(status, method).toBe(405);
      expect(allow, method).toContain("GET");
    }
  });

  test("pages for a signed-in member are private and not stored; public pages are not marked", async ({
    request,
  }) => {
    const member = await request.get("/en/recipe/list", { headers: { Cookie: "session=any-token" } });
    expect(member.headers()["cache-control"]).toBe("private, no-store");
    const visitor = await request.get("/en/recipe/list", { headers: { Cookie: "" } });
    expect(visitor.headers()["cache-control"] ?? "").not.toContain("no-store");
  });

  test("inline scripts carry the response's nonce", async ({ request }) => {
    const res = await request.get("/en");
    const nonce = /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"] ?? "")?.[1];
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? "");
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  test("fingerprinted assets are cached for a year", async ({ request }) => {
    const html = await (await request.get("/en")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await request.get(asset as string);
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toContain("max-age=31536000");
    expect(res.headers()["cache-control"]).toContain("immutable");
  });

  test("/ follows the browser language, then the cookie", async ({ request }) => {
    const en = await request.get("/", { headers: { "Accept-Language": "en-US,en;q=0.9" }, maxRedirects: 0 });
    expect(en.headers().location).toBe("/en");
    // a German page remembers the choice in the locale cookie, which then wins over the browser language
    await request.get("/de/faq");
    const de = await request.get("/", { headers: { "Accept-Language": "en-US,en;q=0.9" }, maxRedirects: 0 });
    expect(de.headers().location).toBe("/de");
  });

  test("unknown paths answer 404 with the path", async ({ request }) => {
    for (const path of ["/fr/x", "/de/no-such-page"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain(`Page not found: ${path}`);
    }
  });

  test("health, sitemap, robots and the build version answer", async ({ request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    expect(await (await request.get("/sitemap.xml")).text()).toContain("<urlset");
    expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap:");
    const build = await (await request.get("/builds/latest.json")).json();
    expect(typeof build.version).toBe("string");
  });

  test("oversized bodies get 413, cross-site posts 403, and the server survives bad input", async ({
    request,
  }) => {
    const big = await request.post("/en/contact", {
      data: "x".repeat(2 * 1024 * 1024),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(big.status()).toBe(413);
    const cross = await request.post("/en/contact", {
      form: { name: "A", email: "a@example.com", message: "long enough text" },
      headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    });
    expect(cross.status()).toBe(403);
    const malformed = await request.get("/en/%E0%A4%A");
    expect(malformed.status()).toBeLessThan(500);
    const garbage = await request.post("/en/contact", {
      data: "%%%&&&=",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
    });
    expect(garbage.status()).toBe(400);
    expect((await request.get("/healthz")).status()).toBe(200);
  });
});

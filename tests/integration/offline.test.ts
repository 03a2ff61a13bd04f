import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  FILES_CACHE,
  INDEX_KEY,
  keptTarget,
  LIST_END,
  LIST_START,
  PAGES_CACHE,
  pagePrivacy,
  parseIndex,
  recipeLinks,
  SESSION_TAG_HEADER,
} from "../../app/lib/offline-rules";
import { APP_ICONS, BACKGROUND_COLOUR, THEME_COLOUR } from "../../app/lib/web-manifest";
import { setFavourite } from "../../app/models/member-book.server";
import { getRecipe } from "../../app/models/recipes.server";
import { staticFiles } from "../../app/utils/static-files.server";
import type { DatabaseHandle } from "../../db/client";
import { offlineFiles, workerCode } from "../../scripts/build-worker";
import { createMember, createTestDatabase } from "./database";
import { listen, servedApp } from "./dev-app";

// Reading without a network (docs/decisions/0033-offline-and-installable.md), against the app's real answers:
// which of them the rules keep and for whom, and the service worker itself (the very code built into /sw.js)
// run against the app with a Cache Storage of its own: what it keeps, what it never keeps, what it answers
// without a network, and that it forgets a member's pages when the session changes.

vi.mock("vite", async (original) =>
  (await import("./dev-app")).mockedVite(original, "cocktail-offline-vite-"),
);

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

const app = servedApp(() => handle);

let n = 0;
const member = () => createMember(handle, `offline${++n}@example.com`);
const get = (pathname: string, cookie?: string, headers: Record<string, string> = {}) =>
  fetch(`${app.base}${pathname}`, {
    redirect: "manual",
    headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) },
  });
const favourite = async (userId: number, slug: string) => {
  const recipe = await getRecipe(handle.db, slug, "en", userId);
  if (!recipe) throw new Error(`no recipe ${slug}`);
  await setFavourite(handle.db, userId, recipe.id, true);
};

describe("the app's answers, as the rules see them", () => {
  it("a visitor's recipe page may be kept for anyone; a member's only for their session", async () => {
    const visitor = await get("/en/recipe/negroni");
    expect(visitor.headers.get(SESSION_TAG_HEADER)).toBeNull();
    expect(pagePrivacy(visitor)).toBe("public");

    const a = await member();
    const b = await member();
    const first = await get("/en/recipe/negroni", a.cookie);
    expect(pagePrivacy(first)).toBe("personal");
    const tag = first.headers.get(SESSION_TAG_HEADER) ?? "";
    expect(tag).toMatch(/^[\w-]{22}$/);
    // the tag names the session, and does not give its token away
    expect(tag).not.toContain(a.token.slice(0, 8));
    expect((await get("/en/about", a.cookie)).headers.get(SESSION_TAG_HEADER)).toBe(tag);
    expect((await get("/en/recipe/negroni", b.cookie)).headers.get(SESSION_TAG_HEADER)).not.toBe(tag);
  });

  it("the favourites page is personal, and its favourites are the recipes it lists", async () => {
    const m = await member();
    await favourite(m.id, "mojito");
    await favourite(m.id, "daiquiri");
    const page = await get("/en/user/favourites", m.cookie);
    expect(page.status).toBe(200);
    expect(pagePrivacy(page)).toBe("personal");
    expect(keptTarget("/en/user/favourites")?.kind).toBe("favourites");
    expect(recipeLinks(await page.text(), "en").sort()).toEqual(["/en/recipe/daiquiri", "/en/recipe/mojito"]);
  });

  it("never keeps a redirect, an error, the data format or a form's answer", async () => {
    expect(pagePrivacy(await get("/en/user/favourites"))).toBeNull(); // to the login page
    expect(pagePrivacy(await get("/en/recipe/no-such-drink"))).toBeNull(); // 404
    expect(pagePrivacy(await get("/en/recipe/negroni.data"))).toBeNull(); // Remix's data, not a page
    const m = await member();
    const posted = await fetch(`${app.base}/en/recipe/negroni`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: m.cookie, Origin: app.base, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=favourite&favourite=add",
    });
    expect(posted.status).toBe(302);
    expect(pagePrivacy(posted)).toBeNull();
  });

  it("the offline page is plain HTML in each language, the same for everyone, with the place for the list", async () => {
    for (const [lang, title] of [
      ["en", "You are offline"],
      ["de", "Du bist offline"],
    ] as const) {
      const res = await get(`/${lang}/offline`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
      const body = await res.text();
      expect(body).toContain(`<html lang="${lang}"`);
      expect(body).toContain(`<h1>${title}</h1>`);
      expect(body.indexOf(LIST_START)).toBeLessThan(body.indexOf(LIST_END));
      expect(body).not.toContain("<script");
    }
    expect((await get("/fr/offline")).status).toBe(404);
  });

  it("the manifest is valid JSON in the visitor's language, with the design system's colours and real icons", async () => {
    const en = await get("/manifest.webmanifest", undefined, { "Accept-Language": "en-GB,en;q=0.9" });
    expect(en.status).toBe(200);
    expect(en.headers.get("Content-Type")).toMatch(/^application\/manifest\+json/);
    const manifest = (await en.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: "Cocktail Atlas",
      short_name: "Cocktail Atlas",
      lang: "en",
      start_url: "/en",
      scope: "/",
      id: "/",
      display: "standalone",
    });
    const de = (await (
      await get("/manifest.webmanifest", undefined, { "Accept-Language": "de" })
    ).json()) as {
      name: string;
      start_url: string;
    };
    expect(de).toMatchObject({ name: "Cocktail-Atlas", start_url: "/de" });

    const css = fs.readFileSync("app/styles/app.css", "utf8");
    const light = css.slice(css.indexOf(":root {"), css.indexOf("@media (prefers-color-scheme: dark)"));
    expect(light).toContain(`--accent: ${THEME_COLOUR};`);
    expect(light).toContain(`--bg: ${BACKGROUND_COLOUR};`);
    expect(manifest.theme_color).toBe(THEME_COLOUR);
    expect(manifest.background_color).toBe(BACKGROUND_COLOUR);

    // every icon is a PNG of the size it claims; a 192 and a 512 for "any", a maskable one
    for (const icon of APP_ICONS) {
      const png = fs.readFileSync(path.join("public", icon.src));
      expect(png.subarray(1, 4).toString("latin1"), icon.src).toBe("PNG");
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
    expect(APP_ICONS.filter((i) => i.purpose === "any").map((i) => i.sizes)).toEqual(["192x192", "512x512"]);
    expect(APP_ICONS.some((i) => i.purpose === "maskable")).toBe(true);
    expect(fs.existsSync("public/apple-touch-icon.png")).toBe(true);
  });

  it("lets the worker and the manifest be loaded (Content-Security-Policy)", async () => {
    const csp = (await get("/en")).headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe("the worker's file and its build", () => {
  it("/sw.js is asked for again every time, other files are cached for the hour", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-offline-files-"));
    try {
      fs.writeFileSync(path.join(root, "sw.js"), "// worker");
      fs.writeFileSync(path.join(root, "favicon.svg"), "<svg/>");
      const app = express().use(staticFiles(root, 3600_000));
      const server = await listen(app as unknown as Parameters<typeof listen>[0]);
      try {
        const sw = await fetch(`${server.base}/sw.js`);
        expect(sw.status).toBe(200);
        expect(sw.headers.get("Cache-Control")).toBe("no-cache");
        expect(sw.headers.get("Content-Type")).toMatch(/javascript/);
        expect((await fetch(`${server.base}/favicon.svg`)).headers.get("Cache-Control")).toBe(
          "public, max-age=3600",
        );
      } finally {
        await server.close();
      }
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("keeps on install the files of the pages read offline, with what their code loads later, and only files that exist", () => {
    const client = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-offline-build-"));
    try {
      const assets = path.join(client, "assets");
      fs.mkdirSync(assets);
      const write = (name: string, text: string) => fs.writeFileSync(path.join(assets, name), text);
      const route = (module: string, imports: string[] = [], parentId?: string) => ({
        module,
        imports,
        parentId,
      });
      write(
        "manifest-abc123.js",
        `window.__remixManifest=${JSON.stringify({
          entry: { module: "/assets/entry-1.js", imports: ["/assets/shell-1.js"] },
          routes: {
            root: { id: "root", ...route("/assets/root-1.js") },
            "routes/$lang": { id: "routes/$lang", ...route("/assets/lang-1.js", [], "root") },
            "routes/$lang.recipe.$slug": {
              id: "routes/$lang.recipe.$slug",
              ...route("/assets/recipe-1.js", ["/assets/cards-1.js"], "routes/$lang"),
            },
            "routes/$lang.user.favourites": {
              id: "routes/$lang.user.favourites",
              ...route("/assets/favourites-1.js", [], "routes/$lang"),
            },
            "routes/$lang.recipe.create": {
              id: "routes/$lang.recipe.create",
              ...route("/assets/editor-1.js", [], "routes/$lang"),
            },
          },
        })};`,
      );
      write("entry-1.js", 'import"./shell-1.js";');
      write("shell-1.js", 'const a="/assets/app-1.css";import("./en-1.js");import("./gone-1.js")');
      write("app-1.css", "@font-face{src:url(/assets/font-1.woff2)}");
      for (const name of [
        "root-1.js",
        "lang-1.js",
        "recipe-1.js",
        "cards-1.js",
        "favourites-1.js",
        "editor-1.js",
      ]) {
        write(name, "export{}");
      }
      write("en-1.js", "export default{}");
      write("font-1.woff2", "wOF2");
      expect(offlineFiles(client)).toEqual({
        version: "abc123",
        files: [
          "/assets/app-1.css",
          "/assets/cards-1.js",
          "/assets/en-1.js",
          "/assets/entry-1.js",
          "/assets/favourites-1.js",
          "/assets/font-1.woff2",
          "/assets/lang-1.js",
          "/assets/recipe-1.js",
          "/assets/root-1.js",
          "/assets/shell-1.js",
        ],
      });
    } finally {
      fs.rmSync(client, { recursive: true, force: true });
    }
  });
});

// ---- the worker itself, run against the app ----

/** Cache Storage in memory, keyed by path (the worker keys everything by path). */
class MemoryCache {
  entries = new Map<string, Response>();
  private key = (request: string | { url: string }) => {
    const url = new URL(typeof request === "string" ? request : request.url, app.base);
    return `${url.pathname}${url.search}`;
  };
  async match(request: string | { url: string }) {
    return this.entries.get(this.key(request))?.clone();
  }
  async put(request: string | { url: string }, response: Response) {
    this.entries.set(this.key(request), response);
  }
  async delete(request: string | { url: string }) {
    return this.entries.delete(this.key(request));
  }
  async keys() {
    return [...this.entries.keys()].map((k) => new Request(new URL(k, app.base)));
  }
  async addAll(requests: string[]) {
    for (const r of requests) await this.put(r, await workerFetch(r));
  }
}
const cacheStorage = new Map<string, MemoryCache>();
const caches = {
  open: async (name: string) => {
    if (!cacheStorage.has(name)) cacheStorage.set(name, new MemoryCache());
    return cacheStorage.get(name) as MemoryCache;
  },
  keys: async () => [...cacheStorage.keys()],
  delete: async (name: string) => cacheStorage.delete(name),
};

/** The browser: its session cookie, and whether it has a network. */
const browser = { cookie: "", online: true, fetched: [] as { path: string; cookie: string }[] };

/**
 * fetch as the worker sees it: relative to the site, with the browser's cookie unless told to omit it,
 * navigations not following redirects; without a network, a TypeError.
 */
async function workerFetch(
  input: string | { url: string; method?: string; mode?: string },
  init: { credentials?: string; method?: string } = {},
): Promise<Response> {
  if (!browser.online) throw new TypeError("Failed to fetch");
  const url = new URL(typeof input === "string" ? input : input.url, app.base);
  const cookie = init.credentials === "omit" ? "" : browser.cookie;
  browser.fetched.push({ path: url.pathname, cookie });
  const method = init.method ?? (typeof input === "string" ? "GET" : (input.method ?? "GET"));
  const navigate = typeof input !== "string" && input.mode === "navigate";
  return fetch(url, {
    method,
    redirect: navigate ? "manual" : "follow",
    headers: cookie ? { Cookie: cookie } : {},
  });
}

type Listener = (event: Record<string, unknown>) => void;
const listeners = new Map<string, Listener>();

/** Dispatches an event to the worker: what it answered (undefined: not answered), once all its work is done. */
async function dispatch(type: string, fields: Record<string, unknown> = {}): Promise<Response | undefined> {
  const waits: Promise<unknown>[] = [];
  let answer: Promise<Response> | undefined;
  listeners.get(type)?.({
    ...fields,
    waitUntil: (p: Promise<unknown>) => waits.push(p),
    respondWith: (r: Promise<Response>) => {
      answer = r;
    },
    preloadResponse: Promise.resolve(undefined),
  });
  const response = answer ? await answer : undefined;
  // work queued by work (a page kept, then its favourites) is waited for too
  for (let i = 0; i < waits.length; i++) await waits[i];
  return response;
}
const navigate = (pathname: string, method = "GET") =>
  dispatch("fetch", { request: { url: `${app.base}${pathname}`, method, mode: "navigate" } });
const request = (pathname: string, method = "GET") =>
  dispatch("fetch", { request: { url: `${app.base}${pathname}`, method, mode: "cors" } });

const kept = async () =>
  [...((await caches.open(PAGES_CACHE)) as MemoryCache).entries.keys()].filter((k) => k !== INDEX_KEY).sort();
const index = async () => parseIndex(await (await (await caches.open(PAGES_CACHE)).match(INDEX_KEY))?.text());

describe("the service worker, run against the app", () => {
  beforeAll(async () => {
    const code = await workerCode({ version: "test", files: [] });
    const self = {
      location: new URL(app.base),
      registration: { navigationPreload: { enable: async () => {} } },
      clients: { claim: async () => {} },
      skipWaiting: async () => {},
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    };
    vm.runInNewContext(code, { self, caches, fetch: workerFetch, URL, Request, Response, Headers, console });
  }, 60_000);

  it("keeps the offline pages when it installs, fetched without the member's cookie", async () => {
    const m = await member();
    browser.cookie = m.cookie;
    await dispatch("install");
    const files = await caches.open(FILES_CACHE);
    for (const lang of ["de", "en"]) {
      const page = await files.match(`/${lang}/offline`);
      expect(page?.status).toBe(200);
      expect(page?.headers.get(SESSION_TAG_HEADER)).toBeNull();
    }
    expect(browser.fetched.filter((f) => f.path.endsWith("/offline")).every((f) => f.cookie === "")).toBe(
      true,
    );
    await dispatch("activate");
  });

  it("answers no form and no request but GET, not even for a kept page", async () => {
    browser.cookie = "";
    await navigate("/en/recipe/negroni");
    expect(await kept()).toContain("/en/recipe/negroni");
    for (const method of ["POST", "PUT", "DELETE"]) {
      expect(await navigate("/en/recipe/negroni", method)).toBeUndefined();
      expect(await request("/en/recipe/negroni.data", method)).toBeUndefined();
    }
    // nor the API, nor the worker's own file
    expect(await request("/api/me")).toBeUndefined();
    expect(await request("/sw.js")).toBeUndefined();
  });

  it("keeps a member's favourites page with its recipes, and a recipe opened inside the app", async () => {
    const m = await member();
    await favourite(m.id, "mojito");
    browser.cookie = m.cookie;
    const page = await navigate("/en/user/favourites");
    expect(page?.status).toBe(200);
    // the Negroni kept for a visitor is the same for everyone: it stays when a member signs in
    expect(await kept()).toEqual(["/en/recipe/mojito", "/en/recipe/negroni", "/en/user/favourites"]);
    // Remix's data for a recipe: the worker fetches the page itself
    await request("/en/recipe/daiquiri.data");
    expect(await kept()).toContain("/en/recipe/daiquiri");
    const list = await index();
    expect(list.owner).toMatch(/^[\w-]{22}$/);
    expect(list.pages.find((p) => p.path === "/en/recipe/mojito")).toMatchObject({
      favourite: true,
      personal: true,
      title: "Mojito",
    });
    expect(list.pages.find((p) => p.path === "/en/recipe/negroni")).toMatchObject({ personal: false });
  });

  it("never keeps an error page or a redirect", async () => {
    await navigate("/en/recipe/no-such-drink");
    await request("/en/recipe/no-such-drink-either.data");
    const before = await kept();
    expect(before.some((p) => p.includes("no-such"))).toBe(false);
  });

  it("without a network: the kept copy, else the offline page listing what can be read", async () => {
    browser.online = false;
    try {
      const recipe = await navigate("/en/recipe/mojito");
      expect(recipe?.status).toBe(200);
      expect(await recipe?.text()).toContain("<h1>Mojito</h1>");
      const offline = await navigate("/en/about");
      const body = (await offline?.text()) ?? "";
      expect(body).toContain("<h1>You are offline</h1>");
      expect(body).toContain('<a href="/en/recipe/mojito">Mojito</a>');
      expect(body).toContain('<a href="/en/user/favourites">Favourites</a>');
      expect(body).not.toContain(LIST_START);
      const german = (await (await navigate("/de/nirgendwo"))?.text()) ?? "";
      expect(german).toContain("<h1>Du bist offline</h1>");
      expect(german).toContain('<a href="/en/recipe/mojito" hreflang="en" lang="en">Mojito</a>');
      // data and files fail as they would without the worker
      await expect(request("/en/recipe/mojito.data")).rejects.toThrow();
      await expect(request("/assets/not-kept-1.js")).rejects.toThrow();
    } finally {
      browser.online = true;
    }
  });

  it("forgets the member's pages as soon as a page is answered to another member, or to nobody", async () => {
    const other = await member();
    browser.cookie = other.cookie;
    await navigate("/en/about");
    // the favourites, the favourites page and the recipe opened as that member are gone; the visitor's stays
    expect(await kept()).toEqual(["/en/recipe/negroni"]);

    await navigate("/en/recipe/gimlet");
    expect(await kept()).toContain("/en/recipe/gimlet");
    // logging out: the next page is answered to nobody
    browser.cookie = "";
    await request("/en.data");
    expect(await kept()).toEqual(["/en/recipe/negroni"]);
    expect((await index()).owner).toBe("");
  });

  it("a new build lets go of files neither its shell nor a kept page needs", async () => {
    const files = (await caches.open(FILES_CACHE)) as MemoryCache;
    const pages = (await caches.open(PAGES_CACHE)) as MemoryCache;
    await files.put("/assets/old-1.js", new Response('import("./old-2.js")'));
    await files.put("/assets/old-2.js", new Response("export{}"));
    await files.put("/assets/stale-1.js", new Response("export{}"));
    const negroni = (await pages.match("/en/recipe/negroni")) as Response;
    const html = (await negroni.text()).replace(
      "</head>",
      '<script type="module" src="/assets/old-1.js"></script></head>',
    );
    await pages.put("/en/recipe/negroni", new Response(html, { headers: negroni.headers }));
    await dispatch("activate");
    const left = [...files.entries.keys()].sort();
    expect(left).toEqual(["/assets/old-1.js", "/assets/old-2.js", "/de/offline", "/en/offline"]);
  });
});

// The rendered-page cache (app/utils/page-cache.server.ts, docs/decisions/0020-page-cache.md and
// 0026-one-cache.md) through the real HTTP stack: server.ts's app with its security headers and compression,
// the sources through Vite.
import { type KyselyPlugin, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { saveRecipe } from "../../app/services/recipe-authoring.server";
import type { DatabaseHandle } from "../../db/client";
import { createMember, createTestDatabase, ingredientId, loadContext } from "./database";
import { closeViteServers, createDevApp, listen } from "./dev-app";

vi.mock("vite", async (original) =>
  (await import("./dev-app")).mockedVite(original, "cocktail-page-cache-vite-"),
);

let handle: DatabaseHandle;
const apps: Record<"on" | "off" | "counted" | "remix", { base: string; close: () => Promise<void> }> =
  {} as never;
/** Queries the "counted" app sent that are not a read of the cache versions. */
const counted: string[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  apps.on = await listen(await createDevApp(handle, { pageCache: true }));
  apps.off = await listen(await createDevApp(handle, { pageCache: true }, { PAGE_CACHE: "off" }));
  // Without the page middleware: Remix's own handler sends every page (the response's body as rendered).
  apps.remix = await listen(await createDevApp(handle, { pageCache: false }));
  // The same database seen through a plugin that notes every other query (its own caches: another instance).
  const counting: KyselyPlugin = {
    transformQuery(args) {
      const text = JSON.stringify(args.node);
      if (!text.includes("cache_versions")) counted.push(text.slice(0, 200));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  apps.counted = await listen(
    await createDevApp({ ...handle, db: handle.db.withPlugin(counting) }, { pageCache: true }),
  );
}, 120_000);

afterAll(async () => {
  await apps.on?.close();
  await apps.off?.close();
  await apps.counted?.close();
  await apps.remix?.close();
  await closeViteServers();
  await handle?.close();
});

type Page = { status: number; cache: string | null; body: string; headers: Headers };

async function get(
  path: string,
  headers: Record<string, string> = {},
  app: keyof typeof apps = "on",
): Promise<Page> {
  const response = await fetch(`${apps[app].base}${path}`, { headers, redirect: "manual" });
  return {
    status: response.status,
    cache: response.headers.get("X-Page-Cache"),
    body: await response.text(),
    headers: response.headers,
  };
}

const cspNonce = (page: Page) =>
  /'nonce-([^']+)'/.exec(page.headers.get("Content-Security-Policy") ?? "")?.[1];
const bodyNonces = (page: Page) => new Set([...page.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
const withoutNonce = (page: Page) => page.body.replace(/nonce="[^"]+"/g, 'nonce=""');

describe("the page cache", () => {
  it("renders a shared page once and sends it again with each response's own nonce", async () => {
    const first = await get("/en/recipe/negroni");
    const second = await get("/en/recipe/negroni");
    const third = await get("/en/recipe/negroni", { "Accept-Encoding": "br" });
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect([first.cache, second.cache, third.cache]).toEqual(["miss", "hit", "hit"]);
    for (const page of [first, second, third]) {
      expect(page.body).toContain("Negroni");
      // every script carries this response's nonce, the one its Content-Security-Policy allows
      expect(bodyNonces(page)).toEqual(new Set([cspNonce(page)]));
      expect(page.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      // the language cookie every first visit gets, the same for all
      expect(page.headers.get("Set-Cookie")).toMatch(/^lng=/);
    }
    // compressed in one piece as the browser accepts
    expect(third.headers.get("Content-Encoding")).toBe("br");
    expect(third.headers.get("Vary")).toMatch(/Accept-Encoding/);
    expect(new Set([cspNonce(first), cspNonce(second), cspNonce(third)]).size).toBe(3);
    expect(new Set([first, second, third].map((p) => p.headers.get("X-Request-Id"))).size).toBe(3);
    expect(withoutNonce(second)).toBe(withoutNonce(first));
    expect(withoutNonce(third)).toBe(withoutNonce(first));
  });

  it("keeps pages apart by address and language", async () => {
    await get("/de/recipe/negroni");
    const de = await get("/de/recipe/negroni");
    const en = await get("/en/recipe/negroni");
    expect(de.cache).toBe("hit");
    expect(de.body).toContain('<html lang="de"');
    expect(en.body).toContain('<html lang="en"');
    await get("/en/recipe/list?page=2");
    const two = await get("/en/recipe/list?page=2");
    const one = await get("/en/recipe/list");
    expect(two.cache).toBe("hit");
    expect(one.cache).toBe("miss");
    expect(two.body).not.toBe(one.body);
  });

  it("shows a change to the content on the next request", async () => {
    await get("/en/recipe/list");
    expect((await get("/en/recipe/list")).cache).toBe("hit");
    await sql`UPDATE recipes SET name_en = 'Negroni Sbagliato Nuovo' WHERE slug = 'negroni'`.execute(
      handle.db,
    );
    const after = await get("/en/recipe/negroni");
    expect(after.cache).toBe("miss");
    expect(after.body).toContain("Negroni Sbagliato Nuovo");
    expect((await get("/en/recipe/list")).cache).toBe("miss");
    // the FAQ too (its own trigger)
    await get("/en/faq");
    expect((await get("/en/faq")).cache).toBe("hit");
    await sql`UPDATE faq_entries SET answer_en = 'Answered anew for the page cache.' WHERE id = (SELECT min(id) FROM faq_entries)`.execute(
      handle.db,
    );
    const faq = await get("/en/faq");
    expect(faq.cache).toBe("miss");
    expect(faq.body).toContain("Answered anew for the page cache.");
  });

  it("keeps the imprint and other recipes after a member's rating, and shows the rated recipe's at once", async () => {
    const rated = "sidecar";
    const showsRated = (page: Page) => page.body.includes(`href="/en/recipe/${rated}"`);
    // another recipe whose page does not show the rated one's card among its related recipes
    let other = "";
    for (const slug of ["mojito", "margarita", "manhattan", "old-fashioned", "mai-tai", "gimlet"]) {
      const page = await get(`/en/recipe/${slug}`);
      if (page.status === 200 && !showsRated(page)) {
        other = slug;
        break;
      }
    }
    expect(other).not.toBe("");
    const before = await get(`/en/recipe/${rated}`);
    const byRating = "/en/recipe/list?sort=rating&dir=desc";
    for (const path of [
      "/en/imprint",
      `/en/recipe/${other}`,
      `/en/recipe/${rated}`,
      "/en/recipe/list",
      byRating,
    ]) {
      await get(path);
      expect((await get(path)).cache, path).toBe("hit");
    }
    const count = (page: Page) => Number(/"ratingCount":(\d+)/.exec(page.body)?.[1] ?? 0);
    const member = await createMember(handle, "page-cache-rater@example.com");
    const rate = await fetch(`${apps.on.base}/en/recipe/${rated}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Cookie: member.cookie,
        Origin: apps.on.base,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "intent=rate&stars=4",
    });
    expect(rate.status).toBe(302);
    // the rated recipe, at once, with its new count
    const after = await get(`/en/recipe/${rated}`);
    expect(after.cache).toBe("miss");
    expect(count(after)).toBe(count(before) + 1);
    // what does not show its stars stays kept
    expect((await get("/en/imprint")).cache).toBe("hit");
    expect((await get(`/en/recipe/${other}`)).cache).toBe("hit");
    // the list by rating is rendered anew; by name, a page stays kept unless it shows the rated card
    expect((await get(byRating)).cache).toBe("miss");
    const byName = await get("/en/recipe/list");
    expect(byName.cache).toBe(showsRated(byName) ? "miss" : "hit");
  });

  it("shows a recipe edited through the authoring service on its page and in the list at once", async () => {
    const member = await createMember(handle, "page-cache-author@example.com");
    const form = (name: string, version?: number) => {
      const data = new FormData();
      data.set("nameEn", name);
      data.set("stepsEn", "Stir\nStrain");
      data.set("difficulty", "easy");
      data.set("glass", "coupe");
      data.set("method", "shake");
      data.set("intent", "publish");
      if (version !== undefined) data.set("version", String(version));
      return data;
    };
    const lines = async (data: FormData) => {
      data.set("lines[0].ingredient", String(await ingredientId(handle, "gin")));
      data.set("lines[0].amount", "5");
      data.set("lines[0].unit", "cl");
      data.set("lines[1].ingredient", String(await ingredientId(handle, "lime-juice")));
      data.set("lines[1].amount", "2");
      data.set("lines[1].unit", "cl");
      return data;
    };
    const created = await saveRecipe(
      loadContext(handle),
      member.id,
      await lines(form("Tansy Fizz")),
      null,
      "en",
    );
    expect(created.kind, JSON.stringify(created)).toBe("saved");
    const { id, slug } = created as { id: number; slug: string };
    await get(`/en/recipe/${slug}`);
    expect((await get(`/en/recipe/${slug}`)).cache).toBe("hit");
    await get("/en/imprint");
    const { version } = await handle.db
      .selectFrom("recipes")
      .select("version")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const edited = await saveRecipe(
      loadContext(handle),
      member.id,
      await lines(form("Tansy Fizz Royale", version)),
      id,
      "en",
    );
    expect(edited.kind).toBe("saved");
    const page = await get(`/en/recipe/${slug}`);
    expect(page.cache).toBe("miss");
    expect(page.body).toContain("Tansy Fizz Royale");
    expect((await get("/en/imprint")).cache).toBe("hit");
  });

  it("renders every page it keeps from the shared cache alone, so each is kept with what it read", async () => {
    // A read outside the cache would not be recorded, and the page would be kept past a change to it.
    let cold = 0;
    for (const path of [
      "/en",
      "/en?generate=1&base=gin&n=1",
      "/en/recipe/list",
      "/en/recipe/list?sort=rating&dir=desc",
      "/en/recipe/negroni",
      "/en/recipe-group",
      "/en/recipe-group/classics",
      "/en/search?q=gin",
      "/en/search?q=ginn",
      "/en/brand",
      "/en/brand/kesselwind",
      "/en/product/kesselwind-london-dry-gin",
      "/en/about",
      "/en/faq",
      "/en/imprint",
      "/en/data-privacy",
      "/en/terms",
      "/en/routes",
    ]) {
      // a personal cookie: rendered every time (never the page cache), its data from the shared cache once warm
      counted.length = 0;
      expect((await get(path, { Cookie: "drinks=x" }, "counted")).status, path).toBe(200);
      cold += counted.length;
      counted.length = 0;
      const again = await get(path, { Cookie: "drinks=x" }, "counted");
      expect(again.status, path).toBe(200);
      expect(counted, path).toEqual([]);
    }
    // the count sees queries: the first renders, on cold caches, sent them
    expect(cold).toBeGreaterThan(10);
  });

  it("never answers a member, a waiting message or credentials from it", async () => {
    await get("/en/about");
    expect((await get("/en/about")).cache).toBe("hit");
    const member = await createMember(handle, "page-cache@example.com", {
      first: "Pagecachia",
      last: "Tester",
    });
    const signedIn = await get("/en/about", { Cookie: member.cookie });
    expect(signedIn.cache).toBeNull();
    expect(signedIn.headers.get("Cache-Control")).toBe("private, no-store");
    expect(signedIn.body).toContain("Pagecachia");
    // rendered for them, and sent whole: compressed in one piece, with its length
    const compressed = await get("/en/about", { Cookie: member.cookie, "Accept-Encoding": "br" });
    expect(compressed.headers.get("Content-Encoding")).toBe("br");
    expect(Number(compressed.headers.get("Content-Length"))).toBeGreaterThan(0);
    expect(compressed.body).toContain("Pagecachia");
    for (const cookie of ["toast=x", "lng=x; session=y", "drinks=ImRlIg%3D%3D; __Host-session=y"])
      expect((await get("/en/about", { Cookie: cookie })).cache, cookie).toBeNull();
    expect((await get("/en/about", { Authorization: "Bearer x" })).cache).toBeNull();
  });

  it("answers a visitor with a virtual bar or a standard-drinks choice from pages that do not use them", async () => {
    const bar = "bar=WzFd";
    const drinks = "drinks=ImRlIg%3D%3D";
    await get("/en/about");
    for (const cookie of [bar, drinks, `${bar}; ${drinks}; lng=ImVuIg%3D%3D`])
      expect((await get("/en/about", { Cookie: cookie })).cache, cookie).toBe("hit");
    // a recipe page says what of the bar it uses and counts standard drinks as chosen: rendered for them
    const plain = await get("/en/recipe/negroni");
    expect((await get("/en/recipe/negroni")).cache).toBe("hit");
    for (const cookie of [bar, drinks]) {
      const rendered = await get("/en/recipe/negroni", { Cookie: cookie });
      expect(rendered.cache, cookie).toBeNull();
      expect(rendered.status).toBe(200);
    }
    // the German count of standard drinks differs from the British one the page shows by default
    const german = await get("/en/recipe/negroni", { Cookie: drinks });
    expect(withoutNonce(german)).not.toBe(withoutNonce(plain));
    // and a page rendered for a cookie is not kept for others
    expect((await get("/en/recipe/negroni")).cache).toBe("hit");
  });

  it("answers a returning visitor who carries only the language cookie, and keeps what is made for them", async () => {
    const german = "lng=ImRlIg%3D%3D; _ga=GA1.2.3";
    // nothing kept yet: rendered for the returning visitor, and kept for everyone
    const first = await get("/en/terms", { Cookie: german });
    expect(first.status).toBe(200);
    expect(first.cache).toBe("miss");
    const returning = await get("/en/terms", { Cookie: german });
    expect(returning.cache).toBe("hit");
    // the English page, setting the language cookie to the page's language as the render would
    expect(returning.body).toContain('<html lang="en"');
    expect(returning.headers.get("Set-Cookie")).toMatch(/^lng=ImVuIg%3D%3D;/);
    expect(returning.headers.get("Cache-Control") ?? "").not.toMatch(/private/);
    // A visitor who already carries the page's language is not sent the cookie by the render; the page kept
    // from that render still sets it for a first visitor.
    const carriesIt = await get("/de/terms", { Cookie: "lng=ImRlIg%3D%3D" });
    expect(carriesIt.cache).toBe("miss");
    expect(carriesIt.headers.get("Set-Cookie")).toBeNull();
    const firstVisit = await get("/de/terms");
    expect(firstVisit.cache).toBe("hit");
    expect(firstVisit.headers.get("Set-Cookie")).toMatch(/^lng=ImRlIg%3D%3D;/);
    expect(withoutNonce(firstVisit)).toBe(withoutNonce(carriesIt));
  });

  it("renders a page once for visitors who ask for it while it is being rendered", async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => get("/de/imprint", i % 2 ? { Cookie: "lng=ImRlIg%3D%3D" } : {})),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(answers.map((a) => a.cache).sort()).toEqual(["hit", "hit", "hit", "hit", "hit", "miss"]);
    // each with its own nonce, the same page
    expect(new Set(answers.map(cspNonce)).size).toBe(6);
    for (const answer of answers) expect(bodyNonces(answer)).toEqual(new Set([cspNonce(answer)]));
    expect(new Set(answers.map(withoutNonce)).size).toBe(1);
  });

  it("keeps only the pages it may: not personal routes, errors, redirects, data or other methods", async () => {
    for (const path of ["/en/recipe/filter", "/en/recipe/no-such-drink", "/en/user/login"]) {
      await get(path);
      const again = await get(path);
      expect(again.cache, path).toBeNull();
    }
    expect((await get("/en/recipe/no-such-drink")).status).toBe(404);
    const data = await get("/en/recipe/list.data");
    expect(data.status).toBe(200);
    expect(data.cache).toBeNull();
    const head = await fetch(`${apps.on.base}/en/about`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("X-Page-Cache")).toBeNull();
  });

  it("sends a rendered page as Remix's own handler sends it, though the document is handed over as text", async () => {
    const member = await createMember(handle, "page-cache-handed@example.com");
    for (const [path, headers] of [
      ["/en/recipe/negroni", { Cookie: "toast=x" }],
      ["/de/recipe/list?page=2", { Cookie: "toast=x" }],
      ["/en/recipe/no-such-drink", {}],
      ["/en/user/me", { Cookie: member.cookie }],
    ] as const) {
      const [handed, remix] = [await get(path, headers, "off"), await get(path, headers, "remix")];
      expect(handed.status, path).toBe(remix.status);
      expect(handed.headers.get("Content-Type"), path).toBe(remix.headers.get("Content-Type"));
      expect(handed.headers.getSetCookie().length, path).toBe(remix.headers.getSetCookie().length);
      // (each development server names its build with a version of its own)
      const same = (page: Page) => withoutNonce(page).replace(/"version":\s*"[^"]*"/g, "");
      expect(same(handed), path).toBe(same(remix));
    }
  });

  it("is off with PAGE_CACHE=off", async () => {
    await get("/en/about", {}, "off");
    const again = await get("/en/about", {}, "off");
    expect(again.status).toBe(200);
    expect(again.cache).toBeNull();
    // pages are still sent whole
    const whole = await get("/en/about", { "Accept-Encoding": "gzip" }, "off");
    expect(whole.headers.get("Content-Encoding")).toBe("gzip");
    expect(Number(whole.headers.get("Content-Length"))).toBeGreaterThan(0);
  });
});

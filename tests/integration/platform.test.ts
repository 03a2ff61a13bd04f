import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hitRateLimit, peekRateLimit } from "../../app/models/rate-limits.server";
import { loader as indexLoader } from "../../app/routes/_index";
import { loader as langLoader } from "../../app/routes/$lang";
import { loader as splatLoader } from "../../app/routes/$lang.$";
import { action as contactAction } from "../../app/routes/$lang.contact";
import { loader as faqLoader } from "../../app/routes/$lang.faq";
import { loader as healthLoader } from "../../app/routes/healthz";
import { loader as sitemapLoader } from "../../app/routes/sitemap[.]xml";
import { setCookie } from "../../app/utils/cookies.server";
import type { DatabaseHandle } from "../../db/client";
import { migrateToLatest } from "../../db/migrate";
import { seedAll } from "../../db/seed";
import { faq } from "../../db/seed/content/faq";
import { createTestDatabase, formRequest, getRequest, loadContext, settle, thrown } from "./database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe("database", () => {
  it("migrates and seeds idempotently", async () => {
    await migrateToLatest(handle.db);
    await seedAll(handle.db);
    await seedAll(handle.db);
    const rows = await handle.db.selectFrom("faq_entries").select("key").execute();
    expect(rows).toHaveLength(faq.length);
    // two whole seeds take about 10 s on an idle 2-core machine, and twice that when it is busy
  }, 60_000);
});

describe("languages", () => {
  const base = { params: {}, context: {} as never };
  it("sends / to the English home for an English browser without a cookie", async () => {
    const res = await settle(
      indexLoader({
        ...base,
        request: getRequest("/", { "Accept-Language": "en-US,en;q=0.9" }),
      }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/en");
  });
  it("lets the locale cookie win over the browser language", async () => {
    const res = await settle(
      indexLoader({
        ...base,
        request: getRequest("/", {
          "Accept-Language": "en-US,en;q=0.9",
          Cookie: (await setCookie("locale", "de")).split(";")[0] ?? "",
        }),
      }),
    );
    expect(res.headers.get("Location")).toBe("/de");
  });
  it("falls back to German", async () => {
    const res = await settle(indexLoader({ ...base, request: getRequest("/", { "Accept-Language": "fr" }) }));
    expect(res.headers.get("Location")).toBe("/de");
  });
  it("remembers the language of the visited page for a year", async () => {
    const res = await settle(langLoader({ ...base, params: { lang: "en" }, request: getRequest("/en") }));
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^lng=/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
  });
  it("refuses any other first segment with 404", async () => {
    const res = await thrown(() =>
      langLoader({ ...base, params: { lang: "fr" }, request: getRequest("/fr/x") }),
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ kind: "route", path: "/fr/x" });
  });
  it("answers unknown pages below a language with 404 and the path", async () => {
    const res = await thrown(() =>
      splatLoader({
        ...base,
        params: { lang: "de", "*": "no-such-page" },
        request: getRequest("/de/no-such-page"),
      }),
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ kind: "route", path: "/de/no-such-page" });
  });
});

describe("contact form", () => {
  const valid = { name: "Ada", email: "ada@example.com", message: "Der Negroni braucht mehr Orangenzeste." };
  const count = async () => (await handle.db.selectFrom("contact_messages").select("id").execute()).length;

  it("answers an invalid e-mail with 400 and the field's error key, keeping the other values", async () => {
    const before = await count();
    const res = (await settle(
      contactAction({
        request: formRequest("/en/contact", { ...valid, email: "not-an-email" }),
        params: { lang: "en" },
        context: loadContext(handle),
      }),
    )) as Response;
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.email).toEqual(["contact.emailInvalid"]);
    expect(body.initialValue.name).toBe("Ada");
    expect(await count()).toBe(before);
  });
  it("reports every missing field", async () => {
    const res = (await settle(
      contactAction({
        request: formRequest("/de/contact", { name: "", email: "", message: "kurz" }),
        params: { lang: "de" },
        context: loadContext(handle),
      }),
    )) as Response;
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.error).sort()).toEqual(["email", "message", "name"]);
  });
  it("stores a valid message and redirects with a toast", async () => {
    const before = await count();
    const res = (await settle(
      contactAction({
        request: formRequest("/de/contact", valid),
        params: { lang: "de" },
        context: loadContext(handle, { clientIp: "10.0.0.1" }),
      }),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/de/contact");
    expect(res.headers.get("Set-Cookie")).toMatch(/^toast=/);
    expect(await count()).toBe(before + 1);
    const row = await handle.db
      .selectFrom("contact_messages")
      .selectAll()
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Ada", email: "ada@example.com", locale: "de" });
  });
  it("refuses a filled honeypot with the one message every form gives, and stores nothing", async () => {
    const before = await count();
    const res = (await settle(
      contactAction({
        request: formRequest("/en/contact", { ...valid, website: "http://spam.example" }),
        params: { lang: "en" },
        context: loadContext(handle, { clientIp: "10.0.0.2" }),
      }),
    )) as Response;
    expect(res.status).toBe(400);
    expect((await res.json()).error[""]).toEqual(["form.rejected"]);
    expect(await count()).toBe(before);
  });
  it("refuses cross-site posts with 403", async () => {
    const res = await thrown(() =>
      contactAction({
        request: formRequest("/en/contact", valid, {
          "Sec-Fetch-Site": "cross-site",
          Origin: "https://evil.example",
        }),
        params: { lang: "en" },
        context: loadContext(handle),
      }),
    );
    expect(res.status).toBe(403);
  });
  it("limits messages per address with 429", async () => {
    const context = loadContext(handle, { clientIp: "10.9.9.9" });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = (await settle(
        contactAction({
          request: formRequest("/en/contact", valid),
          params: { lang: "en" },
          context,
        }),
      )) as Response;
      statuses.push(res.status);
    }
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429]);
  });
});

describe("rate limits", () => {
  it("keeps a long window's count when a short-window key starts a new window", async () => {
    const start = new Date("2026-11-21T10:00:00Z");
    for (let i = 0; i < 3; i++) await hitRateLimit(handle.db, "long-key", 5, 900, start);
    await hitRateLimit(handle.db, "short-key", 10, 60, new Date(start.getTime() + 5 * 60_000));
    const long = await peekRateLimit(handle.db, "long-key", 5, 900, new Date(start.getTime() + 6 * 60_000));
    expect(long.hits).toBe(3);
    expect(long.retryAfter).toBe(9 * 60);
  });
});

describe("content", () => {
  it("lists the FAQ in the page's language", async () => {
    const res = await settle(
      faqLoader({
        request: getRequest("/en/faq"),
        params: { lang: "en" },
        context: loadContext(handle),
      }),
    );
    const body = await res.json();
    expect(body.entries.length).toBe(faq.length);
    const first = [...faq].sort((a, b) => a.position - b.position)[0];
    expect(body.entries[0]?.question).toBe(first?.en.question);
  });
  it("lists both languages in the sitemap", async () => {
    const res = await settle(
      sitemapLoader({ request: getRequest("/sitemap.xml"), params: {}, context: loadContext(handle) }),
    );
    const xml = await res.text();
    expect(xml).toContain("/de/faq</loc>");
    expect(xml).toContain("/en/faq</loc>");
    expect(xml).toContain('hreflang="en"');
  });
});

describe("health", () => {
  it("answers 200 while the database answers and 503 when it does not", async () => {
    const own = await createTestDatabase();
    const ok = await settle(
      healthLoader({ request: getRequest("/healthz"), params: {}, context: loadContext(own) }),
    );
    expect(ok.status).toBe(200);
    await own.close();
    const down = await settle(
      healthLoader({
        request: getRequest("/healthz"),
        params: {},
        context: loadContext(own),
      }),
    );
    expect(down.status).toBe(503);
  });
});

// Findings of the hardening review, each reproduced against the real code: the open redirect of the signed-in
// login page, a growing toast cookie, NUL bytes in query strings, and the unthrottled pending-form stash.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stripControlCharacters } from "../../app/lib/text";
import { TOAST_FLASH_MAX } from "../../app/lib/toasts";
import { STASH_MAX_BYTES, STASH_PER_HOUR } from "../../app/models/pending-forms.server";
import { action as contactAction } from "../../app/routes/$lang.contact";
import { action as createAction } from "../../app/routes/$lang.recipe.create";
import { loader as searchLoader } from "../../app/routes/$lang.search";
import { loader as suggestLoader } from "../../app/routes/$lang.suggest";
import { action as loginAction, loader as loginLoader } from "../../app/routes/$lang.user.login";
import { action as apiLoginAction } from "../../app/routes/api.login";
import { readCookie, setCookie } from "../../app/utils/cookies.server";
import { resetEnvCache } from "../../app/utils/env.server";
import { maskEmail, onSecurityEvent, type SecurityEvent } from "../../app/utils/security-log.server";
import { takeToasts } from "../../app/utils/toast.server";
import type { DatabaseHandle } from "../../db/client";
import {
  createMember,
  createTestDatabase,
  formRequest,
  getRequest,
  loadContext,
  settle,
  thrown,
} from "./database";

let handle: DatabaseHandle;
let member: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  handle = await createTestDatabase();
  member = await createMember(handle, "hardening@example.com");
});
afterAll(async () => {
  await handle?.close();
});

describe("the signed-in login page's redirect", () => {
  const hostile = [
    "/.//evil.example",
    "/%2e//evil.example",
    "/a/..//evil.example",
    "/%2E%2E//evil.example",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/%0a/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
  ];
  it.each(hostile)("never leaves the site for redirectTo=%j", async (target) => {
    const res = await settle(
      loginLoader({
        request: getRequest(`/en/user/login?redirectTo=${encodeURIComponent(target)}`, {
          Cookie: member.cookie,
        }),
        params: { lang: "en" },
        context: loadContext(handle),
      }),
    );
    expect(res.status).toBe(302);
    const location = res.headers.get("Location") ?? "";
    expect(location.startsWith("/")).toBe(true);
    expect(location.startsWith("//")).toBe(false);
    expect(location).not.toContain("\\");
    expect(location).not.toContain("evil.example");
  });
  it("still goes back to a page of the site", async () => {
    const res = await settle(
      loginLoader({
        request: getRequest("/en/user/login?redirectTo=%2Fen%2Frecipe%2Flist%3Fsort%3Dname", {
          Cookie: member.cookie,
        }),
        params: { lang: "en" },
        context: loadContext(handle),
      }),
    );
    expect(res.headers.get("Location")).toBe("/en/recipe/list?sort=name");
  });
});

describe("the toast cookie", () => {
  it("stays small however often a client posts without following the redirect", async () => {
    let cookie = "";
    const lengths: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await settle(
        contactAction({
          request: formRequest(
            "/en/contact",
            { name: "Ada", email: "ada@example.com", message: `Message number ${i}, long enough.` },
            cookie ? { Cookie: cookie } : {},
          ),
          params: { lang: "en" },
          // a new address each time: the contact limit is not what this test is about
          context: loadContext(handle, { clientIp: `10.20.${Math.floor(i / 200)}.${i % 200}` }),
        }),
      );
      expect(res.status).toBe(302);
      const set = res.headers.get("Set-Cookie") ?? "";
      cookie = set.split(";")[0] ?? "";
      lengths.push(cookie.length);
    }
    expect(Math.max(...lengths)).toBeLessThan(1000);
    // the signature varies by a byte or two; the size does not grow
    const settled = lengths.slice(-10);
    expect(Math.max(...settled) - Math.min(...settled)).toBeLessThan(24);
    const { toasts } = await takeToasts(getRequest("/en", { Cookie: cookie }));
    expect(toasts).toHaveLength(TOAST_FLASH_MAX);
  });
});

describe("control characters in query strings", () => {
  it.each(["%00", "gin%00", "%00%01%1F%7F", "a%00b"])(
    "search answers q=%s without reaching the database with NUL",
    async (q) => {
      const res = await settle(
        searchLoader({
          request: getRequest(`/en/search?q=${q}`),
          params: { lang: "en" },
          context: loadContext(handle),
        }),
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as { q: string };
      expect(body.q).toBe(stripControlCharacters(body.q));
    },
  );
  it("the suggestion endpoint too", async () => {
    const res = await settle(
      suggestLoader({
        request: getRequest("/en/suggest?q=gi%00n"),
        params: { lang: "en" },
        context: loadContext(handle),
      }),
    );
    expect(res.status).toBe(200);
  });
});

describe("the pending-form stash of a visitor without a session", () => {
  const stashed = async () =>
    Number(
      (
        await handle.db
          .selectFrom("pending_forms")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const post = (fields: Record<string, string>, clientIp: string) =>
    settle(
      createAction({
        request: formRequest("/en/recipe/create", fields),
        params: { lang: "en" },
        context: loadContext(handle, { clientIp }),
      }),
    );

  it("keeps a normal form and sends its author to the login page", async () => {
    const before = await stashed();
    const res = await post({ nameEn: "Late Night Sour" }, "10.30.0.1");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/en\/user\/login\?redirectTo=/);
    expect(res.headers.get("Set-Cookie")).toMatch(/^pending-form=[^;]+;.*HttpOnly; SameSite=Lax/);
    expect(await stashed()).toBe(before + 1);
  });
  it("refuses a form above 64 KB with 413 and keeps nothing", async () => {
    const before = await stashed();
    const res = await post({ nameEn: "x", descriptionEn: "y".repeat(STASH_MAX_BYTES + 1) }, "10.30.0.2");
    expect(res.status).toBe(413);
    expect(await stashed()).toBe(before);
  });
  it(`keeps at most ${STASH_PER_HOUR} forms per address and hour, then answers 429 with Retry-After`, async () => {
    for (let i = 0; i < STASH_PER_HOUR; i++) {
      expect((await post({ nameEn: `Form ${i}` }, "10.30.0.3")).status).toBe(302);
    }
    const before = await stashed();
    const refused = await post({ nameEn: "One too many" }, "10.30.0.3");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await stashed()).toBe(before);
    // another address is not affected
    expect((await post({ nameEn: "Elsewhere" }, "10.30.0.4")).status).toBe(302);
  });
});

describe("security events", () => {
  it("masks addresses to their first letter and domain", () => {
    expect(maskEmail("jane.doe@example.com")).toBe("j***@example.com");
    expect(maskEmail("nonsense")).toBe("***");
  });
  it("records a refused cross-site form and a hit rate limit, with the request id and nothing secret", async () => {
    const events: SecurityEvent[] = [];
    const stop = onSecurityEvent((e) => events.push(e));
    try {
      const message = { name: "Eve", email: "eve@example.com", message: "A message long enough to pass." };
      const crossSite = await thrown(() =>
        contactAction({
          request: formRequest("/en/contact", message, {
            "Sec-Fetch-Site": "cross-site",
            Origin: "https://evil.example",
          }),
          params: { lang: "en" },
          context: loadContext(handle, { requestId: "req-cross" }),
        }),
      );
      expect(crossSite.status).toBe(403);
      for (let i = 0; i < 6; i++) {
        await settle(
          contactAction({
            request: formRequest("/en/contact", message),
            params: { lang: "en" },
            context: loadContext(handle, { clientIp: "10.40.0.1", requestId: `req-${i}` }),
          }),
        );
      }
    } finally {
      stop();
    }
    expect(events.map((e) => e.event)).toEqual(["request.cross-site", "rate-limit.hit"]);
    expect(events[0]?.detail).toBe("POST /en/contact");
    expect(events[1]).toMatchObject({ requestId: "req-5", ip: "10.40.0.1", detail: "contact" });
    expect(JSON.stringify(events)).not.toContain("eve@example.com");
  });
});

describe("refused requests are security events", () => {
  it("a body that is not a form (415) and a filled honeypot are logged, nothing stored", async () => {
    const events: SecurityEvent[] = [];
    const stop = onSecurityEvent((e) => events.push(e));
    try {
      const wrongType = await thrown(() =>
        contactAction({
          request: new Request("http://localhost:3000/en/contact", {
            method: "POST",
            body: "name=Ada",
            headers: { "Content-Type": "text/plain", "Sec-Fetch-Site": "same-origin" },
          }),
          params: { lang: "en" },
          context: loadContext(handle),
        }),
      );
      expect(wrongType.status).toBe(415);
      const bot = await settle(
        contactAction({
          request: formRequest("/en/contact", {
            name: "Bot",
            email: "bot@example.com",
            message: "Buy things now, long enough.",
            website: "http://spam.example",
          }),
          params: { lang: "en" },
          context: loadContext(handle, { clientIp: "10.50.0.1" }),
        }),
      );
      expect(bot.status).toBe(400);
    } finally {
      stop();
    }
    expect(events.map((e) => [e.event, e.detail])).toEqual([
      ["request.refused", "unsupported: POST /en/contact"],
      ["request.refused", "honeypot"],
    ]);
  });
});

describe("findings of the property-based test, kept as regressions", () => {
  it("a NUL in the login form's e-mail is a plain failed login, never a database error", async () => {
    const res = await settle(
      loginAction({
        request: formRequest("/en/user/login", {
          intent: "login",
          email: "ada\u0000@example.com",
          password: "some-password",
        }),
        params: { lang: "en" },
        context: loadContext(handle, { clientIp: "10.60.0.1" }),
      }),
    );
    expect(res.status).toBe(401);
  });
  it("a lone surrogate in the API's JSON is a plain failed login", async () => {
    const res = await settle(
      apiLoginAction({
        request: new Request("http://localhost:3000/api/login", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: '{"email": "\\u200b\\udfa9", "password": "x"}',
        }),
        params: {},
        context: loadContext(handle, { clientIp: "10.60.0.2" }),
      }),
    );
    expect(res.status).toBe(401);
  });
  it("an ingredient id that does not exist is a field error (400), not a failed save", async () => {
    const res = await settle(
      createAction({
        request: formRequest(
          "/en/recipe/create",
          { intent: "draft", nameEn: "Ghost Sour", "lines[0].ingredient": "999999" },
          { Cookie: member.cookie },
        ),
        params: { lang: "en" },
        context: loadContext(handle),
      }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { result: { error: Record<string, string[]> } };
    expect(body.result.error["lines[0].ingredient"]).toEqual(["author.ingredientUnknown"]);
  });
});

describe("cookies on https", () => {
  it("all carry Secure and the __Host- prefix, and are read back under that name", async () => {
    const before = process.env.PUBLIC_URL;
    process.env.PUBLIC_URL = "https://cocktails.example";
    resetEnvCache();
    try {
      for (const which of ["session", "toast", "pendingForm", "locale", "bar"] as const) {
        const header = await setCookie(which, "value");
        expect(header, which).toMatch(/^__Host-[a-z-]+=/);
        expect(header, which).toContain("; Secure");
        expect(header, which).toContain("; Path=/");
        expect(header, which).not.toContain("Domain=");
        const pair = header.split(";")[0] ?? "";
        expect(await readCookie(which, getRequest("/", { Cookie: pair }))).toBe("value");
      }
      // the plain name is not accepted on https (it could come from a sibling subdomain)
      const plain = (await setCookie("locale", "de")).split(";")[0]?.replace("__Host-", "") ?? "";
      expect(await readCookie("locale", getRequest("/", { Cookie: plain }))).toBeNull();
    } finally {
      if (before === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = before;
      resetEnvCache();
    }
  });
});

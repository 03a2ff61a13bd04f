import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createSession } from "../../app/models/sessions.server";
import { confirmEmail, createUser } from "../../app/models/users.server";
import { action as notFoundAction, loader as notFoundLoader } from "../../app/routes/api.$";
import { action as loginAction, loader as loginLoader } from "../../app/routes/api.login";
import { action as logoutAction } from "../../app/routes/api.logout";
import { action as meAction, loader as meLoader } from "../../app/routes/api.me";
import { action as newsletterAction } from "../../app/routes/api.update-user-newsletter";
import { action as slugAction } from "../../app/routes/api.update-user-profile-name";
import { hashPassword } from "../../app/services/login.server";
import { hashToken } from "../../app/utils/tokens.server";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase, loadContext } from "./database";

const PASSWORD = "correct horse battery staple";
const BASE = "http://localhost:3000";

let handle: DatabaseHandle;
const ids: Record<"ada" | "bob" | "carl" | "dora" | "emil", number> = {
  ada: 0,
  bob: 0,
  carl: 0,
  dora: 0,
  emil: 0,
};

beforeAll(async () => {
  handle = await createTestDatabase();
  const passwordHash = await hashPassword(PASSWORD);
  const make = async (first: string, confirmed: boolean) => {
    const created = await createUser(handle.db, {
      email: `${first}@example.com`,
      passwordHash,
      firstName: first,
      lastName: "Tester",
      newsletter: false,
      locale: "en",
    });
    if (!created.ok) throw new Error(`${first} exists`);
    if (confirmed) await confirmEmail(handle.db, created.id);
    return created.id;
  };
  ids.ada = await make("ada", true);
  ids.bob = await make("bob", true);
  ids.carl = await make("carl", false);
  ids.dora = await make("dora", true);
  ids.emil = await make("emil", true);
});
afterAll(async () => {
  await handle?.close();
});

// Every test that logs in has an address of its own, so the per-address limit only bites where it should.
let ipCounter = 0;
function context(clientIp = `10.1.0.${++ipCounter}`): AppLoadContext {
  return loadContext(handle, { clientIp });
}

type Handler = (args: LoaderFunctionArgs) => Promise<Response>;

/** Calls a loader or action; a thrown response counts as the answer. */
async function call(handler: Handler, request: Request, ctx = context()): Promise<Response> {
  try {
    return await handler({ request, params: {}, context: ctx });
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function get(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`${BASE}${path}`, { headers });
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Asserts the status and that the answer is an uncached JSON `{error: string}`; returns the message. */
async function expectError(res: Response, status: number): Promise<string> {
  expect(res.status).toBe(status);
  expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  const body = await res.json();
  expect(typeof body.error).toBe("string");
  expect(body.error.length).toBeGreaterThan(0);
  return body.error;
}

async function expectOk(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  return res.json();
}

const login = (email: string, password: string, ctx?: AppLoadContext) =>
  call(loginAction, post("/api/login", { email, password }), ctx);

describe("POST /api/login", () => {
  it("answers a token and the user; the token opens /api/me", async () => {
    const body = await expectOk(await login("ada@example.com", PASSWORD));
    expect(typeof body.token).toBe("string");
    expect(body.user).toEqual({
      id: ids.ada,
      email: "ada@example.com",
      firstName: "ada",
      lastName: "Tester",
      newsletter: 0,
      profileSlug: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(new Date(body.user.createdAt).toISOString()).toBe(body.user.createdAt);
    const me = await expectOk(await call(meLoader, get("/api/me", bearer(body.token))));
    expect(me).toEqual(body.user);
  });

  it("gives a new token on every login", async () => {
    const a = await expectOk(await login("ada@example.com", PASSWORD));
    const b = await expectOk(await login("ADA@example.com ", PASSWORD));
    expect(a.token).not.toBe(b.token);
  });

  it("answers a wrong password and an unknown address alike with 401", async () => {
    const wrong = await login("ada@example.com", "not the password");
    const unknown = await login("nobody@example.com", PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.clone().json(), await unknown.clone().json()];
    expect(a).toEqual(b);
    await expectError(wrong, 401);
    await expectError(unknown, 401);
  });

  it("answers an unconfirmed address with 403 once the password is right", async () => {
    expect(await expectError(await login("carl@example.com", PASSWORD), 403)).toBe("email not confirmed");
    await expectError(await login("carl@example.com", "not the password"), 401);
  });

  it("refuses fields that are not strings with 400", async () => {
    await expectError(await call(loginAction, post("/api/login", { email: "ada@example.com" })), 400);
    await expectError(await call(loginAction, post("/api/login", { email: 1, password: PASSWORD })), 400);
  });

  it("answers GET with 405 and Allow: POST", async () => {
    const res = await call(loginLoader, get("/api/login"));
    await expectError(res, 405);
    expect(res.headers.get("Allow")).toBe("POST");
  });

  it("answers PUT with 405", async () => {
    const res = await call(loginAction, new Request(`${BASE}/api/login`, { method: "PUT" }));
    await expectError(res, 405);
    expect(res.headers.get("Allow")).toBe("POST");
  });
});

describe("login limits", () => {
  // The limits count in fixed windows; a frozen clock keeps a burst from straddling two of them.
  afterEach(() => {
    vi.useRealTimers();
  });
  const freeze = () => {
    const quarter = 15 * 60 * 1000;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.floor(Date.now() / quarter) * quarter + 1000);
  };

  it("answers the 11th login from one address within a minute with 429 and Retry-After", async () => {
    freeze();
    const ctx = context("10.2.0.1");
    for (let i = 0; i < 10; i++) expect((await login("emil@example.com", PASSWORD, ctx)).status).toBe(200);
    const res = await login("emil@example.com", PASSWORD, ctx);
    await expectError(res, 429);
    const retryAfter = Number(res.headers.get("Retry-After"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // another address is not affected
    expect((await login("emil@example.com", PASSWORD, context("10.2.0.2"))).status).toBe(200);
  });

  it("answers 429 after 5 failures for one account from one address, even with the right password", async () => {
    freeze();
    const address = "10.1.9.1";
    for (let i = 0; i < 5; i++) {
      await expectError(await login("dora@example.com", `wrong ${i}`, context(address)), 401);
    }
    const res = await login("dora@example.com", PASSWORD, context(address));
    await expectError(res, 429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("authentication", () => {
  it("answers /api/me without a valid bearer token with 401", async () => {
    const cases: Record<string, string>[] = [
      {},
      { Authorization: "Bearer undefined" },
      { Authorization: "Bearer null" },
      { Authorization: "Bearer no-such-token" },
      { Authorization: "Basic YWRhOnB3" },
      { Authorization: "Bearer " },
    ];
    for (const headers of cases) {
      await expectError(await call(meLoader, get("/api/me", headers)), 401);
    }
  });

  it("answers an expired token with 401", async () => {
    const token = await createSession(handle.db, ids.ada);
    await handle.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("token_hash", "=", hashToken(token))
      .execute();
    await expectError(await call(meLoader, get("/api/me", bearer(token))), 401);
  });

  it("answers POST on /api/me with 405 and Allow", async () => {
    const res = await call(meAction, post("/api/me", {}, bearer(await createSession(handle.db, ids.ada))));
    await expectError(res, 405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
  });

  it("ends the token's session on logout, and only that one", async () => {
    const token = await createSession(handle.db, ids.ada);
    const other = await createSession(handle.db, ids.ada);
    const res = await call(
      logoutAction,
      new Request(`${BASE}/api/logout`, { method: "POST", headers: bearer(token) }),
    );
    expect(await expectOk(res)).toEqual({ success: true });
    await expectError(await call(meLoader, get("/api/me", bearer(token))), 401);
    await expectOk(await call(meLoader, get("/api/me", bearer(other))));
    await expectError(
      await call(logoutAction, new Request(`${BASE}/api/logout`, { method: "POST", headers: bearer(token) })),
      401,
    );
  });

  it("refuses the other routes without a token", async () => {
    await expectError(
      await call(slugAction, post("/api/update-user-profile-name", { profileSlug: "x-y-z" })),
      401,
    );
    await expectError(
      await call(newsletterAction, post("/api/update-user-newsletter", { state: true })),
      401,
    );
    await expectError(
      await call(logoutAction, post("/api/logout", {}, { Authorization: "Bearer null" })),
      401,
    );
  });
});

describe("POST /api/update-user-profile-name", () => {
  const change = async (userId: number, body: unknown) =>
    call(
      slugAction,
      post("/api/update-user-profile-name", body, bearer(await createSession(handle.db, userId))),
    );

  it("changes the slug", async () => {
    expect(await expectOk(await change(ids.ada, { profileSlug: "ada-mixes" }))).toEqual({
      success: true,
      profileSlug: "ada-mixes",
    });
    const me = await expectOk(
      await call(meLoader, get("/api/me", bearer(await createSession(handle.db, ids.ada)))),
    );
    expect(me.profileSlug).toBe("ada-mixes");
    // keeping one's own slug is fine
    expect((await expectOk(await change(ids.ada, { profileSlug: "ada-mixes" }))).success).toBe(true);
  });

  it("answers a slug another member has with taken", async () => {
    await expectOk(await change(ids.bob, { profileSlug: "bob-shakes" }));
    const body = await expectOk(await change(ids.ada, { profileSlug: "bob-shakes" }));
    expect(body).toEqual({ success: false, error: "taken", message: expect.any(String) });
  });

  it("answers reserved and invalid slugs", async () => {
    const reserved = await expectOk(await change(ids.ada, { profileSlug: "admin" }));
    expect(reserved).toEqual({ success: false, error: "reserved", message: expect.any(String) });
    for (const profileSlug of ["A!", "ab", "x".repeat(41), 42, null, undefined]) {
      const body = await expectOk(await change(ids.ada, { profileSlug }));
      expect(body).toMatchObject({ success: false, error: "invalid" });
      expect(body.message.length).toBeGreaterThan(0);
    }
  });

  it("refuses a body that is not a JSON object with 400", async () => {
    for (const body of ["[]", '"ada"', "null", "42"]) {
      await expectError(await change(ids.ada, body), 400);
    }
  });
});

describe("POST /api/update-user-newsletter", () => {
  const set = async (state: unknown) =>
    call(
      newsletterAction,
      post("/api/update-user-newsletter", { state }, bearer(await createSession(handle.db, ids.bob))),
    );

  it("follows the newsletter rule: true from 0 → 1, true from 1 → 0, false → 0", async () => {
    expect(await expectOk(await set(true))).toEqual({ success: true, newsletter: 1 });
    expect(await expectOk(await set(true))).toEqual({ success: true, newsletter: 0 });
    expect(await expectOk(await set(false))).toEqual({ success: true, newsletter: 0 });
    await expectOk(await set(true));
    expect(await expectOk(await set(false))).toEqual({ success: true, newsletter: 0 });
    const row = await handle.db
      .selectFrom("users")
      .select("newsletter")
      .where("id", "=", ids.bob)
      .executeTakeFirstOrThrow();
    expect(row.newsletter).toBe(0);
  });

  it("refuses a state that is not a boolean with 400", async () => {
    for (const state of ["yes", 1, null, undefined]) await expectError(await set(state), 400);
  });
});

describe("request bodies", () => {
  let token: string;
  beforeAll(async () => {
    token = await createSession(handle.db, ids.dora);
  });
  const send = (init: RequestInit) =>
    call(
      newsletterAction,
      new Request(`${BASE}/api/update-user-newsletter`, {
        method: "POST",
        ...init,
        headers: { ...bearer(token), ...(init.headers as Record<string, string>) },
      }),
    );

  it("answers malformed JSON with 400", async () => {
    await expectError(
      await send({ headers: { "Content-Type": "application/json" }, body: "{state: tru" }),
      400,
    );
    await expectError(await call(loginAction, post("/api/login", '{"email": ')), 400);
  });

  it("answers a missing body with 400", async () => {
    await expectError(await send({ headers: { "Content-Type": "application/json" } }), 400);
  });

  it("answers another content type with 415", async () => {
    await expectError(await send({ headers: { "Content-Type": "text/plain" }, body: '{"state":true}' }), 415);
    await expectError(
      await call(
        loginAction,
        new Request(`${BASE}/api/login`, {
          method: "POST",
          body: new URLSearchParams({ email: "ada@example.com", password: PASSWORD }),
        }),
      ),
      415,
    );
  });

  it("accepts application/json with a charset", async () => {
    const res = await send({
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: '{"state":false}',
    });
    expect(await expectOk(res)).toEqual({ success: true, newsletter: 0 });
  });

  it("answers a body over 64 KB with 413, by its bytes and by its Content-Length", async () => {
    const big = JSON.stringify({ state: true, padding: "x".repeat(70 * 1024) });
    await expectError(await send({ headers: { "Content-Type": "application/json" }, body: big }), 413);
    await expectError(await call(loginAction, post("/api/login", big)), 413);
    const declared = await send({
      headers: { "Content-Type": "application/json", "Content-Length": "70000" },
      body: '{"state":true}',
    });
    await expectError(declared, 413);
    // exactly at the limit is still read
    const exact = JSON.stringify({ state: false, padding: "" });
    const atLimit = exact.replace('""', `"${"x".repeat(65_536 - exact.length)}"`);
    expect(new TextEncoder().encode(atLimit).byteLength).toBe(65_536);
    await expectOk(await send({ headers: { "Content-Type": "application/json" }, body: atLimit }));
  });
});

describe("unknown paths", () => {
  it("answers any method on an unknown /api path with a JSON 404", async () => {
    for (const res of [
      await call(notFoundLoader, get("/api/no-such-thing")),
      await call(notFoundAction, post("/api/no-such-thing", {})),
      await call(notFoundAction, new Request(`${BASE}/api/x/y`, { method: "DELETE" })),
    ]) {
      expect(await expectError(res, 404)).toBe("not found");
    }
  });
});

import type { AppLoadContext } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PASSWORD_MAX, SESSION_ABSOLUTE_MS } from "../../app/lib/account-rules";
import { LOGIN_BACKOFF } from "../../app/lib/login-backoff";
import { createSession, sessionUser } from "../../app/models/sessions.server";
import { confirmEmail, createUser } from "../../app/models/users.server";
import { createVerification } from "../../app/models/verifications.server";
import { action as loginAction } from "../../app/routes/$lang.user.login";
import { action as logoutAction } from "../../app/routes/$lang.user.logout";
import { action as meAction, loader as meLoader } from "../../app/routes/$lang.user.me";
import { action as registerAction } from "../../app/routes/$lang.user.register";
import { action as resetAction } from "../../app/routes/$lang.user.reset";
import { action as apiLoginAction } from "../../app/routes/api.login";
import { action as apiLogoutAction } from "../../app/routes/api.logout";
import { loader as apiMeLoader } from "../../app/routes/api.me";
import { hashPassword } from "../../app/services/login.server";
import { onSecurityEvent, type SecurityEvent } from "../../app/utils/security-log.server";
import { hashToken } from "../../app/utils/tokens.server";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase, formRequest, getRequest, loadContext, settle } from "./database";
import { mailsTo, useOutbox } from "./mailbox";

const PASSWORD = "correct horse battery staple";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const DAY = 24 * 60 * 60 * 1000;

let handle: DatabaseHandle;
let outbox: string;
const events: SecurityEvent[] = [];
let stopListening: () => void = () => {};

beforeAll(async () => {
  outbox = useOutbox();
  handle = await createTestDatabase();
  stopListening = onSecurityEvent((event) => events.push(event));
});
afterAll(async () => {
  stopListening();
  await handle?.close();
});
beforeEach(() => {
  events.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

let ipCounter = 0;
/** A fresh client address per call unless one is given, so only the limits a test is about bite. */
function ctx(clientIp = `10.7.0.${++ipCounter}`): AppLoadContext {
  return loadContext(handle, { clientIp, requestId: `req-${ipCounter}` });
}

let memberCounter = 0;
async function member(prefix: string) {
  const email = `${prefix}-${++memberCounter}@example.com`;
  const created = await createUser(handle.db, {
    email,
    passwordHash: await hashPassword(PASSWORD),
    firstName: "Sam",
    lastName: "Session",
    newsletter: false,
    locale: "en",
  });
  if (!created.ok) throw new Error(`${email} exists`);
  await confirmEmail(handle.db, created.id);
  return { id: created.id, email };
}

function formLogin(email: string, password: string, context = ctx(), userAgent = FIREFOX_LINUX) {
  return settle(
    loginAction({
      request: formRequest(
        "/en/user/login",
        { intent: "login", email, password },
        { "User-Agent": userAgent },
      ),
      params: { lang: "en" },
      context,
    }),
  );
}

function apiLogin(body: unknown, context = ctx(), userAgent = SAFARI_IPHONE) {
  return settle(
    apiLoginAction({
      request: new Request("http://localhost:3000/api/login", {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": userAgent },
        body: JSON.stringify(body),
      }),
      params: {},
      context,
    }),
  );
}

function cookieOf(res: Response): string {
  const cookie = (res.headers.getSetCookie?.() ?? []).find((c) => c.startsWith("session="));
  if (!cookie) throw new Error(`no session cookie (status ${res.status})`);
  return cookie.split(";")[0] ?? "";
}

/** The token inside a session cookie (Remix's encoding: base64 of the JSON string, URI-encoded). */
const tokenOf = (cookie: string): string =>
  JSON.parse(atob(decodeURIComponent(cookie.slice("session=".length)))) as string;

async function logIn(email: string, userAgent = FIREFOX_LINUX, password = PASSWORD) {
  const res = await formLogin(email, password, ctx(), userAgent);
  expect(res.status).toBe(302);
  return cookieOf(res);
}

function accountPage(cookie: string) {
  return settle(
    meLoader({
      request: getRequest("/en/user/me", { Cookie: cookie }),
      params: { lang: "en" },
      context: ctx(),
    }),
  );
}

function accountPost(cookie: string, fields: Record<string, string>) {
  return settle(
    meAction({
      request: formRequest("/en/user/me", fields, { Cookie: cookie }),
      params: { lang: "en" },
      context: ctx(),
    }),
  );
}

async function sessionIds(userId: number): Promise<number[]> {
  const rows = await handle.db
    .selectFrom("sessions")
    .select("id")
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
  return rows.map((r) => r.id);
}

async function sessionIdOf(cookie: string): Promise<number> {
  const row = await handle.db
    .selectFrom("sessions")
    .select("id")
    .where("token_hash", "=", hashToken(tokenOf(cookie)))
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Nothing secret in the security events: no password, no token, no whole address. */
function expectNoSecretsIn(list: SecurityEvent[], secrets: string[]) {
  const text = JSON.stringify(list);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

describe("session lifetime", () => {
  it("ends a session 30 days after its last use and 90 days after its login, for cookies and API tokens", async () => {
    const m = await member("lifetime");
    const token = await createSession(handle.db, m.id);
    expect(await sessionUser(handle.db, token)).not.toBeNull();

    // used every day, the session still ends 90 days after its login
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    let day = 0;
    for (day = 1; day <= 95; day++) {
      vi.setSystemTime(start + day * DAY);
      if (!(await sessionUser(handle.db, token))) break;
    }
    expect(day).toBe(90);
    const row = await handle.db
      .selectFrom("sessions")
      .select(["created_at", "expires_at"])
      .where("token_hash", "=", hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime()).toBe(row.created_at.getTime() + SESSION_ABSOLUTE_MS);
    vi.useRealTimers();

    // the API's bearer token is the same kind of session
    const apiToken = await createSession(handle.db, m.id);
    const me = () =>
      settle(
        apiMeLoader({
          request: getRequest("/api/me", { Authorization: `Bearer ${apiToken}` }),
          params: {},
          context: ctx(),
        }),
      );
    expect((await me()).status).toBe(200);
    await handle.db
      .updateTable("sessions")
      .set({ created_at: new Date(Date.now() - SESSION_ABSOLUTE_MS - 1000) } as never)
      .where("token_hash", "=", hashToken(apiToken))
      .execute();
    expect((await me()).status).toBe(401);

    // idle for 30 days
    const idle = await createSession(handle.db, m.id);
    await handle.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("token_hash", "=", hashToken(idle))
      .execute();
    expect(await sessionUser(handle.db, idle)).toBeNull();
  });

  it("lets the browser keep the cookie as long as a session can live at most", async () => {
    const m = await member("cookie");
    const res = await formLogin(m.email, PASSWORD);
    const cookie = (res.headers.getSetCookie?.() ?? []).find((c) => c.startsWith("session=")) ?? "";
    expect(cookie).toContain(`Max-Age=${SESSION_ABSOLUTE_MS / 1000}`);
  });
});

describe("device hints", () => {
  it("stores a short hint of the browser at login, by form and by API, never the header", async () => {
    const m = await member("device");
    await logIn(m.email, FIREFOX_LINUX);
    const api = await apiLogin({ email: m.email, password: PASSWORD });
    expect(api.status).toBe(200);
    const long = `${SAFARI_IPHONE} ${"tracking-id=0123456789abcdef ".repeat(400)}`;
    await logIn(m.email, long);
    await logIn(m.email, "");
    const rows = await handle.db
      .selectFrom("sessions")
      .select("user_agent")
      .where("user_id", "=", m.id)
      .orderBy("id")
      .execute();
    expect(rows.map((r) => r.user_agent)).toEqual([
      "Firefox on Linux",
      "Safari on iPhone",
      "Safari on iPhone",
      "Unknown device",
    ]);
    for (const r of rows) expect(r.user_agent.length).toBeLessThanOrEqual(100);
  });
});

describe("the account page's sessions", () => {
  it("lists the member's sessions with device, dates and this device marked", async () => {
    const m = await member("list");
    const phone = await logIn(m.email, SAFARI_IPHONE);
    const laptop = await logIn(m.email, FIREFOX_LINUX);
    const other = await member("list-other");
    await logIn(other.email);
    const res = await accountPage(laptop);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const body = await res.json();
    expect(body.sessions).toHaveLength(2);
    const current = body.sessions.find((s: { current: boolean }) => s.current);
    expect(current).toMatchObject({ id: await sessionIdOf(laptop), device: "Firefox on Linux" });
    const phoneRow = body.sessions.find((s: { current: boolean }) => !s.current);
    expect(phoneRow).toMatchObject({ id: await sessionIdOf(phone), device: "Safari on iPhone" });
    expect(phoneRow.started).toMatch(/\d{4}/);
    expect(new Date(phoneRow.startedIso).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(body)).not.toContain(tokenOf(phone));
  });

  it("ends another session of the member, and never another member's or the current one", async () => {
    const m = await member("end-one");
    const phone = await logIn(m.email, SAFARI_IPHONE);
    const laptop = await logIn(m.email, FIREFOX_LINUX);
    const stranger = await member("stranger");
    const strangerCookie = await logIn(stranger.email);
    const strangerSession = await sessionIdOf(strangerCookie);

    // someone else's session: nothing happens
    const foreign = await accountPost(laptop, { intent: "end-session", sessionId: String(strangerSession) });
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error[""]).toEqual(["account.sessionGone"]);
    expect((await accountPage(strangerCookie)).status).toBe(200);
    // the current session is ended by logging out, not here
    const own = await accountPost(laptop, {
      intent: "end-session",
      sessionId: String(await sessionIdOf(laptop)),
    });
    expect(own.status).toBe(404);
    // nonsense
    expect((await accountPost(laptop, { intent: "end-session", sessionId: "abc" })).status).toBe(400);
    expect((await accountPost(laptop, { intent: "end-session", sessionId: "99999999999" })).status).toBe(400);

    const ended = await accountPost(laptop, {
      intent: "end-session",
      sessionId: String(await sessionIdOf(phone)),
    });
    expect(ended.status).toBe(302);
    expect(ended.headers.get("Location")).toBe("/en/user/me");
    expect((await accountPage(phone)).status).toBe(302);
    expect((await accountPage(laptop)).status).toBe(200);
    expect(events.filter((e) => e.event === "session.end")).toEqual([
      expect.objectContaining({ userId: m.id, detail: "one", requestId: expect.any(String) }),
    ]);
    expectNoSecretsIn(events, [tokenOf(phone), tokenOf(laptop), PASSWORD]);
  });

  it("ends all other sessions and keeps this one", async () => {
    const m = await member("end-all");
    const a = await logIn(m.email);
    const b = await logIn(m.email, SAFARI_IPHONE);
    const c = await logIn(m.email);
    const stranger = await member("end-all-stranger");
    const strangerCookie = await logIn(stranger.email);
    const res = await accountPost(b, { intent: "end-others" });
    expect(res.status).toBe(302);
    expect(await sessionIds(m.id)).toEqual([await sessionIdOf(b)]);
    expect((await accountPage(a)).status).toBe(302);
    expect((await accountPage(c)).status).toBe(302);
    expect((await accountPage(b)).status).toBe(200);
    expect((await accountPage(strangerCookie)).status).toBe(200);
    expect(events.filter((e) => e.event === "session.end")).toEqual([
      expect.objectContaining({ userId: m.id, detail: "others" }),
    ]);
  });

  it("logs 'session.end' on logout, by form and by API", async () => {
    const m = await member("logout");
    const cookie = await logIn(m.email);
    const out = await settle(
      logoutAction({
        request: formRequest("/en/user/logout", {}, { Cookie: cookie }),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(out.status).toBe(302);
    const token = await createSession(handle.db, m.id);
    const apiOut = await settle(
      apiLogoutAction({
        request: new Request("http://localhost:3000/api/logout", {
          method: "POST",
          headers: { Authorization: `Bearer ${token}` },
        }),
        params: {},
        context: ctx(),
      }),
    );
    expect(apiOut.status).toBe(200);
    expect(await sessionIds(m.id)).toEqual([]);
    const ends = events.filter((e) => e.event === "session.end");
    expect(ends).toEqual([
      expect.objectContaining({ userId: m.id, detail: "logout" }),
      expect.objectContaining({ userId: m.id, detail: "logout" }),
    ]);
    expectNoSecretsIn(events, [tokenOf(cookie), token]);
  });
});

describe("logging in over an existing session", () => {
  it("ends the earlier session of this browser, so one browser never holds two", async () => {
    const m = await member("relogin");
    const first = await logIn(m.email);
    const again = await settle(
      loginAction({
        request: formRequest(
          "/en/user/login",
          { intent: "login", email: m.email, password: PASSWORD },
          { Cookie: first, "User-Agent": FIREFOX_LINUX },
        ),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(again.status).toBe(302);
    expect(await sessionIds(m.id)).toHaveLength(1);
    expect(events.filter((e) => e.event === "session.end")).toEqual([
      expect.objectContaining({ userId: m.id, detail: "replaced" }),
    ]);
  });
});

describe("deleting the account", () => {
  it("counts wrong passwords towards the login backoff, then answers 429 with Retry-After", async () => {
    const m = await member("delete-guess");
    const cookie = await logIn(m.email);
    const attempt = () =>
      settle(
        meAction({
          request: formRequest(
            "/en/user/me",
            { intent: "delete", password: "not the password" },
            { Cookie: cookie },
          ),
          params: { lang: "en" },
          context: ctx(),
        }),
      );
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(403);
    const slowed = await attempt();
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(events.filter((e) => e.event === "login.failure" && e.detail === "account-delete")).toHaveLength(
      5,
    );
    expect(events.some((e) => e.event === "login.backoff" && e.detail === "account-delete")).toBe(true);
    expectNoSecretsIn(events, ["not the password"]);
  });
});

describe("change password", () => {
  const newPassword = "a fresh and longer secret";
  const change = (cookie: string, fields: Record<string, string>) =>
    accountPost(cookie, { intent: "password", ...fields });

  it("refuses a wrong current password as a field error, and checks the new one like registration", async () => {
    const m = await member("pw-wrong");
    const cookie = await logIn(m.email);
    const wrong = await change(cookie, {
      currentPassword: "not my password",
      newPassword,
      confirmPassword: newPassword,
    });
    expect(wrong.status).toBe(400);
    const body = await wrong.json();
    expect(body.error.currentPassword).toEqual(["account.wrongPassword"]);
    expect(body.initialValue.currentPassword).toBeUndefined();
    expect(body.initialValue.newPassword).toBeUndefined();

    const bad = await change(cookie, { newPassword: "short", confirmPassword: "other" });
    expect(bad.status).toBe(400);
    const errors = (await bad.json()).error;
    expect(errors.currentPassword).toEqual(["account.passwordRequired"]);
    expect(errors.newPassword).toEqual(["account.passwordTooShort"]);
    expect(errors.confirmPassword).toEqual(["account.passwordMismatch"]);
    // the password is unchanged, the session still works
    expect((await formLogin(m.email, PASSWORD)).status).toBe(302);
    expect((await accountPage(cookie)).status).toBe(200);
  });

  it("sets the new password, ends the other sessions, keeps this one and queues a notice", async () => {
    const m = await member("pw-ok");
    const elsewhere = await logIn(m.email, SAFARI_IPHONE);
    const token = await createSession(handle.db, m.id); // an API client
    const here = await logIn(m.email);
    const res = await change(here, { currentPassword: PASSWORD, newPassword, confirmPassword: newPassword });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/en/user/me");
    expect((res.headers.getSetCookie?.() ?? []).some((c) => c.startsWith("toast="))).toBe(true);
    expect(await sessionIds(m.id)).toEqual([await sessionIdOf(here)]);
    expect((await accountPage(here)).status).toBe(200);
    expect((await accountPage(elsewhere)).status).toBe(302);
    expect(await sessionUser(handle.db, token)).toBeNull();
    expect((await formLogin(m.email, PASSWORD)).status).toBe(401);
    expect((await formLogin(m.email, newPassword)).status).toBe(302);
    const mails = await mailsTo(outbox, m.email, handle.db);
    expect(mails.map((x) => x.subject)).toContain("Your password has been changed");

    const names = events.map((e) => e.event);
    expect(names).toContain("password.change");
    expect(events.find((e) => e.event === "password.change")).toMatchObject({ userId: m.id });
    expect(events).toContainEqual(expect.objectContaining({ event: "session.end", detail: "others" }));
    expectNoSecretsIn(events, [PASSWORD, newPassword, tokenOf(here), tokenOf(elsewhere), token, m.email]);
  });
});

describe("passwords over 128 characters", () => {
  const long = "x".repeat(PASSWORD_MAX + 1);

  it("are refused with the same message by registration, reset, change password and the login form", async () => {
    const register = await settle(
      registerAction({
        request: formRequest("/en/user/register", {
          email: "long@example.com",
          password: long,
          confirmPassword: long,
          firstName: "Lo",
          lastName: "Ng",
          terms: "on",
        }),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(register.status).toBe(400);
    expect((await register.json()).error.password).toEqual(["account.passwordTooLong"]);

    const reset = await settle(
      resetAction({
        request: formRequest("/en/user/reset", { token: "whatever", password: long, confirmPassword: long }),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(reset.status).toBe(400);
    expect((await reset.json()).error.password).toEqual(["account.passwordTooLong"]);

    const m = await member("long");
    const cookie = await logIn(m.email);
    const change = await accountPost(cookie, {
      intent: "password",
      currentPassword: long,
      newPassword: long,
      confirmPassword: long,
    });
    expect(change.status).toBe(400);
    const changeErrors = (await change.json()).error;
    expect(changeErrors.currentPassword).toEqual(["account.passwordTooLong"]);
    expect(changeErrors.newPassword).toEqual(["account.passwordTooLong"]);

    const login = await formLogin(m.email, long);
    expect(login.status).toBe(400);
    expect((await login.json()).error.password).toEqual(["account.passwordTooLong"]);
  });

  it("are refused by the JSON API with its usual 400, never cut to the first 128", async () => {
    const email = "cut@example.com";
    const exact = "y".repeat(PASSWORD_MAX);
    const created = await createUser(handle.db, {
      email,
      passwordHash: await hashPassword(exact),
      firstName: "Cut",
      lastName: "Off",
      newsletter: false,
      locale: "en",
    });
    if (!created.ok) throw new Error("exists");
    await confirmEmail(handle.db, created.id);
    expect((await apiLogin({ email, password: exact })).status).toBe(200);
    const res = await apiLogin({ email, password: `${exact}z` });
    expect(res.status).toBe(400);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: "The password may be at most 128 characters long." });
  });
});

describe("login backoff", () => {
  // The address stop counts in fixed quarters of an hour: a frozen clock, moved by hand, keeps the test
  // inside one of them.
  const freeze = () => {
    const quarter = 15 * 60 * 1000;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.floor(Date.now() / quarter) * quarter + 1000);
  };
  const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

  it("slows an attacker with a growing wait, then stops their address, while the owner elsewhere gets in", async () => {
    freeze();
    const owner = await member("owner");
    const attacker = "10.66.0.1";
    const waits: number[] = [];
    // ten wrong guesses from one address, each as soon as the wait allows
    for (let guess = 0; guess < 10; guess++) {
      for (;;) {
        const res = await formLogin(owner.email, `guess number ${guess}`, ctx(attacker));
        if (res.status !== 429) {
          expect(res.status).toBe(401);
          break;
        }
        const retryAfter = Number(res.headers.get("Retry-After"));
        expect(retryAfter).toBeGreaterThan(0);
        expect((await res.json()).error[""]).toEqual(["form.tooManyRequests"]);
        waits.push(retryAfter);
        advance(retryAfter);
      }
    }
    // the account's waits grew (the address limit of 10 a minute may add one of its own)
    const backoffs = events
      .filter((e) => e.event === "login.backoff" && e.detail === "account")
      .map((e) => e.retryAfter);
    expect(backoffs).toEqual([2, 4, 8, 16, 32]);
    expect(waits.length).toBeGreaterThanOrEqual(5);

    // now that address is stopped for this account, even with the right password, beyond any backoff
    advance(LOGIN_BACKOFF.maxDelaySeconds);
    const stopped = await formLogin(owner.email, PASSWORD, ctx(attacker));
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get("Retry-After"))).toBeGreaterThan(LOGIN_BACKOFF.maxDelaySeconds);
    expect(events).toContainEqual(
      expect.objectContaining({ event: "login.backoff", detail: "address", ip: attacker }),
    );

    // the owner, from another address, is in at once: the wait since the last guess is over
    const home = await formLogin(owner.email, PASSWORD, ctx("10.66.0.2"));
    expect(home.status).toBe(302);
    expect(events).toContainEqual(
      expect.objectContaining({ event: "login.success", userId: owner.id, ip: "10.66.0.2" }),
    );
    // and their success ended the streak: a typo afterwards costs no wait
    expect((await formLogin(owner.email, "a typo", ctx("10.66.0.2"))).status).toBe(401);
    expect((await formLogin(owner.email, PASSWORD, ctx("10.66.0.2"))).status).toBe(302);

    const failures = events.filter((e) => e.event === "login.failure");
    expect(failures.length).toBe(11);
    for (const f of failures) expect(f.email).toMatch(/^o\*\*\*@example\.com$/);
    expectNoSecretsIn(events, [PASSWORD, "guess number", owner.email]);
  });

  it("lets the owner in at once while an attack from many addresses goes on, and logs every guess", async () => {
    freeze();
    const owner = await member("owner-attacked");
    const home = "10.67.0.1";
    // the attack the review found: guesses paced at the wait, each from a new address, for 150 s, with the
    // owner logging in every few seconds meanwhile
    let attackers = 0;
    const ownerAnswers: number[] = [];
    for (let second = 0; second < 150; second++) {
      const res = await formLogin(
        owner.email,
        `wrong ${second}`,
        ctx(`10.69.${Math.floor(second / 250)}.${second % 250}`),
      );
      expect([401, 429]).toContain(res.status);
      attackers++;
      if (second % 7 === 0) ownerAnswers.push((await formLogin(owner.email, PASSWORD, ctx(home))).status);
      advance(1);
    }
    expect(ownerAnswers).toHaveLength(22);
    expect(ownerAnswers.every((status) => status === 302)).toBe(true);
    // the log still shows the attack: one failure per guess, each with its address
    const guesses = events.filter((e) => e.event === "login.failure" && e.ip?.startsWith("10.69."));
    expect(guesses).toHaveLength(attackers);
  });

  it("ends the account's waits at every address once the owner resets the password", async () => {
    freeze();
    const owner = await member("owner-resets");
    const somewhere = "10.67.1.1";
    for (let i = 0; i < LOGIN_BACKOFF.freeFailures; i++) {
      expect((await formLogin(owner.email, `wrong ${i}`, ctx(somewhere))).status).toBe(401);
    }
    expect((await formLogin(owner.email, PASSWORD, ctx(somewhere))).status).toBe(429);
    const token = await createVerification(handle.db, owner.id, "reset", 60 * 60 * 1000);
    const reset = await settle(
      resetAction({
        request: formRequest("/en/user/reset", {
          token,
          password: `${PASSWORD}!`,
          confirmPassword: `${PASSWORD}!`,
        }),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(reset.status).toBe(302);
    expect((await formLogin(owner.email, `${PASSWORD}!`, ctx(somewhere))).status).toBe(302);
  });

  it("answers the JSON API with 429 and Retry-After during the wait", async () => {
    freeze();
    const owner = await member("api-wait");
    const address = ctx().clientIp;
    for (let i = 0; i < LOGIN_BACKOFF.freeFailures; i++) {
      expect((await apiLogin({ email: owner.email, password: `wrong ${i}` }, ctx(address))).status).toBe(401);
    }
    const res = await apiLogin({ email: owner.email, password: PASSWORD }, ctx(address));
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("2");
    expect((await res.json()).error).toBe("too many login attempts");
    advance(2);
    expect((await apiLogin({ email: owner.email, password: PASSWORD }, ctx(address))).status).toBe(200);
  });

  it("counts the form's and the API's guesses in one streak: both log in through one authenticator", async () => {
    freeze();
    const owner = await member("one-way-in");
    const address = "10.70.0.1";
    const authenticate = vi.spyOn(Authenticator.prototype, "authenticate");
    // the free failures, alternately by the login form and by the JSON API
    for (let i = 0; i < LOGIN_BACKOFF.freeFailures; i++) {
      const res =
        i % 2 === 0
          ? await formLogin(owner.email, `wrong ${i}`, ctx(address))
          : await apiLogin({ email: owner.email, password: `wrong ${i}` }, ctx(address));
      expect(res.status).toBe(401);
    }
    // now both wait, whichever way the next attempt comes, even with the right password
    const form = await formLogin(owner.email, PASSWORD, ctx(address));
    expect(form.status).toBe(429);
    expect(form.headers.get("Retry-After")).toBe("2");
    const api = await apiLogin({ email: owner.email, password: PASSWORD }, ctx(address));
    expect(api.status).toBe(429);
    expect(api.headers.get("Retry-After")).toBe("2");
    const failures = events.filter((e) => e.event === "login.failure" && e.ip === address);
    expect(failures.map((e) => e.detail)).toEqual(Array(LOGIN_BACKOFF.freeFailures).fill("invalid"));
    // once the wait is over, the API's right password ends the streak for the form as well
    advance(2);
    expect((await apiLogin({ email: owner.email, password: PASSWORD }, ctx(address))).status).toBe(200);
    expect((await formLogin(owner.email, "a typo", ctx(address))).status).toBe(401);
    expect((await formLogin(owner.email, PASSWORD, ctx(address))).status).toBe(302);
    // every one of those attempts went through remix-auth, by its "form" or its "json" strategy
    const strategies = authenticate.mock.calls.map(([strategy]) => strategy);
    expect(strategies).toEqual([
      "form",
      "json",
      "form",
      "json",
      "form",
      "form",
      "json",
      "json",
      "form",
      "form",
    ]);
    authenticate.mockRestore();
  });

  it("keeps the per-address limit and logs 'rate-limit.hit' when it refuses", async () => {
    freeze();
    const m = await member("ip-limit");
    const address = "10.68.0.1";
    for (let i = 0; i < 10; i++) expect((await formLogin(m.email, PASSWORD, ctx(address))).status).toBe(302);
    const res = await formLogin(m.email, PASSWORD, ctx(address));
    expect(res.status).toBe(429);
    expect(events).toContainEqual(
      expect.objectContaining({ event: "rate-limit.hit", detail: "login-ip", ip: address }),
    );
  });

  it("treats attempts sent at once like attempts in a row", async () => {
    freeze();
    const owner = await member("parallel");
    const address = ctx().clientIp;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => formLogin(owner.email, `parallel ${i}`, ctx(address))),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_BACKOFF.freeFailures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - LOGIN_BACKOFF.freeFailures);
  });
});

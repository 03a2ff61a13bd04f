import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as profileLoader } from "../../app/routes/$lang.profile.$slug";
import { loader as recipeLoader } from "../../app/routes/$lang.recipe.$slug";
import { loader as dataLoader } from "../../app/routes/$lang.user.data";
import { action as loginAction, loader as loginLoader } from "../../app/routes/$lang.user.login";
import { action as logoutAction } from "../../app/routes/$lang.user.logout";
import { action as meAction, loader as meLoader } from "../../app/routes/$lang.user.me";
import { action as recoverAction } from "../../app/routes/$lang.user.recover";
import { action as registerAction } from "../../app/routes/$lang.user.register";
import {
  action as confirmedAction,
  loader as confirmedLoader,
} from "../../app/routes/$lang.user.register-confirmed";
import { action as resetAction, loader as resetLoader } from "../../app/routes/$lang.user.reset";
import { deliverDueMail } from "../../app/services/mail/worker.server";
import { resetEnvCache } from "../../app/utils/env.server";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase, formRequest, getRequest, loadContext, settle } from "./database";
import { linkIn, mailsTo, useOutbox } from "./mailbox";

let handle: DatabaseHandle;
let outbox: string;
beforeAll(async () => {
  outbox = useOutbox();
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

let ipCounter = 0;
/** A fresh client address per flow, so the per-address limits of one test do not spill into another. */
const ctx = () => loadContext(handle, { clientIp: `10.1.0.${++ipCounter}` });

const password = "correct horse battery";
function registration(email: string, extra: Record<string, string> = {}) {
  return {
    email,
    password,
    confirmPassword: password,
    firstName: "Ada",
    lastName: "Lovelace",
    terms: "on",
    ...extra,
  };
}

async function registerAndConfirm(email: string, lang: "de" | "en" = "en") {
  const res = await settle(
    registerAction({
      request: formRequest(`/${lang}/user/register`, registration(email)),
      params: { lang },
      context: ctx(),
    }),
  );
  expect(res.status).toBe(302);
  const [mail] = await mailsTo(outbox, email, handle.db);
  const link = new URL(linkIn(mail?.text ?? "", "/user/register-confirmed"));
  // Opening the link only asks; the button's POST confirms.
  const page = await settle(
    confirmedLoader({
      request: getRequest(link.pathname + link.search),
      params: { lang },
      context: ctx(),
    }),
  );
  expect(page.status).toBe(200);
  expect((await page.json()).state).toBe("ask");
  const confirmed = await confirmPost(link, lang);
  expect(confirmed.status).toBe(303);
  // confirmed with the registration's password, and signed in
  expect(confirmed.headers.get("Location")).toBe(`/${lang}/user/me`);
  expect(confirmed.headers.getSetCookie().some((c) => c.startsWith("session="))).toBe(true);
  return link;
}

/** Sends the confirmation page's form for the link from the mail, with the password chosen at registration. */
function confirmPost(link: URL, lang: "de" | "en" = "en", pw = password) {
  return settle(
    confirmedAction({
      request: formRequest(link.pathname + link.search, {
        token: link.searchParams.get("token") ?? "",
        password: pw,
      }),
      params: { lang },
      context: ctx(),
    }),
  );
}

async function login(email: string, pw = password, extra: Record<string, string> = {}, context = ctx()) {
  return settle(
    loginAction({
      request: formRequest("/en/user/login", { intent: "login", email, password: pw, ...extra }),
      params: { lang: "en" },
      context,
    }),
  );
}

function sessionFrom(res: Response): string {
  const cookies = res.headers.getSetCookie?.() ?? [res.headers.get("Set-Cookie") ?? ""];
  const session = cookies.find((c) => c.startsWith("session="));
  if (!session) throw new Error("no session cookie");
  return session.split(";")[0] ?? "";
}

describe("registration from a page, and back to it", () => {
  it("carries a same-site way back through the confirmation link, and no other", async () => {
    const back = "/en/recipe/filter-result?i=12,34&tolerance=low";
    const email = "way-back@example.com";
    const res = await settle(
      registerAction({
        request: formRequest("/en/user/register", registration(email, { redirectTo: back })),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(res.headers.get("Location")).toBe(
      `/en/user/register-confirm?redirectTo=${encodeURIComponent(back)}`,
    );
    const [mail] = await mailsTo(outbox, email, handle.db);
    const link = new URL(linkIn(mail?.text ?? "", "/user/register-confirmed"));
    expect(link.searchParams.get("next")).toBe(back);
    const page = await settle(
      confirmedLoader({
        request: getRequest(link.pathname + link.search),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect((await page.json()).next).toBe(back);
    const confirmed = await settle(
      confirmedAction({
        request: formRequest(link.pathname + link.search, {
          token: link.searchParams.get("token") ?? "",
          password,
          redirectTo: back,
        }),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("Location")).toBe(back);
    expect(confirmed.headers.getSetCookie().some((c) => c.startsWith("session="))).toBe(true);

    // off the site: neither the mail nor the confirmation follows it
    const other = "off-site@example.com";
    await settle(
      registerAction({
        request: formRequest("/en/user/register", registration(other, { redirectTo: "//evil.example/x" })),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    const [otherMail] = await mailsTo(outbox, other, handle.db);
    const otherLink = new URL(linkIn(otherMail?.text ?? "", "/user/register-confirmed"));
    expect(otherLink.searchParams.has("next")).toBe(false);
    const refused = await settle(
      confirmedAction({
        request: formRequest(otherLink.pathname + otherLink.search, {
          token: otherLink.searchParams.get("token") ?? "",
          password,
          redirectTo: "https://evil.example/",
        }),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(refused.headers.get("Location")).toBe("/en/user/me");
  });
});

describe("registration", () => {
  it("answers a new and a known address the same, and mails each the right thing", async () => {
    const first = await settle(
      registerAction({
        request: formRequest("/de/user/register", registration("grete@example.com")),
        params: { lang: "de" },
        context: ctx(),
      }),
    );
    const again = await settle(
      registerAction({
        request: formRequest("/de/user/register", registration("GRETE@example.com")),
        params: { lang: "de" },
        context: ctx(),
      }),
    );
    expect(first.status).toBe(302);
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await again.text()).toBe(await first.text());
    expect(first.headers.get("Location")).toBe("/de/user/register-confirm");
    const mails = await mailsTo(outbox, "grete@example.com", handle.db);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      ["Bitte bestätige deine E-Mail-Adresse", "Registrierungsversuch mit deiner E-Mail-Adresse"].sort(),
    );
    const users = await handle.db
      .selectFrom("users")
      .select("id")
      .where("email_normalized", "=", "grete@example.com")
      .execute();
    expect(users).toHaveLength(1);
  });

  it("validates every field and keeps what was typed except passwords", async () => {
    const res = await settle(
      registerAction({
        request: formRequest("/en/user/register", {
          email: "nope",
          password: "short",
          confirmPassword: "other",
          firstName: "",
          lastName: "x".repeat(101),
        }),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.email).toEqual(["account.emailInvalid"]);
    expect(body.error.password).toEqual(["account.passwordTooShort"]);
    expect(body.error.firstName).toEqual(["account.firstNameRequired"]);
    expect(body.error.lastName).toEqual(["account.nameTooLong"]);
    expect(body.error.terms).toEqual(["account.termsRequired"]);
    expect(body.initialValue.email).toBe("nope");
    expect(body.initialValue.password).toBeUndefined();
    const mismatch = await settle(
      registerAction({
        request: formRequest(
          "/en/user/register",
          registration("m@example.com", { confirmPassword: "something else entirely" }),
        ),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect((await mismatch.json()).error.confirmPassword).toEqual(["account.passwordMismatch"]);
  });

  it("keeps the account and its queued confirmation while the mail server is away", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1?tls=off";
    resetEnvCache();
    try {
      const res = await settle(
        registerAction({
          request: formRequest("/en/user/register", registration("nomail@example.com")),
          params: { lang: "en" },
          context: ctx(),
        }),
      );
      expect(res.status).toBe(302);
      const users = await handle.db
        .selectFrom("users")
        .select("id")
        .where("email_normalized", "=", "nomail@example.com")
        .execute();
      expect(users).toHaveLength(1);
      expect(await deliverDueMail(handle.db)).toEqual({ sent: 0, failed: 1, dropped: 0 });
      const queued = await handle.db
        .selectFrom("mail_queue")
        .select(["attempts", "subject"])
        .where("to_address", "=", "nomail@example.com")
        .execute();
      expect(queued).toEqual([{ attempts: 1, subject: "Please confirm your e-mail address" }]);
    } finally {
      delete process.env.SMTP_URL;
      resetEnvCache();
      await handle.db.deleteFrom("mail_queue").where("to_address", "=", "nomail@example.com").execute();
    }
  });

  it("confirms with a single-use link, on the button's POST only", async () => {
    await settle(
      registerAction({
        request: formRequest("/en/user/register", registration("scanned@example.com")),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    const [mail] = await mailsTo(outbox, "scanned@example.com", handle.db);
    const scanned = new URL(linkIn(mail?.text ?? "", "/user/register-confirmed"));
    // a mail scanner opens the link twice: nothing happens, the link still works
    for (let i = 0; i < 2; i++) {
      const page = await settle(
        confirmedLoader({
          request: getRequest(scanned.pathname + scanned.search),
          params: { lang: "en" },
          context: ctx(),
        }),
      );
      expect(page.status).toBe(200);
      expect(await page.json()).toMatchObject({ state: "ask", token: scanned.searchParams.get("token") });
    }
    const unconfirmed = await handle.db
      .selectFrom("users")
      .select("email_confirmed_at")
      .where("email_normalized", "=", "scanned@example.com")
      .executeTakeFirstOrThrow();
    expect(unconfirmed.email_confirmed_at).toBeNull();
    expect((await confirmPost(scanned)).status).toBe(303);
    const done = await settle(
      confirmedLoader({
        request: getRequest("/en/user/register-confirmed?confirmed=1"),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(done.status).toBe(200);
    expect((await done.json()).state).toBe("confirmed");

    const link = await registerAndConfirm("single@example.com");
    const again = await settle(
      confirmedLoader({
        request: getRequest(link.pathname + link.search),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(again.status).toBe(400);
    expect((await again.json()).state).toBe("invalid");
    const pressedAgain = await confirmPost(link);
    expect(pressedAgain.status).toBe(400);
    expect((await pressedAgain.json()).error[""]).toEqual(["account.linkInvalidText"]);
    const bogus = await settle(
      confirmedLoader({
        request: getRequest("/en/user/register-confirmed?token=nonsense"),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(bogus.status).toBe(400);
    const bogusPost = await confirmPost(
      new URL("http://localhost:3000/en/user/register-confirmed?token=nonsense"),
    );
    expect(bogusPost.status).toBe(400);
  });

  it("refuses an expired confirmation link", async () => {
    await settle(
      registerAction({
        request: formRequest("/en/user/register", registration("late@example.com")),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    const [mail] = await mailsTo(outbox, "late@example.com", handle.db);
    const link = new URL(linkIn(mail?.text ?? "", "register-confirmed"));
    await handle.db
      .updateTable("verifications")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("purpose", "=", "confirm")
      .where("used_at", "is", null)
      .execute();
    const res = await settle(
      confirmedLoader({
        request: getRequest(link.pathname + link.search),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(res.status).toBe(400);
  });

  it("limits registrations to 5 per hour and address with 429 and Retry-After", async () => {
    const context = ctx();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await settle(
        registerAction({
          request: formRequest("/en/user/register", registration(`bulk${i}@example.com`)),
          params: { lang: "en" },
          context,
        }),
      );
      statuses.push(last.status);
    }
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429]);
    expect(Number(last?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await (last as Response).json()).error[""]).toEqual(["form.tooManyRequests"]);
  });

  it("refuses cross-site posts", async () => {
    const res = await settle(
      registerAction({
        request: formRequest("/en/user/register", registration("csrf@example.com"), {
          "Sec-Fetch-Site": "cross-site",
        }),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(res.status).toBe(403);
  });
});

describe("login and logout", () => {
  it("says so when the address is not confirmed yet, and resends the link", async () => {
    await settle(
      registerAction({
        request: formRequest("/en/user/register", registration("early@example.com")),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    const res = await login("early@example.com");
    expect(res.status).toBe(403);
    const body = await res.json();
    expect(body.error[""]).toEqual(["account.loginUnconfirmed"]);
    expect(body.unconfirmed).toBe("early@example.com");
    const before = (await mailsTo(outbox, "early@example.com", handle.db)).length;
    const resend = await settle(
      loginAction({
        request: formRequest("/en/user/login", { intent: "resend", email: "early@example.com" }),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(resend.status).toBe(200);
    expect((await mailsTo(outbox, "early@example.com", handle.db)).length).toBe(before + 1);
  });

  it("logs in with a new session each time, honours a same-site redirectTo and ignores another", async () => {
    await registerAndConfirm("login@example.com");
    const one = await login("login@example.com", password, { redirectTo: "/en/recipe/negroni" });
    expect(one.status).toBe(302);
    expect(one.headers.get("Location")).toBe("/en/recipe/negroni");
    const two = await login("login@example.com", password, { redirectTo: "//evil.example/x" });
    expect(two.headers.get("Location")).toBe("/en/user/me");
    expect(sessionFrom(one)).not.toBe(sessionFrom(two));
    const cookie = (one.headers.getSetCookie?.() ?? []).find((c) => c.startsWith("session=")) ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
  });

  it("gives the same answer for a wrong password and an unknown address", async () => {
    await registerAndConfirm("same@example.com");
    const wrong = await login("same@example.com", "wrong password!!");
    const unknown = await login("nobody@example.com", "wrong password!!");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await wrong.json()).error).toEqual((await unknown.json()).error);
  });

  it("slows an account down after 5 failures in a row from one address (429 with Retry-After, app/lib/login-backoff.ts)", async () => {
    await registerAndConfirm("locked@example.com");
    const guesser = ctx();
    for (let i = 0; i < 5; i++)
      expect((await login("locked@example.com", "wrong password!!", {}, guesser)).status).toBe(401);
    const res = await login("locked@example.com", password, {}, guesser);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    // the owner elsewhere is not slowed by it
    expect((await login("locked@example.com")).status).toBe(302);
  });

  it("sends visitors of member pages to login and back, and logout ends the session", async () => {
    const anonymous = await settle(
      meLoader({ request: getRequest("/en/user/me"), params: { lang: "en" }, context: ctx() }),
    );
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/en/user/login?redirectTo=%2Fen%2Fuser%2Fme");

    await registerAndConfirm("out@example.com");
    const cookie = sessionFrom(await login("out@example.com"));
    const me = await settle(
      meLoader({
        request: getRequest("/en/user/me", { Cookie: cookie }),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(me.status).toBe(200);
    const out = await settle(
      logoutAction({
        request: formRequest("/en/user/logout", {}, { Cookie: cookie }),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(out.status).toBe(302);
    expect(
      (out.headers.getSetCookie?.() ?? []).some((c) => c.startsWith("session=;") && c.includes("Max-Age=0")),
    ).toBe(true);
    const after = await settle(
      meLoader({
        request: getRequest("/en/user/me", { Cookie: cookie }),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(after.status).toBe(302);
  });

  it("already signed-in visitors skip the login page", async () => {
    await registerAndConfirm("skip@example.com");
    const cookie = sessionFrom(await login("skip@example.com"));
    const res = await settle(
      loginLoader({
        request: getRequest("/en/user/login", { Cookie: cookie }),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(res.status).toBe(302);
  });
});

describe("recovery", () => {
  it("answers known and unknown addresses alike; the link resets once, ends other sessions and notifies", async () => {
    await registerAndConfirm("reset@example.com");
    const cookie = sessionFrom(await login("reset@example.com"));
    const known = await settle(
      recoverAction({
        request: formRequest("/en/user/recover", { email: "reset@example.com" }),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    const unknown = await settle(
      recoverAction({
        request: formRequest("/en/user/recover", { email: "ghost@example.com" }),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());

    const [mail] = await mailsTo(outbox, "reset@example.com", handle.db);
    const link = new URL(linkIn(mail?.text ?? "", "/user/reset"));
    const token = link.searchParams.get("token") ?? "";
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const stored = await handle.db
      .selectFrom("verifications")
      .select("token_hash")
      .where("purpose", "=", "reset")
      .execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const page = await settle(
      resetLoader({
        request: getRequest(link.pathname + link.search),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(page.status).toBe(200);
    const newPassword = "a brand new password";
    const done = await settle(
      resetAction({
        request: formRequest("/en/user/reset", {
          token,
          password: newPassword,
          confirmPassword: newPassword,
        }),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/en/user/login");

    const reused = await settle(
      resetAction({
        request: formRequest("/en/user/reset", {
          token,
          password: newPassword,
          confirmPassword: newPassword,
        }),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(reused.status).toBe(400);
    const oldSession = await settle(
      meLoader({
        request: getRequest("/en/user/me", { Cookie: cookie }),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(oldSession.status).toBe(302);
    expect((await login("reset@example.com")).status).toBe(401);
    expect((await login("reset@example.com", newPassword)).status).toBe(302);
    const subjects = (await mailsTo(outbox, "reset@example.com", handle.db)).map((m) => m.subject);
    expect(subjects).toContain("Your password has been changed");
  });

  it("shows an expired link as invalid", async () => {
    await registerAndConfirm("expired@example.com");
    await settle(
      recoverAction({
        request: formRequest("/en/user/recover", { email: "expired@example.com" }),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    const [mail] = await mailsTo(outbox, "expired@example.com", handle.db);
    const link = new URL(linkIn(mail?.text ?? "", "/user/reset"));
    await handle.db
      .updateTable("verifications")
      .set({ expires_at: new Date(Date.now() - 1) })
      .where("purpose", "=", "reset")
      .execute();
    const page = await settle(
      resetLoader({
        request: getRequest(link.pathname + link.search),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(page.status).toBe(400);
    expect((await page.json()).token).toBeNull();
  });
});

describe("account page", () => {
  async function member(email: string) {
    await registerAndConfirm(email);
    const cookie = sessionFrom(await login(email));
    const post = (fields: Record<string, string>) =>
      settle(
        meAction({
          request: formRequest("/en/user/me", fields, { Cookie: cookie }),
          params: { lang: "en" },
          context: ctx(),
        }),
      );
    return { cookie, post };
  }

  it("changes the profile slug by the rules", async () => {
    const a = await member("slug-a@example.com");
    const b = await member("slug-b@example.com");
    expect((await a.post({ intent: "slug", profileSlug: "cocktail-ada" })).status).toBe(302);
    const taken = await b.post({ intent: "slug", profileSlug: "cocktail-ada" });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.profileSlug).toEqual(["account.slugTaken"]);
    const reserved = await b.post({ intent: "slug", profileSlug: "admin" });
    expect((await reserved.json()).error.profileSlug).toEqual(["account.slugReserved"]);
    const invalid = await b.post({ intent: "slug", profileSlug: "No Way!" });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.profileSlug).toEqual(["account.slugInvalid"]);
    const profile = await settle(
      profileLoader({
        request: getRequest("/en/profile/cocktail-ada"),
        params: { lang: "en", slug: "cocktail-ada" },
        context: ctx(),
      }),
    );
    const body = await profile.json();
    expect(body.profile.displayName).toBe("Ada L.");
    expect(JSON.stringify(body)).not.toContain("slug-a@example.com");
  });

  it("follows the newsletter rule", async () => {
    const m = await member("news@example.com");
    const value = async () =>
      (
        await handle.db
          .selectFrom("users")
          .select("newsletter")
          .where("email_normalized", "=", "news@example.com")
          .executeTakeFirstOrThrow()
      ).newsletter;
    await m.post({ intent: "newsletter", newsletter: "on" });
    expect(await value()).toBe(1);
    await m.post({ intent: "newsletter", newsletter: "on" });
    expect(await value()).toBe(0);
    await m.post({ intent: "newsletter" });
    expect(await value()).toBe(0);
  });

  it("downloads the member's data as JSON", async () => {
    const m = await member("export@example.com");
    const res = await settle(
      dataLoader({
        request: getRequest("/en/user/data", { Cookie: m.cookie }),
        params: { lang: "en" },
        context: ctx(),
      }),
    );
    expect(res.headers.get("Content-Disposition")).toMatch(/attachment/);
    const data = await res.json();
    expect(data.account.email).toBe("export@example.com");
    expect(data.sessions.length).toBeGreaterThan(0);
  });

  it("deletes the account only with the password: sessions and drafts go, published recipes stay", async () => {
    const m = await member("bye@example.com");
    const user = await handle.db
      .selectFrom("users")
      .select("id")
      .where("email_normalized", "=", "bye@example.com")
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto("recipes")
      .values([
        {
          slug: "bye-draft",
          name_de: "Entwurf",
          name_en: "Draft",
          glass: "coupe",
          method: "shake",
          difficulty: "easy",
          status: "draft",
          author_id: user.id,
        },
        {
          slug: "bye-published",
          name_de: "Fertig",
          name_en: "Done",
          glass: "coupe",
          method: "shake",
          difficulty: "easy",
          status: "published",
          author_id: user.id,
        },
      ])
      .execute();
    const ownDraft = await settle(
      recipeLoader({
        request: getRequest("/en/recipe/bye-draft", { Cookie: m.cookie }),
        params: { lang: "en", slug: "bye-draft" },
        context: ctx(),
      }),
    );
    expect(ownDraft.status).toBe(200);
    const wrong = await m.post({ intent: "delete", password: "not my password" });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error.password).toEqual(["account.wrongPassword"]);
    const ok = await m.post({ intent: "delete", password });
    expect(ok.status).toBe(302);
    expect(await handle.db.selectFrom("users").select("id").where("id", "=", user.id).execute()).toHaveLength(
      0,
    );
    expect(
      await handle.db.selectFrom("sessions").select("id").where("user_id", "=", user.id).execute(),
    ).toHaveLength(0);
    const recipes = await handle.db
      .selectFrom("recipes")
      .select(["slug", "author_id", "author_deleted"])
      .where("slug", "like", "bye-%")
      .execute();
    expect(recipes).toEqual([{ slug: "bye-published", author_id: null, author_deleted: true }]);
    const page = await settle(
      recipeLoader({
        request: getRequest("/en/recipe/bye-published"),
        params: { lang: "en", slug: "bye-published" },
        context: ctx(),
      }),
    );
    expect((await page.json()).recipe.authorDeleted).toBe(true);
    expect((await login("bye@example.com")).status).toBe(401);
    expect((await mailsTo(outbox, "bye@example.com", handle.db)).map((x) => x.subject)).toContain(
      "Your account has been deleted",
    );
  });
});

// Findings of the account hardening, each reproduced against the real loaders and actions: reset links that
// outlived a reset or a change of password, names that broke a mail into paragraphs, profile addresses that
// another member could take over, a brand's plain member renaming the brand and moving its address, a brand
// registration that set the password of someone else's address, a member registration whose confirmation
// link made the registrant's password work for someone else's address, and a brand registration that
// answered a known address faster than an unknown one.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_BACKOFF } from "../../app/lib/login-backoff";
import de from "../../app/locales/de";
import en from "../../app/locales/en";
import { createSession } from "../../app/models/sessions.server";
import { confirmEmail, createUser } from "../../app/models/users.server";
import {
  action as dashboardAction,
  loader as dashboardLoader,
} from "../../app/routes/$lang.brand.$slug.manage._index";
import { action as teamAction } from "../../app/routes/$lang.brand.$slug.manage.members";
import {
  action as brandRegisterAction,
  loader as brandRegisterLoader,
} from "../../app/routes/$lang.brand.register";
import { loader as profileLoader } from "../../app/routes/$lang.profile.$slug";
import { loader as dataLoader } from "../../app/routes/$lang.user.data";
import { action as loginAction } from "../../app/routes/$lang.user.login";
import { action as meAction, loader as meLoader } from "../../app/routes/$lang.user.me";
import { action as recoverAction } from "../../app/routes/$lang.user.recover";
import { action as registerAction } from "../../app/routes/$lang.user.register";
import {
  action as confirmedAction,
  loader as confirmedLoader,
} from "../../app/routes/$lang.user.register-confirmed";
import { action as resetAction, loader as resetLoader } from "../../app/routes/$lang.user.reset";
import { action as apiSlugAction } from "../../app/routes/api.update-user-profile-name";
import { hashPassword } from "../../app/services/login.server";
import { sessionCookie } from "../../app/utils/auth.server";
import { onSecurityEvent, type SecurityEvent } from "../../app/utils/security-log.server";
import type { DatabaseHandle } from "../../db/client";
import {
  callAction,
  callLoader,
  createTestDatabase,
  formRequest,
  getRequest,
  loadContext,
  settle,
} from "./database";
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

type Reply = { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
type Loader = (args: LoaderFunctionArgs) => unknown;
type Action = (args: ActionFunctionArgs) => unknown;

let ipCounter = 0;
/** A fresh client address per request, so the per-address limits stay out of these tests. */
const ctx = (): AppLoadContext =>
  loadContext(handle, { clientIp: `10.12.${ipCounter >> 8}.${++ipCounter % 256}` });

const get = (loader: Loader, url: string, params: Record<string, string>, cookie?: string) =>
  callLoader(loader, url, params, ctx(), cookie);

const post = (
  action: Action,
  url: string,
  params: Record<string, string>,
  fields: Record<string, string>,
  cookie?: string,
  context = ctx(),
) => callAction(action, url, params, fields, context, cookie);

const PASSWORD = "correct horse battery staple";

let memberCounter = 0;
/** A confirmed member who logs in with PASSWORD, signed in: its id, address and session cookie. */
async function member(prefix: string, name = { first: "Mia", last: "Member" }) {
  const email = `${prefix}-${++memberCounter}@example.com`;
  const created = await createUser(handle.db, {
    email,
    passwordHash: await hashPassword(PASSWORD),
    firstName: name.first,
    lastName: name.last,
    newsletter: false,
    locale: "en",
  });
  if (!created.ok) throw new Error(`${email} exists`);
  await confirmEmail(handle.db, created.id);
  const token = await createSession(handle.db, created.id);
  return { id: created.id, email, cookie: (await sessionCookie(token)).split(";")[0] ?? "" };
}

/** A live brand that `owner` registered while signed in: its slug and id. */
async function ownBrand(owner: { cookie: string }, name: string) {
  const res = await post(
    brandRegisterAction,
    "/en/brand/register",
    { lang: "en" },
    { name, websiteUrl: "https://brand.example", imprintUrl: "https://brand.example/imprint" },
    owner.cookie,
  );
  expect(res.status).toBe(302);
  const slug = /\/en\/brand\/([^/]+)\/manage$/.exec(res.headers.get("Location") ?? "")?.[1] ?? "";
  const row = await handle.db
    .selectFrom("brands")
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  return { slug, id: row.id };
}

/** Asks for a reset link for `email` and returns the path with its token, from the mail. */
async function resetLink(email: string): Promise<{ path: string; token: string }> {
  const before = (await mailsTo(outbox, email, handle.db)).length;
  const res = await post(recoverAction, "/en/user/recover", { lang: "en" }, { email });
  expect(res.status).toBe(200);
  const mails = await mailsTo(outbox, email, handle.db);
  expect(mails.length).toBe(before + 1);
  const link = new URL(linkIn(mails[0]?.text ?? "", "/en/user/reset"));
  return { path: link.pathname + link.search, token: link.searchParams.get("token") ?? "" };
}

function reset(token: string, password: string) {
  return post(resetAction, "/en/user/reset", { lang: "en" }, { token, password, confirmPassword: password });
}

describe("reset links", () => {
  it("using one reset link cancels every other open one of the account", async () => {
    const m = await member("reset-two");
    const first = await resetLink(m.email);
    const second = await resetLink(m.email);
    const third = await resetLink(m.email);
    expect((await get(resetLoader, second.path, { lang: "en" })).status).toBe(200);

    expect((await reset(second.token, "the password from the second link")).status).toBe(302);
    for (const link of [first, third]) {
      const page = await get(resetLoader, link.path, { lang: "en" });
      expect(page.status).toBe(400);
      expect(((await page.json()) as { token: string | null }).token).toBeNull();
      const refused = await reset(link.token, "a password from an older link");
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ invalid: true });
    }
    const stored = await handle.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", m.id)
      .executeTakeFirstOrThrow();
    const { verifyPassword } = await import("../../app/services/login.server");
    expect(await verifyPassword(stored.password_hash, "the password from the second link")).toBe(true);
  });

  it("changing the password on the account page cancels the reset links mailed before", async () => {
    const m = await member("reset-change");
    const open = await resetLink(m.email);
    const newPassword = "a new password of my own";
    const changed = await post(
      meAction,
      "/en/user/me",
      { lang: "en" },
      { intent: "password", currentPassword: PASSWORD, newPassword, confirmPassword: newPassword },
      m.cookie,
    );
    expect(changed.status).toBe(302);
    expect((await get(resetLoader, open.path, { lang: "en" })).status).toBe(400);
    const refused = await reset(open.token, "the attacker's password");
    expect(refused.status).toBe(400);
    // a link asked for after the change works as always
    const fresh = await resetLink(m.email);
    expect((await reset(fresh.token, "yet another new password")).status).toBe(302);
  });

  it("a reset of another account leaves this account's links alone", async () => {
    const mine = await member("reset-mine");
    const theirs = await member("reset-theirs");
    const link = await resetLink(mine.email);
    const other = await resetLink(theirs.email);
    expect((await reset(other.token, "their own new password")).status).toBe(302);
    expect((await get(resetLoader, link.path, { lang: "en" })).status).toBe(200);
  });
});

/** Someone else's words in a name, as in the report: a first name that starts a paragraph of its own. */
const PHISHING_NAME =
  "customer,\n\nYour bank account was charged 499 EUR. Dispute it at https://evil.example/";

const NOT_ONE_LINE: [string, string][] = [
  ["LF", PHISHING_NAME],
  ["CR LF", "customer,\r\n\r\nYour bank account was charged"],
  ["CR", "Ada\rLovelace"],
  ["a tab", "Ada\tLovelace"],
  ["a trailing LF", "Ada\n"],
  ["U+2028", "Ada\u2028Your bank account was charged"],
  ["U+2029", "Ada\u2029Your bank account was charged"],
  ["NEL", "Ada\u0085Lovelace"],
  ["a zero-width space", "Ada\u200BLovelace"],
  ["a bidi override", "Ada \u202Eecalevol"],
  ["a bidi isolate", "Ada \u2066x\u2069"],
];

describe("names are one line", () => {
  it.each(NOT_ONE_LINE)("member registration refuses %s in the first and last name", async (_, name) => {
    const email = `one-line-${++memberCounter}@example.com`;
    const res = await post(
      registerAction,
      "/en/user/register",
      { lang: "en" },
      {
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        firstName: name,
        lastName: name,
        terms: "on",
      },
    );
    expect(res.status).toBe(400);
    const reply = (await res.json()) as Reply;
    expect(reply.error?.firstName).toEqual(["account.nameSingleLine"]);
    expect(reply.error?.lastName).toEqual(["account.nameSingleLine"]);
    expect(
      await handle.db.selectFrom("users").select("id").where("email_normalized", "=", email).execute(),
    ).toEqual([]);
    expect(await mailsTo(outbox, email, handle.db)).toEqual([]);
  });

  it("has the refusal in both languages", async () => {
    const { default: en } = await import("../../app/locales/en");
    const { default: de } = await import("../../app/locales/de");
    expect(en.account.nameSingleLine).toMatch(/one line/);
    expect(de.account.nameSingleLine).toMatch(/einer Zeile/);
    expect(en.brandAdmin.nameSingleLine).toMatch(/one line/);
    expect(de.brandAdmin.nameSingleLine).toMatch(/einer Zeile/);
  });

  it.each(NOT_ONE_LINE)(
    "brand registration refuses %s in the brand's and the owner's names",
    async (_, name) => {
      const email = `one-line-brand-${++memberCounter}@example.com`;
      const res = await post(
        brandRegisterAction,
        "/en/brand/register",
        { lang: "en" },
        {
          name: `Brand ${name}`,
          websiteUrl: "https://brand.example",
          imprintUrl: "https://brand.example/imprint",
          email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          firstName: name,
          lastName: "Owner",
          terms: "on",
        },
      );
      expect(res.status).toBe(400);
      const reply = (await res.json()) as Reply;
      expect(reply.error?.name).toEqual(["brandAdmin.nameSingleLine"]);
      expect(reply.error?.firstName).toEqual(["account.nameSingleLine"]);
      expect(await mailsTo(outbox, email, handle.db)).toEqual([]);
    },
  );

  it("a signed-in member's brand registration and the brand's profile refuse a name of several lines", async () => {
    const owner = await member("one-line-owner");
    const registered = await post(
      brandRegisterAction,
      "/en/brand/register",
      { lang: "en" },
      {
        name: "Zeilenbruch\r\n\r\nYour bank account was charged",
        websiteUrl: "https://brand.example",
        imprintUrl: "https://brand.example/imprint",
      },
      owner.cookie,
    );
    expect(registered.status).toBe(400);
    expect(((await registered.json()) as Reply).error?.name).toEqual(["brandAdmin.nameSingleLine"]);

    const { slug } = await ownBrand(owner, "Zeilenbruch");
    const saved = await post(
      dashboardAction,
      `/en/brand/${slug}/manage`,
      { lang: "en", slug },
      {
        intent: "profile",
        name: "Zeilenbruch\u2028Your bank account was charged",
        websiteUrl: "https://brand.example",
        imprintUrl: "https://brand.example/imprint",
        descriptionDe: "",
        descriptionEn: "",
      },
      owner.cookie,
    );
    expect(saved.status).toBe(400);
    expect(((await saved.json()) as Reply).error?.name).toEqual(["brandAdmin.nameSingleLine"]);
    const row = await handle.db
      .selectFrom("brands")
      .select("name")
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe("Zeilenbruch");
  });

  it("the profile address refuses a line break on the account page and in the API", async () => {
    const m = await member("one-line-slug");
    for (const profileSlug of ["one-line-new\n", "one-line\r\nnew", "one\u2028line"]) {
      const res = await post(
        meAction,
        "/en/user/me",
        { lang: "en" },
        { intent: "slug", profileSlug },
        m.cookie,
      );
      expect(res.status, JSON.stringify(profileSlug)).toBe(400);
      expect(((await res.json()) as Reply).error?.profileSlug).toEqual(["account.slugInvalid"]);
      const api = await settle(
        Promise.resolve(
          apiSlugAction({
            request: new Request("http://localhost:3000/api/update-user-profile-name", {
              method: "POST",
              headers: {
                "Content-Type": "application/json",
                Authorization: `Bearer ${await createSession(handle.db, m.id)}`,
              },
              body: JSON.stringify({ profileSlug }),
            }),
            params: {},
            context: ctx(),
          }),
        ),
      );
      expect(await api.json()).toMatchObject({ success: false, error: "invalid" });
    }
    const row = await handle.db
      .selectFrom("users")
      .select("profile_slug")
      .where("id", "=", m.id)
      .executeTakeFirstOrThrow();
    expect(row.profile_slug).not.toMatch(/new|line/);
  });
});

describe("mails quote what people typed as data", () => {
  it("an invitation quotes the brand's and the inviter's names on lines of their own, never in its sentences", async () => {
    // names stored before they were checked: the mail must still keep them in their place
    const owner = await member("quote-owner", { first: PHISHING_NAME, last: "Owner\u2029Dispute it now" });
    const { slug, id } = await ownBrand(owner, "Quotehaus");
    await handle.db
      .updateTable("brands")
      .set({ name: "Quotehaus\r\n\r\nYour order was cancelled" })
      .where("id", "=", id)
      .execute();
    const guest = `quote-guest-${++memberCounter}@example.com`;
    const invited = await post(
      teamAction,
      `/en/brand/${slug}/manage/members`,
      { lang: "en", slug },
      { intent: "invite", email: guest },
      owner.cookie,
    );
    expect(invited.status).toBe(302);
    const [mail] = await mailsTo(outbox, guest, handle.db);
    if (!mail) throw new Error("no invitation mail");
    expect(mail.subject).toBe("Invitation to the team of a brand on Cocktail Atlas");
    const paragraphs = mail.text.split(/\n\n/);
    expect(paragraphs[0]).toBe("Hello,");
    expect(paragraphs).toContain(
      [
        "As entered on Cocktail Atlas:",
        "Brand: “Quotehaus Your order was cancelled”",
        // one line, cut at 80 characters
        "Invited by: “customer, Your bank account was charged 499 EUR. Dispute it at https://evil.exa…”",
      ].join("\n"),
    );
    // no paragraph and no line starts with the names' words
    const lines = mail.text.split("\n");
    expect(lines.some((l) => /^(Your|Dispute)/.test(l.trim()))).toBe(false);
    expect(mail.html).not.toMatch(/<p>(Your|Dispute)/);
    expect(mail.html).toContain("Brand: “Quotehaus Your order was cancelled”");
  });

  it("a confirmation mail carries no name at all", async () => {
    const email = `quote-confirm-${++memberCounter}@example.com`;
    const res = await post(
      registerAction,
      "/de/user/register",
      { lang: "de" },
      {
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        firstName: "Kundin, dein Konto wurde belastet",
        lastName: "Bank",
        terms: "on",
      },
    );
    expect(res.status).toBe(302);
    const [mail] = await mailsTo(outbox, email, handle.db);
    expect(mail?.text.startsWith("Hallo,\n\n")).toBe(true);
    expect(mail?.text).not.toContain("Kundin");
    expect(mail?.html).not.toContain("Kundin");
  });
});

describe("profile addresses keep their history", () => {
  async function slugOf(userId: number): Promise<string> {
    const row = await handle.db
      .selectFrom("users")
      .select("profile_slug")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    return row.profile_slug;
  }
  const changeSlug = (m: { cookie: string }, profileSlug: string) =>
    post(meAction, "/en/user/me", { lang: "en" }, { intent: "slug", profileSlug }, m.cookie);
  const profile = (lang: "de" | "en", slug: string, search = "") =>
    get(profileLoader, `/${lang}/profile/${slug}${search}`, { lang, slug });

  it("sends the old address to the new one with 301, and nobody else can take it", async () => {
    const ada = await member("history-ada");
    const old = await slugOf(ada.id);
    expect((await profile("en", old)).status).toBe(200);

    expect((await changeSlug(ada, "ada-mixes-history")).status).toBe(302);
    const moved = await profile("de", old, "?from=card");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/de/profile/ada-mixes-history?from=card");
    expect((await profile("en", "ada-mixes-history")).status).toBe(200);

    // another member: refused with the localized message on the account page, and "taken" in the API
    const bob = await member("history-bob");
    const taken = await changeSlug(bob, old);
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as Reply).error?.profileSlug).toEqual(["account.slugTaken"]);
    const api = await settle(
      Promise.resolve(
        apiSlugAction({
          request: new Request("http://localhost:3000/api/update-user-profile-name", {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              Authorization: `Bearer ${await createSession(handle.db, bob.id)}`,
            },
            body: JSON.stringify({ profileSlug: old }),
          }),
          params: {},
          context: ctx(),
        }),
      ),
    );
    expect(await api.json()).toMatchObject({ success: false, error: "taken" });
    expect(await slugOf(bob.id)).not.toBe(old);

    // the member takes an old address of their own back; the one they leave forwards in turn
    expect((await changeSlug(ada, old)).status).toBe(302);
    expect((await profile("en", old)).status).toBe(200);
    const back = await profile("en", "ada-mixes-history");
    expect(back.status).toBe(301);
    expect(back.headers.get("Location")).toBe(`/en/profile/${old}`);
    // saving the same address again changes nothing
    expect((await changeSlug(ada, old)).status).toBe(302);
    expect((await profile("en", old)).status).toBe(200);
  });

  it("never gives a new member an address someone left, and lists old addresses in the data export", async () => {
    const first = await member("history-tina", { first: "Tina", last: "Historia" });
    const old = await slugOf(first.id);
    expect(old).toBe("tina-historia");
    expect((await changeSlug(first, "tina-sings")).status).toBe(302);
    const second = await createUser(handle.db, {
      email: `history-tina-again-${++memberCounter}@example.com`,
      passwordHash: "x",
      firstName: "Tina",
      lastName: "Historia",
      newsletter: false,
      locale: "en",
    });
    if (!second.ok) throw new Error("exists");
    expect(await slugOf(second.id)).toBe("tina-historia-2");

    const exported = await get(dataLoader, "/en/user/data", { lang: "en" }, first.cookie);
    const data = (await exported.json()) as { account: { oldProfileSlugs: { slug: string }[] } };
    expect(data.account.oldProfileSlugs.map((s) => s.slug)).toEqual(["tina-historia"]);
  });

  it("answers an unknown address with 404, as before", async () => {
    const res = await settle(
      Promise.resolve(
        profileLoader({
          request: getRequest("/en/profile/nobody-ever-here"),
          params: { lang: "en", slug: "nobody-ever-here" },
          context: ctx(),
        }),
      ),
    );
    expect(res.status).toBe(404);
  });
});

describe("a brand's name, links and address are its owner's", () => {
  it("a plain member of the team gets 403 for them and changes nothing, but edits the descriptions", async () => {
    const owner = await member("roles-owner");
    const { slug, id } = await ownBrand(owner, "Rollenhaus");
    const teamMember = await member("roles-member");
    await handle.db
      .insertInto("brand_members")
      .values({ brand_id: id, user_id: teamMember.id, role: "member" })
      .execute();
    const url = `/en/brand/${slug}/manage`;
    const params = { lang: "en", slug };
    const stored = () =>
      handle.db
        .selectFrom("brands")
        .select(["slug", "name", "website", "imprint_url", "description_en"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    const before = await stored();

    const page = await get(dashboardLoader, url, params, teamMember.cookie);
    expect(page.status).toBe(200);
    expect(((await page.json()) as { brand: { role: string } }).brand.role).toBe("member");

    const attempts: Record<string, string>[] = [
      {
        intent: "profile",
        name: "Hijacked Spirits",
        websiteUrl: "https://evil.example",
        imprintUrl: "https://evil.example/imprint",
        descriptionDe: "",
        descriptionEn: "",
      },
      // invalid input too: the answer is the same 403, never which fields were wrong
      { intent: "profile", name: "X", websiteUrl: "javascript:alert(1)", imprintUrl: "" },
      { intent: "slug", slug: "hijacked-spirits" },
      { intent: "slug", slug: "admin" },
    ];
    for (const fields of attempts) {
      const res = await post(dashboardAction, url, params, fields, teamMember.cookie);
      expect(res.status, JSON.stringify(fields)).toBe(403);
      const reply = (await res.json()) as Reply;
      expect(reply.error?.[""]).toEqual(["brandAdmin.ownerOnly"]);
      expect(reply.error?.name).toBeUndefined();
    }
    expect(await stored()).toEqual(before);
    expect(
      await handle.db
        .selectFrom("brand_slug_history")
        .select("old_slug")
        .where("brand_id", "=", id)
        .execute(),
    ).toEqual([]);

    // what the team shares: the descriptions (and the products, menu and book)
    const described = await post(
      dashboardAction,
      url,
      params,
      { intent: "description", descriptionDe: "Aus dem Team.", descriptionEn: "From the team." },
      teamMember.cookie,
    );
    expect(described.status).toBe(302);
    expect(await stored()).toEqual({ ...before, description_en: "From the team." });

    // the owner still does all of it
    const renamed = await post(
      dashboardAction,
      url,
      params,
      {
        intent: "profile",
        name: "Rollenhaus Destille",
        websiteUrl: "https://rollenhaus.example",
        imprintUrl: "https://rollenhaus.example/imprint",
        descriptionDe: "",
        descriptionEn: "From the owner.",
      },
      owner.cookie,
    );
    expect(renamed.status).toBe(302);
    const moved = await post(
      dashboardAction,
      url,
      params,
      { intent: "slug", slug: "rollenhaus-destille" },
      owner.cookie,
    );
    expect(moved.status).toBe(302);
    expect(await stored()).toMatchObject({
      slug: "rollenhaus-destille",
      name: "Rollenhaus Destille",
      website: "https://rollenhaus.example/",
      description_en: "From the owner.",
    });
  });
});

describe("brand registration cannot set someone else's password", () => {
  const ATTACKER_PASSWORD = "the attacker's own password";
  /** A brand registration as a visitor sends it, password fields and all (they are no longer read). */
  const registration = (email: string, name: string) => ({
    name,
    websiteUrl: "https://brand.example",
    imprintUrl: "https://brand.example/imprint",
    email,
    password: ATTACKER_PASSWORD,
    confirmPassword: ATTACKER_PASSWORD,
    firstName: "Eve",
    lastName: "Attacker",
    terms: "on",
  });
  const registerBrandAs = (email: string, name: string, lang: "de" | "en" = "en") =>
    post(brandRegisterAction, `/${lang}/brand/register`, { lang }, registration(email, name));
  const logIn = (email: string, password: string) =>
    post(loginAction, "/en/user/login", { lang: "en" }, { intent: "login", email, password });
  async function linkTo(email: string) {
    const [mail] = await mailsTo(outbox, email, handle.db);
    if (!mail) throw new Error(`no mail to ${email}`);
    const link = new URL(linkIn(mail.text, "/brand/register?token="));
    return { mail, path: link.pathname + link.search, token: link.searchParams.get("token") ?? "" };
  }
  const claimPage = (path: string, cookie?: string) =>
    get(brandRegisterLoader, path, { lang: path.startsWith("/de/") ? "de" : "en" }, cookie);
  const claimPost = (path: string, fields: Record<string, string>, cookie?: string) =>
    post(brandRegisterAction, path, { lang: path.startsWith("/de/") ? "de" : "en" }, fields, cookie);
  const usersWith = (email: string) =>
    handle.db.selectFrom("users").select("id").where("email_normalized", "=", email).execute();
  const brandsNamed = (name: string) =>
    handle.db.selectFrom("brands").select(["id", "status"]).where("name", "=", name).execute();

  it("for a new address creates nothing until its owner chooses the password; the registrant's never works", async () => {
    const victim = `victim-new-${++memberCounter}@example.com`;
    const registered = await registerBrandAs(victim, "Vorweg Spirits", "de");
    expect(registered.status).toBe(302);
    expect(registered.headers.get("Location")).toBe("/de/user/register-confirm");
    // no account, no brand: nothing anyone could log in to, nothing the owner has to undo
    expect(await usersWith(victim)).toEqual([]);
    expect(await brandsNamed("Vorweg Spirits")).toEqual([]);
    expect((await logIn(victim, ATTACKER_PASSWORD)).status).toBe(401);

    const { mail, path, token } = await linkTo(victim);
    expect(mail.subject).toBe("Bestätige die Registrierung deiner Marke bei Cocktail-Atlas");
    // the mail repeats nothing the registrant typed
    expect(mail.text).not.toMatch(/Vorweg|Eve|Attacker/);
    const page = await claimPage(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await page.json()).toMatchObject({
      claim: {
        state: "new",
        details: { brandName: "Vorweg Spirits", contact: "Eve Attacker", email: victim },
      },
    });

    // the owner's own password, typed twice; a mismatch is refused first and changes nothing
    const mismatch = await claimPost(path, {
      intent: "create",
      token,
      password: "the owner's password",
      confirmPassword: "something else",
    });
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as Reply).error?.confirmPassword).toEqual(["account.passwordMismatch"]);
    expect(await usersWith(victim)).toEqual([]);
    const created = await claimPost(path, {
      intent: "create",
      token,
      password: "the owner's password",
      confirmPassword: "the owner's password",
    });
    expect(created.status).toBe(303);
    expect(created.headers.get("Location")).toBe("/de/brand/vorweg-spirits/manage");
    const [owner] = await usersWith(victim);
    expect(await brandsNamed("Vorweg Spirits")).toEqual([{ id: expect.any(Number), status: "live" }]);
    const membership = await handle.db
      .selectFrom("brand_members")
      .select("role")
      .where("user_id", "=", owner?.id ?? 0)
      .execute();
    expect(membership).toEqual([{ role: "owner" }]);

    expect((await logIn(victim, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await logIn(victim, "the owner's password")).status).toBe(302);
    // the link works once
    expect((await claimPage(path)).status).toBe(400);
    const again = await claimPost(path, {
      intent: "create",
      token,
      password: ATTACKER_PASSWORD,
      confirmPassword: ATTACKER_PASSWORD,
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as Reply).error?.[""]).toEqual(["brandAdmin.registrationInvalidText"]);
    expect((await logIn(victim, ATTACKER_PASSWORD)).status).toBe(401);
  });

  it("for an address with an account adds the brand only for its owner, signed in, and the password stays", async () => {
    const victim = await member("victim-known");
    const registered = await registerBrandAs(victim.email, "Kaperbrand");
    expect(registered.status).toBe(302);
    expect(await brandsNamed("Kaperbrand")).toEqual([]);
    const { mail, path, token } = await linkTo(victim.email);
    expect(mail.subject).toBe("Brand registration with your e-mail address");
    expect(mail.text).not.toMatch(/Kaperbrand|Eve|Attacker/);

    // a visitor is asked to log in; someone else signed in is told it is not their address
    expect(await (await claimPage(path)).json()).toMatchObject({ claim: { state: "visitor" } });
    const stranger = await member("victim-stranger");
    expect(await (await claimPage(path, stranger.cookie)).json()).toMatchObject({
      claim: { state: "otherAddress" },
    });
    const refused = await claimPost(path, { intent: "attach", token }, stranger.cookie);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as Reply).error?.[""]).toEqual(["brandAdmin.claimOtherAddress"]);
    const visitor = await claimPost(path, { intent: "attach", token });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/en\/user\/login\?redirectTo=/);
    // choosing a password is not possible for an address with an account
    const overwrite = await claimPost(path, {
      intent: "create",
      token,
      password: ATTACKER_PASSWORD,
      confirmPassword: ATTACKER_PASSWORD,
    });
    expect(overwrite.status).toBe(409);
    expect(((await overwrite.json()) as Reply).error?.[""]).toEqual(["brandAdmin.claimHasAccount"]);
    expect(await brandsNamed("Kaperbrand")).toEqual([]);

    expect(await (await claimPage(path, victim.cookie)).json()).toMatchObject({ claim: { state: "attach" } });
    const attached = await claimPost(path, { intent: "attach", token }, victim.cookie);
    expect(attached.status).toBe(303);
    expect(attached.headers.get("Location")).toBe("/en/brand/kaperbrand/manage");
    const [brand] = await brandsNamed("Kaperbrand");
    expect(brand?.status).toBe("live");
    const owners = await handle.db
      .selectFrom("brand_members")
      .select(["user_id", "role"])
      .where("brand_id", "=", brand?.id ?? 0)
      .execute();
    expect(owners).toEqual([{ user_id: victim.id, role: "owner" }]);
    expect((await logIn(victim.email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await logIn(victim.email, PASSWORD)).status).toBe(302);
    expect((await claimPost(path, { intent: "attach", token }, victim.cookie)).status).toBe(400);
  });

  it("refuses an expired link and an unknown one", async () => {
    const email = `expired-brand-${++memberCounter}@example.com`;
    await registerBrandAs(email, "Spätmarke");
    const { path, token } = await linkTo(email);
    await handle.db
      .updateTable("brand_registrations")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("email_normalized", "=", email)
      .execute();
    expect((await claimPage(path)).status).toBe(400);
    const late = await claimPost(path, {
      intent: "create",
      token,
      password: "a password in time",
      confirmPassword: "a password in time",
    });
    expect(late.status).toBe(400);
    expect(await usersWith(email)).toEqual([]);
    const unknown = await claimPage("/en/brand/register?token=not-a-token");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ claim: null, invalidLink: true });
  });
});

describe("member registration cannot set someone else's password", () => {
  const REGISTRANT_PASSWORD = "the registrant's own password";
  /** A member registration as the registration form sends it. */
  const registerAs = (email: string, lang: "de" | "en" = "en") =>
    post(
      registerAction,
      `/${lang}/user/register`,
      { lang },
      {
        email,
        password: REGISTRANT_PASSWORD,
        confirmPassword: REGISTRANT_PASSWORD,
        firstName: "Eve",
        lastName: "Registrant",
        terms: "on",
      },
    );
  const logIn = (email: string, password: string, context = ctx()) =>
    post(
      loginAction,
      "/en/user/login",
      { lang: "en" },
      { intent: "login", email, password },
      undefined,
      context,
    );
  async function confirmLink(email: string) {
    const [mail] = await mailsTo(outbox, email, handle.db);
    if (!mail) throw new Error(`no mail to ${email}`);
    const link = new URL(linkIn(mail.text, "/user/register-confirmed?token="));
    return { mail, path: link.pathname + link.search, token: link.searchParams.get("token") ?? "" };
  }
  const lang = (path: string) => (path.startsWith("/de/") ? "de" : "en");
  const confirmPage = (path: string) => get(confirmedLoader, path, { lang: lang(path) });
  const confirmPost = (path: string, fields: Record<string, string>, context = ctx()) =>
    post(confirmedAction, path, { lang: lang(path) }, fields, undefined, context);
  const confirmedAt = async (email: string) => {
    const row = await handle.db
      .selectFrom("users")
      .select("email_confirmed_at")
      .where("email_normalized", "=", email)
      .executeTakeFirstOrThrow();
    return row.email_confirmed_at;
  };

  it("the owner of the address confirms nothing without the registrant's password, and the registrant cannot log in", async () => {
    const victim = `victim-member-${++memberCounter}@example.com`;
    const registered = await registerAs(victim, "de");
    expect(registered.status).toBe(302);
    expect(registered.headers.get("Location")).toBe("/de/user/register-confirm");
    const { mail, path, token } = await confirmLink(victim);
    expect(mail.subject).toBe("Bitte bestätige deine E-Mail-Adresse");
    // the mail says what to do when it was not you
    expect(mail.text).toContain("Wenn du dich nicht registriert hast, ignoriere diese E-Mail");

    const events: SecurityEvent[] = [];
    const stop = onSecurityEvent((e) => events.push(e));
    try {
      // the owner of the mailbox opens the link and presses the button, as the page asked before
      const page = await confirmPage(path);
      expect(page.status).toBe(200);
      expect(await page.json()).toMatchObject({ state: "ask", token });
      const pressed = await confirmPost(path, { token });
      expect(pressed.status).toBe(400);
      expect(((await pressed.json()) as Reply).error?.password).toEqual(["account.passwordRequired"]);
      // a password of their own (or a guess) is not the one chosen at registration
      const guessed = await confirmPost(path, { token, password: "the owner's own password" });
      expect(guessed.status).toBe(401);
      expect(guessed.headers.get("Set-Cookie")).toBeNull();
      expect(((await guessed.json()) as Reply).error?.password).toEqual(["account.confirmWrongPassword"]);
    } finally {
      stop();
    }
    // nothing was confirmed: the registrant's password opens nothing, and the link is as it was
    expect(await confirmedAt(victim)).toBeNull();
    const login = await logIn(victim, REGISTRANT_PASSWORD);
    expect(login.status).toBe(403);
    expect(login.headers.get("Set-Cookie")).toBeNull();
    expect((await confirmPage(path)).status).toBe(200);
    // the refusal is a failed login in the security log, the address masked and no password in it
    expect(events.filter((e) => e.event === "login.failure")).toEqual([
      expect.objectContaining({ detail: "register-confirm", email: expect.stringMatching(/^v\*\*\*@/) }),
    ]);
    expect(JSON.stringify(events)).not.toContain("the owner's own password");
    expect(events.some((e) => e.event === "login.success")).toBe(false);
  });

  it("a wrong password on the confirmation page counts toward the login back-off per account and address", async () => {
    const email = `backoff-confirm-${++memberCounter}@example.com`;
    await registerAs(email);
    const { path, token } = await confirmLink(email);
    const guesser = loadContext(handle, { clientIp: "10.13.7.1" });
    for (let i = 0; i < LOGIN_BACKOFF.freeFailures; i++) {
      expect((await confirmPost(path, { token, password: `guess ${i}` }, guesser)).status).toBe(401);
    }
    // that address waits now, on this page and at the login form alike, even with the right password
    const waiting = await confirmPost(path, { token, password: REGISTRANT_PASSWORD }, guesser);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await waiting.json()) as Reply).error?.[""]).toEqual(["form.tooManyRequests"]);
    expect((await logIn(email, REGISTRANT_PASSWORD, guesser)).status).toBe(429);
    expect(await confirmedAt(email)).toBeNull();
    // the registrant at another address is not slowed by those guesses
    expect((await confirmPost(path, { token, password: REGISTRANT_PASSWORD })).status).toBe(303);
  });

  it("the registrant, who holds the mailbox, confirms with their password and is signed in", async () => {
    const email = `registrant-${++memberCounter}@example.com`;
    await registerAs(email);
    const { path, token } = await confirmLink(email);
    // a typo first: refused, and the link still works
    expect((await confirmPost(path, { token, password: "the registrant's own passwort" })).status).toBe(401);
    const confirmed = await confirmPost(path, { token, password: REGISTRANT_PASSWORD });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("Location")).toBe("/en/user/me");
    expect(await confirmedAt(email)).not.toBeNull();
    // signed in: the answer carries a session that opens the account page
    const session = confirmed.headers
      .getSetCookie()
      .find((c) => c.startsWith("session="))
      ?.split(";")[0];
    expect(session).toBeTruthy();
    expect((await get(meLoader, "/en/user/me", { lang: "en" }, session)).status).toBe(200);
    expect((await logIn(email, REGISTRANT_PASSWORD)).status).toBe(302);
    // the link works once
    expect((await confirmPage(path)).status).toBe(400);
    const again = await confirmPost(path, { token, password: REGISTRANT_PASSWORD });
    expect(again.status).toBe(400);
    expect(((await again.json()) as Reply).error?.[""]).toEqual(["account.linkInvalidText"]);
  });

  it("says in both languages what to do when someone else registered the address", () => {
    expect(en.account.confirmNotYouText).toMatch(/Ignore the mail: nothing happens/);
    expect(de.account.confirmNotYouText).toMatch(/Ignoriere die E-Mail: Es passiert nichts/);
    expect(en.account.confirmWrongPassword).toMatch(/not the password chosen at registration/);
    expect(de.account.confirmWrongPassword).toMatch(/nicht das Passwort aus der Registrierung/);
  });
});

describe("brand registration takes as long for a known address as for an unknown one", () => {
  /** The statements a registration runs, by kind and table, in order (values left out: they differ). */
  async function statements(email: string, n: number): Promise<string[]> {
    const seen: string[] = [];
    const db = handle.db.withPlugin({
      transformQuery({ node }) {
        const tables = new Set<string>();
        JSON.stringify(node, (_key, value) => {
          if (value?.kind === "TableNode") tables.add(value.table.identifier.name);
          return value;
        });
        seen.push(`${node.kind} ${[...tables].join(",")}`);
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const request = formRequest("/en/brand/register", {
      name: `Timing Spirits ${n}`,
      websiteUrl: "https://timing.example",
      imprintUrl: "https://timing.example/imprint",
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      firstName: "Tim",
      lastName: "Ing",
      terms: "on",
    });
    const context = { ...ctx(), db };
    const res = await settle(
      Promise.resolve(brandRegisterAction({ request, params: { lang: "en" }, context })),
    );
    expect(res.status).toBe(302);
    return seen;
  }

  it("runs the same statements for a known and an unknown address, and sends each one mail", async () => {
    // The time an answer takes is what an attacker measures; it follows from the work done. Before, an
    // unknown address cost an account, a brand and a token more (57 against 69 ms, argon2 in both); now both
    // paths look the address up, keep one row and queue one mail, and neither hashes anything.
    const known = await member("timing-brand");
    const unknown = `nobody-brand-${++memberCounter}@example.com`;
    const before = await mailsTo(outbox, known.email, handle.db);
    const forKnown = await statements(known.email, 1);
    const forUnknown = await statements(unknown, 2);
    expect(forKnown.length).toBeGreaterThan(0);
    expect(forUnknown).toEqual(forKnown);
    expect(await mailsTo(outbox, known.email, handle.db)).toHaveLength(before.length + 1);
    expect(await mailsTo(outbox, unknown, handle.db)).toHaveLength(1);
    // which is why the unknown address has no account: only a registration waiting for its owner
    expect(
      await handle.db.selectFrom("users").select("id").where("email_normalized", "=", unknown).execute(),
    ).toEqual([]);
  });
});

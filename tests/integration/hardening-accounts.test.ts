// Findings of the account hardening, each reproduced against the real loaders and actions: reset links that
// outlived a reset or a change of password, names that broke a mail into paragraphs, profile addresses that
// another member could take over, a brand's plain member renaming the brand and moving its address, a brand
// registration that set the password of someone else's address, and a brand registration that answered a
// known address faster than an unknown one.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../app/models/sessions.server";
import { confirmEmail, createUser } from "../../app/models/users.server";
import { action as meAction } from "../../app/routes/$lang.user.me";
import { action as recoverAction } from "../../app/routes/$lang.user.recover";
import { action as resetAction, loader as resetLoader } from "../../app/routes/$lang.user.reset";
import { hashPassword, sessionCookie } from "../../app/utils/auth.server";
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

type Reply = { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
type Loader = (args: LoaderFunctionArgs) => unknown;
type Action = (args: ActionFunctionArgs) => unknown;

let ipCounter = 0;
/** A fresh client address per request, so the per-address limits stay out of these tests. */
const ctx = (): AppLoadContext =>
  loadContext(handle, { clientIp: `10.12.${ipCounter >> 8}.${++ipCounter % 256}` });

function get(loader: Loader, url: string, params: Record<string, string>, cookie?: string) {
  return settle(
    Promise.resolve(
      loader({ request: getRequest(url, cookie ? { Cookie: cookie } : {}), params, context: ctx() }),
    ),
  );
}

function post(
  action: Action,
  url: string,
  params: Record<string, string>,
  fields: Record<string, string>,
  cookie?: string,
  context = ctx(),
) {
  return settle(
    Promise.resolve(
      action({ request: formRequest(url, fields, cookie ? { Cookie: cookie } : {}), params, context }),
    ),
  );
}

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
  if (created === "exists") throw new Error(`${email} exists`);
  await confirmEmail(handle.db, created.id);
  const token = await createSession(handle.db, created.id);
  return { id: created.id, email, cookie: (await sessionCookie(token)).split(";")[0] ?? "" };
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
    const { verifyPassword } = await import("../../app/utils/auth.server");
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

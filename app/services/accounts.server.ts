import type { AppLoadContext } from "@remix-run/node";
import { CONFIRM_TTL_MS, normalizeEmail, RESET_TTL_MS } from "~/lib/account-rules";
import { type Locale, localePath } from "~/lib/locale";
import { makeOwnedBrandsLive } from "~/models/brand-admin.server";
import {
  clearAccountStreaks,
  clearLoginStreak,
  sessionClient,
  startLoginAttempt,
} from "~/models/login-backoff.server";
import { commitWithoutFlush } from "~/models/mail-queue.server";
import { hitRateLimit, type LimitResult } from "~/models/rate-limits.server";
import type { SessionUser } from "~/models/sessions.server";
import { deleteUserSessions } from "~/models/sessions.server";
import {
  confirmEmail,
  createUser,
  deleteUser,
  findUserByEmail,
  getUser,
  setPassword,
} from "~/models/users.server";
import {
  cancelOpenVerifications,
  checkVerification,
  consumeVerification,
  createVerification,
  type Purpose,
} from "~/models/verifications.server";
import { getEnv } from "~/utils/env.server";
import { requestFields, securityEvent } from "~/utils/security-log.server";
import { newToken } from "~/utils/tokens.server";
import type { DB } from "../../db/client";
import { checkPassword, hashPassword, verifyPassword } from "./login.server";
import { composeMail, type Mail, nudgeMailWorker, queueMail, siteUrl } from "./mail/mail.server";

// Account flows that combine the database and mail. Answers never reveal whether an address has an account,
// neither in what they say nor in how long they take: mail is only queued here (one INSERT), and the worker
// sends it after the answer.

export type PublicForm = "register" | "recover" | "resend" | "reset";

/**
 * Registration, recovery, resend and reset: ACCOUNT_RATE_LIMIT (default 5) per hour and client address,
 * counted per form. A refusal is logged as a `rate-limit.hit` security event.
 */
export async function publicFormLimit(context: AppLoadContext, form: PublicForm): Promise<LimitResult> {
  const limit = await hitRateLimit(
    context.db,
    `${form}:${context.clientIp}`,
    getEnv().ACCOUNT_RATE_LIMIT,
    3600,
  );
  if (!limit.allowed) {
    securityEvent("rate-limit.hit", {
      ...requestFields(context),
      detail: form,
      retryAfter: limit.retryAfter,
    });
  }
  return limit;
}

export type RegisterInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  newsletter: boolean;
};

function userLocale(stored: string, fallback: Locale = "de"): Locale {
  return stored === "en" ? "en" : stored === "de" ? "de" : fallback;
}

/**
 * Registers an account and queues the confirmation link; for an address that already has an account,
 * queues that account a note instead. Both answer the same. The mail is queued in the account's
 * transaction: an account never exists without its confirmation mail on the way.
 */
export async function register(
  context: AppLoadContext,
  input: RegisterInput,
  locale: Locale,
  /** a same-site path the confirmation link leads back to once the address is confirmed */
  back: string | null = null,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await context.db.transaction().execute(async (trx) => {
    const created = await createUser(trx, { ...input, passwordHash, locale });
    if (!created.ok) {
      const existing = await findUserByEmail(trx, input.email);
      if (!existing) return;
      const lang = userLocale(existing.locale);
      const link = siteUrl(localePath(lang, "/user/recover"));
      await queueMail(trx, await composeMail("exists", lang, existing.email, link));
      return;
    }
    const token = await createVerification(trx, created.id, "confirm", CONFIRM_TTL_MS);
    const next = back ? `&next=${encodeURIComponent(back)}` : "";
    const link = siteUrl(`${localePath(locale, "/user/register-confirmed")}?token=${token}${next}`);
    await queueMail(trx, await composeMail("confirm", locale, input.email.trim(), link));
  });
  nudgeMailWorker();
}

type LinkMail = {
  kind: "confirm" | "reset";
  purpose: Purpose;
  ttlMs: number;
  /** the page the link opens, with the token appended */
  path: string;
  locale: Locale;
};

/**
 * Queues a mail with a fresh single-use link to `user`, or, without a user, does the same work minus the
 * writes: a token is made and hashed, the mail composed, and one transaction reads the rows the writes
 * would touch. So a known and an unknown address take about the same time (measured in the mail-queue
 * integration test).
 */
async function queueLinkMail(
  db: DB,
  user: { id: number; email: string } | undefined,
  spec: LinkMail,
): Promise<void> {
  if (!user) {
    const { token } = newToken();
    const link = siteUrl(`${spec.path}?token=${token}`);
    const mail: Mail = await composeMail(spec.kind, spec.locale, "nobody@invalid", link);
    await db.transaction().execute(async (trx) => {
      await commitWithoutFlush(trx);
      await checkVerification(trx, token, spec.purpose);
      await findUserByEmail(trx, mail.to);
    });
    return;
  }
  await db.transaction().execute(async (trx) => {
    await commitWithoutFlush(trx);
    const token = await createVerification(trx, user.id, spec.purpose, spec.ttlMs);
    const link = siteUrl(`${spec.path}?token=${token}`);
    await queueMail(trx, await composeMail(spec.kind, spec.locale, user.email, link));
  });
  nudgeMailWorker();
}

/** A new confirmation link for an unconfirmed account; nothing for any other address, in the same time. */
export async function resendConfirmation(context: AppLoadContext, email: string): Promise<void> {
  const found = await findUserByEmail(context.db, email);
  const user = found && !found.email_confirmed_at ? found : undefined;
  const locale = userLocale(found?.locale ?? "de");
  await queueLinkMail(context.db, user, {
    kind: "confirm",
    purpose: "confirm",
    ttlMs: CONFIRM_TTL_MS,
    path: localePath(locale, "/user/register-confirmed"),
    locale,
  });
}

export type Confirmation =
  | { ok: true; userId: number; liveBrands: string[] }
  | { ok: false; reason: "invalid" | "wrong" }
  | { ok: false; reason: "limited"; retryAfter: number };

/**
 * Confirms the address behind a confirmation link (once), for whoever also knows the password chosen at
 * registration: the owner of the mailbox who did not register confirms nothing (nobody else's password ever
 * becomes usable for their address), and the registrant proves they hold the mailbox. The password is checked
 * like a login (`checkPassword`: the rate limit, the back-off per account and client address, a wrong one a
 * `login.failure` event) before the link is used up, so a wrong try leaves the link as it was. The brands the
 * user registered and owns go live with it; their slugs come back so the page can lead the owner to the
 * brand's dashboard.
 */
export async function confirmRegistration(
  context: AppLoadContext,
  token: string,
  password: string,
): Promise<Confirmation> {
  const open = await checkVerification(context.db, token, "confirm");
  const user = open.ok ? await getUser(context.db, open.userId) : undefined;
  if (!user) return { ok: false, reason: "invalid" };
  const checked = await checkPassword(context, user.email, password, "register-confirm");
  if (!checked.ok) return checked.reason === "limited" ? checked : { ok: false, reason: "wrong" };
  if (checked.user.id !== user.id) return { ok: false, reason: "invalid" };
  const confirmed = await context.db.transaction().execute(async (trx) => {
    const used = await consumeVerification(trx, token, "confirm");
    if (!used.ok || used.userId !== user.id) return null;
    await confirmEmail(trx, used.userId);
    return { userId: used.userId, liveBrands: await makeOwnedBrandsLive(trx, used.userId) };
  });
  if (!confirmed) return { ok: false, reason: "invalid" };
  securityEvent("login.success", { ...requestFields(context), userId: user.id, detail: "register-confirm" });
  return { ok: true, ...confirmed };
}

/** Queues a reset link when the address has an account; the caller answers the same, in the same time. */
export async function requestPasswordReset(
  context: AppLoadContext,
  email: string,
  locale: Locale,
): Promise<void> {
  const user = await findUserByEmail(context.db, email);
  await queueLinkMail(context.db, user, {
    kind: "reset",
    purpose: "reset",
    ttlMs: RESET_TTL_MS,
    path: localePath(locale, "/user/reset"),
    locale: userLocale(user?.locale ?? locale, locale),
  });
}

/**
 * Sets the new password, ends every session of the user, cancels every other reset link still open for the
 * account, and queues a notice. The token is checked before the (expensive) password hash is made, and used
 * up in the same transaction that sets the password.
 */
export async function resetPassword(
  context: AppLoadContext,
  token: string,
  password: string,
): Promise<boolean> {
  if (!(await checkVerification(context.db, token, "reset")).ok) return false;
  const passwordHash = await hashPassword(password);
  const userId = await context.db.transaction().execute(async (trx) => {
    const used = await consumeVerification(trx, token, "reset");
    if (!used.ok) return null;
    await setPassword(trx, used.userId, passwordHash);
    // A link mailed before this one (or after it, before this press) must not set the password again.
    await cancelOpenVerifications(trx, used.userId, "reset");
    // The link proves the address is theirs.
    await confirmEmail(trx, used.userId);
    await deleteUserSessions(trx, used.userId);
    return used.userId;
  });
  if (userId === null) return false;
  securityEvent("password.reset", { ...requestFields(context), userId });
  const user = await getUser(context.db, userId);
  if (user) {
    // The owner proved the address is theirs: login waits an attacker caused end at every address.
    await clearAccountStreaks(context.db, normalizeEmail(user.email));
    await queueMail(context.db, await composeMail("changed", userLocale(user.locale), user.email));
  }
  return true;
}

/** Deletes the account after checking the password; false for a wrong password. */
export async function deleteAccount(
  context: AppLoadContext,
  member: Pick<SessionUser, "id" | "sessionId">,
  password: string,
): Promise<AccountDeletion> {
  const userId = member.id;
  const user = await getUser(context.db, userId);
  if (!user) return { ok: false, reason: "wrong" };
  // Wrong passwords are slowed like logins, per session (a borrowed session guesses no faster here,
  // whatever address it comes from, and slows nobody else).
  const account = normalizeEmail(user.email);
  const fields = { ...requestFields(context), userId };
  const backoff = await startLoginAttempt(context.db, account, sessionClient(member.sessionId));
  if (!backoff.allowed) {
    securityEvent("login.backoff", { ...fields, detail: "account-delete", retryAfter: backoff.retryAfter });
    return { ok: false, reason: "limited", retryAfter: backoff.retryAfter };
  }
  if (!(await verifyPassword(user.password_hash, password))) {
    securityEvent("login.failure", { ...fields, detail: "account-delete" });
    return { ok: false, reason: "wrong" };
  }
  await clearLoginStreak(context.db, account, sessionClient(member.sessionId));
  await deleteUser(context.db, userId);
  securityEvent("account.delete", { ...requestFields(context), userId });
  await queueMail(context.db, await composeMail("deleted", userLocale(user.locale), user.email));
  return { ok: true };
}

export type AccountDeletion =
  | { ok: true }
  | { ok: false; reason: "wrong" }
  | { ok: false; reason: "limited"; retryAfter: number };

import type { AppLoadContext } from "@remix-run/node";
import { normalizeEmail } from "~/lib/account-rules";
import { clearLoginStreak, sessionClient, startLoginAttempt } from "~/models/login-backoff.server";
import type { SessionUser } from "~/models/sessions.server";
import { deleteUserSessions } from "~/models/sessions.server";
import { getUser, setPassword } from "~/models/users.server";
import { cancelOpenVerifications } from "~/models/verifications.server";
import { requestFields, securityEvent } from "~/utils/security-log.server";
import { hashPassword, verifyPassword } from "./login.server";
import { composeMail, queueMail } from "./mail/mail.server";

// A member changes their password on the account page.

export type PasswordChange =
  | { ok: true; endedSessions: number }
  | { ok: false; reason: "wrong" }
  | { ok: false; reason: "limited"; retryAfter: number };

/**
 * Checks the current password, sets the new one, ends every other session of the member (this one stays),
 * cancels the reset links still open for the account (one mailed to an attacker's inbox, or sitting in an old
 * mail, must not undo the change) and queues a notice mail. Wrong current passwords count towards the account's login backoff
 * (app/lib/login-backoff.ts), so a borrowed session cannot be used to guess the password faster than a login.
 */
export async function changePassword(
  context: AppLoadContext,
  member: SessionUser,
  currentPassword: string,
  newPassword: string,
): Promise<PasswordChange> {
  const fields = { ...requestFields(context), userId: member.id };
  const account = normalizeEmail(member.email);
  const backoff = await startLoginAttempt(context.db, account, sessionClient(member.sessionId));
  if (!backoff.allowed) {
    securityEvent("login.backoff", { ...fields, detail: "password-change", retryAfter: backoff.retryAfter });
    return { ok: false, reason: "limited", retryAfter: backoff.retryAfter };
  }
  const user = await getUser(context.db, member.id);
  if (!user || !(await verifyPassword(user.password_hash, currentPassword))) {
    securityEvent("login.failure", { ...fields, detail: "password-change" });
    return { ok: false, reason: "wrong" };
  }
  await clearLoginStreak(context.db, account, sessionClient(member.sessionId));
  const passwordHash = await hashPassword(newPassword);
  const endedSessions = await context.db.transaction().execute(async (trx) => {
    await setPassword(trx, user.id, passwordHash);
    await cancelOpenVerifications(trx, user.id, "reset");
    return deleteUserSessions(trx, user.id, member.sessionId);
  });
  securityEvent("password.change", fields);
  securityEvent("session.end", { ...fields, detail: "others" });
  const locale = user.locale === "en" ? "en" : "de";
  await queueMail(context.db, await composeMail("changed", locale, user.email));
  return { ok: true, endedSessions };
}

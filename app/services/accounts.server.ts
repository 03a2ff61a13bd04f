import type { AppLoadContext } from "@remix-run/node";
import { CONFIRM_TTL_MS, RESET_TTL_MS } from "~/lib/account-rules";
import { type Locale, localePath } from "~/lib/locale";
import { hitRateLimit, type LimitResult } from "~/models/rate-limits.server";
import { deleteUserSessions } from "~/models/sessions.server";
import {
  confirmEmail,
  createUser,
  deleteUser,
  findUserByEmail,
  getUser,
  setPassword,
} from "~/models/users.server";
import { consumeVerification, createVerification } from "~/models/verifications.server";
import { hashPassword, verifyPassword } from "~/utils/auth.server";
import { getEnv } from "~/utils/env.server";
import { composeMail, sendMail, siteUrl } from "~/utils/mail.server";

// Account flows that combine the database and mail. Answers never reveal whether an address has an account.

/** Registration, recovery and resend: ACCOUNT_RATE_LIMIT (default 5) per hour and address of the client. */
export function publicFormLimit(
  context: AppLoadContext,
  form: "register" | "recover" | "resend",
): Promise<LimitResult> {
  return hitRateLimit(context.db, `${form}:${context.clientIp}`, getEnv().ACCOUNT_RATE_LIMIT, 3600);
}

export type RegisterInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  newsletter: boolean;
};

/**
 * Registers an account and mails the confirmation link; for an address that already has an account, mails
 * that account a note instead. Both answer the same. When the mail cannot be sent nothing is kept.
 */
export async function register(
  context: AppLoadContext,
  input: RegisterInput,
  locale: Locale,
): Promise<"sent" | "mail-failed"> {
  const passwordHash = await hashPassword(input.password);
  try {
    await context.db.transaction().execute(async (trx) => {
      const created = await createUser(trx, { ...input, passwordHash, locale });
      if (created === "exists") {
        const existing = await findUserByEmail(trx, input.email);
        if (!existing) return;
        const userLocale = existing.locale === "en" ? "en" : "de";
        await sendMail(
          await composeMail(
            "exists",
            userLocale,
            existing.email,
            existing.first_name,
            siteUrl(localePath(userLocale, "/user/recover")),
          ),
        );
        return;
      }
      const token = await createVerification(trx, created.id, "confirm", CONFIRM_TTL_MS);
      const link = siteUrl(`${localePath(locale, "/user/register-confirmed")}?token=${token}`);
      // Inside the transaction: if the mail fails, the account is rolled back.
      await sendMail(await composeMail("confirm", locale, input.email.trim(), input.firstName.trim(), link));
    });
    return "sent";
  } catch (error) {
    if (isMailError(error)) {
      console.error("[mail] sending failed:", (error as Error).message);
      return "mail-failed";
    }
    throw error;
  }
}

function isMailError(error: unknown): boolean {
  const e = error as { code?: string; command?: string; responseCode?: number };
  return Boolean(
    e &&
      (e.command ||
        e.responseCode ||
        ["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EAUTH", "EENVELOPE", "EMESSAGE", "ECONNREFUSED"].includes(
          e.code ?? "",
        )),
  );
}

/** A new confirmation link for an unconfirmed account; nothing for any other address. */
export async function resendConfirmation(context: AppLoadContext, email: string): Promise<void> {
  const user = await findUserByEmail(context.db, email);
  if (!user || user.email_confirmed_at) return;
  const locale = user.locale === "en" ? "en" : "de";
  const token = await createVerification(context.db, user.id, "confirm", CONFIRM_TTL_MS);
  const link = siteUrl(`${localePath(locale, "/user/register-confirmed")}?token=${token}`);
  await sendMail(await composeMail("confirm", locale, user.email, user.first_name, link)).catch((e: Error) =>
    console.error("[mail] resend failed:", e.message),
  );
}

export async function confirmRegistration(context: AppLoadContext, token: string): Promise<boolean> {
  const used = await consumeVerification(context.db, token, "confirm");
  if (!used.ok) return false;
  await confirmEmail(context.db, used.userId);
  return true;
}

/** Mails a reset link when the address has an account; the caller answers the same either way. */
export async function requestPasswordReset(
  context: AppLoadContext,
  email: string,
  locale: Locale,
): Promise<void> {
  const user = await findUserByEmail(context.db, email);
  if (!user) return;
  const userLocale: Locale = user.locale === "en" ? "en" : user.locale === "de" ? "de" : locale;
  const token = await createVerification(context.db, user.id, "reset", RESET_TTL_MS);
  const link = siteUrl(`${localePath(locale, "/user/reset")}?token=${token}`);
  await sendMail(await composeMail("reset", userLocale, user.email, user.first_name, link)).catch(
    (e: Error) => console.error("[mail] reset mail failed:", e.message),
  );
}

/** Sets the new password, ends every session of the user and sends a notice. */
export async function resetPassword(
  context: AppLoadContext,
  token: string,
  password: string,
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const userId = await context.db.transaction().execute(async (trx) => {
    const used = await consumeVerification(trx, token, "reset");
    if (!used.ok) return null;
    await setPassword(trx, used.userId, passwordHash);
    // The link proves the address is theirs.
    await confirmEmail(trx, used.userId);
    await deleteUserSessions(trx, used.userId);
    return used.userId;
  });
  if (userId === null) return false;
  const user = await getUser(context.db, userId);
  if (user) {
    const locale = user.locale === "en" ? "en" : "de";
    await sendMail(await composeMail("changed", locale, user.email, user.first_name)).catch((e: Error) =>
      console.error("[mail] notice failed:", e.message),
    );
  }
  return true;
}

/** Deletes the account after checking the password; false for a wrong password. */
export async function deleteAccount(
  context: AppLoadContext,
  userId: number,
  password: string,
): Promise<boolean> {
  const user = await getUser(context.db, userId);
  if (!user || !(await verifyPassword(user.password_hash, password))) return false;
  await deleteUser(context.db, userId);
  const locale = user.locale === "en" ? "en" : "de";
  await sendMail(await composeMail("deleted", locale, user.email, user.first_name)).catch((e: Error) =>
    console.error("[mail] deletion notice failed:", e.message),
  );
  return true;
}

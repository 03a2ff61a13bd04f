import { sql } from "kysely";
import { hashToken, newToken } from "~/utils/tokens.server";
import type { DB } from "../../db/client";

// Single-use, expiring tokens for e-mail confirmation and password reset. Only their hashes are stored.

export type Purpose = "confirm" | "reset";

export async function createVerification(
  db: DB,
  userId: number,
  purpose: Purpose,
  ttlMs: number,
): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insertInto("verifications")
    .values({ user_id: userId, purpose, token_hash: hash, expires_at: new Date(Date.now() + ttlMs) })
    .execute();
  return token;
}

export type VerificationCheck =
  | { ok: true; userId: number }
  | { ok: false; reason: "invalid" | "expired" | "used" };

/** Whether a token is good, without using it (the reset form's GET). */
export async function checkVerification(db: DB, token: string, purpose: Purpose): Promise<VerificationCheck> {
  if (!token || token.length > 100) return { ok: false, reason: "invalid" };
  const row = await db
    .selectFrom("verifications")
    .select(["user_id", "expires_at", "used_at"])
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: "invalid" };
  if (row.used_at) return { ok: false, reason: "used" };
  if (row.expires_at.getTime() <= Date.now()) return { ok: false, reason: "expired" };
  return { ok: true, userId: row.user_id };
}

/** Uses a token once: of two concurrent uses, only one succeeds. */
export async function consumeVerification(
  db: DB,
  token: string,
  purpose: Purpose,
): Promise<VerificationCheck> {
  const check = await checkVerification(db, token, purpose);
  if (!check.ok) return check;
  const used = await db
    .updateTable("verifications")
    .set({ used_at: sql`now()` })
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date())
    .returning("user_id")
    .executeTakeFirst();
  return used ? { ok: true, userId: used.user_id } : { ok: false, reason: "used" };
}

/**
 * Uses up every open token of `purpose` the user still has (a reset, or a change of password, cancels the
 * reset links mailed before it); returns how many there were.
 */
export async function cancelOpenVerifications(db: DB, userId: number, purpose: Purpose): Promise<number> {
  const result = await db
    .updateTable("verifications")
    .set({ used_at: sql`now()` })
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

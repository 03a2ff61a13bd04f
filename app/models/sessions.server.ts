import { sql } from "kysely";
import { SESSION_IDLE_MS } from "~/lib/account-rules";
import { hashToken, newToken } from "~/utils/tokens.server";
import type { DB } from "../../db/client";

// Sessions are rows keyed by the hash of a random token; the cookie and the API's bearer token carry the
// token itself. Deleting rows revokes sessions. A session expires after 30 days without use.

/** How often use of a session is written back: not on every request. */
const TOUCH_AFTER_MS = 60 * 60 * 1000;

export async function createSession(db: DB, userId: number): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insertInto("sessions")
    .values({ user_id: userId, token_hash: hash, expires_at: new Date(Date.now() + SESSION_IDLE_MS) })
    .execute();
  return token;
}

export type SessionUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  newsletter: 0 | 1;
  profileSlug: string;
  locale: string;
  createdAt: Date;
  sessionId: number;
};

export async function sessionUser(db: DB, token: string): Promise<SessionUser | null> {
  if (token.length > 100) return null;
  const row = await db
    .selectFrom("sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select([
      "s.id as sessionId",
      "s.last_used_at",
      "u.id",
      "u.email",
      "u.first_name",
      "u.last_name",
      "u.newsletter",
      "u.profile_slug",
      "u.locale",
      "u.created_at",
    ])
    .where("s.token_hash", "=", hashToken(token))
    .where("s.expires_at", ">", new Date())
    .executeTakeFirst();
  if (!row) return null;
  if (Date.now() - row.last_used_at.getTime() > TOUCH_AFTER_MS) {
    await db
      .updateTable("sessions")
      .set({ last_used_at: sql`now()`, expires_at: new Date(Date.now() + SESSION_IDLE_MS) })
      .where("id", "=", row.sessionId)
      .execute();
  }
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    newsletter: row.newsletter,
    profileSlug: row.profile_slug,
    locale: row.locale,
    createdAt: row.created_at,
    sessionId: row.sessionId,
  };
}

export async function deleteSession(db: DB, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", hashToken(token)).execute();
}

/** Ends every session of the user except, optionally, one. */
export async function deleteUserSessions(db: DB, userId: number, exceptSessionId?: number): Promise<void> {
  let q = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (exceptSessionId !== undefined) q = q.where("id", "<>", exceptSessionId);
  await q.execute();
}

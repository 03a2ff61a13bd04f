import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sessionExpiry } from "~/lib/account-rules";
import { DEVICE_HINT_MAX } from "~/lib/user-agent";
import { hashToken, newToken } from "~/utils/tokens.server";
import type { DB } from "../../db/client";

// Sessions are rows keyed by the hash of a random token; the cookie and the API's bearer token carry the
// token itself. Deleting rows revokes sessions. A session expires after 30 days without use, and 90 days
// after its login however much it is used (`sessionExpiry` in app/lib/account-rules.ts).

/** How often use of a session is written back: not on every request. */
const TOUCH_AFTER_MS = 60 * 60 * 1000;

/** A new session for the user; `deviceHint` is the short hint of app/lib/user-agent.ts, never the header. */
export async function createSession(
  db: DB,
  userId: number,
  deviceHint = "",
  now = new Date(),
): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insertInto("sessions")
    .values({
      user_id: userId,
      token_hash: hash,
      created_at: now,
      last_used_at: now,
      expires_at: new Date(now.getTime() + SESSION_IDLE_MS),
      user_agent: deviceHint.slice(0, DEVICE_HINT_MAX),
    })
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

export async function sessionUser(db: DB, token: string, now = new Date()): Promise<SessionUser | null> {
  if (token.length > 100) return null;
  const row = await db
    .selectFrom("sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select([
      "s.id as sessionId",
      "s.created_at as sessionCreatedAt",
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
    .where("s.expires_at", ">", now)
    .where("s.created_at", ">", new Date(now.getTime() - SESSION_ABSOLUTE_MS))
    .executeTakeFirst();
  if (!row) return null;
  if (now.getTime() - row.last_used_at.getTime() > TOUCH_AFTER_MS) {
    await db
      .updateTable("sessions")
      .set({ last_used_at: now, expires_at: sessionExpiry(row.sessionCreatedAt, now) })
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

export type SessionRow = { id: number; deviceHint: string; createdAt: Date; lastUsedAt: Date };

/** The user's sessions that still work, the most recently used first. */
export async function listSessions(db: DB, userId: number, now = new Date()): Promise<SessionRow[]> {
  const rows = await db
    .selectFrom("sessions")
    .select(["id", "user_agent", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .where("expires_at", ">", now)
    .where("created_at", ">", new Date(now.getTime() - SESSION_ABSOLUTE_MS))
    .orderBy("last_used_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    deviceHint: r.user_agent,
    createdAt: r.created_at,
    lastUsedAt: r.last_used_at,
  }));
}

/** Ends the session of this token; answers the user it belonged to, or null when there was none. */
export async function deleteSession(db: DB, token: string): Promise<number | null> {
  if (token.length > 100) return null;
  const row = await db
    .deleteFrom("sessions")
    .where("token_hash", "=", hashToken(token))
    .returning("user_id")
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Ends one of the user's other sessions. The owner check is in the statement: a session of another member,
 * the current session and a session that is gone all end nothing and answer false.
 */
export async function deleteOtherSession(
  db: DB,
  userId: number,
  sessionId: number,
  currentSessionId: number,
): Promise<boolean> {
  const row = await db
    .deleteFrom("sessions")
    .where("id", "=", sessionId)
    .where("user_id", "=", userId)
    .where("id", "<>", currentSessionId)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends every session of the user except, optionally, one; answers how many ended. */
export async function deleteUserSessions(db: DB, userId: number, exceptSessionId?: number): Promise<number> {
  let q = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (exceptSessionId !== undefined) q = q.where("id", "<>", exceptSessionId);
  const result = await q.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sessions past either end are of no use: removed now and then (after a login). */
export async function pruneExpiredSessions(db: DB, userId: number, now = new Date()): Promise<void> {
  await db
    .deleteFrom("sessions")
    .where("user_id", "=", userId)
    .where((eb) =>
      eb.or([
        eb("expires_at", "<=", now),
        eb("created_at", "<=", new Date(now.getTime() - SESSION_ABSOLUTE_MS)),
      ]),
    )
    .execute();
}

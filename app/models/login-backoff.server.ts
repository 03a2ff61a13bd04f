import { sql } from "kysely";
import { type BackoffDecision, checkLoginBackoff, type LoginStreak, nextStreak } from "~/lib/login-backoff";
import type { DB } from "../../db/client";

// The streak of failed logins per account and client address (the rule is app/lib/login-backoff.ts). It is
// one row of `rate_limits` per pair: `window_start` holds when the last attempt started, `hits` the failures
// in a row. Rows older than a day are pruned with the other counters (rate-limits.server.ts).

function streakKey(account: string, client: string): string {
  return `login-streak:${account}|${client}`;
}

/** The "client" of a password check made inside a session (changing the password, deleting the account). */
export function sessionClient(sessionId: number): string {
  return `session:${sessionId}`;
}

/** The key of the hard stop per account and address (app/utils/auth.server.ts counts it). */
export function pairStopKey(account: string, client: string): string {
  return `login-pair:${account}|${client}`;
}

/**
 * Asks the backoff whether a login to `account` (a normalized e-mail address) from `client` (its address)
 * may start now, and when it may, counts it as a failure until `clearLoginStreak` forgives it. One
 * transaction-scoped advisory lock per pair makes concurrent attempts take turns, so none of them reads a
 * streak another is about to raise.
 */
export async function startLoginAttempt(
  db: DB,
  account: string,
  client: string,
  now = new Date(),
): Promise<BackoffDecision> {
  const key = streakKey(account, client);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    const row = await trx
      .selectFrom("rate_limits")
      .select(["window_start", "hits"])
      .where("key", "=", key)
      .orderBy("window_start", "desc")
      .executeTakeFirst();
    const streak: LoginStreak | null = row ? { failures: row.hits, lastAttemptAt: row.window_start } : null;
    const decision = checkLoginBackoff(streak, now);
    if (decision.allowed) {
      const next = nextStreak(streak, now);
      await trx.deleteFrom("rate_limits").where("key", "=", key).execute();
      await trx
        .insertInto("rate_limits")
        .values({ key, window_start: next.lastAttemptAt, hits: next.failures })
        .execute();
    }
    return decision;
  });
}

/** A login to `account` from `client` succeeded: that address's streak is over (others' stay). */
export async function clearLoginStreak(db: DB, account: string, client: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", streakKey(account, client)).execute();
}

/**
 * The owner proved they hold the account's mail (a completed password reset): its waits and stops end at
 * every address, so they can log in at once wherever they are.
 */
export async function clearAccountStreaks(db: DB, account: string): Promise<void> {
  await db
    .deleteFrom("rate_limits")
    .where((eb) =>
      eb.or([
        eb(sql`left(key, ${streakKey(account, "").length})`, "=", streakKey(account, "")),
        eb(sql`left(key, ${pairStopKey(account, "").length})`, "=", pairStopKey(account, "")),
      ]),
    )
    .execute();
}

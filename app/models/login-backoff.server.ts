import { sql } from "kysely";
import { type BackoffDecision, checkLoginBackoff, type LoginStreak, nextStreak } from "~/lib/login-backoff";
import type { DB } from "../../db/client";

// The per-account streak of failed logins (the rule is app/lib/login-backoff.ts). It is one row of
// `rate_limits` per account: `window_start` holds when the last attempt started, `hits` the failures in a
// row. Rows older than a day are pruned with the other counters (rate-limits.server.ts).

function streakKey(account: string): string {
  return `login-streak:${account}`;
}

/**
 * Asks the backoff whether a login to `account` (a normalized e-mail address) may start now, and when it
 * may, counts it as a failure until `clearLoginStreak` forgives it. One transaction-scoped advisory lock per
 * account makes concurrent attempts take turns, so none of them reads a streak another is about to raise.
 */
export async function startLoginAttempt(db: DB, account: string, now = new Date()): Promise<BackoffDecision> {
  const key = streakKey(account);
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

/** A login to `account` succeeded: its streak is over. */
export async function clearLoginStreak(db: DB, account: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", streakKey(account)).execute();
}

import { sql } from "kysely";
import type { DB } from "../../db/client";

// Fixed-window counters in PostgreSQL, so every app instance shares them.

/** The longest window of any limit (an hour) with room to spare; older counters are pruned. */
const MAX_WINDOW_MS = 24 * 60 * 60 * 1000;

export type LimitResult = { allowed: boolean; hits: number; retryAfter: number };

function windowOf(now: Date, windowSeconds: number) {
  const windowMs = windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const retryAfter = Math.max(1, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000));
  return { start, retryAfter };
}

/** Counts one hit for `key` in the current window and tells whether it is within `limit`. */
export async function hitRateLimit(
  db: DB,
  key: string,
  limit: number,
  windowSeconds: number,
  now = new Date(),
): Promise<LimitResult> {
  const { start, retryAfter } = windowOf(now, windowSeconds);
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: start, hits: 1 })
    .onConflict((oc) => oc.columns(["key", "window_start"]).doUpdateSet({ hits: sql`rate_limits.hits + 1` }))
    .returning("hits")
    .executeTakeFirstOrThrow();
  if (row.hits === 1) {
    // Old windows are pruned as we go: anything older than the longest window any limit uses.
    await db
      .deleteFrom("rate_limits")
      .where("window_start", "<", new Date(now.getTime() - MAX_WINDOW_MS))
      .execute();
  }
  return { allowed: row.hits <= limit, hits: row.hits, retryAfter };
}

/** Whether `key` is already over `limit` in the current window, without counting a hit. */
export async function peekRateLimit(
  db: DB,
  key: string,
  limit: number,
  windowSeconds: number,
  now = new Date(),
): Promise<LimitResult> {
  const { start, retryAfter } = windowOf(now, windowSeconds);
  const row = await db
    .selectFrom("rate_limits")
    .select("hits")
    .where("key", "=", key)
    .where("window_start", "=", start)
    .executeTakeFirst();
  const hits = row?.hits ?? 0;
  return { allowed: hits < limit, hits, retryAfter };
}

import { sql } from "kysely";
import type { DB } from "../../db/client";

/**
 * Counts one hit for `key` in the current fixed window and tells whether it is within `limit`.
 * Counters live in the database so every app instance shares them. Old windows are pruned as we go.
 */
export async function hitRateLimit(
  db: DB,
  key: string,
  limit: number,
  windowSeconds: number,
  now = new Date(),
): Promise<{ allowed: boolean; hits: number }> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) => oc.columns(["key", "window_start"]).doUpdateSet({ hits: sql`rate_limits.hits + 1` }))
    .returning("hits")
    .executeTakeFirstOrThrow();
  if (row.hits === 1) {
    await db
      .deleteFrom("rate_limits")
      .where("window_start", "<", new Date(windowStart.getTime() - windowMs))
      .execute();
  }
  return { allowed: row.hits <= limit, hits: row.hits };
}

import { sql } from "kysely";
import { type DB, readingPrimary, readRouterOf } from "../../db/client";
import type { ReplicaReport } from "../../db/replicas";

export { isDatabaseUnavailable } from "../../db/unavailable";

/** What an answer given while the database is unreachable asks clients to wait before retrying (seconds). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * True when the database (the primary, where there are read replicas) answers a trivial query within
 * `timeoutMs`; false on an error or a timeout.
 */
export async function databaseAnswers(db: DB, timeoutMs = 2000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database timeout")), timeoutMs);
  });
  try {
    await Promise.race([readingPrimary(() => sql`select 1`.execute(db)), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export type DatabaseHealth = { status: "ok" | "degraded" | "unavailable"; replicas?: ReplicaReport[] };

/**
 * The database as /healthz reports it: unavailable when the primary does not answer within `timeoutMs`;
 * degraded when it does but a read replica is down or lagging (reads it would have taken go to the primary
 * or the other replicas: the site keeps answering); ok otherwise. Replicas as the last probe found them
 * (db/replicas.ts), listed only where there are some.
 */
export async function databaseHealth(db: DB, timeoutMs = 2000): Promise<DatabaseHealth> {
  const answers = await databaseAnswers(db, timeoutMs);
  const replicas = readRouterOf(db)?.health();
  if (!answers) return replicas ? { status: "unavailable", replicas } : { status: "unavailable" };
  if (!replicas) return { status: "ok" };
  return { status: replicas.every((r) => r.state === "ok") ? "ok" : "degraded", replicas };
}

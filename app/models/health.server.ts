import { sql } from "kysely";
import type { DB } from "../../db/client";

export { isDatabaseUnavailable } from "../../db/unavailable";

/** What an answer given while the database is unreachable asks clients to wait before retrying (seconds). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** True when the database answers a trivial query within `timeoutMs`; false on an error or a timeout. */
export async function databaseAnswers(db: DB, timeoutMs = 2000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database timeout")), timeoutMs);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

import { sql } from "kysely";
import type { DB } from "../../db/client";

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

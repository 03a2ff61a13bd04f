import { sql } from "kysely";
import { hashToken, newToken } from "~/utils/tokens.server";
import type { DB } from "../../db/client";

// Forms that arrived after their author's session had expired, kept for an hour until they log in again.

const KEEP_MS = 60 * 60 * 1000;

export async function stashForm(db: DB, path: string, entries: [string, string][]): Promise<string> {
  const { token, hash } = newToken();
  await db
    .deleteFrom("pending_forms")
    .where("created_at", "<", new Date(Date.now() - KEEP_MS))
    .execute();
  await db
    .insertInto("pending_forms")
    .values({ token_hash: hash, path, payload: JSON.stringify(entries.slice(0, 500)) })
    .execute();
  return token;
}

/** The stashed form for this path, used up once read. */
export async function takeStashedForm(
  db: DB,
  token: string,
  path: string,
): Promise<[string, string][] | null> {
  const row = await db
    .deleteFrom("pending_forms")
    .where("token_hash", "=", hashToken(token))
    .where("path", "=", path)
    .where("created_at", ">", sql<Date>`now() - interval '1 hour'`)
    .returning("payload")
    .executeTakeFirst();
  return row ? (row.payload as [string, string][]) : null;
}

import { sql } from "kysely";
import { hashToken, newToken } from "~/utils/tokens.server";
import type { DB } from "../../db/client";

// Forms that arrived after their author's session had expired, kept for an hour until they log in again.

const KEEP_MS = 60 * 60 * 1000;
/** A recipe form is a few kilobytes; anything above this is not a form someone typed. */
export const STASH_MAX_BYTES = 64 * 1024;
/** Forms kept per client address and hour. */
export const STASH_PER_HOUR = 20;

/** The stored size of a form's fields in bytes (UTF-8), as the cap counts it. */
export function stashSize(entries: readonly [string, string][]): number {
  let bytes = 0;
  for (const [key, value] of entries) bytes += Buffer.byteLength(key) + Buffer.byteLength(value);
  return bytes;
}

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

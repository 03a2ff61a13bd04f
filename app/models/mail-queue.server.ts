import { sql } from "kysely";
import type { DB } from "../../db/client";

// The mail queue's SQL (the mail module is app/services/mail/): every mail waits here until the worker
// (app/services/mail/worker.server.ts) has handed it
// to the mail server. Rows carry single-use links, so a sent mail is deleted at once, and one that cannot
// be delivered for a day is given up and deleted too.

export type QueuedMail = { to: string; subject: string; text: string; html: string };

export type ClaimedMail = QueuedMail & { id: number; attempts: number; createdAt: Date };

/** How long a claimed row stays hidden from other workers; far longer than an SMTP send may take. */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;

/** Queues a mail; pass a transaction to queue it only if (and when) the caller's transaction commits. */
export async function enqueueMail(db: DB, mail: QueuedMail): Promise<number> {
  const row = await db
    .insertInto("mail_queue")
    .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Lets the current transaction commit without waiting for its WAL record to reach the disk (PostgreSQL's
 * `synchronous_commit = off`, for this transaction only). For writes that are cheap to lose in a crash of
 * the database server (a reset link the member asks for again) and that must not take measurably longer
 * than the read-only work done for an unknown address. Call inside a transaction.
 */
export async function commitWithoutFlush(trx: DB): Promise<void> {
  await sql`SET LOCAL synchronous_commit = off`.execute(trx);
}

/**
 * Claims up to `limit` due mails for this worker: counts the attempt and moves `next_attempt_at` a lease
 * ahead, in one statement. `FOR UPDATE SKIP LOCKED` lets several app instances claim at the same moment
 * without waiting for, or taking, each other's rows; the lease keeps a claimed row away from them while it
 * is sent. A worker that dies mid-send leaves the row to be retried once the lease has run out.
 */
export async function claimDueMail(db: DB, limit = 10, now?: Date): Promise<ClaimedMail[]> {
  // the database's clock by default, the same one that stamped the rows (several app hosts may differ)
  const at = now ? sql<Date>`${now}::timestamptz` : sql<Date>`now()`;
  const due = db
    .selectFrom("mail_queue")
    .select("id")
    .where("next_attempt_at", "<=", at)
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const rows = await db
    .updateTable("mail_queue")
    .set({
      attempts: sql`attempts + 1`,
      next_attempt_at: sql<Date>`${at} + ${CLAIM_LEASE_MS}::float8 * interval '1 millisecond'`,
    })
    .where("id", "in", due)
    .returning(["id", "to_address", "subject", "text_body", "html_body", "attempts", "created_at"])
    .execute();
  return rows
    .sort((a, b) => a.id - b.id)
    .map((r) => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      text: r.text_body,
      html: r.html_body,
      attempts: r.attempts,
      createdAt: r.created_at,
    }));
}

/** A sent mail leaves the queue at once: its links are nobody's business any more. */
export async function markMailSent(db: DB, id: number): Promise<void> {
  await db.deleteFrom("mail_queue").where("id", "=", id).execute();
}

/** A failed attempt: the mail is tried again `delayMs` after `now` (the database's clock by default). */
export async function markMailFailed(
  db: DB,
  id: number,
  error: string,
  delayMs: number,
  now?: Date,
): Promise<void> {
  const at = now ? sql<Date>`${now}::timestamptz` : sql<Date>`now()`;
  await db
    .updateTable("mail_queue")
    .set({
      next_attempt_at: sql<Date>`${at} + ${delayMs}::float8 * interval '1 millisecond'`,
      last_error: error.slice(0, 500),
    })
    .where("id", "=", id)
    .execute();
}

/** Gives a mail up (it could not be delivered in time): the row goes, with its links. */
export async function dropMail(db: DB, id: number): Promise<void> {
  await db.deleteFrom("mail_queue").where("id", "=", id).execute();
}

import { claimDueMail, dropMail, markMailFailed, markMailSent } from "~/models/mail-queue.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/log.server";
import type { DB } from "../../../db/client";
import { retryDelayMs, shouldGiveUp } from "./delivery";
import { onMailQueued, sendMail } from "./mail.server";

// Sends the queued mail (app/models/mail-queue.server.ts) one by one: at start (whatever a previous run
// left), every MAIL_POLL_MS, and at once when a mail is queued. A failed send is retried with backoff;
// several app instances may run a worker each, as claiming skips rows another one holds.

export type DeliveryCounts = { sent: number; failed: number; dropped: number };

/** What a failed send is remembered as: the error's code and SMTP status, never its text (it may name the address). */
function failureReason(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown; command?: unknown };
  const parts = [e?.code, e?.command, e?.responseCode].filter(
    (p) => typeof p === "string" || typeof p === "number",
  );
  return parts.length > 0 ? parts.join(" ") : error instanceof Error ? error.name : "unknown error";
}

/**
 * One pass: sends every mail that is due now, one at a time, until none is left, one fails, or `shouldStop`
 * says so between two mails. Returns how many were sent, failed (and wait for their next try) and given up.
 */
export async function deliverDueMail(
  db: DB,
  options: { now?: () => Date; shouldStop?: () => boolean } = {},
): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { sent: 0, failed: 0, dropped: 0 };
  while (!options.shouldStop?.()) {
    const [mail] = await claimDueMail(db, 1, options.now?.());
    if (!mail) break;
    try {
      await sendMail(mail);
    } catch (error) {
      const reason = failureReason(error);
      const now = options.now?.() ?? new Date();
      if (shouldGiveUp(mail.createdAt, now)) {
        await dropMail(db, mail.id);
        counts.dropped++;
        logger.error(
          { mailId: mail.id, attempts: mail.attempts, since: mail.createdAt.toISOString(), reason },
          "mail: gave up on a mail",
        );
      } else {
        await markMailFailed(db, mail.id, reason, retryDelayMs(mail.attempts), options.now?.());
        counts.failed++;
        logger.warn(
          { mailId: mail.id, attempts: mail.attempts, reason },
          "mail: an attempt failed; will retry",
        );
      }
      // The server is most likely away: the other due mails wait for the next pass instead of each
      // waiting out the timeouts now (their attempts are not counted).
      break;
    }
    await markMailSent(db, mail.id);
    counts.sent++;
  }
  return counts;
}

type Worker = {
  db: DB;
  pollMs: number;
  timer: NodeJS.Timeout | undefined;
  running: Promise<void> | undefined;
  again: boolean;
  stopped: boolean;
  unsubscribe: () => void;
};

let worker: Worker | undefined;

function schedule(w: Worker): void {
  if (w.stopped) return;
  clearTimeout(w.timer);
  w.timer = setTimeout(() => kick(w), w.pollMs);
  w.timer.unref();
}

/** Runs a pass now, or right after the one in progress. */
function kick(w: Worker): void {
  if (w.stopped) return;
  if (w.running) {
    w.again = true;
    return;
  }
  w.again = false;
  w.running = deliverDueMail(w.db, { shouldStop: () => w.stopped })
    .then(
      () => undefined,
      (error: Error) => logger.error({ reason: error.message }, "mail: a delivery pass failed"),
    )
    .finally(() => {
      w.running = undefined;
      if (w.again) kick(w);
      else schedule(w);
    });
}

/** Starts the worker: a pass now (mail left from before a restart), then every `pollMs` and on every queueMail. */
export function startMailWorker(db: DB, options: { pollMs?: number } = {}): void {
  if (worker && !worker.stopped) return;
  const w: Worker = {
    db,
    pollMs: options.pollMs ?? getEnv().MAIL_POLL_MS,
    timer: undefined,
    running: undefined,
    again: false,
    stopped: false,
    unsubscribe: () => {},
  };
  w.unsubscribe = onMailQueued(() => kick(w));
  worker = w;
  kick(w);
}

/** Stops the worker; resolves once a send in flight has finished (the rest stays queued for the next start). */
export async function stopMailWorker(): Promise<void> {
  const w = worker;
  if (!w) return;
  worker = undefined;
  w.stopped = true;
  w.unsubscribe();
  clearTimeout(w.timer);
  await w.running;
}

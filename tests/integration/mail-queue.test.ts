// The mail queue: mail waits in PostgreSQL until a worker has handed it to the SMTP server, is retried
// with backoff while that server is away, survives a restart, is never sent twice by concurrent workers,
// and its links stay out of the log of a real deployment. Also: recovery answers known and unknown
// addresses alike and leaves the mail to the worker, so neither answer waits for the SMTP server.
import net from "node:net";
import { sql } from "kysely";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { claimDueMail } from "../../app/models/mail-queue.server";
import { createUser } from "../../app/models/users.server";
import { action as loginAction } from "../../app/routes/$lang.user.login";
import { action as recoverAction } from "../../app/routes/$lang.user.recover";
import { action as resetAction } from "../../app/routes/$lang.user.reset";
import { FIRST_RETRY_MS } from "../../app/services/mail/delivery";
import { mailStartupMessage, nudgeMailWorker, queueMail } from "../../app/services/mail/mail.server";
import { deliverDueMail, startMailWorker, stopMailWorker } from "../../app/services/mail/worker.server";
import { resetEnvCache } from "../../app/utils/env.server";
import { onLogLine } from "../../app/utils/log.server";
import { onSecurityEvent, type SecurityEvent } from "../../app/utils/security-log.server";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase, formRequest, loadContext, settle } from "./database";
import { mailsTo, useOutbox } from "./mailbox";

let handle: DatabaseHandle;
let outbox: string;
const savedEnv = { ...process.env };

beforeAll(async () => {
  outbox = useOutbox();
  handle = await createTestDatabase();
});
afterAll(async () => {
  await stopMailWorker();
  await handle?.close();
});
afterEach(async () => {
  await stopMailWorker();
  for (const key of ["SMTP_URL", "DATABASE_URL", "ACCOUNT_RATE_LIMIT"] as const) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  resetEnvCache();
  await handle.db.deleteFrom("mail_queue").execute();
  vi.restoreAllMocks();
});

const mail = (to: string, n = 1) => ({
  to,
  subject: `Test ${n}`,
  text: `Hello\n\nhttps://cocktails.example/en/user/reset?token=secret-token-${n}`,
  html: `<p>Hello</p><p><a href="https://cocktails.example/en/user/reset?token=secret-token-${n}">link</a></p>`,
});

async function queueRows() {
  return handle.db
    .selectFrom("mail_queue")
    .select(["id", "to_address", "attempts", "next_attempt_at", "last_error"])
    .orderBy("id")
    .execute();
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

type Sink = { received: { to: string; raw: string }[]; close: () => Promise<void> };

/** An SMTP server on 127.0.0.1:`port` that keeps what it receives; `delayMs` slows every message down. */
async function startSink(
  port: number,
  options: { delayMs?: number; starttls?: boolean } = {},
): Promise<Sink> {
  const received: Sink["received"] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: options.starttls ? [] : ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        setTimeout(() => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(","),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        }, options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function pointSmtpAt(port: number, query = "?tls=off") {
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}${query}`;
  resetEnvCache();
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - start;
}

describe("mail queue", () => {
  it("delivers queued mail over SMTP and deletes the row", async () => {
    const port = await freePort();
    const sink = await startSink(port);
    try {
      pointSmtpAt(port);
      await queueMail(handle.db, mail("one@example.com"));
      expect(await queueRows()).toHaveLength(1);
      expect(await deliverDueMail(handle.db)).toEqual({ sent: 1, failed: 0, dropped: 0 });
      expect(sink.received.map((m) => m.to)).toEqual(["one@example.com"]);
      expect(await queueRows()).toEqual([]);
      expect(await deliverDueMail(handle.db)).toEqual({ sent: 0, failed: 0, dropped: 0 });
    } finally {
      await sink.close();
    }
  });

  it("queues inside a transaction only when it commits", async () => {
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await queueMail(trx, mail("rolled-back@example.com"));
        throw new Error("roll back");
      })
      .catch(() => undefined);
    expect(await queueRows()).toEqual([]);
    await handle.db.transaction().execute(async (trx) => {
      await queueMail(trx, mail("committed@example.com"));
    });
    expect((await queueRows()).map((r) => r.to_address)).toEqual(["committed@example.com"]);
  });

  it("loses nothing while the SMTP server is down: backoff, then delivery once it is up", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const port = await freePort();
    pointSmtpAt(port);
    await queueMail(handle.db, mail("patient@example.com"));
    // the worker's clock, fixed: each wait is then exactly the backoff, however slow the machine. The row's
    // time comes from the database in microseconds, Date.now() in whole milliseconds, so the same instant
    // can read as up to 1 ms earlier here: start the clock 1 ms on, or the mail is not yet due at t0.
    const t0 = Date.now() + 1;
    const at = (ms: number) => () => new Date(t0 + ms);
    expect(await deliverDueMail(handle.db, { now: at(0) })).toEqual({ sent: 0, failed: 1, dropped: 0 });
    let [row] = await queueRows();
    expect(row?.attempts).toBe(1);
    expect(row?.last_error).toBeTruthy();
    expect(row?.last_error).not.toContain("patient");
    expect(row?.next_attempt_at.getTime()).toBe(t0 + FIRST_RETRY_MS);
    // not due yet: a pass leaves it alone
    expect(await deliverDueMail(handle.db, { now: at(FIRST_RETRY_MS - 1) })).toEqual({
      sent: 0,
      failed: 0,
      dropped: 0,
    });

    // the second failure waits twice as long
    const second = FIRST_RETRY_MS + 1_000;
    expect(await deliverDueMail(handle.db, { now: at(second) })).toEqual({ sent: 0, failed: 1, dropped: 0 });
    [row] = await queueRows();
    expect(row?.attempts).toBe(2);
    expect(row?.next_attempt_at.getTime()).toBe(t0 + second + 2 * FIRST_RETRY_MS);

    const sink = await startSink(port);
    try {
      expect(await deliverDueMail(handle.db, { now: at(second + 2 * FIRST_RETRY_MS) })).toEqual({
        sent: 1,
        failed: 0,
        dropped: 0,
      });
      expect(sink.received.map((m) => m.to)).toEqual(["patient@example.com"]);
      expect(await queueRows()).toEqual([]);
    } finally {
      await sink.close();
    }
  });

  it("ends a pass at the first failure, so a dead server does not cost every mail its timeouts", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    pointSmtpAt(await freePort());
    await queueMail(handle.db, mail("first@example.com", 1));
    await queueMail(handle.db, mail("second@example.com", 2));
    expect(await deliverDueMail(handle.db)).toEqual({ sent: 0, failed: 1, dropped: 0 });
    expect((await queueRows()).map((r) => [r.to_address, r.attempts])).toEqual([
      ["first@example.com", 1],
      ["second@example.com", 0],
    ]);
  });

  it("gives a mail up after a day, logging neither address nor link", async () => {
    const errors: string[] = [];
    const stop = onLogLine((line) => {
      if (line.level === "error") errors.push(JSON.stringify(line));
    });
    pointSmtpAt(await freePort());
    await queueMail(handle.db, mail("gone@example.com"));
    // the app never updates created_at; a test may age a row
    await sql`UPDATE mail_queue SET created_at = now() - interval '25 hours'`.execute(handle.db);
    try {
      expect(await deliverDueMail(handle.db)).toEqual({ sent: 0, failed: 0, dropped: 1 });
    } finally {
      stop();
    }
    expect(await queueRows()).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/gave up/);
    expect(errors[0]).not.toMatch(/gone|example|token|https?:/);
  });

  it("requires STARTTLS for smtp:// unless tls=off is given", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const port = await freePort();
    const sink = await startSink(port); // offers no STARTTLS
    try {
      pointSmtpAt(port, "");
      await queueMail(handle.db, mail("clear@example.com"));
      expect(await deliverDueMail(handle.db)).toEqual({ sent: 0, failed: 1, dropped: 0 });
      expect(sink.received).toEqual([]);
      pointSmtpAt(port, "?tls=off");
      const later = () => new Date(Date.now() + 6_000);
      expect(await deliverDueMail(handle.db, { now: later })).toEqual({ sent: 1, failed: 0, dropped: 0 });
    } finally {
      await sink.close();
    }
  });

  it("never sends a mail twice when two workers run at once", async () => {
    const port = await freePort();
    const sink = await startSink(port, { delayMs: 5 });
    try {
      pointSmtpAt(port);
      for (let n = 1; n <= 12; n++) await queueMail(handle.db, mail(`twice-${n}@example.com`, n));
      const [a, b] = await Promise.all([deliverDueMail(handle.db), deliverDueMail(handle.db)]);
      expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(12);
      const recipients = sink.received.map((m) => m.to).sort();
      expect(recipients).toHaveLength(12);
      expect(new Set(recipients).size).toBe(12);
      expect(await queueRows()).toEqual([]);
    } finally {
      await sink.close();
    }
  });

  it.skipIf(process.env.DATABASE_URL === undefined)(
    "skips rows another instance holds (FOR UPDATE SKIP LOCKED) instead of waiting",
    async () => {
      await queueMail(handle.db, mail("held@example.com", 1));
      await queueMail(handle.db, mail("free@example.com", 2));
      const [held] = await queueRows();
      let claimed: string[] = [];
      await handle.db.transaction().execute(async (trx) => {
        await trx
          .selectFrom("mail_queue")
          .select("id")
          .where("id", "=", held?.id ?? 0)
          .forUpdate()
          .execute();
        claimed = (await claimDueMail(handle.db, 10)).map((m) => m.to);
      });
      expect(claimed).toEqual(["free@example.com"]);
    },
  );

  it("sends what a previous run left at start, and new mail at once, not at the next poll", async () => {
    const port = await freePort();
    const sink = await startSink(port);
    try {
      pointSmtpAt(port);
      await queueMail(handle.db, mail("left-over@example.com"));
      startMailWorker(handle.db, { pollMs: 60_000 });
      await waitFor(() => sink.received.length === 1);
      // the next poll is a minute away: the mail arrives well before it only because queueing nudged the worker
      await queueMail(handle.db, mail("nudged@example.com"));
      await waitFor(() => sink.received.length === 2);
      await handle.db.transaction().execute(async (trx) => {
        await queueMail(trx, mail("in-transaction@example.com"));
      });
      // inside a transaction the caller nudges after the commit; the poll would find it too
      nudgeMailWorker();
      await waitFor(() => sink.received.length === 3);
      expect(sink.received.map((m) => m.to)).toEqual([
        "left-over@example.com",
        "nudged@example.com",
        "in-transaction@example.com",
      ]);
      // the row goes right after the server has accepted the mail
      await waitFor(async () => (await queueRows()).length === 0);
    } finally {
      await stopMailWorker();
      await sink.close();
    }
  });

  it("polls every MAIL_POLL_MS, and stopping waits for the send in flight", async () => {
    const port = await freePort();
    const sink = await startSink(port, { delayMs: 300 });
    try {
      pointSmtpAt(port);
      startMailWorker(handle.db, { pollMs: 100 });
      // a row queued behind the worker's back (another instance, no nudge here): found by the poll
      await handle.db
        .insertInto("mail_queue")
        .values({ to_address: "polled@example.com", subject: "s", text_body: "t", html_body: "<p>t</p>" })
        .execute();
      await waitFor(async () => (await queueRows())[0]?.attempts === 1);
      await stopMailWorker();
      expect(sink.received.map((m) => m.to)).toEqual(["polled@example.com"]);
      expect(await queueRows()).toEqual([]);
    } finally {
      await sink.close();
    }
  });

  it("logs links only with the embedded database, never with DATABASE_URL", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => lines.push(args.join(" ")));
    delete process.env.SMTP_URL;
    delete process.env.DATABASE_URL;
    resetEnvCache();
    await queueMail(handle.db, mail("newcomer@example.com", 1));
    await deliverDueMail(handle.db);
    expect(lines.join("\n")).toContain("secret-token-1");

    lines.length = 0;
    process.env.DATABASE_URL = "postgresql://app@db.example.invalid/cocktails";
    resetEnvCache();
    await queueMail(handle.db, mail("operator@example.com", 2));
    expect(await deliverDueMail(handle.db)).toEqual({ sent: 1, failed: 0, dropped: 0 });
    const logged = lines.join("\n");
    expect(logged).toContain("saved in");
    expect(logged).not.toMatch(/secret-token|https?:|operator@/);
    // the outbox file is still written
    const [saved] = await mailsTo(outbox, "operator@example.com");
    expect(saved?.text).toContain("secret-token-2");
  });

  it("warns loudly at start when mail only goes to the outbox", () => {
    delete process.env.SMTP_URL;
    resetEnvCache();
    expect(mailStartupMessage()).toMatch(/^WARNING: .*not delivered/i);
    process.env.SMTP_URL = "smtp://user:hunter2@mail.example:587";
    resetEnvCache();
    const notice = mailStartupMessage();
    expect(notice).toContain("mail.example:587");
    expect(notice).not.toMatch(/hunter2|user/);
  });
});

describe("account mail", () => {
  let ip = 0;
  const ctx = () => loadContext(handle, { clientIp: `10.9.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}` });

  async function answer(form: "recover" | "resend", email: string) {
    const res = await settle(
      form === "recover"
        ? recoverAction({
            request: formRequest("/en/user/recover", { email }),
            params: { lang: "en" },
            context: ctx(),
          })
        : loginAction({
            request: formRequest("/en/user/login", { intent: "resend", email }),
            params: { lang: "en" },
            context: ctx(),
          }),
    );
    return { status: res.status, body: await res.text() };
  }

  /** An SMTP address that counts the connections made to it and never answers one. */
  async function silentSmtp() {
    let connections = 0;
    const sockets = new Set<net.Socket>();
    const server = net.createServer((socket) => {
      connections++;
      sockets.add(socket);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    pointSmtpAt(typeof address === "object" && address ? address.port : 0);
    return {
      connections: () => connections,
      close: () =>
        new Promise<void>((resolve) => {
          for (const socket of sockets) socket.destroy();
          server.close(() => resolve());
        }),
    };
  }

  /**
   * What keeps a known and an unknown address apart in time is the mail: the answer may not wait for it.
   * So the request only queues the mail (one row, no connection to the SMTP server, which here never
   * answers), and the visitor sees the same answer either way.
   */
  async function compare(form: "recover" | "resend", knownAddress: string) {
    const smtp = await silentSmtp();
    try {
      const known = await answer(form, knownAddress);
      const unknown = await answer(form, `nobody-${form}@example.com`);
      expect(known.status).toBe(200);
      expect(unknown).toEqual(known);
      expect(smtp.connections()).toBe(0);
      const queued = await queueRows();
      expect(queued.map((r) => [r.to_address, r.attempts])).toEqual([[knownAddress, 0]]);
    } finally {
      await smtp.close();
    }
  }

  async function member(email: string) {
    const created = await createUser(handle.db, {
      email,
      passwordHash: "x",
      firstName: "Tim",
      lastName: "Ing",
      newsletter: false,
      locale: "en",
    });
    expect(created.ok).toBe(true);
  }

  it("answers a recovery for a known and an unknown address alike, without waiting for the mail", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    await member("timing@example.com");
    await compare("recover", "timing@example.com");
  });

  it("answers a confirmation resend for an unconfirmed and an unknown address alike, without waiting for the mail", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    await member("unconfirmed@example.com");
    await compare("resend", "unconfirmed@example.com");
  });

  it("limits password resets per client address with 429, Retry-After and a security event", async () => {
    process.env.ACCOUNT_RATE_LIMIT = "2";
    resetEnvCache();
    const events: SecurityEvent[] = [];
    const stop = onSecurityEvent((e) => events.push(e));
    try {
      const context = loadContext(handle, { clientIp: "10.8.0.1", requestId: "req-reset" });
      const attempt = () =>
        settle(
          resetAction({
            request: formRequest("/en/user/reset", {
              token: "not-a-real-token",
              password: "a brand new password",
              confirmPassword: "a brand new password",
            }),
            params: { lang: "en" },
            context,
          }),
        );
      expect((await attempt()).status).toBe(400);
      expect((await attempt()).status).toBe(400);
      const refused = await attempt();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect((await refused.json()).error[""]).toEqual(["form.tooManyRequests"]);
      expect(events).toContainEqual(
        expect.objectContaining({ event: "rate-limit.hit", detail: "reset", requestId: "req-reset" }),
      );
    } finally {
      stop();
    }
  });
});

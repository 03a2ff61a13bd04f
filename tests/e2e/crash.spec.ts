// Crash safely: an exception nothing catches, thrown while registrations are being written, makes the
// server log it, close (the embedded database writes its files) and exit non-zero; afterwards every account
// in the database is whole (a user row never without its confirmation), and a new process serves again.
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { openPglite } from "../../db/client";

const PORT = Number(process.env.E2E_CRASH_PORT) || 3190;
const base = `http://localhost:${PORT}`;

function startServer(dataDir: string, output: string[]): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    PUBLIC_URL: base,
    PGLITE_DIR: dataDir,
    SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
    MAIL_OUTBOX: path.join(path.dirname(dataDir), "mail"),
    ACCOUNT_RATE_LIMIT: "1000",
  };
  // the embedded database, whatever the rest of the suite runs on
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  // one process (node with tsx's loader), so the signal reaches the server itself
  const trigger = path.resolve("tests/e2e/support/crash-trigger.mjs");
  const child = spawn(process.execPath, ["--import", "tsx", "--import", trigger, "server.ts"], { env });
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  return child;
}

async function waitForHealth(timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the server did not come up");
}

function register(i: number) {
  return fetch(`${base}/en/user/register`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
    body: new URLSearchParams({
      email: `crash-${i}@example.com`,
      password: "a long enough password",
      confirmPassword: "a long enough password",
      firstName: "Crash",
      lastName: `Test ${i}`,
      terms: "on",
    }),
  }).then(
    (res) => res.status,
    () => 0,
  );
}

test("an uncaught exception closes the server, exits non-zero and leaves no half-written account", async ({
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "a server-level test: once is enough, the browser plays no part");
  test.setTimeout(120_000);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-crash-"));
  const dataDir = path.join(tmp, "pglite");
  try {
    const output: string[] = [];
    const server = startServer(dataDir, output);
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    await waitForHealth();

    // registrations in flight, then the fault
    const answers = Array.from({ length: 12 }, (_, i) => register(i));
    await new Promise((r) => setTimeout(r, 150));
    server.kill("SIGUSR2");
    const statuses = await Promise.all(answers);
    const code = await exited;

    expect(code).toBe(1);
    const log = output.join("");
    expect(log).toContain("uncaught exception or unhandled rejection: exiting");
    expect(log).toContain("test fault: an exception nothing catches");
    expect(log).toMatch(/stopped( \(requests still open were cut off\))? after a fault \(exit code 1\)/);

    // Whatever answered "sent" is in the database, and no account lacks its confirmation.
    const pglite = await openPglite(dataDir);
    try {
      const users = await pglite.query<{ email: string; confirmations: number }>(
        `SELECT u.email, count(v.id)::int AS confirmations
           FROM users u LEFT JOIN verifications v ON v.user_id = u.id AND v.purpose = 'confirm'
          WHERE u.email LIKE 'crash-%' GROUP BY u.email`,
      );
      for (const row of users.rows) expect(row.confirmations, row.email).toBe(1);
      const answeredSent = statuses.filter((s) => s === 303 || s === 302).length;
      expect(users.rows.length).toBeGreaterThanOrEqual(answeredSent);
    } finally {
      await pglite.close();
    }

    // A new process on the same files serves again.
    const again = startServer(dataDir, []);
    try {
      await waitForHealth();
      expect((await fetch(`${base}/en`)).status).toBe(200);
    } finally {
      again.kill("SIGTERM");
      await new Promise((r) => again.once("exit", r));
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

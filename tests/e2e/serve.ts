// Starts the production server for the browser tests on a fresh database: a temporary embedded one, or,
// with DATABASE_URL, a new database on that server. Everything is removed when Playwright stops it.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { SMTPServer } from "smtp-server";

const port = process.env.E2E_PORT ?? "3100";
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: port,
  PUBLIC_URL: `http://localhost:${port}`,
  // On PostgreSQL the configuration demands a secret; the embedded run goes without one, as `npm start`
  // does, so the secret the server keeps beside the data is what signs its sessions.
  ...(process.env.DATABASE_URL ? { SESSION_SECRET: crypto.randomBytes(32).toString("hex") } : {}),
  // every browser test comes from 127.0.0.1: the per-address limits are tested in integration tests
  CONTACT_RATE_LIMIT: "1000",
  ACCOUNT_RATE_LIMIT: "1000",
  LOGIN_RATE_LIMIT: "1000",
  // mail is queued and sent by a worker: look often, so a test waits a moment for its mail, not seconds
  MAIL_POLL_MS: "200",
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-e2e-"));

// An SMTP sink in this process: the app sends real mail to it over SMTP, and each message lands as an .eml
// file in the folder the browser tests read (tests/e2e/mail.ts).
const mailDir = process.env.E2E_MAIL_DIR ?? path.join(os.tmpdir(), "cocktail-e2e-mail");
fs.rmSync(mailDir, { recursive: true, force: true });
fs.mkdirSync(mailDir, { recursive: true });
const smtpPort = Number(process.env.E2E_SMTP_PORT) || 2526;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      const file = path.join(mailDir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`);
      fs.writeFileSync(file, Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}?tls=off`;
let cleanup = async () => fs.rmSync(tmp, { recursive: true, force: true });

if (process.env.DATABASE_URL) {
  const name = `cocktail_e2e_${crypto.randomBytes(4).toString("hex")}`;
  const adminUrl = new URL(process.env.DATABASE_URL);
  adminUrl.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(process.env.DATABASE_URL);
  dbUrl.pathname = `/${name}`;
  env.DATABASE_URL = dbUrl.toString();
  const removeTmp = cleanup;
  cleanup = async () => {
    await removeTmp();
    const c = new pg.Client({ connectionString: adminUrl.toString() });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
} else {
  env.PGLITE_DIR = path.join(tmp, "pglite");
}

// the compiled server, as `npm start` runs it in each worker (`npm run test:e2e` builds first)
const child = spawn(process.execPath, ["build/node/server.js"], { env, stdio: "inherit" });
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  await cleanup().catch((e) => console.error("e2e cleanup failed", e));
  smtp.close();
  process.exit(0);
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  if (!stopping) {
    console.error(`server exited with ${code}`);
    cleanup().finally(() => process.exit(code ?? 1));
  }
});

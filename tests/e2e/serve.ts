// Starts the production server for the browser tests on a fresh database: a temporary embedded one, or,
// with DATABASE_URL, a new database on that server. Everything is removed when Playwright stops it.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const port = process.env.E2E_PORT ?? "3100";
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: port,
  PUBLIC_URL: `http://localhost:${port}`,
  SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
  CONTACT_RATE_LIMIT: "1000",
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-e2e-"));
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

const child = spawn(path.resolve("node_modules/.bin/tsx"), ["server.ts"], { env, stdio: "inherit" });
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  await cleanup().catch((e) => console.error("e2e cleanup failed", e));
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

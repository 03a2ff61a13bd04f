// What the browser benches share: Debian's Chromium, and the app started as `npm start` runs it (the
// compiled supervisor, a fresh embedded database, no DATABASE_URL, no PUBLIC_URL).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export function chromiumPath(): string {
  const found = [process.env.CHROME_PATH, "/usr/lib/chromium/chromium", "/usr/bin/chromium"].find(
    (p) => p && fs.existsSync(p),
  );
  if (!found) throw new Error("No Chromium: `apt-get install -y chromium` or set CHROME_PATH");
  return found;
}

/** The app on `port` with its database, mail and log in `tmp` (server.log). */
export function startApp(tmp: string, port: number): ChildProcess {
  const log = fs.openSync(path.join(tmp, "server.log"), "a");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    PGLITE_DIR: path.join(tmp, "pglite"),
    MAIL_OUTBOX: path.join(tmp, "mail"),
  };
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  return spawn(process.execPath, ["build/node/supervise.js"], { env, stdio: ["ignore", log, log] });
}

export async function waitUntilUp(healthUrl: string, tmp: string) {
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    try {
      if ((await fetch(healthUrl)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the app did not start; see ${path.join(tmp, "server.log")}`);
}

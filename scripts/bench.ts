// npm run bench — server-side figures, printed (never a timed test).
// Starts the production build on a fresh database (embedded, or a new one on DATABASE_URL's server),
// then drives it with autocannon from this process over loopback.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const PORT = Number(process.env.BENCH_PORT) || 3200;
const DURATION = Number(process.env.BENCH_SECONDS) || 8;
const CONNECTIONS = 8;

type Row = { path: string; rps: number; p50: number; p97_5: number; p99: number; non2xx: number };

async function measure(urlPath: string): Promise<Row> {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${urlPath}`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { "Accept-Language": "en" },
  });
  return {
    path: urlPath,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

async function main() {
  if (!fs.existsSync("build/server/index.js")) {
    console.error("no build: run `npm run build` first");
    process.exit(1);
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-bench-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
  };
  let dropDb = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `cocktail_bench_${crypto.randomBytes(4).toString("hex")}`;
    const admin = new URL(process.env.DATABASE_URL);
    admin.pathname = "/postgres";
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDb = async () => {
      const d = new pg.Client({ connectionString: admin.toString() });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    };
  } else {
    env.PGLITE_DIR = path.join(tmp, "pglite");
  }
  const server = spawn(path.resolve("node_modules/.bin/tsx"), ["server.ts"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (let i = 0; i < 120; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) break;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    // Warm up: JIT and caches.
    for (const p of ["/builds/latest.json", "/en", "/en/faq"]) await measure(p).catch(() => undefined);

    const paths = ["/builds/latest.json", "/en", "/de/faq", "/en/contact"];
    const rows: Row[] = [];
    for (const p of paths) rows.push(await measure(p));
    const trivial = rows[0]?.rps ?? 1;
    console.log(
      `\nSSR throughput, ${CONNECTIONS} connections × ${DURATION} s each, database: ${env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
    );
    console.log("path                      req/s   p50 ms  p97.5 ms  p99 ms  non-2xx  vs trivial");
    for (const r of rows) {
      console.log(
        `${r.path.padEnd(24)} ${String(r.rps).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p97_5).padStart(9)} ${String(r.p99).padStart(7)} ${String(r.non2xx).padStart(8)}  ${((r.rps / trivial) * 100).toFixed(0).padStart(5)}%`,
      );
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await dropDb();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

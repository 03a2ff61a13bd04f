// npm run bench:pages — what each page kind answers under load, as a share of the floor, on the embedded
// PGlite default and on a PostgreSQL server side by side; and how many queries each page sends. Printed
// figures, never a timed test.
//
// 1. Throughput: the production server as `npm start` runs it (NODE_ENV=production tsx server.ts; it
//    migrates and seeds the fresh database itself), once on a fresh PGlite directory and once on a new
//    database on the PostgreSQL server at BENCH_DATABASE_URL, DATABASE_URL or
//    postgresql://postgres@127.0.0.1:5432 (skipped when none answers). autocannon with
//    BENCH_PAGES_CONNECTIONS (10) connections for BENCH_PAGES_SECONDS (8) per page, after a short warm-up.
//    The floor is a trivial resource route of the same server in the same run (/robots.txt); every page is
//    printed as req/s and as a share of that floor, and as CPU milliseconds per request of the app's process
//    (PGlite runs inside it; a PostgreSQL server's own CPU is not counted) with the floor's share of that:
//    on a machine other work keeps busy, req/s swing, CPU per request much less. A bare Node `http`
//    server's figure is printed beside them, since absolute numbers vary twofold from day to day here.
// 2. Queries per page (`--queries`, or `--only-queries`): the app in this process (server.ts's createApp)
//    over a database whose Kysely logs every query; each page is asked once to warm the caches and then
//    BENCH_PAGES_REPEAT (5) times; prints queries and database milliseconds per request. `--verbose` lists
//    the queries of each page.
//
// Visitors carry no cookie, so the page cache answers the pages it keeps (docs/decisions/0020-page-cache.md);
// `--rendered` sends a cookie (the language one, which changes nothing on these pages) so that every page is
// rendered, as for a member or anyone with a virtual bar.
//
// Needs a build (`npm run build`). BENCH_PAGES_PORT (3313) is the app's port; `--pglite` or `--postgres`
// measures only that one.
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import autocannon from "autocannon";
import { Kysely, type LogEvent, PostgresDialect } from "kysely";
import pg from "pg";
import { type DB, openPglite } from "../db/client";
import type { Database } from "../db/schema";

const CONNECTIONS = Number(process.env.BENCH_PAGES_CONNECTIONS) || 10;
const SECONDS = Number(process.env.BENCH_PAGES_SECONDS) || 8;
const WARM_SECONDS = Number(process.env.BENCH_PAGES_WARM_SECONDS) || 2;
const REPEAT = Number(process.env.BENCH_PAGES_REPEAT) || 5;
const PORT = Number(process.env.BENCH_PAGES_PORT) || 3313;
const args = new Set(process.argv.slice(2));
const ONLY_QUERIES = args.has("--only-queries");
const QUERIES = ONLY_QUERIES || args.has("--queries");
const VERBOSE = args.has("--verbose");
const KINDS = (["pglite", "postgres"] as const).filter(
  (k) => !(args.has("--pglite") || args.has("--postgres")) || args.has(`--${k}`),
);
type Kind = (typeof KINDS)[number];

/** The floor first; then every public page kind, as an anonymous visitor sees it. */
export const PAGES: { label: string; path: string }[] = [
  { label: "floor: /robots.txt", path: "/robots.txt" },
  { label: "home", path: "/en" },
  { label: "list", path: "/en/recipe/list" },
  { label: "recipe", path: "/en/recipe/negroni" },
  { label: "search en", path: "/en/search?q=gin" },
  { label: "search de", path: "/de/search?q=gin" },
  { label: "group", path: "/en/recipe-group/classics" },
  { label: "brand", path: "/en/brand/kesselwind" },
  { label: "product", path: "/en/product/kesselwind-london-dry-gin" },
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// --- databases ---------------------------------------------------------------------------------------------

const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  "postgresql://postgres@127.0.0.1:5432/postgres";

async function postgresReachable(): Promise<boolean> {
  const admin = new URL(serverUrl);
  admin.pathname = "/postgres";
  const c = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** A new database on the server, dropped by `drop`. */
async function createPostgresDatabase() {
  const admin = new URL(serverUrl);
  admin.pathname = "/postgres";
  const name = `cocktail_pages_${crypto.randomBytes(4).toString("hex")}`;
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const d = new pg.Client({ connectionString: admin.toString() });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    },
  };
}

// --- 1. throughput -----------------------------------------------------------------------------------------

/** The process and everything it started (tsx runs the server in a child), by pid. */
function processTree(pid: number): number[] {
  const children: number[] = [];
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const list = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      if (list) children.push(...list.split(/\s+/).map(Number));
    }
  } catch {
    // gone, or no /proc here
  }
  return [pid, ...children.flatMap(processTree)];
}

/** CPU time (user + system) used so far by a process tree, in milliseconds; 0 without /proc. */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  let ticks = 0;
  for (const p of processTree(pid)) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const stat = fs.readFileSync(`/proc/${p}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // exited meanwhile
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

const VISITOR_HEADERS: Record<string, string> = process.argv.includes("--rendered")
  ? { cookie: "lng=ImVuIg%3D%3D" }
  : {};

async function measure(url: string, seconds: number, pid?: number) {
  const before = cpuMs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: VISITOR_HEADERS,
  });
  const done = result.requests.total || 1;
  return {
    rps: result.requests.average,
    p97: result.latency.p97_5,
    non2xx: result.non2xx + result.errors,
    cpuPerRequest: (cpuMs(pid) - before) / done,
  };
}

/** A bare Node `http` server in a process of its own, answering a robots.txt-sized text. */
async function bareNode(): Promise<number> {
  const code = `require("node:http").createServer((q, s) => { s.writeHead(200, {"Content-Type": "text/plain"}); s.end("User-agent: *\\nAllow: /\\n"); }).listen(0, "127.0.0.1", function () { console.log(this.address().port); });`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  try {
    const port = await new Promise<number>((resolve) =>
      child.stdout?.once("data", (d: Buffer) => resolve(Number(d.toString().trim()))),
    );
    await measure(`http://127.0.0.1:${port}/`, 1);
    return (await measure(`http://127.0.0.1:${port}/`, SECONDS)).rps;
  } finally {
    child.kill("SIGTERM");
  }
}

async function startServer(env: Record<string, string>, log: string): Promise<ChildProcess> {
  const out = fs.openSync(log, "a");
  const child = spawn(path.resolve("node_modules/.bin/tsx"), ["server.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: "",
      ...env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
      MAIL_OUTBOX: path.join(path.dirname(log), "mail"),
    },
    stdio: ["ignore", out, out],
  });
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  for (let i = 0; i < 720; i++) {
    if (exited) throw new Error(`the server exited during its start; see ${log}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  child.kill("SIGTERM");
  throw new Error(`the server did not answer /healthz within 3 minutes; see ${log}`);
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

type Row = { rps: number; p97: number; non2xx: number; cpuPerRequest: number };

async function throughput(kind: Kind, tmp: string): Promise<Row[]> {
  const pgDb = kind === "postgres" ? await createPostgresDatabase() : null;
  try {
    const env: Record<string, string> = pgDb
      ? { DATABASE_URL: pgDb.url, WEB_CONCURRENCY: "1" }
      : { PGLITE_DIR: path.join(tmp, `pglite-${kind}`) };
    const server = await startServer(env, path.join(tmp, `server-${kind}.log`));
    try {
      for (const page of PAGES) {
        const r = await fetch(`http://127.0.0.1:${PORT}${page.path}`);
        if (!r.ok) throw new Error(`${page.path} answered ${r.status}`);
      }
      const rows: Row[] = [];
      for (const page of PAGES) {
        await measure(`http://127.0.0.1:${PORT}${page.path}`, WARM_SECONDS);
        rows.push(await measure(`http://127.0.0.1:${PORT}${page.path}`, SECONDS, server.pid));
      }
      return rows;
    } finally {
      await stopServer(server);
    }
  } finally {
    await pgDb?.drop();
  }
}

// --- 2. queries per page -----------------------------------------------------------------------------------

type Logged = { sql: string; ms: number };

function loggingKysely(pool: pg.Pool, sink: Logged[]): DB {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event: LogEvent) => {
      sink.push({ sql: event.query.sql.replace(/\s+/g, " ").trim(), ms: event.queryDurationMillis });
    },
  });
}

async function queriesPerPage(kind: Kind, tmp: string) {
  const sink: Logged[] = [];
  let db: DB;
  let close: () => Promise<void>;
  let drop: (() => Promise<void>) | undefined;
  if (kind === "pglite") {
    const pglite = await openPglite(path.join(tmp, "pglite-queries"));
    const pool = new pg.Pool(createPgConfig(pglite));
    db = loggingKysely(pool, sink);
    close = async () => {
      await db.destroy();
      await pglite.close();
    };
  } else {
    const created = await createPostgresDatabase();
    drop = created.drop;
    const pool = new pg.Pool({ connectionString: created.url, max: 10 });
    db = loggingKysely(pool, sink);
    close = () => db.destroy();
  }
  try {
    const { migrateToLatest } = await import("../db/migrate");
    const { seedIfEmpty } = await import("../db/seed");
    await migrateToLatest(db, () => {});
    await seedIfEmpty(db);
    const { createApp } = await import("../server");
    const app = await createApp({ db, kind, close });
    const server = http.createServer(app);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as AddressInfo).port;
    const rows: { label: string; queries: number; ms: number; list: Logged[] }[] = [];
    try {
      for (const page of PAGES) {
        await (await fetch(`http://127.0.0.1:${port}${page.path}`)).text();
        sink.length = 0;
        for (let i = 0; i < REPEAT; i++) await (await fetch(`http://127.0.0.1:${port}${page.path}`)).text();
        const list = [...sink];
        rows.push({
          label: page.label,
          queries: list.length / REPEAT,
          ms: list.reduce((a, q) => a + q.ms, 0) / REPEAT,
          list: list.slice(0, Math.ceil(list.length / REPEAT)),
        });
      }
    } finally {
      await new Promise((r) => server.close(r));
    }
    return rows;
  } finally {
    await close();
    await drop?.();
  }
}

// --- main --------------------------------------------------------------------------------------------------

async function main() {
  if (!fs.existsSync("build/server/index.js")) {
    console.error("no build: run `npm run build` first");
    process.exit(1);
  }
  process.env.NODE_ENV = "production";
  process.env.SESSION_SECRET ??= crypto.randomBytes(32).toString("hex");
  process.env.PUBLIC_URL ??= `http://127.0.0.1:${PORT}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-pages-"));
  const kinds: Kind[] = [];
  for (const kind of KINDS) {
    if (kind === "postgres" && !(await postgresReachable())) {
      console.log(`no PostgreSQL server answers at ${new URL(serverUrl).host}: PGlite only`);
      continue;
    }
    kinds.push(kind);
  }
  try {
    if (QUERIES) {
      for (const kind of kinds) {
        const rows = await queriesPerPage(kind, tmp);
        console.log(`\nQueries per request on ${kind} (anonymous visitor, warm caches, mean of ${REPEAT})`);
        console.log("page                      queries   db ms");
        for (const r of rows) {
          console.log(
            `${r.label.padEnd(24)} ${r.queries.toFixed(1).padStart(8)} ${r.ms.toFixed(2).padStart(7)}`,
          );
          if (VERBOSE)
            for (const q of r.list) console.log(`    ${q.ms.toFixed(2).padStart(7)}  ${q.sql.slice(0, 150)}`);
        }
      }
    }
    if (ONLY_QUERIES) return;
    const results = new Map<Kind, Row[]>();
    for (const kind of kinds) results.set(kind, await throughput(kind, tmp));
    const bare = await bareNode();
    console.log(
      `\nPages as a share of the floor (${CONNECTIONS} connections × ${SECONDS} s each, one process; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores)`,
    );
    console.log(`bare Node http server: ${bare.toFixed(0)} req/s`);
    const head = kinds
      .map((k) => `${k.padStart(8)} req/s  ratio  p97.5 ms  non-2xx  cpu ms/req  cpu ratio`)
      .join("  |");
    console.log(`${"page".padEnd(24)}|${head}`);
    for (const [i, page] of PAGES.entries()) {
      const cells = kinds.map((k) => {
        const rows = results.get(k) ?? [];
        const r = rows[i];
        const floor = rows[0];
        if (!r || !floor) return "";
        return [
          r.rps.toFixed(0).padStart(14),
          (r.rps / (floor.rps || 1)).toFixed(2).padStart(6),
          String(r.p97).padStart(9),
          String(r.non2xx).padStart(8),
          r.cpuPerRequest.toFixed(2).padStart(11),
          (floor.cpuPerRequest / (r.cpuPerRequest || 1)).toFixed(2).padStart(10),
        ].join(" ");
      });
      console.log(`${page.label.padEnd(24)}|${cells.join("  |")}`);
    }
    console.log(
      "ratio: req/s as a share of the floor's; cpu ratio: the floor's CPU per request over the page's (the app process, PGlite included; not the PostgreSQL server's), steadier on a busy machine",
    );
    for (const kind of kinds) {
      const floor = results.get(kind)?.[0]?.rps ?? 0;
      console.log(
        `${kind}: floor ${floor.toFixed(0)} req/s = ${((floor / bare) * 100).toFixed(1)}% of bare Node`,
      );
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

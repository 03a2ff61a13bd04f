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
// 3. At scale (`--synthetic N`, e.g. `npm run bench:pages -- --synthetic 100000`; PostgreSQL only, and only
//    this part): a new database seeded with the seed content plus N synthetic recipes (db/synthetic-seed.ts;
//    the time to seed is printed), then the cluster as `npm start` runs it (build/node/supervise.js, two
//    server processes: WEB_CONCURRENCY=2). Every page rendered (with the cookie, see below) and printed as
//    req/s and as a share of the rendered imprint measured in the same run (target ≥ 0.5), beside a bare Node
//    `http` server: home, list, the list by rating at page 2,000 (or the deepest the app allows, MAX_PAGE in
//    app/lib/recipe-query.ts, which is said), a recipe, a search for the commonest first word of synthetic names,
//    the typo search "negorni", and a virtual bar of the five most needed ingredients at tolerance "high".
//    Then /sitemap.xml and each of its parts: status, bytes, URLs, and whether each stays within the
//    protocol's 50,000 URLs and 50 MB; last, each server process's resident memory (VmRSS) after the run
//    (target ≤ 600 MB). The database is dropped at the end.
//
// Visitors carry no cookie, so the page cache answers the pages it keeps (docs/decisions/0020-page-cache.md);
// `--rendered` sends a cookie every page asks for (an unreadable waiting message, scripts/lib/floor.ts
// RENDERED_COOKIE; a language, virtual-bar or standard-drinks cookie is answered by the page cache wherever a
// page does not use it), so that every page is rendered, as for a member.
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
import { RENDERED_COOKIE } from "./lib/floor";

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

/** The processes a process started (the cluster's server processes, tsx's child), by /proc. */
function childPids(pid: number): number[] {
  const children: number[] = [];
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const list = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      if (list) children.push(...list.split(/\s+/).map(Number));
    }
  } catch {
    // gone, or no /proc here
  }
  return children;
}

/** The process and everything it started, by pid. */
function processTree(pid: number): number[] {
  return [pid, ...childPids(pid).flatMap(processTree)];
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

/**
 * With `--rendered`, and always at scale (`--synthetic`): a cookie every page asks for (scripts/lib/floor.ts
 * RENDERED_COOKIE), so every page is rendered.
 */
const VISITOR_HEADERS: Record<string, string> = process.argv.some(
  (arg) => arg === "--rendered" || arg.startsWith("--synthetic"),
)
  ? { cookie: RENDERED_COOKIE }
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

/**
 * A production server started with `command` (`tsx server.ts`, or `npm start`'s supervisor for a cluster), on
 * PORT with its own secret and mail outbox, once `ready` says so (three minutes at most).
 */
async function spawnServer(
  command: string[],
  env: Record<string, string>,
  log: string,
  ready: () => Promise<boolean>,
): Promise<ChildProcess> {
  const out = fs.openSync(log, "a");
  const [program = "", ...args] = command;
  const child = spawn(program, args, {
    env: {
      ...process.env,
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
      if (await ready()) return child;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  child.kill("SIGTERM");
  throw new Error(`the server did not start within 3 minutes; see ${log}`);
}

const answersHealth = async () => (await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok;

/** One server process (`tsx server.ts`), on PGlite unless `env` names a database. */
const startServer = (env: Record<string, string>, log: string) =>
  spawnServer(
    [path.resolve("node_modules/.bin/tsx"), "server.ts"],
    { DATABASE_URL: "", ...env },
    log,
    answersHealth,
  );

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
    // The database is dropped WITH (FORCE) at the end: a connection it ends then is no error of the bench.
    pool.on("error", () => {});
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

// --- 3. at scale: --synthetic N ----------------------------------------------------------------------------

/** `--synthetic N` or `--synthetic=N`: the recipe count; null without the flag. */
function syntheticCount(argv: readonly string[]): number | null {
  for (const [i, arg] of argv.entries()) {
    const value = arg === "--synthetic" ? argv[i + 1] : arg.startsWith("--synthetic=") ? arg.slice(12) : null;
    if (value === null) continue;
    if (!value || !/^\d+$/.test(value)) throw new Error(`--synthetic needs a recipe count, got "${value}"`);
    return Number(value);
  }
  return null;
}

/** Sitemap limits of the protocol (sitemaps.org): per file, uncompressed. */
const SITEMAP_MAX_URLS = 50_000;
const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
/** The target for each page kind, rendered, as a share of the rendered imprint; and per server process. */
const PAGE_TARGET = 0.5;
const RSS_TARGET_MB = 600;
/** The list page the brief of this bench asks for, or the deepest the app allows. */
const DEEP_PAGE = 2000;

/** The cluster as `npm start` runs it (build/node/supervise.js), WEB_CONCURRENCY server processes. */
const startCluster = (env: Record<string, string>, log: string) =>
  spawnServer(
    [process.execPath, "build/node/supervise.js"],
    env,
    log,
    // every worker listening: the supervisor says so in its log
    async () => (await answersHealth()) && /processes listening/.test(fs.readFileSync(log, "utf8")),
  );

/** Resident memory of a process in MB (VmRSS), or null when it is gone. */
function rssMb(pid: number): number | null {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

type SitemapFile = { url: string; bytes: number; urls: number; status: number; ms: number };

async function sitemapFiles(base: string): Promise<SitemapFile[]> {
  const get = async (url: string): Promise<{ file: SitemapFile; body: string }> => {
    const started = performance.now();
    const res = await fetch(url, { headers: { "accept-encoding": "identity" } });
    const body = await res.text();
    const file: SitemapFile = {
      url: url.slice(base.length),
      bytes: Buffer.byteLength(body),
      // a part's <url>s, or the index's <sitemap>s (the same limit holds for both)
      urls: (body.match(/<url>|<sitemap>/g) ?? []).length,
      status: res.status,
      ms: performance.now() - started,
    };
    return { file, body };
  };
  const index = await get(`${base}/sitemap.xml`);
  const parts = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) =>
    (m[1] as string).replace(/&amp;/g, "&"),
  );
  const files = [index.file];
  // the parts name the public origin, which is this server
  for (const loc of parts) files.push((await get(loc)).file);
  return files;
}

async function atScale(count: number, tmp: string) {
  if (!(await postgresReachable()))
    throw new Error(`--synthetic needs the PostgreSQL server at ${new URL(serverUrl).host}`);
  const { MAX_PAGE } = await import("../app/lib/recipe-query");
  const { postgresHandle } = await import("../db/client");
  const { seedSyntheticDatabase } = await import("../db/synthetic-seed");
  const created = await createPostgresDatabase();
  try {
    console.log(
      `seeding a new database with the seed content and ${count.toLocaleString("en")} synthetic recipes…`,
    );
    const handle = postgresHandle(created.url, 2);
    let seeded: Awaited<ReturnType<typeof seedSyntheticDatabase>>;
    let word: string;
    let bottles: number[];
    try {
      seeded = await seedSyntheticDatabase(handle.db, count);
      // What to ask for, read from the data: the most frequent first word of synthetic names (the search
      // that finds most), and the five ingredients most recipes need (the fullest small bar).
      const { sql } = await import("kysely");
      const w = await sql<{ word: string }>`
        SELECT lower(split_part(name_en, ' ', 1)) AS word FROM recipes WHERE slug ~ '^syn-[0-9]+$'
        GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1
      `.execute(handle.db);
      word = w.rows[0]?.word ?? "gin";
      const b = await sql<{ id: number }>`
        SELECT ingredient_id AS id FROM recipe_ingredients WHERE NOT optional
        GROUP BY ingredient_id ORDER BY count(*) DESC, ingredient_id LIMIT 5
      `.execute(handle.db);
      bottles = b.rows.map((r) => r.id);
      // The seed's pages written out now, not by the checkpointer while pages are measured (a role that
      // may not checkpoint measures without).
      await sql`CHECKPOINT`.execute(handle.db).catch(() => undefined);
    } finally {
      await handle.close();
    }
    console.log(
      `seeded in ${(seeded.totalMs / 1000).toFixed(1)} s (migrations and seed content ${(seeded.seedMs / 1000).toFixed(1)} s, ` +
        `${seeded.recipes.toLocaleString("en")} synthetic recipes ${(seeded.syntheticMs / 1000).toFixed(1)} s)`,
    );

    const deep = Math.min(DEEP_PAGE, MAX_PAGE);
    if (deep < DEEP_PAGE)
      console.log(
        `the list stops at page ${MAX_PAGE} (MAX_PAGE, app/lib/recipe-query.ts): page ${DEEP_PAGE} is measured as page ${deep}`,
      );
    const pages: { label: string; path: string }[] = [
      { label: "imprint (the base)", path: "/en/imprint" },
      { label: "home", path: "/en" },
      { label: "list", path: "/en/recipe/list" },
      { label: `list by rating, page ${deep}`, path: `/en/recipe/list?sort=rating&dir=desc&page=${deep}` },
      { label: "recipe", path: "/en/recipe/negroni" },
      { label: `search "${word}"`, path: `/en/search?q=${encodeURIComponent(word)}` },
      { label: 'typo search "negorni"', path: "/en/search?q=negorni" },
      {
        label: "bar: 5 bottles, high",
        path: `/en/recipe/filter-result?i=${bottles.join(",")}&tolerance=high`,
      },
    ];

    const log = path.join(tmp, "server-synthetic.log");
    const startedAt = performance.now();
    const server = await startCluster({ DATABASE_URL: created.url, WEB_CONCURRENCY: "2" }, log);
    const startMs = performance.now() - startedAt;
    const base = `http://127.0.0.1:${PORT}`;
    const rows: (Row & { label: string })[] = [];
    let sitemap: SitemapFile[] = [];
    let rss: { pid: number; mb: number | null }[] = [];
    let primaryRss: number | null = null;
    /** each page's HTML, uncompressed */
    const bytes = new Map<string, number>();
    try {
      // Every page once, as a check and so each process builds what it keeps (the bar index, the related
      // recipes) before the clock runs; the answers must be pages, not errors.
      for (const page of [...pages, ...pages]) {
        const r = await fetch(base + page.path, {
          headers: { ...VISITOR_HEADERS, "accept-encoding": "identity" },
        });
        bytes.set(page.path, (await r.arrayBuffer()).byteLength);
        if (!r.ok) throw new Error(`${page.path} answered ${r.status}; see ${log}`);
        // rendered each time, not answered from the page cache (which marks what it answers)
        if (r.headers.get("x-page-cache") === "hit") throw new Error(`${page.path} came from the page cache`);
      }
      for (const page of pages) {
        await measure(base + page.path, WARM_SECONDS);
        rows.push({ label: page.label, ...(await measure(base + page.path, SECONDS, server.pid)) });
      }
      sitemap = await sitemapFiles(base);
      rss = childPids(server.pid ?? 0).map((pid) => ({ pid, mb: rssMb(pid) }));
      primaryRss = rssMb(server.pid ?? 0);
    } finally {
      await stopServer(server);
    }
    const bare = await bareNode();

    console.log(
      `\nAt ${count.toLocaleString("en")} synthetic recipes on PostgreSQL: the cluster as \`npm start\` runs it, 2 server processes ` +
        `(up in ${(startMs / 1000).toFixed(1)} s); every page rendered (a cookie, so the page cache never answers); ` +
        `${CONNECTIONS} connections × ${SECONDS} s each; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
    );
    console.log(`bare Node http server: ${bare.toFixed(0)} req/s`);
    const imprint = rows[0];
    console.log(`${"page".padEnd(28)}  req/s  of imprint  target  p97.5 ms  non-2xx  cpu ms/req  html bytes`);
    for (const [i, r] of rows.entries()) {
      const ratio = r.rps / (imprint?.rps || 1);
      const target =
        r === imprint ? "" : ratio >= PAGE_TARGET ? `≥ ${PAGE_TARGET} ok` : `≥ ${PAGE_TARGET} MISS`;
      console.log(
        `${r.label.padEnd(28)} ${r.rps.toFixed(0).padStart(6)} ${ratio.toFixed(2).padStart(11)}  ${target.padEnd(10)}` +
          `${String(r.p97).padStart(6)} ${String(r.non2xx).padStart(8)} ${r.cpuPerRequest.toFixed(2).padStart(11)}` +
          `${(bytes.get(pages[i]?.path ?? "") ?? 0).toLocaleString("en").padStart(12)}`,
      );
    }
    console.log(
      `imprint: ${(((imprint?.rps ?? 0) / bare) * 100).toFixed(1)}% of bare Node; cpu ms/req: all the cluster's processes (not the PostgreSQL server's)`,
    );
    console.log(
      `\nSitemap: the index and its parts (limits per file: ${SITEMAP_MAX_URLS.toLocaleString("en")} entries, 50 MB uncompressed)`,
    );
    console.log(`${"file".padEnd(28)}  status        bytes  entries     ms  within limits`);
    for (const f of sitemap) {
      const ok = f.status === 200 && f.urls <= SITEMAP_MAX_URLS && f.bytes <= SITEMAP_MAX_BYTES;
      console.log(
        `${f.url.padEnd(28)} ${String(f.status).padStart(7)} ${f.bytes.toLocaleString("en").padStart(12)} ${String(f.urls).padStart(8)} ${f.ms.toFixed(0).padStart(6)}  ${ok ? "yes" : "NO"}`,
      );
    }
    console.log(`\nResident memory after the run (VmRSS; target ≤ ${RSS_TARGET_MB} MB per server process)`);
    for (const [i, p] of rss.entries()) {
      const mb = p.mb === null ? "gone" : `${p.mb.toFixed(0)} MB`;
      const ok = p.mb !== null && p.mb <= RSS_TARGET_MB ? "ok" : "MISS";
      console.log(`  server process ${i + 1} (pid ${p.pid}): ${mb} ${ok}`);
    }
    console.log(`  the supervisor: ${primaryRss === null ? "gone" : `${primaryRss.toFixed(0)} MB`}`);
  } finally {
    await created.drop();
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
  const synthetic = syntheticCount(process.argv.slice(2));
  if (synthetic !== null) {
    try {
      await atScale(synthetic, tmp);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
    return;
  }
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

// npm run bench:load — the production server under load, then a database outage under that load. Printed
// figures, never a timed test.
//
// 1. Load: the server as `npm start` runs it (a cluster, one worker per core on PostgreSQL; it migrates and
//    seeds the fresh database itself), BENCH_LOAD_CONNECTIONS (200) concurrent connections for BENCH_LOAD_SECONDS (30) over a mix of pages
//    taken in turn: home (en, de), recipe list (two sorts), four recipe pages, search (en, de), a virtual-bar
//    result, recipe groups, FAQ. Prints req/s, latency p50/p97.5/p99, errors, timeouts and non-2xx answers
//    by status and by page. Twice, as browsers ask (Brotli or gzip accepted): first visits without a cookie
//    (the page cache answers what it keeps), then returning visitors with cookies: every other request the
//    language cookie (answered by the page cache as a first visit is), the others a member's session (every
//    page rendered), while that member writes once a second
//    through the app's own forms (same-origin posts with the session), in turn a rating of one of the mix's
//    recipes and a saved bar of some of its ingredients. The member is made for the bench (confirmed, a real
//    password) and logged in through the login page. Each write must be answered with the success redirect,
//    and afterwards the database must hold every one so answered (the member's last stars per recipe, each
//    bar with its ingredients). Last, both phases side by side: req/s, p50/p97.5/p99, errors, non-2xx and the
//    writes (target: p97.5 under 1 s, no errors). On PGlite the returning visitors carry the language cookie
//    only and nothing is written.
// 2. Outage: the same load while the database is cut off for BENCH_OUTAGE_SECONDS (10): a TCP proxy between
//    the app and PostgreSQL resets every connection and refuses new ones, then lets them through again.
//    Contact messages are posted before, during and after the cut; afterwards every one that was answered
//    with the success redirect must be in contact_messages. Prints answers by status in each phase, whether
//    every failure was the localized 503 page with Retry-After, /healthz during the cut, how long after the
//    restore the first 200 came and from when on everything answered 200, and saved-against-found counts.
//
// Database: a new database on the PostgreSQL server at BENCH_DATABASE_URL, DATABASE_URL or
// postgresql://postgres@127.0.0.1:5432, dropped at the end. `--pglite` (or BENCH_PGLITE=1) runs the load
// phase against a fresh embedded PGlite instead (no outage phase: there is no connection to cut).
// `--no-outage` skips phase 2; BENCH_LOAD_PORT (3300) is the app's port. Needs a build (`npm run build`).
// `--picker-mix` loads first visits over six pages instead (both home pages, the list, two searches and the
// virtual bar's picker, which is rendered for every visitor), with no returning visitors.
// `--ratings` (PostgreSQL only) has the member write one rating a second during the first visits as well (the
// same writer, ratings only), in turn on each recipe page of the mix, and prints the page cache's hit rate
// (X-Page-Cache) overall and by page.
// The exit code is 1 when a requirement that is not a timing fails (errors or non-2xx under load, a write not
// saved or not in the database, a lost message, a wrong outage answer, a crash); the server log is then kept and its path printed.
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { type CuttableProxy, startProxy } from "./lib/tcp-proxy";

const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS) || 200;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS) || 30;
const OUTAGE_SECONDS = Number(process.env.BENCH_OUTAGE_SECONDS) || 10;
const PORT = Number(process.env.BENCH_LOAD_PORT) || 3300;
const USE_PGLITE = process.argv.includes("--pglite") || process.env.BENCH_PGLITE === "1";
const SKIP_OUTAGE = process.argv.includes("--no-outage");
const WITH_RATINGS = process.argv.includes("--ratings");
const PICKER_MIX = process.argv.includes("--picker-mix");
const BASE = `http://127.0.0.1:${PORT}`;
// autocannon's per-request timeout: the server's own request timeout, so an "error" is a request that got
// no answer at all, and the latency figures include the slowest answers.
const REQUEST_TIMEOUT_S = 30;
/** The localized "temporarily unavailable" texts the 503 page must carry (app/locales, error.unavailable*). */
const UNAVAILABLE_TEXT: Record<string, RegExp> = {
  en: /temporarily unavailable/i,
  de: /vorübergehend nicht erreichbar/i,
};

let failed = false;
function check(ok: boolean, label: string) {
  console.log(`  ${ok ? "ok  " : "FAIL"} ${label}`);
  if (!ok) failed = true;
}

const ms = (n: number) => `${Math.round(n)} ms`;
const sleep = (n: number) => new Promise((r) => setTimeout(r, n));

// --- the database ------------------------------------------------------------------------------------------

type BenchDatabase = {
  /** the URL of the new database on the real server (PostgreSQL only) */
  url?: string;
  /** environment for the app server */
  env: Record<string, string>;
  proxy?: CuttableProxy;
  drop: () => Promise<void>;
};

async function openBenchDatabase(tmp: string): Promise<BenchDatabase> {
  if (USE_PGLITE) {
    return { env: { DATABASE_URL: "", PGLITE_DIR: path.join(tmp, "pglite") }, drop: async () => {} };
  }
  const server =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    "postgresql://postgres@127.0.0.1:5432/postgres";
  const admin = new URL(server);
  admin.pathname = "/postgres";
  const name = `cocktail_load_${crypto.randomBytes(4).toString("hex")}`;
  const c = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
  } catch (e) {
    throw new Error(
      `no PostgreSQL server answers at ${admin.host} (${(e as Error).message}); use --pglite for the embedded database`,
    );
  }
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const proxy = await startProxy({ host: url.hostname, port: Number(url.port) || 5432 });
  return {
    url: url.toString(),
    env: { DATABASE_URL: proxy.rewrite(url.toString()) },
    proxy,
    drop: async () => {
      await proxy.close();
      const d = new pg.Client({ connectionString: admin.toString() });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    },
  };
}

// --- the app server ----------------------------------------------------------------------------------------

type AppServer = { child: ChildProcess; log: string; exited: () => number | null | undefined };

function startServer(env: Record<string, string>, tmp: string): AppServer {
  const log = path.join(tmp, "server.log");
  const out = fs.openSync(log, "a");
  // As `npm start` runs it: the cluster's primary (one worker per core with PostgreSQL, WEB_CONCURRENCY
  // overrides; one process on PGlite) over the compiled server.
  const child = spawn(process.execPath, ["build/node/supervise.js"], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: BASE,
      SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
      MAIL_OUTBOX: path.join(tmp, "mail"),
      // The outage phase posts more contact messages from one address than a visitor may (5 an hour).
      CONTACT_RATE_LIMIT: "1000000",
    },
    stdio: ["ignore", out, out],
  });
  let exitCode: number | null | undefined;
  child.on("exit", (code, signal) => {
    exitCode = code ?? (signal ? -1 : null);
  });
  return { child, log, exited: () => exitCode };
}

async function waitUntilUp(server: AppServer) {
  const started = performance.now();
  while (performance.now() - started < 180_000) {
    if (server.exited() !== undefined)
      throw new Error(`the server exited during its start; see ${server.log}`);
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the server did not answer /healthz within 3 minutes; see ${server.log}`);
}

// --- the page mix ------------------------------------------------------------------------------------------

async function text(urlPath: string): Promise<string> {
  const res = await fetch(`${BASE}${urlPath}`);
  if (!res.ok) throw new Error(`${urlPath} answered ${res.status}`);
  return res.text();
}

/** Recipe slugs and ingredient ids read from the pages themselves, so the mix works on either database. */
async function pageMix(): Promise<string[]> {
  const list = await text("/en/recipe/list?sort=rating&dir=desc");
  const slugs = [...new Set([...list.matchAll(/href="\/en\/recipe\/([a-z0-9-]+)"/g)].map((m) => m[1]))]
    .filter((s) => s && !["list", "filter", "filter-result", "surprise", "create", "draft"].includes(s))
    .slice(0, 4);
  const filter = await text("/en/recipe/filter");
  const ids = [...new Set([...filter.matchAll(/name="i"[^>]*value="(\d+)"/g)].map((m) => m[1]))].slice(0, 12);
  if (slugs.length < 2 || ids.length < 4) throw new Error("could not read recipe slugs or ingredient ids");
  return [
    "/en",
    "/de",
    "/en/recipe/list",
    "/en/recipe/list?sort=rating&dir=desc&page=2",
    ...slugs.map((s) => `/en/recipe/${s}`),
    "/en/search?q=gin",
    "/de/search?q=limette",
    `/en/recipe/filter-result?i=${ids.join(",")}&tolerance=normal`,
    "/en/recipe-group",
    "/en/faq",
  ];
}

/**
 * `--picker-mix`: six pages first visitors open, one of them the virtual bar's picker (rendered for every
 * visitor: it reads the bar cookie): both home pages, the list, two searches and the picker.
 */
const PICKER_PATHS = [
  "/en",
  "/de",
  "/en/recipe/list",
  "/en/search?q=gin",
  "/de/search?q=limette",
  "/en/recipe/filter",
];

// --- load --------------------------------------------------------------------------------------------------

type PathStats = Map<string, Map<number, number>>;

function count(stats: PathStats, key: string, status: number) {
  const byStatus = stats.get(key) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  stats.set(key, byStatus);
}

const statusList = (byStatus: Map<number, number>) =>
  [...byStatus.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s}×${n}`)
    .join(" ");

/**
 * autocannon's request list for the mix: every request takes the next page in turn (so all pages get an
 * equal share whatever the number of connections), and its connection remembers which page it asked for.
 * The visitor's header sets are taken in turn as well (a mix of visitors), on a count of their own.
 */
function mixRequests(
  paths: string[],
  onResponse?: (
    path: string,
    status: number,
    body: string,
    headers: IncomingHttpHeaders,
    latencyMs: number,
  ) => void,
  headerSets: Record<string, string>[] = [{}],
): autocannon.Request[] {
  let next = 0;
  let nextHeaders = 0;
  return [
    {
      method: "GET",
      setupRequest: (req, context) => {
        const p = paths[next++ % paths.length] as string;
        const headers = headerSets[nextHeaders++ % headerSets.length] ?? {};
        Object.assign(context, { path: p, sentAt: performance.now() });
        return { ...req, path: p, headers: { ...req.headers, ...headers } };
      },
      onResponse: onResponse
        ? (status, body, context, headers) => {
            const { path: p, sentAt } = context as { path?: string; sentAt?: number };
            onResponse(p ?? "?", status, body, headers ?? {}, performance.now() - (sentAt ?? 0));
          }
        : undefined,
    },
  ];
}

type Visitor = { label: string; headerSets: Record<string, string>[] };

/**
 * The two kinds of visitor of the load phase. Both ask as a browser does (Brotli or gzip accepted). A first
 * visit carries no cookie, so the page cache answers the pages it keeps (app/utils/page-cache.server.ts);
 * returning visitors carry cookies, so every page is rendered: every other request the language cookie,
 * the others a signed-in member's session (on PostgreSQL; their pages show the member's ratings and bars).
 */
function visitors(memberCookie: string | null): Visitor[] {
  const browser = { "Accept-Encoding": "br, gzip" };
  const language = { ...browser, Cookie: "lng=ImVuIg%3D%3D" };
  return [
    { label: "first visits (no cookie: the page cache answers what it keeps)", headerSets: [browser] },
    memberCookie
      ? {
          label:
            "returning visitors (cookies: half the language one, answered as first visits are, half a member's session, rendered)",
          headerSets: [language, { ...browser, Cookie: memberCookie }],
        }
      : {
          label: "returning visitors (the language cookie, answered as first visits are)",
          headerSets: [language],
        },
  ];
}

// --- a member's writes during the load ---------------------------------------------------------------------

type Member = { id: number; email: string; cookie: string };

/**
 * A member made for the bench, confirmed, with a real password hash, then logged in through the login
 * page as a browser does (same-origin form post): the session cookie it answers with.
 */
async function logInMember(url: string): Promise<Member> {
  const { postgresHandle } = await import("../db/client");
  const { createUser, confirmEmail } = await import("../app/models/users.server");
  const { hashPassword } = await import("../app/services/login.server");
  const email = `bench-member-${crypto.randomBytes(3).toString("hex")}@example.com`;
  const password = crypto.randomBytes(12).toString("hex");
  const handle = postgresHandle(url, 1);
  let id: number;
  try {
    const created = await createUser(handle.db, {
      email,
      passwordHash: await hashPassword(password),
      firstName: "Bench",
      lastName: "Member",
      newsletter: false,
      locale: "en",
    });
    if (!created.ok) throw new Error(`${email} exists already`);
    id = created.id;
    await confirmEmail(handle.db, id);
  } finally {
    await handle.close();
  }
  const res = await fetch(`${BASE}/en/user/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
    body: new URLSearchParams({ intent: "login", email, password, redirectTo: "/en" }),
  });
  await res.arrayBuffer();
  const session = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => /^(__Host-)?session=./.test(c));
  if (res.status < 300 || res.status >= 400 || !session)
    throw new Error(`logging in the bench member answered ${res.status} without a session cookie`);
  return { id, email, cookie: session };
}

type WriteKind = "rating" | "bar";

type WriteLog = {
  /** answered with the success redirect, by kind */
  ok: Record<WriteKind, number>;
  /** anything else: status (0 for no answer) and where it led */
  failed: { kind: WriteKind; status: number; location: string }[];
  /** the last stars written per recipe, and the names of the bars saved */
  stars: Map<string, number>;
  bars: string[];
};

/**
 * One write a second by the member, through the app's own forms (same-origin posts with the session
 * cookie), the kinds taken in turn: a rating of one of the mix's recipes (1–5 stars, recipe by recipe) and
 * a saved bar of some of the mix's ingredients. Each is counted as saved only when answered with the
 * success redirect; `stop` waits for the write in flight.
 */
function writeEverySecond(member: Member, kinds: WriteKind[], paths: string[]): () => Promise<WriteLog> {
  const slugs = paths
    .flatMap((p) => /^\/en\/recipe\/([a-z0-9-]+)$/.exec(p)?.[1] ?? [])
    .filter((s) => s !== "list");
  const ids =
    /[?&]i=([\d,]+)/.exec(paths.find((p) => p.includes("filter-result")) ?? "")?.[1]?.split(",") ?? [];
  const runId = crypto.randomBytes(2).toString("hex");
  const log: WriteLog = { ok: { rating: 0, bar: 0 }, failed: [], stars: new Map(), bars: [] };
  let stop = false;
  const running = (async () => {
    for (let n = 0; !stop; n++) {
      const started = performance.now();
      const kind = kinds[n % kinds.length] as WriteKind;
      const slug = slugs[n % slugs.length] ?? "negroni";
      const stars = 1 + (Math.floor(n / kinds.length) % 5);
      const barName = `Bench ${runId} bar ${n}`;
      const [target, form, expected] =
        kind === "rating"
          ? ([`/en/recipe/${slug}`, { intent: "rate", stars: String(stars) }, `/en/recipe/${slug}`] as const)
          : ([
              "/en/recipe/filter-result",
              { intent: "save", name: barName, i: ids.slice(0, 3 + (n % 5)).join(",") },
              "/en/recipe/filter-result",
            ] as const);
      let status = 0;
      let location = "";
      try {
        const res = await fetch(`${BASE}${target}`, {
          method: "POST",
          redirect: "manual",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Origin: BASE,
            Cookie: member.cookie,
          },
          body: new URLSearchParams(form),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_S * 1000),
        });
        await res.arrayBuffer();
        status = res.status;
        location = res.headers.get("location") ?? "";
      } catch {
        // no answer: status 0
      }
      if (status >= 300 && status < 400 && location.startsWith(expected)) {
        log.ok[kind] += 1;
        if (kind === "rating") log.stars.set(slug, stars);
        else log.bars.push(barName);
      } else {
        log.failed.push({ kind, status, location });
      }
      await sleep(Math.max(0, 1_000 - (performance.now() - started)));
    }
  })();
  return async () => {
    stop = true;
    await running;
    return log;
  };
}

/** Whether what the app answered as saved is in the database: the ratings with their last stars, the bars. */
async function writesLanded(url: string, member: Member, log: WriteLog) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const ratings = await c.query<{ slug: string; stars: number }>(
      "SELECT r.slug, x.stars FROM ratings AS x JOIN recipes AS r ON r.id = x.recipe_id WHERE x.user_id = $1",
      [member.id],
    );
    const stored = new Map(ratings.rows.map((r) => [r.slug, Number(r.stars)]));
    const ratingsFound = [...log.stars].filter(([slug, stars]) => stored.get(slug) === stars).length;
    const bars = await c.query<{ name: string; n: number }>(
      `SELECT b.name, (SELECT count(*)::int FROM bar_ingredients AS i WHERE i.bar_id = b.id) AS n
       FROM bars AS b WHERE b.user_id = $1 AND b.name = ANY($2::text[])`,
      [member.id, log.bars],
    );
    const barsFound = bars.rows.filter((b) => b.n > 0).length;
    return { ratingsFound, ratingsExpected: log.stars.size, barsFound, barsExpected: log.bars.length };
  } finally {
    await c.end();
  }
}

type CacheCounts = Map<string, { hit: number; miss: number; none: number }>;

function countCache(counts: CacheCounts, p: string, headers: IncomingHttpHeaders) {
  const raw = Object.entries(headers).find(([name]) => name.toLowerCase() === "x-page-cache")?.[1];
  const value = String(raw ?? "");
  const c = counts.get(p) ?? { hit: 0, miss: 0, none: 0 };
  if (value === "hit") c.hit += 1;
  else if (value === "miss") c.miss += 1;
  else c.none += 1;
  counts.set(p, c);
}

function printHitRate(counts: CacheCounts, paths: string[], writes: WriteLog | null) {
  const all = { hit: 0, miss: 0, none: 0 };
  for (const c of counts.values()) {
    all.hit += c.hit;
    all.miss += c.miss;
    all.none += c.none;
  }
  const rate = (c: { hit: number; miss: number; none: number }) => {
    const total = c.hit + c.miss + c.none;
    return total === 0 ? "-" : `${((100 * c.hit) / total).toFixed(1)} %`;
  };
  console.log(
    `  page cache: ${rate(all)} of answers were hits (${all.hit} hit, ${all.miss} miss, ${all.none} not kept)` +
      (writes === null ? "" : `, with ${writes.ok.rating} ratings and ${writes.ok.bar} bars saved meanwhile`),
  );
  for (const p of paths) {
    const c = counts.get(p) ?? { hit: 0, miss: 0, none: 0 };
    console.log(`    ${p.padEnd(72)} ${rate(c).padStart(7)}  (${c.hit} / ${c.miss} / ${c.none})`);
  }
}

type Writer = { member: Member; kinds: WriteKind[]; url: string };
type Summary = {
  label: string;
  rps: number;
  p50: number;
  p97: number;
  p99: number;
  errors: number;
  non2xx: number;
  writes: string;
};

async function loadPhase(paths: string[], visitor: Visitor, writer: Writer | null = null): Promise<Summary> {
  // Warm-up: JIT, caches, the bar index and the pool, at a tenth of the load.
  await autocannon({
    url: BASE,
    connections: Math.max(1, Math.round(CONNECTIONS / 10)),
    duration: 5,
    requests: mixRequests(paths, undefined, visitor.headerSets),
  });
  const perPath: PathStats = new Map();
  const latencies = new Map<string, number[]>();
  const cacheCounts: CacheCounts = new Map();
  const load = os.loadavg()[0] ?? 0;
  const stopWriting = writer ? writeEverySecond(writer.member, writer.kinds, paths) : null;
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: REQUEST_TIMEOUT_S,
    requests: mixRequests(
      paths,
      (p, status, _body, headers, latency) => {
        count(perPath, p, status);
        countCache(cacheCounts, p, headers);
        const list = latencies.get(p) ?? [];
        list.push(latency);
        latencies.set(p, list);
      },
      visitor.headerSets,
    ),
  });
  const writes = stopWriting ? await stopWriting() : null;
  console.log(
    `\nLoad, ${visitor.label}${writer ? `, with one write a second (${writer.kinds.join(" and ")}, in turn)` : ""}: ` +
      `${CONNECTIONS} connections × ${SECONDS} s over ${paths.length} pages ` +
      `(machine load average ${load.toFixed(1)} before, ${(os.loadavg()[0] ?? 0).toFixed(1)} after)`,
  );
  console.log(
    `  ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s (mean), ` +
      `${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s`,
  );
  console.log(
    `  latency p50 ${ms(result.latency.p50)}, p97.5 ${ms(result.latency.p97_5)}, p99 ${ms(result.latency.p99)}, ` +
      `max ${ms(result.latency.max)}`,
  );
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, s]) => `${code}×${s.count ?? 0}`)
    .join(" ");
  console.log(
    `  errors ${result.errors} (timeouts ${result.timeouts}), non-2xx ${result.non2xx}; by status: ${codes}`,
  );
  console.log("  by page (status × count; latency p50 / p97.5 from when the request was set up):");
  for (const p of paths) {
    const sorted = [...(latencies.get(p) ?? [])].sort((a, b) => a - b);
    const at = (q: number) => ms(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
    console.log(
      `    ${p.padEnd(72)} ${statusList(perPath.get(p) ?? new Map()).padEnd(10)} ${at(0.5)} / ${at(0.975)}`,
    );
  }
  let writeFigure = "-";
  if (writer && writes) {
    const saved = writes.ok.rating + writes.ok.bar;
    const landed = await writesLanded(writer.url, writer.member, writes);
    writeFigure =
      `${saved}/${saved + writes.failed.length} saved; in the db ${landed.ratingsFound}/${landed.ratingsExpected} ` +
      `recipes' stars, ${landed.barsFound}/${landed.barsExpected} bars`;
    console.log(
      `  writes: ${saved + writes.failed.length} sent, ${saved} answered as saved (${writes.ok.rating} ratings, ` +
        `${writes.ok.bar} bars); in the database: ${landed.ratingsFound} of ${landed.ratingsExpected} recipes ` +
        `with the member's last stars, ${landed.barsFound} of ${landed.barsExpected} bars with their ingredients`,
    );
    for (const f of writes.failed.slice(0, 5))
      console.log(`    not saved: ${f.kind} answered ${f.status || "nothing"} ${f.location}`);
    check(writes.failed.length === 0 && saved > 0, "every write answered as saved");
    check(
      landed.ratingsFound === landed.ratingsExpected && landed.barsFound === landed.barsExpected,
      "every write answered as saved is in the database",
    );
  }
  if (visitor.headerSets.every((h) => !h.Cookie)) printHitRate(cacheCounts, paths, writes);
  check(result.errors === 0, "no errors or timeouts under load");
  check(result.non2xx === 0, "no non-2xx answers under load");
  console.log(
    `  ${result.latency.p97_5 < 1000 ? "ok  " : "SLOW"} p97.5 under 1 s (a target, not a failure: ${ms(result.latency.p97_5)})`,
  );
  return {
    label: visitor.label.replace(/ \(.*$/, "") + (writer ? ` + 1 write/s (${writer.kinds.join(", ")})` : ""),
    rps: result.requests.average,
    p50: result.latency.p50,
    p97: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    writes: writeFigure,
  };
}

/** The load phases side by side, as measured in this run. */
function printSummary(rows: Summary[]) {
  console.log("\nLoad phases of this run side by side (targets: p97.5 < 1 s, no errors, no non-2xx)");
  console.log(`${"visitors".padEnd(48)} req/s  p50 ms  p97.5 ms  p99 ms  errors  non-2xx  writes`);
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(48)} ${r.rps.toFixed(0).padStart(5)} ${String(Math.round(r.p50)).padStart(7)} ` +
        `${String(Math.round(r.p97)).padStart(9)} ${String(Math.round(r.p99)).padStart(7)} ` +
        `${String(r.errors).padStart(7)} ${String(r.non2xx).padStart(8)}  ${r.writes}`,
    );
  }
}

// --- outage ------------------------------------------------------------------------------------------------

type Answer = { at: number; status: number; path: string; retryAfter: boolean; localized: boolean };

async function postContact(runId: string, n: number) {
  const message = `bench-load ${runId} message ${n}: is this one kept?`;
  try {
    const res = await fetch(`${BASE}/en/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
      body: new URLSearchParams({ name: "Bench Load", email: "bench@example.com", message }),
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer();
    // The success answer is the redirect back to the form (with its toast).
    const saved =
      res.status >= 300 && res.status < 400 && /\/en\/contact$/.test(res.headers.get("location") ?? "");
    return { message, status: res.status, saved };
  } catch {
    return { message, status: 0, saved: false };
  }
}

async function outagePhase(bench: BenchDatabase, paths: string[], server: AppServer) {
  const proxy = bench.proxy as CuttableProxy;
  const before = 5_000;
  const after = 10_000;
  const answers: Answer[] = [];
  /** /healthz probes: when sent and when answered (status 0: no answer within the request timeout) */
  const health: { sent: number; at: number; status: number; retryAfter: boolean }[] = [];
  const t0 = performance.now();
  const now = () => performance.now() - t0;
  let cutAt = Number.POSITIVE_INFINITY;
  let restoredAt = Number.POSITIVE_INFINITY;

  const load = autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: (before + OUTAGE_SECONDS * 1000 + after) / 1000,
    timeout: REQUEST_TIMEOUT_S,
    requests: mixRequests(paths, (p, status, body, headers) => {
      const lang = p.startsWith("/de") ? "de" : "en";
      answers.push({
        at: now(),
        status,
        path: p,
        retryAfter: Object.keys(headers).some((h) => h.toLowerCase() === "retry-after"),
        localized: UNAVAILABLE_TEXT[lang]?.test(body ?? "") ?? false,
      });
    }),
  });

  let stop = false;
  const probeHealth = (async () => {
    while (!stop) {
      const sent = now();
      try {
        const res = await fetch(`${BASE}/healthz`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_S * 1000) });
        await res.arrayBuffer();
        health.push({ sent, at: now(), status: res.status, retryAfter: res.headers.has("retry-after") });
      } catch {
        health.push({ sent, at: now(), status: 0, retryAfter: false });
      }
      await sleep(250);
    }
  })();

  const runId = crypto.randomBytes(3).toString("hex");
  const posts: (Awaited<ReturnType<typeof postContact>> & { at: number })[] = [];
  const postMessages = (async () => {
    // One every 100 ms, up to 10 in flight, so some are on their way at the moment of the cut and the restore.
    const inFlight = new Set<Promise<void>>();
    let n = 0;
    while (!stop) {
      if (inFlight.size < 10) {
        const at = now();
        const post: Promise<void> = postContact(runId, n++).then((r) => {
          posts.push({ ...r, at });
          inFlight.delete(post);
        });
        inFlight.add(post);
      }
      await sleep(100);
    }
    await Promise.all(inFlight);
  })();

  await sleep(before);
  cutAt = now();
  await proxy.cut();
  console.log(`\nOutage: database cut off at ${(cutAt / 1000).toFixed(1)} s for ${OUTAGE_SECONDS} s`);
  await sleep(OUTAGE_SECONDS * 1000);
  restoredAt = now();
  await proxy.restore();
  const result = await load;
  stop = true;
  await Promise.all([probeHealth, postMessages]);

  const phases = [
    ["before the cut", (a: { at: number }) => a.at < cutAt],
    ["during the cut", (a: { at: number }) => a.at >= cutAt && a.at < restoredAt],
    ["after restore", (a: { at: number }) => a.at >= restoredAt],
  ] as const;
  console.log(
    `  ${result.requests.total} page answers, errors ${result.errors} (timeouts ${result.timeouts})`,
  );
  for (const [label, inPhase] of phases) {
    const byStatus = new Map<number, number>();
    for (const a of answers.filter(inPhase)) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    const hz = new Map<number, number>();
    for (const h of health.filter(inPhase)) hz.set(h.status, (hz.get(h.status) ?? 0) + 1);
    console.log(`  ${label.padEnd(15)} pages ${statusList(byStatus).padEnd(28)} /healthz ${statusList(hz)}`);
  }
  const failures = answers.filter((a) => a.status !== 200);
  const bad = failures.filter((a) => a.status !== 503 || !a.retryAfter || !a.localized);
  if (bad.length > 0) {
    const sample = bad.slice(0, 5).map((a) => `${a.status} ${a.path} retry-after:${a.retryAfter}`);
    console.log(`  not the localized 503 page: ${bad.length}, e.g. ${sample.join("; ")}`);
  }
  // Probes asked and answered while the database was away must all say 503.
  const duringHealth = health.filter((h) => h.sent >= cutAt && h.at < restoredAt);
  const firstPage200 = answers.find((a) => a.at >= restoredAt && a.status === 200);
  const lastPageFailure = [...answers].reverse().find((a) => a.status !== 200);
  const firstHealth200 = health.find((h) => h.at >= restoredAt && h.status === 200);
  const allFineAfter = lastPageFailure ? Math.max(0, lastPageFailure.at - restoredAt) : 0;
  console.log(
    `  after restore: first page 200 after ${firstPage200 ? ms(firstPage200.at - restoredAt) : "never"}, ` +
      `/healthz 200 after ${firstHealth200 ? ms(firstHealth200.at - restoredAt) : "never"}, ` +
      `every page 200 from ${ms(allFineAfter)} on`,
  );

  // Every message the app answered as saved must be in the table.
  const c = new pg.Client({ connectionString: bench.url });
  await c.connect();
  const { rows } = await c.query<{ message: string }>(
    "SELECT message FROM contact_messages WHERE message LIKE $1",
    [`bench-load ${runId} %`],
  );
  await c.end();
  const stored = new Set(rows.map((r) => r.message));
  const saved = posts.filter((p) => p.saved);
  const missing = saved.filter((p) => !stored.has(p.message));
  const storedUnconfirmed = posts.filter((p) => !p.saved && stored.has(p.message));
  const postPhases = phases.map(([label, inPhase]) => {
    const byStatus = new Map<number, number>();
    for (const p of posts.filter(inPhase)) byStatus.set(p.status, (byStatus.get(p.status) ?? 0) + 1);
    return `${label} ${statusList(byStatus) || "-"}`;
  });
  console.log(`  contact posts by the time they were sent: ${postPhases.join("; ")}`);
  console.log(
    `  contact messages: ${posts.length} posted, ${saved.length} answered as saved, ` +
      `${saved.length - missing.length} of those found in the table, ${storedUnconfirmed.length} stored without a success answer`,
  );

  check(server.exited() === undefined, "the server process is still running");
  check(result.errors === 0, "no connection errors or timeouts (every request got an answer)");
  check(
    failures.length > 0 && bad.length === 0,
    `every failed page answer is 503 with Retry-After and the localized page (${failures.length} such answers)`,
  );
  check(
    duringHealth.length > 0 && duringHealth.every((h) => h.status === 503 && h.retryAfter),
    "/healthz answers 503 with Retry-After throughout the cut",
  );
  check(
    allFineAfter <= 5_000 && (firstHealth200?.at ?? Infinity) - restoredAt <= 5_000,
    "everything 200 within 5 s of the restore",
  );
  check(saved.length > 0 && missing.length === 0, "every message answered as saved is in the table");
  check(
    posts.every((p) => p.saved || p.status === 503),
    "every contact post was either saved or refused with 503",
  );
}

// --- main --------------------------------------------------------------------------------------------------

function serverLogSummary(log: string) {
  const lines = fs.existsSync(log) ? fs.readFileSync(log, "utf8").split("\n") : [];
  const crashes = lines.filter((l) => /uncaught exception|unhandled rejection/i.test(l));
  const pool = lines.filter((l) => /database pool error/i.test(l));
  console.log(
    `\nServer log: ${lines.length} lines, ${pool.length} pool errors logged, ${crashes.length} uncaught exceptions or unhandled rejections`,
  );
  for (const l of crashes.slice(0, 3)) console.log(`  ${l}`);
  check(crashes.length === 0, "no uncaught exception or unhandled rejection in the server log");
}

async function main() {
  if (!fs.existsSync("build/node/supervise.js")) {
    console.error("no build: run `npm run build` first");
    process.exit(1);
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-load-"));
  const bench = await openBenchDatabase(tmp);
  let server: AppServer | undefined;
  try {
    console.log(
      `database: ${bench.url ? "a new database on the PostgreSQL server, through a cuttable TCP proxy" : "a new embedded PGlite"}; ` +
        `${os.cpus().length} cores; server log in ${path.join(tmp, "server.log")}`,
    );
    server = startServer(bench.env, tmp);
    const upMs = await waitUntilUp(server);
    console.log(`server up (migrated and seeded by its own start) in ${(upMs / 1000).toFixed(1)} s`);
    const paths = await pageMix();
    if (WITH_RATINGS && !bench.url) throw new Error("--ratings needs PostgreSQL (it checks the database)");
    // The member who writes (and whose session half the returning visitors carry): PostgreSQL only, where
    // the bench can look into the database the app writes to.
    const member = bench.url ? await logInMember(bench.url) : null;
    const [first, returning] = visitors(member?.cookie ?? null) as [Visitor, Visitor];
    const writer = (kinds: WriteKind[]) => (member && bench.url ? { member, kinds, url: bench.url } : null);
    if (!member) console.log("(embedded PGlite: returning visitors without a member's session and writes)");
    const summaries = PICKER_MIX
      ? [await loadPhase(PICKER_PATHS, first)]
      : [
          // --ratings: a rating a second during the first visits, for the page cache's hit rate under writes
          await loadPhase(paths, first, WITH_RATINGS ? writer(["rating"]) : null),
          await loadPhase(paths, returning, writer(["rating", "bar"])),
        ];
    printSummary(summaries);
    if (SKIP_OUTAGE) console.log("\nOutage: skipped (--no-outage)");
    else if (!bench.proxy) console.log("\nOutage: skipped (embedded PGlite has no connection to cut)");
    else await outagePhase(bench, paths, server);
    serverLogSummary(server.log);
  } finally {
    if (server && server.exited() === undefined) {
      server.child.kill("SIGTERM");
      await new Promise((r) => server?.child.once("exit", r));
    }
    await bench.drop();
    if (!failed) fs.rmSync(tmp, { recursive: true, force: true });
  }
  if (failed) {
    console.log("\nSome requirements failed (see FAIL above).");
    process.exitCode = 1;
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

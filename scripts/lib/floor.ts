// `npm run bench` (and `npm run bench -- floor` alone): the server's floor. A bare Node `http` server, a bare
// Express handler and the app (as `npm start` runs it: node build/node/server.js, one process) on the
// embedded PGlite and on PostgreSQL, each measured with autocannon in the same run, as req/s and as a share
// of bare Node (these machines vary twofold from day to day; ratios hold). Then compression: bytes saved
// against CPU per response for gzip and Brotli levels on our real pages.
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";

const SECONDS = Number(process.env.BENCH_FLOOR_SECONDS) || 5;
const CONNECTIONS = 10;

/** The pages of the floor table: a resource route, the near-static imprint, then the page kinds. */
export const FLOOR_PAGES: [string, string][] = [
  ["robots", "/robots.txt"],
  ["imprint", "/en/imprint"],
  ["home", "/en"],
  ["list", "/en/recipe/list"],
  ["recipe", "/en/recipe/negroni"],
  ["search", "/en/search?q=gin"],
];

const BARE_HTTP = `
const http = require("node:http");
const body = "User-agent: *\\nAllow: /\\n";
http.createServer((req, res) => {
  res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), "127.0.0.1");
`;

const BARE_EXPRESS = `
const express = require("express");
const app = express();
const body = "User-agent: *\\nAllow: /\\n";
app.get("*", (req, res) => res.type("text/plain").send(body));
app.listen(Number(process.env.PORT), "127.0.0.1");
`;

type Proc = { child: ChildProcess; stop: () => Promise<void> };

function start(args: string[], env: Record<string, string | undefined>): Proc {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return {
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}

async function waitFor(url: string, proc: Proc) {
  for (let i = 0; i < 600; i++) {
    if (proc.child.exitCode !== null) throw new Error(`the server exited while starting (${url})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url}`);
}

export async function measure(url: string, headers: Record<string, string> = {}, seconds = SECONDS) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return { rps: r.requests.average, p97: r.latency.p97_5, bad: r.non2xx + r.errors };
}

type AppRun = { label: string; env: Record<string, string>; drop: () => Promise<void> };

async function postgresRun(): Promise<AppRun | undefined> {
  const server =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    "postgresql://postgres@127.0.0.1:5432/postgres";
  const admin = new URL(server);
  admin.pathname = "/postgres";
  const name = `cocktail_floor_${crypto.randomBytes(4).toString("hex")}`;
  const c = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
  } catch {
    return undefined;
  }
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    label: "PostgreSQL",
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const d = new pg.Client({ connectionString: admin.toString() });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    },
  };
}

function pgliteRun(): AppRun {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-floor-"));
  return {
    label: "PGlite",
    env: { DATABASE_URL: "", PGLITE_DIR: path.join(dir, "pglite") },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

type Row = { label: string; rps: number; p97: number; bad: number };

/**
 * The cookie the benches send to have every page rendered: a waiting message (an unreadable one, so the page
 * shows none and clears it). Every page asks for it, so the page cache never answers it
 * (app/lib/page-cache.ts `mayServe`): this is what a page costs to render, as for a signed-in member. The
 * language cookie, a virtual bar or a standard-drinks choice are answered from the cache by the pages that do
 * not use them.
 */
export const RENDERED_COOKIE = "toast=bench";
const RENDERED = { cookie: RENDERED_COOKIE };

async function appRows(port: number, run: AppRun, pages: [string, string][]) {
  const proc = start(["build/node/server.js"], {
    ...run.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
    MAIL_OUTBOX: path.join(os.tmpdir(), "cocktail-floor-mail"),
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/healthz`, proc);
    const rows = new Map<string, Row>();
    for (const [, p] of pages) await measure(base + p, {}, 1); // warm up
    for (const [label, p] of pages) {
      rows.set(label, { label, ...(await measure(base + p)) });
      if (label !== "robots")
        rows.set(`${label}, rendered`, { label, ...(await measure(base + p, RENDERED)) });
    }
    // What compression costs a page: the list page asked for by a browser (br accepted).
    rows.set("list, br", {
      label: "list, br",
      ...(await measure(`${base}/en/recipe/list`, { "accept-encoding": "br, gzip" })),
    });
    const html = new Map<string, Buffer>();
    const sent = new Map<string, { br: number; gzip: number }>();
    for (const [label, p] of pages.slice(2)) {
      sent.set(label, { br: await bytesOnWire(base + p, "br"), gzip: await bytesOnWire(base + p, "gzip") });
      html.set(
        label,
        Buffer.from(
          await (await fetch(base + p, { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
        ),
      );
    }
    return { rows, html, sent };
  } finally {
    await proc.stop();
  }
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

export async function floorFigures(port: number) {
  console.log(
    `\nThe floor (autocannon, ${CONNECTIONS} connections × ${SECONDS} s each; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores)`,
  );
  const bare = start(["-e", BARE_HTTP], { PORT: String(port) });
  await waitFor(`http://127.0.0.1:${port}/`, bare);
  await measure(`http://127.0.0.1:${port}/robots.txt`, {}, 1);
  const bareHttp = await measure(`http://127.0.0.1:${port}/robots.txt`);
  await bare.stop();
  const ex = start(["-e", BARE_EXPRESS], { PORT: String(port), NODE_ENV: "production" });
  await waitFor(`http://127.0.0.1:${port}/`, ex);
  await measure(`http://127.0.0.1:${port}/robots.txt`, {}, 1);
  const bareExpress = await measure(`http://127.0.0.1:${port}/robots.txt`);
  await ex.stop();

  const runs = [pgliteRun(), await postgresRun()].filter((r): r is AppRun => r !== undefined);
  const results: {
    run: AppRun;
    rows: Map<string, Row>;
    html: Map<string, Buffer>;
    sent: Map<string, { br: number; gzip: number }>;
  }[] = [];
  try {
    for (const run of runs) results.push({ run, ...(await appRows(port, run, FLOOR_PAGES)) });
  } finally {
    for (const run of runs) await run.drop();
  }
  // bare Node once more: the figure the ratios use is the mean of before and after
  const bare2 = start(["-e", BARE_HTTP], { PORT: String(port) });
  await waitFor(`http://127.0.0.1:${port}/`, bare2);
  const bareHttpAfter = await measure(`http://127.0.0.1:${port}/robots.txt`);
  await bare2.stop();
  const floor = (bareHttp.rps + bareHttpAfter.rps) / 2;

  console.log(
    `bare Node http: ${bareHttp.rps.toFixed(0)} req/s before, ${bareHttpAfter.rps.toFixed(0)} after (ratios use the mean, ${floor.toFixed(0)}); bare Express handler: ${bareExpress.rps.toFixed(0)} req/s (${pct(bareExpress.rps / floor)})`,
  );
  const head = results
    .map((r) => `${r.run.label.padStart(10)} req/s  p97.5   of Node  of imprint`)
    .join("  |");
  console.log(`${"page".padEnd(10)}${head}`);
  const labels = [
    ...FLOOR_PAGES.map(([l]) => l),
    ...FLOOR_PAGES.slice(1).map(([l]) => `${l}, rendered`),
    "list, br",
  ];
  for (const label of labels) {
    const cells = results.map(({ rows }) => {
      const r = rows.get(label);
      const imprint = rows.get(label.endsWith(", rendered") ? "imprint, rendered" : "imprint")?.rps ?? 1;
      if (!r) return "".padStart(44);
      return `${r.rps.toFixed(0).padStart(16)} ${String(r.p97).padStart(6)} ${pct(r.rps / floor).padStart(9)} ${(r.rps / imprint).toFixed(2).padStart(11)}${r.bad ? ` (${r.bad} bad)` : ""}`;
    });
    console.log(`${label.padEnd(10)}${cells.join("  |")}`);
  }
  console.log(
    "targets: robots ≥ 9% of Node, imprint ≥ 3%; page kinds ≥ 0.6 of imprint on PostgreSQL, ≥ 0.5 on PGlite",
  );
  console.log(
    'rows without a suffix: a visitor without cookies (the page cache answers); ", rendered": with a cookie, rendered by Remix every time',
  );
  const chosen = results.find((r) => r.run.label === "PostgreSQL") ?? results[0];
  if (chosen) compressionFigures(chosen.html, chosen.sent);
}

/** Bytes and CPU per response for a few levels, on the pages as served (identity). */
export function compressionFigures(
  pages: Map<string, Buffer>,
  sent?: Map<string, { br: number; gzip: number }>,
) {
  const levels: [string, (b: Buffer) => Buffer][] = [
    ...[1, 4, 6, 9].map(
      (level) =>
        [`gzip ${level}`, (b: Buffer) => zlib.gzipSync(b, { level })] as [string, (b: Buffer) => Buffer],
    ),
    ...[1, 2, 3, 4, 6, 11].map(
      (q) =>
        [
          `br ${q}`,
          (b: Buffer) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q } }),
        ] as [string, (b: Buffer) => Buffer],
    ),
  ];
  console.log(
    "\nCompression levels on our pages (bytes as sent, saved, CPU ms per response, best of 5; the server uses br 3 / gzip 1)",
  );
  console.log(
    `${"level".padEnd(9)}${[...pages.keys()].map((k) => `${k.padStart(8)} bytes  saved    ms`).join(" |")}`,
  );
  console.log(
    `${"none".padEnd(9)}${[...pages.values()].map((b) => `${String(b.length).padStart(14)}${"".padStart(13)}`).join(" |")}`,
  );
  for (const [label, fn] of levels) {
    const cells = [...pages.values()].map((body) => {
      fn(body);
      // CPU time of this process (not wall time: the machine is shared), best of five rounds
      const runs = label === "br 11" ? 2 : 20;
      let best = Number.POSITIVE_INFINITY;
      let out = body;
      for (let round = 0; round < 5; round++) {
        const t0 = process.cpuUsage();
        for (let i = 0; i < runs; i++) out = fn(body);
        const used = process.cpuUsage(t0);
        best = Math.min(best, (used.user + used.system) / 1000 / runs);
      }
      return `${String(out.length).padStart(14)} ${pct(1 - out.length / body.length).padStart(6)} ${best.toFixed(2).padStart(5)}`;
    });
    console.log(`${label.padEnd(9)}${cells.join(" |")}`);
  }
  if (!sent) return;
  for (const coding of ["gzip", "br"] as const) {
    const cells = [...pages.entries()].map(([label, body]) => {
      const n = sent.get(label)?.[coding] ?? 0;
      return `${String(n).padStart(14)} ${pct(1 - n / body.length).padStart(6)}      `;
    });
    console.log(`${`sent ${coding}`.padEnd(9)}${cells.join(" |")}`);
  }
}

/** The bytes of a response on the wire, undecoded (fetch would decode them). */
function bytesOnWire(url: string, coding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": coding } }, (res) => {
        let n = 0;
        res.on("data", (c: Buffer) => {
          n += c.length;
        });
        res.on("end", () => resolve(n));
      })
      .on("error", reject);
  });
}

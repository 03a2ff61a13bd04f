// npx tsx scripts/bench-replicas.ts [--bin=/usr/lib/postgresql/15/bin] [--port=3420] [--rounds=5]
//
// Where the statements of each page go with a read replica (docs/decisions/0032-read-replicas.md), counted
// by PostgreSQL itself: a primary and a streaming replica of it are started on this machine
// (scripts/lib/pg-cluster.ts, with pg_stat_statements loaded), the production server (`npm run build`
// first) runs against them with DATABASE_REPLICA_URLS and migrates and seeds its new database, and for each
// page of bench:load's mix the statements each server ran are read from pg_stat_statements before and after
// the page was asked `rounds` times (the probe's and the mail worker's own statements left out). Once as a first visit (no
// cookie: the page cache answers), once as a signed-in member (every page rendered), then a member's rating
// and the page they see next. Printed figures, not a timed test.
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createSession } from "../app/models/sessions.server";
import { confirmEmail, createUser } from "../app/models/users.server";
import { sessionCookie } from "../app/utils/auth.server";
import { postgresHandle } from "../db/client";
import { DEFAULT_PG_BIN, missingBinaries, queryServer, startReplicatedPair } from "./lib/pg-cluster";

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const BIN = arg("bin", DEFAULT_PG_BIN);
const PORT = Number(arg("port", "3420"));
const ROUNDS = Number(arg("rounds", "5"));
const BASE = `http://127.0.0.1:${PORT}`;
const SERVER = path.resolve("build/node/server.js");

const missing = missingBinaries(BIN);
if (missing) {
  console.error(`needs PostgreSQL's server binaries: ${missing} (--bin=…)`);
  process.exit(1);
}
if (!fs.existsSync(SERVER)) {
  console.error("needs a build: npm run build");
  process.exit(1);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Statements the app ran in the database `cocktail` of this server so far: the probe's and the mail worker's
 * (its claim every MAIL_POLL_MS, on the primary, whatever the pages do) left out.
 */
async function statements(url: string): Promise<number> {
  return (await work(url)).calls;
}

/** The same statements' count and their execution time so far (ms, as pg_stat_statements adds it up). */
async function work(url: string): Promise<{ calls: number; ms: number }> {
  const rows = await queryServer<{ calls: number; ms: number }>(
    url,
    `SELECT coalesce(sum(s.calls), 0)::int AS calls, coalesce(sum(s.total_exec_time), 0)::float8 AS ms
     FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
     WHERE d.datname = 'cocktail' AND s.query NOT LIKE '%pg_stat_statements%'
       AND s.query NOT LIKE '%pg_is_in_recovery()%' AND s.query NOT LIKE 'SELECT pg_current_wal_lsn()%'
       AND s.query NOT LIKE '%mail_queue%'`,
  );
  return rows[0] ?? { calls: 0, ms: 0 };
}

async function main() {
  const pair = await startReplicatedPair({
    bin: BIN,
    settings: ["shared_preload_libraries = 'pg_stat_statements'", "pg_stat_statements.track_utility = on"],
  });
  let server: ChildProcess | undefined;
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-bench-replicas-"));
  try {
    await queryServer(pair.primaryUrl("postgres"), "CREATE DATABASE cocktail");
    await queryServer(pair.primaryUrl("cocktail"), "CREATE EXTENSION pg_stat_statements");
    const primary = pair.primaryUrl("cocktail");
    const replica = pair.replicaUrl("cocktail");
    const secret = crypto.randomBytes(32).toString("hex");
    server = spawn(process.execPath, [SERVER], {
      env: {
        NODE_ENV: "production",
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATABASE_URL: primary,
        DATABASE_REPLICA_URLS: replica,
        DATABASE_POOL_MAX: "4",
        SESSION_SECRET: secret,
        MAIL_OUTBOX: outbox,
        LOG_LEVEL: "warn",
        SECURITY_LOG: "off",
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (Date.now() > deadline) throw new Error("the server did not become healthy");
      try {
        const health = (await (await fetch(`${BASE}/healthz`)).json()) as { status: string };
        if (health.status === "ok") break;
      } catch {
        // not listening yet
      }
      await sleep(250);
    }

    // a signed-in member, made on the primary as the app makes one
    const handle = postgresHandle(primary, 1);
    const made = await createUser(handle.db, {
      email: "bench-replicas@example.com",
      passwordHash: "not a real hash",
      firstName: "Bench",
      lastName: "Member",
      newsletter: false,
      locale: "en",
    });
    if (!made.ok) throw new Error("could not make the member");
    await confirmEmail(handle.db, made.id);
    const member = (await sessionCookie(await createSession(handle.db, made.id))).split(";")[0] ?? "";
    await handle.close();
    await pair.caughtUp();
    await sleep(1_500); // the server's probe sees the replica caught up

    const get = async (urlPath: string, cookie?: string) => {
      const res = await fetch(`${BASE}${urlPath}`, { headers: cookie ? { Cookie: cookie } : {} });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${urlPath} answered ${res.status}`);
      return body;
    };
    const list = await get("/en/recipe/list?sort=rating&dir=desc");
    const slugs = [...new Set([...list.matchAll(/href="\/en\/recipe\/([a-z0-9-]+)"/g)].map((m) => m[1]))]
      .filter((s) => s && !["list", "filter", "filter-result", "surprise", "create", "draft"].includes(s))
      .slice(0, 4);
    const filter = await get("/en/recipe/filter");
    const ids = [...new Set([...filter.matchAll(/name="i"[^>]*value="(\d+)"/g)].map((m) => m[1]))].slice(
      0,
      12,
    );
    const pages = [
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

    /** Statements per request on each server while `request` ran `rounds` times. */
    const measure = async (request: () => Promise<unknown>, rounds = ROUNDS): Promise<[number, number]> => {
      const [p0, r0] = [await statements(primary), await statements(replica)];
      for (let i = 0; i < rounds; i++) await request();
      await sleep(50);
      const [p1, r1] = [await statements(primary), await statements(replica)];
      return [(p1 - p0) / rounds, (r1 - r0) / rounds];
    };
    const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

    console.log(`\nstatements per request (mean of ${ROUNDS}), primary / replica, warm caches\n`);
    console.log("| page | first visit (page cache) | member (rendered) |");
    console.log("|---|---|---|");
    const totals = { visitor: [0, 0] as [number, number], member: [0, 0] as [number, number] };
    const mix = { cold: { calls: 0, ms: 0 }, visitor: { calls: 0, ms: 0 }, member: { calls: 0, ms: 0 } };
    const timed = async (into: { calls: number; ms: number }, request: () => Promise<[number, number]>) => {
      const before = await work(replica);
      const result = await request();
      const after = await work(replica);
      into.calls += after.calls - before.calls;
      into.ms += after.ms - before.ms;
      return result;
    };
    for (const page of pages) {
      // the first time each page is asked: the caches are filled (what follows a content change)
      await timed(mix.cold, async () => {
        await get(page);
        await get(page, member);
        return [0, 0];
      });
      const visitor = await timed(mix.visitor, () => measure(() => get(page)));
      const signedIn = await timed(mix.member, () => measure(() => get(page, member)));
      for (const i of [0, 1] as const) {
        totals.visitor[i] += visitor[i];
        totals.member[i] += signedIn[i];
      }
      console.log(
        `| ${page.replace(/i=[\d,]+/, "i=…")} | ${fmt(visitor[0])} / ${fmt(visitor[1])} | ${fmt(signedIn[0])} / ${fmt(signedIn[1])} |`,
      );
    }
    console.log(
      `| **all ${pages.length} pages** | ${fmt(totals.visitor[0])} / ${fmt(totals.visitor[1])} | ${fmt(totals.member[0])} / ${fmt(totals.member[1])} |`,
    );

    const per = (m: { calls: number; ms: number }) =>
      `${(m.ms / Math.max(1, m.calls)).toFixed(3)} ms a statement, ${(m.ms / (pages.length * ROUNDS)).toFixed(2)} ms a page`;
    console.log(`\nreplica execution time (pg_stat_statements total_exec_time over the table's requests):`);
    console.log(`  first visits: ${per(mix.visitor)}; members: ${per(mix.member)}`);
    console.log(
      `  each page's first two requests (caches cold): ${mix.cold.calls} statements, ${mix.cold.ms.toFixed(1)} ms in all`,
    );

    // a member's rating, and the page they see right after it
    const recipe = `/en/recipe/${slugs[0]}`;
    let written = "";
    const rate = await measure(async () => {
      const res = await fetch(`${BASE}${recipe}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: member, Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=rate&stars=4",
      });
      await res.arrayBuffer();
      written =
        res.headers
          .getSetCookie()
          .map((c) => c.split(";")[0] ?? "")
          .find((c) => c.startsWith("written=")) ?? "";
    }, 1);
    const next = await measure(() => get(recipe, `${member}; ${written}`), 1);
    await sleep(1_500);
    const later = await measure(() => get(recipe, `${member}; ${written}`), 1);
    console.log("\n| a member's … | primary | replica |");
    console.log("|---|---|---|");
    console.log(
      `| rating (POST, written cookie: ${written ? "set" : "NOT set"}) | ${rate[0]} | ${rate[1]} |`,
    );
    console.log(`| page right after it with the written cookie | ${next[0]} | ${next[1]} |`);
    console.log(`| same page 1.5 s later | ${later[0]} | ${later[1]} |`);
  } finally {
    server?.kill("SIGTERM");
    if (server && server.exitCode === null) await new Promise((resolve) => server?.once("exit", resolve));
    fs.rmSync(outbox, { recursive: true, force: true });
    await pair.close();
  }
}

await main();

// Every core (issue 13): with DATABASE_URL, `npm start` (build/node/supervise.js) runs one server process per
// core under Node's cluster module; here WEB_CONCURRENCY=2 on a new PostgreSQL database. The first worker
// migrates and seeds alone, the second starts after it; a worker killed outright is replaced while the other
// keeps answering; SIGTERM stops them all cleanly.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";

const PORT = Number(process.env.E2E_CLUSTER_PORT) || Number(process.env.E2E_PORT ?? 3100) + 1000;
const base = `http://127.0.0.1:${PORT}`;
// The cluster runs only on a PostgreSQL server (PGlite is one process's embedded database), so this test needs
// one even when the rest of the suite runs on PGlite; without one it is skipped, saying why.
const SERVER =
  process.env.E2E_CLUSTER_DATABASE_URL ??
  process.env.DATABASE_URL ??
  "postgresql://postgres@127.0.0.1:5432/postgres";

/** Why no PostgreSQL server answers at SERVER, or undefined when one does. */
async function serverMissing(): Promise<string | undefined> {
  const admin = new URL(SERVER);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    const { hostname, port } = new URL(SERVER);
    return `needs a PostgreSQL server (E2E_CLUSTER_DATABASE_URL or DATABASE_URL, else 127.0.0.1:5432); none answers at ${hostname}:${port || 5432} (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The pids of the primary's worker processes (its children). */
function workers(primary: number): number[] {
  try {
    return execFileSync("pgrep", ["-P", String(primary)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

async function until<T>(what: string, fn: () => Promise<T | undefined> | T | undefined, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await fn();
    if (value !== undefined && value !== false) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Whether the list page answers within 5 s. A connection the primary hands to a worker at the moment it is
 * killed is lost with it; a client gives up on it after a while, as this one does.
 */
async function answers(): Promise<boolean> {
  try {
    return (await fetch(`${base}/en/recipe/list`, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * What the test started, ended after it even when it ran out of time (a test's own `finally` does not run
 * then, and a cluster left running would hold its port for the rest of the suite).
 */
const started: { primary?: ChildProcess; output: string[]; database?: string } = { output: [] };

test.afterEach(async ({ browserName: _ }, testInfo) => {
  const { primary, database } = started;
  if (primary && primary.exitCode === null) {
    if (testInfo.status !== testInfo.expectedStatus) console.log(started.output.join(""));
    primary.kill("SIGKILL");
  }
  if (database) {
    const admin = new URL(SERVER);
    admin.pathname = "/postgres";
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await c.end();
  }
  started.primary = undefined;
  started.database = undefined;
  started.output = [];
});

test("the cluster replaces a worker that dies and keeps answering", async ({ browserName: _ }, testInfo) => {
  // no browser involved: once is enough (the projects differ only in the browser's JavaScript)
  test.skip(testInfo.project.name !== "js", "runs in the js project only");
  const missing = await serverMissing();
  test.skip(missing !== undefined, missing);
  test.setTimeout(180_000);
  const admin = new URL(SERVER);
  admin.pathname = "/postgres";
  const name = `cocktail_cluster_${crypto.randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  started.database = name;
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  const output = started.output;
  let primary: ChildProcess | undefined;
  try {
    primary = spawn(process.execPath, ["build/node/supervise.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(PORT),
        HOST: "127.0.0.1",
        PUBLIC_URL: base,
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: "2",
        SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
        SMTP_URL: "",
        MAIL_OUTBOX: `/tmp/${name}-mail`,
      },
    });
    started.primary = primary;
    primary.stdout?.on("data", (c: Buffer) => output.push(c.toString()));
    primary.stderr?.on("data", (c: Buffer) => output.push(c.toString()));
    const log = () => output.join("");
    const pid = primary.pid ?? 0;

    await until("two workers listening", () => /2 server processes listening/.test(log()) || undefined);
    expect(log()).toMatch(/2 server processes: WEB_CONCURRENCY=2/);
    // migrated and seeded once, by the first worker only
    expect(log().match(/seeded the empty database/g)).toHaveLength(1);
    expect(log().match(/migration 20261121T0900_platform: Success/g)).toHaveLength(1);
    const before = workers(pid);
    expect(before).toHaveLength(2);
    expect(await answers()).toBe(true);

    // kill one outright: the other answers meanwhile, and a new one takes its place
    const [victim] = before;
    process.kill(victim as number, "SIGKILL");
    await until("the other worker answering", answers, 20_000);
    await until("a new worker", () => {
      const now = workers(pid);
      return now.length === 2 && !now.includes(victim as number) ? now : undefined;
    });
    expect(log()).toMatch(/server process \d was killed \(SIGKILL\)/);
    await until("the new worker listening", () =>
      /server process \d listening again/.test(log()) ? true : undefined,
    );
    const results = await Promise.all(Array.from({ length: 20 }, () => answers()));
    expect(results.every(Boolean)).toBe(true);

    // SIGTERM to the primary stops every worker cleanly
    const exited = new Promise<number | null>((resolve) => primary?.once("exit", (code) => resolve(code)));
    primary.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(log().match(/"msg":"stopped"/g)).toHaveLength(2);
    expect(workers(pid)).toHaveLength(0);
  } catch (error) {
    console.log(output.join(""));
    started.output = [];
    throw error;
  }
});

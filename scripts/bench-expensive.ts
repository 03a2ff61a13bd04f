// `npm run bench -- expensive` (and the last section of `npm run bench`): the two kinds of request that cost
// the most per request, measured over HTTP against the compiled server as `npm start` runs it (one process,
// the embedded database, a fresh seeded copy):
//   1. drink pictures (/pictures/<slug>.<hash>.png): every seeded picture asked for once (each a render),
//      the first 30 one at a time, the rest four at a time while /robots.txt is asked every 20 ms (its
//      slowest answer is how long the server could not answer anything else), then all once more (the cache);
//   2. the virtual bar's results with the most ingredients a bar may hold (MAX_BAR_IDS): time and bytes;
//   3. the hostile form bodies of the second hardening review (a[20000000], 2,000 dotted parts, 40,000
//      fields, 900 KB of text/plain): the time to refuse each, 4 at a time, and /healthz meanwhile.
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MAX_BAR_IDS } from "../app/lib/bar-selection";
import { recipePicturePath } from "../app/lib/picture-path";
import { openPglite, pgliteHandle } from "../db/client";
import { migrateToLatest } from "../db/migrate";
import { seedAll } from "../db/seed";

const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(8);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function waitUntilUp(base: string, server: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error("the server exited");
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not come up");
}

/** Runs `jobs` with at most `width` at a time. */
async function pool<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) {
        const k = next++;
        out[k] = await (jobs[k] as () => Promise<T>)();
      }
    }),
  );
  return out;
}

/** While `work` runs: `probe` (/robots.txt) every 20 ms; its answer times. */
async function probed<T>(
  base: string,
  work: () => Promise<T>,
  target = "/robots.txt",
): Promise<{ value: T; probes: number[] }> {
  const probes: number[] = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const start = performance.now();
      await (await fetch(`${base}${target}`)).text();
      probes.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  try {
    return { value: await work(), probes };
  } finally {
    running = false;
    await probe;
  }
}

async function pictureFigures(base: string, files: string[]) {
  const ask = async (file: string) => {
    const start = performance.now();
    const res = await fetch(`${base}${file}`);
    const bytes = (await res.arrayBuffer()).byteLength;
    return { ms: performance.now() - start, status: res.status, bytes };
  };
  // A render each: the first 30 one at a time (what one render costs a request), the rest 4 at a time
  // while /robots.txt is asked beside them.
  const single = await pool(
    files.slice(0, 30).map((f) => () => ask(f)),
    1,
  );
  const burst = await probed(base, () =>
    pool(
      files.slice(30).map((f) => () => ask(f)),
      4,
    ),
  );
  const cold = [...single, ...burst.value];
  // What was refused (503 with Retry-After) is asked again, one at a time.
  for (const [i, r] of cold.entries()) if (r.status !== 200) cold[i] = await ask(files[i] as string);
  const warm = await pool(
    files.map((f) => () => ask(f)),
    4,
  );
  const refused = burst.value.filter((r) => r.status !== 200).length;
  const bytes = cold.filter((r) => r.status === 200).map((r) => r.bytes);
  const total = bytes.reduce((a, b) => a + b, 0);
  console.log(
    `\nDrink pictures: ${files.length} seeded (load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores)`,
  );
  console.log("figure                                         p50      p95      max");
  const row = (label: string, values: number[]) =>
    console.log(
      `${label.padEnd(40)}${fmt(percentile(values, 50))}${fmt(percentile(values, 95))}${fmt(Math.max(...values))}  ms`,
    );
  row(
    "a render, one at a time",
    single.map((r) => r.ms),
  );
  row(
    "a render, 4 at a time",
    burst.value.map((r) => r.ms),
  );
  row("/robots.txt beside those", burst.probes);
  row(
    "from the cache, 4 at a time",
    warm.map((r) => r.ms),
  );
  console.log(
    `refused (503) while 4 at a time: ${refused}; PNG bytes of all (what a complete cache holds): ${kb(total)} (mean ${kb(total / Math.max(1, bytes.length))}, max ${kb(Math.max(...bytes))}); from the cache: ${warm.filter((r) => r.status === 200).length}× 200`,
  );
}

async function barFigures(base: string, ids: number[], beyond: number) {
  const results = (bar: number[]) => `${base}/en/recipe/filter-result?i=${bar.join(",")}&tolerance=normal`;
  const url = results(ids);
  const picker = `${base}/en/recipe/filter?i=${ids.join(",")}`;
  // A cookie, so the answer is rendered every time (no page cache for visitors with one).
  const headers = { Cookie: "bench=1" };
  const time = async (target: string, runs: number) => {
    const samples: number[] = [];
    let bytes = 0;
    let status = 0;
    for (let i = 0; i < runs + 2; i++) {
      const start = performance.now();
      const res = await fetch(target, { headers });
      bytes = (await res.arrayBuffer()).byteLength;
      status = res.status;
      if (i >= 2) samples.push(performance.now() - start);
    }
    return { p50: percentile(samples, 50), p95: percentile(samples, 95), bytes, status };
  };
  console.log(
    `\nVirtual bar with ${ids.length} ingredients (MAX_BAR_IDS ${MAX_BAR_IDS}), rendered every time (20 runs)`,
  );
  console.log("page                                   status   p50 ms   p95 ms   HTML");
  for (const [label, target] of [
    ["results, 3 ingredients (for scale)", results(ids.slice(0, 3))],
    ["results, page 1", url],
    ["results, page 2", `${url}&page=2`],
    ["picker with that bar", picker],
    ["results, one more than allowed", results([...ids, beyond])],
  ] as const) {
    const t = await time(target, 20);
    console.log(
      `${label.padEnd(38)} ${String(t.status).padStart(6)} ${fmt(t.p50)} ${fmt(t.p95)}   ${kb(t.bytes)}`,
    );
  }
}

/** The bodies the review sent, each as an anonymous visitor would (no account needed). */
function hostileBodies(): [string, string, string][] {
  const form = "application/x-www-form-urlencoded";
  const deep = Array.from({ length: 2000 }, () => "a").join(".");
  return [
    ["login with a[20000000]", form, "intent=login&email=a%40b.de&password=wrongwrong&a[20000000]=1"],
    ["login with a name of 2,000 parts", form, `intent=login&email=a%40b.de&password=wrongwrong&${deep}=1`],
    ["contact with 40,000 fields", form, Array.from({ length: 40_000 }, () => "a=").join("&")],
    ["900 KB of text/plain", "text/plain", "x".repeat(900 * 1024)],
  ];
}

async function bodyFigures(base: string) {
  console.log("\nHostile form bodies, 40 each, 4 at a time, /healthz asked every 20 ms meanwhile");
  console.log("body                                   status   p50 ms   max ms   /healthz p50 / max ms");
  for (const [label, type, body] of hostileBodies()) {
    const path = label.startsWith("contact") ? "/en/contact" : "/en/user/login";
    const send = async () => {
      const start = performance.now();
      const res = await fetch(`${base}${path}`, {
        method: "POST",
        body,
        headers: { "Content-Type": type, "Sec-Fetch-Site": "same-origin" },
      });
      await res.arrayBuffer();
      return { ms: performance.now() - start, status: res.status };
    };
    const { value, probes } = await probed(
      base,
      () =>
        pool(
          Array.from({ length: 40 }, () => send),
          4,
        ),
      "/healthz",
    );
    const statuses = [...new Set(value.map((r) => r.status))].join("/");
    const times = value.map((r) => r.ms);
    console.log(
      `${label.padEnd(38)} ${statuses.padStart(6)} ${fmt(percentile(times, 50))} ${fmt(Math.max(...times))}   ${fmt(percentile(probes, 50))} / ${fmt(Math.max(...probes)).trim()}`,
    );
  }
}

export async function expensiveFigures(port: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-bench-expensive-"));
  const dataDir = path.join(dir, "pglite");
  let server: ChildProcess | undefined;
  try {
    const handle = pgliteHandle(await openPglite(dataDir));
    await migrateToLatest(handle.db);
    await seedAll(handle.db);
    const recipes = await handle.db
      .selectFrom("recipes")
      .select(["slug", "picture_hash"])
      .where("status", "=", "published")
      .orderBy("id")
      .execute();
    // The bar: as many ingredients as a bar may hold (a URL may name categories too), in id order.
    const ingredients = await handle.db
      .selectFrom("ingredients")
      .select("id")
      .orderBy("id")
      .limit(MAX_BAR_IDS + 1)
      .execute();
    await handle.close();
    server = spawn(process.execPath, ["build/node/server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        PGLITE_DIR: dataDir,
        DATABASE_URL: "",
        SECURITY_LOG: "off",
        SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitUntilUp(base, server);
    await pictureFigures(
      base,
      recipes.map((r) => recipePicturePath(r.slug, r.picture_hash ?? "")),
    );
    const ids = ingredients.map((i) => i.id);
    await barFigures(base, ids.slice(0, MAX_BAR_IDS), ids[MAX_BAR_IDS] ?? 999_999);
    await bodyFigures(base);
  } finally {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server?.once("exit", r));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

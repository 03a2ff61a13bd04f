// npm run bench — server-side figures, printed (never a timed test).
//
// On a fresh database (a new one on the PostgreSQL server named by BENCH_DATABASE_URL or DATABASE_URL,
// default postgresql://postgres@127.0.0.1:5432; PGlite when no server answers) with the seed content plus
// BENCH_RECIPES synthetic recipes (default 100,000):
//   1. search: name, ingredient and typo queries, server time per query (p50/p95);
//   2. recipe list: every sort, page 1 and page 50 (p50/p95);
//   3. SSR throughput of the recipe page and the list page beside a trivial page of the same server.
// Before these: the virtual bar's matching (at 20,000 and at BENCH_RECIPES) and the product page's
// "With this bottle you could mix N more recipes" for the same bars (target: p95 ≤ 15 ms on PostgreSQL).
// After these, on fresh seeded databases: the floor (bare Node http, bare Express, the app on PGlite and on
// PostgreSQL side by side) and compression levels (scripts/lib/floor.ts); `npm run bench -- floor` runs only
// that part. Last, the expensive requests: drink pictures and the fullest virtual bar (scripts/bench-expensive.ts);
// `npm run bench -- expensive` runs only that part. `npm run bench -- search` runs only the search figures
// and the recipe page's related recipes (no build needed).
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "kysely";
import pg from "pg";
import { expandBar, TOLERANCES, type Tolerance } from "../app/lib/bar-matcher";
import { buildProductIndex, unlockCount } from "../app/lib/product-matches";
import { parseListQuery } from "../app/lib/recipe-query";
import { barIndex, matchBar } from "../app/models/bar-index.server";
import { productRecipes, productUnlocks } from "../app/models/product-matches.server";
import { forgetCatalogueCache, listRecipes, relatedRecipes } from "../app/models/recipes.server";
import { relatedIndex } from "../app/models/related.server";
import { searchBrands, searchRecipes } from "../app/models/search.server";
import { type DatabaseHandle, openPglite, pgliteHandle, postgresHandle } from "../db/client";
import { migrateToLatest } from "../db/migrate";
import { seedAll } from "../db/seed";
import { generateSynthetic } from "../db/synthetic";
import { expensiveFigures } from "./bench-expensive";
import { floorFigures } from "./lib/floor";

const RECIPES = Number(process.env.BENCH_RECIPES ?? 100_000);
const PORT = Number(process.env.BENCH_PORT) || 3200;
const HTTP_SECONDS = Number(process.env.BENCH_SECONDS) || 8;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS) || 60;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function timeIt(iterations: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const fmt = (ms: number) => ms.toFixed(2).padStart(8);

async function serverReachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

async function openBenchDatabase(): Promise<{
  handle: DatabaseHandle;
  url?: string;
  dir?: string;
  drop: () => Promise<void>;
}> {
  const server =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    "postgresql://postgres@127.0.0.1:5432/postgres";
  const admin = new URL(server);
  admin.pathname = "/postgres";
  if (await serverReachable(admin.toString())) {
    const name = `cocktail_bench_${crypto.randomBytes(4).toString("hex")}`;
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    return {
      handle: postgresHandle(url.toString(), 4),
      url: url.toString(),
      drop: async () => {
        const d = new pg.Client({ connectionString: admin.toString() });
        await d.connect();
        await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await d.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-bench-"));
  return {
    handle: pgliteHandle(await openPglite(path.join(dir, "pglite"))),
    dir: path.join(dir, "pglite"),
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function queryFigures(handle: DatabaseHandle, only: "search" | "all" = "all") {
  const db = handle.db;
  // Queries drawn from the data: a frequent word of recipe names, a popular ingredient's name, and a typo.
  const nameWord = await db
    .selectFrom("search_vocabulary")
    .select("word")
    .where("word", "like", "%a%")
    .where((eb) => eb(eb.fn("length", ["word"]), ">=", 6))
    .orderBy("frequency", "desc")
    .executeTakeFirst();
  const popular = await db
    .selectFrom("recipe_ingredients as l")
    .innerJoin("ingredients as i", "i.id", "l.ingredient_id")
    .select(["i.name_en"])
    .where("i.key", "like", "syn-%")
    .groupBy(["i.id", "i.name_en"])
    .orderBy((eb) => eb.fn.countAll(), "desc")
    .limit(1)
    .executeTakeFirst();
  const word = nameWord?.word ?? "negroni";
  const typo = word.length > 4 ? `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}` : word;
  const searches: [string, string][] = [
    ["name (real): negroni", "negroni"],
    [`name (synthetic): ${word}`, word],
    ["ingredient (real): limette", "limette"],
    [`ingredient (synthetic): ${popular?.name_en ?? "-"}`, popular?.name_en ?? "lime"],
    ["typo: negorni", "negorni"],
    [`typo (synthetic): ${typo}`, typo],
    // Words across name and ingredients, and spelling variants, as people type them.
    ["name and name: aperol spritz", "aperol spritz"],
    ["name and ingredient: negroni gin", "negroni gin"],
    ["name and ingredient: caipirinha limette", "caipirinha limette"],
    ["variant: whisky sour", "whisky sour"],
    ["variant: pina colada", "pina colada"],
  ];
  console.log(`\nSearch, server time per query (${ITERATIONS} runs each, page 1 with total count)`);
  console.log("query                                         p50 ms   p95 ms   hits");
  for (const [label, q] of searches) {
    const result = await searchRecipes(db, q, "en", 1);
    const t = await timeIt(ITERATIONS, () => searchRecipes(db, q, "en", 1));
    console.log(`${label.padEnd(44)} ${fmt(t.p50)} ${fmt(t.p95)}   ${result.total}`);
  }
  // The search page also asks for brands and products (their own section on page 1).
  for (const [label, q] of [
    ["brands and products: kesselwind", "kesselwind"],
    ["brands and products, typo: kesselwnid", "kesselwnid"],
    ["brands and products, no hit: negroni", "negroni"],
  ] as const) {
    const result = await searchBrands(db, q, "en");
    const t = await timeIt(ITERATIONS, () => searchBrands(db, q, "en"));
    console.log(
      `${label.padEnd(44)} ${fmt(t.p50)} ${fmt(t.p95)}   ${result.brands.length + result.products.length}`,
    );
  }

  // The recipe page's related recipes: the in-process index is built once per catalogue version, then each
  // recipe's list is one pass over it (the page itself is cached per content version on top).
  const cold = performance.now();
  const index = await relatedIndex(db);
  console.log(
    `\nRelated recipes: index of ${index.ids.length} recipes built in ${(performance.now() - cold).toFixed(0)} ms`,
  );
  const step = Math.max(1, Math.floor(index.ids.length / ITERATIONS));
  let k = 0;
  const related = await timeIt(ITERATIONS, () => {
    const id = index.ids[(k++ * step) % index.ids.length] ?? 0;
    return relatedRecipes(db, id, "en");
  });
  console.log(`related recipes (4 cards) p50 ${related.p50.toFixed(2)} ms, p95 ${related.p95.toFixed(2)} ms`);
  if (only === "search") return;

  console.log("\nRecipe list, server time per page (items and total count)");
  console.log("sort                          page   p50 ms   p95 ms");
  const all: number[] = [];
  for (const sort of ["name", "difficulty", "rating"]) {
    for (const dir of ["asc", "desc"]) {
      for (const page of [1, 50]) {
        const query = parseListQuery(new URLSearchParams(`sort=${sort}&dir=${dir}&page=${page}`));
        const t = await timeIt(ITERATIONS, () => listRecipes(db, query, "de"));
        all.push(t.p95);
        console.log(`${`${sort} ${dir}`.padEnd(30)}${String(page).padStart(4)} ${fmt(t.p50)} ${fmt(t.p95)}`);
      }
    }
  }
  console.log(`worst list p95: ${Math.max(...all).toFixed(2)} ms (totals served from the 30 s cache)`);
  const uncached = await timeIt(ITERATIONS, () => {
    forgetCatalogueCache(db);
    return listRecipes(db, parseListQuery(new URLSearchParams("sort=rating&dir=desc&page=50")), "de");
  });
  console.log(
    `rating desc page 50 with the total counted anew: p50 ${uncached.p50.toFixed(2)} ms, p95 ${uncached.p95.toFixed(2)} ms`,
  );
}

/** A seeded PRNG, so every run draws the same bars. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 20 bars of 40 ingredients drawn from the 80 most used, the same every run; and those 80. */
async function benchBars(db: DatabaseHandle["db"]) {
  const popular = await db
    .selectFrom("recipe_ingredients")
    .select("ingredient_id")
    .groupBy("ingredient_id")
    .orderBy((eb) => eb.fn.countAll(), "desc")
    .limit(80)
    .execute();
  const pool = popular.map((r) => r.ingredient_id);
  const random = mulberry32(42);
  const bars = Array.from({ length: 20 }, () => {
    const copy = [...pool];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as number, copy[i] as number];
    }
    return copy.slice(0, 40);
  });
  return { pool, bars };
}

async function barFigures(handle: DatabaseHandle, label: string) {
  const db = handle.db;
  const { bars } = await benchBars(db);
  const yieldRows = await db.selectFrom("ingredient_yields").select("source_id").execute();
  const yieldCount = yieldRows.length;
  const sources = new Set(yieldRows.map((r) => r.source_id));
  const yieldingBars = bars.filter((bar) => bar.some((id) => sources.has(id))).length;
  const cold = performance.now();
  const loaded = await barIndex(db);
  console.log(
    `\nVirtual bar at ${label}: index built in ${(performance.now() - cold).toFixed(0)} ms (load ${loaded.loadedMs.toFixed(0)} ms); ${yieldCount} "yields" pairs in the tree, ${yieldingBars} of ${bars.length} bars own a source`,
  );
  console.log("tolerance   ours p50   ours p95   naive p50  naive p95   speed-up (p95)   matches");
  for (const tolerance of Object.keys(TOLERANCES) as Tolerance[]) {
    let n = 0;
    let matches = 0;
    const ours = await timeIt(ITERATIONS, async () => {
      const bar = bars[n++ % bars.length] as number[];
      const r = await matchBar(db, {
        owned: bar,
        tolerance,
        sort: "missing",
        dir: "asc",
        page: 1,
        locale: "en",
      });
      matches = r.total;
    });
    let m = 0;
    const naive = await timeIt(Math.max(10, Math.floor(ITERATIONS / 4)), async () => {
      const bar = bars[m++ % bars.length] as number[];
      const expanded = [...expandBar(bar, loaded.nodes)];
      await sql`
        SELECT r.id, r.slug, r.rating_avg, count(*) - count(b.id) AS missing, count(*) OVER () AS total
        FROM recipes AS r
        JOIN recipe_ingredients AS l ON l.recipe_id = r.id AND NOT l.optional
        LEFT JOIN (SELECT unnest(${sql.val(expanded)}::int[]) AS id) AS b
          ON b.id = CASE WHEN l.exact THEN -l.ingredient_id ELSE l.ingredient_id END
        WHERE r.status = 'published'
        GROUP BY r.id
        HAVING count(*) - count(b.id) <= ${TOLERANCES[tolerance]}
        ORDER BY missing, r.rating_avg DESC, r.id
        LIMIT 24
      `.execute(db);
    });
    console.log(
      `${tolerance.padEnd(10)} ${fmt(ours.p50)}   ${fmt(ours.p95)}   ${fmt(naive.p50)}  ${fmt(naive.p95)}   ${(naive.p95 / ours.p95).toFixed(1).padStart(8)}×       ${matches}`,
    );
  }
}

/**
 * The product page's matcher work at this size: "With this bottle you could mix N more recipes" for the
 * visitor's bar (two matcher passes), and the first recipes the bottle goes into (one pass).
 */
async function productFigures(handle: DatabaseHandle, label: string) {
  const db = handle.db;
  const { pool, bars } = await benchBars(db);
  await barIndex(db);
  // Bottles: the seed's products (leaves of the real tree) and ingredients just past the bars' pool, which
  // the synthetic recipes use, so the counts are not all zero.
  const products = await db.selectFrom("products").select("ingredient_id").orderBy("id").execute();
  const used = await db
    .selectFrom("recipe_ingredients")
    .select("ingredient_id")
    .where("ingredient_id", "not in", pool)
    .groupBy("ingredient_id")
    .orderBy((eb) => eb.fn.countAll(), "desc")
    .limit(30)
    .execute();
  const bottles = [...products.map((p) => p.ingredient_id), ...used.map((u) => u.ingredient_id)];
  console.log(
    `\nProduct page at ${label} (${bottles.length} bottles × ${bars.length} bars, server time; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores)`,
  );
  console.log("figure                                  p50 ms   p95 ms   N (mean, max)");
  for (const tolerance of Object.keys(TOLERANCES) as Tolerance[]) {
    let n = 0;
    const counts: number[] = [];
    const t = await timeIt(ITERATIONS * 2, async () => {
      const k = n++;
      const r = await productUnlocks(
        db,
        bottles[k % bottles.length] as number,
        bars[k % bars.length] as number[],
        tolerance,
      );
      counts.push(r.more);
    });
    console.log(
      `${`"N more recipes", ${tolerance}`.padEnd(38)} ${fmt(t.p50)} ${fmt(t.p95)}   ${(counts.reduce((a, b) => a + b, 0) / counts.length).toFixed(1)}, ${Math.max(...counts)}`,
    );
  }
  // The same counts without the request's other work (the catalogue version check, expanding the bars):
  // what the matcher itself costs, and what the figures above add on a busy machine.
  const { index, nodes } = await barIndex(db);
  const inverted = buildProductIndex(index);
  for (const tolerance of Object.keys(TOLERANCES) as Tolerance[]) {
    let n = 0;
    const expanded = bars.map((bar) => ({
      before: expandBar(bar, nodes),
      after: bottles.map((bottle) => expandBar([...bar, bottle], nodes)),
    }));
    const t = await timeIt(ITERATIONS * 2, async () => {
      const k = n++;
      const bar = expanded[k % expanded.length];
      if (bar)
        unlockCount(
          index,
          inverted,
          bar.before,
          bar.after[k % bottles.length] as Set<number>,
          TOLERANCES[tolerance],
        );
    });
    console.log(`${`  matcher only, ${tolerance}`.padEnd(38)} ${fmt(t.p50)} ${fmt(t.p95)}`);
  }
  let m = 0;
  const list = await timeIt(ITERATIONS, () =>
    productRecipes(db, bottles[m++ % bottles.length] as number, "en", { offset: 0, limit: 8 }),
  );
  console.log(`${"matching recipes, first 8 + total".padEnd(38)} ${fmt(list.p50)} ${fmt(list.p95)}`);
}

async function httpFigures(env: Record<string, string | undefined>) {
  // as `npm start` runs it (one process: these figures are per core)
  const server = spawn(process.execPath, ["build/node/server.js"], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: "production",
      PORT: String(PORT),
      SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (let i = 0; i < 240; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) break;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    const run = async (urlPath: string) => {
      const result = await autocannon({
        url: `http://127.0.0.1:${PORT}${urlPath}`,
        connections: 8,
        duration: HTTP_SECONDS,
      });
      return { rps: result.requests.average, p97: result.latency.p97_5, non2xx: result.non2xx };
    };
    const paths = [
      "/en/about",
      "/en/recipe/list",
      "/en/recipe/list?sort=rating&dir=desc&page=50",
      "/en/recipe/negroni",
    ];
    for (const p of paths) await run(p); // warm up
    const rows = [];
    for (const p of paths) rows.push({ path: p, ...(await run(p)) });
    const trivial = rows[0]?.rps ?? 1;
    console.log(`\nSSR throughput (8 connections × ${HTTP_SECONDS} s, one Node process, no compression)`);
    console.log("page                                          req/s  p97.5 ms  non-2xx  vs trivial");
    for (const r of rows) {
      console.log(
        `${r.path.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p97).padStart(9)} ${String(r.non2xx).padStart(8)}  ${((r.rps / trivial) * 100).toFixed(0).padStart(6)}%`,
      );
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
}

async function searchOnly() {
  const bench = await openBenchDatabase();
  try {
    console.log(
      `database: ${bench.url ? "PostgreSQL server" : "PGlite"}; loading seed content and ${RECIPES} synthetic recipes…`,
    );
    await migrateToLatest(bench.handle.db);
    await seedAll(bench.handle.db);
    await generateSynthetic(bench.handle.db, RECIPES);
    await queryFigures(bench.handle, "search");
  } finally {
    await bench.handle.close();
    await bench.drop();
  }
}

async function main() {
  // `npm run bench -- search`: only the search figures at BENCH_RECIPES (needs no build; a few minutes).
  if (process.argv.includes("search")) return searchOnly();
  if (!fs.existsSync("build/node/server.js")) {
    console.error("no build: run `npm run build` first");
    process.exit(1);
  }
  // `npm run bench -- floor`: only the floor and compression figures (a minute or two).
  if (process.argv.includes("floor")) return floorFigures(PORT);
  // `npm run bench -- expensive`: only pictures and the fullest bar (a minute).
  if (process.argv.includes("expensive")) return expensiveFigures(PORT);
  const bench = await openBenchDatabase();
  try {
    console.log(
      `database: ${bench.url ? "PostgreSQL server" : "PGlite"}; loading seed content and ${RECIPES} synthetic recipes…`,
    );
    await migrateToLatest(bench.handle.db);
    await seedAll(bench.handle.db);
    if (RECIPES > 20_000) {
      await generateSynthetic(bench.handle.db, 20_000);
      await barFigures(bench.handle, "20,000 synthetic recipes");
    }
    const start = performance.now();
    const loaded = await generateSynthetic(bench.handle.db, RECIPES);
    console.log(
      `synthetic data: ${loaded.recipes} recipes over ${loaded.ingredients} ingredient nodes in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
    await barFigures(bench.handle, `${RECIPES.toLocaleString("en")} synthetic recipes`);
    await productFigures(bench.handle, `${RECIPES.toLocaleString("en")} synthetic recipes`);
    await queryFigures(bench.handle);
    await bench.handle.close();
    await httpFigures(bench.url ? { DATABASE_URL: bench.url } : { PGLITE_DIR: bench.dir, DATABASE_URL: "" });
  } finally {
    await bench.handle.close();
    await bench.drop();
  }
  await floorFigures(PORT);
  await expensiveFigures(PORT);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

// npm run bench:lighthouse — Lighthouse's mobile defaults (simulated slow 4G, 4× CPU slowdown, a phone's
// screen) against the server exactly as `npm start` runs it: the compiled supervisor, the embedded database seeded
// on first start, no proxy, no DATABASE_URL. Prints one row per page: the four category scores and the
// paint and layout figures. Printed figures, never a timed test.
//
// Needs a build (`npm run build`) and Debian's Chromium (CHROME_PATH to override). LH_RUNS (1) runs per
// page, the median row by performance is printed; LH_PORT (3399) is the app's port; LH_PAGES a
// comma-separated list of paths to measure instead of the default set.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { chromiumPath, startApp, waitUntilUp } from "./lib/bench-app";

const PORT = Number(process.env.LH_PORT) || 3399;
const RUNS = Math.max(1, Number(process.env.LH_RUNS) || 1);
const DEBUG_PORT = PORT + 1000;
const BASE = `http://localhost:${PORT}`;

async function firstHref(page: string, pattern: RegExp): Promise<string | null> {
  const html = await (await fetch(`${BASE}${page}`)).text();
  return html.match(pattern)?.[1] ?? null;
}

/** The pages the issues name, with a recipe, brand, product and menu read from the site itself. */
async function defaultPages(): Promise<string[]> {
  const recipe = await firstHref(
    "/en/recipe/list",
    /href="(\/en\/recipe\/(?!list|filter|create|draft|surprise)[a-z0-9-]+)"/,
  );
  const brand = await firstHref("/en/brand", /href="(\/en\/brand\/(?!register)[a-z0-9-]+)"/);
  const product = brand ? await firstHref(brand, /href="(\/en\/product\/[a-z0-9-]+)"/) : null;
  // not every brand keeps a menu: the first brand page that links to its own
  const brands = await (await fetch(`${BASE}/en/brand`)).text();
  let menu: string | null = null;
  for (const [, href] of brands.matchAll(/href="(\/en\/brand\/(?!register)[a-z0-9-]+)"/g)) {
    if (!href) continue;
    menu = await firstHref(href, /href="(\/en\/brand\/[a-z0-9-]+\/menu)"/);
    if (menu) break;
  }
  return [
    "/en",
    "/en/recipe/list",
    recipe,
    "/en/recipe/filter",
    "/de/search?q=gin",
    brand,
    product,
    menu,
  ].filter((p): p is string => Boolean(p));
}

type Row = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
};

async function audit(url: string): Promise<Row> {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    page: url.slice(BASE.length),
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
  };
}

/** Lighthouse now and then loses a page's trace (NO_NAVSTART): one more try before giving up on the page. */
async function auditWithRetry(url: string): Promise<Row> {
  try {
    return await audit(url);
  } catch (first) {
    console.error(`${(first as Error).message}; trying once more`);
    return audit(url);
  }
}

function print(rows: Row[]) {
  const header = "| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |";
  console.log(header);
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${s(r.fcp)} | ${s(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`,
    );
  }
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-lh-"));
  const app = startApp(tmp, PORT);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [`--remote-debugging-port=${DEBUG_PORT}`, "--no-sandbox", "--disable-gpu", "--headless"],
  });
  try {
    await waitUntilUp(`${BASE}/healthz`, tmp);
    const pages = process.env.LH_PAGES ? process.env.LH_PAGES.split(",") : await defaultPages();
    // one warm-up request per page, so the first audit does not measure the server's cold caches
    for (const p of pages) await fetch(`${BASE}${p}`);
    const rows: Row[] = [];
    for (const p of pages) {
      const runs: Row[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(`${BASE}${p}`));
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)] as Row;
      rows.push(median);
      console.error(`measured ${p}: performance ${median.performance}`);
    }
    console.log(
      `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ""}mobile, against npm start on ${BASE}\n`,
    );
    print(rows);
  } finally {
    await browser.close();
    app.kill("SIGTERM");
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

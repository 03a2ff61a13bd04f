// npm run bench:navigation — what a client-side navigation costs on a phone: the built app as `npm start`
// runs it (compiled supervisor, embedded database), Chromium with JavaScript, a 390×844 screen, the CPU
// slowed 4× and the network throttled like Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down). One
// journey, clicked as a visitor would: home → "Recipes" → the first recipe → "Virtual bar" → "Brands" → the
// site name (home). For each step: milliseconds from the click until the new page's heading is there, and
// the requests made before the address changed, which the navigation waited for (route manifest patches
// `/__manifest`, page data `.data`, scripts). Written to
// compare eager and lazy route discovery (docs/decisions/0018-javascript-budget.md); printed figures, never
// a timed test.
//
// Needs a build (`npm run build`) and Debian's Chromium (CHROME_PATH). The visitor reads each page for
// NAV_READ_MS (2,000) ms before the next click. NAV_RUNS (5) journeys, each in a fresh
// browser context (a first visit); the median of each step is printed. NAV_PORT (3398) is the app's port.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { chromiumPath, startApp, waitUntilUp } from "./lib/bench-app";

const PORT = Number(process.env.NAV_PORT) || 3398;
const RUNS = Math.max(1, Number(process.env.NAV_RUNS) || 5);
const BASE = `http://localhost:${PORT}`;
/** How long the visitor looks at each page before the next click. */
const READ_MS = Number(process.env.NAV_READ_MS) || 2_000;

type Step = { label: string; click: (page: Page) => Promise<void>; url: RegExp };

const nav = (name: string) => async (page: Page) => {
  await page.getByRole("navigation").first().getByRole("link", { name, exact: true }).click();
};

const STEPS: Step[] = [
  { label: "home → Recipes", click: nav("Recipes"), url: /\/en\/recipe\/list$/ },
  {
    label: "Recipes → first recipe",
    click: async (page) => {
      await page
        .locator("main a[href^='/en/recipe/']:not([href*='list']):not([href*='filter'])")
        .first()
        .click();
    },
    url: /\/en\/recipe\/(?!list)[a-z0-9-]+$/,
  },
  { label: "recipe → Virtual bar", click: nav("Virtual bar"), url: /\/en\/recipe\/filter$/ },
  { label: "Virtual bar → Brands", click: nav("Brands"), url: /\/en\/brand$/ },
  {
    label: "Brands → home",
    click: async (page) => {
      await page.getByRole("banner").getByRole("link", { name: "Cocktail Atlas home" }).click();
    },
    url: /\/en$/,
  },
];

type Counts = { ms: number; manifest: number; data: number; scripts: number };

async function journey(browser: Browser): Promise<Counts[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const seen: string[] = [];
  page.on("request", (r) => seen.push(r.url()));
  try {
    await page.goto(`${BASE}/en`, { waitUntil: "networkidle" });
    await page.waitForTimeout(READ_MS);
    const rows: Counts[] = [];
    for (const step of STEPS) {
      const heading = await page.locator("h1").first().textContent();
      seen.length = 0;
      const started = Date.now();
      await step.click(page);
      await page.waitForURL(step.url);
      // what was asked before the address changed held the navigation up; later requests are the new
      // page's own (its links' discovery, idle loading)
      const made = [...seen];
      await page.waitForFunction((before) => document.querySelector("h1")?.textContent !== before, heading);
      const ms = Date.now() - started;
      rows.push({
        ms,
        manifest: made.filter((u) => u.includes("/__manifest")).length,
        data: made.filter((u) => /\.data(\?|$)/.test(u)).length,
        scripts: made.filter((u) => /\.js(\?|$)/.test(u)).length,
      });
      // what a visitor does next: reads for a moment while the page settles (idle-time loading, link
      // discovery; on a slowed CPU the network can be quiet while the page is still busy)
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(READ_MS);
    }
    return rows;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main() {
  if (!fs.existsSync("build/node/supervise.js")) throw new Error("no build: run `npm run build` first");
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-nav-"));
  let app: ChildProcess | undefined;
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true });
  try {
    app = startApp(tmp, PORT);
    await waitUntilUp(`${BASE}/healthz`, tmp);
    const lazy = /v3_lazyRouteDiscovery"?\s*:\s*(true|!0)/.test(
      fs.readFileSync("build/server/index.js", "utf8"),
    );
    console.log(
      `Client navigations, ${lazy ? "lazy" : "eager"} route discovery; 390×844, CPU 4× slower, 150 ms RTT, 1.6 Mbit/s; ${RUNS} journeys (median); load average ${os.loadavg()[0]?.toFixed(1)}`,
    );
    const runs: Counts[][] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await journey(browser));
    console.log(`${"step".padEnd(26)}${"ms".padStart(7)}  manifest  .data  scripts   (all runs, ms)`);
    STEPS.forEach((step, i) => {
      const column = (key: keyof Counts) => runs.map((r) => r[i]?.[key] ?? 0);
      console.log(
        `${step.label.padEnd(26)}${String(median(column("ms"))).padStart(7)}  ${String(median(column("manifest"))).padStart(8)}  ${String(median(column("data"))).padStart(5)}  ${String(median(column("scripts"))).padStart(7)}   ${column("ms").join(", ")}`,
      );
    });
    const total = runs.map((r) => r.reduce((sum, s) => sum + s.ms, 0));
    console.log(`${"whole journey".padEnd(26)}${String(median(total)).padStart(7)}`);
  } finally {
    app?.kill("SIGTERM");
    await browser.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

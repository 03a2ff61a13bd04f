// npm run bench:bytes — bytes per page kind: the JavaScript a first load fetches (modulepreload closure of
// the entry and the page's routes, plus Remix's manifest), gzipped at level 9 and raw, against the budgets
// of docs/decisions/0018-javascript-budget.md; chunks loaded later by import() beside it. With BYTES_HTML=1
// (or when called with a base URL) also each page's HTML as sent and gzipped, fetched from a server:
// BYTES_BASE_URL, else the app started as `npm start` starts it (embedded database). Needs a build.
// Printed figures; tests/e2e/js-budget.spec.ts is the failing check.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { startApp, waitUntilUp } from "./lib/bench-app";
import { buildPageBytes, gzipSize } from "./lib/build-bytes";
import { bytesTable, FLOOR_GZIP, overBudget, type Size } from "./lib/js-budget";

async function firstHref(base: string, page: string, pattern: RegExp): Promise<string | null> {
  const html = await (await fetch(`${base}${page}`)).text();
  return html.match(pattern)?.[1] ?? null;
}

/** A page of each kind, found on the site itself. */
async function samplePages(base: string): Promise<Record<string, string | null>> {
  const recipe = await firstHref(
    base,
    "/en/recipe/list",
    /href="(\/en\/recipe\/(?!list|filter|create|draft|surprise)[a-z0-9-]+)"/,
  );
  const group = await firstHref(base, "/en/recipe-group", /href="(\/en\/recipe-group\/[a-z0-9-]+)"/);
  const brands = await (await fetch(`${base}/en/brand`)).text();
  const brandLinks = [...brands.matchAll(/href="(\/en\/brand\/(?!register)[a-z0-9-]+)"/g)].map(
    (m) => m[1] as string,
  );
  const brand = brandLinks[0] ?? null;
  const product = brand ? await firstHref(base, brand, /href="(\/en\/product\/[a-z0-9-]+)"/) : null;
  let menu: string | null = null;
  let book: string | null = null;
  for (const href of brandLinks) {
    menu ??= await firstHref(base, href, /href="(\/en\/brand\/[a-z0-9-]+\/menu)"/);
    book ??= await firstHref(base, href, /href="(\/en\/brand\/[a-z0-9-]+\/book)"/);
    if (menu && book) break;
  }
  return {
    home: "/en",
    list: "/en/recipe/list",
    recipe,
    search: "/de/search?q=gin",
    group,
    brand,
    product,
    menu,
    book,
    filter: "/en/recipe/filter",
    editor: null,
  };
}

/** HTML bytes per page kind from a running server at `base`. */
export async function htmlBytes(base: string): Promise<Map<string, Size & { path: string }>> {
  const out = new Map<string, Size & { path: string }>();
  for (const [kind, page] of Object.entries(await samplePages(base))) {
    if (!page) continue;
    const body = Buffer.from(
      await (await fetch(`${base}${page}`, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer(),
    );
    out.set(kind, { path: page, raw: body.length, gzip: gzipSize(body) });
  }
  return out;
}

/**
 * Prints the bytes table (the bench calls this with its server's base URL for the HTML columns). Answers
 * the lines over budget.
 */
export async function printBytes(base?: string, buildDir = "build"): Promise<string[]> {
  const rows = buildPageBytes(buildDir);
  const html = base ? await htmlBytes(base) : undefined;
  console.log(
    `\nBytes per page kind (JS gzip -9; budget = floor ${FLOOR_GZIP} B + 12 KB content / + 45 KB rich widgets; lazy = chunks loaded later by import(), both languages' catalogues counted)\n`,
  );
  console.log(bytesTable(rows, html));
  const over = overBudget(rows);
  console.log(over.length ? `\nover budget:\n  ${over.join("\n  ")}` : "\nevery page kind within its budget");
  return over;
}

async function main() {
  let base = process.env.BYTES_BASE_URL;
  let app: ChildProcess | undefined;
  if (!base && process.env.BYTES_HTML) {
    const port = Number(process.env.BYTES_PORT) || 3398;
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-bytes-"));
    app = startApp(tmp, port);
    base = `http://localhost:${port}`;
    await waitUntilUp(`${base}/healthz`, tmp);
  }
  try {
    await printBytes(base);
  } finally {
    app?.kill("SIGTERM");
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

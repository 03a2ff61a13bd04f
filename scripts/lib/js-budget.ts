// What a first page load fetches, read from the build: pure logic over Remix's browser manifest
// (build/client/assets/manifest-*.js) and the sizes of the files it names. scripts/js-budget.ts prints it,
// tests/e2e/js-budget.spec.ts holds it against the budgets of docs/decisions/0018-javascript-budget.md.

/** The parts of Remix's browser manifest (`window.__remixManifest`) read here. */
export type RemixManifest = {
  url?: string;
  entry: { module: string; imports?: string[] };
  routes: Record<string, { id: string; parentId?: string; module: string; imports?: string[] }>;
};

/** A bare Remix v2 page built with our exact versions (root + one route, same future flags), gzip -9. */
export const FLOOR_GZIP = 85_942;
/** "KB" in the budgets: 1,000 bytes (the stricter reading). */
export const KB = 1_000;

export type PageClass = "content" | "widget";
/**
 * Over the floor: 12 KB for content pages, plus 100 B since the recipe page gained the favourites button, the
 * member's book chunk (note, collections) and the party planner's link (docs/decisions/0018, "Amended");
 * 45 KB for rich widgets.
 */
export const BUDGET_OVER_FLOOR: Record<PageClass, number> = { content: 12 * KB + 250, widget: 45 * KB };

export type PageKind = {
  kind: string;
  class: PageClass;
  /** Leaf route ids; the page costs what the largest of them costs. */
  routes: string[];
};

export const PAGE_KINDS: PageKind[] = [
  { kind: "home", class: "content", routes: ["routes/$lang._index"] },
  { kind: "list", class: "content", routes: ["routes/$lang.recipe.list"] },
  { kind: "recipe", class: "content", routes: ["routes/$lang.recipe.$slug"] },
  { kind: "search", class: "content", routes: ["routes/$lang.search"] },
  { kind: "group", class: "content", routes: ["routes/$lang.recipe-group.$slug"] },
  { kind: "brand", class: "content", routes: ["routes/$lang.brand.$slug._index"] },
  { kind: "product", class: "content", routes: ["routes/$lang.product.$slug"] },
  { kind: "menu", class: "content", routes: ["routes/$lang.brand.$slug.menu"] },
  { kind: "book", class: "content", routes: ["routes/$lang.brand.$slug.book"] },
  { kind: "filter", class: "widget", routes: ["routes/$lang.recipe.filter"] },
  {
    kind: "editor",
    class: "widget",
    routes: ["routes/$lang.recipe.create", "routes/$lang.recipe.edit.$recipeId"],
  },
];

const PREFIX = "window.__remixManifest=";

/** The manifest object from the text of manifest-*.js. */
export function parseManifestScript(text: string): RemixManifest {
  const start = text.indexOf(PREFIX);
  if (start === -1) throw new Error("not a Remix browser manifest");
  return JSON.parse(text.slice(start + PREFIX.length).replace(/;\s*$/, "")) as RemixManifest;
}

/** Route ids from the root down to `leaf`. */
export function routeChain(manifest: RemixManifest, leaf: string): string[] {
  const chain: string[] = [];
  const seen = new Set<string>();
  let id: string | undefined = leaf;
  while (id) {
    const route: RemixManifest["routes"][string] | undefined = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the manifest`);
    if (seen.has(id)) throw new Error(`route cycle at ${id}`);
    seen.add(id);
    chain.unshift(id);
    id = route.parentId;
  }
  return chain;
}

/**
 * The module URLs a server-rendered page of `leaf` makes the browser fetch before it hydrates: what
 * `<Scripts>` writes as modulepreload links (the entry, every matched route's module and their static
 * imports) and, with eager route discovery, the manifest script itself (with lazy discovery the page
 * carries the matched routes' part of the manifest inline instead). Each once, in that order.
 */
export function firstLoadModules(manifest: RemixManifest, leaf: string, lazyDiscovery = false): string[] {
  const urls = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
  for (const id of routeChain(manifest, leaf)) {
    const route = manifest.routes[id];
    if (route) urls.push(route.module, ...(route.imports ?? []));
  }
  if (manifest.url && !lazyDiscovery) urls.push(manifest.url);
  return [...new Set(urls)];
}

/** `import("./x.js")` targets in a built chunk, as URLs beside it (Vite writes them relative). */
export function dynamicImports(chunkUrl: string, code: string): string[] {
  const dir = chunkUrl.slice(0, chunkUrl.lastIndexOf("/") + 1);
  const out = new Set<string>();
  for (const m of code.matchAll(/\bimport\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g)) {
    if (m[1]) out.add(dir + m[1].slice(2));
  }
  return [...out];
}

/** Static `import … from "./x.js"` / `import "./x.js"` targets in a built chunk, as URLs beside it. */
export function staticImports(chunkUrl: string, code: string): string[] {
  const dir = chunkUrl.slice(0, chunkUrl.lastIndexOf("/") + 1);
  const out = new Set<string>();
  for (const m of code.matchAll(/\bimport\s*(?:[\w*${}\s,]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    if (m[1]) out.add(dir + m[1].slice(2));
  }
  return [...out];
}

export type Size = { raw: number; gzip: number };

export const sum = (sizes: Size[]): Size =>
  sizes.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip }), { raw: 0, gzip: 0 });

export type PageBytes = {
  kind: string;
  class: PageClass;
  /** The leaf route measured (the largest when the kind has several). */
  route: string;
  firstLoad: Size;
  /**
   * Chunks loaded later by import() from the first-load chunks, with what those import statically (widgets,
   * the rest of the catalogue).
   */
  lazy: Size;
  budget: number;
  files: string[];
  lazyFiles: string[];
};

/**
 * Bytes per page kind. `sizeOf` gives a module URL's size; `codeOf` its text (for its dynamic imports).
 */
export function pageBytes(
  manifest: RemixManifest,
  sizeOf: (url: string) => Size,
  codeOf: (url: string) => string,
  kinds: PageKind[] = PAGE_KINDS,
  { floor = FLOOR_GZIP, lazyDiscovery = false }: { floor?: number; lazyDiscovery?: boolean } = {},
): PageBytes[] {
  return kinds.map((k) => {
    const measured = k.routes
      .filter((r) => manifest.routes[r])
      .map((route) => {
        const files = firstLoadModules(manifest, route, lazyDiscovery);
        const loaded = new Set(files);
        const lazyFiles: string[] = [];
        const queue = [...files];
        while (queue.length) {
          const url = queue.shift() as string;
          if (url === manifest.url) continue;
          const code = codeOf(url);
          // A lazy chunk brings its own static imports (react-select behind the recipe editor's ingredient lines).
          const lazy = loaded.has(url) && !files.includes(url);
          for (const d of [...dynamicImports(url, code), ...(lazy ? staticImports(url, code) : [])]) {
            if (loaded.has(d)) continue;
            loaded.add(d);
            lazyFiles.push(d);
            queue.push(d);
          }
        }
        return {
          route,
          files,
          lazyFiles,
          firstLoad: sum(files.map(sizeOf)),
          lazy: sum(lazyFiles.map(sizeOf)),
        };
      });
    if (measured.length === 0) throw new Error(`no route of page kind ${k.kind} in the manifest`);
    const worst = measured.reduce((a, b) => (b.firstLoad.gzip > a.firstLoad.gzip ? b : a));
    return { kind: k.kind, class: k.class, budget: floor + BUDGET_OVER_FLOOR[k.class], ...worst };
  });
}

/** One line per page kind over its budget; empty when all fit. */
export function overBudget(rows: PageBytes[]): string[] {
  return rows
    .filter((r) => r.firstLoad.gzip > r.budget)
    .map(
      (r) =>
        `${r.kind} (${r.route}): ${r.firstLoad.gzip} B gzipped on first load, budget ${r.budget} B (${r.class}), ${r.firstLoad.gzip - r.budget} B over`,
    );
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;

/** A Markdown table of the rows (HTML bytes beside them when given, by page kind). */
export function bytesTable(rows: PageBytes[], html?: Map<string, Size & { path: string }>): string {
  const lines = [
    `| page | JS first load gzip | raw | budget | headroom | lazy gzip${html ? " | HTML gzip | HTML raw | path" : ""} |`,
    `|---|---|---|---|---|---${html ? "|---|---|---" : ""}|`,
  ];
  for (const r of rows) {
    const h = html?.get(r.kind);
    const htmlCells = html ? (h ? ` | ${kb(h.gzip)} | ${kb(h.raw)} | ${h.path}` : " | – | – | –") : "";
    lines.push(
      `| ${r.kind} | ${kb(r.firstLoad.gzip)} | ${kb(r.firstLoad.raw)} | ${kb(r.budget)} | ${kb(r.budget - r.firstLoad.gzip)} | ${kb(r.lazy.gzip)}${htmlCells} |`,
    );
  }
  return lines.join("\n");
}

// The client build's "shell" chunk (vite.config.ts, manualChunks): the framework and every module the root
// route, the `$lang` layout or the browser entry import statically, i.e. what every page loads anyway, in one
// file. Rollup otherwise splits it into a dozen small chunks by who imports them, and gzip compresses each file
// on its own: one file is ≈ 3 KB smaller gzipped on a content page (docs/decisions/0018-javascript-budget.md).
// Modules reached only through import() (catalogues, drawing code) and those only pages import are left to
// Rollup.

/** The graph as Rollup's manualChunks sees it. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; isEntry?: boolean } | null;
}

/** The modules whose static imports make up the shell (matched on their path). */
export const SHELL_ROOTS = [/\/app\/root\.tsx$/, /\/app\/routes\/\$lang\.tsx$/, /\/app\/entry\.client\.tsx$/];

/**
 * Small modules outside the shell that a page loads together, in one chunk instead of a file per module (gzip
 * compresses each file alone). The product page uses all of them: one file is 0.25 KB gzipped less there than
 * five; the brand page (brand text only) pays 0.2 KB for it, the filter (bar basics only) 0.4 KB, both far
 * within their budgets (docs/decisions/0018-javascript-budget.md).
 */
export const SMALL_GROUPS: Record<string, RegExp[]> = {
  "brand-and-bar": [
    /\/app\/components\/BrandText\.tsx$/,
    /\/app\/lib\/brand-text\.ts$/,
    /\/app\/components\/BrandExternalLink\.tsx$/,
    /\/app\/lib\/bar-matcher\.ts$/,
    /\/app\/lib\/bar-selection\.ts$/,
  ],
};

/** Whether every page loads `id` on first load: a shell root imports it, directly or through others. */
export function inShell(id: string, graph: ModuleGraph, seen = new Map<string, boolean>()): boolean {
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, false); // a cycle back to a module being decided does not make it shell
  const info = graph.getModuleInfo(id);
  const answer = !!info?.importers.some((importer) => {
    const path = importer.split("?")[0] as string;
    return SHELL_ROOTS.some((root) => root.test(path)) || inShell(importer, graph, seen);
  });
  seen.set(id, answer);
  return answer;
}

/**
 * manualChunks for the client build: "shell" for the shell's modules, the root and `$lang` route modules
 * included; the name of its group for a module of SMALL_GROUPS.
 */
export function shellChunk(id: string, graph: ModuleGraph, seen: Map<string, boolean>): string | undefined {
  const path = id.split("?")[0] as string;
  // The entry stays a file of its own: it hydrates when it runs, which must come after the inline script that
  // imports the route modules (a facade of the shell) has set them up.
  if (/\/app\/entry\.client\.tsx$/.test(path)) return undefined;
  if (SHELL_ROOTS.some((root) => root.test(path))) return "shell";
  if (inShell(id, graph, seen)) return "shell";
  return Object.entries(SMALL_GROUPS).find(([, members]) => members.some((m) => m.test(path)))?.[0];
}

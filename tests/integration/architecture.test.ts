// The import rules of docs/architecture.md, checked on the source text: every file's import specifiers are
// read with a regular expression (no bundler, no database), resolved to repository paths, and held against
// each rule. A failure names every offending file and specifier.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** db/ modules with no imports but each other, safe in the browser: the shared value lists. */
const BROWSER_SAFE_DB = ["db/domain"];

/**
 * Pure app/lib modules the data layer may use: the drawing engine, whose scenes the seeder stores
 * (db/pictures.ts). They import nothing from app/ themselves (checked below), so seeding still needs none of
 * the web app's code.
 */
const SHARED_WITH_DB = ["app/lib/drink-scene"];

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const FOLDERS = ["app", "db", "migrations", "scripts", "tests"];
const ROOT_FILES = ["server.ts", "vite.config.ts", "playwright.config.ts", "remix.config.js"];
const SKIP = new Set(["node_modules", "build", "data", "test-results", "playwright-report"]);

type Import = {
  /** the specifier as written */
  spec: string;
  /** repository path without extension ("app/utils/forms.server") for ~/ and relative specifiers;
   * the package name ("kysely", "node:fs") for bare ones */
  target: string;
  local: boolean;
};
type SourceFile = { file: string; text: string; imports: Import[] };

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith(".")) continue;
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...walk(rel));
    else if (SOURCE.test(entry.name)) out.push(rel);
  }
  return out;
}

/** Comment lines blanked (`//` lines and block-comment lines), so prose that mentions an import never counts. */
function withoutComments(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      const t = line.trimStart();
      if (t.startsWith("//") || (t.startsWith("*") && !t.startsWith("*/"))) return "";
      if (t.startsWith("/*")) {
        const end = t.indexOf("*/");
        return end === -1 ? "" : t.slice(end + 2);
      }
      if (t.startsWith("*/")) return t.slice(2);
      return line;
    })
    .join("\n");
}

// `import x from "y"`, `import type { x } from "y"`, `import "y"`, `export { x } from "y"`, `export * from "y"`
// (clauses may span lines), and `import("y")`.
const STATIC = /(?<![\w$.])(?:import|export)\s+(?:[\w$\s{},*]+?\s*from\s*)?["']([^"'\n]+)["']/g;
const DYNAMIC = /(?<![\w$.])import\s*\(\s*["']([^"'\n]+)["']\s*\)/g;

function importSpecifiers(text: string): string[] {
  const code = withoutComments(text);
  const specs: string[] = [];
  for (const re of [STATIC, DYNAMIC]) {
    for (const match of code.matchAll(re)) if (match[1]) specs.push(match[1]);
  }
  return specs;
}

function resolve(file: string, spec: string): Import {
  let target: string | undefined;
  if (spec.startsWith("~/")) target = `app/${spec.slice(2)}`;
  else if (spec.startsWith("./") || spec.startsWith("../")) {
    target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
  }
  if (target === undefined) {
    // bare: the package name, with its scope ("@remix-run/node") but without a subpath ("kysely/helpers/…")
    const parts = spec.split("/");
    return {
      spec,
      target: spec.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? spec),
      local: false,
    };
  }
  return { spec, target: target.replace(SOURCE, ""), local: true };
}

const files: SourceFile[] = [
  ...FOLDERS.flatMap(walk),
  ...ROOT_FILES.filter((f) => fs.existsSync(path.join(ROOT, f))),
].map((file) => {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  return { file, text, imports: importSpecifiers(text).map((spec) => resolve(file, spec)) };
});

const under = (p: string, ...folders: string[]) => folders.some((f) => p === f || p.startsWith(`${f}/`));
const isServerModule = (target: string) => /\.server$/.test(target) || target.includes("/.server/");
const DB_DRIVERS = new Set(["kysely", "pg", "@electric-sql/pglite"]);
const QUERY_BUILDERS = [".selectFrom(", ".insertInto(", ".updateTable(", ".deleteFrom("];

/**
 * Breaches the code has today, named one by one so the rules stay whole and nothing new slips in beside
 * them. Each entry must still occur (the last test fails otherwise): remove it when the code is fixed.
 */
const KNOWN_VIOLATIONS: { rule: string; file: string; offence: string; why: string }[] = [];

/** The one module that reads the environment (process.env, .env files): every setting checked by its schema. */
const CONFIG_MODULE = "app/utils/env.server";

/**
 * Files that read harness variables of their own, never the app's settings; everything else outside
 * CONFIG_MODULE takes its settings from it. Each entry must still read the environment (the rule fails
 * otherwise): remove it when it no longer does.
 */
const ENV_READERS: { file: string; why: string }[] = [
  { file: "vite.config.ts", why: "VITEST: leaves the Remix plugin out under Vitest (a tool's config)" },
  { file: "playwright.config.ts", why: "E2E_PORT, E2E_MAIL_DIR, LOG_LEVEL for the browser tests' server" },
  ...[
    "scripts/bench.ts",
    "scripts/bench-expensive.ts",
    "scripts/bench-lighthouse.ts",
    "scripts/bench-load.ts",
    "scripts/bench-navigation.ts",
    "scripts/bench-pages.ts",
    "scripts/lib/floor.ts",
    "scripts/lib/bench-app.ts",
    "scripts/js-budget.ts",
    "scripts/contact-sheet.ts",
  ].map((file) => ({
    file,
    why: "a benchmark or tool: reads its own knobs (ports, durations, BENCH_DATABASE_URL) and hands the app its settings through a child process's environment",
  })),
];

/** `process.env`, `process["env"]`, `{ env } = process`, `process.loadEnvFile`, `env` from node:process. */
const ENV_READ =
  /\bprocess\s*(?:\.\s*(?:env|loadEnvFile)\b|\[\s*["'`]env["'`]\s*\])|\{[^}]*\benv\b[^}]*\}\s*=\s*process\b|import\s*\{[^}]*\benv\b[^}]*\}\s*from\s*["'](?:node:)?process["']/;

const used = new Set<(typeof KNOWN_VIOLATIONS)[number]>();
function known(rule: string, file: string, offence: string): boolean {
  const entry = KNOWN_VIOLATIONS.find((k) => k.rule === rule && k.file === file && k.offence === offence);
  if (entry) used.add(entry);
  return Boolean(entry);
}

/** Every (file, import) that the predicate flags, as "file → specifier" lines; known breaches left out. */
function offendingImports(
  rule: string,
  inScope: (file: string) => boolean,
  forbidden: (imp: Import, file: string) => boolean,
): string[] {
  const lines: string[] = [];
  for (const { file, imports } of files) {
    if (!inScope(file)) continue;
    for (const imp of imports) {
      if (forbidden(imp, file) && !known(rule, file, imp.spec)) lines.push(`${file} → "${imp.spec}"`);
    }
  }
  return lines;
}

describe("the environment check", () => {
  it("sees every way of reading the environment, not prose about it", () => {
    for (const code of [
      "const port = process.env.PORT;",
      "const { PORT } = process.env;",
      'const v = process["env"].PORT;',
      "const { env } = process;",
      'import { env } from "node:process";',
      'process.loadEnvFile(".env");',
    ]) {
      expect(ENV_READ.test(withoutComments(code)), code).toBe(true);
    }
    for (const code of ["// process.env.PORT is read by env.server", "const environment = getEnv();"]) {
      expect(ENV_READ.test(withoutComments(code)), code).toBe(false);
    }
  });

  it("covers the server, the supervisor, the app and the database commands", () => {
    for (const file of ["server.ts", "scripts/supervise.ts", "db/client.ts", "db/cli/migrate.ts"]) {
      expect(files.some((f) => f.file === file)).toBe(true);
      expect(ENV_READERS.some((r) => r.file === file)).toBe(false);
    }
  });
});

describe("the import extractor", () => {
  it("finds the imports of a known route", () => {
    const login = files.find((f) => f.file === "app/routes/$lang.user.login.tsx");
    expect(login).toBeDefined();
    const targets = login?.imports.map((i) => i.target) ?? [];
    expect(targets).toContain("app/utils/forms.server");
    expect(targets).toContain("app/services/accounts.server");
    expect(targets).toContain("@remix-run/node");
  });

  it("reads every form of import and export", () => {
    const text = [
      `import a from "one";`,
      `import type { B } from "two";`,
      `import {\n  c,\n  type D,\n} from "three";`,
      `import "four";`,
      `export { e } from "five";`,
      `export * as f from "six";`,
      `const g = await import("seven");`,
      `// import h from "not-me";`,
      `/** import i from "nor-me" */`,
      `export const j = "not-a-specifier";`,
    ].join("\n");
    expect(importSpecifiers(text).sort()).toEqual(["five", "four", "one", "seven", "six", "three", "two"]);
  });

  it("sees enough of the code to mean something", () => {
    expect(files.filter((f) => f.file.startsWith("app/routes/")).length).toBeGreaterThan(20);
    expect(files.filter((f) => f.file.startsWith("app/models/")).length).toBeGreaterThan(5);
    expect(files.some((f) => f.imports.some((i) => i.target === "kysely"))).toBe(true);
  });
});

type Rule = { id: string; title: string; check: (this: Rule) => string[] };

/** The rules, each with a check that lists its offences; KNOWN_VIOLATIONS refers to them by id. */
const RULES: Rule[] = [
  {
    id: "db-outside-app",
    title:
      "db/ and migrations/ never import from app/ (but the pure modules of SHARED_WITH_DB, and the configuration in db/cli's commands)",
    check() {
      return [
        ...offendingImports(
          this.id,
          (f) => under(f, "db", "migrations"),
          (i, f) =>
            i.local &&
            under(i.target, "app") &&
            !(under(f, "db") && SHARED_WITH_DB.includes(i.target)) &&
            !(under(f, "db/cli") && i.target === CONFIG_MODULE),
        ),
        ...offendingImports(
          this.id,
          (f) => SHARED_WITH_DB.includes(f.replace(SOURCE, "")),
          (i) => i.local && under(i.target, "app") && !SHARED_WITH_DB.includes(i.target),
        ),
      ];
    },
  },
  {
    id: "migrations-self-contained",
    title: "migrations/ never import app/ or db/ seed content (frozen: their own SQL only)",
    check() {
      return offendingImports(
        this.id,
        (f) => under(f, "migrations"),
        (i) => i.local && under(i.target, "app", "db/seed", "db/synthetic"),
      );
    },
  },
  {
    id: "lib-pure",
    title: "app/lib is pure: no models, services, utils, routes, components, *.server, database drivers",
    check() {
      return offendingImports(
        this.id,
        (f) => under(f, "app/lib"),
        (i) =>
          i.local
            ? under(i.target, "app/models", "app/services", "app/utils", "app/routes", "app/components") ||
              isServerModule(i.target) ||
              // from db/ only the plain value lists
              (under(i.target, "db") && !BROWSER_SAFE_DB.includes(i.target))
            : DB_DRIVERS.has(i.target),
      );
    },
  },
  {
    id: "models-below-services",
    title: "app/models never import routes, components, services or hooks",
    check() {
      return offendingImports(
        this.id,
        (f) => under(f, "app/models"),
        (i) => i.local && under(i.target, "app/routes", "app/components", "app/services", "app/hooks"),
      );
    },
  },
  {
    id: "browser-code",
    title:
      "app/components, app/hooks and app/client never import *.server, models, services or db/ (but domain)",
    check() {
      return offendingImports(
        this.id,
        (f) => under(f, "app/components", "app/hooks", "app/client"),
        (i) =>
          i.local
            ? isServerModule(i.target) ||
              under(i.target, "app/models", "app/services") ||
              (under(i.target, "db") && !BROWSER_SAFE_DB.includes(i.target))
            : DB_DRIVERS.has(i.target),
      );
    },
  },
  {
    id: "routes-only-remix",
    title: "only Remix imports app/routes (tests/ may)",
    check() {
      return offendingImports(
        this.id,
        (f) => !under(f, "tests"),
        (i) => i.local && under(i.target, "app/routes"),
      );
    },
  },
  {
    id: "drivers-in-data-layer",
    title: "only app/models, db/, migrations/, scripts/ and tests/ import kysely, pg or PGlite",
    check() {
      return offendingImports(
        this.id,
        (f) => !under(f, "app/models", "db", "migrations", "scripts", "tests"),
        (i) => !i.local && DB_DRIVERS.has(i.target),
      );
    },
  },
  {
    id: "no-queries-outside-models",
    title: "app/ outside app/models builds no queries (selectFrom, insertInto, updateTable, deleteFrom)",
    check() {
      const lines: string[] = [];
      for (const { file, text } of files) {
        if (!under(file, "app") || under(file, "app/models")) continue;
        const code = withoutComments(text);
        for (const builder of QUERY_BUILDERS) {
          if (code.includes(builder) && !known(this.id, file, builder)) lines.push(`${file} → ${builder}`);
        }
      }
      return lines;
    },
  },
  {
    id: "forms-through-one-hook",
    title:
      "only app/hooks/use-form.ts imports conform's useForm: every form forgets an old error after a save",
    check() {
      const lines: string[] = [];
      for (const { file, text } of files) {
        if (!under(file, "app") || file === "app/hooks/use-form.ts") continue;
        const code = withoutComments(text);
        for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@conform-to\/react["']/g)) {
          const names = (m[1] ?? "").split(",").map((n) => n.trim().replace(/^type\s+/, ""));
          if (names.some((n) => n === "useForm" || n.startsWith("useForm as")))
            lines.push(`${file} → useForm`);
        }
      }
      return lines;
    },
  },
  {
    id: "redirects-through-gate",
    title: "only app/utils/http.server.ts imports Remix's redirect: every redirect passes the redirect gate",
    check() {
      const lines: string[] = [];
      for (const { file, text } of files) {
        if (!under(file, "app") || file === "app/utils/http.server.ts") continue;
        const code = withoutComments(text);
        for (const m of code.matchAll(
          /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']@remix-run\/(?:node|react)["']/g,
        )) {
          const names = (m[1] ?? "").split(",").map((n) => n.trim().replace(/^type\s+/, ""));
          for (const name of ["redirect", "redirectDocument"]) {
            if (names.includes(name) && !known(this.id, file, name)) lines.push(`${file} → ${name}`);
          }
        }
      }
      return lines;
    },
  },
  {
    id: "cookies-through-helper",
    title: "cookies are made only in app/utils/cookies.server.ts (createCookie; no hand-built Set-Cookie)",
    check() {
      const lines: string[] = [];
      for (const { file, text } of files) {
        if (!under(file, "app") || file === "app/utils/cookies.server.ts") continue;
        const code = withoutComments(text);
        for (const marker of ["createCookie(", "Max-Age=", "HttpOnly"]) {
          if (code.includes(marker) && !known(this.id, file, marker)) lines.push(`${file} → ${marker}`);
        }
      }
      return lines;
    },
  },
  {
    id: "cache-control-needs-headers",
    title: "a page route that sets Cache-Control exports `headers`, so documents send it too (single fetch)",
    check() {
      const lines: string[] = [];
      for (const { file, text } of files) {
        if (!under(file, "app/routes") || !/\.tsx$/.test(file)) continue;
        const code = withoutComments(text);
        // resource routes (no default export) and redirects answer with their own Response and headers
        const page = /export default\b/.test(code);
        if (page && code.includes("Cache-Control") && !/export (const|function) headers\b/.test(code)) {
          if (!known(this.id, file, "headers")) lines.push(`${file} → no headers export`);
        }
      }
      return lines;
    },
  },
  {
    id: "env-in-config",
    title:
      "only app/utils/env.server.ts reads the environment (tests/ and the listed harness files read their own variables)",
    check() {
      const lines: string[] = [];
      for (const { file, text } of files) {
        if (file === `${CONFIG_MODULE}.ts` || under(file, "tests")) continue;
        const reads = ENV_READ.test(withoutComments(text));
        const listed = ENV_READERS.some((r) => r.file === file);
        if (reads && !listed && !known(this.id, file, "process.env")) lines.push(`${file} → process.env`);
        if (listed && !reads)
          lines.push(`${file} is listed in ENV_READERS but reads no environment: drop it`);
      }
      return lines;
    },
  },
];

describe("import rules (docs/architecture.md)", () => {
  for (const rule of RULES) {
    it(rule.title, () => {
      const lines = rule.check();
      expect(lines, `${rule.title}:\n  ${lines.join("\n  ")}`).toEqual([]);
    });
  }

  it("every known breach still occurs (drop an entry once it is fixed)", () => {
    for (const rule of RULES) rule.check();
    const stale = KNOWN_VIOLATIONS.filter((k) => !used.has(k)).map((k) => `${k.file} → ${k.offence}`);
    expect(stale, `fixed, so drop from KNOWN_VIOLATIONS:\n  ${stale.join("\n  ")}`).toEqual([]);
  });
});

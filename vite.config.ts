/// <reference types="vitest/config" />
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { configDefaults } from "vitest/config";
import packageJson from "./package.json";
import remixConfig from "./remix.config.js";
import { shellChunk } from "./scripts/lib/shell-chunk";

const shellSeen = new Map<string, boolean>();

const testFiles = [
  "app/**/*.test.{ts,tsx}",
  "db/**/*.test.ts",
  "scripts/**/*.test.ts",
  "tests/integration/**/*.test.ts",
];

/**
 * The test files that use the seeded test database (tests/integration/database.ts), found by what they call,
 * and those that start database servers of their own and say so in a line "// Vitest project: integration".
 */
function databaseTestFiles(): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const roots = ["app", "db", "scripts", "tests/integration"];
  return roots
    .filter((root) => fs.existsSync(path.join(here, root)))
    .flatMap((root) =>
      fs
        .readdirSync(path.join(here, root), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes("node_modules"))
        .map((file) => path.posix.join(root, file.split(path.sep).join("/")))
        .filter((file) =>
          /\bcreateTestDatabase\(|\binject\("testDb"\)|^\/\/ Vitest project: integration$/m.test(
            fs.readFileSync(path.join(here, file), "utf8"),
          ),
        ),
    );
}

// Only Vitest needs the list (a build may run where the tests are not shipped).
const databaseTests = process.env.VITEST ? databaseTestFiles() : [];

export default defineConfig(({ isSsrBuild }) => ({
  // The Remix plugin is left out under Vitest: tests import modules directly.
  plugins: [!process.env.VITEST && remix(remixConfig), tsconfigPaths()],
  server: { port: 5173 },
  // The app's version, from package.json at build time (declared in app/globals.d.ts). Set here rather than
  // by the Remix plugin, so tests see it too.
  // The packages' licence notices, each once at the end of its chunk instead of where each module began (React's
  // four were repeated inline): 0.4 KB gzipped off every page, every notice kept.
  esbuild: { legalComments: "eof" },
  define: { __APP_VERSION__: JSON.stringify(packageJson.version) },
  // Native and Node-only packages stay out of Vite's dependency bundling (dev) and the SSR bundle.
  optimizeDeps: { exclude: ["@node-rs/argon2", "@electric-sql/pglite"] },
  ssr: { external: ["@node-rs/argon2", "@electric-sql/pglite", "pg", "nodemailer"] },
  // In the browser build, what every page loads goes into one chunk (scripts/lib/shell-chunk.ts).
  build: isSsrBuild
    ? {}
    : { rollupOptions: { output: { manualChunks: (id, meta) => shellChunk(id, meta, shellSeen) } } },
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Two projects: "integration" holds the test files that ask for the database (createTestDatabase or
    // inject("testDb")), and only it runs the global setup that prepares the seeded database they clone;
    // "unit" holds every other test file and starts at once. `npx vitest run <file>` runs the setup only
    // when the file needs it.
    projects: [
      {
        extends: true,
        test: { name: "unit", include: testFiles, exclude: [...configDefaults.exclude, ...databaseTests] },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: databaseTests,
          globalSetup: ["tests/integration/global-setup.ts"],
        },
      },
    ],
  },
}));

/// <reference types="vitest/config" />
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import packageJson from "./package.json";
import remixConfig from "./remix.config.js";
import { shellChunk } from "./scripts/lib/shell-chunk";

const shellSeen = new Map<string, boolean>();

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
    include: [
      "app/**/*.test.{ts,tsx}",
      "db/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    globalSetup: ["tests/integration/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
}));

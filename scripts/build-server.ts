// A step of `npm run build`: compiles the server (server.ts) and the process supervisor
// (scripts/supervise.ts) with everything they import from this repository into plain JavaScript in
// build/node/, so `npm start` runs `node` without a TypeScript loader (docs/decisions/0017-server-floor.md:
// tsx's loader answers every import through a worker thread). Packages stay imports from node_modules.
// Then the service worker into build/client/sw.js (scripts/build-worker.ts), from the client build just made.
import path from "node:path";
import { build } from "esbuild";
import { buildWorker } from "./build-worker";

const OUT = path.resolve("build/node");

export async function buildServer(outdir = OUT): Promise<void> {
  await build({
    entryPoints: { server: "server.ts", supervise: "scripts/supervise.ts" },
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    // ~/ paths come from tsconfig.json
    tsconfig: "tsconfig.json",
    logLevel: "warning",
    outExtension: { ".js": ".js" },
  });
}

const isEntry = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntry) {
  await buildServer();
  console.log(`server compiled into ${path.relative(process.cwd(), OUT)}/ (server.js, supervise.js)`);
  const files = await buildWorker();
  console.log(`service worker compiled into build/client/sw.js (keeps ${files.length} build files)`);
}

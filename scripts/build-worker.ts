// A step of `npm run build` (run by scripts/build-server.ts): compiles the service worker
// (app/client/service-worker.ts, with the rules of app/lib/offline-rules.ts) into build/client/sw.js, with
// this build's version and the files it keeps when it installs written in: the style sheets, the fonts and
// the code of the pages read offline (a recipe, the favourites), with every chunk that code loads later
// (docs/decisions/0033-offline-and-installable.md). Readable, not minified.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { filesInUse } from "../app/lib/offline-rules";
import { firstLoadModules, parseManifestScript } from "./lib/js-budget";

/** The routes whose pages the worker keeps: their code is kept when it installs. */
export const OFFLINE_ROUTES = ["routes/$lang.recipe.$slug", "routes/$lang.user.favourites"];

/** The files the worker keeps when it installs, read from the client build in `clientDir`. */
export function offlineFiles(clientDir: string): OfflineBuild {
  const assets = path.join(clientDir, "assets");
  const manifestFile = fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!manifestFile) throw new Error(`no Remix manifest in ${assets}: run the client build first`);
  const manifest = parseManifestScript(fs.readFileSync(path.join(assets, manifestFile), "utf8"));
  const roots = OFFLINE_ROUTES.flatMap((route) => firstLoadModules(manifest, route, true));
  const exists = (url: string) => fs.existsSync(path.join(clientDir, url));
  const files = filesInUse(roots, (url) =>
    /\.(js|css)$/.test(url) && exists(url) ? fs.readFileSync(path.join(clientDir, url), "utf8") : undefined,
  );
  // a name that only looks like a file in some code is left out: one missing file fails the whole install
  return { version: manifestFile.replace(/^manifest-|\.js$/g, ""), files: [...files].filter(exists).sort() };
}

export type OfflineBuild = { version: string; files: string[] };

/** The worker's code with `offline` written in (the tests run it against the app). */
export async function workerCode(offline: OfflineBuild): Promise<string> {
  const result = await build({
    entryPoints: [path.resolve("app/client/service-worker.ts")],
    write: false,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    tsconfig: path.resolve("tsconfig.json"),
    define: { OFFLINE_BUILD: JSON.stringify(offline) },
    legalComments: "none",
    logLevel: "warning",
  });
  return result.outputFiles[0]?.text ?? "";
}

/** Writes `clientDir`/sw.js for the client build in `clientDir`; answers the files it keeps on install. */
export async function buildWorker(clientDir = path.resolve("build/client")): Promise<string[]> {
  const offline = offlineFiles(clientDir);
  fs.writeFileSync(path.join(clientDir, "sw.js"), await workerCode(offline));
  return offline.files;
}

const isEntry = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntry) {
  const files = await buildWorker();
  console.log(`service worker compiled into build/client/sw.js (keeps ${files.length} build files)`);
}

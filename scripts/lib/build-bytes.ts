// Reads a client build for scripts/lib/js-budget.ts: Remix's browser manifest and each module's size,
// raw and gzipped at level 9 (as the floor was measured).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { PAGE_KINDS, type PageBytes, pageBytes, parseManifestScript, type Size } from "./js-budget";

export const gzipSize = (bytes: Buffer | string) => zlib.gzipSync(bytes, { level: 9 }).length;

/** Whether the server build was made with Remix's `v3_lazyRouteDiscovery` (the manifest then rides inline). */
export function lazyRouteDiscovery(buildDir = "build"): boolean {
  const server = fs.readFileSync(path.resolve(buildDir, "server/index.js"), "utf8");
  return /v3_lazyRouteDiscovery"?\s*:\s*(true|!0)/.test(server);
}

/** Page bytes of the build in `buildDir` (default ./build). Throws when there is no build. */
export function buildPageBytes(buildDir = "build"): PageBytes[] {
  const client = path.resolve(buildDir, "client");
  const assets = path.join(client, "assets");
  const manifests = fs.existsSync(assets)
    ? fs.readdirSync(assets).filter((f) => /^manifest-.*\.js$/.test(f))
    : [];
  if (manifests.length === 0) throw new Error(`no Remix manifest in ${assets}: run \`npm run build\` first`);
  // The build empties its directory, so there is one; if not, the newest.
  const newest = manifests
    .map((f) => ({ f, t: fs.statSync(path.join(assets, f)).mtimeMs }))
    .sort((a, b) => b.t - a.t)[0] as { f: string };
  const manifest = parseManifestScript(fs.readFileSync(path.join(assets, newest.f), "utf8"));
  const cache = new Map<string, { code: string; size: Size }>();
  const read = (url: string) => {
    let hit = cache.get(url);
    if (!hit) {
      const bytes = fs.readFileSync(path.join(client, url));
      hit = { code: bytes.toString("utf8"), size: { raw: bytes.length, gzip: gzipSize(bytes) } };
      cache.set(url, hit);
    }
    return hit;
  };
  return pageBytes(
    manifest,
    (url) => read(url).size,
    (url) => read(url).code,
    PAGE_KINDS,
    { lazyDiscovery: lazyRouteDiscovery(buildDir) },
  );
}

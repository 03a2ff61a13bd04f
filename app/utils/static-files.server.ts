// The client build's files, with the Brotli and gzip copies the build wrote beside them
// (scripts/compress-assets.ts): express-static-gzip picks the copy the browser accepts (Brotli first when
// both are accepted alike) and serve-static sends it with the original's Content-Type, `Vary:
// Accept-Encoding`, its own length and ETag, HEAD and 304. Such responses carry Content-Encoding, so the
// page compressor leaves them alone.
//
// Only paths that were files at start reach the file system: /assets/ (fingerprinted, cached a year) and
// the few other files of the build, each by name. A page, a data request or /robots.txt never costs a
// `stat` (docs/decisions/0025-edge-libraries-and-configuration.md measures what that saves).
import fs from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/** One folder through express-static-gzip; a file gone since start falls through without its copy's headers. */
function precompressed(root: string, maxAge: number, immutable: boolean): RequestHandler {
  const serve = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: { maxAge, immutable, index: false, redirect: false, dotfiles: "ignore" },
  });
  return (req, res, next) =>
    serve(req, res, (error?: unknown) => {
      // the file went away after start (a new build under a running server): whatever answers instead
      // must not go out as Brotli or as JavaScript (a Content-Type left here made the 404 page a 500)
      if (!res.headersSent) {
        res.removeHeader("Content-Encoding");
        res.removeHeader("Content-Type");
      }
      next(error);
    });
}

/** URL paths ("/favicon.svg") of the files under `root` outside assets/, without copies and dotfiles. */
function otherFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep))
    .filter((parts) => parts[0] !== "assets" && !parts.some((p) => p.startsWith(".")))
    .map((parts) => `/${parts.join("/")}`)
    .filter((url) => !/\.(br|gz)$/.test(url));
}

/**
 * Files asked for again on every use (`no-cache`): the service worker, whose stale copy would keep an old
 * worker in charge of the pages (docs/decisions/0033-offline-and-installable.md).
 */
export const REVALIDATED_FILES = ["/sw.js"];

/**
 * The build folder `root`: `/assets/` cached a year and immutable (the names are fingerprinted), the
 * REVALIDATED_FILES never without asking, every other file for `maxAge` ms. GET and HEAD; everything else
 * goes on at once.
 */
export function staticFiles(root: string, maxAge: number): express.Router {
  const router = express.Router();
  router.use("/assets", precompressed(path.join(root, "assets"), ONE_YEAR_MS, true));
  const others = otherFiles(root);
  const revalidated = others.filter((url) => REVALIDATED_FILES.includes(url));
  if (revalidated.length > 0) {
    // serve-static leaves a Cache-Control that is already set alone
    router.get(revalidated, (_req, res, next) => {
      res.setHeader("Cache-Control", "no-cache");
      next();
    });
  }
  if (others.length > 0) router.get(others, precompressed(root, maxAge, false));
  return router;
}

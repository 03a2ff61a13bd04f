// Static files from a folder that does not change while the server runs (the client build): the folder is
// read once at start, so a request for any other path (a page, /robots.txt) costs a Map look-up instead of a
// file-system stat. When the build left a Brotli or gzip copy beside a file (scripts/compress-assets.ts),
// the browser gets the best one it accepts, with the original's Content-Type, `Vary: Accept-Encoding` and
// the copy's own length; such responses carry Content-Encoding, so the page compressor leaves them alone.
import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import express from "express";
import { type Coding, chooseCoding } from "~/lib/content-coding";

type Entry = { file: string; codings: Coding[] };

const SUFFIX: Record<Coding, string> = { br: ".br", gzip: ".gz", identity: "" };

/** URL path ("/assets/x.js") → file and the compressed copies beside it. */
export function scanFolder(root: string): Map<string, Entry> {
  const files = new Map<string, Entry>();
  const walk = (dir: string, prefix: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue; // .vite/manifest.json and the like stay private
      const full = path.join(dir, entry.name);
      const url = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) walk(full, url);
      else if (entry.isFile()) files.set(url, { file: full, codings: [] });
    }
  };
  walk(path.resolve(root), "");
  for (const [url, entry] of files) {
    for (const coding of ["br", "gzip"] as const) {
      const copy = files.get(url + SUFFIX[coding]);
      if (copy) {
        entry.codings.push(coding);
        // the copy is reached through its original only
        files.delete(url + SUFFIX[coding]);
      }
    }
  }
  return files;
}

export type StaticOptions = {
  /** Cache-Control max-age for everything, in ms */
  maxAge: number;
  /** paths under this prefix are fingerprinted: cached for a year, immutable */
  immutablePrefix?: string;
};

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/** Serves the files `root` held at start (GET and HEAD); every other request goes on at once. */
export function staticFiles(root: string, options: StaticOptions) {
  const files = scanFolder(root);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const entry = files.get(req.path);
    if (!entry) return next();
    const immutable = options.immutablePrefix !== undefined && req.path.startsWith(options.immutablePrefix);
    let file = entry.file;
    if (entry.codings.length > 0) {
      res.vary("Accept-Encoding");
      const coding = chooseCoding(req.headers["accept-encoding"], entry.codings);
      if (coding !== "identity") {
        file += SUFFIX[coding];
        res.setHeader("Content-Encoding", coding);
        // the original's type, not the copy's (`.br` would be application/x-brotli)
        res.type(path.extname(entry.file));
      }
    }
    res.sendFile(
      file,
      {
        maxAge: immutable ? ONE_YEAR_MS : options.maxAge,
        immutable,
        // ranges of a compressed copy are ranges of other bytes than the file's: no ranges for copies
        acceptRanges: file === entry.file,
      },
      (error?: Error & { status?: number }) => {
        if (!error) return;
        if (res.headersSent) return void res.end();
        // the file went away after start (a new build under a running server): behave as if it never was
        // there, without the headers set for it (a Content-Type left here made the 404 page a 500)
        res.removeHeader("Content-Encoding");
        res.removeHeader("Content-Type");
        if (error.status === 404) return next();
        next(error);
      },
    );
  };
}

/** For folders that may change while the server runs (development): express.static, files only. */
export function liveStaticFiles(root: string, maxAge: number) {
  const handler = express.static(root, { maxAge, index: false });
  return (req: Request, res: Response, next: NextFunction) =>
    path.extname(req.path) ? handler(req, res, next) : next();
}

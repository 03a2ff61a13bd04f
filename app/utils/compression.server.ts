// Compression of what is made per request: single-fetch data, JSON and XML (the sitemap), and pages that do
// not pass the page middleware (development); in production a language's pages are compressed in one piece
// by `compressWhole` (app/utils/page-cache.server.ts, docs/decisions/0020-page-cache.md).
// Static files are compressed once at build time (scripts/compress-assets.ts, app/utils/static-files.server.ts)
// and never pass here.
//
// Levels chosen by measurement (`npm run bench`, "Compression levels", on our home, list, recipe and search
// pages; docs/decisions/0017-server-floor.md): Brotli quality 3 and gzip level 1 save 70–80 % of a page for
// about 0.1–0.4 ms of CPU, and every page then fits the first round trip (TCP's initial window, about 14 KB).
// Brotli 4 saves a few points more for twice the CPU. Brotli 0 and 1 are ruled out: they compress each
// written piece on its own, and Remix writes a page in pieces (the list page: 25 KB as sent against 12 KB
// in one piece).
import zlib from "node:zlib";
import compression from "compression";
import type { RequestHandler } from "express";
import { compressibleType } from "~/lib/content-coding";

export const BROTLI_QUALITY = 3;
export const GZIP_LEVEL = 1;
/** Smaller bodies are sent as they are: the framing would eat the saving. */
export const THRESHOLD_BYTES = 1024;

/** The compressor for responses made per request, or undefined when it is off (COMPRESSION=off). */
export function dynamicCompression(on: boolean): RequestHandler | undefined {
  if (!on) return undefined;
  // Remix flushes after every chunk it writes, and each flush ends a compressed block; the pages go out
  // whole (page-cache.server.ts), and the data, JSON and XML that pass here came out byte for byte the same
  // with one flush per event-loop turn instead (docs/decisions/0025-edge-libraries-and-configuration.md), so
  // the package is used as it is.
  return compression({
    level: GZIP_LEVEL,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    threshold: THRESHOLD_BYTES,
    // Only our text types; anything already encoded (precompressed files) is skipped by the package itself.
    filter: (_req, res) => compressibleType(String(res.getHeader("Content-Type") ?? "")),
  });
}

/**
 * A whole body compressed at once, at the same levels, for answers that have it whole (the page cache): the
 * package's streams cost about three times the CPU for a page, in hops through the thread pool. The window
 * is sized to the body (at least 2^18 = 256 KB), which gives the same bytes as the default 4 MB window for
 * any page and spares allocating it.
 */
export function compressWhole(coding: "br" | "gzip", body: Buffer): Buffer {
  if (coding === "gzip") return zlib.gzipSync(body, { level: GZIP_LEVEL });
  const window = Math.min(24, Math.max(18, Math.ceil(Math.log2(body.length + 1))));
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_LGWIN]: window,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

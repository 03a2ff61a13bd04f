// A step of `npm run build`: writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside
// every text file of the client build, so the server sends them without compressing at request time
// (app/utils/static-files.server.ts picks the copy the browser accepts). A copy that would not be smaller
// than the original is not written. Images and fonts are compressed formats already and are left alone.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { PRECOMPRESSIBLE } from "../app/lib/content-coding";

export type CompressedFile = { file: string; raw: number; br?: number; gzip?: number };

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** Writes the copies for every compressible file under `dir` (old copies are replaced). */
export function compressAssets(dir: string): CompressedFile[] {
  const results: CompressedFile[] = [];
  for (const file of filesUnder(dir)) {
    if (!PRECOMPRESSIBLE.has(path.extname(file).toLowerCase())) continue;
    const raw = fs.readFileSync(file);
    const result: CompressedFile = { file: path.relative(dir, file), raw: raw.length };
    const br = zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    const gzip = zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
    for (const [suffix, bytes, key] of [
      [".br", br, "br"],
      [".gz", gzip, "gzip"],
    ] as const) {
      const target = file + suffix;
      if (bytes.length < raw.length) {
        fs.writeFileSync(target, bytes);
        // the copy carries the original's time, so Last-Modified is the same whichever copy is sent
        const { atime, mtime } = fs.statSync(file);
        fs.utimesSync(target, atime, mtime);
        result[key] = bytes.length;
      } else {
        fs.rmSync(target, { force: true });
      }
    }
    results.push(result);
  }
  return results;
}

const isEntry = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntry) {
  const dir = path.resolve(process.argv[2] ?? "build/client");
  const results = compressAssets(dir);
  const sum = (key: "raw" | "br" | "gzip") => results.reduce((n, r) => n + (r[key] ?? r.raw), 0);
  console.log(
    `compressed ${results.length} files in ${path.relative(process.cwd(), dir)}: ${(sum("raw") / 1024).toFixed(0)} KiB raw, ${(sum("gzip") / 1024).toFixed(0)} KiB gzip, ${(sum("br") / 1024).toFixed(0)} KiB Brotli`,
  );
}

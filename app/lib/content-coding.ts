// Content codings: which compressed copy of a cached page a browser gets (`Accept-Encoding` with q-values,
// app/utils/page-cache.server.ts), and which types are compressed at build time and at request time.

export type Coding = "br" | "gzip" | "identity";

/** The q-value of each coding named in an `Accept-Encoding` header (lower case; `x-gzip` counts as gzip). */
export function acceptedCodings(header: string | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [rawName, ...params] = part.split(";");
    let name = (rawName ?? "").trim().toLowerCase();
    if (!name) continue;
    if (name === "x-gzip") name = "gzip";
    let q = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*(.*?)\s*$/i.exec(param);
      if (m) {
        // a malformed weight counts as "not acceptable"
        const n = /^[0-9.]+$/.test(m[1] ?? "") ? Number(m[1]) : Number.NaN;
        q = Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0;
      }
    }
    // The first mention wins when a header names a coding twice.
    if (!out.has(name)) out.set(name, q);
  }
  return out;
}

/** The preference order when q-values tie: the smaller copy first. */
const PREFERENCE: Coding[] = ["br", "gzip", "identity"];

/**
 * The best of `available` (copies that exist besides the original) that the header accepts: highest
 * q-value, ties broken br > gzip > identity. No header means identity (RFC 9110: any coding is acceptable,
 * but old clients may not decode). When even identity is refused, identity is answered anyway: the file is
 * better than a 406.
 */
export function chooseCoding(header: string | undefined, available: readonly Coding[]): Coding {
  if (header === undefined) return "identity";
  const accepted = acceptedCodings(header);
  const star = accepted.get("*");
  const q = (coding: Coding): number => {
    const explicit = accepted.get(coding);
    if (explicit !== undefined) return explicit;
    if (star !== undefined) return star;
    return coding === "identity" ? 1 : 0;
  };
  let best: Coding = "identity";
  let bestQ = q("identity");
  for (const coding of PREFERENCE) {
    if (coding !== "identity" && !available.includes(coding)) continue;
    const value = q(coding);
    if (value > bestQ || (value === bestQ && PREFERENCE.indexOf(coding) < PREFERENCE.indexOf(best))) {
      best = coding;
      bestQ = value;
    }
  }
  return bestQ > 0 ? best : "identity";
}

/** Content types compressed at request time: pages (HTML), single-fetch data (text/x-script), JSON, XML. */
export function compressibleType(contentType: string | undefined): boolean {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return (
    type === "text/html" ||
    type === "text/x-script" ||
    type === "text/plain" ||
    type === "text/xml" ||
    type === "application/json" ||
    type === "application/xml" ||
    /^application\/[\w.-]+\+(json|xml)$/.test(type)
  );
}

/** File extensions worth a precompressed copy at build time (text; images and fonts are compressed already). */
export const PRECOMPRESSIBLE = new Set([
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".txt",
  ".xml",
  ".html",
  ".map",
  ".webmanifest",
  ".ico",
]);

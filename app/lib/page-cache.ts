// The rendered-page cache for visitors who carry nothing a page reads (see app/utils/page-cache.server.ts and
// docs/decisions/0020-page-cache.md, 0026-one-cache.md): which requests may be answered from it, which
// responses may go into it, and what is kept of a page. Pure: no Express, no database. The pages are kept in
// the one cache (app/lib/versioned-cache.ts) with the versions of what their render read.

import { LOCALE_COOKIE } from "./locale";
import { personalCookies } from "./site-cookies";

/**
 * The routes whose page a visitor without cookies sees exactly as every other such visitor does, given its
 * address: their loaders (and the root's and the language layout's) read nothing but the address, the
 * environment, the day, and the shared cache (app/models/shared-cache.server.ts), whose entries tell the
 * page which versions it was made from — or read nothing at all (then the page never goes stale before the
 * next build or day). A route not named here is never kept: profiles read member columns no version
 * follows, the virtual bar's pages read the bar cookie and set it, forms and accounts are personal.
 * tests/integration/page-cache.test.ts checks that each of them reads the database only through the cache.
 */
export const SHARED_PAGE_ROUTES: ReadonlySet<string> = new Set([
  "routes/$lang._index",
  "routes/$lang.recipe.list",
  "routes/$lang.recipe.$slug",
  "routes/$lang.recipe-group._index",
  "routes/$lang.recipe-group.$slug",
  "routes/$lang.search",
  "routes/$lang.brand._index",
  "routes/$lang.brand.$slug._index",
  "routes/$lang.product.$slug",
  "routes/$lang.about",
  "routes/$lang.faq",
  "routes/$lang.imprint",
  "routes/$lang.data-privacy",
  "routes/$lang.terms",
  "routes/$lang.routes",
]);

/** What the cache needs to know about a request. */
export type PageRequest = {
  method: string;
  /** the path and query as the client sent them */
  url: string;
  host: string | undefined;
  headers: Record<string, string | string[] | undefined>;
};

// A page below a language (/en, /de/recipe/negroni, /en/search?q=gin); nothing with an extension (its
// single-fetch data, pictures, the sitemap), nothing else (API, health). Data requests are not kept: a
// client navigation already has the page's scripts, and its data is the smaller part of a page's work.
const PAGE_PATH = /^\/(?:de|en)(?:\/[^.]*)?$/;

/**
 * The cache key for a request that may be answered from the cache, or null. Only GET, only a language's
 * pages, and only from a client that sends no credentials: whatever a visitor without cookies is shown
 * depends on the address alone (and on the content, the build and the day, which the caller adds to the key
 * or checks against the entry). A visitor with cookies is answered from a kept page only when its render
 * read none of the personal ones they carry (`mayServe`).
 */
export function pageCacheKey(request: PageRequest): string | null {
  if (request.method !== "GET" || !isPageUrl(request.url)) return null;
  if (request.headers.authorization !== undefined) return null;
  return `${request.host ?? ""} ${request.url}`;
}

/**
 * Whether a kept page may answer a visitor carrying these personal cookies (app/lib/site-cookies.ts): only
 * when its render asked for none of them. It was made for a visitor without any cookie, so it took every
 * branch a visitor lacking each cookie it asked for takes; the others could not have changed it. A member's
 * session and a waiting message are asked for by every page (the header, the toasts); a virtual bar or a
 * standard-drinks choice only by the pages that use them.
 */
export const mayServe = (page: CachedPage, carried: readonly string[]): boolean =>
  carried.every((name) => !page.reads.includes(name));

/**
 * Whether a page rendered for this request may be kept for others: one made for a visitor carrying no
 * personal cookie (app/lib/site-cookies.ts), who sees what a first visitor sees. Most returning visitors
 * carry only the language cookie; a first visit's page also sets that cookie, which the page cache adds to
 * the kept headers where the render did not (app/utils/page-cache.server.ts).
 */
export const mayKeepPageOf = (request: PageRequest): boolean =>
  personalCookies(request.headers.cookie).length === 0;

/** Whether a Set-Cookie header sets the language cookie. */
export const isLanguageCookie = (setCookie: string): boolean =>
  setCookie.startsWith(`${LOCALE_COOKIE}=`) || setCookie.startsWith(`__Host-${LOCALE_COOKIE}=`);

/** Whether a path (with its query) is one of a language's pages, not its data or a file. */
export function isPageUrl(url: string): boolean {
  const question = url.indexOf("?");
  const path = question === -1 ? url : url.slice(0, question);
  return PAGE_PATH.test(path) && !path.includes("//");
}

/** The day a page was made for (UTC): the home page's drink of the day changes with it. */
export const pageDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Whether a response may be kept and sent to other visitors: a 200 page, not encoded, not
 * marked private or no-store, and setting no cookie but the language one (which the page sets for every
 * visitor who does not carry it yet, with the same value: the page's language).
 */
export function cacheableResponse(status: number, headers: Headers): boolean {
  if (status !== 200) return false;
  const type = (headers.get("Content-Type") ?? "").toLowerCase();
  if (!type.startsWith("text/html")) return false;
  if (headers.has("Content-Encoding")) return false;
  if (/\b(?:no-store|private|no-cache)\b/i.test(headers.get("Cache-Control") ?? "")) return false;
  return headers.getSetCookie().every(isLanguageCookie);
}

/** A kept page: its headers, and its body cut at the nonce it was made with, to be joined with a new one. */
export type CachedPage = {
  headers: [string, string][];
  /** the cookies its render asked for (by name; it carried none) */
  reads: string[];
  /** the page's UTF-8 bytes around each place its nonce was */
  parts: Buffer[];
  /** in bytes */
  length: number;
};

/**
 * A kept page from a response's body (its bytes, or its text) and headers; `nonce` is the
 * Content-Security-Policy nonce it carries, `reads` the cookies its render asked for. Kept as bytes, so a
 * hit is sent without encoding the page again (docs/decisions/0036-rendered-pages-cheaper.md, sixth session).
 */
export function cachedPage(
  headers: Headers,
  body: Buffer | string,
  nonce: string,
  reads: Iterable<string>,
): CachedPage {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  return {
    headers: [...headers.entries()].filter(([name]) => name !== "content-length"),
    reads: [...reads],
    parts: nonce ? splitBytes(bytes, Buffer.from(nonce)) : [Buffer.from(bytes)],
    length: bytes.length,
  };
}

/** `bytes` cut at every `separator`, each part a copy of its own (the body's buffer may be larger). */
function splitBytes(bytes: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, from)) {
    parts.push(Buffer.from(bytes.subarray(from, at)));
    from = at + separator.length;
  }
  parts.push(Buffer.from(bytes.subarray(from)));
  return parts;
}

/** The body for one response: the kept page with this response's nonce. */
export function pageBody(page: CachedPage, nonce: string): Buffer {
  const between = Buffer.from(nonce);
  return Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [between, part])));
}

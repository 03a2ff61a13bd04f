import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { createRequestHandler, writeReadableStreamToWritable } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { chooseCoding } from "~/lib/content-coding";
import { isLocale } from "~/lib/locale";
import {
  type CachedPage,
  cacheableResponse,
  cachedPage,
  isLanguageCookie,
  isPageUrl,
  mayKeepPageOf,
  mayServe,
  pageBody,
  pageCacheKey,
  pageDay,
} from "~/lib/page-cache";
import { personalCookies } from "~/lib/site-cookies";
import { createVersionedCache, recordVersions, type VersionedCache } from "~/lib/versioned-cache";
import { RATINGS, readVersions } from "~/models/shared-cache.server";
import { compressWhole, THRESHOLD_BYTES } from "~/utils/compression.server";
import { recordCookieReads } from "~/utils/cookie-reads.server";
import { setCookie } from "~/utils/cookies.server";
import { getEnv } from "~/utils/env.server";
import type { DB } from "../../db/client";

// A language's pages (GET), rendered through Remix's fetch handler and sent whole: compressed in one piece
// (no stream through the thread pool, a third of the CPU), with their length, as the bytes React wrote:
// a page is made into text only to be kept. Documents wait for the whole
// render anyway (entry.server.tsx), so nothing arrives later for being sent at once.
//
// And the page cache. A visitor without cookies (a first visit, a crawler, a link preview) sees a page that
// depends only on its address, the content, the build and the day, so it is rendered once and then sent as
// it is, with this response's own CSP nonce put in. It is kept in the one cache (app/lib/versioned-cache.ts)
// with the versions of what its render read from the shared cache (a list: recipes and the stars of its
// cards; a recipe: recipes and the stars of the recipes it shows; the imprint: nothing), and served while
// they are the database's, so a member's rating refreshes the pages that show it and no other. It is also
// kept with the cookies its render asked for (app/utils/cookie-reads.server.ts): a visitor carrying none of
// those, whatever else they carry (the language cookie, a virtual bar on a page that does not use it), is
// sent the same page; a member or a waiting message is asked for by every page and always rendered. Only the
// routes named in SHARED_PAGE_ROUTES (checked by entry.server.tsx) are kept, and only pages made for a visitor
// without any cookie. Data requests, files and other methods go through Remix's Express adapter.
// docs/decisions/0020-page-cache.md, 0026-one-cache.md.

/** 16 MB of pages (their UTF-8 bytes, as kept), a page at most 512 KB. */
const MAX_LENGTH = 16 * 1024 * 1024;
const MAX_PAGE_LENGTH = 512 * 1024;

export type PageCacheOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  db: DB;
  buildVersion: string;
  loadContext: (req: Request, res: Response) => AppLoadContext;
  /** whether pages are kept (PAGE_CACHE); pages are sent whole either way */
  cache: boolean;
  store?: VersionedCache<CachedPage>;
};

/** The middleware: answers what it may from the cache, renders and keeps what it may, sends pages whole. */
export function pageCache(options: PageCacheOptions) {
  const handleRequest = createRequestHandler(
    options.build,
    typeof options.build === "function" ? "development" : "production",
  );
  const store =
    options.store ??
    createVersionedCache<CachedPage>({
      maxSize: MAX_LENGTH,
      maxEntrySize: MAX_PAGE_LENGTH,
      sizeOf: (page) => page.length,
      readVersions: (deps) => readVersions(options.db, deps),
      families: RATINGS,
    });
  const compress = getEnv().COMPRESSION;
  /**
   * Renders under way whose page may be kept, by key. A visitor who misses meanwhile (the content moved a
   * moment ago) waits for it and looks again, instead of rendering the same page too: under load, every
   * request for a page in the second its render takes would otherwise render it.
   */
  const rendering = new Map<string, Promise<void>>();
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" || !isPageUrl(req.originalUrl)) return next();
    const context = options.loadContext(req, res);
    const nonce = context.cspNonce;
    const pageRequest = {
      method: req.method,
      url: req.originalUrl,
      host: req.get("host"),
      headers: req.headers,
    };
    const url = options.cache ? pageCacheKey(pageRequest) : null;
    let key: string | null = null;
    if (url !== null) {
      key = `${options.buildVersion} ${pageDay(new Date())} ${url}`;
      let hit: CachedPage | undefined;
      const carried = personalCookies(req.headers.cookie);
      const accept = carried.length > 0 ? (page: CachedPage) => mayServe(page, carried) : undefined;
      try {
        hit = await store.lookup(key, accept);
        // Looked up again after the render, so what is sent is checked against the versions as they are
        // then, as any hit is. Once: a render that kept nothing is not waited for twice.
        const underway = hit || carried.length > 0 ? undefined : rendering.get(key);
        if (underway) {
          await underway;
          hit = await store.lookup(key, accept);
        }
      } catch {
        // The database is away: Remix answers with its 503 page.
        return next();
      }
      if (hit) {
        res.status(200);
        for (const [name, value] of hit.headers) res.append(name, value);
        res.setHeader("X-Page-Cache", "hit");
        sendWhole(req, res, pageBody(hit, nonce), compress);
        return;
      }
    }
    let rendered = () => {};
    if (key && !rendering.has(key) && mayKeepPageOf(pageRequest)) {
      const underway = key;
      rendering.set(
        underway,
        new Promise<void>((resolve) => {
          rendered = () => {
            rendering.delete(underway);
            resolve();
          };
        }),
      );
    }
    // The document as entry.server.tsx rendered it, handed over as bytes (no body stream to read back).
    let page: Buffer | undefined;
    context.takePage = (bytes) => {
      page = bytes;
    };
    try {
      // What the render reads from the shared cache is recorded: the page is kept with those versions, and
      // with the cookies it asked for.
      const {
        value: { value: response, versions },
        cookies,
      } = await recordCookieReads(() => recordVersions(() => handleRequest(fetchRequest(req, res), context)));
      res.status(response.status);
      for (const [name, value] of response.headers) res.append(name, value);
      if (page === undefined) {
        if (!response.body) return void res.end();
        if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) {
          await writeReadableStreamToWritable(response.body, res);
          return;
        }
      }
      // Bytes as rendered: kept in parts around the nonce (a rendered visitor's page is sent as it is).
      const body = page ?? Buffer.from(await response.arrayBuffer());
      if (
        key &&
        context.sharedPage === true &&
        mayKeepPageOf(pageRequest) &&
        cacheableResponse(response.status, response.headers)
      ) {
        const headers = await withLanguageCookie(response.headers, req.path);
        if (headers) {
          store.set(key, cachedPage(headers, body, nonce, cookies), versions);
          res.setHeader("X-Page-Cache", "miss");
        }
      }
      sendWhole(req, res, body, compress);
    } catch (error) {
      next(error);
    } finally {
      rendered();
    }
  };
}

/**
 * The headers a kept page is sent with: those of its render, setting the language cookie to the page's
 * language as a first visit's render does. A returning visitor who already carries it was not sent it,
 * but the page may go to a first visitor next. Undefined for a path outside a language (not kept).
 */
async function withLanguageCookie(headers: Headers, path: string): Promise<Headers | undefined> {
  const language = path.split("/")[1];
  if (!isLocale(language)) return undefined;
  if (headers.getSetCookie().some(isLanguageCookie)) return headers;
  const completed = new Headers(headers);
  completed.append("Set-Cookie", await setCookie("locale", language));
  return completed;
}

/**
 * A whole page, compressed in one piece as the browser accepts (the compression middleware leaves a
 * response with a Content-Encoding alone), with its length.
 */
function sendWhole(req: Request, res: Response, page: Buffer, compress: boolean) {
  let body = page;
  res.setHeader("Vary", "Accept-Encoding");
  const coding =
    compress && body.length >= THRESHOLD_BYTES
      ? chooseCoding(req.headers["accept-encoding"], ["br", "gzip"])
      : "identity";
  if (coding !== "identity") {
    body = compressWhole(coding, body);
    res.setHeader("Content-Encoding", coding);
  }
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/**
 * The fetch API Request for an Express GET, for Remix's fetch handler (`createRequestHandler` of
 * @remix-run/node). It is what the Express adapter builds for the same request (its builder is not part of
 * the adapter's public API): the host as Express resolves it (`req.hostname` honours "trust proxy") with the
 * port the client named, the path as sent (`originalUrl`), every header, no body (a GET has none), and a
 * signal that aborts when the client goes before the answer is sent.
 */
export function fetchRequest(req: Request, res: Response): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const port = /:(\d+)$/.exec(req.get("X-Forwarded-Host") ?? req.get("host") ?? "")?.[1];
  const controller = new AbortController();
  let finished = false;
  res.on("finish", () => {
    finished = true;
  });
  res.on("close", () => {
    if (!finished) controller.abort();
  });
  return new Request(
    `${req.protocol}://${req.hostname ?? "localhost"}${port ? `:${port}` : ""}${req.originalUrl}`,
    {
      method: "GET",
      headers,
      signal: controller.signal,
    },
  );
}

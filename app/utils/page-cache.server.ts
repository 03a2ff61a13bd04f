import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { createRequestHandler, writeReadableStreamToWritable } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { chooseCoding, switchedOn } from "~/lib/content-coding";
import {
  cacheableResponse,
  cachedPage,
  createPageStore,
  type PageStore,
  pageBody,
  pageCacheKey,
  pageDay,
} from "~/lib/page-cache";
import { contentVersion } from "~/models/shared-cache.server";
import { compressWhole, THRESHOLD_BYTES } from "~/utils/compression.server";
import type { DB } from "../../db/client";

// Rendered pages for visitors who carry no cookie and no credentials: a first visit, a crawler, a link
// preview. Such a visitor's page depends only on its address, the content (content_version), the build and
// the day, so it is rendered once and then sent as it is, with this response's own CSP nonce put in. Only
// pages whose route says so (`handle.sharedPage`, checked by entry.server.tsx) are kept; everything else,
// and every request with a cookie, goes through Remix as before. docs/decisions/0020-page-cache.md.

/** About 32 MB of pages (characters), a page at most 1 MB. */
const MAX_LENGTH = 16 * 1024 * 1024;
const MAX_PAGE_LENGTH = 512 * 1024;

export type PageCacheOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  db: DB;
  buildVersion: string;
  loadContext: (req: Request, res: Response) => AppLoadContext;
  store?: PageStore;
};

/** The middleware: answers what it may from the cache, renders and keeps what it may, passes on the rest. */
export function pageCache(options: PageCacheOptions) {
  const handleRequest = createRequestHandler(
    options.build,
    typeof options.build === "function" ? "development" : "production",
  );
  const store = options.store ?? createPageStore({ maxLength: MAX_LENGTH, maxPageLength: MAX_PAGE_LENGTH });
  const compress = switchedOn(process.env.COMPRESSION);
  return async (req: Request, res: Response, next: NextFunction) => {
    const url = pageCacheKey({
      method: req.method,
      url: req.originalUrl,
      host: req.get("host"),
      headers: req.headers,
    });
    if (url === null) return next();
    let version: number;
    try {
      version = await contentVersion(options.db);
    } catch {
      // The database is away: Remix answers with its 503 page.
      return next();
    }
    const key = `${options.buildVersion} ${pageDay(new Date())} ${url}`;
    const context = options.loadContext(req, res);
    const nonce = context.cspNonce;
    const hit = store.get(key, version);
    if (hit) {
      res.status(200);
      for (const [name, value] of hit.headers) res.append(name, value);
      res.setHeader("X-Page-Cache", "hit");
      sendWhole(req, res, pageBody(hit, nonce), compress);
      return;
    }
    try {
      const request = remixRequest(req, res);
      const response = await handleRequest(request, context);
      res.status(response.status);
      for (const [name, value] of response.headers) res.append(name, value);
      if (context.sharedPage === true && cacheableResponse(response.status, response.headers)) {
        const body = await response.text();
        store.set(key, cachedPage(version, response.headers, body, nonce));
        res.setHeader("X-Page-Cache", "miss");
        sendWhole(req, res, body, compress);
      } else if (response.body) {
        await writeReadableStreamToWritable(response.body, res);
      } else {
        res.end();
      }
    } catch (error) {
      next(error);
    }
  };
}

/**
 * A whole page, compressed in one piece as the browser accepts (the compression middleware leaves a
 * response with a Content-Encoding alone), with its length.
 */
function sendWhole(req: Request, res: Response, text: string, compress: boolean) {
  let body: Buffer = Buffer.from(text);
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

/** The fetch Request for a GET that carries no body (what @remix-run/express builds, for this case). */
function remixRequest(req: Request, res: Response): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  let finished = false;
  res.on("finish", () => {
    finished = true;
  });
  res.on("close", () => {
    if (!finished) controller.abort();
  });
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, {
    method: "GET",
    headers,
    signal: controller.signal,
  });
}

import { type HeadersFunction, redirect } from "@remix-run/node";
import { checkRedirectTarget, parseAllowedHosts } from "~/lib/safe-redirect";
import { isCrossSite } from "~/lib/same-origin";
import { stripControlCharacters } from "~/lib/text";
import { getEnv } from "./env.server";
import { securityEvent } from "./security-log.server";

// Expected failures are thrown as responses and rendered by the nearest ErrorBoundary.

export type ErrorPayload = {
  /** "route": no route matches; "param": a route matched but its parameter is invalid */
  kind: "route" | "param";
  path: string;
};

export function notFound(path: string, kind: ErrorPayload["kind"] = "route"): Response {
  return Response.json({ kind, path } satisfies ErrorPayload, { status: 404 });
}

/** Throws the 404 for a route parameter that failed validation ("Page Not Found: {path}"). */
export function assertParam(valid: boolean, request: Request): asserts valid {
  if (!valid) throw notFound(new URL(request.url).pathname, "param");
}

/**
 * The request's query string with control characters (NUL above all, which PostgreSQL refuses in text)
 * removed from every name and value: loaders read their parameters from here, never from the raw URL.
 */
export function requestQuery(request: Request): URLSearchParams {
  const clean = new URLSearchParams();
  for (const [key, value] of new URL(request.url).searchParams) {
    clean.append(stripControlCharacters(key), stripControlCharacters(value));
  }
  return clean;
}

/** The only way to redirect: targets on other hosts need ALLOWED_REDIRECT_HOSTS, bad schemes never pass. */
export function safeRedirect(target: string, fallback: string, init?: number | ResponseInit) {
  const env = getEnv();
  const check = checkRedirectTarget(target, {
    ownOrigin: env.PUBLIC_URL,
    allowedHosts: parseAllowedHosts(env.ALLOWED_REDIRECT_HOSTS),
  });
  return redirect(check.ok ? check.location : fallback, init);
}

/** Cross-site POSTs are refused with 403 (server.ts refuses them too, before Remix sees them). */
export function assertSameOrigin(request: Request): void {
  if (isCrossSite(request.headers, getEnv().PUBLIC_URL)) {
    securityEvent("request.cross-site", {
      detail: `${request.method} ${new URL(request.url).pathname}`.slice(0, 200),
    });
    throw Response.json({ kind: "forbidden" }, { status: 403 });
  }
}

const FORWARDED = ["Cache-Control", "Retry-After"] as const;

/**
 * The route `headers` export for pages whose loader or action sets Cache-Control or Retry-After: without it,
 * single fetch applies those headers to data requests only, and a document would go out without them.
 */
export const routeHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = actionHeaders.get(name) ?? loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

/**
 * A body's bytes, read until they pass `max`: then null, and the rest is not read (the server closes such a
 * connection, server.ts `closeUnreadBodies`). Form and JSON bodies are read only through here.
 */
export async function readBodyAtMost(request: Request, max: number): Promise<Buffer | null> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

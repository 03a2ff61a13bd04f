import { json, redirect } from "@remix-run/node";
import { checkRedirectTarget, parseAllowedHosts } from "~/lib/safe-redirect";
import { isCrossSite } from "~/lib/same-origin";
import { getEnv } from "./env.server";

// Expected failures are thrown as responses and rendered by the nearest ErrorBoundary.

export type ErrorPayload = {
  /** "route": no route matches; "param": a route matched but its parameter is invalid */
  kind: "route" | "param";
  path: string;
};

export function notFound(path: string, kind: ErrorPayload["kind"] = "route"): Response {
  return json<ErrorPayload>({ kind, path }, { status: 404 });
}

/** Throws the 404 for a route parameter that failed validation ("Page Not Found: {path}"). */
export function assertParam(valid: boolean, request: Request): asserts valid {
  if (!valid) throw notFound(new URL(request.url).pathname, "param");
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
  if (isCrossSite(request.headers, getEnv().PUBLIC_URL)) throw json({ kind: "forbidden" }, { status: 403 });
}

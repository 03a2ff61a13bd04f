// The database unavailable: 503, "try again in a moment" (docs/decisions/0010-database-outage.md, 0027).
//
// A query that finds the database unreachable throws DatabaseUnavailableError (db/client.ts). Every route's
// loader and action is wrapped once, when the server takes its build: the wrapper turns that error into a
// thrown 503 Response, which is Remix's public way for a loader to say "render my error boundary with this
// status". The boundary's ErrorPage reads it with `useRouteError()` and shows its "temporarily unavailable"
// variant in the page's language; the hydration data and the data requests of navigations with JavaScript
// carry the same error response, so the browser shows the same page. Resource routes (the JSON API, the
// sitemap) answer the 503 response as it is. app/entry.server.tsx adds Retry-After and no-store to every 503.
import type { ServerBuild } from "@remix-run/node";
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from "~/models/health.server";
import { logger, requestLogFields } from "~/utils/log.server";

/** The headers of every answer given while the database is away. */
export function unavailableHeaders(headers: Headers): Headers {
  headers.set("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", "no-store");
  return headers;
}

/** What a loader or action throws when the database is away: rendered by the route's error boundary. */
export function unavailableResponse(): Response {
  return Response.json({ kind: "unavailable" }, { status: 503, headers: unavailableHeaders(new Headers()) });
}

type DataFunction = (args: { request: Request; context: { requestId?: string } }) => unknown;

function answering503(fn: DataFunction): DataFunction {
  return async (args) => {
    try {
      return await fn(args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      reportOutage(args.request, error, args.context?.requestId);
      throw unavailableResponse();
    }
  };
}

/**
 * The build with every loader and action answering a lost database with a 503 response. The route modules
 * themselves are left as they are (a copy of each module object carries the wrapped functions).
 */
export function answerOutages(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const module = { ...route.module };
    if (module.loader) module.loader = answering503(module.loader as DataFunction) as typeof module.loader;
    if (module.action) module.action = answering503(module.action as DataFunction) as typeof module.action;
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}

/** One log line per interval while the database is away, not one stack trace per request. */
const REPORT_INTERVAL_MS = 5_000;
let lastOutageReport = 0;
let unreportedOutages = 0;

function reportOutage(request: Request, error: unknown, requestId?: string) {
  unreportedOutages++;
  const now = Date.now();
  if (now - lastOutageReport < REPORT_INTERVAL_MS) return;
  const cause = error instanceof Error ? error.message : String(error);
  logger.error(
    { ...requestLogFields(request, requestId), since: unreportedOutages, cause },
    "database unavailable: answering 503",
  );
  lastOutageReport = now;
  unreportedOutages = 0;
}

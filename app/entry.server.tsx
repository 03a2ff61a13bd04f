import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { ServerI18nProvider } from "~/components/I18n";
import { NonceContext } from "~/components/nonce";
import { SHARED_PAGE_ROUTES } from "~/lib/page-cache";
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from "~/models/health.server";
import { catalogueFor, requestLocale } from "~/utils/i18n.server";
import { logger, requestLogFields } from "~/utils/log.server";

/** How long a render may wait for loader data still streaming in (single fetch) before it is cut off. */
export const streamTimeout = 5_000;

// Single fetch hands the loader data to the page as a stream that React reads inside Suspense, so the
// document is rendered with the streaming renderer. We wait for the whole shell (`onAllReady`): pages have
// no Suspense of their own, every visitor gets complete HTML, and the status code is known before sending.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (outage.has(request)) {
    responseHeaders.set("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    responseHeaders.set("Cache-Control", "no-store");
    if (responseStatusCode !== 503) throw unavailableAtBoundary(remixContext);
  }
  // The page cache (app/utils/page-cache.server.ts) keeps a 200 page only of a route every visitor without
  // a cookie sees alike.
  const leaf = remixContext.staticHandlerContext.matches.at(-1);
  if (responseStatusCode === 200 && leaf && SHARED_PAGE_ROUTES.has(leaf.route.id))
    loadContext.sharedPage = true;
  const locale = await requestLocale(request);
  const nonce = loadContext.cspNonce ?? "";
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerI18nProvider language={locale} catalogue={catalogueFor(locale)}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </ServerI18nProvider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          clearTimeout(timer);
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { status, headers: responseHeaders }));
          pipe(body);
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error) {
          status = 500;
          if (!request.signal.aborted) {
            logger.error(
              { ...requestLogFields(request, loadContext.requestId), err: error },
              "render failed",
            );
          }
        },
      },
    );
    // Cut a render that never completes; cleared once it has, so finished renders are not kept for seconds.
    timer = setTimeout(abort, streamTimeout + 1_000);
  });
}

// --- the database unavailable: 503, "try again in a moment" ---------------------------------------------------
//
// A query that finds the database unreachable throws DatabaseUnavailableError (db/client.ts). Remix hands the
// error to `handleError` and then, in production, replaces it with a bare "Unexpected Server Error" for the
// page and its hydration data, so `handleError` remembers the request. `handleRequest` then renders no 500:
// it throws a 503 response, which Remix renders once more as a route error response at the same error
// boundary, with that response in the hydration data too: the ErrorPage's "temporarily unavailable"
// variant in the page's language, the same in the browser. Data requests (navigations with JavaScript)
// keep their payload, the generic error, but answer 503 as well. Both carry Retry-After.

/** Requests that failed because the database is unreachable. */
const outage = new WeakSet<Request>();

/**
 * The thrown response that makes Remix render the 503 page: at the boundary the failure reached (the
 * outermost one holding an error), which is where a render would have shown it.
 */
function unavailableAtBoundary(remixContext: EntryContext): Response {
  const context = remixContext.staticHandlerContext;
  const errors = context.errors ?? {};
  const boundary = context.matches.find((m) => m.route.id in errors);
  if (boundary) context._deepestRenderedBoundaryId = boundary.route.id;
  return Response.json({ kind: "unavailable" }, { status: 503 });
}

export function handleDataRequest(response: Response, { request }: { request: Request }) {
  if (!outage.has(request)) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: 503, headers });
}

/** One log line per interval while the database is away, not one stack trace per request. */
let lastOutageReport = 0;
let unreportedOutages = 0;

function reportOutage(request: Request, error: unknown, requestId?: string) {
  unreportedOutages++;
  const now = Date.now();
  if (now - lastOutageReport < 5_000) return;
  const cause = error instanceof Error ? error.message : String(error);
  logger.error(
    { ...requestLogFields(request, requestId), since: unreportedOutages, cause },
    "database unavailable: answering 503",
  );
  lastOutageReport = now;
  unreportedOutages = 0;
}

export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: AppLoadContext },
) {
  // The 503 response thrown above comes back here once; the failure itself was reported already.
  if (outage.has(request)) return;
  if (isDatabaseUnavailable(error)) {
    outage.add(request);
    reportOutage(request, error, context.requestId);
    return;
  }
  if (request.signal.aborted) return;
  const fields = requestLogFields(request, context.requestId);
  // Remix's own 404 (no route) and 405 (no action) are a visitor's request, not a fault: the access line
  // says enough. The path is a field, never part of the message, so a "%s" in it garbles nothing.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.info({ ...fields, status: error.status }, "request refused by the router");
    return;
  }
  logger.error({ ...fields, err: error }, "error handling a request");
}

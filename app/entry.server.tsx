import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { ServerI18nProvider } from "~/components/I18n";
import { NonceContext } from "~/components/nonce";
import { ServerHtmlContext } from "~/components/ServerHtml";
import { SHARED_PAGE_ROUTES } from "~/lib/page-cache";
import { catalogueFor, requestLocale } from "~/utils/i18n.server";
import { logger, requestLogFields } from "~/utils/log.server";
import { unavailableHeaders } from "~/utils/outage.server";

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
  // A 503 is the database away (app/utils/outage.server.ts): clients should come back, nothing keeps it.
  if (responseStatusCode === 503) unavailableHeaders(responseHeaders);
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
          <ServerHtmlContext.Provider value={loadContext.serverHtml}>
            <RemixServer context={remixContext} url={request.url} nonce={nonce} />
          </ServerHtmlContext.Provider>
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

/** Data requests (navigations with JavaScript) answered 503 carry Retry-After and no-store as pages do. */
export function handleDataRequest(response: Response) {
  if (response.status === 503) unavailableHeaders(response.headers);
  return response;
}

export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: AppLoadContext },
) {
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

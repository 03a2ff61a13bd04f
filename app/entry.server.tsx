import crypto from "node:crypto";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { type TitleSlot, TitleSlotContext } from "~/components/DocumentTitle";
import { ServerI18nProvider } from "~/components/I18n";
import { NonceContext } from "~/components/nonce";
import { ServerHtmlContext } from "~/components/ServerHtml";
import { documentBytes } from "~/lib/html-document";
import { escapeHtml } from "~/lib/offline-rules";
import { SHARED_PAGE_ROUTES } from "~/lib/page-cache";
import { catalogueFor, requestLocale } from "~/utils/i18n.server";
import { logger, requestLogFields } from "~/utils/log.server";
import { unavailableHeaders } from "~/utils/outage.server";

/** How long the loader data may take to settle (promises a loader returns) before the rest is cut off. */
export const streamTimeout = 5_000;

// The document is rendered in one synchronous pass (`renderToString`): pages have no Suspense that waits on
// the server (lazy components are imported directly there), every visitor gets complete HTML, and the status
// code is known before sending. That is about a fifth less CPU per rendered page than the streaming
// renderer, which encodes every small piece of markup into bytes on its own
// (docs/decisions/0036-rendered-pages-cheaper.md, fifth session).
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
  await handOffLoaderData(remixContext);
  const title: TitleSlot = { mark: `\u0000title-${crypto.randomUUID()}\u0000` };
  const html = renderToString(
    <NonceContext.Provider value={nonce}>
      <ServerI18nProvider language={locale} catalogue={catalogueFor(locale)}>
        <ServerHtmlContext.Provider value={loadContext.serverHtml}>
          <TitleSlotContext.Provider value={title}>
            <RemixServer context={remixContext} url={request.url} nonce={nonce} />
          </TitleSlotContext.Provider>
        </ServerHtmlContext.Provider>
      </ServerI18nProvider>
    </NonceContext.Provider>,
  );
  // A part that still waited (a lazy component not imported directly on the server) is left to the browser
  // by renderToString: missing without JavaScript, so the operator hears of it.
  if (html.includes(CLIENT_RENDERED))
    logger.error(requestLogFields(request, loadContext.requestId), "a part of the page was not rendered");
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const page = documentBytes(html, title.mark, () => escapeHtml(title.text ?? ""));
  // The page middleware takes the bytes as they are: a Response body would be made into a stream and read
  // back whole (docs/decisions/0036-rendered-pages-cheaper.md, sixth session).
  if (loadContext.takePage) {
    loadContext.takePage(page);
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Response(
    new Uint8Array(page.buffer, page.byteOffset, page.byteLength) as Uint8Array<ArrayBuffer>,
    {
      status: responseStatusCode,
      headers: responseHeaders,
    },
  );
}

/** React's mark of a Suspense boundary the server left for the browser to render. */
export const CLIENT_RENDERED = "<!--$!-->";

/**
 * Single fetch hands the loader data to the page as a stream that Remix's <RemixServer> reads inside
 * Suspense, a chunk at a time. It is read whole here first (it ends once every promise in it has settled or
 * `streamTimeout` has cut it off) and left where <RemixServer> looks for chunks it has read, as one chunk,
 * so the render never waits.
 */
async function handOffLoaderData(context: EntryContext) {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta) return;
  const decoder = new TextDecoder();
  let value = "";
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read())
    value += decoder.decode(read.value, { stream: true });
  value += decoder.decode();
  context.renderMeta.streamCache = { 0: Object.assign(Promise.resolve(), { result: { done: true, value } }) };
  context.serverHandoffStream = new ReadableStream();
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

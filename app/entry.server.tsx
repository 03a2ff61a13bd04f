import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { NonceContext } from "~/components/nonce";
import { requestLocale, serverI18n } from "~/utils/i18n.server";

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
  const i18n = await serverI18n(await requestLocale(request));
  const nonce = loadContext.cspNonce ?? "";
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { status, headers: responseHeaders }));
          pipe(body);
        },
        onShellError(error) {
          reject(error);
        },
        onError(error) {
          status = 500;
          if (!request.signal.aborted) console.error("render failed:", error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(`error handling ${request.method} ${new URL(request.url).pathname}:`, error);
}

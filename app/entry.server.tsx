import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { NonceContext } from "~/components/nonce";
import { requestLocale, serverI18n } from "~/utils/i18n.server";

// renderToString, not the streaming renderer: no page uses Suspense, and streaming costs about twice
// the CPU per request here (see FINDINGS.md and docs/decisions/0003-rendering.md).
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const i18n = await serverI18n(await requestLocale(request));
  const nonce = loadContext.cspNonce ?? "";
  const html = renderToString(
    <NonceContext.Provider value={nonce}>
      <I18nextProvider i18n={i18n}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </I18nextProvider>
    </NonceContext.Provider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${html}`, { status: responseStatusCode, headers: responseHeaders });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(`error handling ${request.method} ${new URL(request.url).pathname}:`, error);
}

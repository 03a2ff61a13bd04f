import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLocale } from "~/lib/locale";
import { offlinePage } from "~/lib/offline-page";
import styles from "~/styles/app.css?url";
import { assertParam } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";

// GET /{lang}/offline — what the service worker shows for a page it can neither fetch nor has kept
// (app/lib/offline-page.ts; docs/decisions/0033-offline-and-installable.md). The worker fetches it without
// cookies when it installs, so it is the same for everyone and carries nothing personal.

export async function loader({ request, params }: LoaderFunctionArgs) {
  assertParam(isLocale(params.lang), request);
  const t = await getT(params.lang);
  return new Response(offlinePage(t, params.lang, styles), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      "X-Robots-Tag": "noindex",
    },
  });
}

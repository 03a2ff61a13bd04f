import type { LoaderFunctionArgs } from "@remix-run/node";
import { webManifest } from "~/lib/web-manifest";
import { getT, requestLocale } from "~/utils/i18n.server";

// GET /manifest.webmanifest — the web app manifest (app/lib/web-manifest.ts) in the visitor's language: the
// language cookie, else Accept-Language, else German (browsers fetch it without a language in the path).

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await requestLocale(request);
  return new Response(JSON.stringify(webManifest(await getT(locale), locale)), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      Vary: "Cookie, Accept-Language",
    },
  });
}

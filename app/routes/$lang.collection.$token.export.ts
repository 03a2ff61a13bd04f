import type { LoaderFunctionArgs } from "@remix-run/node";
import { localePath } from "~/lib/locale";
import { SHARE_TOKEN } from "~/lib/member-book";
import { exportResponse, loadSharedExport } from "~/services/recipe-export.server";
import { getEnv } from "~/utils/env.server";
import { assertParam, notFound } from "~/utils/http.server";
import { routeLocale } from "~/utils/route-locale";

// A shared collection's download for anyone holding the link: the same JSON-LD file as the owner's, but
// never with the owner's private notes nor anything about who keeps it. A revoked link is "Page Not Found"
// here as on the page.

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const token = params.token ?? "";
  assertParam(SHARE_TOKEN.test(token), request);
  const loaded = await loadSharedExport(context.db, token, locale);
  if (!loaded) throw notFound(new URL(request.url).pathname, "param");
  const origin = new URL(getEnv().PUBLIC_URL).origin;
  return exportResponse(loaded, locale, `${origin}${localePath(locale, `/collection/${token}`)}`, true);
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { localePath } from "~/lib/locale";
import {
  exportResponse,
  loadMemberExport,
  parseExportSource,
  sourcePage,
} from "~/services/recipe-export.server";
import { requireUser } from "~/utils/auth.server";
import { getEnv } from "~/utils/env.server";
import { assertParam, notFound } from "~/utils/http.server";
import { routeLocale } from "~/utils/route-locale";

// A member's download of their favourites, their own recipes or one of their collections: a JSON-LD file
// of schema.org Recipes with strength, source and their private notes (app/lib/recipe-export.ts). Another
// member's collection is "Page Not Found", like a mistyped address; a visitor is sent to log in.

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const source = parseExportSource(params.source);
  assertParam(source !== null, request);
  const user = await requireUser(request, context, locale);
  const loaded = await loadMemberExport(context.db, user.id, source, locale);
  if (!loaded) throw notFound(new URL(request.url).pathname, "param");
  const page = sourcePage(source);
  const origin = new URL(getEnv().PUBLIC_URL).origin;
  return exportResponse(loaded, locale, `${origin}${localePath(locale, page)}`, false);
}

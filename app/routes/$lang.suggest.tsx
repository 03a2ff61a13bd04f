import type { LoaderFunctionArgs } from "@remix-run/node";
import { suggestRecipes } from "~/models/search.server";
import { requestQuery } from "~/utils/http.server";
import { routeLocale } from "~/utils/route-locale";

// Suggestions for the header search box (JSON; the box asks only with JavaScript on).
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const q = (requestQuery(request).get("q") ?? "").trim().slice(0, 100);
  const suggestions = q.length >= 2 ? await suggestRecipes(context.db, q, routeLocale(params)) : [];
  return Response.json({ suggestions }, { headers: { "Cache-Control": "public, max-age=60" } });
}

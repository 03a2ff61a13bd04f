import type { LoaderFunctionArgs } from "@remix-run/node";
import { localePath } from "~/lib/locale";
import { randomRecipeSlug } from "~/models/recipes.server";
import { safeRedirect } from "~/utils/http.server";
import { routeLocale } from "~/utils/route-locale";

// "Surprise me": a different recipe on every visit.
export async function loader({ params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const slug = await randomRecipeSlug(context.db);
  const list = localePath(locale, "/recipe/list");
  return safeRedirect(slug ? localePath(locale, `/recipe/${slug}`) : list, list, {
    headers: { "Cache-Control": "no-store" },
  });
}

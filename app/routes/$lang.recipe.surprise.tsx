import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { localePath } from "~/lib/locale";
import { randomRecipeSlug } from "~/models/recipes.server";
import { routeLocale } from "~/utils/route-locale";

// "Surprise me": a different recipe on every visit.
export async function loader({ params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const slug = await randomRecipeSlug(context.db);
  return redirect(localePath(locale, slug ? `/recipe/${slug}` : "/recipe/list"), {
    headers: { "Cache-Control": "no-store" },
  });
}

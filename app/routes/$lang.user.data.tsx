import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportUserData } from "~/models/users.server";
import { requireUser } from "~/utils/auth.server";
import { routeLocale } from "~/utils/route-locale";

// "Download my data": everything we hold about the member, as a JSON file.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, routeLocale(params));
  const data = await exportUserData(context.db, user.id);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="cocktail-atlas-${user.profileSlug}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}

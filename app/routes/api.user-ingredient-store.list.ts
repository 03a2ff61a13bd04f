import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listBars } from "~/models/bars.server";
import { apiHandler, apiJson, methodNotAllowed, requireApiUser } from "~/utils/api.server";

// The member's saved bars with their ingredients, for API clients (GET only).
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const user = await requireApiUser(request, context);
  const locale = user.locale === "en" ? "en" : "de";
  return apiJson({ bars: await listBars(context.db, user.id, locale) });
});

export const action = apiHandler(async (_args: ActionFunctionArgs) => methodNotAllowed(["GET", "HEAD"]));

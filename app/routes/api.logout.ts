import { logOut } from "~/services/login.server";
import { apiHandler, apiJson, methodNotAllowed, requireApiUser } from "~/utils/api.server";

// POST /api/logout ends the session of the token the request carries.

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));

export const action = apiHandler(async ({ request, context }) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  await requireApiUser(request, context);
  await logOut(context, request);
  return apiJson({ success: true });
});

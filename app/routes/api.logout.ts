import { deleteSession } from "~/models/sessions.server";
import { apiHandler, apiJson, methodNotAllowed, requireApiUser } from "~/utils/api.server";
import { requestToken } from "~/utils/auth.server";

// POST /api/logout ends the session of the token the request carries.

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));

export const action = apiHandler(async ({ request, context }) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  await requireApiUser(request, context);
  const token = requestToken(request);
  if (token) await deleteSession(context.db, token);
  return apiJson({ success: true });
});

import { updateNewsletter } from "~/models/users.server";
import {
  apiError,
  apiHandler,
  apiJson,
  methodNotAllowed,
  readJsonBody,
  requireApiUser,
} from "~/utils/api.server";

// POST /api/update-user-newsletter {state} → {success: true, newsletter}, by the rule in updateNewsletter.

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));

export const action = apiHandler(async ({ request, context }) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const body = await readJsonBody(request);
  if (typeof body.state !== "boolean") return apiError(400, "state must be true or false");
  return apiJson({ success: true, newsletter: await updateNewsletter(context.db, user.id, body.state) });
});

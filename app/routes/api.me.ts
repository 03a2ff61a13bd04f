import { apiHandler, apiJson, apiUser, methodNotAllowed, requireApiUser } from "~/utils/api.server";

// GET /api/me → the signed-in user.

export const loader = apiHandler(async ({ request, context }) => {
  return apiJson(apiUser(await requireApiUser(request, context)));
});

export const action = apiHandler(async () => methodNotAllowed(["GET", "HEAD"]));

import { sessionUser } from "~/models/sessions.server";
import { logInWithJson } from "~/services/login.server";
import { apiError, apiHandler, apiJson, apiUser, methodNotAllowed } from "~/utils/api.server";
import { getT } from "~/utils/i18n.server";

// POST /api/login {email, password} → {token, user}: the token goes in `Authorization: Bearer <token>`.

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));

export const action = apiHandler(async ({ request, context }) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  // remix-auth's "json" strategy reads the body (readJsonBody's limits) and logs in: app/services/login.server.ts
  const result = await logInWithJson(context, request);
  if (result.ok) {
    const user = await sessionUser(context.db, result.token);
    if (!user) return apiError(500, "internal error");
    return apiJson({ token: result.token, user: apiUser(user) });
  }
  if (result.reason === "unconfirmed") return apiError(403, "email not confirmed");
  if (result.reason === "limited") {
    return apiError(429, "too many login attempts", { "Retry-After": String(result.retryAfter) });
  }
  // Refused, never cut: the same rule and words as the forms (the API answers in English).
  if (result.reason === "tooLong") return apiError(400, (await getT("en"))("account.passwordTooLong"));
  return apiError(401, "invalid email or password");
});

import { PASSWORD_MAX } from "~/lib/account-rules";
import { sessionUser } from "~/models/sessions.server";
import { apiError, apiHandler, apiJson, apiUser, methodNotAllowed, readJsonBody } from "~/utils/api.server";
import { LoginError, logIn } from "~/utils/auth.server";
import { getT } from "~/utils/i18n.server";

// POST /api/login {email, password} → {token, user}: the token goes in `Authorization: Bearer <token>`.

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));

export const action = apiHandler(async ({ request, context }) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const body = await readJsonBody(request);
  if (typeof body.email !== "string" || typeof body.password !== "string") {
    return apiError(400, "email and password must be strings");
  }
  // Refused, never cut: the same rule and words as the forms (the API answers in English).
  if (body.password.length > PASSWORD_MAX) {
    return apiError(400, (await getT("en"))("account.passwordTooLong"));
  }
  try {
    const { token } = await logIn(context, request, body.email, body.password);
    const user = await sessionUser(context.db, token);
    if (!user) return apiError(500, "internal error");
    return apiJson({ token, user: apiUser(user) });
  } catch (error) {
    if (!(error instanceof LoginError)) throw error;
    if (error.reason === "unconfirmed") return apiError(403, "email not confirmed");
    if (error.reason === "limited") {
      return apiError(429, "too many login attempts", { "Retry-After": String(error.retryAfter) });
    }
    if (error.reason === "tooLong") return apiError(400, (await getT("en"))("account.passwordTooLong"));
    return apiError(401, "invalid email or password");
  }
});

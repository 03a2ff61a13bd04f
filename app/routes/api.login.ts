import { EMAIL_MAX, PASSWORD_MAX } from "~/lib/account-rules";
import { createSession, sessionUser } from "~/models/sessions.server";
import { apiError, apiHandler, apiJson, apiUser, methodNotAllowed, readJsonBody } from "~/utils/api.server";
import { LoginError, verifyLogin } from "~/utils/auth.server";

// POST /api/login {email, password} → {token, user}: the token goes in `Authorization: Bearer <token>`.

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));

export const action = apiHandler(async ({ request, context }) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const body = await readJsonBody(request);
  if (typeof body.email !== "string" || typeof body.password !== "string") {
    return apiError(400, "email and password must be strings");
  }
  try {
    // cut like the login form does, so both check the same thing
    const email = body.email.slice(0, EMAIL_MAX);
    const password = body.password.slice(0, PASSWORD_MAX);
    const userId = await verifyLogin(context.db, context.clientIp, email, password);
    const token = await createSession(context.db, userId);
    const user = await sessionUser(context.db, token);
    if (!user) return apiError(500, "internal error");
    return apiJson({ token, user: apiUser(user) });
  } catch (error) {
    if (!(error instanceof LoginError)) throw error;
    if (error.reason === "unconfirmed") return apiError(403, "email not confirmed");
    if (error.reason === "limited") {
      return apiError(429, "too many login attempts", { "Retry-After": String(error.retryAfter) });
    }
    return apiError(401, "invalid email or password");
  }
});

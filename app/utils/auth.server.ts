import type { AppLoadContext } from "@remix-run/node";
import { bearerToken } from "~/lib/account-rules";
import { type Locale, localePath } from "~/lib/locale";
import { type SessionUser, sessionUser } from "~/models/sessions.server";
import { clearCookie, readCookie, setCookie } from "./cookies.server";
import { safeRedirect } from "./http.server";

// Request plumbing of accounts: the session cookie, the token a request carries, and who the request
// belongs to. Logging in and ending sessions are app/services/login.server.ts.

// ---- the session cookie ----

/** A Set-Cookie header carrying a new session's token (app/utils/cookies.server.ts builds every cookie). */
export function sessionCookie(token: string): Promise<string> {
  return setCookie("session", token);
}

export function clearSessionCookie(): Promise<string> {
  return clearCookie("session");
}

/** The token that authenticates this request: the bearer token (API) or the session cookie. */
export async function requestToken(request: Request): Promise<string | null> {
  const header = request.headers.get("Authorization");
  if (header !== null) return bearerToken(header);
  return readCookie("session", request);
}

/** The signed-in user, or null. Looked up at most once per request. */
const seen = new WeakMap<Request, Promise<SessionUser | null>>();
export function currentUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  let user = seen.get(request);
  if (!user) {
    user = requestToken(request).then((token) => (token ? sessionUser(context.db, token) : null));
    seen.set(request, user);
  }
  return user;
}

/** The signed-in user; anyone else goes to the login page and comes back here afterwards. */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<SessionUser> {
  const user = await currentUser(request, context);
  if (user) return user;
  const url = new URL(request.url);
  const back = request.method === "GET" ? `${url.pathname}${url.search}` : url.pathname;
  const login = localePath(locale, "/user/login");
  throw safeRedirect(`${login}?redirectTo=${encodeURIComponent(back)}`, login);
}

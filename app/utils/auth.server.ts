import { hash, verify } from "@node-rs/argon2";
import type { AppLoadContext } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { bearerToken, EMAIL_MAX, normalizeEmail, PASSWORD_MAX } from "~/lib/account-rules";
import { type Locale, localePath } from "~/lib/locale";
import { LOGIN_PAIR_STOP } from "~/lib/login-backoff";
import { deviceHint } from "~/lib/user-agent";
import { clearLoginStreak, pairStopKey, startLoginAttempt } from "~/models/login-backoff.server";
import { hitRateLimit, peekRateLimit } from "~/models/rate-limits.server";
import {
  createSession,
  deleteOtherSession,
  deleteSession,
  deleteUserSessions,
  pruneExpiredSessions,
  type SessionUser,
  sessionUser,
} from "~/models/sessions.server";
import { findUserByEmail } from "~/models/users.server";
import { clearCookie, readCookie, setCookie } from "./cookies.server";
import { getEnv } from "./env.server";
import { safeRedirect } from "./http.server";
import { requestFields, securityEvent } from "./security-log.server";

// argon2id with the OWASP minimum: m = 19456 KiB, t = 2, p = 1.
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash to check against when the address is unknown, so a login takes as long either way.
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword("decoy password that nobody has");
  return decoyHash;
}

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

// ---- login ----

export const LOGIN_LIMITS = {
  /** LOGIN_RATE_LIMIT (default 10) logins per minute and client address */
  perIpWindowSeconds: 60,
} as const;

export class LoginError extends Error {
  constructor(
    /** "tooLong": a password over PASSWORD_MAX characters, refused before anything is checked */
    readonly reason: "invalid" | "unconfirmed" | "limited" | "tooLong",
    readonly retryAfter = 0,
  ) {
    super(reason);
  }
}

/** What a login needs from the request's context: the database, the client's address, the request id. */
export type LoginContext = Pick<AppLoadContext, "db" | "clientIp" | "requestId">;

/** Where a password is asked for: the login form or the API, or the page of the registration's confirmation link. */
export type PasswordCheck = "login" | "register-confirm";

/**
 * Checks an e-mail address and password with the abuse limits; returns the account or throws LoginError.
 * Whether the address is confirmed is the caller's question. In order:
 * - a password over PASSWORD_MAX characters is refused as such, never cut;
 * - LOGIN_RATE_LIMIT attempts per minute and client address (`rate-limit.hit`);
 * - the hard stop, then the growing wait, both per account and address (`login.backoff`, from
 *   app/lib/login-backoff.ts): an attacker's addresses are slowed, the owner's address is not;
 * - the password itself, against a decoy hash for unknown addresses so both take as long
 *   (`login.failure`, its detail "invalid" for a login and the page's name for a confirmation link).
 */
export async function checkPassword(
  context: LoginContext,
  email: string,
  password: string,
  via: PasswordCheck = "login",
): Promise<{ id: number; email_confirmed_at: Date | null }> {
  if (password.length > PASSWORD_MAX) throw new LoginError("tooLong");
  const { db } = context;
  const fields = requestFields(context);
  const perIp = await hitRateLimit(
    db,
    `login-ip:${context.clientIp}`,
    getEnv().LOGIN_RATE_LIMIT,
    LOGIN_LIMITS.perIpWindowSeconds,
  );
  if (!perIp.allowed) {
    securityEvent("rate-limit.hit", { ...fields, detail: "login-ip", retryAfter: perIp.retryAfter });
    throw new LoginError("limited", perIp.retryAfter);
  }

  const account = normalizeEmail(email).slice(0, EMAIL_MAX);
  const pairKey = pairStopKey(account, context.clientIp);
  const { failures: pairLimit, windowSeconds: pairWindow } = LOGIN_PAIR_STOP;
  const pair = await peekRateLimit(db, pairKey, pairLimit, pairWindow);
  if (!pair.allowed) {
    securityEvent("login.backoff", { ...fields, email, detail: "address", retryAfter: pair.retryAfter });
    throw new LoginError("limited", pair.retryAfter);
  }
  const backoff = await startLoginAttempt(db, account, context.clientIp);
  if (!backoff.allowed) {
    securityEvent("login.backoff", { ...fields, email, detail: "account", retryAfter: backoff.retryAfter });
    throw new LoginError("limited", backoff.retryAfter);
  }

  const user = email && password ? await findUserByEmail(db, email) : undefined;
  const ok = await verifyPassword(user?.password_hash ?? (await decoy()), password);
  if (!user || !ok) {
    await hitRateLimit(db, pairKey, pairLimit, pairWindow);
    const detail = via === "login" ? "invalid" : via;
    securityEvent("login.failure", { ...fields, email, userId: user?.id, detail });
    throw new LoginError("invalid");
  }
  // The right password ends the streak, confirmed or not.
  await clearLoginStreak(db, account, context.clientIp);
  return user;
}

/**
 * Checks an e-mail address and password for a login (`checkPassword`), and that the address is confirmed;
 * returns the user id or throws LoginError. Shared by the login form (through remix-auth's FormStrategy)
 * and the JSON API.
 */
export async function verifyLogin(context: LoginContext, email: string, password: string): Promise<number> {
  const user = await checkPassword(context, email, password);
  const fields = requestFields(context);
  if (!user.email_confirmed_at) {
    securityEvent("login.failure", { ...fields, email, userId: user.id, detail: "unconfirmed" });
    throw new LoginError("unconfirmed");
  }
  securityEvent("login.success", { ...fields, userId: user.id });
  return user.id;
}

/** Logs in: the checks of `verifyLogin`, then a new session with the device hint of this request. */
export async function logIn(
  context: LoginContext,
  request: Request,
  email: string,
  password: string,
): Promise<{ userId: number; token: string }> {
  const userId = await verifyLogin(context, email, password);
  return { userId, token: await openSession(context, request, userId) };
}

/** A new session for `userId`, whose password was just checked, with the device hint of this request. */
export async function openSession(context: LoginContext, request: Request, userId: number): Promise<string> {
  await pruneExpiredSessions(context.db, userId);
  // A new session token on every login.
  return createSession(context.db, userId, deviceHint(request.headers.get("User-Agent")));
}

/** remix-auth with the form strategy: `authenticate` answers the new session's token or throws LoginError. */
export function loginAuthenticator(context: LoginContext) {
  return new Authenticator<{ userId: number; token: string }>().use(
    new FormStrategy(async ({ form, request }) => {
      const email = String(form.get("email") ?? "");
      const password = String(form.get("password") ?? "");
      return logIn(context, request, email, password);
    }),
    "password",
  );
}

// ---- ending sessions ----

/**
 * Logs out: ends the session of the request's token (cookie or bearer), if it is one. A login over an
 * existing session ends that one too ("replaced"), so two sessions never hang on one browser.
 */
export async function logOut(
  context: LoginContext,
  request: Request,
  detail: "logout" | "replaced" = "logout",
): Promise<void> {
  const token = await requestToken(request);
  if (!token) return;
  const userId = await deleteSession(context.db, token);
  if (userId !== null) securityEvent("session.end", { ...requestFields(context), userId, detail });
}

/** Ends one of the member's other sessions; false when it is not theirs, is this one, or is gone. */
export async function endOtherSession(
  context: LoginContext,
  user: SessionUser,
  sessionId: number,
): Promise<boolean> {
  const ended = await deleteOtherSession(context.db, user.id, sessionId, user.sessionId);
  if (ended) securityEvent("session.end", { ...requestFields(context), userId: user.id, detail: "one" });
  return ended;
}

/** Ends every session of the member but this one; answers how many ended. */
export async function endOtherSessions(context: LoginContext, user: SessionUser): Promise<number> {
  const count = await deleteUserSessions(context.db, user.id, user.sessionId);
  securityEvent("session.end", { ...requestFields(context), userId: user.id, detail: "others" });
  return count;
}

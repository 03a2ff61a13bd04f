import { hash, verify } from "@node-rs/argon2";
import { type AppLoadContext, redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { bearerToken, normalizeEmail } from "~/lib/account-rules";
import { type Locale, localePath } from "~/lib/locale";
import { hitRateLimit, peekRateLimit } from "~/models/rate-limits.server";
import { createSession, type SessionUser, sessionUser } from "~/models/sessions.server";
import { findUserByEmail } from "~/models/users.server";
import type { DB } from "../../db/client";
import { getEnv, isSecureSite } from "./env.server";

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

export function sessionCookieName(): string {
  return isSecureSite() ? "__Host-session" : "session";
}

export function sessionCookie(token: string): string {
  const parts = [
    `${sessionCookieName()}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${30 * 24 * 3600}`,
  ];
  if (isSecureSite()) parts.push("Secure");
  return parts.join("; ");
}

export function clearSessionCookie(): string {
  const parts = [`${sessionCookieName()}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0"];
  if (isSecureSite()) parts.push("Secure");
  return parts.join("; ");
}

function cookieToken(request: Request): string | null {
  const name = sessionCookieName();
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=") || null;
  }
  return null;
}

/** The token that authenticates this request: the bearer token (API) or the session cookie. */
export function requestToken(request: Request): string | null {
  const header = request.headers.get("Authorization");
  if (header !== null) return bearerToken(header);
  return cookieToken(request);
}

/** The signed-in user, or null. Looked up at most once per request. */
const seen = new WeakMap<Request, Promise<SessionUser | null>>();
export function currentUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  let user = seen.get(request);
  if (!user) {
    const token = requestToken(request);
    user = token ? sessionUser(context.db, token) : Promise.resolve(null);
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
  throw redirect(`${localePath(locale, "/user/login")}?redirectTo=${encodeURIComponent(back)}`);
}

// ---- login ----

export const LOGIN_LIMITS = {
  /** LOGIN_RATE_LIMIT (default 10) logins per minute and client address */
  perIpWindowSeconds: 60,
  failuresPerAccount: { limit: 5, windowSeconds: 15 * 60 },
} as const;

export class LoginError extends Error {
  constructor(
    readonly reason: "invalid" | "unconfirmed" | "limited",
    readonly retryAfter = 0,
  ) {
    super(reason);
  }
}

/**
 * Checks an e-mail address and password with the abuse limits; returns the user id or throws LoginError.
 * Shared by the login form (through remix-auth's FormStrategy) and the JSON API.
 */
export async function verifyLogin(
  db: DB,
  clientIp: string,
  email: string,
  password: string,
): Promise<number> {
  const perIp = await hitRateLimit(
    db,
    `login-ip:${clientIp}`,
    getEnv().LOGIN_RATE_LIMIT,
    LOGIN_LIMITS.perIpWindowSeconds,
  );
  if (!perIp.allowed) throw new LoginError("limited", perIp.retryAfter);
  const accountKey = `login-fail:${normalizeEmail(email)}`;
  const { limit, windowSeconds } = LOGIN_LIMITS.failuresPerAccount;
  const failures = await peekRateLimit(db, accountKey, limit, windowSeconds);
  if (!failures.allowed) throw new LoginError("limited", failures.retryAfter);

  const user = email && password ? await findUserByEmail(db, email) : undefined;
  const ok = await verifyPassword(user?.password_hash ?? (await decoy()), password);
  if (!user || !ok) {
    await hitRateLimit(db, accountKey, limit, windowSeconds);
    throw new LoginError("invalid");
  }
  if (!user.email_confirmed_at) throw new LoginError("unconfirmed");
  return user.id;
}

/** remix-auth with the form strategy: `authenticate` answers the new session's token or throws LoginError. */
export function loginAuthenticator(context: AppLoadContext) {
  return new Authenticator<{ userId: number; token: string }>().use(
    new FormStrategy(async ({ form }) => {
      const email = String(form.get("email") ?? "").slice(0, 254);
      const password = String(form.get("password") ?? "").slice(0, 128);
      const userId = await verifyLogin(context.db, context.clientIp, email, password);
      // A new session token on every login.
      return { userId, token: await createSession(context.db, userId) };
    }),
    "password",
  );
}

import type { Submission } from "@conform-to/react";
import { hash, verify } from "@node-rs/argon2";
import type { AppLoadContext } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { Strategy } from "remix-auth/strategy";
import { FormStrategy } from "remix-auth-form";
import type { z } from "zod";
import { EMAIL_MAX, normalizeEmail, PASSWORD_MAX } from "~/lib/account-rules";
import { loginActionSchema } from "~/lib/account-schemas";
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
} from "~/models/sessions.server";
import { findUserByEmail } from "~/models/users.server";
import { apiError, readJsonBody } from "~/utils/api.server";
import { requestToken } from "~/utils/auth.server";
import { getEnv } from "~/utils/env.server";
import { boundedFormRequest, cleanForm, malformedForm, parseForm } from "~/utils/forms.server";
import { requestFields, securityEvent } from "~/utils/security-log.server";

// Logging in, with its limits, and ending sessions. One way in: remix-auth's Authenticator with two
// strategies, "form" (the login page: remix-auth-form's FormStrategy, fed the body bounded by the site's form
// limits) and "json" (POST /api/login). Each parses the request's body once, and both check the credentials
// with `logIn`: the same rate limit, back-off, hash check,
// security events and new session. The session cookie and "who is this request" stay request plumbing in
// app/utils/auth.server.ts.

// ---- passwords ----

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

// ---- checking a password with the limits ----

export const LOGIN_LIMITS = {
  /** LOGIN_RATE_LIMIT (default 10) logins per minute and client address */
  perIpWindowSeconds: 60,
} as const;

/** What a login needs from the request's context: the database, the client's address, the request id. */
export type LoginContext = Pick<AppLoadContext, "db" | "clientIp" | "requestId">;

/** Where a password is asked for: the login form or the API, or the page of the registration's confirmation link. */
export type PasswordCheckVia = "login" | "register-confirm";

/** Refusals of a password check: "tooLong" is a password over PASSWORD_MAX characters, refused before anything is checked. */
export type PasswordCheck =
  | { ok: true; user: { id: number; email_confirmed_at: Date | null } }
  | { ok: false; reason: "invalid" | "tooLong" }
  | { ok: false; reason: "limited"; retryAfter: number };

/**
 * Checks an e-mail address and password with the abuse limits and answers the account. Whether the address
 * is confirmed is the caller's question. In order:
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
  via: PasswordCheckVia = "login",
): Promise<PasswordCheck> {
  if (password.length > PASSWORD_MAX) return { ok: false, reason: "tooLong" };
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
    return { ok: false, reason: "limited", retryAfter: perIp.retryAfter };
  }

  const account = normalizeEmail(email).slice(0, EMAIL_MAX);
  const pairKey = pairStopKey(account, context.clientIp);
  const { failures: pairLimit, windowSeconds: pairWindow } = LOGIN_PAIR_STOP;
  const pair = await peekRateLimit(db, pairKey, pairLimit, pairWindow);
  if (!pair.allowed) {
    securityEvent("login.backoff", { ...fields, email, detail: "address", retryAfter: pair.retryAfter });
    return { ok: false, reason: "limited", retryAfter: pair.retryAfter };
  }
  const backoff = await startLoginAttempt(db, account, context.clientIp);
  if (!backoff.allowed) {
    securityEvent("login.backoff", { ...fields, email, detail: "account", retryAfter: backoff.retryAfter });
    return { ok: false, reason: "limited", retryAfter: backoff.retryAfter };
  }

  const user = email && password ? await findUserByEmail(db, email) : undefined;
  const ok = await verifyPassword(user?.password_hash ?? (await decoy()), password);
  if (!user || !ok) {
    await hitRateLimit(db, pairKey, pairLimit, pairWindow);
    const detail = via === "login" ? "invalid" : via;
    securityEvent("login.failure", { ...fields, email, userId: user?.id, detail });
    return { ok: false, reason: "invalid" };
  }
  // The right password ends the streak, confirmed or not.
  await clearLoginStreak(db, account, context.clientIp);
  return { ok: true, user };
}

// ---- logging in ----

export type LoginResult =
  | { ok: true; userId: number; token: string }
  | { ok: false; reason: "invalid" | "tooLong" | "unconfirmed" }
  | { ok: false; reason: "limited"; retryAfter: number };

type Credentials = { email: string; password: string };

/**
 * Logs in: `checkPassword`, then that the address is confirmed, then a new session with the device hint of
 * this request. Both strategies end here.
 */
async function logIn(
  context: LoginContext,
  request: Request,
  credentials: Credentials,
): Promise<LoginResult> {
  const { email, password } = credentials;
  const checked = await checkPassword(context, email, password);
  if (!checked.ok) return checked;
  const fields = requestFields(context);
  if (!checked.user.email_confirmed_at) {
    securityEvent("login.failure", { ...fields, email, userId: checked.user.id, detail: "unconfirmed" });
    return { ok: false, reason: "unconfirmed" };
  }
  securityEvent("login.success", { ...fields, userId: checked.user.id });
  return { ok: true, userId: checked.user.id, token: await openSession(context, request, checked.user.id) };
}

/** A new session for `userId`, whose password was just checked, with the device hint of this request. */
export async function openSession(context: LoginContext, request: Request, userId: number): Promise<string> {
  await pruneExpiredSessions(context.db, userId);
  // A new session token on every login.
  return createSession(context.db, userId, deviceHint(request.headers.get("User-Agent")));
}

/** The login page's submission: log in, or send the confirmation mail again (app/lib/account-schemas.ts). */
export type LoginSubmission = Submission<
  z.input<typeof loginActionSchema>,
  string[],
  z.output<typeof loginActionSchema>
>;

/**
 * What authenticating answers. "form": the submission as conform parsed it, and the login's result when the
 * submission asked for a login and was valid (`null` for a form with errors or the resend intent).
 * "json": the login's result; a body that holds no credentials is refused by the strategy with a JSON 4xx.
 */
export type LoginAttempt =
  | { via: "form"; submission: LoginSubmission; result: LoginResult | null }
  | { via: "json"; result: LoginResult };

/**
 * A remix-auth strategy for the JSON API's password login: `read` takes the request's body once, with the
 * API's limits, and `verify` gets what it read.
 */
class JsonPasswordStrategy extends Strategy<LoginAttempt, { input: Credentials; request: Request }> {
  name = "json";

  constructor(verify: Strategy.VerifyFunction<LoginAttempt, { input: Credentials; request: Request }>) {
    super(verify);
  }

  async authenticate(request: Request): Promise<LoginAttempt> {
    return this.verify({ input: await readLoginJson(request), request });
  }
}

/** The JSON API's body `{email, password}`: readJsonBody (413, 415, 400 thrown), then two strings or a 400. */
async function readLoginJson(request: Request): Promise<Credentials> {
  const body = await readJsonBody(request);
  if (typeof body.email !== "string" || typeof body.password !== "string") {
    throw apiError(400, "email and password must be strings");
  }
  return { email: body.email, password: body.password };
}

/** remix-auth with the two strategies, for this request's context (the database travels in it). */
export function loginAuthenticator(context: LoginContext): Authenticator<LoginAttempt> {
  return new Authenticator<LoginAttempt>()
    .use(
      new FormStrategy<LoginAttempt>(async ({ form, request }) => {
        // The form as remix-auth-form parsed it, control characters taken out, then conform's parse
        // (errors, honeypot).
        const submission: LoginSubmission = parseForm(cleanForm(form), loginActionSchema);
        const login =
          submission.status === "success" && submission.value.intent === "login" ? submission.value : null;
        return { via: "form", submission, result: login ? await logIn(context, request, login) : null };
      }),
    )
    .use(
      new JsonPasswordStrategy(async ({ input, request }) => ({
        via: "json",
        result: await logIn(context, request, input),
      })),
    );
}

/** The login page's attempt: `loginAuthenticator(context).authenticate("form", request)`. */
export async function logInWithForm(context: LoginContext, request: Request) {
  // 415 / 413 / 400 thrown for a body that cannot be a form; fields cut after the limit, not parsed yet.
  const bounded = await boundedFormRequest(request);
  let attempt: LoginAttempt;
  try {
    attempt = await loginAuthenticator(context).authenticate("form", bounded);
  } catch (error) {
    // FormStrategy's parse of a bounded body that is still not a form (a broken multipart body)
    if (error instanceof TypeError) throw malformedForm(request);
    throw error;
  }
  if (attempt.via !== "form") throw new Error('the strategy "form" answered for another');
  return attempt;
}

/** POST /api/login's attempt: `loginAuthenticator(context).authenticate("json", request)`. */
export async function logInWithJson(context: LoginContext, request: Request): Promise<LoginResult> {
  const attempt = await loginAuthenticator(context).authenticate("json", request);
  if (attempt.via !== "json") throw new Error('the strategy "json" answered for another');
  return attempt.result;
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

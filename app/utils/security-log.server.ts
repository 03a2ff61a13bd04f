import { getEnv } from "./env.server";

// Security events: one JSON line each on stdout, with the request id, never a password, token or whole
// e-mail address. Tests (and a deployment's log shipper) read them; `onSecurityEvent` lets a test listen.

export type SecurityEventName =
  | "login.success"
  | "login.failure"
  | "login.backoff"
  | "password.reset"
  | "password.change"
  | "session.end"
  | "account.delete"
  | "request.cross-site"
  | "request.refused"
  | "authorization.denied"
  | "rate-limit.hit"
  /** who may change a brand changed: an invitation sent, accepted or withdrawn, a member removed */
  | "brand.team";

export type SecurityEventFields = {
  requestId?: string;
  ip?: string;
  userId?: number;
  /** masked before it is written: "j***@example.com" */
  email?: string;
  /** what the event is about, e.g. the rate limit's name or which sessions ended */
  detail?: string;
  /** seconds until a limit lifts */
  retryAfter?: number;
};

export type SecurityEvent = { time: string; kind: "security"; event: SecurityEventName } & Omit<
  SecurityEventFields,
  "email"
> & { email?: string };

type Listener = (event: SecurityEvent) => void;
const listeners = new Set<Listener>();

/** "jane.doe@example.com" → "j***@example.com": enough to tell accounts apart in a log, not to mail them. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at).slice(0, 100)}`;
}

export function securityEvent(event: SecurityEventName, fields: SecurityEventFields = {}): void {
  const entry: SecurityEvent = {
    time: new Date().toISOString(),
    kind: "security",
    event,
    ...fields,
    ...(fields.email !== undefined ? { email: maskEmail(fields.email) } : {}),
  };
  for (const listener of listeners) listener(entry);
  if (getEnv().SECURITY_LOG) console.log(JSON.stringify(entry));
}

/** Listens to security events (for tests); returns the function that stops listening. */
export function onSecurityEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The fields every event from a request carries. */
export function requestFields(context: { requestId?: string; clientIp: string }): SecurityEventFields {
  return { requestId: context.requestId, ip: context.clientIp };
}

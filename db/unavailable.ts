// What a lost database looks like: the error queries throw when PostgreSQL cannot be reached, and a test
// that recognises it. No imports, so the server bundle (app/entry.server.tsx through app/models/health.server)
// can use it without loading a driver. db/client.ts turns pg's connection failures into this error.

/** Node's socket errors that mean the server is not there (refused, reset, unreachable, timed out). */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EHOSTDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs that mean "not now" rather than "wrong query": class 08 (connection exception), the server
 * shutting down or starting up (57P01–57P03), and too many connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;

/** pg's own messages for a connection that broke or never came (it sets no code on these). */
const PG_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectionTimeoutMillis
  /^timeout expired$/, // pg: the server did not complete the connection handshake in time
  /is not queryable$/, // a client whose connection already failed
];

/** A query could not run because the database cannot be reached. The driver's error is its `cause`. */
export class DatabaseUnavailableError extends Error {
  override readonly name = "DatabaseUnavailableError";
  constructor(cause: unknown) {
    super(`the database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/** True for a driver or socket error that means the database cannot be reached (not a failed query). */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  return PG_MESSAGES.some((re) => re.test(error.message));
}

/**
 * True when `error` (or an error it was caused by) is a DatabaseUnavailableError or a raw connection failure.
 * Checked by name, not `instanceof`: the server bundle holds its own copy of this module.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current.name === "DatabaseUnavailableError" || isConnectionFailure(current)) return true;
    current = current.cause;
  }
  return false;
}

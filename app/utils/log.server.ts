import pino from "pino";
import { type Env, getEnv } from "./env.server";

// The one log of the server: JSON lines on stdout, each with its time (ISO 8601), level and, for anything a
// request caused, the request's id (the X-Request-Id header it was answered with). Access lines are written
// by pino-http (server.ts); errors, warnings and notices of the app go through `logger`.
// LOG_LEVEL: fatal, error, warn, info (default), debug, silent. Under Vitest nothing reaches stdout unless
// LOG_LEVEL is set; `onLogLine` lets a test read the lines.

type Listener = (line: Record<string, unknown>) => void;
const listeners = new Set<Listener>();

/**
 * The settings the logger is made with, when this module is first imported. A bad configuration is
 * reported by the start check (`checkedEnv` in server.ts), which runs after the imports: until then the
 * logger must not fail, so it starts with the defaults.
 */
function logSettings(): Pick<Env, "LOG_LEVEL" | "VITEST"> {
  try {
    return getEnv();
  } catch {
    return { LOG_LEVEL: undefined, VITEST: undefined };
  }
}
const settings = logSettings();
const toStdout = !settings.VITEST || settings.LOG_LEVEL !== undefined;

const destination = {
  write(line: string) {
    if (toStdout) process.stdout.write(line);
    if (listeners.size > 0) {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      for (const listener of listeners) listener(parsed);
    }
  },
};

export const logger = pino(
  {
    level: settings.LOG_LEVEL ?? "info",
    timestamp: pino.stdTimeFunctions.isoTime,
    base: { pid: process.pid },
    formatters: { level: (label) => ({ level: label }) },
  },
  destination,
);

/** Listens to log lines (for tests); returns the function that stops listening. */
export function onLogLine(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The fields a line about a request carries. */
export function requestLogFields(request: Request, requestId?: string) {
  return { requestId, method: request.method, path: logPath(request.url) };
}

/** A URL's path and query for the log, with the values of mailed-link tokens left out. */
export function logPath(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, "http://localhost");
  } catch {
    return "(unreadable)";
  }
  const query = [...parsed.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${/token/i.test(k) ? "***" : encodeURIComponent(v)}`)
    .join("&");
  return (parsed.pathname + (query ? `?${query}` : "")).slice(0, 500);
}

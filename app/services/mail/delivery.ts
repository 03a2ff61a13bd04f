// Pure rules for delivering mail: the SMTP options an SMTP_URL stands for, when a failed mail is tried
// again, when it is given up, and what the server says about mail when it starts.

/** The nodemailer SMTP options this app uses (a subset of nodemailer's SMTPTransport.Options). */
export type SmtpOptions = {
  host: string;
  port: number;
  /** TLS from the first byte (smtps://) */
  secure: boolean;
  /** refuse to send unless the server upgrades the connection with STARTTLS */
  requireTLS: boolean;
  /** never try STARTTLS (a local relay without TLS: `?tls=off`) */
  ignoreTLS: boolean;
  auth?: { user: string; pass: string };
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
};

/**
 * `smtp://user:pass@host:587` → STARTTLS required (a server that does not offer it is refused, so the
 * password and the links never cross the network in clear); `smtps://…:465` → TLS on connect;
 * `smtp://host:25?tls=off` → plain, for a relay on the same host or network.
 */
export function smtpOptions(smtpUrl: string): SmtpOptions {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error("SMTP_URL is not a URL (smtp://user:pass@host:587)");
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
  }
  const secure = url.protocol === "smtps:";
  const tlsOff = !secure && url.searchParams.get("tls") === "off";
  return {
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    requireTLS: !secure && !tlsOff,
    ignoreTLS: tlsOff,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // never let a dead server hold a send for long
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

/** The server named in SMTP_URL, without user or password: "smtp://mail.example:587 (STARTTLS required)". */
export function describeSmtpUrl(smtpUrl: string): string {
  const o = smtpOptions(smtpUrl);
  const tls = o.secure ? "TLS on connect" : o.requireTLS ? "STARTTLS required" : "no TLS (tls=off)";
  return `${o.secure ? "smtps" : "smtp"}://${o.host}:${o.port} (${tls})`;
}

export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_MS = 60 * 60 * 1000;
/** A mail not delivered within a day is given up: its links have mostly expired by then anyway. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/** The wait before the next try after `attempts` failed ones: 5 s, 10 s, 20 s, … at most an hour. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  // 2^10 · 5 s is already past the cap; avoid huge powers
  if (exponent >= 10) return MAX_RETRY_MS;
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** exponent);
}

/** Whether a mail queued at `createdAt` that just failed again should be given up. */
export function shouldGiveUp(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= GIVE_UP_AFTER_MS;
}

/**
 * Whether a mail's links may be written to the log: only for the embedded database (a newcomer confirms
 * an account from the console); with DATABASE_URL (a real deployment) never, they are single-use secrets.
 */
export function mayLogMailLinks(env: { DATABASE_URL?: string }): boolean {
  return !env.DATABASE_URL;
}

/** The line the server prints about mail when it starts. */
export function mailStartupNotice(env: { SMTP_URL?: string; outbox: string }): string {
  if (!env.SMTP_URL) {
    return `WARNING: SMTP_URL is not set: mail is NOT delivered, only written to ${env.outbox} (set SMTP_URL to send it)`;
  }
  return `[mail] sending through ${describeSmtpUrl(env.SMTP_URL)}`;
}

// Rules for accounts, shared by forms, the JSON API and tests.

export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const SLUG_MIN = 3;
export const SLUG_MAX = 40;
export const CONFIRM_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;
/** A session ends after 30 days without use… */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** …and 90 days after the login that started it, however often it is used (cookie and API token alike). */
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * When a session used at `now` expires: 30 days on, but never after its absolute end, 90 days after it
 * started.
 */
export function sessionExpiry(createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_ABSOLUTE_MS));
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * What never belongs in a name (a person's, a brand's): control characters (tab, CR, LF, NEL …), format
 * characters (zero-width space and joiners, bidi embeddings, overrides and isolates, soft hyphen, BOM) and the
 * Unicode line and paragraph separators. A name reaches mails, page titles and printed menus; any of these
 * could break it into lines, start a paragraph of someone else's text, or hide what it says.
 */
const NOT_IN_A_NAME = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** True when `text` is a single line of visible text and spaces (see NOT_IN_A_NAME). */
export function isSingleLine(text: string): boolean {
  return !NOT_IN_A_NAME.test(text);
}

/** The longest piece of someone's text a mail quotes; a longer one is cut with "…". */
export const MAIL_QUOTE_MAX = 80;

/**
 * Text someone typed, made fit to be quoted in a mail as data: every character NOT_IN_A_NAME refuses becomes a
 * space, runs of spaces become one, and the result is cut to MAIL_QUOTE_MAX characters. So even a name stored
 * before names were checked can never start a line or a paragraph of its own.
 */
export function mailQuote(text: string): string {
  const line = text.replace(new RegExp(NOT_IN_A_NAME.source, "gu"), " ").replace(/\s+/g, " ").trim();
  const chars = Array.from(line);
  return chars.length <= MAIL_QUOTE_MAX
    ? line
    : `${chars
        .slice(0, MAIL_QUOTE_MAX - 1)
        .join("")
        .trimEnd()}…`;
}

/** Paths and words a profile slug must not take: they would read as pages of the site or as nobody. */
export const RESERVED_SLUGS = new Set([
  "admin",
  "administrator",
  "api",
  "app",
  "about",
  "brand",
  "brands",
  "contact",
  "data-privacy",
  "deleted-user",
  "error",
  "faq",
  "help",
  "imprint",
  "terms",
  "login",
  "logout",
  "me",
  "moderator",
  "new",
  "null",
  "profile",
  "recipe",
  "recipes",
  "register",
  "root",
  "routes",
  "search",
  "settings",
  "support",
  "system",
  "undefined",
  "user",
  "users",
]);

export type SlugCheck = "ok" | "invalid" | "reserved";

export function checkProfileSlug(slug: string): SlugCheck {
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX || !/^[a-z0-9-]+$/.test(slug)) return "invalid";
  if (RESERVED_SLUGS.has(slug)) return "reserved";
  return "ok";
}

/**
 * The newsletter rule: 0 becomes 1 when the box is checked while the value is 0; any other case sets 0. So a
 * subscribed member who submits the form unsubscribes, whatever the box says: subscribing takes a deliberate
 * tick, and leaving never fails on a forgotten one.
 */
export function nextNewsletter(current: 0 | 1, checked: boolean): 0 | 1 {
  return current === 0 && checked ? 1 : 0;
}

/**
 * A bearer token the client sent, or null for a missing one and for the texts "undefined" and "null", which a
 * client sends when it interpolates a token it does not have: those must read as "not logged in".
 */
export function bearerToken(header: string | null): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  if (!token || token === "undefined" || token === "null") return null;
  return token;
}

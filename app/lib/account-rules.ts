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

import { type Cookie, createCookie } from "@remix-run/node";
import { SESSION_ABSOLUTE_MS } from "~/lib/account-rules";
import { isLocale, LOCALE_COOKIE_MAX_AGE, type Locale } from "~/lib/locale";
import { SITE_COOKIES } from "~/lib/site-cookies";
import { stripControlCharacters } from "~/lib/text";
import { WRITTEN_COOKIE_SECONDS } from "../../db/read-rules";
import { noteCookieRead } from "./cookie-reads.server";
import { isSecureSite, sessionSecrets } from "./env.server";

// Every cookie the app sets, built one way: Remix's createCookie with Path=/, HttpOnly, SameSite=Lax, and
// on https Secure and the __Host- prefix. Values are Remix-encoded (and signed where they must not be
// forged); whatever a cookie carries is read back through `readCookie`, which never throws and drops
// control characters, and notes the read for the page cache (app/utils/cookie-reads.server.ts). Cookies are
// made per call so a changed environment (tests) is seen.

type CookieSpec = { name: string; maxAge: number; signed: boolean };

const SPECS = {
  /** the session token; kept as long as a session can live, the server ends it earlier when idle */
  session: { name: SITE_COOKIES.session.name, maxAge: SESSION_ABSOLUTE_MS / 1000, signed: false },
  /** flash messages for the next page (app/utils/toast.server.ts) */
  toast: { name: SITE_COOKIES.toast.name, maxAge: 60, signed: true },
  /** the token of a form kept while its author logs in again (app/services/recipe-authoring.server.ts) */
  pendingForm: { name: SITE_COOKIES.pendingForm.name, maxAge: 3600, signed: true },
  /** the language last chosen */
  locale: { name: SITE_COOKIES.locale.name, maxAge: LOCALE_COOKIE_MAX_AGE, signed: false },
  /** the visitor's virtual bar: ingredient ids */
  bar: { name: SITE_COOKIES.bar.name, maxAge: 365 * 24 * 3600, signed: false },
  /** whose standard drinks the recipe pages count in (app/lib/standard-drinks.ts) */
  drinks: { name: SITE_COOKIES.drinks.name, maxAge: 365 * 24 * 3600, signed: false },
  /**
   * with read replicas: where the primary's WAL was after the visitor's last write, so their next requests
   * read a replica only once it has replayed that far (app/utils/read-routing.server.ts). Unsigned: a forged
   * value only sends that visitor's reads to the primary.
   */
  written: { name: SITE_COOKIES.written.name, maxAge: WRITTEN_COOKIE_SECONDS, signed: false },
} satisfies Record<keyof typeof SITE_COOKIES, CookieSpec>;

export type CookieName = keyof typeof SPECS;

export function siteCookie(which: CookieName): Cookie {
  const spec: CookieSpec = SPECS[which];
  // On https every cookie carries the __Host- prefix: the browser then accepts it only with Secure, from
  // this host (no Domain) and for Path=/, so no sibling subdomain can plant or overwrite it.
  return createCookie(isSecureSite() ? `__Host-${spec.name}` : spec.name, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureSite(),
    maxAge: spec.maxAge,
    ...(spec.signed ? { secrets: sessionSecrets() } : {}),
  });
}

/** A Set-Cookie header that stores `value`. */
export function setCookie(which: CookieName, value: unknown): Promise<string> {
  return siteCookie(which).serialize(value);
}

/** A Set-Cookie header that removes the cookie. */
export function clearCookie(which: CookieName): Promise<string> {
  return siteCookie(which).serialize("", { maxAge: 0 });
}

/** The cookie's value as a string, or null when it is missing, unsigned where it must be signed, or junk. */
export async function readCookie(which: CookieName, request: Request): Promise<string | null> {
  noteCookieRead(SPECS[which].name);
  const header = request.headers.get("Cookie");
  const cookie = siteCookie(which);
  if (!header?.includes(`${cookie.name}=`)) return null;
  try {
    const value: unknown = await cookie.parse(header);
    return typeof value === "string" ? stripControlCharacters(value) : null;
  } catch {
    return null;
  }
}

/** The locale the cookie remembers, or null. */
export async function readLocaleCookie(request: Request): Promise<Locale | null> {
  const value = await readCookie("locale", request);
  return isLocale(value) ? value : null;
}

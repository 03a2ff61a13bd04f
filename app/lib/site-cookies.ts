// The names of the cookies the app sets, and which of them change what a page shows. One list: the cookie
// helpers (app/utils/cookies.server.ts) make their cookies from it, and the page cache (app/lib/page-cache.ts)
// answers a returning visitor from a kept page when its render read none of the personal cookies they carry.
// A new cookie must be placed on one side or the other here (its type demands it).
import { LOCALE_COOKIE } from "./locale";

type SiteCookie = {
  name: string;
  /**
   * Whether a page may look different for a visitor carrying it. The language cookie does not: a page's
   * language is its address's (it only sets the cookie again, as for every visitor without one).
   */
  personal: boolean;
};

export const SITE_COOKIES = {
  /** the session token: a member's name, links and hearts */
  session: { name: "session", personal: true },
  /** flash messages for the next page */
  toast: { name: "toast", personal: true },
  /** the token of a form kept while its author logs in again */
  pendingForm: { name: "pending-form", personal: true },
  /** the language last chosen */
  locale: { name: LOCALE_COOKIE, personal: false },
  /** the visitor's virtual bar: recipe pages say what of it they use */
  bar: { name: "bar", personal: true },
  /** whose standard drinks the recipe pages count in */
  drinks: { name: "drinks", personal: true },
  /**
   * with read replicas: the visitor wrote a moment ago, so their reads go to the primary until a replica
   * has it; a kept page is checked against the versions read there, so it shows what they wrote
   */
  written: { name: "written", personal: false },
} as const satisfies Record<string, SiteCookie>;

const PERSONAL_NAMES: ReadonlySet<string> = new Set(
  Object.values(SITE_COOKIES)
    .filter((cookie) => cookie.personal)
    .map((cookie) => cookie.name),
);

/**
 * The personal cookies of ours a Cookie header carries, by name (a __Host- prefix dropped), each once.
 * Cookies the app never reads (a proxy's, another app's on the same host) change nothing and are left out.
 */
export function personalCookies(header: string | readonly string[] | undefined): string[] {
  if (header === undefined) return [];
  const found = new Set<string>();
  for (const line of typeof header === "string" ? [header] : header)
    for (const part of line.split(";")) {
      const eq = part.indexOf("=");
      const name = (eq === -1 ? part : part.slice(0, eq)).trim().replace(/^__Host-/, "");
      if (PERSONAL_NAMES.has(name)) found.add(name);
    }
  return [...found];
}

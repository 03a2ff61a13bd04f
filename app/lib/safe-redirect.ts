// One gate for every redirect target. Same-site paths pass; other hosts only when allow-listed;
// script-capable protocols never.

const DANGEROUS_PROTOCOLS = new Set([
  "javascript:",
  "data:",
  "vbscript:",
  "file:",
  "blob:",
  "about:",
  "filesystem:",
]);

// Browsers strip tabs and newlines inside URLs and ignore leading control characters and spaces,
// so "java\tscript:" and " javascript:" are still javascript:.
function normalise(raw: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  return raw.replace(/[\u0000-\u001F\u007F]/g, "").trim();
}

function decodeFully(value: string): string {
  let current = value;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** Whether a path, as a browser would read it, leaves the site: "//host" and "/\\host" do. */
function leavesSite(path: string): boolean {
  return path.startsWith("//") || path.includes("\\");
}

/**
 * A same-site path ("/en/faq?x=1#a") or null. Normalises first, then decides: control characters go,
 * percent-encoding is undone, and dot segments are resolved exactly as `new URL()` (and so the browser
 * following the Location) would, and only then is the result checked. So "/.//evil", "/%2e//evil" and
 * "/a/..//evil" (which resolve to "//evil") are refused like "//evil", "/\\evil" and any scheme.
 */
export function sameSitePath(target: unknown): string | null {
  if (typeof target !== "string") return null;
  const value = normalise(target);
  if (!value.startsWith("/")) return null;
  const decoded = normalise(decodeFully(value));
  if (!decoded.startsWith("/") || leavesSite(value) || leavesSite(decoded)) return null;
  // Resolving against a dummy origin must keep that origin, and the path it resolves to must not be one
  // that a second reading would take off the site.
  for (const candidate of [value, decoded]) {
    let url: URL;
    try {
      url = new URL(candidate, "http://same.invalid");
    } catch {
      return null;
    }
    if (url.origin !== "http://same.invalid" || url.username || url.password) return null;
    if (leavesSite(url.pathname) || leavesSite(normalise(decodeFully(url.pathname)))) return null;
  }
  const url = new URL(value, "http://same.invalid");
  const path = `${url.pathname}${url.search}${url.hash}`;
  return leavesSite(path) ? null : path;
}

/** A `redirectTo` value from a query or form: a same-site path, otherwise the fallback. */
export function safeRedirectTo(target: unknown, fallback: string): string {
  return sameSitePath(target) ?? fallback;
}

export type RedirectCheck =
  | { ok: true; location: string }
  | { ok: false; reason: "protocol" | "host" | "invalid" };

/**
 * Checks any redirect target: same-site paths pass; absolute http(s) URLs pass only when their host is
 * the site's own or on the allowlist; every other scheme is refused.
 */
export function checkRedirectTarget(
  target: string,
  options: { ownOrigin?: string; allowedHosts?: readonly string[] } = {},
): RedirectCheck {
  const value = normalise(target);
  const path = sameSitePath(value);
  if (path) return { ok: true, location: path };
  const lower = decodeFully(value).toLowerCase().replace(/\s/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*:)/.exec(lower)?.[1];
  if (scheme && DANGEROUS_PROTOCOLS.has(scheme)) return { ok: false, reason: "protocol" };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (DANGEROUS_PROTOCOLS.has(url.protocol)) return { ok: false, reason: "protocol" };
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, reason: "protocol" };
  if (url.username || url.password) return { ok: false, reason: "host" };
  const own = options.ownOrigin ? new URL(options.ownOrigin) : null;
  if (own && url.origin === own.origin) return { ok: true, location: url.toString() };
  const host = url.hostname.toLowerCase();
  const allowed = (options.allowedHosts ?? []).map((h) => h.trim().toLowerCase()).filter(Boolean);
  if (allowed.includes(host)) return { ok: true, location: url.toString() };
  return { ok: false, reason: "host" };
}

export function parseAllowedHosts(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

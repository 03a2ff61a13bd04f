// Cross-site request check for state-changing requests. The browser's Sec-Fetch-Site is trusted first;
// without it, the Origin's host must be this site's (Host / X-Forwarded-Host, or the public URL's host).
// Requests with neither header (curl, server-to-server) carry no ambient browser cookies and pass.

type HeaderGetter = { get(name: string): string | null | undefined };

export function isCrossSite(headers: HeaderGetter, publicOrigin?: string): boolean {
  const site = headers.get("sec-fetch-site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = headers.get("origin");
  if (!origin) return false;
  if (origin === "null") return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const hosts = [headers.get("x-forwarded-host")?.split(",")[0]?.trim(), headers.get("host")];
  if (publicOrigin) {
    try {
      hosts.push(new URL(publicOrigin).host);
    } catch {
      // an invalid public URL adds nothing
    }
  }
  return !hosts.includes(originHost);
}

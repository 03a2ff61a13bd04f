import { LOCALES } from "./locale";

// Crawlers may read every page: login, account and management pages, filtered lists and error pages say
// `noindex` in their own <head> (app/lib/seo.ts), which a crawler only sees on a page it may fetch. Kept
// out: the JSON API, the search box's suggestions (JSON) and "surprise me" (a random redirect each time).
// Served by server.ts before Remix, the only way (a trivial file needs no routing: docs/decisions/0017).
export function robotsTxt(publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  return [
    "User-agent: *",
    "Disallow: /api/",
    ...LOCALES.flatMap((l) => [`Disallow: /${l}/suggest`, `Disallow: /${l}/recipe/surprise`]),
    "Allow: /",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export const ROBOTS_HEADERS = {
  "Content-Type": "text/plain; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
} as const;

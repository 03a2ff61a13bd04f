import { LOCALES } from "~/lib/locale";
import { getEnv } from "~/utils/env.server";

// Crawlers may read every page: login, account and management pages, filtered lists and error pages say
// `noindex` in their own <head> (app/lib/seo.ts), which a crawler only sees on a page it may fetch. Kept
// out: the JSON API, the search box's suggestions (JSON) and "surprise me" (a random redirect each time).
export async function loader() {
  const origin = new URL(getEnv().PUBLIC_URL).origin;
  const body = [
    "User-agent: *",
    "Disallow: /api/",
    ...LOCALES.flatMap((l) => [`Disallow: /${l}/suggest`, `Disallow: /${l}/recipe/surprise`]),
    "Allow: /",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

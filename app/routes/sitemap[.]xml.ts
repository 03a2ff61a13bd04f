import { LOCALES, localePath } from "~/lib/locale";
import { SITE_PAGES } from "~/lib/site-pages";
import { getEnv } from "~/utils/env.server";

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export async function loader() {
  const origin = new URL(getEnv().PUBLIC_URL).origin;
  const urls = SITE_PAGES.filter((page) => page.inSitemap !== false).flatMap((page) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + localePath(l, page.path))}"/>`,
      ).join("");
      return `<url><loc>${escapeXml(origin + localePath(locale, page.path))}</loc>${alternates}</url>`;
    }),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

import { getEnv } from "~/utils/env.server";

export async function loader() {
  const origin = new URL(getEnv().PUBLIC_URL).origin;
  const body = [
    "User-agent: *",
    "Disallow: /de/user/",
    "Disallow: /en/user/",
    "Disallow: /api/",
    "Disallow: /de/error",
    "Disallow: /en/error",
    "Allow: /",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

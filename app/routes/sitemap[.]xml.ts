import type { LoaderFunctionArgs } from "@remix-run/node";
import { DEFAULT_LOCALE, LOCALES, localePath } from "~/lib/locale";
import { SITE_PAGES } from "~/lib/site-pages";
import { sitemapBrands } from "~/models/brands.server";
import {
  brandDates,
  catalogueChanged,
  publishedRecipeCount,
  publishedRecipes,
  recipeGroups,
} from "~/models/sitemap.server";
import { getEnv } from "~/utils/env.server";
import { requestQuery } from "~/utils/http.server";

// Every public page in both languages, each with its hreflang alternates: the fixed pages, recipe groups,
// brands with their menus and books, products and every published recipe. The protocol allows 50,000 URLs
// per file; each page is two URLs (one per language), so past 25,000 pages /sitemap.xml becomes an index of
// /sitemap.xml?part=1, ?part=2, … (the recipes, which are most of them, come last, ordered by id).
// Each URL has a <lastmod> when its page has a date: recipes their last change, groups, the home page and
// the list the newest of their recipes, brands theirs or their products', products and books theirs. Pages
// of fixed text have none (a made-up date would teach crawlers to ignore the field).

const PAGES_PER_FILE = 25_000;

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A page (its path below the language prefix) and when it last changed. */
type Entry = { path: string; lastmod: Date | null };

function urlEntries(origin: string, { path, lastmod }: Entry): string[] {
  const alternates = [
    ...LOCALES.map(
      (l) =>
        `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + localePath(l, path))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(path === "/" ? `${origin}/` : origin + localePath(DEFAULT_LOCALE, path))}"/>`,
  ].join("");
  const date = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return LOCALES.map(
    (locale) => `<url><loc>${escapeXml(origin + localePath(locale, path))}</loc>${date}${alternates}</url>`,
  );
}

function latest(dates: Iterable<Date | null>): Date | null {
  let newest: Date | null = null;
  for (const date of dates) if (date && (!newest || date > newest)) newest = date;
  return newest;
}

function xml(body: string, status = 200): Response {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`, {
    status,
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = new URL(getEnv().PUBLIC_URL).origin;
  const [groups, brands, recipeCount, catalogue, dates] = await Promise.all([
    recipeGroups(context.db),
    sitemapBrands(context.db),
    publishedRecipeCount(context.db),
    catalogueChanged(context.db),
    brandDates(context.db),
  ]);
  const seg = (slug: string) => encodeURIComponent(slug);
  const pageDates: Record<string, Date | null> = {
    "/": catalogue,
    "/recipe/list": catalogue,
    "/recipe-group": latest(groups.map((g) => g.lastmod)),
    "/brand": latest(dates.brands.values()),
  };
  const fixed: Entry[] = [
    ...SITE_PAGES.filter((page) => page.inSitemap !== false).map((page) => ({
      path: page.path,
      lastmod: pageDates[page.path] ?? null,
    })),
    ...groups.map((g) => ({ path: `/recipe-group/${seg(g.slug)}`, lastmod: g.lastmod })),
    ...brands.brands.flatMap((b) => [
      { path: `/brand/${seg(b.slug)}`, lastmod: dates.brands.get(b.slug) ?? null },
      ...(b.hasMenu ? [{ path: `/brand/${seg(b.slug)}/menu`, lastmod: null }] : []),
      ...(b.hasBook
        ? [{ path: `/brand/${seg(b.slug)}/book`, lastmod: dates.books.get(b.slug) ?? null }]
        : []),
    ]),
    ...brands.products.map((slug) => ({
      path: `/product/${seg(slug)}`,
      lastmod: dates.products.get(slug) ?? null,
    })),
  ];
  const total = fixed.length + recipeCount;
  const parts = Math.max(1, Math.ceil(total / PAGES_PER_FILE));
  const partParam = requestQuery(request).get("part");

  if (partParam === null && parts > 1) {
    const files = Array.from(
      { length: parts },
      (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap.xml?part=${i + 1}`)}</loc></sitemap>`,
    );
    return xml(
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join("\n")}\n</sitemapindex>`,
    );
  }
  const part = partParam === null ? 1 : /^[1-9]\d{0,3}$/.test(partParam) ? Number(partParam) : 0;
  if (part < 1 || part > parts) {
    return new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const start = (part - 1) * PAGES_PER_FILE;
  const end = Math.min(total, start + PAGES_PER_FILE);
  const fromFixed = fixed.slice(start, end);
  const recipeStart = Math.max(0, start - fixed.length);
  const recipes = await publishedRecipes(context.db, recipeStart, end - start - fromFixed.length);
  const paths = [
    ...fromFixed,
    ...recipes.map((r) => ({ path: `/recipe/${seg(r.slug)}`, lastmod: r.lastmod })),
  ];
  const urls = paths.flatMap((path) => urlEntries(origin, path));
  return xml(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>`,
  );
}

import { DEFAULT_LOCALE, LOCALES, localePath } from "~/lib/locale";
import { SITE_PAGES } from "~/lib/site-pages";
import { sitemapBrands } from "~/models/brands.server";
import {
  brandDates,
  catalogueChanged,
  type Dated,
  publishedRecipeRanges,
  publishedRecipesAfter,
  recipeGroups,
} from "~/models/sitemap.server";
import type { DB } from "../../db/client";

// Every public page in both languages, each with its hreflang alternates: the fixed pages, recipe groups,
// brands with their menus and books, products and every published recipe. The protocol allows 50,000 URLs
// per file; each page is two URLs (one per language), so past 25,000 pages /sitemap.xml becomes an index:
// /sitemap.xml?part=1, … hold the pages other than recipes, and /sitemap.xml?recipes=1, ?recipes=2, … the
// recipes by ranges of 25,000 ids (keyset: each file is a seek on the primary key, so the last costs what
// the first does, and a recipe stays in its file however the catalogue grows). The index dates each file by
// the newest change in it.
// Each URL has a <lastmod> when its page has a date: recipes their last change, groups, the home page and
// the list the newest of their recipes, brands theirs or their products', products and books theirs. Pages
// of fixed text have none (a made-up date would teach crawlers to ignore the field).

/** Pages per file (two URLs each); the tests pass a smaller number to `sitemap`. */
export const PAGES_PER_FILE = 25_000;

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

const XML_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};
const PROLOGUE = `<?xml version="1.0" encoding="UTF-8"?>\n`;

function xml(body: string): Response {
  return new Response(`${PROLOGUE}${body}\n`, { headers: XML_HEADERS });
}

const notFound = () =>
  new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** Recipes read and written per step of a file: about 800 KB of XML. */
export const SLICE = 1_000;

/**
 * A <urlset> of `entries`, then of the published recipes with ids from `first` to `last`, written as it is
 * read: a slice of recipes at a time, each slice a seek after the last one's id, so a file of 50,000 URLs
 * (19.5 MB) is never held whole. The first slice is read before answering, so a database that is away
 * still gets its 503 page; one lost later cuts the file off (a crawler fetches it again).
 */
async function urlset(
  db: DB,
  origin: string,
  entries: Entry[],
  recipes: { first: number; last: number } | null,
  size: number,
): Promise<Response> {
  const encoder = new TextEncoder();
  const lines = (pages: Entry[]) =>
    encoder.encode(pages.flatMap((page) => urlEntries(origin, page).map((url) => `${url}\n`)).join(""));
  let after = (recipes?.first ?? 1) - 1;
  const next = async () => {
    if (!recipes) return [];
    const slice = await publishedRecipesAfter(db, after, recipes.last, size);
    after = slice.at(-1)?.id ?? recipes.last;
    return slice;
  };
  let slice = await next();
  const head = `${PROLOGUE}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(head));
      controller.enqueue(lines(entries));
    },
    async pull(controller) {
      if (slice.length === 0) {
        controller.enqueue(encoder.encode("</urlset>\n"));
        controller.close();
        return;
      }
      controller.enqueue(lines(slice.map(recipePath)));
      slice = await next();
    },
  });
  return new Response(stream, { headers: XML_HEADERS });
}

const recipePath = (r: Dated): Entry => ({
  path: `/recipe/${encodeURIComponent(r.slug)}`,
  lastmod: r.lastmod,
});

/** A file's number in the query: a whole number from 1 (0 when it is anything else). */
const fileNumber = (value: string, digits: RegExp) => (digits.test(value) ? Number(value) : 0);
const PART = /^[1-9]\d{0,3}$/;
const RANGE = /^[1-9]\d{0,6}$/;

/**
 * /sitemap.xml with `query`: the one file, the index, or one file of it, for `perFile` pages a file, its
 * recipes read `slice` at a time.
 */
export async function sitemap(
  db: DB,
  origin: string,
  query: URLSearchParams,
  perFile: number,
  slice = SLICE,
) {
  const [groups, brands, ranges, catalogue, dates] = await Promise.all([
    recipeGroups(db),
    sitemapBrands(db),
    publishedRecipeRanges(db, perFile),
    catalogueChanged(db),
    brandDates(db),
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
  const recipeCount = ranges.reduce((sum, r) => sum + r.count, 0);
  const part = query.get("part");
  const range = query.get("recipes");

  // Small enough for one file: everything in it, recipes last (by id).
  if (fixed.length + recipeCount <= perFile) {
    if (range !== null || (part !== null && part !== "1")) return notFound();
    return urlset(db, origin, fixed, { first: 1, last: (ranges.at(-1)?.range ?? 0) * perFile }, slice);
  }

  const fixedFiles = Math.ceil(fixed.length / perFile);
  if (part === null && range === null) {
    const file = (loc: string, lastmod: Date | null) =>
      `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</sitemap>`;
    const files = [
      ...Array.from({ length: fixedFiles }, (_, i) =>
        file(
          `${origin}/sitemap.xml?part=${i + 1}`,
          latest(fixed.slice(i * perFile, (i + 1) * perFile).map((e) => e.lastmod)),
        ),
      ),
      ...ranges.map((r) => file(`${origin}/sitemap.xml?recipes=${r.range}`, r.lastmod)),
    ];
    return xml(
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join("\n")}\n</sitemapindex>`,
    );
  }
  if (part !== null) {
    const n = fileNumber(part, PART);
    if (n < 1 || n > fixedFiles || range !== null) return notFound();
    return urlset(db, origin, fixed.slice((n - 1) * perFile, n * perFile), null, slice);
  }
  const n = fileNumber(range ?? "", RANGE);
  if (!ranges.some((r) => r.range === n)) return notFound();
  return urlset(db, origin, [], { first: (n - 1) * perFile + 1, last: n * perFile }, slice);
}

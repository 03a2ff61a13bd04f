// What a page tells search engines and link previews: description, canonical URL, hreflang alternates
// (x-default at the same page in the default language), robots, Open Graph and Twitter card tags. Loaders
// return `seo` (translated on the server); app/utils/meta.ts turns it into tags with seoTags(). Decisions in
// docs/decisions/0014-metadata.md.
import { DEFAULT_LOCALE, LOCALES, type Locale, localePath } from "./locale";
import { type ListQuery, listQueryString } from "./recipe-query";

export type SeoImage = {
  /** A path on this site ("/pictures/negroni.ab12.png") or an absolute URL. */
  src: string;
  width: number;
  height: number;
  alt: string;
};

export type Seo = {
  title: string;
  description?: string;
  /**
   * The canonical address below the language prefix, with only the query that changes what the page is
   * ("/recipe/list?page=2", "/search?q=gin"). Without it: the request's path, without any query.
   */
  canonical?: string;
  /** The page's picture for link previews; without it the site picture. */
  image?: SeoImage;
  /** og:type: "article" for a recipe, "profile" for a member, "website" for the rest. */
  type?: "website" | "article" | "profile";
  /** Keep the page out of search results (forms for members, filtered views). */
  noindex?: boolean;
};

/** The site picture (public/social-card-{de,en}.png, made by scripts/social-card.ts). */
export const SITE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export function siteImagePath(locale: Locale): string {
  return `/social-card-${locale}.png`;
}

/** Open Graph's locale names: language and territory. */
export const OG_LOCALES: Record<Locale, string> = { de: "de_DE", en: "en_GB" };

/**
 * Paths (below the language prefix) that are never indexed: forms and pages for members, brand
 * management, authoring, the bar's result lists, error pages. Their pages say `noindex`; robots.txt lets
 * crawlers read them, since a page a crawler may not fetch cannot tell it "noindex".
 */
const PRIVATE_PATHS = [
  /^\/user(\/|$)/,
  /^\/brand\/[^/]+\/manage(\/|$)/,
  /^\/recipe\/(create|draft|edit)(\/|$)/,
  /^\/recipe\/filter-result(\/|$)/,
  /^\/error(\/|$)/,
];

export function isPrivatePath(path: string): boolean {
  const bare = path.split("?")[0] ?? path;
  return PRIVATE_PATHS.some((pattern) => pattern.test(bare));
}

/** "/en/recipe/list/" → "/recipe/list"; "/de" → "/". The path of the page in any language. */
export function pagePath(pathname: string): string {
  const rest = pathname.replace(/^\/(?:de|en)(?=\/|$)/, "").replace(/\/+$/, "");
  return rest === "" ? "/" : rest;
}

/** The page at `path` (below the prefix, with its query) in `locale`, as an absolute URL. */
export function pageUrl(origin: string, locale: Locale, path: string): string {
  const [bare = "/", query] = splitQuery(path);
  return `${origin}${localePath(locale, bare)}${query ? `?${query}` : ""}`;
}

function splitQuery(path: string): [string, string] {
  const at = path.indexOf("?");
  return at === -1 ? [path, ""] : [path.slice(0, at), path.slice(at + 1)];
}

/** hreflang alternates: every language, and x-default at the default language's page (home: the bare "/"). */
export function alternateUrls(origin: string, path: string): { hrefLang: string; href: string }[] {
  const links = LOCALES.map((l) => ({ hrefLang: l, href: pageUrl(origin, l, path) }));
  const xDefault = path === "/" ? `${origin}/` : pageUrl(origin, DEFAULT_LOCALE, path);
  return [...links, { hrefLang: "x-default", href: xDefault }];
}

/** Resolves a path on this site against the origin; absolute URLs stay as they are. */
export function absoluteUrl(origin: string, src: string): string {
  return /^https?:\/\//.test(src) ? src : `${origin}${src.startsWith("/") ? src : `/${src}`}`;
}

/** A path with a query made of the given parameters, in that order, leaving out empty ones. */
export function withQuery(path: string, params: [string, string | number | null | undefined][]): string {
  const query = new URLSearchParams();
  for (const [key, value] of params) {
    if (value !== null && value !== undefined && value !== "") query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The recipe list's canonical: the order is noise (the same recipes), so sort and direction go; the page
 * number stays (each page lists other recipes); facet filters stay, but a filtered view is noindex — its
 * recipes are indexed through the unfiltered list, the group pages and the recipe pages themselves.
 */
export function listSeo(path: string, query: ListQuery): { canonical: string; noindex: boolean } {
  const plain = { ...query, sort: "name" as const, dir: "asc" as const };
  const filtered =
    query.group !== null || query.difficulty !== null || query.base !== null || query.ingredient !== null;
  return { canonical: `${path}${listQueryString(plain)}`, noindex: filtered };
}

/** "Title – page 2" for the later pages of a list; the first page keeps its plain text. */
export function withPage(text: string, page: number, format: (page: number) => string): string {
  return page > 1 ? `${text} – ${format(page)}` : text;
}

export type SeoContext = {
  origin: string;
  locale: Locale;
  siteName: string;
  /** The request's path (with the language prefix), for pages whose seo names no canonical. */
  pathname: string;
  /** The site picture's alternative text in the page's language. */
  siteImageAlt: string;
};

export type SeoTag =
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string };

/** Every tag of the page's <head> that is not its title, from its seo and the site's context. */
export function seoTags(seo: Seo | undefined, ctx: SeoContext): SeoTag[] {
  const path = seo?.canonical ?? pagePath(ctx.pathname);
  const canonical = pageUrl(ctx.origin, ctx.locale, path);
  const noindex = seo?.noindex === true || isPrivatePath(path);
  const image = seo?.image ?? {
    src: siteImagePath(ctx.locale),
    ...SITE_IMAGE_SIZE,
    alt: ctx.siteImageAlt,
  };
  const title = seo?.title || ctx.siteName;
  const tags: SeoTag[] = [];
  if (seo?.description) tags.push({ name: "description", content: seo.description });
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  tags.push({ tagName: "link", rel: "canonical", href: canonical });
  for (const alt of alternateUrls(ctx.origin, path)) tags.push({ tagName: "link", rel: "alternate", ...alt });
  tags.push(
    { property: "og:site_name", content: ctx.siteName },
    { property: "og:type", content: seo?.type ?? "website" },
    { property: "og:title", content: title },
  );
  if (seo?.description) tags.push({ property: "og:description", content: seo.description });
  tags.push(
    { property: "og:url", content: canonical },
    { property: "og:locale", content: OG_LOCALES[ctx.locale] },
  );
  for (const l of LOCALES) {
    if (l !== ctx.locale) tags.push({ property: "og:locale:alternate", content: OG_LOCALES[l] });
  }
  tags.push(
    { property: "og:image", content: absoluteUrl(ctx.origin, image.src) },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: image.alt },
  );
  return tags;
}

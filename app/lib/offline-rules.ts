// The rules of reading without a network (docs/decisions/0033-offline-and-installable.md): which requests the
// service worker answers, which responses it may keep and for whom, and which kept pages it lets go. Pure, so
// the worker (app/client/service-worker.ts, built into /sw.js) and the tests use the same code.
//
// What is kept: the shell (CSS, fonts, the code of the pages read offline, the offline page in both
// languages), the member's favourites page with the recipes on it, and the last RECENT_LIMIT recipe pages
// opened. Never anything else, never an answer to anything but GET, never an error or a redirect.
// A page answered to a signed-in member (X-Session-Tag), or answered `private` or `no-store`, is personal:
// kept only for the session it was answered to, and forgotten as soon as a page is answered to another
// session or to nobody (logging out).

export const PAGES_CACHE = "offline-pages";
export const FILES_CACHE = "offline-files";
/** Where the worker keeps its list of kept pages (a key in PAGES_CACHE, never a URL the site answers). */
export const INDEX_KEY = "/offline-index.json";
/** The recipe pages last opened that are kept besides the favourites. */
export const RECENT_LIMIT = 20;
/** The most favourite recipes kept (the first on the favourites page). */
export const FAVOURITES_LIMIT = 100;
/** A kept page older than this is fetched again when it is opened or listed again (online). */
export const REFRESH_MS = 6 * 3600 * 1000;
/** Names the session a page was answered to (server.ts): a hash of the session cookie, absent without one. */
export const SESSION_TAG_HEADER = "X-Session-Tag";
/** Marks around the part of the offline page that lists the kept pages (app/lib/offline-page.ts). */
export const LIST_START = "<!--kept-->";
export const LIST_END = "<!--/kept-->";

export type Lang = "de" | "en";
export type KeptKind = "recipe" | "favourites";

// ---- requests ----

export type RequestKind = "page" | "data" | "file";

/**
 * How the worker treats a request: "page" (a navigation: network first, the kept copy only when the network
 * fails), "data" (Remix's page data: passed on, and watched), "file" (a fingerprinted build file: from the
 * cache first), or null: not answered by the worker at all. Every method but GET is null: a form always
 * goes to the server as if there were no worker.
 */
export function requestKind(
  request: { method: string; url: string; mode: string },
  origin: string,
): RequestKind | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  if (request.mode === "navigate") return "page";
  if (url.pathname.startsWith("/assets/")) return "file";
  if (url.pathname.endsWith(".data")) return "data";
  return null;
}

/** Words after /recipe/ that are pages of their own, not recipes. */
const NOT_RECIPES = new Set(["list", "filter", "filter-result", "create", "draft", "surprise"]);
const RECIPE = /^\/(de|en)\/recipe\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const FAVOURITES = /^\/(de|en)\/user\/favourites$/;

export type Target = { path: string; lang: Lang; kind: KeptKind };

/** The page a path (of a page or of its data, "….data") is, when it is one that may be kept. */
export function keptTarget(pathname: string): Target | null {
  const path = pathname.replace(/\.data$/, "");
  const recipe = RECIPE.exec(path);
  if (recipe && path.length <= 140 && !NOT_RECIPES.has(recipe[2] as string)) {
    return { path, lang: recipe[1] as Lang, kind: "recipe" };
  }
  const favourites = FAVOURITES.exec(path);
  if (favourites) return { path, lang: favourites[1] as Lang, kind: "favourites" };
  return null;
}

// ---- responses ----

type ResponseFacts = { status: number; type: string; redirected: boolean; headers: Headers };

/** The session a response was answered to ("" for none). */
export function sessionTag(headers: Headers): string {
  return headers.get(SESSION_TAG_HEADER) ?? "";
}

/**
 * Whether a page's response may be kept, and how: "public" (the same for every visitor: may outlive a
 * change of session), "personal" (answered to a session, or `private` / `no-store`: kept only for that
 * session), or null: never (an error, a redirect, an opaque answer, anything but HTML, `Vary: *`).
 */
export function pagePrivacy(response: ResponseFacts): "public" | "personal" | null {
  if (response.type !== "basic" || response.redirected || response.status !== 200) return null;
  if (!/^text\/html\b/i.test(response.headers.get("Content-Type") ?? "")) return null;
  if ((response.headers.get("Vary") ?? "").includes("*")) return null;
  const cacheControl = (response.headers.get("Cache-Control") ?? "").toLowerCase();
  const restricted = /\b(private|no-store)\b/.test(cacheControl);
  return restricted || sessionTag(response.headers) !== "" ? "personal" : "public";
}

/** Whether a build file's response may be kept: a plain 200 the server did not forbid storing. */
export function mayKeepFile(response: ResponseFacts): boolean {
  if (response.type !== "basic" || response.redirected || response.status !== 200) return false;
  return !/\b(private|no-store)\b/i.test(response.headers.get("Cache-Control") ?? "");
}

// ---- what a page says ----

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A page's name for the offline list: its first heading as text, else its <title>, else its path. */
export function pageTitle(html: string, path: string): string {
  const found = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html) ?? /<title>([\s\S]*?)<\/title>/i.exec(html);
  const text = decodeEntities((found?.[1] ?? "").replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
  return text.slice(0, 200) || path;
}

/** The recipe pages a page's main part links to, in order, each once (the favourites on the favourites page). */
export function recipeLinks(html: string, lang: Lang, limit = FAVOURITES_LIMIT): string[] {
  const main = /<main\b[\s\S]*?<\/main>/i.exec(html)?.[0] ?? "";
  const out: string[] = [];
  for (const m of main.matchAll(/href="(\/[^"#?]*)[^"]*"/g)) {
    const target = keptTarget(m[1] as string);
    if (target?.kind === "recipe" && target.lang === lang && !out.includes(target.path))
      out.push(target.path);
    if (out.length >= limit) break;
  }
  return out;
}

/** The build files ("/assets/…") a page, a style sheet or a code chunk refers to. */
export function fileReferences(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/\/assets\/[\w.-]+\.\w+/g)) out.add(m[0]);
  // code chunks import each other by relative names
  for (const m of text.matchAll(/["'`]\.\/([\w.-]+\.(?:js|css))["'`]/g)) out.add(`/assets/${m[1]}`);
  return [...out];
}

/**
 * The build files to keep: the shell and what the kept pages refer to, with what those files refer to in
 * turn (`textOf` gives a kept file's text, undefined for a file not kept or not text).
 */
export function filesInUse(roots: string[], textOf: (url: string) => string | undefined): Set<string> {
  const keep = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.pop() as string;
    if (keep.has(url)) continue;
    keep.add(url);
    const text = textOf(url);
    if (text) queue.push(...fileReferences(text));
  }
  return keep;
}

// ---- the list of kept pages ----

export type KeptPage = {
  path: string;
  lang: Lang;
  kind: KeptKind;
  title: string;
  /** kept for the session `OfflineIndex.owner` only */
  personal: boolean;
  /** a recipe on the kept favourites page */
  favourite: boolean;
  /** when it was last opened (0: never, it was kept as a favourite) */
  opened: number;
  /** when the kept copy was fetched */
  fetched: number;
};

export type OfflineIndex = { owner: string; pages: KeptPage[] };

/** A change to the list: the new list, and the kept copies to delete. */
export type Change = { index: OfflineIndex; drop: string[] };

export const emptyIndex = (): OfflineIndex => ({ owner: "", pages: [] });

/** Reads a stored list; anything malformed is an empty one (the kept copies it named are then let go). */
export function parseIndex(text: string | null | undefined): OfflineIndex {
  try {
    const value = JSON.parse(text ?? "") as OfflineIndex;
    if (typeof value?.owner === "string" && Array.isArray(value.pages)) return value;
  } catch {
    // not JSON: start again
  }
  return emptyIndex();
}

/** Drops what is neither the favourites page, nor a favourite, nor among the last `limit` recipes opened. */
function evict(index: OfflineIndex, limit: number): Change {
  const recent = new Set(
    index.pages
      .filter((p) => p.kind === "recipe" && p.opened > 0)
      .sort((a, b) => b.opened - a.opened)
      .slice(0, limit)
      .map((p) => p.path),
  );
  const stays = (p: KeptPage) => p.kind === "favourites" || p.favourite || recent.has(p.path);
  return {
    index: { ...index, pages: index.pages.filter(stays) },
    drop: index.pages.filter((p) => !stays(p)).map((p) => p.path),
  };
}

/**
 * A page was answered to session `owner` ("" for none). When that is not whose the kept pages are, the
 * personal ones are all forgotten, and so is which recipes were favourites: a page is never read by another
 * session than the one it was answered to.
 */
export function changeOwner(index: OfflineIndex, owner: string, limit = RECENT_LIMIT): Change {
  if (owner === index.owner) return { index, drop: [] };
  const personal = index.pages.filter((p) => p.personal).map((p) => p.path);
  const pages = index.pages.filter((p) => !p.personal).map((p) => ({ ...p, favourite: false }));
  const change = evict({ owner, pages }, limit);
  return { index: change.index, drop: [...personal, ...change.drop] };
}

/**
 * Whether a copy of `page` answered to session `owner` ("personal") or to anyone ("public") may be stored
 * now: a personal copy only for the session the kept pages belong to.
 */
export function mayStore(index: OfflineIndex, privacy: "public" | "personal", owner: string): boolean {
  return privacy === "public" || owner === index.owner;
}

/** Whether `path` should be fetched to be kept: not kept yet, or its copy is older than REFRESH_MS. */
export function needsFetch(index: OfflineIndex, path: string, now: number): boolean {
  const kept = index.pages.find((p) => p.path === path);
  return !kept || now - kept.fetched > REFRESH_MS;
}

/**
 * A copy of a page was stored, because it was opened (`opened`: when) or is a favourite: it enters the list,
 * or replaces its entry and keeps what that was kept for.
 */
export function stored(
  index: OfflineIndex,
  page: Omit<KeptPage, "favourite" | "opened">,
  why: { opened?: number; favourite?: boolean },
  limit = RECENT_LIMIT,
): Change {
  const old = index.pages.find((p) => p.path === page.path);
  const entry: KeptPage = {
    ...page,
    favourite: why.favourite ?? old?.favourite ?? false,
    opened: why.opened ?? old?.opened ?? 0,
  };
  return evict({ ...index, pages: [...index.pages.filter((p) => p.path !== page.path), entry] }, limit);
}

/** A recipe page was opened at `now`: it becomes the most recent one; the oldest beyond `limit` go. */
export function opened(index: OfflineIndex, path: string, now: number, limit = RECENT_LIMIT): Change {
  const pages = index.pages.map((p) => (p.path === path ? { ...p, opened: now } : p));
  return evict({ ...index, pages }, limit);
}

/**
 * The favourites page in `lang` lists `paths`: those are the favourites (in that language) now; recipes no
 * longer on it go unless they were opened lately.
 */
export function favouritesAre(
  index: OfflineIndex,
  lang: Lang,
  paths: string[],
  limit = RECENT_LIMIT,
): Change {
  const now = new Set(paths);
  const pages = index.pages.map((p) =>
    p.kind === "recipe" && p.lang === lang ? { ...p, favourite: now.has(p.path) } : p,
  );
  return evict({ ...index, pages }, limit);
}

/** The kept pages as the offline page lists them: favourites pages, favourites, then the latest opened. */
export function listed(index: OfflineIndex): KeptPage[] {
  const rank = (p: KeptPage) => (p.kind === "favourites" ? 0 : p.favourite ? 1 : 2);
  return [...index.pages].sort(
    (a, b) => rank(a) - rank(b) || b.opened - a.opened || a.title.localeCompare(b.title),
  );
}

/**
 * The offline page in `lang` with the kept pages listed in place of what stands between LIST_START and
 * LIST_END (the server's words for "nothing kept yet"); unchanged when nothing is kept.
 */
export function fillOfflinePage(template: string, pages: KeptPage[], lang: Lang): string {
  const start = template.indexOf(LIST_START);
  const end = template.indexOf(LIST_END);
  if (pages.length === 0 || start === -1 || end < start) return template;
  const items = pages.map((p) => {
    const other = p.lang === lang ? "" : ` hreflang="${p.lang}" lang="${p.lang}"`;
    return `<li><a href="${escapeHtml(p.path)}"${other}>${escapeHtml(p.title)}</a></li>`;
  });
  return `${template.slice(0, start)}<ul class="offline-list">${items.join("")}</ul>${template.slice(end + LIST_END.length)}`;
}

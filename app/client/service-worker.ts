// The service worker, /sw.js (built by scripts/build-worker.ts; docs/decisions/0033-offline-and-installable.md):
// reading recipes without a network. The rules are app/lib/offline-rules.ts; this file only applies them.
//
// - Pages (navigations, GET): from the network, always. Only when the network fails: the kept copy of the
//   page, else the offline page listing what is kept.
// - Page data (Remix's GET …data): from the network, untouched; watched, so a recipe opened inside the app
//   is kept too.
// - Build files (/assets/, fingerprinted): from the cache first.
// - Everything else, and every request that is not a GET (every form): not answered here at all.
// Each page's answer names its session (X-Session-Tag): when that changes (another member, logging out),
// the personal pages kept are forgotten before anything else is kept.
import {
  changeOwner,
  FILES_CACHE,
  favouritesAre,
  fileReferences,
  filesInUse,
  fillOfflinePage,
  INDEX_KEY,
  keptTarget,
  type Lang,
  listed,
  mayKeepFile,
  mayStore,
  needsFetch,
  type OfflineIndex,
  opened,
  PAGES_CACHE,
  pagePrivacy,
  pageTitle,
  parseIndex,
  recipeLinks,
  requestKind,
  sessionTag,
  stored,
  type Target,
} from "~/lib/offline-rules";

/** Written in by the build: the build's version and the files every page read offline needs. */
declare const OFFLINE_BUILD: { version: string; files: string[] };

// The parts of the worker's global scope used here (the DOM types of this project know no workers).
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
};
type WorkerScope = {
  location: Location;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
};
const worker = self as unknown as WorkerScope;

const OFFLINE_PAGES = ["/de/offline", "/en/offline"];

worker.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const files = await caches.open(FILES_CACHE);
      await files.addAll(OFFLINE_BUILD.files);
      // the offline page is the same for everyone: fetched without cookies
      for (const path of OFFLINE_PAGES) {
        const response = await fetch(path, { credentials: "omit" });
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        await files.put(path, response);
      }
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await worker.registration.navigationPreload?.enable();
      for (const name of await caches.keys()) {
        if (name !== FILES_CACHE && name !== PAGES_CACHE) await caches.delete(name);
      }
      await dropUnusedFiles();
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener("fetch", (event) => {
  const kind = requestKind(event.request, worker.location.origin);
  if (kind === "page") event.respondWith(page(event));
  else if (kind === "data") event.respondWith(pageData(event));
  else if (kind === "file") event.respondWith(file(event));
});

async function page(event: FetchEvent): Promise<Response> {
  let response: Response;
  try {
    response = (await event.preloadResponse) ?? (await fetch(event.request));
  } catch (error) {
    return offline(new URL(event.request.url), error);
  }
  event.waitUntil(watch(new URL(event.request.url), response.clone()));
  return response;
}

async function pageData(event: FetchEvent): Promise<Response> {
  const response = await fetch(event.request);
  event.waitUntil(watch(new URL(event.request.url), response));
  return response;
}

async function file(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(FILES_CACHE);
  const url = new URL(event.request.url).pathname;
  const kept = await cache.match(url, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(event.request);
  if (mayKeepFile(response)) event.waitUntil(cache.put(url, response.clone()));
  return response;
}

/** The network failed: the kept copy of the page, else the offline page. */
async function offline(url: URL, error: unknown): Promise<Response> {
  const pages = await caches.open(PAGES_CACHE);
  const target = keptTarget(url.pathname);
  const kept = target && (await pages.match(target.path, { ignoreVary: true }));
  if (kept) return kept;
  const lang: Lang = url.pathname.startsWith("/en") ? "en" : "de";
  const template = await (await caches.open(FILES_CACHE)).match(`/${lang}/offline`, { ignoreVary: true });
  if (!template) throw error;
  const html = fillOfflinePage(await template.text(), listed(await readIndex()), lang);
  return new Response(html, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

// ---- keeping pages ----

// Changes to the list of kept pages, one after the other (each reads the list and writes it back).
let queue: Promise<unknown> = Promise.resolve();
function serially<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

async function readIndex(): Promise<OfflineIndex> {
  const kept = await (await caches.open(PAGES_CACHE)).match(INDEX_KEY);
  return parseIndex(kept ? await kept.text() : null);
}

/** Writes the list and deletes the copies the change let go. */
async function apply(change: { index: OfflineIndex; drop: string[] }): Promise<OfflineIndex> {
  const pages = await caches.open(PAGES_CACHE);
  for (const path of change.drop) await pages.delete(path);
  await pages.put(
    INDEX_KEY,
    new Response(JSON.stringify(change.index), { headers: { "Content-Type": "application/json" } }),
  );
  return change.index;
}

/** A page (or its data) was answered: follow its session, and keep it if it is a page to keep. */
function watch(url: URL, response: Response): Promise<void> {
  return serially(async () => {
    if (response.type !== "basic") return;
    const index = await apply(changeOwner(await readIndex(), sessionTag(response.headers)));
    const target = keptTarget(url.pathname);
    if (!target) return;
    const now = Date.now();
    // A document of the page itself is kept as it came; for its data, or with a query, the plain page is
    // fetched (once, then again only when the copy is old).
    const plain = !url.pathname.endsWith(".data") && url.search === "";
    if (target.kind === "recipe") {
      if (plain) await keep(index, target, response, { opened: now });
      else if (needsFetch(index, target.path, now)) await fetchAndKeep(index, target, { opened: now });
      else await apply(opened(index, target.path, now));
    } else {
      const kept = plain ? await keep(index, target, response, {}) : await fetchAndKeep(index, target, {});
      if (kept) await keepFavourites(kept.index, target, kept.html);
    }
  }).catch((error) => console.warn("offline copy not kept", url.pathname, error));
}

async function fetchAndKeep(
  index: OfflineIndex,
  target: Target,
  why: { opened?: number; favourite?: boolean },
) {
  const response = await fetch(target.path, { credentials: "same-origin" });
  return keep(index, target, response, why);
}

/** Stores a copy of the page when the rules let it; answers the new list and the page's HTML. */
async function keep(
  index: OfflineIndex,
  target: Target,
  response: Response,
  why: { opened?: number; favourite?: boolean },
): Promise<{ index: OfflineIndex; html: string } | null> {
  const privacy = pagePrivacy(response);
  if (!privacy || !mayStore(index, privacy, sessionTag(response.headers))) return null;
  const html = await response.clone().text();
  await (await caches.open(PAGES_CACHE)).put(target.path, response);
  const page = {
    path: target.path,
    lang: target.lang,
    kind: target.kind,
    title: pageTitle(html, target.path),
    personal: privacy === "personal",
    fetched: Date.now(),
  };
  return { index: await apply(stored(index, page, why)), html };
}

/** The favourites page was kept: its recipes are the favourites, each kept (fetched when not yet or old). */
async function keepFavourites(index: OfflineIndex, target: Target, html: string) {
  const paths = recipeLinks(html, target.lang);
  let current = await apply(favouritesAre(index, target.lang, paths));
  for (const path of paths) {
    const recipe: Target = { path, lang: target.lang, kind: "recipe" };
    if (needsFetch(current, path, Date.now())) {
      current = (await fetchAndKeep(current, recipe, { favourite: true }))?.index ?? current;
    }
  }
}

// ---- build files ----

/** Deletes the build files that neither this build's shell nor a kept page needs (after a new build). */
async function dropUnusedFiles() {
  await serially(async () => {
    const files = await caches.open(FILES_CACHE);
    const pages = await caches.open(PAGES_CACHE);
    const texts = new Map<string, string>();
    for (const request of await files.keys()) {
      const path = new URL(request.url).pathname;
      if (/\.(js|css)$/.test(path)) texts.set(path, await ((await files.match(request)) as Response).text());
    }
    const roots = [...OFFLINE_BUILD.files, ...OFFLINE_PAGES];
    for (const page of (await readIndex()).pages) {
      const kept = await pages.match(page.path);
      if (kept) roots.push(...fileReferences(await kept.text()));
    }
    const inUse = filesInUse(roots, (path) => texts.get(path));
    for (const request of await files.keys()) {
      if (!inUse.has(new URL(request.url).pathname)) await files.delete(request);
    }
  });
}

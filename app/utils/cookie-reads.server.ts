import { AsyncLocalStorage } from "node:async_hooks";

// Which of the app's cookies a render asked for (docs/decisions/0036-rendered-pages-cheaper.md): every read of
// a cookie goes through app/utils/cookies.server.ts or the toasts' reader, which note its name here whether
// or not the request carries it. The page cache keeps the names with a page made for a visitor without any
// cookie: that render took every branch a visitor carrying none of those cookies would take, so such a
// visitor may be sent the same page whatever other cookies they carry.

// One recording for every copy of this module in the process (the server and the app's build each bundle
// their own), as app/lib/versioned-cache.ts does for versions.
const READS = Symbol.for("cocktail-atlas.cookie-reads");
const holder = globalThis as { [READS]?: AsyncLocalStorage<Set<string>> };
holder[READS] ??= new AsyncLocalStorage<Set<string>>();
const recording = holder[READS];

/** Notes that the request's cookie `name` (without a __Host- prefix) was asked for. */
export function noteCookieRead(name: string): void {
  recording.getStore()?.add(name);
}

/** Runs `make`, noting the names of the cookies it asks for. */
export async function recordCookieReads<T>(
  make: () => Promise<T>,
): Promise<{ value: T; cookies: Set<string> }> {
  const cookies = new Set<string>();
  const value = await recording.run(cookies, make);
  return { value, cookies };
}

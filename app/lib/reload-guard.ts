// A failed code-chunk load reloads the page once per path; a record of the attempt guards against a
// reload loop for 10 s: if the reload did not help (the chunk is really gone), the visitor sees the error
// instead of a page that keeps reloading. Storage is passed in so the rule is testable without a browser.

export const RELOAD_GUARD_MS = 10_000;
const PREFIX = "chunk-reload:";

type KeyValueStore = Pick<Storage, "getItem" | "setItem">;

/** True when a reload of `path` may happen now; records the attempt when it may. */
export function mayReloadAfterChunkError(store: KeyValueStore, path: string, now: number): boolean {
  const key = `${PREFIX}${path}`;
  const last = Number(store.getItem(key));
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
  store.setItem(key, String(now));
  return true;
}

/** Whether an error is a failed dynamic import of a code chunk (Chromium, Firefox and Safari wordings). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

import { isChunkLoadError, mayReloadAfterChunkError } from "~/lib/reload-guard";

// A new deploy must not break a page a visitor already has open, whose code would otherwise go on asking for
// chunks and data of a build the server no longer runs. So:
// - the page polls /builds/latest.json; once the server runs a newer build, the next link click or form
//   submission is left to the browser, i.e. a full page load of the new build;
// - a code chunk that fails to load reloads the page once per path within 10 s.

const POLL_MS = 5 * 60 * 1000;

declare global {
  interface Window {
    __remixManifest?: { version?: string };
  }
}

function currentVersion(): string | undefined {
  return window.__remixManifest?.version;
}

async function serverVersion(): Promise<string | undefined> {
  try {
    const res = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: "no-store" });
    if (!res.ok) return undefined;
    const body = (await res.json()) as { version?: unknown };
    return typeof body.version === "string" ? body.version : undefined;
  } catch (error) {
    console.warn("build check failed", error);
    return undefined;
  }
}

let reloadOnNavigation = false;

function leaveToBrowser(event: Event) {
  if (!reloadOnNavigation) return;
  // Stop Remix's client-side handling; the browser then performs an ordinary navigation.
  event.stopImmediatePropagation();
}

async function check() {
  const mine = currentVersion();
  const theirs = await serverVersion();
  if (mine && theirs && mine !== theirs) reloadOnNavigation = true;
}

export function watchDeploys() {
  window.addEventListener("click", leaveToBrowser, true);
  window.addEventListener("submit", leaveToBrowser, true);
  window.setInterval(check, POLL_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") check();
  });

  const onChunkError = (error: unknown) => {
    if (!isChunkLoadError(error)) return;
    if (mayReloadAfterChunkError(window.sessionStorage, window.location.pathname, Date.now())) {
      window.location.reload();
    }
  };
  window.addEventListener("vite:preloadError", (event) => {
    event.preventDefault();
    onChunkError((event as Event & { payload?: unknown }).payload ?? new Error("Unable to preload CSS"));
  });
  window.addEventListener("unhandledrejection", (event) => onChunkError(event.reason));
  window.addEventListener("error", (event) => onChunkError(event.error ?? event.message));
}

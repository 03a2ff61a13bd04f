import { isChunkLoadError, mayReloadAfterChunkError } from "~/lib/reload-guard";

// A new deploy must not break a page a visitor already has open, whose code would otherwise go on asking for
// chunks and data of a build the server no longer runs. So:
// - a code chunk that fails to load reloads the page once per path within 10 s (set up at once, here);
// - the page polls /builds/latest.json; once the server runs a newer build, the next link click or form
//   submission is left to the browser, i.e. a full page load of the new build (deploy-poll.client.ts, loaded
//   when the browser is idle after hydration: nothing to check before then).

export function watchDeploys() {
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

  const poll = () => import("./deploy-poll.client").then((m) => m.pollDeploys());
  if ("requestIdleCallback" in window) window.requestIdleCallback(poll, { timeout: 10_000 });
  else setTimeout(poll, 2_000);
}

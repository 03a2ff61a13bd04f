// Reading without a network (docs/decisions/0033-offline-and-installable.md): registers the service worker
// (/sw.js, app/client/service-worker.ts) once the page is idle after hydration (deploy-poll.client.ts is
// that chunk: nothing of this is in a page's first load). And while the browser knows it is offline, a link
// or a search is left to the browser: Remix would fetch the next page's data and show an error, the worker
// answers the browser's own navigation with the kept page or the offline page.

function leaveToBrowserWhenOffline(event: Event) {
  if (navigator.onLine) return;
  const target = event.target instanceof Element ? event.target : null;
  const link = event.type === "click" ? target?.closest("a[href]") : null;
  const getForm = event.type === "submit" && target instanceof HTMLFormElement && target.method === "get";
  if (link || getForm) event.stopImmediatePropagation();
}

export function keepForOffline() {
  if (!("serviceWorker" in navigator)) return;
  if (import.meta.env.DEV) {
    // `npm run dev` has no /sw.js: a worker left by `npm start` on the same address would linger
    navigator.serviceWorker.getRegistrations().then((all) => {
      for (const registration of all) registration.unregister();
    });
    return;
  }
  navigator.serviceWorker
    .register("/sw.js")
    .catch((error) => console.warn("no reading without a network:", error));
  window.addEventListener("click", leaveToBrowserWhenOffline, true);
  window.addEventListener("submit", leaveToBrowserWhenOffline, true);
}

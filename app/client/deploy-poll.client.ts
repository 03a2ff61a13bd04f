// The deploy check (app/client/deploy.client.ts): polls /builds/latest.json, and once the server runs a
// newer build than the page's, leaves the next link click or form submission to the browser. Loaded when the
// browser is idle after hydration, so it also starts what waits for then: the service worker.
import { keepForOffline } from "./offline.client";

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

export function pollDeploys() {
  keepForOffline();
  window.addEventListener("click", leaveToBrowser, true);
  window.addEventListener("submit", leaveToBrowser, true);
  window.setInterval(check, POLL_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") check();
  });
}

import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useBrowserLayoutEffect } from "~/hooks/use-browser-layout-effect";
import { type FocusState, type Place, shouldFocusPage } from "~/lib/route-focus";

// Module state, not refs: switching between the site and the site-map layout remounts the layout, and the
// new one must still know where we came from. Only effects write these, so the server never does.
let lastPlace: Place | null = null;
let startedFrom: Element | null = null;

/**
 * After a client-side navigation, focus goes to the new page's heading (its `<h1>`, else `<main>`), or to
 * the element the URL's hash names; the screen reader reads it, as it would read the title of a freshly
 * loaded page. Render it after `<main>`: effects run in tree order, so the page's own effects (which may
 * move focus on purpose) have run by the time this one looks.
 */
export function RouteFocus() {
  const location = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    if (navigation.state !== "idle") startedFrom = document.activeElement;
  }, [navigation.state]);
  // A slow phone may never show the router's "loading" state (React commits only the last of its updates):
  // then where focus was is read as the new page commits, before any of its effects may move it.
  useBrowserLayoutEffect(() => {
    startedFrom ??= document.activeElement;
  }, [location]);

  // The router makes a new location for each navigation, and only then.
  useEffect(() => {
    const next: Place = location;
    const previous = lastPlace;
    lastPlace = next;
    const from = startedFrom;
    startedFrom = null;
    if (!shouldFocusPage(previous, next, focusState(from))) return;
    const target = focusTarget(next.hash);
    if (!target) return;
    if (!target.hasAttribute("tabindex")) {
      target.setAttribute("tabindex", "-1");
      // a heading that is focused only to be read shows no focus ring (see app.css, shell)
      target.setAttribute("data-route-focus", "");
    }
    target.focus({ preventScroll: true });
  }, [location]);

  return null;
}

function focusState(from: Element | null): FocusState {
  const active = document.activeElement;
  if (!active?.isConnected || active === document.body || active.id === "main") return "lost";
  return active === from ? "unchanged" : "moved";
}

function focusTarget(hash: string): HTMLElement | null {
  const named = hash.length > 1 ? document.getElementById(safeDecode(hash.slice(1))) : null;
  if (named && named.id !== "main") return named;
  const main = document.getElementById("main");
  return main?.querySelector("h1") ?? main;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

import { startTransition, useEffect, useState } from "react";

/**
 * False in the server's HTML and during hydration; true once JavaScript runs the page. What only the browser
 * shows (a widget, a Dismiss or Print button) renders from then on. The switch is a transition: a widget
 * whose texts the page did not carry suspends until its language has loaded (app/components/I18n.tsx), and
 * the server's markup stays meanwhile instead of a Suspense fallback.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

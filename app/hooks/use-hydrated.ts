import { useEffect, useState } from "react";
import { useLanguageComplete } from "~/components/I18n";

/**
 * False in the server's HTML and during hydration; true once JavaScript runs the page and its whole language
 * has loaded. What only the browser shows (a widget, a Dismiss or Print button) renders from then on, so
 * its texts never stand empty: the page itself carries only the messages the server rendered
 * (docs/decisions/0018-javascript-budget.md).
 */
export function useHydrated(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return useLanguageComplete() && mounted;
}

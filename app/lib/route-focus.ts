// Where focus goes after a client-side navigation. A full page load puts a screen reader at the new page's
// start and reads its title; a client-side one does not, so without help focus stays on the link that was
// clicked (or falls to <body>) and nothing says the page changed. We move focus to the new page's heading,
// which is read out, unless the page itself already put focus somewhere on purpose.

export type Place = { pathname: string; search: string; hash: string; key: string };

/**
 * Where focus is once the new page has rendered and run its own effects:
 * - "lost": on nothing, <body>, <main> or an element that is gone;
 * - "unchanged": still on the element that started the navigation (the link, the submit button, the input);
 * - "moved": anywhere else, i.e. the page moved it (as the virtual bar does after an in-place update).
 */
export type FocusState = "lost" | "unchanged" | "moved";

/** Whether focus should move to the new page's heading after going from `previous` to `next`. */
export function shouldFocusPage(previous: Place | null, next: Place, focus: FocusState): boolean {
  // the first load, or a render without a navigation
  if (!previous || previous.key === next.key) return false;
  const samePath = previous.pathname === next.pathname;
  // a jump to an anchor on the same page: the browser moves there itself
  if (samePath && previous.search === next.search && previous.hash !== next.hash) return false;
  if (focus === "moved") return false;
  // A new page: its heading. The same page with another query (a filter, a page of results) keeps focus
  // where it is, unless the control that had it is gone.
  return samePath ? focus === "lost" : true;
}

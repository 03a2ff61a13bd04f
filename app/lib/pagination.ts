import { MAX_PAGE } from "./recipe-query";

export type PageLinks = {
  /** the page numbers to link, ascending: the first, the last served, and two either side of this one */
  shown: number[];
  previous: number | null;
  next: number | null;
  /** the last page served: `pages`, or MAX_PAGE when there are more */
  last: number;
  /** whether pages past `last` exist that are not served (the list is longer than MAX_PAGE pages) */
  limited: boolean;
};

/**
 * The links of a paged list at `page` of `pages`. Only the first `max` pages are served (deep OFFSET scans
 * are bounded; crawlers reach every recipe through the sitemap), so links stop there and `limited` says
 * that more exist.
 */
export function pageLinks(page: number, pages: number, max = MAX_PAGE): PageLinks {
  const last = Math.max(1, Math.min(pages, max));
  const shown = [...new Set([1, last, page - 2, page - 1, page, page + 1, page + 2])]
    .filter((p) => p >= 1 && p <= last)
    .sort((a, b) => a - b);
  return {
    shown,
    previous: page > 1 ? Math.min(page - 1, last) : null,
    next: page < last ? page + 1 : null,
    last,
    limited: pages > last,
  };
}

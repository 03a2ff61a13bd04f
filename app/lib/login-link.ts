/**
 * Whether a way back after logging in leads to a page for getting in (login, register, recover, reset,
 * logout): the header's "Log in" carries every page as its way back, and from these the account page is
 * where to land. A member's own pages (favourites, bars) stay good ways back.
 */
export function isAccountPage(path: string): boolean {
  return /^\/(?:en|de)\/user\/(?:login|logout|register|recover|reset)(?:[-/?#]|$)/.test(path);
}

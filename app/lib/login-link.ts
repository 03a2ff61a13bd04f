/**
 * "Log in" comes back to the page it was clicked on (a recipe, a bar's results), not to the account page;
 * from an account page (login, register, recover …) it carries no way back.
 */
export function loginLink(pathname: string, search: string): string {
  if (/^\/(?:en|de)\/user\//.test(pathname) || !/^\/(?:en|de)(?:\/|$)/.test(pathname)) return "/user/login";
  return `/user/login?redirectTo=${encodeURIComponent(pathname + search)}`;
}

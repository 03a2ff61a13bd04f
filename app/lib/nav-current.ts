// Which navigation link points at the page being shown. The query does not count (/recipe/list?page=2 is
// still "Recipes"); a page below a link's path is in its section (/brand/kesselwind is under "Brands").

/** `aria-current` for a link to `href` on the page at `pathname`: "page", "true" (its section) or undefined. */
export function navCurrent(pathname: string, href: string): "page" | "true" | undefined {
  const target = trimSlash(href.split(/[?#]/)[0] ?? "");
  const here = trimSlash(pathname);
  if (!target) return undefined;
  if (here === target) return "page";
  // The home link ("/en") would otherwise claim every page of its language.
  if (target.split("/").length > 2 && here.startsWith(`${target}/`)) return "true";
  return undefined;
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

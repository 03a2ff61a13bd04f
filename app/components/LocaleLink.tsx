import { useLocation, useNavigate } from "@remix-run/react";
import { type AnchorHTMLAttributes, forwardRef, type MouseEvent } from "react";
import { useLocale } from "~/hooks/use-root-data";
import { localePath } from "~/lib/locale";
import { navCurrent } from "~/lib/nav-current";

// Our links are anchors with a path of the site, so they do not need Remix's <Link>, which resolves its
// path against the route tree twice per link on every render: about a tenth of a rendered page's CPU with
// the header's, footer's and a list's links (docs/decisions/0036-rendered-pages-cheaper.md, sixth session).
// An ordinary click is handed to the router as <Link> hands it, and the link is marked for Remix's lazy
// route discovery as <Link> marks it (the click then waits for no manifest request; a link that loads a new
// document keeps the mark too, which costs it nothing: the routes of a page's links are asked for at once).

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target"> & {
  to: string;
  /** a new document (a download, a resource route): the browser follows the link itself */
  reloadDocument?: boolean;
};

/**
 * The click handler of a link of the site: an ordinary click becomes a navigation of the router. (A link to
 * the page being shown adds a history entry, where <Link> replaced it: the recipe page's JavaScript budget had
 * no room for both that and the language's load as a transition, app/components/I18n.tsx.)
 */
export function useFollowLink() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(event.currentTarget.getAttribute("href") ?? "/");
  };
}

/**
 * A link to a page of the site in the current language: `to="/faq"` becomes "/en/faq". A navigation link
 * (`nav`) says when it leads to the page being shown (`aria-current="page"`, whatever the query) or to the
 * section the page is in (`aria-current="true"`).
 */
export const LocaleLink = forwardRef<HTMLAnchorElement, Props & { nav?: boolean }>(function LocaleLink(
  { to, reloadDocument, nav, ...rest },
  ref,
) {
  const href = localePath(useLocale(), to);
  const { pathname } = useLocation();
  const follow = useFollowLink();
  return (
    <a
      ref={ref}
      href={href}
      data-discover="true"
      aria-current={nav ? navCurrent(pathname, href) : undefined}
      onClick={reloadDocument ? undefined : follow}
      {...rest}
    />
  );
});

/** A navigation link: a LocaleLink that says when it leads to the page being shown or its section. */
export function LocaleNavLink(props: Props) {
  return <LocaleLink nav {...props} />;
}

import { Link, type LinkProps, useLocation } from "@remix-run/react";
import { forwardRef } from "react";
import { useLocale } from "~/hooks/use-root-data";
import { localePath } from "~/lib/locale";
import { navCurrent } from "~/lib/nav-current";

type Props = Omit<LinkProps, "to"> & { to: string };

/** A link to a page of the site in the current language: `to="/faq"` becomes "/en/faq". */
export const LocaleLink = forwardRef<HTMLAnchorElement, Props>(function LocaleLink({ to, ...rest }, ref) {
  const locale = useLocale();
  return <Link ref={ref} to={localePath(locale, to)} {...rest} />;
});

/**
 * A navigation link that says when it leads to the page being shown (`aria-current="page"`, whatever the
 * query) or to the section the page is in (`aria-current="true"`).
 */
export const LocaleNavLink = forwardRef<HTMLAnchorElement, Props>(function LocaleNavLink(
  { to, ...rest },
  ref,
) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const href = localePath(locale, to);
  return <Link ref={ref} to={href} aria-current={navCurrent(pathname, href)} {...rest} />;
});

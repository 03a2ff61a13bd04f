import { Link, type LinkProps } from "@remix-run/react";
import { forwardRef } from "react";
import { useLocale } from "~/hooks/use-root-data";
import { localePath } from "~/lib/locale";

/** A link to a page of the site in the current language: `to="/faq"` becomes "/en/faq". */
export const LocaleLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, "to"> & { to: string }>(
  function LocaleLink({ to, ...rest }, ref) {
    const locale = useLocale();
    return <Link ref={ref} to={localePath(locale, to)} {...rest} />;
  },
);

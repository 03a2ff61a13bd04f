import { useLocation, useMatches } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/components/I18n";
import { useLocale, useRootData } from "~/hooks/use-root-data";
import { otherLocale, switchLocalePath } from "~/lib/locale";
import { LocaleLink, LocaleNavLink } from "./LocaleLink";
import { RouteFocus } from "./RouteFocus";
import { SearchBox } from "./SearchBox";
import { Toasts } from "./Toasts";

export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const other = otherLocale(locale);
  // A plain link (full page load): the other language's page sets the locale cookie. It is named by what
  // it shows ("Deutsch", in German), so a voice command and a screen reader agree on it.
  return (
    <a
      className="lang-switch"
      href={switchLocalePath(location.pathname, location.search, other)}
      hrefLang={other}
      lang={other}
    >
      {t("nav.switchTo")}
    </a>
  );
}

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t("nav.skipToContent")}
    </a>
  );
}

function SiteName() {
  const { t } = useTranslation();
  return (
    <LocaleLink to="/" className="site-name" aria-label={t("nav.home")}>
      {t("site.name")}
    </LocaleLink>
  );
}

/**
 * "Log in" or "My account", beside the search in the first row (the navigation row then fits a phone). On a
 * phone it shows only its icon; the words stay its name.
 */
function AccountLink() {
  const { t } = useTranslation();
  const root = useRootData();
  const member = Boolean(root?.user);
  const here = useLocation();
  return (
    <LocaleNavLink
      // back to this page after logging in (the login page drops a way back to an account page)
      to={member ? "/user/me" : `/user/login?redirectTo=${encodeURIComponent(here.pathname + here.search)}`}
      rel={member ? undefined : "nofollow"}
      className="account-link"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="account-link__text">{member ? t("nav.account") : t("nav.login")}</span>
    </LocaleNavLink>
  );
}

/** True on a page that brings its own search form (the search page): the header then shows none. */
function usePageHasSearch() {
  return useMatches().some((m) => (m.handle as RouteHandle | undefined)?.ownSearch === true);
}

/**
 * The default layout: header, main, footer. The header is one row on a phone (name, search button,
 * language) over a single, sideways-scrolling row of navigation; from 48rem the search form replaces the
 * button. Its reading order is the visual order at every width.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const root = useRootData();
  const pageHasSearch = usePageHasSearch();
  return (
    <>
      <SkipLink />
      <header className="site-header">
        <SiteName />
        {pageHasSearch ? null : <SearchBox />}
        <AccountLink />
        <LanguageSwitch />
        <nav aria-label={t("nav.main")} className="main-nav">
          <ul>
            <li>
              <LocaleNavLink to="/recipe/list">{t("nav.recipes")}</LocaleNavLink>
            </li>
            <li>
              <LocaleNavLink to="/recipe-group">{t("nav.groups")}</LocaleNavLink>
            </li>
            <li>
              <LocaleNavLink to="/recipe/filter">{t("nav.virtualBar")}</LocaleNavLink>
            </li>
            <li>
              <LocaleNavLink to="/brand">{t("nav.brands")}</LocaleNavLink>
            </li>
          </ul>
        </nav>
      </header>
      <Toasts initial={root?.toasts ?? []} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <RouteFocus />
      <footer className="site-footer">
        <nav aria-label={t("footer.label")}>
          <ul>
            <li>
              <LocaleNavLink to="/imprint">{t("footer.imprint")}</LocaleNavLink>
            </li>
            <li>
              <LocaleNavLink to="/data-privacy">{t("footer.dataPrivacy")}</LocaleNavLink>
            </li>
            <li>
              <LocaleNavLink to="/terms">{t("footer.terms")}</LocaleNavLink>
            </li>
            <li>
              <LocaleNavLink to="/brand">{t("nav.brands")}</LocaleNavLink>
            </li>
            <li>
              <LocaleNavLink to="/faq">{t("footer.faq")}</LocaleNavLink>
            </li>
            <li>
              <LocaleNavLink to="/about">{t("footer.about")}</LocaleNavLink>
            </li>
            <li>
              <LocaleNavLink to="/contact">{t("footer.contact")}</LocaleNavLink>
            </li>
            <li>
              <LocaleNavLink to="/routes">{t("footer.routes")}</LocaleNavLink>
            </li>
          </ul>
        </nav>
        <p className="muted">{t("site.version", { version: root?.version ?? "" })}</p>
      </footer>
    </>
  );
}

/** The minimal "routes" layout: site name, a way back, the page. */
export function RoutesLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink />
      <header className="site-header site-header--minimal">
        <SiteName />
        <LanguageSwitch />
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <RouteFocus />
      <footer className="site-footer">
        <LocaleLink to="/">{t("routes.backToSite")}</LocaleLink>
      </footer>
    </>
  );
}

/**
 * A route's `handle`: `layout: "routes"` picks the site-map layout instead of the default one;
 * `ownSearch: true` says the page has its own search form, so the header leaves its one out.
 */
export type RouteHandle = { layout?: "routes"; ownSearch?: boolean };

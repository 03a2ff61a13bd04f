import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocale, useRootData } from "~/hooks/use-root-data";
import { otherLocale, switchLocalePath } from "~/lib/locale";
import { LocaleLink } from "./LocaleLink";
import { SearchBox } from "./SearchBox";
import { Toasts } from "./Toasts";

export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const other = otherLocale(locale);
  // A plain link (full page load): the other language's page sets the locale cookie.
  return (
    <a
      className="lang-switch"
      href={switchLocalePath(location.pathname, location.search, other)}
      hrefLang={other}
      lang={other}
      aria-label={t("nav.switchToLabel")}
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

function HeaderTop() {
  const { t } = useTranslation();
  return (
    <div className="site-header__top">
      <LocaleLink to="/" className="site-name" aria-label={t("nav.home")}>
        {t("site.name")}
      </LocaleLink>
      <LanguageSwitch />
    </div>
  );
}

/** The default layout: header with navigation and search, main, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const root = useRootData();
  return (
    <>
      <SkipLink />
      <header className="site-header">
        <HeaderTop />
        <nav aria-label={t("nav.main")} className="main-nav">
          <ul>
            <li>
              <LocaleLink to="/recipe/list">{t("nav.recipes")}</LocaleLink>
            </li>
            <li>
              <LocaleLink to="/recipe-group">{t("nav.groups")}</LocaleLink>
            </li>
            <li>
              <LocaleLink to="/recipe/filter">{t("nav.virtualBar")}</LocaleLink>
            </li>
            <li>
              <LocaleLink to="/brand">{t("nav.brands")}</LocaleLink>
            </li>
            <li>
              {root?.user ? (
                <LocaleLink to="/user/me">{t("nav.account")}</LocaleLink>
              ) : (
                <LocaleLink to="/user/login">{t("nav.login")}</LocaleLink>
              )}
            </li>
          </ul>
        </nav>
        <SearchBox />
      </header>
      <Toasts initial={root?.toasts ?? []} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <nav aria-label={t("footer.label")}>
          <ul>
            <li>
              <LocaleLink to="/imprint">{t("footer.imprint")}</LocaleLink>
            </li>
            <li>
              <LocaleLink to="/data-privacy">{t("footer.dataPrivacy")}</LocaleLink>
            </li>
            <li>
              <LocaleLink to="/brand">{t("nav.brands")}</LocaleLink>
            </li>
            <li>
              <LocaleLink to="/faq">{t("footer.faq")}</LocaleLink>
            </li>
            <li>
              <LocaleLink to="/about">{t("footer.about")}</LocaleLink>
            </li>
            <li>
              <LocaleLink to="/contact">{t("footer.contact")}</LocaleLink>
            </li>
            <li>
              <LocaleLink to="/routes">{t("footer.routes")}</LocaleLink>
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
        <HeaderTop />
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <LocaleLink to="/">{t("routes.backToSite")}</LocaleLink>
      </footer>
    </>
  );
}

/** A route's `handle`: `layout: "routes"` picks the site-map layout instead of the default one. */
export type RouteHandle = { layout?: "routes" };

// The public pages of the site, in one list: the routes page and /sitemap.xml are made from it.
// Later features add their pages here when their routes land.
import type { MessageKey } from "./messages";

export type SitePage = {
  /** path below the locale prefix */
  path: string;
  labelKey: Extract<MessageKey, `pages.${string}`>;
  section: "main" | "info" | "account";
  /** false for pages search engines should not list (robots.txt keeps them out too) */
  inSitemap?: boolean;
};

export const SITE_PAGES: readonly SitePage[] = [
  { path: "/", labelKey: "pages.home", section: "main" },
  { path: "/recipe/list", labelKey: "pages.recipeList", section: "main" },
  { path: "/recipe-group", labelKey: "pages.recipeGroups", section: "main" },
  { path: "/recipe/filter", labelKey: "pages.virtualBar", section: "main" },
  { path: "/plan", labelKey: "pages.partyPlanner", section: "main" },
  { path: "/brand", labelKey: "pages.brands", section: "main" },
  { path: "/search", labelKey: "pages.search", section: "main" },
  { path: "/faq", labelKey: "pages.faq", section: "info" },
  { path: "/about", labelKey: "pages.about", section: "info" },
  { path: "/contact", labelKey: "pages.contact", section: "info" },
  { path: "/imprint", labelKey: "pages.imprint", section: "info" },
  { path: "/data-privacy", labelKey: "pages.dataPrivacy", section: "info" },
  { path: "/terms", labelKey: "pages.terms", section: "info" },
  { path: "/routes", labelKey: "pages.routes", section: "info" },
  { path: "/user/login", labelKey: "pages.login", section: "account", inSitemap: false },
  { path: "/user/register", labelKey: "pages.register", section: "account", inSitemap: false },
  { path: "/brand/register", labelKey: "pages.brandRegister", section: "account" },
  { path: "/user/recover", labelKey: "pages.recover", section: "account", inSitemap: false },
  { path: "/user/me", labelKey: "pages.account", section: "account", inSitemap: false },
  { path: "/user/bars", labelKey: "pages.savedBars", section: "account", inSitemap: false },
  { path: "/user/favourites", labelKey: "pages.favourites", section: "account", inSitemap: false },
  { path: "/recipe/draft", labelKey: "pages.myRecipes", section: "account", inSitemap: false },
];

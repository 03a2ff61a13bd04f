import type { TFunction } from "i18next";

// The web app manifest (GET /manifest.webmanifest, linked from every page's head): what a phone needs to put
// the site on its home screen and open it like an app, in the visitor's language. One app for both
// languages (the same id); it opens at the home page of the language it was installed in. Colours are the
// design system's (app/styles/app.css: --accent, --bg), icons the PNGs of scripts/app-icons.ts.

export const THEME_COLOUR = "#8a2d12";
export const BACKGROUND_COLOUR = "#fffdf8";

export const APP_ICONS = [
  { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

export function webManifest(t: TFunction, locale: "de" | "en") {
  return {
    id: "/",
    name: t("site.name"),
    short_name: t("site.name"),
    description: t("site.tagline"),
    lang: locale,
    dir: "ltr",
    start_url: `/${locale}`,
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: APP_ICONS,
  };
}

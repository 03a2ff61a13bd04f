import { DEFAULT_LOCALE, isLocale, type Locale } from "~/lib/locale";

/** The locale of a route below $lang (the layout has already refused anything else). */
export function routeLocale(params: { lang?: string }): Locale {
  return isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
}

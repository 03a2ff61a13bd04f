// Translation and the language of a request on the server: one translator for loaders, meta, mail and the
// components' server render (app/lib/translate.ts, the same the browser uses), and the locale detected by
// remix-i18next's detector in our order (the path, then the locale cookie, then Accept-Language, then German:
// app/lib/locale.ts). remix-i18next detects only; it makes no i18next instance.
import type { TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LOCALE, detectLocale, LOCALES, type Locale } from "~/lib/locale";
import type { MessageKey } from "~/lib/messages";
import { type Catalogue, translator } from "~/lib/translate";
import de from "~/locales/de";
import en from "~/locales/en";
import { readLocaleCookie, setCookie } from "./cookies.server";

/** Both languages' whole catalogues: the server translates with these, the browser loads one of them. */
const catalogues: Record<Locale, Catalogue> = { de, en };

/** A language's whole catalogue, for the components' translator (app/components/I18n.tsx). */
export const catalogueFor = (locale: Locale): Catalogue => catalogues[locale];

const translators: Record<Locale, TFunction> = {
  de: translator(de, "de"),
  en: translator(en, "en"),
};

/** `t` for a language: the same translator the components use. Async for the callers written for i18next. */
export async function getT(locale: Locale): Promise<TFunction> {
  return translators[locale];
}

/** A Set-Cookie value that remembers the locale, or null when the request already carries it. */
export async function rememberLocale(request: Request, locale: Locale): Promise<string | null> {
  if ((await readLocaleCookie(request)) === locale) return null;
  return setCookie("locale", locale);
}

const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    // Our own order (cookie, then Accept-Language, then German), written and tested in app/lib/locale.ts.
    findLocale: async (request) =>
      detectLocale(await readLocaleCookie(request), request.headers.get("Accept-Language")),
  },
});

/** The page's locale: the first path segment when it names one, else detected (cookie, header, German). */
export async function requestLocale(request: Request): Promise<Locale> {
  const first = new URL(request.url).pathname.split("/")[1];
  if (first === "de" || first === "en") return first;
  return (await detector.getLocale(request)) as Locale;
}

/** Title and description for a page, translated on the server (see app/utils/meta.ts). */
export async function pageSeo(locale: Locale, title: MessageKey, description?: MessageKey) {
  const t = await getT(locale);
  return {
    title: t(title),
    description: description ? t(description) : undefined,
  };
}

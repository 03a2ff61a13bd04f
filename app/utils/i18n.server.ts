import { createInstance, type i18n as I18n } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LOCALE, detectLocale, LOCALES, type Locale } from "~/lib/locale";
import type { MessageKey } from "~/lib/messages";
import type { Catalogue } from "~/lib/translate";
import de from "~/locales/de";
import en from "~/locales/en";
import { readLocaleCookie, setCookie } from "./cookies.server";

export const resources = { de: { translation: de }, en: { translation: en } };

/** A language's whole catalogue, for the components' translator (app/components/I18n.tsx). */
export const catalogueFor = (locale: Locale): Catalogue => resources[locale].translation;

export const i18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    // Our own order (cookie, then Accept-Language, then German), written and tested in app/lib/locale.ts.
    findLocale: async (request) =>
      detectLocale(await readLocaleCookie(request), request.headers.get("Accept-Language")),
  },
  i18next: { resources, interpolation: { escapeValue: false } },
});

// One i18next instance per locale for the whole process: the server never switches an instance's language,
// and making one per request (what remix-i18next's getFixedT does) costs more than rendering a small page.
const instances = new Map<Locale, Promise<I18n>>();

export function serverI18n(locale: Locale): Promise<I18n> {
  let instance = instances.get(locale);
  if (!instance) {
    const created = createInstance();
    instance = created
      .init({
        lng: locale,
        fallbackLng: false,
        resources: { [locale]: resources[locale] },
        interpolation: { escapeValue: false },
      })
      .then(() => memoiseTranslations(created));
    instances.set(locale, instance);
  }
  return instance;
}

/**
 * i18next's t() resolves keys, plurals and interpolation anew on every call, a sixth of the CPU of a list
 * page. The server's catalogues never change at run time, so each (key, options) answer is remembered;
 * the memo is bounded and starts over when full.
 */
const MEMO_LIMIT = 20_000;
function memoiseTranslations(instance: I18n): I18n {
  const translate = instance.t.bind(instance);
  const memo = new Map<string, string>();
  instance.t = ((key: unknown, options?: unknown) => {
    const id = `${JSON.stringify(key)}|${options === undefined ? "" : JSON.stringify(options)}`;
    let text = memo.get(id);
    if (text === undefined) {
      const value = (translate as (k: unknown, o?: unknown) => unknown)(key, options);
      if (typeof value !== "string") return value;
      if (memo.size >= MEMO_LIMIT) memo.clear();
      text = value;
      memo.set(id, text);
    }
    return text;
  }) as I18n["t"];
  return instance;
}

export async function getT(locale: Locale) {
  return (await serverI18n(locale)).getFixedT(locale);
}

/** A Set-Cookie value that remembers the locale, or null when the request already carries it. */
export async function rememberLocale(request: Request, locale: Locale): Promise<string | null> {
  if ((await readLocaleCookie(request)) === locale) return null;
  return setCookie("locale", locale);
}

/** The page's locale: the first path segment when it names one, else detected (cookie, header, German). */
export async function requestLocale(request: Request): Promise<Locale> {
  const first = new URL(request.url).pathname.split("/")[1];
  if (first === "de" || first === "en") return first;
  return (await i18n.getLocale(request)) as Locale;
}

/** Title and description for a page, translated on the server (see app/utils/meta.ts). */
export async function pageSeo(locale: Locale, title: MessageKey, description?: MessageKey) {
  const t = await getT(locale);
  return {
    title: t(title),
    description: description ? t(description) : undefined,
  };
}

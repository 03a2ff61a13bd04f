// Translations for components, on the server and in the browser: `useTranslation()` answers `{ t, i18n }`
// as react-i18next's did, from app/lib/translate.ts instead of i18next (40 KB less JavaScript per page).
//
// One translator (app/lib/translate.ts) and one catalogue per language (app/locales) on both sides: the
// server renders with the page's whole language and records every message the render used; the
// `<PageMessages>` element at the end of the document carries exactly those (as JSON) and the browser
// hydrates with them. The rest of the language loads when the browser is idle after hydration. A text the browser does not have yet suspends (React Suspense) until it is there:
// never an empty string. Navigations are transitions, so the old page stays meanwhile; during hydration
// the server's HTML stays. docs/decisions/0027-i18n-and-remix-public-api.md.
import type { TFunction } from "i18next";
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { Locale } from "~/lib/locale";
import { recordedJson } from "~/lib/recorded-messages";
import {
  type Catalogue,
  catalogueJson,
  interpolate,
  interpolateKept,
  keyOf,
  lookup,
  resolve,
  resolveKept,
  type TranslateOptions,
} from "~/lib/translate";
import { useNonce } from "./nonce";

/** The part of i18next's `i18n` object that components read. */
export type I18nLike = {
  language: Locale;
  getResource(language: string, namespace: string, key: string): unknown;
};

type Value = {
  catalogue: Catalogue;
  t: TFunction;
  i18n: I18nLike;
  /** True once the page's whole language is loaded (always on the server). */
  complete: boolean;
  /** Starts loading the whole language (once); resolves when it is in place. */
  loadAll: () => Promise<void>;
  /** The server's record of used messages, or the browser's copy of what the HTML carried. */
  page: { record?: Set<string>; json?: string };
};

const I18nContext = createContext<Value | null>(null);

function makeValue(
  language: Locale,
  catalogue: Catalogue,
  complete: boolean,
  loadAll: () => Promise<void>,
  page: Value["page"],
): Value {
  // A message recorded after <PageMessages> rendered (inside a Suspense boundary that resolved later) is
  // not in the page's JSON: the browser suspends there until the whole language has loaded.
  const record = (path: string) => page.record?.add(path);
  // Not here yet (the browser, before the whole language has loaded): suspend until it is. The server and
  // a loaded browser always have the whole language, and answer a missing key with the key, as i18next.
  const missing = (): never => {
    throw loadAll();
  };
  const t = ((key: string | string[], options?: TranslateOptions) => {
    const k = keyOf(key);
    const found = resolve(catalogue, language, k, options);
    if (found) {
      record(found.path);
      return interpolate(found.text, options);
    }
    return complete ? k : missing();
  }) as unknown as TFunction;
  const i18n: I18nLike = {
    language,
    getResource(_language, _namespace, key) {
      const value = lookup(catalogue, key);
      if (typeof value === "string") record(key);
      else if (!complete) missing();
      return value;
    },
  };
  return { catalogue, t, i18n, complete, loadAll, page };
}

/** The server's provider: the whole language; records what the render uses for `<PageMessages>`. */
export function ServerI18nProvider({
  language,
  catalogue,
  children,
}: {
  language: Locale;
  catalogue: Catalogue;
  children: ReactNode;
}) {
  const value = useMemo(() => {
    const whole = makeValue(language, catalogue, true, async () => {}, { record: new Set() });
    // As whole.t, with the text of a key (and of its plural form) found once per catalogue, and each text cut
    // at its variables once, not on every render (docs/decisions/0036-rendered-pages-cheaper.md).
    const t = ((key: string | string[], options?: TranslateOptions) => {
      const k = keyOf(key);
      const found = resolveKept(catalogue, language, k, options?.count);
      if (!found) return k;
      whole.page.record?.add(found.path);
      return interpolateKept(found.text, options);
    }) as unknown as TFunction;
    return { ...whole, t };
  }, [language, catalogue]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * The browser's provider: starts with what the page carried (`json`, the text of `<PageMessages>`), loads
 * the whole language with `loadCatalogue` when the browser is idle after hydration.
 */
export function BrowserI18nProvider({
  language,
  json,
  loadCatalogue,
  children,
}: {
  language: Locale;
  json: string;
  loadCatalogue: () => Promise<Catalogue>;
  children: ReactNode;
}) {
  const [state, setState] = useState(() => ({ catalogue: JSON.parse(json) as Catalogue, complete: false }));
  const loading = useRef<Promise<void> | null>(null);
  const loadAll = useCallback(() => {
    // A transition: a part of the page still hydrating (a lazy chunk on its way) keeps the server's HTML
    // and hydrates later, where an urgent update would have it rendered again in the browser (React #421).
    loading.current ??= loadCatalogue().then((catalogue) =>
      startTransition(() => setState({ catalogue, complete: true })),
    );
    return loading.current;
  }, [loadCatalogue]);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 200));
    idle(() => void loadAll());
  }, [loadAll]);
  const page = useRef({ json }).current;
  const value = useMemo(
    () => makeValue(language, state.catalogue, state.complete, loadAll, page),
    [language, state, loadAll, page],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): Value {
  const value = useContext(I18nContext);
  if (!value) throw new Error("I18n: no provider");
  return value;
}

/** `{ t, i18n }` for the page's language, as react-i18next's hook answered them. */
export function useTranslation(): { t: TFunction; i18n: I18nLike } {
  const { t, i18n } = useI18n();
  return { t, i18n };
}

/**
 * The messages this page rendered, as JSON for the browser to hydrate with. Rendered last in the document:
 * every text above it has been translated by then, except inside a Suspense boundary still waiting (the
 * browser suspends there until its whole language is loaded, keeping the server's HTML meanwhile).
 */
export function PageMessages() {
  const { page, catalogue } = useI18n();
  let json = page.json;
  // The server writes what it recorded; the browser keeps what the HTML carried (and no code to write it).
  if (import.meta.env.SSR && json === undefined && page.record)
    json = recordedJson(catalogue, page.record, catalogueJson);
  // A data block is never executed, but it carries the nonce like every script element, so the policy holds
  // for all of them without exceptions to remember.
  const nonce = useNonce();
  return (
    <script
      type="application/json"
      id={PAGE_MESSAGES_ID}
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own catalogue with "<" escaped
      dangerouslySetInnerHTML={{ __html: json ?? "{}" }}
    />
  );
}

export const PAGE_MESSAGES_ID = "page-messages";

import { useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locale";
import type { loader } from "~/root";

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

/** The page's locale, as the root loader decided it. */
export function useLocale(): Locale {
  return useRootData()?.locale ?? DEFAULT_LOCALE;
}

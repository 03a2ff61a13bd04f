import { useCallback, useState } from "react";
import type { CatalogueView, CompactCatalogue } from "~/lib/picker-catalogue";

/** One fetch per address for the life of the page (the address names the catalogue's version). */
const fetched = new Map<string, Promise<CatalogueView>>();

export type PickerCatalogue = {
  /** null until it has arrived */
  view: CatalogueView | null;
  /** fetches it (once per address; again after a failure) */
  need: () => void;
  /** the last fetch failed and none is under way */
  failed: boolean;
};

/**
 * The picker's catalogue from `url` (app/routes/$lang.recipe.filter-choices[.]json.ts) with the code that
 * reads and ranks it, both fetched only when `need()` is called. A failed fetch is forgotten, so the next
 * `need()` tries again.
 */
export function usePickerCatalogue(url: string): PickerCatalogue {
  const [got, setGot] = useState<{ url: string; view: CatalogueView } | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const need = useCallback(() => {
    let promise = fetched.get(url);
    if (!promise) {
      const json = fetch(url).then((res) =>
        res.ok ? (res.json() as Promise<CompactCatalogue>) : Promise.reject(new Error(`${res.status}`)),
      );
      promise = Promise.all([json, import("~/lib/picker-catalogue")]).then(([compact, lib]) =>
        lib.catalogueView(compact),
      );
      fetched.set(url, promise);
    }
    setFailedUrl(null);
    promise.then(
      (view) => setGot({ url, view }),
      () => {
        fetched.delete(url);
        setFailedUrl(url);
      },
    );
  }, [url]);
  return { view: got?.url === url ? got.view : null, need, failed: failedUrl === url };
}

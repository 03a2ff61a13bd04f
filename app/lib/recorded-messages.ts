// The messages a server render used, as a catalogue the browser can hydrate with: the page ships only
// these (in its HTML, app/components/I18n.tsx), the rest of its language arrives after hydration.
import type { Catalogue } from "./translate";

/** A nested catalogue of exactly `keys` (dotted paths) with their texts from `full`. */
export function catalogueOf(full: Catalogue, keys: Iterable<string>): Catalogue {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const parts = key.split(".");
    let source: string | Catalogue | undefined = full;
    let target = out;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] as string;
      if (source === undefined || typeof source === "string" || !Object.hasOwn(source, part)) break;
      source = source[part];
      if (i === parts.length - 1) {
        if (typeof source === "string") target[part] = source;
      } else {
        if (typeof source === "string") break;
        target[part] ??= {};
        target = target[part] as Record<string, unknown>;
      }
    }
  }
  return out as Catalogue;
}

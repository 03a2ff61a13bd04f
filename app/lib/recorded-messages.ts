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

/** Per catalogue, the JSON of the recorded keys' texts, by the keys in the order the render met them. */
const jsonByKeys = new WeakMap<Catalogue, Map<string, string>>();
/** Pages render a few dozen sets of messages (a page kind, signed in or not); more than this is a leak. */
export const MAX_KEPT_SETS = 500;

/**
 * `serialize(catalogueOf(full, keys))`, made once per set of keys in the order given: a page kind's render
 * meets the same messages in the same order every time, so the server builds and serializes a page's part
 * of the catalogue once, not on every render (docs/decisions/0036-rendered-pages-cheaper.md, sixth session).
 */
export function recordedJson(
  full: Catalogue,
  keys: Iterable<string>,
  serialize: (part: Catalogue) => string,
): string {
  let kept = jsonByKeys.get(full);
  if (!kept) {
    kept = new Map();
    jsonByKeys.set(full, kept);
  }
  const list = [...keys];
  const id = list.join("\n");
  let json = kept.get(id);
  if (json === undefined) {
    json = serialize(catalogueOf(full, list));
    if (kept.size >= MAX_KEPT_SETS) kept.clear();
    kept.set(id, json);
  }
  return json;
}

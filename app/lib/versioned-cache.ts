// A cache for what every visitor sees alike, keyed by a version the database moves on every change (see
// app/models/shared-cache.server.ts). A newer version empties it at once, so nothing older than the version a
// caller read is ever served; a caller that read an older version than the cache has already seen (a
// request that started before a change and asks after it) loads on its own and stores nothing. Bounded:
// the least recently used entry goes first. Concurrent loads of one key share one promise; a failed load
// is not kept.

export type VersionedCache<V> = {
  getOrLoad(version: number, key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
  readonly size: number;
  /** the newest version seen, or null before the first call and after clear() */
  readonly version: number | null;
};

export function createVersionedCache<V>(options: { max: number }): VersionedCache<V> {
  let current: number | null = null;
  const entries = new Map<string, Promise<V>>();
  return {
    getOrLoad(version, key, load) {
      if (current !== null && version < current) return load();
      if (current === null || version > current) {
        entries.clear();
        current = version;
      }
      const hit = entries.get(key);
      if (hit) {
        // Most recently used last: eviction takes the first.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const value = load();
      entries.set(key, value);
      value.catch(() => {
        if (entries.get(key) === value) entries.delete(key);
      });
      while (entries.size > options.max) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear() {
      entries.clear();
      current = null;
    },
    get size() {
      return entries.size;
    },
    get version() {
      return current;
    },
  };
}

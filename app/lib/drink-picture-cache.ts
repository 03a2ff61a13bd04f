// The rendered drink pictures (PNG bytes), kept by the picture's hash and bounded by their total size, not
// by a count: pictures differ threefold in size, and what the bound protects is memory. The hash names
// exactly what was drawn, so an entry never goes stale; the least recently used goes first when a new one
// would pass the bound. An entry larger than the whole bound is not kept.

export type ByteCache = {
  get(key: string): Uint8Array | undefined;
  /** Keeps `value` (most recently used); false when it alone is larger than the bound. */
  set(key: string, value: Uint8Array): boolean;
  has(key: string): boolean;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
  readonly maxBytes: number;
};

export function createByteCache(maxBytes: number): ByteCache {
  const entries = new Map<string, Uint8Array>();
  let bytes = 0;
  const drop = (key: string) => {
    const value = entries.get(key);
    if (value === undefined) return;
    entries.delete(key);
    bytes -= value.byteLength;
  };
  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      // Most recently used last: eviction takes the first.
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      drop(key);
      if (value.byteLength > maxBytes) return false;
      while (bytes + value.byteLength > maxBytes) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
      entries.set(key, value);
      bytes += value.byteLength;
      return true;
    },
    has: (key) => entries.has(key),
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    maxBytes,
  };
}

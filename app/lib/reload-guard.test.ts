import { describe, expect, it } from "vitest";
import { isChunkLoadError, mayReloadAfterChunkError, RELOAD_GUARD_MS } from "./reload-guard";

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe("chunk reload guard", () => {
  it("reloads once per path within 10 s, then again after", () => {
    const store = memoryStore();
    expect(mayReloadAfterChunkError(store, "/en", 1_000)).toBe(true);
    expect(mayReloadAfterChunkError(store, "/en", 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(mayReloadAfterChunkError(store, "/de", 1_500)).toBe(true);
    expect(mayReloadAfterChunkError(store, "/en", 1_000 + RELOAD_GUARD_MS)).toBe(true);
  });
  it("recognises chunk load failures", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

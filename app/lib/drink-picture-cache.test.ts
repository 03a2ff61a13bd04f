import { describe, expect, it } from "vitest";
import { createByteCache } from "./drink-picture-cache";

const bytes = (n: number) => new Uint8Array(n);

describe("picture cache bounded by bytes", () => {
  it("keeps entries until their bytes would pass the bound, then drops the least recently used", () => {
    const cache = createByteCache(100);
    cache.set("a", bytes(40));
    cache.set("b", bytes(40));
    expect(cache.get("a")?.byteLength).toBe(40); // a is now the most recently used
    cache.set("c", bytes(40));
    expect(cache.has("b")).toBe(false);
    expect(cache.has("a")).toBe(true);
    expect(cache.has("c")).toBe(true);
    expect(cache.bytes).toBe(80);
    expect(cache.size).toBe(2);
  });

  it("holds many small entries where a count bound would have dropped them", () => {
    const cache = createByteCache(1_000);
    for (let i = 0; i < 100; i++) cache.set(String(i), bytes(10));
    expect(cache.size).toBe(100);
    expect(cache.bytes).toBe(1_000);
    cache.set("one more", bytes(10));
    expect(cache.size).toBe(100);
    expect(cache.has("0")).toBe(false);
  });

  it("does not keep an entry larger than the whole bound, and keeps what it had", () => {
    const cache = createByteCache(100);
    cache.set("a", bytes(60));
    expect(cache.set("huge", bytes(101))).toBe(false);
    expect(cache.has("huge")).toBe(false);
    expect(cache.has("a")).toBe(true);
    expect(cache.bytes).toBe(60);
  });

  it("counts a replaced entry once", () => {
    const cache = createByteCache(100);
    cache.set("a", bytes(60));
    cache.set("a", bytes(30));
    expect(cache.bytes).toBe(30);
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.bytes).toBe(0);
    expect(cache.get("a")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { createVersionedCache } from "./versioned-cache";

describe("versioned cache", () => {
  it("serves a value while the version stays, and loads again when it moves on", async () => {
    let loads = 0;
    const cache = createVersionedCache<number>({ max: 10 });
    const load = async () => ++loads;
    expect(await cache.getOrLoad(1, "a", load)).toBe(1);
    expect(await cache.getOrLoad(1, "a", load)).toBe(1);
    expect(await cache.getOrLoad(2, "a", load)).toBe(2);
    expect(cache.version).toBe(2);
  });

  it("empties itself when a newer version arrives, whatever the key", async () => {
    const cache = createVersionedCache<string>({ max: 10 });
    await cache.getOrLoad(1, "a", async () => "a1");
    await cache.getOrLoad(1, "b", async () => "b1");
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad(3, "a", async () => "a3")).toBe("a3");
    expect(cache.size).toBe(1);
    expect(await cache.getOrLoad(3, "b", async () => "b3")).toBe("b3");
  });

  it("never serves or stores for a caller that read an older version", async () => {
    const cache = createVersionedCache<string>({ max: 10 });
    await cache.getOrLoad(5, "a", async () => "new");
    expect(await cache.getOrLoad(4, "a", async () => "old")).toBe("old");
    expect(await cache.getOrLoad(4, "b", async () => "old b")).toBe("old b");
    expect(cache.size).toBe(1);
    expect(await cache.getOrLoad(5, "a", async () => "again")).toBe("new");
  });

  it("shares one load between concurrent callers of one version", async () => {
    let loads = 0;
    const cache = createVersionedCache<number>({ max: 10 });
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.getOrLoad(1, "k", load), cache.getOrLoad(1, "k", load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
  });

  it("keeps at most max entries, dropping the least recently used", async () => {
    const cache = createVersionedCache<string>({ max: 2 });
    await cache.getOrLoad(1, "a", async () => "a");
    await cache.getOrLoad(1, "b", async () => "b");
    await cache.getOrLoad(1, "a", async () => "a again"); // a is now the most recent
    await cache.getOrLoad(1, "c", async () => "c"); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad(1, "a", async () => "reloaded")).toBe("a");
    expect(await cache.getOrLoad(1, "b", async () => "b reloaded")).toBe("b reloaded");
  });

  it("forgets a failed load, so the next caller tries again", async () => {
    const cache = createVersionedCache<string>({ max: 10 });
    await expect(cache.getOrLoad(1, "x", async () => Promise.reject(new Error("boom")))).rejects.toThrow(
      "boom",
    );
    expect(cache.size).toBe(0);
    expect(await cache.getOrLoad(1, "x", async () => "ok")).toBe("ok");
  });

  it("starts over after clear()", async () => {
    const cache = createVersionedCache<string>({ max: 10 });
    await cache.getOrLoad(7, "a", async () => "a");
    cache.clear();
    expect(cache.version).toBeNull();
    expect(await cache.getOrLoad(2, "a", async () => "after")).toBe("after");
  });
});

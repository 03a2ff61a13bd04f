import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache";

describe("ttl cache", () => {
  it("serves a value until it expires, then loads again", async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, max: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.getOrLoad("a", load)).toBe(1);
    clock = 999;
    expect(await cache.getOrLoad("a", load)).toBe(1);
    clock = 1000;
    expect(await cache.getOrLoad("a", load)).toBe(2);
  });
  it("shares one load between concurrent callers", async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, max: 10 });
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.getOrLoad("k", load), cache.getOrLoad("k", load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
  });
  it("keeps at most max entries and forgets failures", async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, max: 2 });
    await cache.getOrLoad("a", async () => "a");
    await cache.getOrLoad("b", async () => "b");
    await cache.getOrLoad("c", async () => "c");
    expect(cache.size).toBe(2);
    await expect(cache.getOrLoad("x", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await cache.getOrLoad("x", async () => "ok")).toBe("ok");
  });
});

import { describe, expect, it } from "vitest";
import { createVersionedCache, dependsOn, recordVersions } from "./versioned-cache";

/** Versions as a database would hold them, with a count of reads. */
function database(initial: Record<string, number>) {
  const versions = new Map(Object.entries(initial));
  const reads: string[][] = [];
  return {
    versions,
    reads,
    bump(dep: string) {
      versions.set(dep, (versions.get(dep) ?? 0) + 1);
    },
    readVersions: async (deps: readonly string[]) => {
      reads.push([...deps]);
      return new Map(deps.flatMap((d) => (versions.has(d) ? [[d, versions.get(d) as number] as const] : [])));
    },
  };
}

const box = (n: number) => ({ n });

describe("createVersionedCache", () => {
  it("serves an entry while the versions of the kinds it was made from stand, and remakes it after", async () => {
    const db = database({ recipes: 1, ratings: 1, brands: 1 });
    const cache = createVersionedCache<{ n: number }>({ maxSize: 100, sizeOf: () => 1, ...db });
    let loads = 0;
    const load = async () => box(++loads);
    expect(await cache.get("list", ["recipes", "ratings"], load)).toEqual({ n: 1 });
    expect(await cache.get("list", ["recipes", "ratings"], load)).toEqual({ n: 1 });
    db.bump("brands");
    expect(await cache.get("list", ["recipes", "ratings"], load)).toEqual({ n: 1 });
    db.bump("ratings");
    expect(await cache.get("list", ["recipes", "ratings"], load)).toEqual({ n: 2 });
  });

  it("keeps what a load noted it read, and what the entries it read were made from", async () => {
    const db = database({ recipes: 1, "rating:7": 3, "rating:8": 1 });
    const cache = createVersionedCache<{ n: number }>({ maxSize: 100, sizeOf: () => 1, ...db });
    let loads = 0;
    const inner = async () => {
      dependsOn("rating:8", 1);
      return box(100);
    };
    const page = async () => {
      dependsOn("rating:7", 3);
      await cache.get("related", ["recipes"], inner);
      return box(++loads);
    };
    const first = await recordVersions(() => cache.get("recipe:7", ["recipes"], page));
    expect(first.versions).toEqual(
      new Map([
        ["recipes", 1],
        ["rating:7", 3],
        ["rating:8", 1],
      ]),
    );
    await cache.get("recipe:7", ["recipes"], page);
    expect(loads).toBe(1);
    db.bump("rating:8");
    await cache.get("recipe:7", ["recipes"], page);
    expect(loads).toBe(2);
    // a thing the database no longer knows (a recipe gone) is version 0, which nothing was made at
    db.versions.delete("rating:7");
    await cache.get("recipe:7", ["recipes"], page);
    expect(loads).toBe(3);
  });

  it("records the oldest version of a dependency a render read", async () => {
    const { versions } = await recordVersions(async () => {
      dependsOn("recipes", 5);
      dependsOn("recipes", 4);
      dependsOn("recipes", 6);
    });
    expect(versions.get("recipes")).toBe(4);
  });

  it("drops a stale entry on lookup and keeps one set with the versions given", async () => {
    const db = database({ pages: 2 });
    const cache = createVersionedCache<{ n: number }>({ maxSize: 100, sizeOf: () => 1, ...db });
    cache.set("faq", box(1), new Map([["pages", 2]]));
    cache.set("imprint", box(2), new Map());
    expect(await cache.lookup("faq")).toEqual({ n: 1 });
    db.reads.length = 0;
    expect(await cache.lookup("imprint")).toEqual({ n: 2 });
    // an entry that depends on nothing costs no read
    expect(db.reads).toEqual([]);
    db.bump("pages");
    expect(await cache.lookup("faq")).toBeUndefined();
    expect(cache.has("faq")).toBe(false);
    expect(await cache.lookup("imprint")).toEqual({ n: 2 });
  });

  it("shares one load between concurrent callers and keeps no failed load", async () => {
    const db = database({ recipes: 1 });
    const cache = createVersionedCache<{ n: number }>({ maxSize: 100, sizeOf: () => 1, ...db });
    let loads = 0;
    const slow = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return box(loads);
    };
    const [a, b] = await Promise.all([cache.get("k", ["recipes"], slow), cache.get("k", ["recipes"], slow)]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    await expect(cache.get("bad", ["recipes"], () => Promise.reject(new Error("down")))).rejects.toThrow(
      "down",
    );
    expect(cache.has("bad")).toBe(false);
  });

  it("gives a caller who joined a load a newer one when a thing that load read has moved since", async () => {
    const db = database({ recipes: 1, "rating:7": 1 });
    const cache = createVersionedCache<{ n: number }>({ maxSize: 100, sizeOf: () => 1, ...db });
    let loads = 0;
    const load = async () => {
      const seen = db.versions.get("rating:7") as number;
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      dependsOn("rating:7", seen);
      return box(seen);
    };
    const first = cache.get("recipe:7", ["recipes"], load);
    await new Promise((r) => setTimeout(r, 1));
    // a rating commits after the first load read the recipe, before the second caller asks
    db.bump("rating:7");
    const second = cache.get("recipe:7", ["recipes"], load);
    expect((await first).n).toBe(1);
    expect((await second).n).toBe(2);
    expect(loads).toBe(2);
  });

  it("checks a family's members through their kind while it stands, and reads them when it moved", async () => {
    const db = database({ recipes: 1, ratings: 1, "rating:7": 1, "rating:8": 1, "rating:9": 1 });
    const rate = (id: number) => {
      // as the database does: a recipe's rating version and "ratings" move in one transaction
      db.bump(`rating:${id}`);
      db.bump("ratings");
    };
    const families = [{ kind: "ratings", has: (dep: string) => dep.startsWith("rating:") }];
    const cache = createVersionedCache<{ n: number }>({ maxSize: 100, sizeOf: () => 1, ...db, families });
    const pages = createVersionedCache<{ n: number }>({ maxSize: 100, sizeOf: () => 1, ...db, families });
    let loads = 0;
    const load = async () => {
      dependsOn("rating:7", db.versions.get("rating:7") as number);
      dependsOn("rating:8", db.versions.get("rating:8") as number);
      return box(++loads);
    };
    const { value, versions } = await recordVersions(() => cache.get("recipe:7", ["recipes"], load));
    pages.set("/recipe/7", value, versions);

    db.reads.length = 0;
    expect(await cache.get("recipe:7", ["recipes"], load)).toEqual({ n: 1 });
    expect(await pages.lookup("/recipe/7")).toEqual({ n: 1 });
    expect(db.reads.flat().filter((dep) => dep.startsWith("rating:"))).toEqual([]);

    // another recipe is rated: the members are read once, stand, and the kind's new version is kept
    rate(9);
    db.reads.length = 0;
    expect(await cache.get("recipe:7", ["recipes"], load)).toEqual({ n: 1 });
    expect(await pages.lookup("/recipe/7")).toEqual({ n: 1 });
    expect(
      db.reads
        .flat()
        .filter((dep) => dep.startsWith("rating:"))
        .sort(),
    ).toEqual(["rating:7", "rating:7", "rating:8", "rating:8"]);
    db.reads.length = 0;
    await cache.get("recipe:7", ["recipes"], load);
    await pages.lookup("/recipe/7");
    expect(db.reads.flat().filter((dep) => dep.startsWith("rating:"))).toEqual([]);

    // a recipe the page shows is rated: both are made again
    rate(8);
    expect(await pages.lookup("/recipe/7")).toBeUndefined();
    expect(await cache.get("recipe:7", ["recipes"], load)).toEqual({ n: 2 });
    expect(loads).toBe(2);
  });

  it("is bounded by size, least recently used out, and keeps no entry larger than its bound", async () => {
    const cache = createVersionedCache<Uint8Array>({
      maxSize: 10,
      maxEntrySize: 6,
      sizeOf: (v) => v.byteLength,
    });
    await cache.get("a", [], async () => new Uint8Array(4));
    await cache.get("b", [], async () => new Uint8Array(4));
    await cache.get("a", [], async () => new Uint8Array(1));
    await cache.get("c", [], async () => new Uint8Array(4));
    expect(cache.has("a")).toBe(true);
    expect(cache.has("b")).toBe(false);
    expect(cache.calculatedSize).toBe(8);
    await cache.get("huge", [], async () => new Uint8Array(7));
    expect(cache.has("huge")).toBe(false);
  });
});

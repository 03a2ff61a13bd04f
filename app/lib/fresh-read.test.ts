import { describe, expect, it } from "vitest";
import { freshReads } from "./fresh-read";

/** A read whose answers the test releases by hand, numbered in the order the reads started. */
function manualReads() {
  const pending: { resolve: (n: number) => void; reject: (e: Error) => void }[] = [];
  let started = 0;
  const asked: string[][] = [];
  const read = (keys: string[]) => {
    asked.push(keys);
    started++;
    const n = started;
    return new Promise<number>((resolve, reject) => pending.push({ resolve: () => resolve(n), reject }));
  };
  return {
    read,
    asked,
    get started() {
      return started;
    },
    finish: async (i: number) => {
      pending[i]?.resolve(0);
      await new Promise((r) => setTimeout(r, 0));
    },
    fail: async (i: number) => {
      pending[i]?.reject(new Error("down"));
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

describe("freshReads", () => {
  it("reads at once when nothing is running", async () => {
    const reads = manualReads();
    const get = freshReads(reads.read);
    const a = get(["a"]);
    expect(reads.started).toBe(1);
    await reads.finish(0);
    expect(await a).toBe(1);
    const b = get(["a"]);
    expect(reads.started).toBe(2);
    await reads.finish(1);
    expect(await b).toBe(2);
  });

  it("gives a caller who arrives during a read the next read, shared with all who arrived meanwhile", async () => {
    const reads = manualReads();
    const get = freshReads(reads.read);
    const first = get(["a"]);
    const late = [get(["a"]), get(["b", "c"]), get(["a", "b"])];
    expect(reads.started).toBe(1);
    await reads.finish(0);
    expect(await first).toBe(1);
    // the next read started when the first ended, for the three who came during it, with all their keys
    expect(reads.started).toBe(2);
    expect(reads.asked[1]).toEqual(["a", "b", "c"]);
    const later = get(["a"]);
    await reads.finish(1);
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
    // who came during the second read gets a third
    expect(reads.started).toBe(3);
    await reads.finish(2);
    expect(await later).toBe(3);
  });

  it("passes a failed read on to its callers only, and reads again for those waiting", async () => {
    const reads = manualReads();
    const get = freshReads(reads.read);
    const first = get(["a"]);
    const waiting = get(["a"]);
    await reads.fail(0);
    await expect(first).rejects.toThrow("down");
    expect(reads.started).toBe(2);
    await reads.finish(1);
    expect(await waiting).toBe(2);
  });
});

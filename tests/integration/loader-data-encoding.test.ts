// patches/turbo-stream+*.patch (applied by `npm install`'s postinstall, patch-package): Remix encodes every
// page's loader data with turbo-stream, value by value. The patch writes a value seen before as its index
// directly (upstream wraps it in an array and has the template literal join it again) and builds an object's
// parts in one loop: about 40 % less time to encode a list or bar page's data, the same bytes
// (docs/decisions/0036-rendered-pages-cheaper.md). The texts below are what turbo-stream 2.4.1 unpatched
// writes for each input; the patched encoder must write them byte for byte, and its output must decode back.
import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// What Node loads on the server (the package's "require" entry), where Remix encodes.
const require = createRequire(import.meta.url);
const turbo = require("turbo-stream") as typeof import("turbo-stream");

async function encoded(value: unknown): Promise<string> {
  const reader = turbo.encode(value).getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (let read = await reader.read(); !read.done; read = await reader.read())
    text += decoder.decode(read.value);
  return text;
}

async function decoded(text: string): Promise<unknown> {
  const bytes = new TextEncoder().encode(text);
  const result = await turbo.decode(
    new ReadableStream({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    }),
  );
  await result.done;
  return result.value;
}

const shared = { name: "Gin", tags: ["dry", "dry"] };
// biome-ignore lint/suspicious/noSparseArray: a hole is one of the encoder's cases
const holey = [1, , 3];
const inputs = () => ({
  repeated: { a: "x", b: "x", c: [1, "x", "a"], d: { a: "x" } },
  sharedObjects: { first: shared, second: shared, list: [shared, { ...shared }] },
  specials: {
    u: undefined,
    n: null,
    nan: Number.NaN,
    inf: Number.POSITIVE_INFINITY,
    ninf: Number.NEGATIVE_INFINITY,
    nz: -0,
    z: 0,
    t: true,
    f: false,
    e: "",
  },
  holes: { holey, empty: [], nested: [[], [[]], { k: [] }] },
  types: {
    date: new Date(0),
    url: new URL("https://example.com/a?b=1"),
    set: new Set(["a", 1, "a2"]),
    map: new Map<string, unknown>([
      ["k", "v"],
      ["k2", { v: "v" }],
    ]),
    big: 12n,
    sym: Symbol.for("s"),
    re: /a+b/gi,
    err: new TypeError("bad"),
  },
  unicode: { text: "Roter Wermut – „süß“ ✕ <script>\u2028", key_with_quote: 'a"b' },
});

/** What turbo-stream 2.4.1 without the patch writes for each input. */
const UPSTREAM: Record<string, string> = {
  repeated: '[{"_1":2,"_3":2,"_4":5,"_7":8},"a","x","b","c",[6,2,1],1,"d",{"_1":2}]\n',
  sharedObjects:
    '[{"_1":2,"_8":2,"_9":10},"first",{"_3":4,"_5":6},"name","Gin","tags",[7,7],"dry","second","list",[2,11],{"_3":4,"_5":6}]\n',
  specials:
    '[{"_1":-7,"_2":-5,"_3":-2,"_4":-6,"_5":-3,"_6":-4,"_7":8,"_9":10,"_11":12,"_13":14},"u","n","nan","inf","ninf","nz","z",0,"t",true,"f",false,"e",""]\n',
  holes:
    '[{"_1":2,"_5":6,"_7":8},"holey",[3,-1,4],1,3,"empty",[],"nested",[9,10,12],[],[11],[],{"_13":14},"k",[]]\n',
  types:
    '[{"_1":2,"_3":4,"_5":6,"_10":11,"_16":17,"_18":19,"_20":21,"_22":23},"date",["D",0],"url",["U","https://example.com/a?b=1"],"set",["S",7,8,9],"a",1,"a2","map",["M",12,13,14,15],"k","v","k2",{"_13":13},"big",["B","12"],"sym",["Y","s"],"re",["R","a+b","gi"],"err",["E","bad","TypeError"]]\n',
  unicode:
    '[{"_1":2,"_3":4},"text","Roter Wermut \u2013 \u201es\u00fc\u00df\u201c \u2715 <script>\u2028","key_with_quote","a\\"b"]\n',
  promise:
    '[{"_1":2,"_3":4,"_5":6},"now","a","later",["P",4],"failed",["P",6]]\nP4:[{"_8":2,"_9":10},"x","y",[11,12],1,2]\nE6:[["E","no"]]\n',
};

describe("loader data encoding on the server (patched turbo-stream)", () => {
  it("is applied to the build Node loads", () => {
    const file = require.resolve("turbo-stream").replace(/turbo-stream\.js$/, "flatten.js");
    expect(fs.readFileSync(file, "utf8")).toContain("function reference(encoder, input)");
  });

  for (const [name, value] of Object.entries(inputs())) {
    it(`writes what upstream writes, and reads back: ${name}`, async () => {
      const text = await encoded(value);
      expect(text).toBe(UPSTREAM[name]);
      expect(await decoded(text)).toEqual(value);
    });
  }

  it("writes promises, resolved and rejected, as upstream does", async () => {
    const later = Promise.reject(new Error("no"));
    later.catch(() => {});
    const text = await encoded({ now: "a", later: Promise.resolve({ x: "a", y: [1, 2] }), failed: later });
    expect(text).toBe(UPSTREAM.promise);
  });

  it("keeps a value shared across the data as one entry", async () => {
    const card = { slug: "negroni", name: "Negroni" };
    const text = await encoded({ items: [card, card, card] });
    expect(text.match(/"negroni"/g)).toHaveLength(1);
    const back = (await decoded(text)) as { items: unknown[] };
    expect(back.items[0]).toBe(back.items[2]);
  });
});

// Drink pictures are rendered in worker threads (node:worker_threads), never on the thread that answers
// requests: one render (resvg drawing 1200×630, then PNG encoding) costs 30–50 ms of CPU, which on the main
// thread would stall every other request for as long (docs/decisions/0013-drink-pictures.md).
//
// The worker's code is the string below, started with `eval`, and it loads resvg by the absolute path this
// module resolves: so there is no worker file to find, and the same code runs under Vite (dev, tests),
// from the Remix build (build/server) and from the compiled server (build/node) alike.
//
// The worker encodes the PNG itself rather than with resvg's asPng(): the picture is opaque, and an RGB PNG
// without row filters at zlib level 6 is 40–45% of the bytes of resvg's RGBA one (67 KB against 154 KB on
// average over the seeded pictures) for the same encoding time. A picture with any transparent pixel keeps
// resvg's own encoding (its pixels are premultiplied).
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

const SOURCE = `
"use strict";
const { parentPort, workerData } = require("node:worker_threads");
const zlib = require("node:zlib");
const { Resvg } = require(workerData.resvg);
const OPTIONS = { font: { loadSystemFonts: false }, fitTo: { mode: "original" } };
const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
const CRC = new Int32Array(256);
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  CRC[n] = c;
}
function crc32(bytes) {
  let c = -1;
  for (let i = 0; i < bytes.length; i++) c = CRC[(c ^ bytes[i]) & 255] ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "latin1");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
function opaquePng(width, height, rgba) {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return null;
  const raw = Buffer.allocUnsafe((width * 3 + 1) * height);
  let o = 0;
  let i = 0;
  for (let y = 0; y < height; y++) {
    raw[o++] = 0;
    for (let x = 0; x < width; x++, i += 4) {
      raw[o++] = rgba[i];
      raw[o++] = rgba[i + 1];
      raw[o++] = rgba[i + 2];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return [SIGNATURE, chunk("IHDR", header), chunk("IDAT", zlib.deflateSync(raw, { level: 6 })), chunk("IEND", Buffer.alloc(0))];
}
parentPort.on("message", (job) => {
  try {
    const started = performance.now();
    const image = new Resvg(job.svg, OPTIONS).render();
    const parts = opaquePng(image.width, image.height, image.pixels) || [image.asPng()];
    const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      png.set(p, at);
      at += p.length;
    }
    parentPort.postMessage({ id: job.id, png, ms: performance.now() - started }, [png.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String((error && error.message) || error) });
  }
});
`;

export type Rendered = { png: Uint8Array; ms: number };

export type PictureRenderer = {
  /** Renders one SVG in a free worker; the caller keeps to `threads` renders at a time (the queue does). */
  render(svg: string): Promise<Rendered>;
  /** Stops every worker; a render still running is refused. */
  close(): Promise<void>;
  /** Workers alive now (they start on demand and stop when idle). */
  readonly threads: number;
};

type Slot = {
  worker: Worker;
  busy: {
    id: number;
    resolve: (r: Rendered) => void;
    reject: (e: Error) => void;
    timer: NodeJS.Timeout;
  } | null;
  idle: NodeJS.Timeout | null;
};

export function createPictureRenderer(
  options: { threads: number; timeoutMs?: number; idleMs?: number } = { threads: 1 },
): PictureRenderer {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const idleMs = options.idleMs ?? 60_000;
  const resvg = createRequire(import.meta.url).resolve("@resvg/resvg-js");
  const slots = new Set<Slot>();
  let nextId = 1;

  const retire = (slot: Slot, reason: Error) => {
    if (!slots.delete(slot)) return;
    if (slot.idle) clearTimeout(slot.idle);
    if (slot.busy) {
      clearTimeout(slot.busy.timer);
      slot.busy.reject(reason);
      slot.busy = null;
    }
    void slot.worker.terminate();
  };

  const spawn = (): Slot => {
    const worker = new Worker(SOURCE, { eval: true, workerData: { resvg } });
    // Never what keeps the process alive: a server has its listening socket for that.
    worker.unref();
    const slot: Slot = { worker, busy: null, idle: null };
    worker.on("message", (message: { id: number; png?: Uint8Array; ms?: number; error?: string }) => {
      const busy = slot.busy;
      if (!busy || busy.id !== message.id) return;
      clearTimeout(busy.timer);
      slot.busy = null;
      if (message.png) busy.resolve({ png: message.png, ms: message.ms ?? 0 });
      else busy.reject(new Error(`picture render failed: ${message.error ?? "unknown"}`));
      slot.idle = setTimeout(() => retire(slot, new Error("idle")), idleMs);
      slot.idle.unref();
    });
    worker.on("error", (error) => retire(slot, error));
    worker.on("exit", (code) => retire(slot, new Error(`picture worker exited (${code})`)));
    slots.add(slot);
    return slot;
  };

  return {
    render(svg) {
      let slot = [...slots].find((s) => s.busy === null);
      if (!slot && slots.size < options.threads) slot = spawn();
      const free = slot;
      if (!free) return Promise.reject(new Error("no free picture worker"));
      if (free.idle) {
        clearTimeout(free.idle);
        free.idle = null;
      }
      return new Promise<Rendered>((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(() => retire(free, new Error("picture render timed out")), timeoutMs);
        timer.unref();
        free.busy = { id, resolve, reject, timer };
        free.worker.postMessage({ id, svg });
      });
    },
    async close() {
      for (const slot of [...slots]) retire(slot, new Error("closed"));
    },
    get threads() {
      return slots.size;
    },
  };
}

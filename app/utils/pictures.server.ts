// The drink pictures' PNGs (docs/decisions/0013-drink-pictures.md): rendered in a worker thread
// (picture-renderer.server.ts), at most RENDER_THREADS at once with at most RENDERS_WAITING more in line
// (beyond that a request is refused at once: the route answers 503 with Retry-After), and kept by hash in
// a cache bounded by bytes that holds every seeded picture with room to spare. Concurrent requests for one
// picture share one render. `warmPictureCache` draws every published picture ahead of time, one at a time
// and only while no request waits for a render.
import os from "node:os";
import { createWorkQueue, QueueFullError } from "~/lib/drink-picture-queue";
import { socialSvg } from "~/lib/drink-picture-svg";
import { emptyScene, readScene, type Scene, sceneHash } from "~/lib/drink-scene";
import { createVersionedCache } from "~/lib/versioned-cache";
import { publishedPicturesAfter } from "~/models/pictures.server";
import type { DB } from "../../db/client";
import { createPictureRenderer } from "./picture-renderer.server";

/**
 * 32 MiB: the 251 seeded pictures take 16.4 MiB (67 KB on average, 52–89 KB), so all of them fit with
 * room for about 200 authored ones. Per server process.
 */
export const PICTURE_CACHE_BYTES = 32 * 1024 * 1024;
/** Renders at once: one thread beside the one answering requests, two from four cores on. */
export const RENDER_THREADS = Math.max(1, Math.min(2, os.availableParallelism() - 1));
/** Renders in line behind those: 16 × 30–50 ms is under a second of waiting. */
export const RENDERS_WAITING = 16;
/** What a refused request is told to wait (seconds): the line is gone by then. */
export const RETRY_AFTER_SECONDS = 2;

const cache = createVersionedCache<Uint8Array>({
  maxSize: PICTURE_CACHE_BYTES,
  sizeOf: (png) => png.byteLength,
});
const queue = createWorkQueue({ running: RENDER_THREADS, waiting: RENDERS_WAITING });
const renderer = createPictureRenderer({ threads: RENDER_THREADS });

export { QueueFullError as PicturesBusyError };

/** Counters for tests and benches: renders done, their time in the worker, cache hits. */
export const pictureStats = { renders: 0, renderMs: 0, lastRenderMs: 0, hits: 0 };

export function pictureState() {
  return {
    entries: cache.size,
    bytes: cache.calculatedSize,
    maxBytes: PICTURE_CACHE_BYTES,
    running: queue.running,
    waiting: queue.waiting,
    refused: queue.refused,
    threads: renderer.threads,
  };
}

export function isPictureCached(hash: string): boolean {
  return cache.has(hash);
}

/** Empties the cache (benches and tests). */
export function clearPictureCache(): void {
  cache.clear();
}

/**
 * The PNG of a scene whose hash is `hash`: from the cache, from a render already under way, or rendered in
 * a worker. Rejects with PicturesBusyError when the line of renders is full.
 */
export function socialPng(hash: string, scene: Scene, options: { background?: boolean } = {}) {
  if (cache.has(hash)) pictureStats.hits += 1;
  return cache.get(hash, [], () =>
    queue.run(async () => {
      const svg = socialSvg(scene);
      const { png, ms } = await renderer.render(svg);
      pictureStats.renders += 1;
      pictureStats.renderMs += ms;
      pictureStats.lastRenderMs = ms;
      return png;
    }, options),
  );
}

/**
 * Draws every published recipe's picture that is not cached yet, one at a time behind any request's
 * render, until all are drawn, the cache is nine tenths full (drawing on would only push out others) or
 * `signal` aborts. Returns how many it drew.
 */
export async function warmPictureCache(db: DB, options: { signal?: AbortSignal } = {}): Promise<number> {
  let drawn = 0;
  let after = 0;
  for (;;) {
    const rows = await publishedPicturesAfter(db, after, 200);
    for (const row of rows) {
      if (options.signal?.aborted || cache.calculatedSize > PICTURE_CACHE_BYTES * 0.9) return drawn;
      const scene = readScene(row.picture) ?? emptyScene(row.glass);
      const hash = row.picture_hash ?? sceneHash(scene);
      if (cache.has(hash)) continue;
      for (;;) {
        try {
          await socialPng(hash, scene, { background: true });
          drawn += 1;
          break;
        } catch (error) {
          // A picture that fails to render is left to its first request.
          if (!(error instanceof QueueFullError)) break;
          // The background line is full only while another warm-up runs: wait for it to move.
          await new Promise((r) => setTimeout(r, 1_000));
        }
      }
    }
    if (rows.length < 200) return drawn;
    after = (rows[rows.length - 1] as { id: number }).id;
  }
}

// The 1200×630 social picture as PNG, rendered with resvg (a maintained Rust SVG renderer) and kept in a
// small in-memory LRU keyed by the picture's hash: the hash names exactly what was drawn, so an entry never
// goes stale. Concurrent requests for one picture share one render.
import { Resvg } from "@resvg/resvg-js";
import type { Scene } from "../../db/drink-scene";
import { socialSvg } from "./drink-picture-svg";

const MAX_ENTRIES = 64;
const cache = new Map<string, Promise<Buffer>>();
export const pictureStats = { renders: 0, hits: 0, lastRenderMs: 0 };

function render(scene: Scene): Buffer {
  const started = performance.now();
  // No fonts: the picture has no text (loading system fonts costs ~100 ms per render).
  const png = new Resvg(socialSvg(scene), { font: { loadSystemFonts: false }, fitTo: { mode: "original" } })
    .render()
    .asPng();
  pictureStats.renders += 1;
  pictureStats.lastRenderMs = performance.now() - started;
  return png;
}

/** The PNG of a scene whose hash is `hash`, from the cache when drawn before. */
export function socialPng(hash: string, scene: Scene): Promise<Buffer> {
  const hit = cache.get(hash);
  if (hit) {
    pictureStats.hits += 1;
    // Most recently used last.
    cache.delete(hash);
    cache.set(hash, hit);
    return hit;
  }
  const value = Promise.resolve().then(() => render(scene));
  cache.set(hash, value);
  value.catch(() => cache.delete(hash));
  while (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  return value;
}

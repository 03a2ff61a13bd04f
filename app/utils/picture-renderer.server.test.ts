import zlib from "node:zlib";
import { Resvg } from "@resvg/resvg-js";
import { afterEach, describe, expect, it } from "vitest";
import { socialSvg } from "../lib/drink-picture-svg";
import type { Scene } from "../lib/drink-scene";
import { createPictureRenderer, type PictureRenderer } from "./picture-renderer.server";

const NEGRONI: Scene = {
  v: 1,
  g: "rocks",
  b: [["#aa2028", 0.74, 1]],
  i: "big",
  n: ["orange-twist"],
};

function crc32(bytes: Uint8Array): number {
  let c = -1;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ -1) >>> 0;
}

/** The chunks of a PNG, each CRC checked, and with `pixels` its RGB (8-bit RGB or RGBA, rows unfiltered). */
function decodePng(png: Uint8Array, pixels = true) {
  const bytes = Buffer.from(png);
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const types: string[] = [];
  const idat: Buffer[] = [];
  let width = 0;
  let height = 0;
  let colourType = 0;
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString("latin1", at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    expect(bytes.readUInt32BE(at + 8 + length), type).toBe(crc32(bytes.subarray(at + 4, at + 8 + length)));
    types.push(type);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      colourType = data[9] as number;
      expect(data[8]).toBe(8);
    }
    if (type === "IDAT") idat.push(data);
    at += 12 + length;
  }
  if (!pixels) return { types, width, height, colourType, rgb: Buffer.alloc(0) };
  const channels = colourType === 2 ? 3 : 4;
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (stride + 1)]).toBe(0); // no filter
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++)
        rgb[(y * width + x) * 3 + c] = raw[y * (stride + 1) + 1 + x * channels + c] as number;
    }
  }
  return { types, width, height, colourType, rgb };
}

let renderer: PictureRenderer | undefined;
afterEach(async () => {
  await renderer?.close();
  renderer = undefined;
});

describe("picture renderer (worker thread)", () => {
  it("draws exactly what resvg draws, as a valid RGB PNG less than half the size of resvg's own", async () => {
    renderer = createPictureRenderer({ threads: 1 });
    const svg = socialSvg(NEGRONI);
    const { png, ms } = await renderer.render(svg);
    expect(ms).toBeGreaterThan(0);
    const decoded = decodePng(png);
    expect(decoded.types).toEqual(["IHDR", "IDAT", "IEND"]);
    expect({ width: decoded.width, height: decoded.height, colourType: decoded.colourType }).toEqual({
      width: 1200,
      height: 630,
      colourType: 2,
    });
    const image = new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: "original" } }).render();
    const rgba = image.pixels;
    const expected = Buffer.alloc(1200 * 630 * 3);
    for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) rgba.copy(expected, j, i, i + 3);
    expect(decoded.rgb.equals(expected)).toBe(true);
    expect(png.byteLength).toBeLessThan(image.asPng().byteLength / 2);
  });

  it("keeps resvg's own PNG for a picture with transparency", async () => {
    renderer = createPictureRenderer({ threads: 1 });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="10" height="10"/></svg>';
    const { png } = await renderer.render(svg);
    expect(decodePng(png, false).colourType).toBe(6);
  });

  it("refuses a broken drawing with an error and goes on rendering", async () => {
    renderer = createPictureRenderer({ threads: 1 });
    await expect(renderer.render("<svg")).rejects.toThrow(/render failed/);
    expect((await renderer.render(socialSvg(NEGRONI))).png.byteLength).toBeGreaterThan(1000);
  });

  it("stops a render that takes too long, and a fresh worker takes the next", async () => {
    renderer = createPictureRenderer({ threads: 1, timeoutMs: 1 });
    await expect(renderer.render(socialSvg(NEGRONI))).rejects.toThrow(/timed out/);
    await renderer.close();
    renderer = createPictureRenderer({ threads: 1 });
    expect((await renderer.render(socialSvg(NEGRONI))).png.byteLength).toBeGreaterThan(1000);
  });

  it("starts workers on demand, at most `threads`, and stops them when idle", async () => {
    renderer = createPictureRenderer({ threads: 2, idleMs: 200 });
    expect(renderer.threads).toBe(0);
    const svg = socialSvg(NEGRONI);
    const accepted = [renderer.render(svg), renderer.render(svg)];
    expect(renderer.threads).toBe(2);
    await expect(renderer.render(svg)).rejects.toThrow(/no free picture worker/);
    expect(renderer.threads).toBe(2);
    await Promise.all(accepted);
    for (let i = 0; i < 200 && renderer.threads > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(renderer.threads).toBe(0);
  });
});

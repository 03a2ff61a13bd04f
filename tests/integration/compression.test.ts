// Compressed bytes (issue 13): the build's Brotli and gzip copies of static files, sent as the browser asks;
// pages, single-fetch data and the sitemap compressed per request (COMPRESSION=off: not at all); never
// twice; HEAD and 304 as before; a response written in parts still leaves in parts.
import fs from "node:fs";
import http from "node:http";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dynamicCompression } from "../../app/utils/compression.server";
import { resetEnvCache } from "../../app/utils/env.server";
import { staticFiles } from "../../app/utils/static-files.server";
import type { DatabaseHandle } from "../../db/client";
import { compressAssets } from "../../scripts/compress-assets";
import { createTestDatabase } from "./database";
import { closeViteServers } from "./dev-app";

vi.mock("vite", async (original) =>
  (await import("./dev-app")).mockedVite(original, "cocktail-compression-vite-"),
);

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A request whose answer is read as bytes on the wire (no client decoding). */
function request(base: string, urlPath: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(`${base}${urlPath}`, { method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

function decode(answer: Answer): Buffer {
  const coding = answer.headers["content-encoding"];
  if (coding === "br") return zlib.brotliDecompressSync(answer.body);
  if (coding === "gzip") return zlib.gunzipSync(answer.body);
  expect(coding).toBeUndefined();
  return answer.body;
}

async function listen(app: express.Express) {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    base,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe("static files with the build's compressed copies", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-static-"));
  const script = Buffer.from(
    `export const words = ${JSON.stringify(Array.from({ length: 800 }, (_, i) => `word ${i % 37}`))};\n`,
  );
  const style = Buffer.from(`${"body { color: #123; margin: 0 }\n".repeat(100)}`);
  const picture = zlib.gzipSync(Buffer.alloc(4000, 7)); // stands for an image: already compressed bytes
  let base = "";
  let close = async () => {};

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "assets/app-abc123.js"), script);
    fs.writeFileSync(path.join(dir, "site.css"), style);
    fs.writeFileSync(path.join(dir, "picture.png"), picture);
    fs.writeFileSync(path.join(dir, "tiny.txt"), "a");
    const results = compressAssets(dir);
    expect(results.map((r) => r.file).sort()).toEqual(["assets/app-abc123.js", "site.css", "tiny.txt"]);
    expect(fs.existsSync(path.join(dir, "tiny.txt.br"))).toBe(false); // a copy that is not smaller is not kept
    expect(fs.existsSync(path.join(dir, "picture.png.br"))).toBe(false);
    const app = express();
    app.use(staticFiles(dir, 3_600_000));
    // the page compressor sits behind, as in server.ts: it must leave the copies alone
    const compress = dynamicCompression(true);
    if (compress) app.use(compress);
    app.get("/page", (_req, res) => res.type("html").send(`<!doctype html>${"<p>Negroni</p>".repeat(500)}`));
    // what Remix's Express adapter does with its 404 page: it appends its own headers
    app.use((_req, res) => {
      res.status(404);
      res.append("Content-Type", "text/html; charset=utf-8");
      res.end("<p>Not found</p>");
    });
    ({ base, close } = await listen(app));
  });
  afterAll(async () => {
    await close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("sends Brotli, gzip or the file itself as Accept-Encoding asks, with the original's type", async () => {
    const cases: [string | undefined, string | undefined][] = [
      ["gzip, deflate, br", "br"],
      // any coding with a weight above 0 is acceptable (RFC 9110); of those, the smaller copy goes out
      ["br;q=0.5, gzip", "br"],
      ["gzip;q=0.8, deflate", "gzip"],
      ["gzip", "gzip"],
      ["identity", undefined],
      ["br;q=0, gzip;q=0", undefined],
      [undefined, undefined],
    ];
    for (const [accept, coding] of cases) {
      const answer = await request(
        base,
        "/assets/app-abc123.js",
        accept === undefined ? {} : { "Accept-Encoding": accept },
      );
      expect(answer.status, String(accept)).toBe(200);
      expect(answer.headers["content-encoding"], String(accept)).toBe(coding);
      expect(answer.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(decode(answer).equals(script)).toBe(true);
      if (coding) expect(answer.body.length).toBeLessThan(script.length / 3);
    }
    const css = await request(base, "/site.css", { "Accept-Encoding": "br" });
    expect(css.headers["content-type"]).toMatch(/^text\/css; charset=utf-8$/i);
    expect(css.headers["content-encoding"]).toBe("br");
    expect(css.headers["cache-control"]).toBe("public, max-age=3600");
    expect(decode(css).equals(style)).toBe(true);
  });

  it("answers 404 for a file that went away after start (a new build under a running server)", async () => {
    fs.copyFileSync(path.join(dir, "site.css"), path.join(dir, "gone.css"));
    fs.rmSync(path.join(dir, "site.css"));
    fs.rmSync(path.join(dir, "site.css.br"));
    fs.rmSync(path.join(dir, "site.css.gz"));
    try {
      for (const accept of ["br", "identity"]) {
        const answer = await request(base, "/site.css", { "Accept-Encoding": accept });
        expect(answer.status, accept).toBe(404);
        expect(answer.headers["content-type"], accept).toBe("text/html; charset=utf-8");
        expect(answer.headers["content-encoding"], accept).toBeUndefined();
      }
    } finally {
      fs.copyFileSync(path.join(dir, "gone.css"), path.join(dir, "site.css"));
      compressAssets(dir);
    }
  });

  it("sends compressed formats as they are, without Vary", async () => {
    const answer = await request(base, "/picture.png", { "Accept-Encoding": "br, gzip" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
    expect(answer.headers["content-type"]).toBe("image/png");
    expect(answer.body.equals(picture)).toBe(true);
  });

  it("answers HEAD with the headers of GET and no body, and 304 to a matching ETag", async () => {
    for (const accept of ["br", "gzip", "identity"]) {
      const get = await request(base, "/assets/app-abc123.js", { "Accept-Encoding": accept });
      const head = await request(base, "/assets/app-abc123.js", { "Accept-Encoding": accept }, "HEAD");
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of ["content-length", "content-encoding", "content-type", "etag", "vary"]) {
        expect(head.headers[name], `${accept} ${name}`).toEqual(get.headers[name]);
      }
      const again = await request(base, "/assets/app-abc123.js", {
        "Accept-Encoding": accept,
        "If-None-Match": String(get.headers.etag),
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
    // each copy has its own ETag: a cache never answers 304 for bytes in another coding
    const br = await request(base, "/assets/app-abc123.js", { "Accept-Encoding": "br" });
    const gzip = await request(base, "/assets/app-abc123.js", { "Accept-Encoding": "gzip" });
    expect(br.headers.etag).not.toEqual(gzip.headers.etag);
  });

  it("lets other paths through to what follows (a page, compressed per request)", async () => {
    const answer = await request(base, "/page", { "Accept-Encoding": "br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(decode(answer).toString()).toContain("<p>Negroni</p>");
    expect((await request(base, "/missing.js")).status).toBe(404);
  });
});

describe("the page compressor", () => {
  it("is off with COMPRESSION=off", async () => {
    expect(dynamicCompression(false)).toBeUndefined();
    expect(dynamicCompression(true)).toBeTypeOf("function");
  });

  it("sends a response written in parts in parts, each part as soon as it is written", async () => {
    const compress = dynamicCompression(true);
    if (!compress) throw new Error("compression is on by default");
    // The second part is written only once the client holds the first: if a flushed part were held back
    // until the end, neither would ever arrive and the test would fail by its timeout (no clock measured).
    let firstArrived: () => void = () => {};
    const clientHasFirst = new Promise<void>((resolve) => {
      firstArrived = resolve;
    });
    const app = express();
    app.use(compress);
    app.get("/stream", async (_req, res) => {
      res.type("html");
      const flushable = res as typeof res & { flush?: () => void };
      // as Remix writes a stream: a write and a flush per chunk
      res.write(`<!doctype html><p>${"first ".repeat(300)}</p>`);
      flushable.flush?.();
      await clientHasFirst;
      res.write(`<p>${"second ".repeat(300)}</p>`);
      flushable.flush?.();
      res.end();
    });
    const { base, close } = await listen(app);
    try {
      const answer = await new Promise<{ encoding?: string; body: Buffer; parts: number }>(
        (resolve, reject) => {
          http
            .get(`${base}/stream`, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
              const parts: Buffer[] = [];
              res.on("data", (chunk: Buffer) => {
                parts.push(chunk);
                firstArrived();
              });
              res.on("end", () =>
                resolve({
                  encoding: res.headers["content-encoding"],
                  body: Buffer.concat(parts),
                  parts: parts.length,
                }),
              );
              res.on("error", reject);
            })
            .on("error", reject);
        },
      );
      expect(answer.encoding).toBe("gzip");
      expect(answer.parts).toBeGreaterThanOrEqual(2);
      expect(zlib.gunzipSync(answer.body).toString()).toMatch(/first.*second/s);
    } finally {
      await close();
    }
  });
});

describe("through the app (server.ts createApp)", () => {
  let handle: DatabaseHandle;
  const apps: { base: string; close: () => Promise<void> }[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    const { createApp } = await import("../../server");
    const vitest = process.env.VITEST;
    delete process.env.VITEST;
    try {
      for (const setting of [undefined, "off"]) {
        if (setting) process.env.COMPRESSION = setting;
        else delete process.env.COMPRESSION;
        resetEnvCache();
        apps.push(await listen(await createApp(handle)));
      }
    } finally {
      process.env.VITEST = vitest;
      delete process.env.COMPRESSION;
      resetEnvCache();
    }
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await closeViteServers();
    await handle?.close();
  });

  /** The page without what differs on every request (nonce, request id). */
  const stable = (html: string) => html.replace(/nonce(=|-)"?[A-Za-z0-9+/=]+/g, "nonce");

  it("compresses pages with Brotli or gzip, to the same HTML", async () => {
    const base = apps[0]?.base ?? "";
    const plain = await request(base, "/en/recipe/list", { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const coding of ["br", "gzip"]) {
      const answer = await request(base, "/en/recipe/list", { "Accept-Encoding": coding });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(coding);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(stable(decode(answer).toString())).toBe(stable(plain.body.toString()));
      // (how close the bytes as sent come to the page compressed in one piece is printed by `npm run bench`:
      // the development server writes pages in more, later parts than the production build)
      expect(answer.body.length).toBeLessThan(plain.body.length / 2);
    }
  });

  it("compresses single-fetch data and the sitemap; HEAD still answers", async () => {
    const base = apps[0]?.base ?? "";
    const data = await request(base, "/en/recipe/list.data", { "Accept-Encoding": "br" });
    expect(data.status).toBe(200);
    expect(data.headers["content-encoding"]).toBe("br");
    expect(decode(data).toString()).toContain("routes/$lang.recipe.list");
    const sitemap = await request(base, "/sitemap.xml", { "Accept-Encoding": "gzip" });
    expect(sitemap.headers["content-encoding"]).toBe("gzip");
    expect(decode(sitemap).toString()).toMatch(/^<\?xml/);
    const head = await request(base, "/en/recipe/list", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("sends everything as it is with COMPRESSION=off", async () => {
    const base = apps[1]?.base ?? "";
    for (const p of ["/en/recipe/list", "/en/recipe/list.data", "/sitemap.xml"]) {
      const answer = await request(base, p, { "Accept-Encoding": "br, gzip" });
      expect(answer.status, p).toBe(200);
      expect(answer.headers["content-encoding"], p).toBeUndefined();
    }
  });

  it("answers /robots.txt before Remix with the route's text", async () => {
    const answer = await request(apps[0]?.base ?? "", "/robots.txt");
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(answer.body.toString()).toMatch(/^User-agent: \*\nDisallow: \/api\//);
    expect(answer.body.toString()).toMatch(/Sitemap: http.*\/sitemap\.xml\n$/);
  });
});

// server.ts's createApp in a test: it serves a production build (build/, which only `npm run build` makes)
// or, outside production, the app through Vite's dev server. The latter needs no build and serves the
// current sources, so integration tests use it; `vite` is wrapped (see `mockedVite`) to turn off hot
// reloading (no web socket port, no file watcher) and to keep the server to close it afterwards. Under
// Vitest, vite.config.ts leaves the Remix plugin out (VITEST is set), so the variable is unset while the dev
// server reads its config.
//
// In a test file:
//   vi.mock("vite", async (original) => (await import("./dev-app")).mockedVite(original, "cocktail-x-vite-"));
//   const app = servedApp(() => handle); // after the beforeAll that makes `handle`; then fetch(`${app.base}/…`)
import fs from "node:fs";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import type express from "express";
import { afterAll, beforeAll } from "vitest";
import { resetEnvCache } from "../../app/utils/env.server";
import type { DatabaseHandle } from "../../db/client";

const viteServers: { close(): Promise<void> }[] = [];

/** The `vite` module with a createServer for tests (see above). */
export async function mockedVite(importOriginal: <T>() => Promise<T>, prefix: string) {
  const vite = await importOriginal<typeof import("vite")>();
  return {
    ...vite,
    createServer: async (config: import("vite").InlineConfig = {}) => {
      const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      const server = await vite.createServer({
        ...config,
        logLevel: "warn",
        cacheDir,
        server: { ...config.server, hmr: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      viteServers.push({
        close: async () => {
          await server.close();
          fs.rmSync(cacheDir, { recursive: true, force: true });
        },
      });
      return server;
    },
  };
}

/** server.ts's app on the database, with `env` set while it is made. */
export async function createDevApp(
  handle: DatabaseHandle,
  options: Parameters<typeof import("../../server").createApp>[1] = {},
  env: Record<string, string | undefined> = {},
): Promise<express.Express> {
  const { createApp } = await import("../../server");
  const saved = Object.fromEntries(Object.keys({ ...env, VITEST: "" }).map((k) => [k, process.env[k]]));
  delete process.env.VITEST;
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  // the configuration is read once and kept: read again with `env`, and again after
  resetEnvCache();
  try {
    return await createApp(handle, options);
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvCache();
  }
}

/** Listens on a free port of 127.0.0.1. */
export async function listen(app: express.Express) {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  // One request before the tests: through Vite, the first loads (compiles) the whole app, which on a busy
  // machine takes longer than a test may; here it counts against the hook's longer timeout instead.
  await fetch(`${base}/healthz`).then(
    (response) => response.arrayBuffer(),
    () => undefined,
  );
  return {
    base,
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Closes every Vite dev server the tests of this file made. */
export async function closeViteServers() {
  for (const vite of viteServers.splice(0)) await vite.close();
}

/**
 * In the enclosing describe (or file): the app on `handle()` served before its tests and closed after them,
 * with Vite's dev servers. Call it after the beforeAll that makes the handle: beforeAll hooks run in order and
 * afterAll hooks in reverse, so the server starts after the handle is made and closes before it is closed.
 * `base` and `port` are set once the server listens.
 */
export function servedApp(
  handle: () => DatabaseHandle,
  options?: Parameters<typeof createDevApp>[1],
  env?: Parameters<typeof createDevApp>[2],
): { readonly base: string; readonly port: number } {
  const served = { base: "", port: 0 };
  let server: Awaited<ReturnType<typeof listen>> | undefined;
  beforeAll(async () => {
    server = await listen(await createDevApp(handle(), options, env));
    served.base = server.base;
    served.port = server.port;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await closeViteServers();
  });
  return served;
}

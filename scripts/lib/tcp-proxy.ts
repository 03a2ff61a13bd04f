// A TCP proxy that can be cut: what a database outage looks like to the app, without stopping the server
// that others share. `cut()` resets every open connection and stops listening, so new connections are
// refused (ECONNREFUSED) until `restore()` listens on the same port again. Used by `npm run bench:load` and
// tests/integration/outage.test.ts.
import net from "node:net";

export type CuttableProxy = {
  /** the port the proxy listens on (127.0.0.1); stays the same across cut and restore */
  readonly port: number;
  /** connections open through the proxy right now */
  readonly open: number;
  readonly isCut: boolean;
  /** `url` (a postgresql:// URL of the real server) rewritten to go through the proxy */
  rewrite(url: string): string;
  /** resets every connection and refuses new ones */
  cut(): Promise<void>;
  /** accepts connections again */
  restore(): Promise<void>;
  close(): Promise<void>;
};

export async function startProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let cut = false;
  let port = 0;

  const server = net.createServer((client) => {
    if (cut) return void client.resetAndDestroy();
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end);
    upstream.on("error", end);
    client.on("close", end);
    upstream.on("close", end);
    client.pipe(upstream);
    upstream.pipe(client);
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();

  return {
    get port() {
      return port;
    },
    get open() {
      return pairs.size;
    },
    get isCut() {
      return cut;
    },
    rewrite(url) {
      const u = new URL(url);
      u.hostname = "127.0.0.1";
      u.port = String(port);
      return u.toString();
    },
    async cut() {
      if (cut) return;
      cut = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const { client, upstream } of pairs) {
        // A reset, as when the database host goes away: the app sees ECONNRESET on every connection.
        client.resetAndDestroy();
        upstream.destroy();
      }
      pairs.clear();
      await closed;
    },
    async restore() {
      if (!cut) return;
      await listen();
      cut = false;
    },
    async close() {
      cut = true;
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// A database outage: pages, data requests and /healthz answer 503 with Retry-After (pages with the
// localized "temporarily unavailable" page), the process survives connections lost at any moment, and
// everything answers 200 again once the database is back.
//
// Requests go through Remix's own request handler in production mode (errors sanitized as in production)
// with the real entry.server and route modules, so the whole mapping is exercised, not a loader alone.
// The lost database is real pg meeting a dead connection: with DATABASE_URL, a copy of the test database
// behind a TCP proxy that is cut (every connection reset, new ones refused) and restored; on PGlite, a
// PostgreSQL handle whose connections are refused, beside the PGlite database that stands for "back".
import crypto from "node:crypto";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "@remix-run/node";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import * as entry from "../../app/entry.server";
import * as root from "../../app/root";
import * as lang from "../../app/routes/$lang";
import * as contact from "../../app/routes/$lang.contact";
import * as recipeList from "../../app/routes/$lang.recipe.list";
import * as healthz from "../../app/routes/healthz";
import { answerOutages } from "../../app/utils/outage.server";
import { type DatabaseHandle, DatabaseUnavailableError, postgresHandle } from "../../db/client";
import { type CuttableProxy, startProxy } from "../../scripts/lib/tcp-proxy";
import { createTestDatabase, loadContext } from "./database";

// --- a server build of a few real routes --------------------------------------------------------------------

type RouteModule = Record<string, unknown>;
const ROUTES: { id: string; parentId?: string; path?: string; module: RouteModule }[] = [
  { id: "root", path: "", module: root },
  { id: "routes/$lang", parentId: "root", path: ":lang", module: lang },
  { id: "routes/$lang.recipe.list", parentId: "routes/$lang", path: "recipe/list", module: recipeList },
  { id: "routes/$lang.contact", parentId: "routes/$lang", path: "contact", module: contact },
  { id: "routes/healthz", parentId: "root", path: "healthz", module: healthz },
];

function testBuild(): ServerBuild {
  const shape = (r: (typeof ROUTES)[number]) => ({
    id: r.id,
    parentId: r.parentId,
    path: r.path,
    index: undefined,
    caseSensitive: undefined,
  });
  return {
    mode: "production",
    entry: { module: entry },
    routes: Object.fromEntries(ROUTES.map((r) => [r.id, { ...shape(r), module: r.module }])),
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [] },
      routes: Object.fromEntries(
        ROUTES.map((r) => [
          r.id,
          {
            ...shape(r),
            module: `/assets/${r.id}.js`,
            imports: [],
            hasAction: "action" in r.module,
            hasLoader: "loader" in r.module,
            hasClientAction: false,
            hasClientLoader: false,
            hasErrorBoundary: "ErrorBoundary" in r.module,
          },
        ]),
      ),
      url: "/assets/manifest.js",
      version: "test",
    },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_singleFetch: true,
      v3_lazyRouteDiscovery: false,
    },
    isSpaMode: false,
  } as unknown as ServerBuild;
}

// The server wraps its build the same way (server.ts): every loader and action answers a lost database
// with a thrown 503 response.
const handle = createRequestHandler(answerOutages(testBuild()), "production");
const send = (context: AppLoadContext, path: string, init?: RequestInit) =>
  handle(new Request(new URL(path, "http://localhost:3000"), init), context);

function contactPost(): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
    body: new URLSearchParams({ name: "Ada", email: "ada@example.com", message: "Is the bar open tonight?" }),
  };
}

// --- the databases ------------------------------------------------------------------------------------------

const config = inject("testDb");
const onServer = config.kind === "postgres";

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

let up: DatabaseHandle;
let down: DatabaseHandle;
let proxy: CuttableProxy;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  if (config.kind === "postgres") {
    // A copy of the seeded test database, reached only through the proxy.
    const name = `${config.template}_${crypto.randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: withDatabase(config.serverUrl, "postgres") });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${config.template}`);
    await admin.end();
    const url = new URL(withDatabase(config.serverUrl, name));
    proxy = await startProxy({ host: url.hostname, port: Number(url.port) || 5432 });
    up = postgresHandle(proxy.rewrite(url.toString()), 4);
    down = up;
    cleanup = async () => {
      await up.close();
      await proxy.close();
      const drop = new pg.Client({ connectionString: withDatabase(config.serverUrl, "postgres") });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    };
  } else {
    up = await createTestDatabase();
    // A proxy to a port where nothing listens, cut from the start: pg's connections are refused.
    proxy = await startProxy({ host: "127.0.0.1", port: 1 });
    down = postgresHandle(proxy.rewrite("postgresql://postgres@127.0.0.1/cocktail"), 4);
    cleanup = async () => {
      await down.close();
      await proxy.close();
      await up.close();
    };
  }
});

afterAll(async () => {
  await cleanup?.();
});

const context = (h: DatabaseHandle) => loadContext(h);

// --- the tests ----------------------------------------------------------------------------------------------

describe("a database outage", () => {
  it("answers 200 while the database is there", async () => {
    // On the server this also leaves idle connections in the pool, which the cut then resets.
    expect((await send(context(up), "/en/recipe/list")).status).toBe(200);
    expect((await send(context(up), "/healthz")).status).toBe(200);
  });

  it("makes queries throw DatabaseUnavailableError, caused by pg's own connection error", async () => {
    await proxy.cut();
    const error = await down.db
      .selectFrom("recipes")
      .select("id")
      .execute()
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    const cause = (error as Error).cause as Error & { code?: string };
    // The first query on a reset idle connection, or a refused new one.
    expect(cause.code ?? cause.message).toMatch(/ECONNREFUSED|ECONNRESET|Connection terminated/);
  });

  it("answers a page with the localized 503 page and Retry-After, in either language", async () => {
    const en = await send(context(down), "/en/recipe/list");
    expect(en.status).toBe(503);
    expect(en.headers.get("Retry-After")).toBe("5");
    expect(en.headers.get("Cache-Control")).toBe("no-store");
    const html = await en.text();
    expect(html).toContain('lang="en"');
    expect(html).toContain('<h1 id="error-title">Temporarily Unavailable</h1>');
    // The title, rendered in <head> before the error page below it, names the status as well.
    expect(html).toMatch(/<head>.*<title>503 · Temporarily Unavailable · [^<]+<\/title>.*<\/head>/s);
    expect(html).toContain("Please try again in a moment.");
    expect(html).not.toContain("Something went wrong on our side");
    // The hydration data carries the same 503 route error, so the browser renders the same page.
    expect(html).toMatch(/\\?"unavailable\\?"/);

    const de = await send(context(down), "/de/recipe/list");
    expect(de.status).toBe(503);
    expect(de.headers.get("Retry-After")).toBe("5");
    const german = await de.text();
    expect(german).toContain('lang="de"');
    expect(german).toContain('<h1 id="error-title">Vorübergehend nicht erreichbar</h1>');
    expect(german).toMatch(/<title>503 · Vorübergehend nicht erreichbar · [^<]+<\/title>/);
  });

  it("answers data requests, form posts and /healthz with 503 and Retry-After", async () => {
    const data = await send(context(down), "/en/recipe/list.data");
    expect(data.status).toBe(503);
    expect(data.headers.get("Retry-After")).toBe("5");
    expect(data.headers.get("Cache-Control")).toBe("no-store");
    // A navigation with JavaScript receives the same route error response (not Remix's sanitized
    // "Unexpected Server Error"), so the browser renders the localized 503 page too.
    const payload = await data.text();
    expect(payload).toMatch(/ErrorResponse/);
    expect(payload).toContain("unavailable");
    expect(payload).not.toContain("Unexpected Server Error");

    const post = await send(context(down), "/en/contact", contactPost());
    expect(post.status).toBe(503);
    expect(post.headers.get("Retry-After")).toBe("5");
    expect(await post.text()).toContain("Temporarily Unavailable");

    const health = await send(context(down), "/healthz");
    expect(health.status).toBe(503);
    expect(health.headers.get("Retry-After")).toBe("5");
    expect(await health.json()).toEqual({ status: "unavailable" });
  });

  it("answers 200 again once the database is back", async () => {
    // On the server the same pool connects again; on PGlite, `up` is the database that stayed.
    await proxy.restore();
    expect((await send(context(up), "/healthz")).status).toBe(200);
    const page = await send(context(up), "/en/recipe/list");
    expect(page.status).toBe(200);
    expect(page.headers.get("Retry-After")).toBeNull();
    expect(await page.text()).toMatch(/<title>All recipes · [^<]+<\/title>/);
    const post = await send(context(up), "/en/contact", contactPost());
    expect(post.status).toBe(302);
  });

  it.skipIf(!onServer)("fails a query whose connection is reset mid-flight", async () => {
    const slow = sql`select pg_sleep(5)`.execute(up.db);
    await new Promise((r) => setTimeout(r, 300));
    await proxy.cut();
    await expect(slow).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await proxy.restore();
    expect((await sql<{ one: number }>`select 1 as one`.execute(up.db)).rows).toEqual([{ one: 1 }]);
  });

  it.skipIf(!onServer)("survives a connection lost between the queries of a transaction", async () => {
    // While a client is checked out and idle, a lost connection is an 'error' event on the client with no
    // query to fail; unheard, it would crash the process (Vitest reports it as an unhandled error).
    const outcome = up.db
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await proxy.cut();
        await new Promise((r) => setTimeout(r, 200));
        await sql`select 2`.execute(trx);
      })
      .then(
        () => "committed",
        (e: unknown) => e,
      );
    expect(await outcome).toBeInstanceOf(DatabaseUnavailableError);
    await proxy.restore();
    expect((await send(context(up), "/en/recipe/list")).status).toBe(200);
  });
});

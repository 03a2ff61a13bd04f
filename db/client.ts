// One way into the database: a Kysely instance over a `pg` pool. With DATABASE_URL the pool talks to that
// PostgreSQL server; without it, to an embedded PGlite (PostgreSQL in WebAssembly) kept on disk, through
// PGlite's node-postgres adapter, so the app runs the same `pg` code path either way. With
// DATABASE_REPLICA_URLS as well, requests' plain reads go to read replicas (db/replicas.ts).
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { intarray } from "@electric-sql/pglite/contrib/intarray";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from "kysely";
import pg from "pg";
import type { ReadRules } from "./read-rules";
import { attachReadRouter, ReadRouter } from "./replicas";
import type { Database } from "./schema";
import { DatabaseUnavailableError, isConnectionFailure } from "./unavailable";

export { type ReadRoute, readingPrimary, readRoute, readRouterOf, withReadRoute } from "./replicas";
export { DatabaseUnavailableError, isDatabaseUnavailable } from "./unavailable";

export type DB = Kysely<Database>;

export type DatabaseHandle = {
  db: DB;
  kind: "postgres" | "pglite";
  /** closes the pool (and the embedded database); safe to call twice */
  close: () => Promise<void>;
};

// int8 (bigint, count(*)) as JS numbers: our counts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
// numeric as number (ratings, prices)
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export const pgliteExtensions = { pg_trgm, unaccent, intarray };

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  return PGlite.create({ dataDir, extensions: pgliteExtensions, loadDataDir });
}

/**
 * The statements sent to an embedded database that may have changed something: all but SELECTs (ours call
 * no function that writes; only triggers write, and they fire on INSERT, UPDATE and DELETE). One count per
 * PGlite, shared by every handle made from it.
 */
const writeCounts = new WeakMap<PGlite, { writes: number }>();
/**
 * Where a handle's `db` keeps its count: a property under a global symbol, not a module's WeakMap, because the
 * server and the app's build each bundle their own copy of this module and both must find the count.
 */
const WRITE_COUNT = Symbol.for("cocktail-atlas.db.write-count");
const READ_ONLY = /^\s*select\b/i;

/**
 * For the embedded database: how many statements that may write have been sent, or have answered, so far.
 * It moves when such a statement is sent and again when its answer is in, so while it stands nothing has
 * changed in the database: only this process opens it, and only through this pool. Undefined for a
 * PostgreSQL server, which other processes change. (app/models/shared-cache.server.ts reads the cache
 * versions again only when it moved: docs/decisions/0026-one-cache.md.)
 */
export function writesSoFar(db: DB): (() => number) | undefined {
  const count = (db as { [WRITE_COUNT]?: { writes: number } })[WRITE_COUNT];
  return count && (() => count.writes);
}

/** The pool as Kysely sees it, counting the statements that may write. */
function countingPool(pool: pg.Pool, count: { writes: number }): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let wrapper = wrappers.get(client);
    if (!wrapper) {
      const query = (sql: string, parameters: readonly unknown[]) => {
        if (READ_ONLY.test(sql)) return client.query(sql, parameters as unknown[]);
        count.writes++;
        const answered = () => {
          count.writes++;
        };
        const result = client.query(sql, parameters as unknown[]);
        result.then(answered, answered);
        return result;
      };
      wrapper = { query: query as unknown as PostgresPoolClient["query"], release: () => client.release() };
      wrappers.set(client, wrapper);
    }
    return wrapper;
  };
  return { connect: () => pool.connect().then(wrap), end: () => pool.end() };
}

export function pgliteHandle(pglite: PGlite): DatabaseHandle {
  const pool = new pg.Pool(createPgConfig(pglite));
  pool.on("error", (err) => console.error("database pool error", err));
  let count = writeCounts.get(pglite);
  if (!count) {
    count = { writes: 0 };
    writeCounts.set(pglite, count);
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: countingPool(pool, count) }) });
  Object.defineProperty(db, WRITE_COUNT, { value: count });
  let closed = false;
  return {
    db,
    kind: "pglite",
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
      await pglite.close();
    },
  };
}

/** How long opening a connection to the server may take before it counts as failed. */
export const CONNECT_TIMEOUT_MS = 3_000;
/**
 * How long a query may wait for a free connection of a busy pool: long, because under load queueing is
 * normal and the query will run; bounded, so a pool whose connections all hang cannot hold requests forever.
 */
export const POOL_WAIT_MS = 10_000;

/**
 * pg's client with a connect timeout of its own. The pool's `connectionTimeoutMillis` covers the wait for a
 * free connection and the connect together, and a busy pool must not fail like an unreachable server.
 */
class TimedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    const base = typeof config === "string" ? { connectionString: config } : (config ?? {});
    super({ ...base, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

function unavailableIfLost(error: unknown): unknown {
  return isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
}

/**
 * The pool as Kysely sees it, with connection failures thrown as DatabaseUnavailableError (a failed query
 * keeps its own error). One wrapper per pg client, so Kysely's per-client bookkeeping still holds.
 */
function outageAwarePool(pool: pg.Pool): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let wrapper = wrappers.get(client);
    if (!wrapper) {
      const query = (sql: string, parameters: readonly unknown[]) =>
        client.query(sql, parameters as unknown[]).catch((error: unknown) => {
          throw unavailableIfLost(error);
        });
      // Only the (sql, parameters) form: the cursor form needs a `cursor` in the dialect, which we never set.
      wrapper = { query: query as unknown as PostgresPoolClient["query"], release: () => client.release() };
      wrappers.set(client, wrapper);
    }
    return wrapper;
  };
  return {
    connect: () =>
      pool.connect().then(wrap, (error: unknown) => {
        throw unavailableIfLost(error);
      }),
    end: () => pool.end(),
  };
}

/** At most one line per interval about lost connections, however many clients lose theirs at once. */
function lostConnectionLogger(intervalMs = 5_000) {
  let last = 0;
  let quiet = 0;
  return (err: Error) => {
    const now = Date.now();
    if (now - last < intervalMs) {
      quiet++;
      return;
    }
    console.error(
      `database pool error: ${err.message}${quiet ? ` (and ${quiet} more since the last report)` : ""}`,
    );
    last = now;
    quiet = 0;
  };
}

/** A pg pool for one server, with the timeouts and listeners every pool of the app needs. */
function serverPool(connectionString: string, max: number, applicationName?: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    // Fail fast when the server is gone (a refused connection fails at once, a silent one after
    // CONNECT_TIMEOUT_MS), but let a request wait its turn in a busy pool.
    Client: TimedClient,
    connectionTimeoutMillis: POOL_WAIT_MS,
    idleTimeoutMillis: 30_000,
    // TCP keepalive from 10 s of silence on: a connection dropped without a reset (a vanished host) is
    // noticed within minutes, not after the kernel's default two hours.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(applicationName ? { application_name: applicationName } : {}),
  });
  const logLost = lostConnectionLogger();
  // A client losing its connection emits 'error': while idle the pool hears it (and drops the client); while
  // checked out nobody would, and an unheard 'error' event crashes the process. So every client gets a
  // listener for its whole life; the query in flight fails on its own and the pool drops the broken client
  // on release.
  pool.on("error", logLost);
  pool.on("connect", (client) => client.on("error", logLost));
  return pool;
}

/** Read replicas of the primary (DATABASE_REPLICA_URLS) and, for tests, quicker rules than the default. */
export type ReplicaSettings = { urls: readonly string[]; rules?: ReadRules };

/**
 * A handle on a PostgreSQL server. With replicas, its pool routes each checkout at its first statement:
 * requests' plain reads to a replica, everything else to the primary (db/replicas.ts,
 * docs/decisions/0032-read-replicas.md); each server gets a pool of `max` connections.
 */
export function postgresHandle(
  connectionString: string,
  max = 10,
  replicas: ReplicaSettings = { urls: [] },
): DatabaseHandle {
  let kyselyPool: PostgresPool;
  let router: ReadRouter | undefined;
  if (replicas.urls.length === 0) {
    kyselyPool = outageAwarePool(serverPool(connectionString, max));
  } else {
    router = new ReadRouter(
      { url: connectionString, pool: serverPool(connectionString, max, "cocktail-atlas primary") },
      replicas.urls.map((url, i) => ({ url, pool: serverPool(url, max, `cocktail-atlas replica ${i + 1}`) })),
      { rules: replicas.rules },
    );
    kyselyPool = router.pool();
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: kyselyPool }) });
  if (router) attachReadRouter(db, router);
  let closed = false;
  return {
    db,
    kind: "postgres",
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

/**
 * Where and how to reach the database: the configuration's DATABASE_URL, DATABASE_REPLICA_URLS, PGLITE_DIR
 * and DATABASE_POOL_MAX.
 */
export type DatabaseSettings = {
  DATABASE_URL?: string;
  DATABASE_REPLICA_URLS?: readonly string[];
  PGLITE_DIR: string;
  DATABASE_POOL_MAX: number;
};

/** The database the settings name: DATABASE_URL, or the embedded one in PGLITE_DIR (default ./data/pglite). */
export async function openDatabase(settings: DatabaseSettings): Promise<DatabaseHandle> {
  if (settings.DATABASE_URL) {
    return postgresHandle(settings.DATABASE_URL, settings.DATABASE_POOL_MAX, {
      urls: settings.DATABASE_REPLICA_URLS ?? [],
    });
  }
  return pgliteHandle(await openPglite(path.resolve(settings.PGLITE_DIR)));
}

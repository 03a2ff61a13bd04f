// One way into the database: a Kysely instance over a `pg` pool. With DATABASE_URL the pool talks to that
// PostgreSQL server; without it, to an embedded PGlite (PostgreSQL in WebAssembly) kept on disk, through
// PGlite's node-postgres adapter, so the app runs the same `pg` code path either way.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { intarray } from "@electric-sql/pglite/contrib/intarray";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

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

export function pgliteHandle(pglite: PGlite): DatabaseHandle {
  const pool = new pg.Pool(createPgConfig(pglite));
  pool.on("error", (err) => console.error("database pool error", err));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
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

export function postgresHandle(connectionString: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on("error", (err) => console.error("database pool error", err.message));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
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

export function defaultPgliteDir(): string {
  return path.resolve(process.env.PGLITE_DIR || "data/pglite");
}

/** The database the environment names: DATABASE_URL, or the embedded one in PGLITE_DIR (default ./data/pglite). */
export async function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) return postgresHandle(env.DATABASE_URL, Number(env.DATABASE_POOL_MAX) || 10);
  const dir = env.PGLITE_DIR ? path.resolve(env.PGLITE_DIR) : defaultPgliteDir();
  return pgliteHandle(await openPglite(dir));
}

import { sql } from "kysely";
import { freshReads } from "~/lib/fresh-read";
import { createVersionedCache, type VersionedCache } from "~/lib/versioned-cache";
import type { DB } from "../../db/client";

// What every visitor sees alike, cached per process and per database, keyed by content_version (a counter
// the database moves on every change to the tables these pages read: migrations/…_content_version.ts). A
// request reads the counter once (one tiny query, where the pages it replaces sent 1 to 11), then takes
// the page's shared data from here. Because the key lives in the database, a change made by any process
// (another worker of the cluster, a seed run) shows on the next request everywhere, at once; no TTL.
//
// Only data that is the same for every visitor goes in: never the viewer, their bar cookie or their own
// ratings. Values are shared between requests: callers must not change what they get.
// See docs/decisions/0019-shared-caches.md.

/** Entries per database: about 20 KB each at most (a page of 24 cards), so a few MB in all. */
const MAX_ENTRIES = 500;

const caches = new WeakMap<DB, VersionedCache<unknown>>();

function cacheFor(db: DB): VersionedCache<unknown> {
  let cache = caches.get(db);
  if (!cache) {
    cache = createVersionedCache<unknown>({ max: MAX_ENTRIES });
    caches.set(db, cache);
  }
  return cache;
}

const versionReads = new WeakMap<DB, () => Promise<number>>();

/**
 * The content version, read after the caller asked. Plain SQL without parameters: on the embedded database
 * a parameterised query costs about twice as much (the extended protocol's extra messages), and this one
 * runs on every page. Callers who ask while a read is under way share the next one (app/lib/fresh-read.ts):
 * under load a page cache hit costs a share of one read, not a connection of the pool each.
 */
export function contentVersion(db: DB): Promise<number> {
  let read = versionReads.get(db);
  if (!read) {
    read = freshReads(async () => {
      const row = await sql<{ version: number }>`SELECT version FROM content_version WHERE id = 1`.execute(
        db,
      );
      return Number(row.rows[0]?.version ?? 0);
    });
    versionReads.set(db, read);
  }
  return read();
}

/** A reader bound to one read of the content version: a loader asks for several shared values with one. */
export type SharedReader = <T>(key: string, load: () => Promise<T>) => Promise<T>;

export async function sharedReader(db: DB): Promise<SharedReader> {
  const version = await contentVersion(db);
  const cache = cacheFor(db);
  return <T>(key: string, load: () => Promise<T>) => cache.getOrLoad(version, key, load) as Promise<T>;
}

/** One shared value: reads the content version, then the cache. */
export async function shared<T>(db: DB, key: string, load: () => Promise<T>): Promise<T> {
  return (await sharedReader(db))(key, load);
}

/** Empties this process's cache (the version does the same everywhere; this is for tests and benches). */
export function forgetSharedCache(db: DB): void {
  caches.get(db)?.clear();
}

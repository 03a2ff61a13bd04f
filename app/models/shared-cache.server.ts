import { sql } from "kysely";
import { freshReads } from "~/lib/fresh-read";
import { createVersionedCache, dependsOn, type Family, type VersionedCache } from "~/lib/versioned-cache";
import { type DB, readRouterOf, writesSoFar } from "../../db/client";
import type { ReadRouterView } from "../../db/replicas";

// What every visitor sees alike, cached per process and per database by the one rule of
// app/lib/versioned-cache.ts: an entry is served while the versions of the kinds of content it was made from
// are the ones in the database (cache_versions, moved by triggers: migrations/…_cache_versions.ts). Because
// the versions live in the database, a change made by any process (another worker of the cluster, a seed
// run, psql) shows on the next request everywhere, at once; no TTL.
//
// Only data that is the same for every visitor goes in: never the viewer, their bar cookie or their own
// ratings. Values are shared between requests: callers must not change what they get.
// See docs/decisions/0026-one-cache.md.

/** The kinds of content, each with its own version row. */
export type Kind = "recipes" | "ratings" | "brands" | "pages" | "catalogue";

/** One recipe's rating figures: its version is recipes.rating_version, read in the same row as its stars. */
export const ratingOf = (recipeId: number) => `rating:${recipeId}`;

/** Notes that the value being made shows this recipe's stars as they were at `version`. */
export function showsRating(recipeId: number, version: number | string): void {
  dependsOn(ratingOf(recipeId), Number(version));
}

const RATING = /^rating:(\d{1,10})$/;

/**
 * A rating moves "ratings" in the same transaction as the recipe's rating_version, so an entry that shows
 * stars is checked by reading the five kinds alone while "ratings" stands (app/lib/versioned-cache.ts): on
 * the embedded database that read costs a quarter of one that also looks up a dozen recipes' versions.
 */
export const RATINGS: readonly Family[] = [{ kind: "ratings", has: (dep) => RATING.test(dep) }];

/**
 * Reads versions: every kind (five rows), and the rating_version of the recipes asked for. Plain SQL without
 * parameters (the ids are checked digits): on the embedded database a parameterised query costs about twice
 * as much, and this one runs on every request that meets a cache. Callers who ask while a read is under way
 * share the next one (app/lib/fresh-read.ts).
 *
 * On the embedded database, which only this process changes, the last answer is given again while no
 * statement that may write has been sent or answered since its read was sent (db/client.ts `writesSoFar`):
 * nothing can have moved. That spares a cached page its one query (the floor: docs/decisions/0026).
 * With read replicas, see `replicaVersionReader`.
 */
function versionReader(db: DB) {
  const router = readRouterOf(db);
  if (router) return replicaVersionReader(db, router);
  const writes = writesSoFar(db);
  let last: { at: number; asked: ReadonlySet<string>; versions: ReadonlyMap<string, number> } | undefined;
  const read = freshReads<string, ReadonlyMap<string, number>>(async (deps) => {
    const at = writes?.();
    const versions = await readVersionRows(db, deps);
    if (at !== undefined) last = { at, asked: new Set(deps), versions };
    return versions;
  });
  return (deps: Iterable<string>): Promise<ReadonlyMap<string, number>> => {
    const list = [...deps];
    const known = last;
    if (
      known &&
      writes?.() === known.at &&
      list.every((dep) => known.asked.has(dep) || known.versions.has(dep))
    )
      return Promise.resolve(known.versions);
    return read(list);
  };
}

async function readVersionRows(db: DB, deps: readonly string[]): Promise<ReadonlyMap<string, number>> {
  const ids = deps.flatMap((d) => RATING.exec(d)?.[1] ?? []);
  const ratings = ids.length
    ? sql.raw(
        ` UNION ALL SELECT 'rating:' || id, rating_version FROM recipes WHERE id IN (${[...new Set(ids)].join(",")})`,
      )
    : sql.raw("");
  const rows = await sql<{ kind: string; version: string | number }>`
    SELECT kind, version FROM cache_versions${ratings}`.execute(db);
  return new Map(rows.rows.map((r) => [r.kind, Number(r.version)]));
}

/**
 * With read replicas (docs/decisions/0032-read-replicas.md) a request reads its versions from the server it
 * reads its data from (one replica for the whole request, or the primary), so the data it loads is never
 * older than the versions it keeps it with. Callers share a read only with callers of the same server.
 */
function replicaVersionReader(db: DB, router: ReadRouterView) {
  const readers = new Map<string, (deps: Iterable<string>) => Promise<ReadonlyMap<string, number>>>();
  return (deps: Iterable<string>): Promise<ReadonlyMap<string, number>> => {
    const from = router.readsFrom();
    let read = readers.get(from);
    if (!read) {
      read = freshReads((list: string[]) => router.readingFrom(from, () => readVersionRows(db, list)));
      readers.set(from, read);
    }
    return read(deps);
  };
}

type PerDatabase = {
  read: ReturnType<typeof versionReader>;
  /** loader data: pages of cards, a recipe, search hits, a brand */
  data: VersionedCache<object>;
  /** whole-catalogue indexes built in this process: the bar index, related recipes, the vocabularies */
  indexes: VersionedCache<object>;
};

/** About 16 M characters of loader data as JSON (a list page's is about 20 K). */
const DATA_MAX_CHARS = 16 * 1024 * 1024;
/** The indexes are a fixed handful per database, counted one each. */
const INDEXES_MAX = 16;

const databases = new WeakMap<DB, PerDatabase>();

function forDatabase(db: DB): PerDatabase {
  let found = databases.get(db);
  if (!found) {
    const read = versionReader(db);
    const readVersions = (deps: readonly string[]) => read(deps);
    found = {
      read,
      data: createVersionedCache<object>({
        maxSize: DATA_MAX_CHARS,
        maxEntrySize: DATA_MAX_CHARS / 16,
        sizeOf: (value) => JSON.stringify(value)?.length ?? 1,
        readVersions,
        families: RATINGS,
      }),
      indexes: createVersionedCache<object>({
        maxSize: INDEXES_MAX,
        sizeOf: () => 1,
        readVersions,
        families: RATINGS,
      }),
    };
    databases.set(db, found);
  }
  return found;
}

/** A shared value made from these kinds of content (and whatever it notes), from the cache or `load`. */
export async function shared<T>(
  db: DB,
  key: string,
  kinds: readonly Kind[],
  load: () => Promise<T>,
): Promise<T> {
  // null and undefined ("no such recipe") are kept boxed: the cache holds objects.
  const box = (await forDatabase(db).data.get(key, kinds, async () => ({ value: await load() }))) as {
    value: T;
  };
  return box.value;
}

/** A whole-catalogue index built in this process, rebuilt when a version it was made from moves. */
export function sharedIndex<T extends object>(
  db: DB,
  key: string,
  kinds: readonly Kind[],
  build: () => Promise<T>,
): Promise<T> {
  return forDatabase(db).indexes.get(key, kinds, build) as Promise<T>;
}

/** The versions of these dependencies now (read after the caller asked): the page cache checks an entry with it. */
export function readVersions(db: DB, deps: readonly string[]): Promise<ReadonlyMap<string, number>> {
  return forDatabase(db).read(deps);
}

/** Empties this process's caches for this database (the versions do it everywhere; for tests and benches). */
export function forgetSharedCache(db: DB): void {
  const found = databases.get(db);
  found?.data.clear();
  found?.indexes.clear();
}

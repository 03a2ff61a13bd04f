// The one cache (docs/decisions/0026-one-cache.md), with one rule: an entry is kept with the versions of
// what it was made from, and served only while every one of them is still the version the database holds.
// A dependency is a kind of content ("recipes", "ratings", "brands", "pages", "catalogue") or one thing of a
// kind ("rating:12": one recipe's rating figures). The database moves a version in the same transaction as
// the change (migrations/20261128T0900_cache_versions.ts), so a change made by any process shows on the next
// request in every process. No TTL. Bounded by size (lru-cache): the least recently used entry goes first.
//
// What an entry depends on is recorded while it is made: the kinds its caller names (read before loading,
// so the data is never older than the versions it is kept with), the entries of this cache it reads (their
// own versions), and single things noted with `dependsOn` from rows that carry their version. A page rendered
// inside `recordVersions` learns this way which versions it was made from (app/utils/page-cache.server.ts).
// An entry with no dependency never goes stale: the drink pictures' PNGs are kept by a hash of what was drawn.
//
// Checking an entry costs one read of the versions it depends on. Single things of a kind (a recipe's stars,
// "rating:12") would make that read larger with every card a page shows, so a cache may name families: the
// database moves the family's kind ("ratings") in the same transaction as any of its members. An entry then
// also keeps the kind's version at which its members were last known current (read no later than they
// were); while the kind has not moved, none of them has, and the check reads the kinds alone. When it has
// moved, the members are read, and if they still stand the entry is kept with the kind's new version.
//
// Concurrent loads of one key under the same versions share one promise; a failed load is not kept.
// Values are shared between callers: they must not change what they get.
import { AsyncLocalStorage } from "node:async_hooks";
import { LRUCache } from "lru-cache";

/** Dependencies with the version each one had. */
export type Versions = Map<string, number>;
/**
 * The versions of these dependencies, read after the caller asked. A dependency the database does not know
 * (a recipe that is gone) is missing from the answer and counts as version 0, which no entry was made at.
 */
export type ReadVersions = (deps: readonly string[]) => Promise<ReadonlyMap<string, number>>;

// One recording for every copy of this module in the process: the server and the app's build (or Vite's
// development modules) each load their own, and a page's render must reach the page cache's recording.
const RECORDING = Symbol.for("cocktail-atlas.versioned-cache.recording");
const holder = globalThis as { [RECORDING]?: AsyncLocalStorage<Versions> };
holder[RECORDING] ??= new AsyncLocalStorage<Versions>();
const recording = holder[RECORDING];

/** Adds `versions` to what the surrounding recording depends on, keeping the oldest version of each. */
function note(versions: ReadonlyMap<string, number>): void {
  const into = recording.getStore();
  if (!into) return;
  for (const [dep, version] of versions) {
    const had = into.get(dep);
    if (had === undefined || version < had) into.set(dep, version);
  }
}

/** Notes that what is being made shows `dep` as it was at `version` (read in the same row as the data). */
export function dependsOn(dep: string, version: number): void {
  note(new Map([[dep, version]]));
}

/**
 * Runs `make`, recording the versions of everything it reads from a versioned cache (and notes with
 * `dependsOn`), starting from `initial`. What it records is noted in the surrounding recording too.
 */
export async function recordVersions<T>(
  make: () => Promise<T>,
  initial: ReadonlyMap<string, number> = new Map(),
): Promise<{ value: T; versions: Versions }> {
  const versions: Versions = new Map(initial);
  const value = await recording.run(versions, make);
  note(versions);
  return { value, versions };
}

const current = (now: ReadonlyMap<string, number>, dep: string) => now.get(dep) ?? 0;

// Kept beside the dependencies, under a key no dependency has: the version of a family's kind at which the
// members an entry depends on were last known current. Recorded like a dependency (the oldest one wins).
const CHECKED = "\u0000checked:";
const checkedAt = (kind: string) => CHECKED + kind;
const isChecked = (dep: string) => dep.startsWith(CHECKED);

/** Whether every version in `versions` is the one `now` holds. */
function stillCurrent(versions: ReadonlyMap<string, number>, now: ReadonlyMap<string, number>) {
  for (const [dep, version] of versions) if (!isChecked(dep) && current(now, dep) !== version) return false;
  return true;
}

type Entry<V> = { value: V; versions: Versions };

/** Single things that belong to a kind: the database moves `kind` whenever it moves one of them. */
export type Family = { kind: string; has: (dep: string) => boolean };

export type VersionedCacheOptions<V> = {
  /** the bound, in the unit `sizeOf` measures */
  maxSize: number;
  /** an entry larger than this is not kept (default: maxSize) */
  maxEntrySize?: number;
  sizeOf: (value: V) => number;
  /** reads versions from the database; a cache whose entries never depend on one may leave it out */
  readVersions?: ReadVersions;
  /** families of single things, checked through their kind while it stands */
  families?: readonly Family[];
};

export type VersionedCache<V> = {
  /**
   * The value under `key` if every version it was made from is current; otherwise `load()`, made after
   * reading the versions of `kinds` and kept with them and whatever else it read.
   */
  get(key: string, kinds: readonly string[], load: () => Promise<V>): Promise<V>;
  /**
   * The value under `key` if every version it was made from is current (a stale one is dropped); with
   * `accept`, only a value it accepts, asked before the versions are read.
   */
  lookup(key: string, accept?: (value: V) => boolean): Promise<V | undefined>;
  /** Keeps `value` as made from `versions` (read before what it was made of). */
  set(key: string, value: V, versions: ReadonlyMap<string, number>): void;
  has(key: string): boolean;
  clear(): void;
  readonly size: number;
  /** the entries' total size, in the unit of `sizeOf` */
  readonly calculatedSize: number;
};

export function createVersionedCache<V extends object>(options: VersionedCacheOptions<V>): VersionedCache<V> {
  const entries = new LRUCache<string, Entry<V>>({
    maxSize: options.maxSize,
    maxEntrySize: options.maxEntrySize ?? options.maxSize,
    sizeCalculation: (entry) => Math.max(1, Math.ceil(options.sizeOf(entry.value))),
  });
  const loading = new Map<string, Promise<Entry<V>>>();
  const families = options.families ?? [];
  const familyOf = (dep: string) => families.find((family) => family.has(dep))?.kind;
  const read = async (deps: Iterable<string>): Promise<ReadonlyMap<string, number>> => {
    const list = [...new Set(deps)].filter((dep) => !isChecked(dep));
    if (list.length === 0) return new Map();
    if (!options.readVersions)
      throw new Error("this cache reads no versions: its entries may depend on none");
    return options.readVersions(list);
  };

  /** What checking these versions reads while the families' kinds stand: members are left to their kind. */
  const toRead = (versions: ReadonlyMap<string, number>) =>
    [...versions.keys()].flatMap((dep) => {
      if (isChecked(dep)) return [];
      const kind = familyOf(dep);
      return kind !== undefined && versions.has(checkedAt(kind)) ? [kind] : [dep];
    });

  /**
   * Whether an entry's versions are current, reading `also` in the same read (the caller's kinds). The
   * members of a family whose kind moved are read again; if they stand, the entry keeps the kind's new
   * version. Answers with the first read, which was made before anything this check read later.
   */
  const check = async (entry: Entry<V> | undefined, also: readonly string[] = []) => {
    const now = await read([...also, ...(entry ? toRead(entry.versions) : [])]);
    if (!entry) return { current: false, now };
    let members = false;
    for (const [dep, version] of entry.versions) {
      if (isChecked(dep)) continue;
      const kind = familyOf(dep);
      const checked = kind === undefined ? undefined : entry.versions.get(checkedAt(kind));
      if (kind !== undefined && checked !== undefined) members ||= current(now, kind) !== checked;
      else if (current(now, dep) !== version) return { current: false, now };
    }
    if (!members) return { current: true, now };
    const kinds = new Set(
      families.map((family) => family.kind).filter((k) => entry.versions.has(checkedAt(k))),
    );
    const later = await read([...entry.versions.keys(), ...kinds]);
    if (!stillCurrent(entry.versions, later)) return { current: false, now };
    for (const kind of kinds) entry.versions.set(checkedAt(kind), current(later, kind));
    return { current: true, now };
  };

  /**
   * Makes the value under the versions read before it (`declared`). The families' kinds, read in the same
   * read, are kept as the versions at which the members the load notes were known current (the load reads
   * them later); a family none of whose members was noted is not kept.
   */
  const make = (key: string, declared: Versions, load: () => Promise<V>): Promise<Entry<V>> =>
    recordVersions(load, declared).then(({ value, versions }) => {
      for (const family of families)
        if (![...versions.keys()].some((dep) => family.has(dep))) versions.delete(checkedAt(family.kind));
      entries.set(key, { value, versions });
      return { value, versions };
    });

  return {
    async get(key, kinds, load) {
      const kept = entries.get(key);
      const kindsOfFamilies = families.map((family) => family.kind);
      const { current: standing, now } = await check(kept, [...kinds, ...kindsOfFamilies]);
      if (kept && standing) {
        note(kept.versions);
        return kept.value;
      }
      const declared: Versions = new Map(kinds.map((kind) => [kind, current(now, kind)]));
      for (const kind of kindsOfFamilies) declared.set(checkedAt(kind), current(now, kind));
      const flight = `${key}\u0000${[...declared].join(",")}`;
      let made = loading.get(flight);
      if (!made) {
        made = make(key, declared, load);
        loading.set(flight, made);
        const done = () => {
          if (loading.get(flight) === made) loading.delete(flight);
        };
        made.then(done, done);
        const own = await made;
        note(own.versions);
        return own.value;
      }
      // Joined a load that began before this caller asked: what it read beyond the kinds both named (a
      // recipe's rating) may predate the request, so it is checked against a read made now.
      const joined = await made;
      const later = [...joined.versions.keys()].some((dep) => !declared.has(dep));
      if (later && !stillCurrent(joined.versions, await read(joined.versions.keys()))) {
        const own = await make(key, declared, load);
        note(own.versions);
        return own.value;
      }
      note(joined.versions);
      return joined.value;
    },
    async lookup(key, accept) {
      const kept = entries.get(key);
      if (!kept || (accept && !accept(kept.value))) return undefined;
      if (kept.versions.size > 0 && !(await check(kept)).current) {
        if (entries.get(key) === kept) entries.delete(key);
        return undefined;
      }
      return kept.value;
    },
    set(key, value, versions) {
      entries.set(key, { value, versions: new Map(versions) });
    },
    has: (key) => entries.has(key),
    clear() {
      entries.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
    get calculatedSize() {
      return entries.calculatedSize;
    },
  };
}

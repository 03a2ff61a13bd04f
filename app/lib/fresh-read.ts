// One read for many callers, never an old one: a caller who arrives while a read is running does not take
// its answer (that read began before the caller arrived, and may miss a change committed just before) but
// waits for the next read, which starts when the running one ends, asks for every key its callers asked for,
// and is shared by all of them. So every caller gets values read after it asked, and at most two reads are
// under way at once, however many callers there are (the cache versions every request reads:
// app/models/shared-cache.server.ts, docs/decisions/0026-one-cache.md).

export function freshReads<K, V>(read: (keys: K[]) => Promise<V>): (keys: Iterable<K>) => Promise<V> {
  let running: Promise<V> | null = null;
  let queued: { keys: Set<K>; value: Promise<V> } | null = null;
  const start = (keys: K[]): Promise<V> => {
    const reading = read(keys);
    running = reading;
    const done = () => {
      if (running === reading) running = null;
    };
    reading.then(done, done);
    return reading;
  };
  return (keys) => {
    if (!running) return start([...keys]);
    if (queued) {
      for (const key of keys) queued.keys.add(key);
      return queued.value;
    }
    const batch = new Set(keys);
    const ended = running.then(
      () => undefined,
      () => undefined,
    );
    const value = ended.then(() => {
      queued = null;
      return start([...batch]);
    });
    queued = { keys: batch, value };
    return value;
  };
}

// One read for many callers, never an old one: a caller who arrives while a read is running does not take
// its answer (that read began before the caller arrived, and may miss a change committed just before) but
// waits for the next read, which starts when the running one ends and is shared by everyone who arrived
// meanwhile. So every caller gets a value read after it asked, and at most two reads are under way at once,
// however many callers there are (the content version read by every page: app/models/shared-cache.server.ts,
// docs/decisions/0020-page-cache.md).

export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const reading = read();
    running = reading;
    const done = () => {
      if (running === reading) running = null;
    };
    reading.then(done, done);
    return reading;
  };
  return () => {
    if (!running) return start();
    if (!queued) {
      const ended = running.then(
        () => undefined,
        () => undefined,
      );
      queued = ended.then(() => {
        queued = null;
        return start();
      });
    }
    return queued;
  };
}

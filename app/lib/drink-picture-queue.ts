// Bounded work for drink pictures: at most `running` jobs at once and at most `waiting` more in line; a job
// beyond that is refused at once (QueueFullError), so a burst of requests costs a refusal each instead of an
// ever longer line. Background jobs (drawing pictures ahead of time) run only when no request's job waits,
// and wait in a line of their own with the same bound.

export class QueueFullError extends Error {
  constructor() {
    super("too many pictures are being drawn");
    this.name = "QueueFullError";
  }
}

export type WorkQueue = {
  run<T>(job: () => Promise<T>, options?: { background?: boolean }): Promise<T>;
  /** jobs running now */
  readonly running: number;
  /** jobs in line (both lines) */
  readonly waiting: number;
  /** jobs refused so far */
  readonly refused: number;
};

export function createWorkQueue(limits: { running: number; waiting: number }): WorkQueue {
  const front: (() => void)[] = [];
  const back: (() => void)[] = [];
  let active = 0;
  let refused = 0;
  const next = () => {
    while (active < limits.running) {
      const start = front.shift() ?? back.shift();
      if (!start) return;
      start();
    }
  };
  return {
    run<T>(job: () => Promise<T>, options: { background?: boolean } = {}): Promise<T> {
      const line = options.background ? back : front;
      // Whenever a slot is free both lines are empty (next() fills slots first), so a job waits only when
      // every slot is taken.
      if (active >= limits.running && line.length >= limits.waiting) {
        refused++;
        return Promise.reject(new QueueFullError());
      }
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          active++;
          let settled: Promise<T>;
          try {
            settled = job();
          } catch (error) {
            settled = Promise.reject(error);
          }
          settled.then(resolve, reject).finally(() => {
            active--;
            next();
          });
        };
        line.push(start);
        next();
      });
    },
    get running() {
      return active;
    },
    get waiting() {
      return front.length + back.length;
    },
    get refused() {
      return refused;
    },
  };
}

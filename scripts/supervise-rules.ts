// The supervisor's rules (scripts/supervise.ts), pure so they are tested on their own.

// How long the supervisor waits before starting the server again: 1 s after a first fault, doubling with
// each fault in a row, at most 30 s (a process that keeps failing must not spin).
export function restartDelay(failuresInARow: number): number {
  const n = Math.max(1, Math.floor(failuresInARow));
  return Math.min(30_000, 1000 * 2 ** (n - 1));
}

export type WorkerPlan = { count: number; why: string };

/**
 * How many server processes `npm start` runs: one per core with a PostgreSQL server (WEB_CONCURRENCY, a
 * whole number from 1 to 64 checked by the configuration schema, overrides); one with the embedded PGlite,
 * whose database lives in one process.
 */
export function workerPlan(options: {
  databaseUrl: string | undefined;
  webConcurrency: number | undefined;
  cores: number;
}): WorkerPlan {
  if (!options.databaseUrl) {
    return {
      count: 1,
      why: "embedded PGlite: one process (PGlite is single-process; set DATABASE_URL to use every core)",
    };
  }
  if (options.webConcurrency !== undefined) {
    return { count: options.webConcurrency, why: `WEB_CONCURRENCY=${options.webConcurrency}` };
  }
  const cores = Math.max(1, options.cores);
  return { count: cores, why: `one per core (${cores}; WEB_CONCURRENCY overrides)` };
}

/** A server process that exits while the cluster is still starting (before every first worker listened), or
 * within this long of its start, counts as failing at start. */
export const STARTUP_MS = 15_000;

export type ExitDecision =
  | { action: "done" }
  | { action: "give-up"; reason: string }
  | { action: "restart"; delay: number; failuresInARow: number };

/**
 * What to do when a worker exits. Asked to stop: done once all are gone. A clean exit (code 0) unasked:
 * replaced at once. A fault while the cluster is starting (a bad setting, a failed build or migration):
 * give up, restarting would only loop. A later fault: replaced after a delay that doubles with each fault in
 * a row of that slot (a worker that ran over a minute starts the count again).
 */
export function onWorkerExit(options: {
  stopping: boolean;
  exitCode: number;
  starting: boolean;
  uptimeMs: number;
  failuresInARow: number;
}): ExitDecision {
  if (options.stopping) return { action: "done" };
  if (options.exitCode === 0) return { action: "restart", delay: 0, failuresInARow: 0 };
  if (options.starting) {
    return { action: "give-up", reason: `failed while starting (exit code ${options.exitCode})` };
  }
  const failuresInARow = options.uptimeMs > 60_000 ? 1 : options.failuresInARow + 1;
  return { action: "restart", delay: restartDelay(failuresInARow), failuresInARow };
}

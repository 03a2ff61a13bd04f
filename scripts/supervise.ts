// `npm start`: the primary process of a Node cluster. It runs the server (server.ts, compiled to
// build/node/server.js by `npm run build`) in worker processes: one per core with a PostgreSQL server
// (WEB_CONCURRENCY overrides), one with the embedded PGlite (a single-process database). The workers share
// the port; the primary hands them connections in turn.
//
// - The first worker prepares the database (migrations, seeding an empty one) before the others start, so N
//   workers never race to migrate. Each runs its own mail worker: mail queued in a process leaves from it at
//   once, and claiming skips rows another process holds, so no mail is sent twice.
// - A worker that dies is replaced, after a delay that doubles with each fault in a row (supervise-rules.ts).
//   A fault while the cluster starts (a bad setting, a failed build or migration) ends everything instead:
//   restarting would only loop.
// - SIGTERM and SIGINT go to every worker, each finishes its requests in flight; the primary then exits
//   with the worst of their exit codes.
import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import path from "node:path";
import { checkedEnv } from "../app/utils/env.server";
import { onWorkerExit, STARTUP_MS, workerPlan } from "./supervise-rules";

// The whole configuration is checked here, before any worker starts: a bad value ends the start with its
// message instead of one failing worker after another. A local .env counts (the workers inherit it).
const env = checkedEnv();

const compiled = import.meta.filename.endsWith(".js");
// Compiled (npm start): build/node/server.js beside this file. From source (tsx scripts/supervise.ts): server.ts
// through tsx's loader.
const serverEntry = compiled
  ? path.join(import.meta.dirname, "server.js")
  : path.resolve(import.meta.dirname, "../server.ts");

function log(message: string) {
  console.log(`[supervisor] ${message}`);
}

type Slot = {
  index: number;
  worker?: Worker;
  startedAt: number;
  listened: boolean;
  failuresInARow: number;
  timer?: NodeJS.Timeout;
};

const plan = workerPlan({
  databaseUrl: env.DATABASE_URL,
  webConcurrency: env.WEB_CONCURRENCY,
  cores: os.availableParallelism(),
});
log(`${plan.count} server process${plan.count === 1 ? "" : "es"}: ${plan.why}`);

cluster.setupPrimary({
  exec: serverEntry,
  execArgv: compiled ? process.execArgv : [...process.execArgv, "--import", "tsx"],
});

const slots: Slot[] = Array.from({ length: plan.count }, (_, index) => ({
  index,
  startedAt: 0,
  listened: false,
  failuresInARow: 0,
}));
/** true until every worker of the first generation has listened once */
let starting = true;
let stopping = false;
let worstExitCode = 0;

function fork(slot: Slot) {
  slot.startedAt = Date.now();
  slot.listened = false;
  const worker = cluster.fork({
    WORKER_SLOT: String(slot.index),
    // the first worker migrates and seeds; the others start once it listens
    CLUSTER_PREPARED: slot.index === 0 ? "" : "1",
  });
  slot.worker = worker;
  worker.on("listening", () => {
    slot.listened = true;
    if (slot.index === 0 && starting) {
      for (const other of slots.slice(1)) if (!other.worker) fork(other);
    }
    if (!starting) log(`server process ${slot.index + 1} listening again`);
    if (starting && slots.every((s) => s.listened)) {
      starting = false;
      log(`${slots.length} server process${slots.length === 1 ? "" : "es"} listening`);
    }
  });
  worker.on("exit", (code, signal) => {
    slot.worker = undefined;
    const exitCode = code ?? (signal ? 1 : 0);
    // the primary's own exit code: the worst of the last exits (a replaced worker's fault is history); a
    // worker still starting when asked to stop ends by the signal itself, which is what was asked
    const asked = stopping && (signal === "SIGTERM" || signal === "SIGINT");
    if (stopping && !asked) worstExitCode = Math.max(worstExitCode, exitCode);
    const uptimeMs = Date.now() - slot.startedAt;
    const decision = onWorkerExit({
      stopping,
      exitCode,
      starting: starting && (!slot.listened || uptimeMs < STARTUP_MS),
      uptimeMs,
      failuresInARow: slot.failuresInARow,
    });
    if (decision.action === "done") {
      if (slots.every((s) => !s.worker)) process.exit(worstExitCode);
      return;
    }
    if (decision.action === "give-up") {
      log(`server process ${slot.index + 1} ${decision.reason}: not restarting`);
      stop("SIGTERM", exitCode);
      return;
    }
    slot.failuresInARow = decision.failuresInARow;
    const how = signal ? `was killed (${signal})` : `exited with code ${exitCode}`;
    log(
      `server process ${slot.index + 1} ${how} after ${Math.round(uptimeMs / 1000)} s: starting a new one in ${decision.delay} ms`,
    );
    slot.timer = setTimeout(() => fork(slot), decision.delay);
  });
}

function stop(signal: NodeJS.Signals, exitCode = 0) {
  worstExitCode = Math.max(worstExitCode, exitCode);
  if (stopping) return;
  stopping = true;
  for (const slot of slots) clearTimeout(slot.timer);
  const alive = slots.filter((s) => s.worker);
  if (alive.length === 0) process.exit(worstExitCode);
  for (const slot of alive) slot.worker?.process.kill(signal);
  // The workers give requests in flight 10 s; whatever still hangs after that is ended.
  setTimeout(() => {
    for (const slot of slots) slot.worker?.process.kill("SIGKILL");
    process.exit(worstExitCode || 1);
  }, 20_000).unref();
}

process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));

if (slots[0]) fork(slots[0]);

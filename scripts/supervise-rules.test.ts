import { describe, expect, it } from "vitest";
import { onWorkerExit, restartDelay, workerPlan } from "./supervise-rules";

describe("restartDelay", () => {
  it("starts at a second, doubles, and stops at 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(restartDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(restartDelay(0)).toBe(1000);
  });
});

describe("workerPlan", () => {
  const pg = "postgresql://x@h/db";
  it("runs one process on the embedded database, whatever WEB_CONCURRENCY says", () => {
    expect(workerPlan({ databaseUrl: undefined, webConcurrency: 4, cores: 8 }).count).toBe(1);
    expect(workerPlan({ databaseUrl: "", webConcurrency: undefined, cores: 8 }).why).toMatch(
      /single-process/,
    );
  });
  it("runs one worker per core with PostgreSQL", () => {
    expect(workerPlan({ databaseUrl: pg, webConcurrency: undefined, cores: 2 }).count).toBe(2);
    expect(workerPlan({ databaseUrl: pg, webConcurrency: undefined, cores: 0 }).count).toBe(1);
  });
  it("takes WEB_CONCURRENCY when it is set (the configuration schema checks it is 1 to 64)", () => {
    expect(workerPlan({ databaseUrl: pg, webConcurrency: 3, cores: 2 })).toEqual({
      count: 3,
      why: "WEB_CONCURRENCY=3",
    });
    expect(workerPlan({ databaseUrl: pg, webConcurrency: 1, cores: 2 }).count).toBe(1);
  });
});

describe("onWorkerExit", () => {
  const base = { stopping: false, exitCode: 1, starting: false, uptimeMs: 5_000, failuresInARow: 0 };
  it("is done when asked to stop, whatever the code", () => {
    expect(onWorkerExit({ ...base, stopping: true })).toEqual({ action: "done" });
  });
  it("gives up on a fault while the cluster starts", () => {
    expect(onWorkerExit({ ...base, starting: true }).action).toBe("give-up");
  });
  it("replaces a crashed worker with a delay that doubles with faults in a row", () => {
    expect(onWorkerExit(base)).toEqual({ action: "restart", delay: 1000, failuresInARow: 1 });
    expect(onWorkerExit({ ...base, failuresInARow: 3 })).toEqual({
      action: "restart",
      delay: 8000,
      failuresInARow: 4,
    });
  });
  it("starts the count again after a worker ran for over a minute", () => {
    expect(onWorkerExit({ ...base, failuresInARow: 5, uptimeMs: 61_000 })).toEqual({
      action: "restart",
      delay: 1000,
      failuresInARow: 1,
    });
  });
  it("replaces a worker that exited cleanly unasked at once", () => {
    expect(onWorkerExit({ ...base, exitCode: 0 })).toEqual({
      action: "restart",
      delay: 0,
      failuresInARow: 0,
    });
  });
});

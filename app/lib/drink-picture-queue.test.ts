import { describe, expect, it } from "vitest";
import { createWorkQueue, QueueFullError } from "./drink-picture-queue";

/** A job that finishes when told to, and notes when it started. */
function gate(log: string[], name: string) {
  let open: (value: string) => void = () => {};
  const done = new Promise<string>((resolve) => {
    open = resolve;
  });
  return {
    job: () => {
      log.push(name);
      return done;
    },
    open: () => open(name),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("picture work queue", () => {
  it("runs at most `running` jobs at once, the rest in order as slots free up", async () => {
    const log: string[] = [];
    const queue = createWorkQueue({ running: 2, waiting: 10 });
    const jobs = ["a", "b", "c", "d"].map((n) => gate(log, n));
    const results = jobs.map((j) => queue.run(j.job));
    expect(log).toEqual(["a", "b"]);
    expect(queue.running).toBe(2);
    expect(queue.waiting).toBe(2);
    jobs[1]?.open();
    await tick();
    expect(log).toEqual(["a", "b", "c"]);
    for (const j of jobs) j.open();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect(queue.running).toBe(0);
  });

  it("refuses at once beyond `waiting` jobs in line, and takes jobs again when the line shortens", async () => {
    const log: string[] = [];
    const queue = createWorkQueue({ running: 1, waiting: 2 });
    const jobs = ["a", "b", "c"].map((n) => gate(log, n));
    const accepted = jobs.map((j) => queue.run(j.job));
    await expect(queue.run(async () => "d")).rejects.toBeInstanceOf(QueueFullError);
    await expect(queue.run(async () => "e")).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.refused).toBe(2);
    jobs[0]?.open();
    await tick();
    const later = queue.run(async () => "f");
    expect(queue.waiting).toBe(2);
    for (const j of jobs) j.open();
    expect(await Promise.all([...accepted, later])).toEqual(["a", "b", "c", "f"]);
  });

  it("lets background jobs run only when no request's job waits", async () => {
    const log: string[] = [];
    const queue = createWorkQueue({ running: 1, waiting: 5 });
    const first = gate(log, "request 1");
    const background = gate(log, "background");
    const second = gate(log, "request 2");
    const all = [
      queue.run(first.job),
      queue.run(background.job, { background: true }),
      queue.run(second.job),
    ];
    first.open();
    await tick();
    second.open();
    await tick();
    background.open();
    await Promise.all(all);
    expect(log).toEqual(["request 1", "request 2", "background"]);
  });

  it("passes a failed job's error on and frees its slot", async () => {
    const queue = createWorkQueue({ running: 1, waiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    await expect(
      queue.run(() => {
        throw new Error("thrown");
      }),
    ).rejects.toThrow("thrown");
    expect(await queue.run(async () => "after")).toBe("after");
  });
});

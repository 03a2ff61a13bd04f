import { describe, expect, it } from "vitest";
import { restartDelay } from "./supervise-rules";

describe("restartDelay", () => {
  it("starts at a second, doubles, and stops at 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(restartDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(restartDelay(0)).toBe(1000);
  });
});

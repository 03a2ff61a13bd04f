import { describe, expect, it } from "vitest";
import {
  backoffSeconds,
  checkLoginBackoff,
  currentFailures,
  LOGIN_BACKOFF,
  type LoginStreak,
  nextStreak,
} from "./login-backoff";

const start = new Date("2026-03-01T12:00:00Z");
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe("login backoff", () => {
  it("costs nothing for the first five failures, then doubles from 2 s up to 60 s", () => {
    expect([0, 1, 2, 3, 4].map(backoffSeconds)).toEqual([0, 0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 50, 10_000].map(backoffSeconds)).toEqual([
      2, 4, 8, 16, 32, 60, 60, 60, 60,
    ]);
  });

  it("lets an attempt start once the wait since the last one is over, and says how long is left", () => {
    const streak: LoginStreak = { failures: 6, lastAttemptAt: start };
    expect(checkLoginBackoff(streak, at(0))).toEqual({ allowed: false, failures: 6, retryAfter: 4 });
    expect(checkLoginBackoff(streak, at(3.2))).toEqual({ allowed: false, failures: 6, retryAfter: 1 });
    expect(checkLoginBackoff(streak, at(4))).toEqual({ allowed: true, failures: 6 });
    expect(checkLoginBackoff(null, at(0))).toEqual({ allowed: true, failures: 0 });
    expect(checkLoginBackoff({ failures: 4, lastAttemptAt: start }, at(0))).toEqual({
      allowed: true,
      failures: 4,
    });
  });

  it("counts an attempt when it starts, so attempts sent at once are slowed too", () => {
    let streak: LoginStreak | null = null;
    const decisions = [];
    for (let i = 0; i < 8; i++) {
      const decision = checkLoginBackoff(streak, at(0));
      decisions.push(decision.allowed);
      if (decision.allowed) streak = nextStreak(streak, at(0));
    }
    expect(decisions).toEqual([true, true, true, true, true, false, false, false]);
    expect(streak?.failures).toBe(5);
  });

  it("forgets a streak after an hour without attempts", () => {
    const streak: LoginStreak = { failures: 30, lastAttemptAt: start };
    expect(currentFailures(streak, at(LOGIN_BACKOFF.memorySeconds))).toBe(30);
    expect(currentFailures(streak, at(LOGIN_BACKOFF.memorySeconds + 1))).toBe(0);
    expect(nextStreak(streak, at(LOGIN_BACKOFF.memorySeconds + 1)).failures).toBe(1);
    expect(nextStreak(streak, at(10)).failures).toBe(31);
  });

  it("holds an attacker who always tries as early as allowed to about one guess a minute", () => {
    let streak: LoginStreak | null = null;
    let now = 0;
    let guesses = 0;
    while (now < 3600) {
      const decision = checkLoginBackoff(streak, at(now));
      if (decision.allowed) {
        guesses++;
        streak = nextStreak(streak, at(now)); // every guess fails
      } else {
        now += decision.retryAfter;
      }
    }
    // 5 at once, 5 more by 2 + 4 + 8 + 16 + 32 = 62 s, then one a minute: 62 + 58 × 60 = 3542 s
    expect(guesses).toBe(5 + 5 + 58);
  });

  it("lets the owner in after at most a minute, however long the attack went on", () => {
    const attacked: LoginStreak = { failures: 500, lastAttemptAt: at(100) };
    const early = checkLoginBackoff(attacked, at(100));
    expect(early.allowed).toBe(false);
    if (!early.allowed) expect(early.retryAfter).toBeLessThanOrEqual(LOGIN_BACKOFF.maxDelaySeconds);
    expect(checkLoginBackoff(attacked, at(100 + LOGIN_BACKOFF.maxDelaySeconds)).allowed).toBe(true);
  });
});

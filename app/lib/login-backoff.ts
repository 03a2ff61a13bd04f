// How failed logins slow down guessing without letting anyone lock the owner out.
//
// Two rules, both checked before a password is, both per account *and client address*, so what an attacker
// sends from their addresses never delays the owner at theirs:
// - A growing wait: the first failures in a row cost nothing, then every further attempt from that address
//   must wait 2 s, 4 s, 8 s, … up to 60 s after the one before. The right password from that address
//   clears it; a completed password reset clears the account's waits at every address.
// - A hard stop: after 10 failures from one address in a quarter of an hour, that address may not log in
//   to that account until the quarter is over.
// Guessing spread over many addresses is bounded by these per address (and by LOGIN_RATE_LIMIT logins per
// address and minute): at most 10 guesses per address, account and quarter hour. Every failure is a
// `login.failure` security event with its address, so an attack shows in the log however it is spread.
// An attempt counts as a failure as soon as it starts and is forgiven when it succeeds, so attempts sent
// in parallel cannot all slip through before the first of them fails.

export const LOGIN_BACKOFF = {
  /** failed attempts in a row that cost no wait */
  freeFailures: 5,
  /** the wait after the first failure beyond the free ones; it doubles with each further failure */
  firstDelaySeconds: 2,
  /** the wait never grows beyond this */
  maxDelaySeconds: 60,
  /** a streak is forgotten this long after its last attempt */
  memorySeconds: 60 * 60,
} as const;

/** Failures per account and client address before that address is stopped, and for how long at most. */
export const LOGIN_PAIR_STOP = { failures: 10, windowSeconds: 15 * 60 } as const;

/** The attempts on one account from one address that have not succeeded (yet), and when the last started. */
export type LoginStreak = { failures: number; lastAttemptAt: Date };

/** The wait, in seconds, that `failures` failed attempts in a row impose before the next attempt. */
export function backoffSeconds(failures: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = LOGIN_BACKOFF;
  if (failures < freeFailures) return 0;
  const doublings = Math.min(failures - freeFailures, 16);
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** doublings);
}

/** The failures in a row that still count at `now`: none once the streak has been quiet long enough. */
export function currentFailures(streak: LoginStreak | null, now: Date): number {
  if (!streak) return 0;
  const quiet = now.getTime() - streak.lastAttemptAt.getTime();
  return quiet > LOGIN_BACKOFF.memorySeconds * 1000 ? 0 : Math.max(0, streak.failures);
}

export type BackoffDecision =
  | { allowed: true; failures: number }
  | { allowed: false; failures: number; retryAfter: number };

/**
 * May an attempt start at `now`? When it may, the caller stores `nextStreak` before checking the password
 * and clears the streak when the password was right; when not, `retryAfter` says how many whole seconds
 * are left (at least 1).
 */
export function checkLoginBackoff(streak: LoginStreak | null, now: Date): BackoffDecision {
  const failures = currentFailures(streak, now);
  const wait = backoffSeconds(failures) * 1000;
  if (wait === 0 || !streak) return { allowed: true, failures };
  const left = streak.lastAttemptAt.getTime() + wait - now.getTime();
  if (left <= 0) return { allowed: true, failures };
  return { allowed: false, failures, retryAfter: Math.max(1, Math.ceil(left / 1000)) };
}

/** The streak once an allowed attempt has started: one failure more, counted until it succeeds. */
export function nextStreak(streak: LoginStreak | null, now: Date): LoginStreak {
  return { failures: currentFailures(streak, now) + 1, lastAttemptAt: now };
}

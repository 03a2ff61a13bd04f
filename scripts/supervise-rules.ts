// How long the supervisor waits before starting the server again: 1 s after a first fault, doubling with
// each fault in a row, at most 30 s (a process that keeps failing must not spin).
export function restartDelay(failuresInARow: number): number {
  const n = Math.max(1, Math.floor(failuresInARow));
  return Math.min(30_000, 1000 * 2 ** (n - 1));
}

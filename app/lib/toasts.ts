// Toast rules: they close by themselves after 10 s (long enough to read a sentence, and for a keyboard user to
// reach the close button of one that answers an action on the same page), at most 20 are shown
// (a burst cannot bury the page), and dragging one past 60% of its width dismisses it (a shorter drag is
// more likely a slip than a decision).

export const TOAST_AUTO_CLOSE_MS = 10_000;
export const TOAST_MAX_VISIBLE = 20;
export const TOAST_DRAG_DISMISS_RATIO = 0.6;
/** At most this many toasts wait in the flash cookie: a new one pushes out the oldest, so the cookie stays small. */
export const TOAST_FLASH_MAX = 3;

export type ToastKind = "success" | "info" | "error";
export type Toast = { id: string; kind: ToastKind; message: string };

/** Adds toasts; when more than the maximum are open, the oldest give way. */
export function addToasts(current: readonly Toast[], incoming: readonly Toast[]): Toast[] {
  const known = new Set(current.map((t) => t.id));
  const merged = [...current, ...incoming.filter((t) => !known.has(t.id))];
  return merged.slice(Math.max(0, merged.length - TOAST_MAX_VISIBLE));
}

/** The waiting toasts after adding one: never more than TOAST_FLASH_MAX, the newest kept. */
export function queueToast(waiting: readonly Toast[], toast: Toast): Toast[] {
  return [...waiting, toast].slice(-TOAST_FLASH_MAX);
}

export function removeToast(current: readonly Toast[], id: string): Toast[] {
  return current.filter((t) => t.id !== id);
}

/** A drag of `dx` pixels over a toast `width` pixels wide dismisses it past 60% either way. */
export function dragDismisses(dx: number, width: number): boolean {
  if (!(width > 0)) return false;
  return Math.abs(dx) / width > TOAST_DRAG_DISMISS_RATIO;
}

// A toast's clock pauses while the pointer is over it or focus is inside it (someone reading it or about to
// press Dismiss must not lose it), and resumes where it stopped, with at least 2000 ms left so it does not
// vanish the instant the pointer leaves.

/** After a pause, a toast stays at least this long. */
export const TOAST_RESUME_MIN_MS = 2000;
/**
 * A new toast is announced this long after it appears: after a navigation focus moves to the new page's
 * heading first, and a screen reader cuts off what it was saying when focus moves.
 */
export const TOAST_ANNOUNCE_DELAY_MS = 400;
/** How long a message stays in the live region: long enough to be spoken, then the visible toast is its only copy. */
export const TOAST_ANNOUNCE_HOLD_MS = 5000;

export type ToastHold = "hover" | "focus";
/** `since` is when the clock last started (ms), null while held; `leftMs` is what was left at that moment. */
export type ToastTimer = { leftMs: number; since: number | null; holds: readonly ToastHold[] };

export function startToastTimer(now: number, durationMs = TOAST_AUTO_CLOSE_MS): ToastTimer {
  return { leftMs: durationMs, since: now, holds: [] };
}

/** Pauses the clock for a reason (hover or focus); a second reason while paused only adds to the holds. */
export function holdToastTimer(timer: ToastTimer, hold: ToastHold, now: number): ToastTimer {
  if (timer.holds.includes(hold)) return timer;
  const leftMs = timer.since === null ? timer.leftMs : Math.max(0, timer.leftMs - (now - timer.since));
  return { leftMs, since: null, holds: [...timer.holds, hold] };
}

/** Drops a reason; when none is left the clock runs again from what was left (at least the minimum). */
export function releaseToastTimer(timer: ToastTimer, hold: ToastHold, now: number): ToastTimer {
  if (!timer.holds.includes(hold)) return timer;
  const holds = timer.holds.filter((h) => h !== hold);
  if (holds.length > 0) return { ...timer, holds };
  return { leftMs: Math.max(timer.leftMs, TOAST_RESUME_MIN_MS), since: now, holds };
}

/** Milliseconds until the toast closes itself, or null while its clock is held. */
export function toastTimeLeft(timer: ToastTimer, now: number): number | null {
  if (timer.since === null) return null;
  return Math.max(0, timer.leftMs - (now - timer.since));
}

export function isToast(value: unknown): value is Toast {
  if (!value || typeof value !== "object") return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t.id === "string" &&
    typeof t.message === "string" &&
    (t.kind === "success" || t.kind === "info" || t.kind === "error")
  );
}

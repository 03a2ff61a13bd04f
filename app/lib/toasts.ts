// Toast rules: they close by themselves after 5000 ms (long enough to read a sentence), at most 20 are shown
// (a burst cannot bury the page), and dragging one past 60% of its width dismisses it (a shorter drag is
// more likely a slip than a decision).

export const TOAST_AUTO_CLOSE_MS = 5000;
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

export function isToast(value: unknown): value is Toast {
  if (!value || typeof value !== "object") return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t.id === "string" &&
    typeof t.message === "string" &&
    (t.kind === "success" || t.kind === "info" || t.kind === "error")
  );
}

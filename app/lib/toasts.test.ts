import { describe, expect, it } from "vitest";
import {
  addToasts,
  dragDismisses,
  isToast,
  queueToast,
  removeToast,
  TOAST_FLASH_MAX,
  TOAST_MAX_VISIBLE,
  type Toast,
} from "./toasts";

const toast = (id: number): Toast => ({ id: String(id), kind: "info", message: `m${id}` });

describe("toasts", () => {
  it("keeps at most 20, dropping the oldest", () => {
    const many = Array.from({ length: 25 }, (_, i) => toast(i));
    const shown = addToasts([], many);
    expect(shown).toHaveLength(TOAST_MAX_VISIBLE);
    expect(shown[0]?.id).toBe("5");
    expect(shown.at(-1)?.id).toBe("24");
  });
  it("ignores a toast it already shows and removes by id", () => {
    const shown = addToasts([toast(1)], [toast(1), toast(2)]);
    expect(shown.map((t) => t.id)).toEqual(["1", "2"]);
    expect(removeToast(shown, "1").map((t) => t.id)).toEqual(["2"]);
  });
  it("dismisses past 60% of the width in either direction", () => {
    expect(dragDismisses(61, 100)).toBe(true);
    expect(dragDismisses(-61, 100)).toBe(true);
    expect(dragDismisses(60, 100)).toBe(false);
    expect(dragDismisses(10, 0)).toBe(false);
  });
  it("keeps at most TOAST_FLASH_MAX waiting toasts, the newest", () => {
    let waiting: Toast[] = [];
    for (let i = 1; i <= 10; i++) waiting = queueToast(waiting, toast(i));
    expect(waiting.map((t) => t.id)).toEqual(["8", "9", "10"].slice(-TOAST_FLASH_MAX));
  });
  it("recognises toast shapes", () => {
    expect(isToast(toast(1))).toBe(true);
    expect(isToast({ id: "1", kind: "boom", message: "x" })).toBe(false);
    expect(isToast(null)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import {
  addToasts,
  dragDismisses,
  holdToastTimer,
  isToast,
  queueToast,
  releaseToastTimer,
  removeToast,
  startToastTimer,
  TOAST_AUTO_CLOSE_MS,
  TOAST_FLASH_MAX,
  TOAST_MAX_VISIBLE,
  TOAST_RESUME_MIN_MS,
  type Toast,
  toastTimeLeft,
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

describe("the toast clock", () => {
  it("runs down from 10 s", () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(10_000);
    const timer = startToastTimer(1000);
    expect(toastTimeLeft(timer, 1000)).toBe(TOAST_AUTO_CLOSE_MS);
    expect(toastTimeLeft(timer, 4000)).toBe(7000);
    expect(toastTimeLeft(timer, 11_000)).toBe(0);
    expect(toastTimeLeft(timer, 19_000)).toBe(0);
  });
  it("stops while hovered and resumes with what was left", () => {
    let timer = startToastTimer(0);
    timer = holdToastTimer(timer, "hover", 1500);
    expect(toastTimeLeft(timer, 1500)).toBeNull();
    expect(toastTimeLeft(timer, 60_000)).toBeNull();
    timer = releaseToastTimer(timer, "hover", 60_000);
    expect(toastTimeLeft(timer, 60_000)).toBe(8500);
    expect(toastTimeLeft(timer, 68_500)).toBe(0);
  });
  it("stays paused until both hover and focus are gone", () => {
    let timer = startToastTimer(0);
    timer = holdToastTimer(timer, "focus", 1000);
    timer = holdToastTimer(timer, "hover", 2000);
    timer = releaseToastTimer(timer, "focus", 3000);
    expect(toastTimeLeft(timer, 10_000)).toBeNull();
    timer = releaseToastTimer(timer, "hover", 10_000);
    expect(toastTimeLeft(timer, 10_000)).toBe(9000);
  });
  it("a repeated hold does not count time twice, a release without a hold changes nothing", () => {
    let timer = startToastTimer(0);
    timer = holdToastTimer(timer, "hover", 1000);
    const again = holdToastTimer(timer, "hover", 3000);
    expect(again).toBe(timer);
    expect(releaseToastTimer(startToastTimer(0), "focus", 500)).toEqual(startToastTimer(0));
    expect(toastTimeLeft(releaseToastTimer(again, "hover", 3000), 3000)).toBe(9000);
  });
  it("gives a nearly expired toast the minimum after a pause", () => {
    let timer = startToastTimer(0);
    timer = holdToastTimer(timer, "focus", 9900);
    timer = releaseToastTimer(timer, "focus", 20_000);
    expect(toastTimeLeft(timer, 20_000)).toBe(TOAST_RESUME_MIN_MS);
  });
});

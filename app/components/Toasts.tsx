import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/components/I18n";
import { useHydrated } from "~/hooks/use-hydrated";
import {
  addToasts,
  dragDismisses,
  holdToastTimer,
  releaseToastTimer,
  removeToast,
  startToastTimer,
  TOAST_ANNOUNCE_DELAY_MS,
  TOAST_ANNOUNCE_HOLD_MS,
  type Toast,
  type ToastHold,
  toastTimeLeft,
} from "~/lib/toasts";

/**
 * Toasts. Without JavaScript they are a plain list above the page, inside a polite live region (there is
 * nothing to press). With JavaScript they float top-right in a "Notifications" region (only while there
 * are any), close themselves after 5 s unless hovered or focused, and go away on their button or a drag
 * past 60% of their width; the live region then stays on the page, visually hidden, and holds the messages
 * and nothing else, so a screen reader announces a new one without the button's name.
 */
export function Toasts({ initial }: { initial: Toast[] }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>(() => addToasts([], initial));
  // What the live region holds. The first toasts are on the page from the start, so they are read in page
  // order rather than announced. A message stays there a few seconds, long enough to be spoken, then
  // leaves, so that reading the page does not meet it twice.
  const [announced, setAnnounced] = useState<Toast[]>(toasts);
  const spokenIds = useRef(new Set(toasts.map((toast) => toast.id)));
  const enhanced = useHydrated();
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (initial.length) setToasts((current) => addToasts(current, initial));
  }, [initial]);

  // A new toast is announced a moment after it appeared (after a navigation's focus move, which would
  // cut it off).
  useEffect(() => {
    const fresh = toasts.filter((toast) => !spokenIds.current.has(toast.id));
    if (fresh.length === 0) return;
    const timer = window.setTimeout(() => {
      for (const toast of fresh) spokenIds.current.add(toast.id);
      setAnnounced((current) => addToasts(current, fresh));
    }, TOAST_ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [toasts]);
  useEffect(() => {
    if (!enhanced || announced.length === 0) return;
    const timer = window.setTimeout(() => setAnnounced([]), TOAST_ANNOUNCE_HOLD_MS);
    return () => window.clearTimeout(timer);
  }, [enhanced, announced]);

  const dismiss = useCallback((id: string) => {
    // A dismissed toast that had focus hands it on to the next toast's button, or to the page.
    const item = list.current?.querySelector<HTMLElement>(`[data-toast="${CSS.escape(id)}"]`);
    if (item?.contains(document.activeElement)) {
      const next =
        (item.nextElementSibling ?? item.previousElementSibling)?.querySelector<HTMLElement>("button") ??
        document.getElementById("main");
      next?.focus();
    }
    setToasts((current) => removeToast(current, id));
    setAnnounced((current) => removeToast(current, id));
  }, []);

  const spoken = enhanced ? announced : toasts;
  return (
    <>
      {enhanced && toasts.length > 0 ? (
        <section className="toasts toasts--floating" aria-label={t("toast.region")}>
          <ol ref={list}>
            {toasts.map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
            ))}
          </ol>
        </section>
      ) : null}
      {/* The same element before and after hydration, so it is a live region from the page's start. */}
      <div role="status" className={enhanced ? "visually-hidden" : "toasts"}>
        {spoken.length > 0 ? (
          <ol>
            {spoken.map((toast) => (
              <li key={toast.id} className={enhanced ? undefined : `toast toast--${toast.kind}`}>
                <p className="toast__message">{toast.message}</p>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLLIElement>(null);
  const drag = useRef<{ x: number; id: number } | null>(null);
  const [dx, setDx] = useState(0);
  const [timer, setTimer] = useState(() => startToastTimer(Date.now()));

  useEffect(() => {
    const left = toastTimeLeft(timer, Date.now());
    if (left === null) return;
    const handle = window.setTimeout(() => onDismiss(toast.id), left);
    return () => window.clearTimeout(handle);
  }, [onDismiss, toast.id, timer]);

  const hold = (reason: ToastHold) => setTimer((current) => holdToastTimer(current, reason, Date.now()));
  const release = (reason: ToastHold) =>
    setTimer((current) => releaseToastTimer(current, reason, Date.now()));

  return (
    <li
      ref={ref}
      data-toast={toast.id}
      className={`toast toast--${toast.kind}`}
      style={
        dx ? { transform: `translateX(${dx}px)`, opacity: Math.max(0.2, 1 - Math.abs(dx) / 300) } : undefined
      }
      onMouseEnter={() => hold("hover")}
      onMouseLeave={() => release("hover")}
      onFocus={() => hold("focus")}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) release("focus");
      }}
      onPointerDown={(e) => {
        if ((e.target as HTMLElement).closest("button")) return;
        drag.current = { x: e.clientX, id: e.pointerId };
        e.currentTarget.setPointerCapture(e.pointerId);
      }}
      onPointerMove={(e) => {
        if (drag.current?.id === e.pointerId) setDx(e.clientX - drag.current.x);
      }}
      onPointerUp={(e) => {
        if (drag.current?.id !== e.pointerId) return;
        const width = ref.current?.getBoundingClientRect().width ?? 0;
        const moved = e.clientX - drag.current.x;
        drag.current = null;
        if (dragDismisses(moved, width)) onDismiss(toast.id);
        else setDx(0);
      }}
      onPointerCancel={() => {
        drag.current = null;
        setDx(0);
      }}
    >
      {/* Read from the live region; here it is what the eye reads and the button's context. */}
      <p className="toast__message">{toast.message}</p>
      <button
        type="button"
        className="toast__close"
        onClick={() => onDismiss(toast.id)}
        aria-label={t("toast.dismiss")}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

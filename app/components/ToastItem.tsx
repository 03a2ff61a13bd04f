import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/components/I18n";
import {
  dragDismisses,
  holdToastTimer,
  releaseToastTimer,
  startToastTimer,
  type Toast,
  type ToastHold,
  toastTimeLeft,
} from "~/lib/toasts";

/**
 * One floating toast (app/components/Toasts.tsx): closes itself after 10 s unless hovered or focused, and on
 * its button or a drag past 60% of its width. Only the browser shows these, and only when there is a toast,
 * so this is a chunk of its own that most pages never load.
 */
export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
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

import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { addToasts, dragDismisses, removeToast, TOAST_AUTO_CLOSE_MS, type Toast } from "~/lib/toasts";

/**
 * Server-rendered toasts in a polite live region (they work without JavaScript). With JavaScript they stack
 * top-right, close themselves after 5 s, and go away on their button or a drag past 60% of their width.
 */
export function Toasts({ initial }: { initial: Toast[] }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>(() => addToasts([], initial));
  const [enhanced, setEnhanced] = useState(false);

  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (initial.length) setToasts((current) => addToasts(current, initial));
  }, [initial]);

  const dismiss = (id: string) => setToasts((current) => removeToast(current, id));

  return (
    <section className={enhanced ? "toasts toasts--floating" : "toasts"} aria-label={t("toast.region")}>
      <div role="status" aria-live="polite">
        {toasts.length > 0 ? (
          <ol>
            {toasts.map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} enhanced={enhanced} />
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
}

function ToastItem({
  toast,
  onDismiss,
  enhanced,
}: {
  toast: Toast;
  onDismiss: (id: string) => void;
  enhanced: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLLIElement>(null);
  const drag = useRef<{ x: number; id: number } | null>(null);
  const [dx, setDx] = useState(0);

  useEffect(() => {
    if (!enhanced) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [enhanced, onDismiss, toast.id]);

  return (
    <li
      ref={ref}
      className={`toast toast--${toast.kind}`}
      style={
        dx ? { transform: `translateX(${dx}px)`, opacity: Math.max(0.2, 1 - Math.abs(dx) / 300) } : undefined
      }
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
      <span>{toast.message}</span>
      {enhanced ? (
        <button
          type="button"
          className="toast__close"
          onClick={() => onDismiss(toast.id)}
          aria-label={t("toast.dismiss")}
        >
          ×
        </button>
      ) : null}
    </li>
  );
}

import {
  type ComponentProps,
  type ComponentType,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "~/components/I18n";
import { useHydrated } from "~/hooks/use-hydrated";
import {
  addToasts,
  removeToast,
  TOAST_ANNOUNCE_DELAY_MS,
  TOAST_ANNOUNCE_HOLD_MS,
  type Toast,
} from "~/lib/toasts";
import type { ToastItem as Item } from "./ToastItem";

// The floating toasts' code loads the first time there is one to show (the live region below is on every
// page from the start and does not wait for it). The server never renders one (they float only once
// hydrated), so its build leaves the component out.
const ToastItem: ComponentType<ComponentProps<typeof Item>> = import.meta.env.SSR
  ? () => null
  : lazy(() => import("./ToastItem").then((m) => ({ default: m.ToastItem })));

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
          {/* Until their code is there (the first toast only), the toasts show without their button. */}
          <Suspense
            fallback={
              <ol>
                {toasts.map((toast) => (
                  <li key={toast.id} className={`toast toast--${toast.kind}`}>
                    <p className="toast__message">{toast.message}</p>
                  </li>
                ))}
              </ol>
            }
          >
            <ol ref={list}>
              {toasts.map((toast) => (
                <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
              ))}
            </ol>
          </Suspense>
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

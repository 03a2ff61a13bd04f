import { useHydrated } from "~/hooks/use-hydrated";

/** A print button, shown only once JavaScript runs (without it the browser's own print command is there). */
export function MenuPrintButton({ label }: { label: string }) {
  const canPrint = useHydrated();
  if (!canPrint) return null;
  return (
    <button type="button" className="button--secondary no-print" onClick={() => window.print()}>
      {label}
    </button>
  );
}

import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * One button in a POST form of its own (works without JavaScript): the hidden fields say what to do. Used
 * for moves, removals and deletions on the brand's menu and book pages. The page keeps its scroll position.
 */
export function MenuActionButton({
  fields,
  children,
  label,
  id,
  variant = "secondary",
  autoFocus,
}: {
  fields: Record<string, string | number>;
  children: ReactNode;
  /** The accessible name, when the visible text alone does not say which entry it acts on. */
  label?: string;
  id?: string;
  variant?: "secondary" | "danger";
  autoFocus?: boolean;
}) {
  return (
    <Form method="post" preventScrollReset className="menu-action">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        id={id}
        className={`button--${variant}`}
        aria-label={label}
        // A move brings focus back to the button that was pressed (server-rendered for pages without JS).
        autoFocus={autoFocus}
      >
        {children}
      </button>
    </Form>
  );
}

// What forms share between the browser and the server.

/** The honeypot: a field people never see (hidden from sight and from screen readers) that bots fill in. */
export const HONEYPOT_FIELD = "website";

type Reply = { status?: "error" | "success"; error?: Record<string, unknown> | null };

/** Did this action answer with errors? Form replies are conform results, alone or under `result`. */
export function hasFormErrors(actionData: unknown): boolean {
  if (!actionData || typeof actionData !== "object") return false;
  const reply = ("result" in actionData ? (actionData as { result?: unknown }).result : actionData) as
    | Reply
    | undefined;
  if (!reply || typeof reply !== "object") return false;
  return Object.values(reply.error ?? {}).some((errors) => Array.isArray(errors) && errors.length > 0);
}

import type { SubmissionResult } from "@conform-to/react";
import { useForm } from "~/hooks/use-form";
import { ErrorSummary } from "./ErrorSummary";

/** Intents whose forms show their own errors beside their fields. */
const OWN_FORMS = new Set(["add-section", "rename-section", "update-item", "save-book"]);

/**
 * The errors of a submission from a form without fields of its own (add, move, remove, stock): one summary
 * at the top of the page, so a refused button press is never silent.
 */
export function MenuPageErrors({ result }: { result: SubmissionResult<string[]> | undefined }) {
  const intent = result?.initialValue?.intent;
  const mine = typeof intent === "string" && !OWN_FORMS.has(intent) ? result : undefined;
  const [form] = useForm({ id: "page-errors", lastResult: mine });
  return <ErrorSummary form={form} result={mine} />;
}

// What an error summary (app/components/ErrorSummary.tsx) lists: a submission's form-level messages and the
// fields that have errors.

export type ErrorSummaryProps = {
  /** conform's FormMetadata, or app/lib/submission's formErrors for forms without conform: ids and errors. */
  form: { id: string; name: string; errors?: string[]; allErrors: Record<string, string[]> };
  /** Visible labels by field name, so each link says which field it leads to. */
  labels?: Record<string, string>;
  /** The action's answer; each new one with errors brings focus back to the summary. */
  result?: unknown;
};

/** The form-level messages, the fields with errors (by name, the form's own entry left out) and how many. */
export function summaryErrors(form: ErrorSummaryProps["form"]) {
  const formErrors = form.errors ?? [];
  const fieldErrors = Object.entries(form.allErrors).filter(
    ([name, errors]) => name !== "" && name !== form.name && errors.length > 0,
  );
  return { formErrors, fieldErrors, count: formErrors.length + fieldErrors.length };
}

// A submission's errors without conform in the browser: for the small forms of content pages (a rating, "add
// to my bar"), which the server validates and which need no client-side validation. Same ids as conform's
// (`<form>-<field>`, `<field id>-error`), so ErrorSummary, labels and tests see the same page.
// docs/decisions/0018-javascript-budget.md.

/** What an action answers after conform's `submission.reply()`: errors by field name, "" for the form. */
export type ReplyResult = { error?: Record<string, string[] | null> | null } | undefined;

/** The form-level view ErrorSummary reads (a subset of conform's FormMetadata). */
export function formErrors(id: string, result: ReplyResult) {
  const allErrors: Record<string, string[]> = {};
  for (const [name, errors] of Object.entries(result?.error ?? {})) {
    if (errors?.length) allErrors[name] = errors;
  }
  return { id, name: "", errors: allErrors[""], allErrors };
}

/** One field's ids and errors (a subset of conform's FieldMetadata). */
export function fieldErrors(formId: string, name: string, result: ReplyResult) {
  const id = `${formId}-${name}`;
  const errors = result?.error?.[name] ?? undefined;
  return { id, name, errorId: `${id}-error`, errors: errors?.length ? errors : undefined };
}

import { type SubmissionResult, useForm as useConformForm } from "@conform-to/react";
import { useRef } from "react";

// The one way forms are made here: conform's `useForm`, which forgets an earlier error once the form has
// gone through. Conform keeps the last result it was given until it gets a new one, and a successful save
// redirects (the toast says "saved") and brings none: without this, the error summary, the field's message
// and `aria-invalid` of the failed try stayed beside the toast, and focus could land on them. When the
// result goes away, the form is given the result conform itself sends for "reset the form" (what
// `submission.reply({ resetForm: true })` returns), once. Without JavaScript the page is new after every
// submission, so this matters for the enhanced form only.

type Options<Schema extends Record<string, unknown>, FormValue, FormError> = Parameters<
  typeof useConformForm<Schema, FormValue, FormError>
>[0];

export function useForm<
  // biome-ignore lint/suspicious/noExplicitAny: conform's own constraint for a form's schema
  Schema extends Record<string, any>,
  FormValue = Schema,
  FormError = string[],
>(options: Options<Schema, FormValue, FormError>) {
  const reset = useRef<SubmissionResult<FormError> | null>(null);
  const had = useRef(false);
  let lastResult = options.lastResult;
  if (lastResult) {
    had.current = true;
    reset.current = null;
  } else if (had.current) {
    // one object for as long as there is no new result, so conform resets once
    reset.current ??= { initialValue: null };
    lastResult = reset.current;
  }
  return useConformForm<Schema, FormValue, FormError>({ ...options, lastResult });
}

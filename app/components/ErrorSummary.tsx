import { lazy, Suspense } from "react";
import { type ErrorSummaryProps, summaryErrors } from "~/lib/error-summary";
import * as summary from "./ErrorSummaryList";

// The summary's code (ErrorSummaryList) is needed only when a submission has failed, so the browser loads it
// then: a page with a form does not carry it on first load. A summary the server rendered stays in place,
// focused and readable, while hydration waits for it. The server build keeps the static import.
const List = import.meta.env.SSR
  ? summary.ErrorSummaryList
  : /* @__PURE__ */ lazy(() => import("./ErrorSummaryList").then((m) => ({ default: m.ErrorSummaryList })));

/**
 * Every error of a submission at once, above the form (ErrorSummaryList); nothing when there is none.
 */
export function ErrorSummary(props: ErrorSummaryProps) {
  if (summaryErrors(props.form).count === 0) return null;
  return (
    <Suspense fallback={null}>
      <List {...props} />
    </Suspense>
  );
}

import type { SubmissionResult } from "@conform-to/react";
import { json } from "@remix-run/node";
import type { LimitResult } from "~/models/rate-limits.server";

/** A form answer with a form-level error: 400 by default; 429 with Retry-After for a rate limit. */
export function formError(reply: SubmissionResult<string[]>, status = 400, limit?: LimitResult) {
  return json(reply, {
    status,
    headers: limit ? { "Retry-After": String(limit.retryAfter) } : undefined,
  });
}

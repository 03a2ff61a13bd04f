import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { z } from "zod";
import { HONEYPOT_FIELD } from "~/lib/forms";
import { stripControlCharacters } from "~/lib/text";
import { securityEvent } from "./security-log.server";

// One way to handle a form, for every action:
//   const form = await readForm(request);            415 / 400 for a body that is not a form
//   const submission = parseForm(form, schema);       conform + zod; a filled honeypot is an error
//   if (submission.status !== "success") return formError(submission.reply());
// Errors are translation keys; the page shows them in an error summary and beside their fields.

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** A thrown answer for a body that cannot be a form: the error page says what happened. */
function refuse(request: Request, status: 400 | 415, kind: "malformed" | "unsupported"): Response {
  securityEvent("request.refused", {
    detail: `${kind}: ${request.method} ${new URL(request.url).pathname}`.slice(0, 200),
  });
  return Response.json({ kind }, { status });
}

/**
 * The request's form data. Another content type is refused with 415, a body that does not parse with 400,
 * both thrown so the route's error boundary answers; text values lose control characters (NUL and the like)
 * before anything else sees them.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) throw refuse(request, 415, "unsupported");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw refuse(request, 400, "malformed");
  }
  const clean = new FormData();
  for (const [name, value] of form) {
    clean.append(
      stripControlCharacters(name),
      typeof value === "string" ? stripControlCharacters(value) : value,
    );
  }
  return clean;
}

/**
 * conform's parse with the form's zod schema. A filled honeypot (a field people never see) turns any
 * submission into an error with one form-level message, so every public form treats bots the same way:
 * nothing is done, and the answer is the same as for any other refused form.
 */
export function parseForm<Schema extends z.ZodTypeAny>(
  form: FormData,
  schema: Schema,
): Submission<z.input<Schema>, string[], z.output<Schema>> {
  const submission = parseWithZod(form, { schema });
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    securityEvent("request.refused", { detail: "honeypot" });
    return {
      status: "error",
      payload: submission.payload,
      error: { "": ["form.rejected"] },
      reply: (options) =>
        submission.reply({
          ...(options && "hideFields" in options ? { hideFields: options.hideFields } : {}),
          formErrors: ["form.rejected"],
        }),
    };
  }
  return submission;
}

/** A form answer with errors: 400 by default; 429 says when to try again (Retry-After, in seconds). */
export function formError(reply: SubmissionResult<string[]>, status = 400, retryAfter?: number) {
  return data(reply, {
    status,
    headers: retryAfter === undefined ? undefined : { "Retry-After": String(retryAfter) },
  });
}

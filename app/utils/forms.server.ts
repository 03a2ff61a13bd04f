import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { z } from "zod";
import { boundForm, FORM_LIMITS, formShape } from "~/lib/form-shape";
import { HONEYPOT_FIELD } from "~/lib/forms";
import { stripControlCharacters } from "~/lib/text";
import { readBodyAtMost } from "./http.server";
import { securityEvent } from "./security-log.server";

// One way to handle a form, for every action:
//   const form = await readForm(request);            415 / 413 / 400 for a body that is not a form
//   const submission = parseForm(form, schema);       bounded names, conform + zod; a honeypot is an error
//   if (submission.status !== "success") return formError(submission.reply());
// Errors are translation keys; the page shows them in an error summary and beside their fields.

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The most a form body may carry, read before anything parses it. The largest form of the site (a recipe of
 * 30 lines in two languages, every text at its maximum) is under 40 KB; the server's own limit
 * (BODY_LIMIT_BYTES) applies before this one.
 */
export const FORM_MAX_BYTES = 256 * 1024;

type RefusalKind = "malformed" | "unsupported" | "too-large";

/** A thrown answer for a body that cannot be a form: the error page says what happened. */
function refuse(request: Request, status: 400 | 413 | 415, kind: RefusalKind): Response {
  securityEvent("request.refused", {
    detail: `${kind}: ${request.method} ${new URL(request.url).pathname}`.slice(0, 200),
  });
  return Response.json({ kind }, { status });
}

/** Where `needle` occurs for the (limit + 1)th time in `bytes`, or -1: counting fields without parsing. */
function nthOccurrence(bytes: Buffer, needle: string, limit: number): number {
  let at = -1;
  for (let seen = 0; seen <= limit; seen++) {
    at = bytes.indexOf(needle, at + 1);
    if (at === -1) return -1;
  }
  return at;
}

/**
 * The body's bytes as a form may have them, with at most one field more than FORM_LIMITS.maxFields (so
 * `parseForm` refuses it with the form's own message), counted and cut before anything parses it: parsing
 * 300,000 empty fields would cost a second of the process's time. Not parsed.
 */
async function boundedBody(request: Request, type: string, maxBytes = FORM_MAX_BYTES): Promise<Buffer> {
  const buffer = await readBodyAtMost(request, maxBytes);
  if (buffer === null) throw refuse(request, 413, "too-large");
  if (type === "application/x-www-form-urlencoded") {
    const cut = nthOccurrence(buffer, "&", FORM_LIMITS.maxFields);
    return cut === -1 ? buffer : buffer.subarray(0, cut);
  }
  const boundary = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(
    request.headers.get("Content-Type") ?? "",
  );
  const delimiter = `--${boundary?.[1] ?? boundary?.[2] ?? ""}`;
  if (!boundary || nthOccurrence(buffer, delimiter, FORM_LIMITS.maxFields + 1) !== -1) {
    throw refuse(request, 400, "malformed");
  }
  return buffer;
}

/** A form's content type, or a thrown 415. */
function formType(request: Request): string {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) throw refuse(request, 415, "unsupported");
  return type;
}

/** Parsed fields with control characters (NUL and the like) taken out of names and text values. */
export function cleanForm(entries: Iterable<[string, FormDataEntryValue]>): FormData {
  const clean = new FormData();
  for (const [name, value] of entries) {
    clean.append(
      stripControlCharacters(name),
      typeof value === "string" ? stripControlCharacters(value) : value,
    );
  }
  return clean;
}

/**
 * The request with its body bounded as `readForm` bounds it (415 / 413 / 400 thrown, fields cut after the
 * limit), not yet parsed: for a library that parses the request itself (remix-auth-form's FormStrategy),
 * whose form then goes through `cleanForm`.
 */
export async function boundedFormRequest(request: Request): Promise<Request> {
  const type = formType(request);
  const bytes = await boundedBody(request, type);
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: new Uint8Array(bytes),
    signal: request.signal,
  });
}

/** A bounded body that still does not parse (a broken multipart body): 400. */
export function malformedForm(request: Request): Response {
  return refuse(request, 400, "malformed");
}

/**
 * The request's form data. Another content type is refused with 415, a body over FORM_MAX_BYTES with 413,
 * a body that does not parse with 400, all thrown so the route's error boundary answers; text values lose
 * control characters (NUL and the like) before anything else sees them. A form that uploads a file may
 * allow more (`maxBytes`, never above the server's BODY_LIMIT_BYTES, which refuses larger bodies first).
 */
export async function readForm(request: Request, maxBytes = FORM_MAX_BYTES): Promise<FormData> {
  const type = formType(request);
  const bytes = await boundedBody(request, type, maxBytes);
  let entries: Iterable<[string, FormDataEntryValue]>;
  try {
    entries =
      type === "application/x-www-form-urlencoded"
        ? new URLSearchParams(bytes.toString("utf8"))
        : await new Response(new Uint8Array(bytes), {
            headers: { "Content-Type": request.headers.get("Content-Type") ?? type },
          }).formData();
  } catch {
    throw malformedForm(request);
  }
  return cleanForm(entries);
}

/** A submission refused as a whole: the form as it came, one form-level message, nothing done. */
function refusedSubmission<Output, Input>(
  submission: Submission<Input, string[], Output>,
  message: string,
): Submission<Input, string[], Output> {
  return {
    status: "error",
    payload: submission.payload,
    error: { "": [message] },
    reply: (options) =>
      submission.reply({
        ...(options && "hideFields" in options ? { hideFields: options.hideFields } : {}),
        formErrors: [message],
      }),
  };
}

/**
 * conform's parse with the form's zod schema, of the fields the schema knows only (`boundForm`): unknown
 * names never reach conform, and an index past a list's bound, too many fields or an intent out of bounds
 * refuse the form with one form-level message before conform builds anything. A filled honeypot (a field
 * people never see) turns any submission into an error with one form-level message, so every public form
 * treats bots the same way: nothing is done, and the answer is the same as for any other refused form.
 */
export function parseForm<Schema extends z.ZodTypeAny>(
  form: FormData,
  schema: Schema,
): Submission<z.input<Schema>, string[], z.output<Schema>> {
  const bounded = boundForm(form, formShape(schema));
  if (!bounded.ok) {
    securityEvent("request.refused", {
      detail: `form ${bounded.reason}: ${bounded.name ?? ""}`.slice(0, 200),
    });
    return refusedSubmission(parseWithZod(new FormData(), { schema }), "form.malformed");
  }
  const submission = parseWithZod(bounded.form, { schema });
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    securityEvent("request.refused", { detail: "honeypot" });
    return refusedSubmission(submission, "form.rejected");
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

import type { FieldMetadata } from "@conform-to/react";
import { getInputProps, getTextareaProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { ErrorList } from "./ErrorList";

// ErrorList lives in its own module, so that a form without conform (the rating form) does not load
// conform's helpers with it.
export { ErrorList };

type Props = {
  meta: FieldMetadata<string | undefined>;
  label: ReactNode;
  type?: "text" | "email" | "password" | "search" | "url" | "number";
  autoComplete?: string;
  multiline?: boolean;
  /** Visible lines of a multiline field. */
  rows?: number;
  hint?: ReactNode;
  maxLength?: number;
  /** The id of a form-level message that makes this field invalid too (a failed login marks both fields). */
  invalidBy?: string;
  /** Marks the field required where the schema cannot say so (a field checked against another). */
  required?: boolean;
  /** The language of what is typed, where it is not the page's (the other language's column of a form). */
  lang?: string;
};

/** A labelled input or textarea wired to conform: label for, aria-invalid, aria-describedby. */
export function Field({
  meta,
  label,
  type = "text",
  autoComplete,
  multiline,
  rows = 6,
  hint,
  maxLength,
  invalidBy,
  required,
  lang,
}: Props) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const describedBy =
    [hintId, meta.errors?.length ? meta.errorId : undefined, invalidBy].filter(Boolean).join(" ") ||
    undefined;
  const invalid = meta.errors?.length || invalidBy ? true : undefined;
  const common = {
    "aria-describedby": describedBy,
    "aria-invalid": invalid,
    autoComplete,
    maxLength,
    lang,
    ...(required ? { required } : {}),
  };
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...getTextareaProps(meta, { ariaDescribedBy: describedBy })} {...common} rows={rows} />
      ) : (
        <input {...getInputProps(meta, { type, ariaDescribedBy: describedBy })} {...common} />
      )}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

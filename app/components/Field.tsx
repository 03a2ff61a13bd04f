import type { FieldMetadata } from "@conform-to/react";
import { getInputProps, getTextareaProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Field errors are translation keys; they are shown in the page's language, tied to the field by id. */
export function ErrorList({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <ul id={id} className="field__errors" aria-live="polite">
      {errors.map((e) => (
        <li key={e}>{t(e as never)}</li>
      ))}
    </ul>
  );
}

type Props = {
  meta: FieldMetadata<string>;
  label: ReactNode;
  type?: "text" | "email" | "password" | "search" | "url" | "number";
  autoComplete?: string;
  multiline?: boolean;
  hint?: ReactNode;
  maxLength?: number;
};

/** A labelled input or textarea wired to conform: label for, aria-invalid, aria-describedby. */
export function Field({ meta, label, type = "text", autoComplete, multiline, hint, maxLength }: Props) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const describedBy =
    [hintId, meta.errors?.length ? meta.errorId : undefined].filter(Boolean).join(" ") || undefined;
  const common = { "aria-describedby": describedBy, autoComplete, maxLength };
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...getTextareaProps(meta, { ariaDescribedBy: describedBy })} {...common} rows={6} />
      ) : (
        <input {...getInputProps(meta, { type, ariaDescribedBy: describedBy })} {...common} />
      )}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

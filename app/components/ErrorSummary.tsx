import { useEffect, useRef } from "react";
import { useTranslation } from "~/components/I18n";
import { messageText } from "~/lib/messages";

type Props = {
  /** conform's FormMetadata, or app/lib/submission's formErrors for forms without conform: ids and errors. */
  form: { id: string; name: string; errors?: string[]; allErrors: Record<string, string[]> };
  /** Visible labels by field name, so each link says which field it leads to. */
  labels?: Record<string, string>;
  /** The action's answer; each new one with errors brings focus back to the summary. */
  result?: unknown;
};

/**
 * Every error of a submission at once, above the form: form-level messages as text, field messages as links
 * to their fields. It takes focus when it appears (server-rendered `autofocus` without JavaScript, an effect
 * with it), so a screen reader reads it first; each field keeps its own message beside it as well.
 */
export function ErrorSummary({ form, labels = {}, result }: Props) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const formErrors = form.errors ?? [];
  const fieldErrors = Object.entries(form.allErrors).filter(
    ([name, errors]) => name !== "" && name !== form.name && errors.length > 0,
  );
  const count = formErrors.length + fieldErrors.length;

  useEffect(() => {
    if (result !== undefined && count > 0) ref.current?.focus();
  }, [result, count]);

  if (count === 0) return null;
  const titleId = `${form.id}-summary-title`;
  return (
    <section
      ref={ref}
      className="error-summary"
      tabIndex={-1}
      // The summary of a failed submission is where a reader must start.
      autoFocus
      aria-labelledby={titleId}
      id={`${form.id}-summary`}
    >
      <h2 id={titleId} className="error-summary__title">
        {t("form.summaryTitle", { count })}
      </h2>
      <ul>
        {formErrors.map((error) => (
          <li key={`form-${error}`}>{messageText(t, i18n, error)}</li>
        ))}
        {fieldErrors.map(([name, errors]) => (
          <li key={name}>
            <a
              href={`#${form.id}-${name}`}
              // The link scrolls to the field by itself; with JavaScript it also puts the cursor there.
              onClick={() => document.getElementById(`${form.id}-${name}`)?.focus()}
            >
              {labels[name] ? `${labels[name]}: ` : ""}
              {errors.map((e) => messageText(t, i18n, e)).join(" ")}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

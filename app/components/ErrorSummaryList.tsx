import { useEffect, useRef } from "react";
import { useTranslation } from "~/components/I18n";
import { type ErrorSummaryProps as Props, summaryErrors } from "~/lib/error-summary";
import { messageText } from "~/lib/messages";

/**
 * Every error of a submission at once, above the form: form-level messages as text, field messages as links
 * to their fields. It takes focus when it appears (server-rendered `autofocus` without JavaScript, an effect
 * with it), so a screen reader reads it first; each field keeps its own message beside it as well.
 */
export function ErrorSummaryList({ form, labels = {}, result }: Props) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const { formErrors, fieldErrors, count } = summaryErrors(form);

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

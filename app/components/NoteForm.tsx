import { Form } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/components/I18n";
import { useHydrated } from "~/hooks/use-hydrated";
import { NOTE_MAX, noteLength } from "~/lib/member-book";
import { fieldErrors, formErrors, type ReplyResult } from "~/lib/submission";
import { ErrorList } from "./ErrorList";
import { ErrorSummary } from "./ErrorSummary";

type Result = ReplyResult & { initialValue?: Record<string, unknown> | null };

/**
 * The member's private note on a recipe: one text field, saved or deleted with plain POST forms (they work
 * without JavaScript). With JavaScript a count of the characters used sits under the field; the server
 * counts the same way (app/lib/member-book.ts) and refuses a longer note with a message beside the field.
 */
export function NoteForm({ note, result }: { note: string | null; result?: Result }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const form = formErrors("note-form", result);
  const field = fieldErrors("note-form", "note", result);
  const sent = result?.initialValue?.note;
  const [text, setText] = useState(typeof sent === "string" ? sent : (note ?? ""));
  const invalid = Boolean(field.errors?.length);
  const hintId = `${field.id}-hint`;
  const countId = `${field.id}-count`;
  const describedBy = [hintId, hydrated ? countId : null, invalid ? field.errorId : null]
    .filter(Boolean)
    .join(" ");
  const used = noteLength(text);
  return (
    <>
      <Form method="post" id={form.id} noValidate className="form note-form" preventScrollReset>
        <ErrorSummary form={form} result={result} labels={{ note: t("book.noteLabel") }} />
        <input type="hidden" name="intent" value="note" />
        <div className="field">
          <label htmlFor={field.id}>{t("book.noteLabel")}</label>
          <p id={hintId} className="field__hint">
            {t("book.noteHint")}
          </p>
          <textarea
            id={field.id}
            name="note"
            rows={4}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
          {hydrated ? (
            <p id={countId} className={`field__hint${used > NOTE_MAX ? " field__hint--over" : ""}`}>
              {t("book.noteCount", { count: used })}
            </p>
          ) : null}
          <ErrorList id={field.errorId} errors={field.errors} />
        </div>
        <div className="button-row">
          <button type="submit">{t("book.noteSave")}</button>
        </div>
      </Form>
      {note !== null ? (
        <Form method="post" className="inline-form note-form__delete" preventScrollReset>
          <input type="hidden" name="intent" value="note-delete" />
          <button type="submit" className="button--danger">
            {t("book.noteDelete")}
          </button>
        </Form>
      ) : null}
    </>
  );
}

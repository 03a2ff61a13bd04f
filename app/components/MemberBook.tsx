import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/components/I18n";
import { useHydrated } from "~/hooks/use-hydrated";
import { NOTE_MAX, noteLength } from "~/lib/member-book";
import { fieldErrors, formErrors, type ReplyResult } from "~/lib/submission";
import { ErrorList } from "./ErrorList";
import { ErrorSummary } from "./ErrorSummary";

// A member's own cocktail book on the recipe page: the favourites button (everyone sees it; a visitor's press
// leads to the login page) and the member's private note. One chunk of its own (the recipe page loads it
// after the first render: docs/decisions/0018).

const HEART =
  "M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 5 6.7 5c2.1 0 3.5 1.2 4.3 2.4h2C13.8 6.2 15.2 5 17.3 5c3.3 0 5.2 3.2 4 6.3-1.8 4.6-9.3 9.2-9.3 9.2z";

/**
 * "Add to favourites" / "Remove from favourites": a POST form to the recipe page's action, so it works
 * without JavaScript; with it, a fetcher sends it in place and the button shows its next state at once.
 * The button's words say what pressing it does (a visitor's press leads to the login page and back).
 */
export function FavouriteButton({ favourite }: { favourite: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: "favourite" });
  const sent = fetcher.formData?.get("favourite");
  // While the answer is on its way, the button shows what it will be.
  const shown = fetcher.state !== "idle" && typeof sent === "string" ? sent === "add" : favourite;
  return (
    <fetcher.Form method="post" className="favourite-form no-print" preventScrollReset>
      <input type="hidden" name="intent" value="favourite" />
      <input type="hidden" name="favourite" value={shown ? "remove" : "add"} />
      <button
        type="submit"
        id="favourite"
        className={`button--secondary favourite-button${shown ? " favourite-button--on" : ""}`}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d={HEART} />
        </svg>
        {shown ? t("book.remove") : t("book.add")}
      </button>
    </fetcher.Form>
  );
}

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
  const initial = typeof sent === "string" ? sent : (note ?? "");
  // The field is the browser's own (uncontrolled): what was typed before this code arrived stays, and the
  // count starts from it.
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initial);
  useEffect(() => {
    if (fieldRef.current) setText(fieldRef.current.value);
  }, []);
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
            ref={fieldRef}
            defaultValue={initial}
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

/** The note's section of the recipe page, for the signed-in member. */
export function NoteSection({ note, result }: { note: string | null; result?: Result }) {
  const { t } = useTranslation();
  // the page's answer, when it was sent for this form
  const mine = result?.initialValue?.intent === "note" ? result : undefined;
  return (
    <section className="section no-print note-section" id="note" aria-labelledby="note-heading">
      <h2 id="note-heading">{t("book.noteTitle")}</h2>
      <NoteForm key={note ?? ""} note={note} result={mine} />
    </section>
  );
}

/**
 * The recipe page's parts of the book, chosen by `part`: one default export, so the page's code loads the
 * chunk with the least code of its own (its JavaScript budget, docs/decisions/0018).
 */
export default function MemberBookPart(
  props: { part: "button"; favourite: boolean } | { part: "note"; note: string | null; result?: Result },
) {
  return props.part === "button" ? (
    <FavouriteButton favourite={props.favourite} />
  ) : (
    <NoteSection note={props.note} result={props.result} />
  );
}

import { Form, useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/components/I18n";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLocale } from "~/hooks/use-root-data";
import { localePath } from "~/lib/locale";
import { COLLECTION_NAME_MAX, NOTE_MAX, noteLength } from "~/lib/member-book";
import { fieldErrors, formErrors, type ReplyResult } from "~/lib/submission";
import { Heart } from "./CardFavourite";
import { ErrorList } from "./ErrorList";
import { ErrorSummary } from "./ErrorSummary";
import { LocaleLink } from "./LocaleLink";

// A member's own cocktail book on the recipe page: the favourites button (everyone sees it; a visitor's press
// leads to the login page), the member's private note and "Keep it in a collection" (members only; the
// collections page shows the same picker). One chunk of its own (the recipe page loads it after the first
// render: docs/decisions/0018).

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
        <Heart />
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
/** What the member's parts read from the recipe page's loader data. */
type RecipePageMine = { note: string | null; recipeId: number; collections: CollectionChoice[] | null };

export default function MemberBookPart(
  props: { part: "button"; favourite: boolean } | { part: "member"; result?: Result },
) {
  // the recipe page's own data: the page passes nothing it already sent (its JavaScript budget)
  const mine = useRouteLoaderData("routes/$lang.recipe.$slug") as RecipePageMine;
  if (props.part === "button") return <FavouriteButton favourite={props.favourite} />;
  return (
    <>
      <NoteSection note={mine.note} result={props.result} />
      {mine.collections ? <CollectSection recipeId={mine.recipeId} choices={mine.collections} /> : null}
    </>
  );
}

/** "Keep it in a collection", for a member: one of their collections (published recipes), or a new one. */
function CollectSection(props: { recipeId: number; choices: CollectionChoice[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <section className="section no-print" id="collect" aria-labelledby="collect-heading">
      <h2 id="collect-heading">{t("collection.addTitle")}</h2>
      <CollectionPicker
        recipeId={props.recipeId}
        choices={props.choices}
        returnTo={`${location.pathname}#collect`}
      />
    </section>
  );
}

export type CollectionChoice = { id: number; name: string; has: boolean };

/**
 * "Keep it in a collection": one of the member's collections, or a new one named in the same form. Posts to
 * the collections page, which sends the member back here with a toast; a mistake (no name for a new
 * collection) is answered in place with JavaScript, and on the collections page without it. `result` is the
 * answer the server rendered (the collections page after a mistake without JavaScript).
 */
export function CollectionPicker({
  recipeId,
  choices,
  returnTo,
  result,
}: {
  recipeId: number;
  choices: CollectionChoice[];
  returnTo: string;
  result?: ReplyResult;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<ReplyResult>();
  const answer = (fetcher.data as ReplyResult) ?? result;
  const form = formErrors("collect-form", answer);
  const fields = {
    target: fieldErrors("collect-form", "target", answer),
    newName: fieldErrors("collect-form", "newName", answer),
  };
  const kept = choices.filter((c) => c.has);
  const available = choices.filter((c) => !c.has);
  return (
    <fetcher.Form
      method="post"
      action={localePath(locale, "/user/collections")}
      id={form.id}
      noValidate
      className="form collection-picker"
    >
      <ErrorSummary
        form={form}
        result={answer}
        labels={{ target: t("collection.addTarget"), newName: t("collection.addNewName") }}
      />
      {kept.length > 0 ? (
        <p>
          {t("collection.inCollections", { names: kept.map((c) => c.name).join(", ") })} ·{" "}
          <LocaleLink to="/user/collections">{t("collection.title")}</LocaleLink>
        </p>
      ) : null}
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="recipeId" value={recipeId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <div className="field">
        <label htmlFor={fields.target.id}>{t("collection.addTarget")}</label>
        <select
          id={fields.target.id}
          name="target"
          defaultValue={available[0]?.id ?? "new"}
          aria-invalid={fields.target.errors ? true : undefined}
          aria-describedby={fields.target.errors ? fields.target.errorId : undefined}
        >
          {available.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
          <option value="new">{t("collection.addNew")}</option>
        </select>
        <ErrorList id={fields.target.errorId} errors={fields.target.errors} />
      </div>
      <div className="field">
        <label htmlFor={fields.newName.id}>{t("collection.addNewName")}</label>
        <input
          id={fields.newName.id}
          name="newName"
          maxLength={COLLECTION_NAME_MAX}
          aria-invalid={fields.newName.errors ? true : undefined}
          aria-describedby={fields.newName.errors ? fields.newName.errorId : undefined}
        />
        <ErrorList id={fields.newName.errorId} errors={fields.newName.errors} />
      </div>
      <div className="button-row">
        <button type="submit" className="button--secondary" disabled={fetcher.state !== "idle"}>
          {t("collection.add")}
        </button>
      </div>
    </fetcher.Form>
  );
}

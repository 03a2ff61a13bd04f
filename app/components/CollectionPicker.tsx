import { useFetcher } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";
import { useLocale } from "~/hooks/use-root-data";
import { COLLECTION_NAME_MAX } from "~/lib/collection-limits";
import { localePath } from "~/lib/locale";
import { fieldErrors, formErrors, type ReplyResult } from "~/lib/submission";
import { ErrorList } from "./ErrorList";
import { ErrorSummary } from "./ErrorSummary";
import { LocaleLink } from "./LocaleLink";

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

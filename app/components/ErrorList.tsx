import { useTranslation } from "~/components/I18n";
import { messageText } from "~/lib/messages";

/**
 * Field errors are translation keys; they are shown in the page's language, tied to the field by id. The
 * error summary announces a submission's errors; `live` is for a list that a widget names with
 * aria-errormessage, which must point at a live region: that one is there, empty, from the first render,
 * since a live region inserted with its message is often not read.
 */
export function ErrorList({ id, errors, live }: { id: string; errors?: string[]; live?: boolean }) {
  const { t, i18n } = useTranslation();
  if (!errors?.length && !live) return null;
  return (
    <ul id={id} className="field__errors" aria-live={live ? "polite" : undefined}>
      {(errors ?? []).map((e) => (
        <li key={e}>{messageText(t, i18n, e)}</li>
      ))}
    </ul>
  );
}

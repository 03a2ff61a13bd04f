import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";
import { useForm } from "~/hooks/use-form";
import { replyFor } from "~/lib/menu-changes";
import { NOTE_MAX } from "~/lib/menu-schemas";
import { CURRENCIES } from "~/lib/price-format";
import { ErrorSummary } from "./ErrorSummary";
import { ErrorList, Field } from "./Field";
import { LocaleLink } from "./LocaleLink";
import { MenuActionButton } from "./MenuActionButton";
import { MenuMoveButtons } from "./MenuMoveButtons";

export type EditorItem = {
  id: number;
  position: number;
  priceText: string;
  currency: string;
  noteDe: string;
  noteEn: string;
  slug: string;
  name: string;
  published: boolean;
  /** on a guest menu: whether its bar makes it now (absent on a brand's menu) */
  makesNow?: boolean;
};

/**
 * One drink of a section in the editor: price (when the menu has prices: a brand's, not a guest menu), notes;
 * move, remove.
 */
export function MenuItemEditor({
  item,
  total,
  section,
  result,
  focus,
  priced = true,
}: {
  item: EditorItem;
  total: number;
  section: string;
  result: SubmissionResult<string[]> | undefined;
  focus: string | null;
  priced?: boolean;
}) {
  const { t } = useTranslation();
  const mine = replyFor(result, "update-item", "itemId", item.id);
  const [form, fields] = useForm({
    id: `item-${item.id}`,
    lastResult: mine,
    defaultValue: {
      price: item.priceText,
      currency: item.currency,
      noteDe: item.noteDe,
      noteEn: item.noteEn,
    },
  });
  const labels = {
    price: t("brandMenu.price"),
    currency: t("brandMenu.currency"),
    noteDe: t("brandMenu.noteDe"),
    noteEn: t("brandMenu.noteEn"),
  };
  return (
    <li className="menu-editor-item">
      <div className="menu-editor-head">
        <h4>
          {item.published ? <LocaleLink to={`/recipe/${item.slug}`}>{item.name}</LocaleLink> : item.name}{" "}
          <span className="muted">
            ({t("brandMenu.itemPosition", { position: item.position, total })}
            {item.published ? "" : `, ${t("author.statusDraft")}`}
            {item.makesNow === false ? `, ${t("brandMenu.unavailable")}` : ""})
          </span>
        </h4>
        <div className="menu-editor-row">
          <MenuMoveButtons
            kind="item"
            id={item.id}
            intent="move-item"
            field="itemId"
            position={item.position}
            total={total}
            upLabel={t("brandMenu.moveItemUp", { name: item.name })}
            downLabel={t("brandMenu.moveItemDown", { name: item.name })}
            focus={focus}
          />
          <MenuActionButton
            fields={{ intent: "remove-item", itemId: item.id }}
            label={t("brandMenu.removeItemLabel", { name: item.name, section })}
            variant="danger"
          >
            {t("brandMenu.removeItem")}
          </MenuActionButton>
        </div>
      </div>
      <ErrorSummary form={form} result={mine} labels={labels} />
      <Form method="post" preventScrollReset {...getFormProps(form)} noValidate>
        <input type="hidden" name="intent" value="update-item" />
        <input type="hidden" name="itemId" value={item.id} />
        <fieldset className="menu-editor-fields menu-editor-fields--item">
          <legend className="visually-hidden">{item.name}</legend>
          {priced ? (
            <>
              <Field meta={fields.price} label={labels.price} maxLength={30} />
              <div className="field">
                <label htmlFor={fields.currency.id}>{labels.currency}</label>
                <select {...getSelectProps(fields.currency)}>
                  {CURRENCIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
                <ErrorList id={fields.currency.errorId} errors={fields.currency.errors} />
              </div>
            </>
          ) : null}
          <Field meta={fields.noteDe} label={labels.noteDe} maxLength={NOTE_MAX} />
          <Field meta={fields.noteEn} label={labels.noteEn} maxLength={NOTE_MAX} />
          <div className="menu-editor-save">
            <button type="submit" aria-label={t("brandMenu.saveItemLabel", { name: item.name })}>
              {t("brandMenu.saveItem")}
            </button>
          </div>
        </fieldset>
      </Form>
    </li>
  );
}

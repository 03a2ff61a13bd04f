import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";
import { useForm } from "~/hooks/use-form";
import { replyFor } from "~/lib/menu-changes";
import { SECTION_TITLE_MAX } from "~/lib/menu-schemas";
import { ErrorSummary } from "./ErrorSummary";
import { Field } from "./Field";
import { MenuActionButton } from "./MenuActionButton";
import { type EditorItem, MenuItemEditor } from "./MenuItemEditor";
import { MenuMoveButtons } from "./MenuMoveButtons";

export type EditorSection = {
  id: number;
  position: number;
  title: string;
  titleDe: string;
  titleEn: string;
  items: EditorItem[];
};

type Result = SubmissionResult<string[]> | undefined;

/** The German and English title of a section: for a new section (no `section`) or to rename one. */
export function MenuSectionTitlesForm({ section, result }: { section?: EditorSection; result: Result }) {
  const { t } = useTranslation();
  const intent = section ? "rename-section" : "add-section";
  const mine = section ? replyFor(result, intent, "sectionId", section.id) : replyFor(result, intent);
  const [form, fields] = useForm({
    id: section ? `section-${section.id}` : "add-section",
    lastResult: mine,
    defaultValue: section ? { titleDe: section.titleDe, titleEn: section.titleEn } : undefined,
  });
  const labels = { titleDe: t("brandMenu.titleDe"), titleEn: t("brandMenu.titleEn") };
  return (
    <>
      <ErrorSummary form={form} result={mine} labels={labels} />
      <Form method="post" preventScrollReset {...getFormProps(form)} noValidate>
        <input type="hidden" name="intent" value={intent} />
        {section ? <input type="hidden" name="sectionId" value={section.id} /> : null}
        <fieldset className="menu-editor-fields menu-editor-fields--titles">
          <legend className="visually-hidden">
            {section
              ? t("brandMenu.sectionTitles", { name: section.title })
              : t("brandMenu.addSectionHeading")}
          </legend>
          {section ? null : <p className="field__hint">{t("brandMenu.titleHint")}</p>}
          <Field meta={fields.titleDe} label={labels.titleDe} maxLength={SECTION_TITLE_MAX} />
          <Field meta={fields.titleEn} label={labels.titleEn} maxLength={SECTION_TITLE_MAX} />
          <div className="menu-editor-save">
            {section ? (
              <button
                type="submit"
                className="button--secondary"
                aria-label={t("brandMenu.saveTitlesLabel", { name: section.title })}
              >
                {t("brandMenu.saveTitles")}
              </button>
            ) : (
              <button type="submit">{t("brandMenu.addSection")}</button>
            )}
          </div>
        </fieldset>
      </Form>
    </>
  );
}

/** One section in the editor: its titles, its place among the sections, its drinks. */
export function MenuSectionEditor({
  section,
  total,
  result,
  focus,
  priced = true,
}: {
  section: EditorSection;
  total: number;
  result: Result;
  focus: string | null;
  /** whether its drinks have prices (a brand's menu) or not (a member's menu for guests) */
  priced?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="menu-editor-section">
      <div className="menu-editor-head">
        <h3>
          {section.title}{" "}
          <span className="muted">
            ({t("brandMenu.sectionPosition", { position: section.position, total })})
          </span>
        </h3>
        <div className="menu-editor-row">
          <MenuMoveButtons
            kind="section"
            id={section.id}
            intent="move-section"
            field="sectionId"
            position={section.position}
            total={total}
            upLabel={t("brandMenu.moveSectionUp", { name: section.title })}
            downLabel={t("brandMenu.moveSectionDown", { name: section.title })}
            focus={focus}
          />
        </div>
      </div>
      <MenuSectionTitlesForm section={section} result={result} />
      {section.items.length === 0 ? (
        <p className="muted">{t("brandMenu.noItems")}</p>
      ) : (
        <ol className="menu-editor-items">
          {section.items.map((item) => (
            <MenuItemEditor
              key={item.id}
              item={item}
              total={section.items.length}
              section={section.title}
              result={result}
              focus={focus}
              priced={priced}
            />
          ))}
        </ol>
      )}
      <div className="menu-editor-row menu-editor-row--end">
        <MenuActionButton
          fields={{ intent: "delete-section", sectionId: section.id }}
          label={t("brandMenu.deleteSectionLabel", { name: section.title })}
          variant="danger"
        >
          {t("brandMenu.deleteSection")}
        </MenuActionButton>
      </div>
    </li>
  );
}

import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/components/I18n";
import { MenuRecipePicker, type PickerResult } from "./MenuRecipePicker";
import { type EditorSection, MenuSectionEditor, MenuSectionTitlesForm } from "./MenuSectionEditor";

/**
 * A menu's sections in its editor, a brand's bar menu or a member's menu for guests alike: each section with
 * its drinks, "Add section", and the picker that adds drinks to the chosen section. `intro` says what is
 * particular to the menu (prices, or what the bar makes now).
 */
export function MenuSectionsEditor({
  sections,
  picker,
  result,
  focus,
  priced = true,
  intro,
}: {
  sections: EditorSection[];
  picker: { query: string; results: PickerResult[]; sectionId: number | null };
  result: SubmissionResult<string[]> | undefined;
  focus: string | null;
  priced?: boolean;
  intro: ReactNode;
}) {
  const { t } = useTranslation();
  const pickSection = sections.find((s) => s.id === picker.sectionId);
  return (
    <>
      <section className="section" aria-labelledby="sections-heading">
        <h2 id="sections-heading">{t("brandMenu.sectionsHeading")}</h2>
        {intro}
        {sections.length === 0 ? (
          <p className="empty-state">{t("brandMenu.noSections")}</p>
        ) : (
          <ol className="menu-editor-list">
            {sections.map((s) => (
              <MenuSectionEditor
                key={s.id}
                section={s}
                total={sections.length}
                result={result}
                focus={focus}
                priced={priced}
              />
            ))}
          </ol>
        )}
      </section>
      <section className="section" aria-labelledby="add-section-heading">
        <h2 id="add-section-heading">{t("brandMenu.addSectionHeading")}</h2>
        <MenuSectionTitlesForm key={sections.length} result={result} />
      </section>
      {pickSection ? (
        <section className="section" aria-labelledby="add-drinks-heading">
          <h2 id="add-drinks-heading">{t("brandMenu.addDrinksHeading")}</h2>
          <p className="muted">{t("brandMenu.addDrinksHint")}</p>
          <MenuRecipePicker
            id="menu-picker"
            query={picker.query}
            results={picker.results}
            addFields={(recipeId) => ({ intent: "add-item", sectionId: pickSection.id, recipeId })}
            addLabel={(name) => t("brandMenu.addLabel", { name, section: pickSection.title })}
          >
            <div className="field">
              <label htmlFor="menu-picker-section">{t("brandMenu.pickerSection")}</label>
              <select id="menu-picker-section" name="section" defaultValue={pickSection.id}>
                {sections.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.title}
                  </option>
                ))}
              </select>
            </div>
          </MenuRecipePicker>
        </section>
      ) : null}
    </>
  );
}

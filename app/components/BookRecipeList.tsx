import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "./LocaleLink";
import { MenuActionButton } from "./MenuActionButton";
import { MenuMoveButtons } from "./MenuMoveButtons";

export type BookEntry = { id: number; position: number; slug: string; name: string; published: boolean };

/** The book's recipes in order, each with up, down and remove (plain POST forms). */
export function BookRecipeList({ recipes, focus }: { recipes: BookEntry[]; focus: string | null }) {
  const { t } = useTranslation();
  if (recipes.length === 0) return <p className="empty-state">{t("brandBook.noRecipes")}</p>;
  return (
    <ol className="menu-editor-items">
      {recipes.map((r) => (
        <li key={r.id} className="menu-editor-item">
          <div className="menu-editor-head">
            <h3>
              {r.published ? <LocaleLink to={`/recipe/${r.slug}`}>{r.name}</LocaleLink> : r.name}{" "}
              <span className="muted">
                ({t("brandMenu.itemPosition", { position: r.position, total: recipes.length })}
                {r.published ? "" : `, ${t("author.statusDraft")}`})
              </span>
            </h3>
            <div className="menu-editor-row">
              <MenuMoveButtons
                kind="recipe"
                id={r.id}
                intent="move-recipe"
                field="recipeId"
                position={r.position}
                total={recipes.length}
                upLabel={t("brandMenu.moveItemUp", { name: r.name })}
                downLabel={t("brandMenu.moveItemDown", { name: r.name })}
                focus={focus}
              />
              <MenuActionButton
                fields={{ intent: "remove-recipe", recipeId: r.id }}
                label={t("brandBook.removeLabel", { name: r.name })}
                variant="danger"
              >
                {t("brandMenu.removeItem")}
              </MenuActionButton>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}

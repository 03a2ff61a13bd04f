import { useTranslation } from "~/components/I18n";
import type { PickedText } from "~/lib/menu-text";
import { LocaleLink } from "./LocaleLink";

export type MenuBoardSection = {
  id: number;
  title: PickedText;
  items: {
    id: number;
    slug: string;
    name: string;
    price: string | null;
    note: PickedText;
    /** its strength in one line, written by the loader (app/lib/strength-text.ts menuStrength) */
    strength?: string | null;
    /** what goes in, in a few words ("Gin, Campari, red vermouth") */
    ingredients?: string;
    /** "Allergens: egg", written by the loader; empty when it holds none of them */
    allergens?: string;
    rawEgg?: boolean;
    /** false: on the menu, but its bar cannot make it right now */
    available?: boolean;
  }[];
};

/** A text in the other language than the page's: its own lang, and a mark that it is not translated yet. */
export function MenuText({ text, className }: { text: PickedText; className?: string }) {
  const { t } = useTranslation();
  if (!text.text) return null;
  return (
    <span className={className}>
      <span lang={text.fallback ? text.lang : undefined}>{text.text}</span>
      {text.fallback ? <span className="badge menu-badge">{t("author.notTranslated")}</span> : null}
    </span>
  );
}

/**
 * The public menu's sections (a brand's bar menu, a member's menu for guests): drink names linked to their
 * recipes, strength and prices right-aligned after a dotted leader; below, whether it is available now, what
 * goes in, allergens and notes. Each section is one printed page (brand-menu.css); the price disclaimer is printed at
 * the foot of every page that shows prices.
 */
export function MenuBoard({
  sections,
  disclaimer,
  running,
}: {
  sections: MenuBoardSection[];
  disclaimer: string;
  /** The line above every printed page ("Driftplank · Bar menu"), so a loose page still says whose it is. */
  running: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {sections.map((section) => {
        const headingId = `menu-section-${section.id}`;
        const priced = section.items.some((item) => item.price !== null);
        return (
          <section key={section.id} className="menu-section" aria-labelledby={headingId}>
            <p className="menu-section__running menu-print-only">{running}</p>
            <h2 id={headingId} className="menu-section__title">
              <MenuText text={section.title} />
            </h2>
            {section.items.length === 0 ? (
              <p className="muted">{t("brandMenu.sectionUnavailable")}</p>
            ) : (
              <ul className="menu-items">
                {section.items.map((item) => (
                  <li
                    key={item.id}
                    className={item.available === false ? "menu-item menu-item--unavailable" : "menu-item"}
                  >
                    <div className="menu-item__line">
                      <LocaleLink to={`/recipe/${item.slug}`} className="menu-item__name">
                        {item.name}
                      </LocaleLink>
                      {item.strength ? <span className="menu-item__abv">{item.strength}</span> : null}
                      {item.price ? (
                        <>
                          <span className="menu-item__leader" aria-hidden="true" />
                          <span className="menu-item__price">{item.price}</span>
                        </>
                      ) : null}
                    </div>
                    {item.available === false ? (
                      <p className="menu-item__status">{t("brandMenu.unavailable")}</p>
                    ) : null}
                    {item.ingredients ? <p className="menu-item__ingredients">{item.ingredients}</p> : null}
                    {item.allergens || item.rawEgg ? (
                      <p className="menu-item__allergens">
                        {[item.allergens, item.rawEgg ? t("brandMenu.rawEgg") : ""]
                          .filter(Boolean)
                          .join(" · ")}
                      </p>
                    ) : null}
                    <MenuText text={item.note} className="menu-item__note" />
                  </li>
                ))}
              </ul>
            )}
            {priced ? <p className="menu-section__disclaimer menu-print-only">{disclaimer}</p> : null}
          </section>
        );
      })}
    </>
  );
}

import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "~/components/I18n";
import { useLocale } from "~/hooks/use-root-data";
import { type Locale, localePath } from "~/lib/locale";
import { difficultyLabel } from "~/lib/messages";
import { DrinkPicture } from "./DrinkPicture";
import { useFollowLink } from "./LocaleLink";

export type CardData = {
  slug: string;
  name: string;
  difficulty: string;
  glass: string;
  /** the stored drink picture scene; anything unreadable shows the empty glass */
  picture: unknown;
  ratingAvg: number;
  ratingCount: number;
  /** whole percent by volume in the glass; absent where a list lacks it */
  abv?: number | null;
  /** at most three, the spirits first; absent where a list lacks them */
  keyIngredients?: string[];
  /** for a signed-in member: whether it is among their favourites (see FavouriteSlot) */
  favourite?: boolean;
};

function ratingSpans(t: TFunction, locale: Locale, avg: number, count: number) {
  if (count === 0) return <span className="muted">{t("recipes.noRating")}</span>;
  // one decimal, with the page language's decimal sign
  const shown = avg.toFixed(1).replace(".", locale === "de" ? "," : ".");
  return (
    <span className="rating">
      <span aria-hidden="true">{t("recipes.ratingShort", { avg: shown })}</span>
      <span className="visually-hidden">{t("recipes.rating", { avg: shown, count })}</span>
    </span>
  );
}

export function RatingText({ avg, count }: { avg: number; count: number }) {
  const { t } = useTranslation();
  return ratingSpans(t, useLocale(), avg, count);
}

/**
 * A list of recipe cards: the drink's picture, a link with the name, difficulty and rating; `extra` adds a line.
 * Lists render dozens of cards, so hooks run once here rather than per card, and card links are plain
 * anchors with the site's own click handler (components/LocaleLink.tsx).
 */
export function RecipeCards({ items, extra }: { items: CardData[]; extra?: (item: CardData) => ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const follow = useFollowLink();
  return (
    <ul className="cards">
      {items.map((item) => (
        <li key={item.slug} className="card">
          <DrinkPicture picture={item.picture} glass={item.glass} className="card__picture" />
          <div>
            <a
              href={localePath(locale, `/recipe/${item.slug}`)}
              className="card__title"
              onClick={follow}
              // Remix's lazy route discovery learns the routes of links marked so while the page is read, as
              // it does for its own <Link>: the click then waits for no manifest request (bench:navigation).
              data-discover="true"
            >
              {item.name}
            </a>
            <p className="card__meta">
              {difficultyLabel(t, item.difficulty)} ·{" "}
              {/* "% vol", as EU labels write it in either language */}
              {item.abv != null ? `${item.abv} % vol · ` : null}
              {ratingSpans(t, locale, item.ratingAvg, item.ratingCount)}
            </p>
            {item.keyIngredients?.length ? (
              <p className="card__ingredients">{item.keyIngredients.join(", ")}</p>
            ) : null}
            {extra ? extra(item) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

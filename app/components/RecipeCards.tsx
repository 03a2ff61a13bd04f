import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "~/utils/use-root-data";
import { GlassIcon } from "./GlassIcon";
import { LocaleLink } from "./LocaleLink";

export type CardData = {
  slug: string;
  name: string;
  difficulty: string;
  glass: string;
  ratingAvg: number;
  ratingCount: number;
};

export function RatingText({ avg, count }: { avg: number; count: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (count === 0) return <span className="muted">{t("recipes.noRating")}</span>;
  const shown = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    avg,
  );
  return (
    <span className="rating" title={t("recipes.rating", { avg: shown, count })}>
      <span aria-hidden="true">{t("recipes.ratingShort", { avg: shown })}</span>
      <span className="visually-hidden">{t("recipes.rating", { avg: shown, count })}</span>
    </span>
  );
}

/** A list of recipe cards: a link with the name, the glass, difficulty and rating; `extra` adds a line. */
export function RecipeCards({ items, extra }: { items: CardData[]; extra?: (item: CardData) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <ul className="cards">
      {items.map((item) => (
        <li key={item.slug} className="card">
          <GlassIcon glass={item.glass} title={t(`glass.${item.glass}` as "glass.coupe")} />
          <div>
            <LocaleLink to={`/recipe/${item.slug}`} className="card__title">
              {item.name}
            </LocaleLink>
            <p className="card__meta">
              {t(`difficulty.${item.difficulty}` as "difficulty.easy")} ·{" "}
              <RatingText avg={item.ratingAvg} count={item.ratingCount} />
            </p>
            {extra ? extra(item) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

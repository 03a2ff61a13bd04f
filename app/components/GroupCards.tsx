import type { ReactNode } from "react";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "./LocaleLink";

export type GroupCard = { slug: string; name: string; count: number; description?: string };

/** Recipe groups as cards: name, number of recipes and, where given, the description. */
export function GroupCards({ groups }: { groups: GroupCard[] }) {
  const { t } = useTranslation();
  return (
    <ul className="cards">
      {groups.map((g) => (
        <li key={g.slug} className="card">
          <div>
            <LocaleLink to={`/recipe-group/${g.slug}`} className="card__title">
              {g.name}
            </LocaleLink>
            <p className="card__meta">{t("groups.count", { count: g.count })}</p>
            {g.description ? <p>{g.description}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Recipe groups as a row of links (the explorer, no-results pages, a recipe's groups); `first` leads the row. */
export function GroupLinks({
  groups,
  first,
}: {
  groups: { slug: string; name: string }[];
  first?: ReactNode;
}) {
  return (
    <ul className="link-list">
      {first ? <li>{first}</li> : null}
      {groups.map((g) => (
        <li key={g.slug}>
          <LocaleLink to={`/recipe-group/${g.slug}`}>{g.name}</LocaleLink>
        </li>
      ))}
    </ul>
  );
}

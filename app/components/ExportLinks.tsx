import { useTranslation } from "~/components/I18n";
import { useLocale } from "~/hooks/use-root-data";
import { localePath } from "~/lib/locale";
import { LocaleLink } from "./LocaleLink";

/**
 * A member's ways to take recipes away: the JSON download (a plain link: a file, not a page) and the
 * booklet to print. `source` is "favourites", "recipes" or "collection-12".
 */
export function ExportLinks({ source }: { source: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="section" aria-labelledby="export-heading" id="export">
      <h2 id="export-heading">{t("exchange.title")}</h2>
      <p>{t("exchange.intro")}</p>
      <ul className="inline-list">
        <li>
          <a href={localePath(locale, `/user/export/${source}`)} download>
            {t("exchange.download")}
          </a>
        </li>
        <li>
          <LocaleLink to={`/user/booklet/${source}`}>{t("exchange.booklet")}</LocaleLink>
        </li>
      </ul>
    </section>
  );
}

import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "./LocaleLink";

/** Where a brand's members go from the dashboard: the public pages and the other management pages. */
export function BrandAdminNav({ slug, live }: { slug: string; live: boolean }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("brandAdmin.navLabel")}>
      <ul className="link-list">
        {live ? (
          <li>
            <LocaleLink to={`/brand/${slug}`}>{t("brandAdmin.publicPage")}</LocaleLink>
          </li>
        ) : null}
        <li>
          <LocaleLink to={`/brand/${slug}/manage/menu`}>{t("brandAdmin.manageMenu")}</LocaleLink>
        </li>
        <li>
          <LocaleLink to={`/brand/${slug}/manage/book`}>{t("brandAdmin.manageBook")}</LocaleLink>
        </li>
        <li>
          <LocaleLink to={`/brand/${slug}/manage/members`}>{t("brandAdmin.manageMembers")}</LocaleLink>
        </li>
      </ul>
    </nav>
  );
}

import { Link } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";

/**
 * "All drinks" / "Only drinks available now": two plain links (a GET switch that needs no JavaScript), the
 * current one marked with aria-current, and the answer in words first ("8 of 10 drinks are available now"),
 * announced when it changes.
 */
export function MenuFilter({
  path,
  availableOnly,
  total,
  available,
}: {
  /** The menu's own path, without a query. */
  path: string;
  availableOnly: boolean;
  total: number;
  available: number;
}) {
  const { t } = useTranslation();
  return (
    <nav className="menu-filter no-print" aria-label={t("brandMenu.filterLabel")}>
      {/* a live region: switching in place (JavaScript) is heard as the new answer */}
      <p className="menu-filter__summary" role="status">
        {availableOnly
          ? t("brandMenu.showingAvailable", { shown: available, total })
          : t("brandMenu.showingAll", { count: total })}
      </p>
      <ul className="menu-filter__switch">
        <li>
          <Link to={path} aria-current={availableOnly ? undefined : "page"} preventScrollReset>
            {t("brandMenu.showAll")}
          </Link>
        </li>
        <li>
          <Link
            to={`${path}?available=1`}
            aria-current={availableOnly ? "page" : undefined}
            preventScrollReset
          >
            {t("brandMenu.availableOnly")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

import { Link } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";

/** Page links (work without JavaScript): previous, a window of pages around the current one, next. */
export function Pagination({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const window = new Set(
    [1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages),
  );
  const shown = [...window].sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label={t("recipes.pagination")}>
      {/* a status: after "Next page" with JavaScript the page changes in place, and this says so */}
      <p className="muted" aria-live="polite">
        {t("recipes.pageOf", { page, pages })}
      </p>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev">
              {t("recipes.previous")}
            </Link>
          </li>
        ) : null}
        {shown.map((p, i) => (
          <li key={p}>
            {i > 0 && p - (shown[i - 1] ?? p) > 1 ? <span aria-hidden="true">…</span> : null}
            {p === page ? (
              <span aria-current="page" className="pagination__current">
                <span className="visually-hidden">{t("recipes.goToPage", { page: p })}</span>
                <span aria-hidden="true">{p}</span>
              </span>
            ) : (
              <Link to={href(p)} aria-label={t("recipes.goToPage", { page: p })}>
                {p}
              </Link>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link to={href(page + 1)} rel="next">
              {t("recipes.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

import { Link } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";
import { pageLinks } from "~/lib/pagination";

/** One formatter per language: making one costs more than rendering the links. */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    formats.set(language, format);
  }
  return format;
}

/**
 * Page links (work without JavaScript): previous, a window of pages around the current one, next. Only the
 * first MAX_PAGE pages are served (app/lib/pagination.ts): past them the count stays true, the links stop
 * at the last page served, and a note says how to reach the rest.
 */
export function Pagination({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const { t, i18n } = useTranslation();
  if (pages <= 1) return null;
  const { shown, previous, next, last, limited } = pageLinks(page, pages);
  const number = numberFormat(i18n.language);
  return (
    <nav className="pagination" aria-label={t("recipes.pagination")}>
      {/* a status: after "Next page" with JavaScript the page changes in place, and this says so */}
      <p className="muted" aria-live="polite">
        {t("recipes.pageOf", { page: number.format(page), pages: number.format(pages) })}
      </p>
      <ul>
        {previous ? (
          <li>
            <Link to={href(previous)} rel="prev">
              {t("recipes.previous")}
            </Link>
          </li>
        ) : null}
        {shown.map((p, i) => (
          <li key={p}>
            {i > 0 && p - (shown[i - 1] ?? p) > 1 ? <span aria-hidden="true">…</span> : null}
            {p === page ? (
              <span aria-current="page" className="pagination__current">
                <span className="visually-hidden">{t("recipes.goToPage", { page: number.format(p) })}</span>
                <span aria-hidden="true">{number.format(p)}</span>
              </span>
            ) : (
              <Link to={href(p)} aria-label={t("recipes.goToPage", { page: number.format(p) })}>
                {number.format(p)}
              </Link>
            )}
          </li>
        ))}
        {next ? (
          <li>
            <Link to={href(next)} rel="next">
              {t("recipes.next")}
            </Link>
          </li>
        ) : null}
      </ul>
      {limited ? (
        <p className="muted pagination__limit">{t("recipes.pageLimit", { pages: number.format(last) })}</p>
      ) : null}
    </nav>
  );
}

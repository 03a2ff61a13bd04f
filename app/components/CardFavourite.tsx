import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";
import { useLocale } from "~/hooks/use-root-data";
import { localePath } from "~/lib/locale";

/**
 * "Add to favourites" on a member's recipe card. A plain POST: without JavaScript the page comes back with
 * a toast; with it, the page's data is read again in place and focus stays on the button, which now says
 * the opposite.
 */
export default function CardFavourite({
  slug,
  name,
  favourite,
}: {
  slug: string;
  name: string;
  favourite: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <Form
      method="post"
      action={localePath(locale, "/user/favourites")}
      preventScrollReset
      className="card__favourite"
    >
      <input type="hidden" name="intent" value={favourite ? "remove" : "add"} />
      <input type="hidden" name="recipe" value={slug} />
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <button
        type="submit"
        className={`button--secondary favourite-button${favourite ? " favourite-button--on" : ""}`}
      >
        <Heart />
        <span className="visually-hidden">
          {t(favourite ? "book.removeNamed" : "book.addNamed", { name })}
        </span>
      </button>
    </Form>
  );
}

/** The heart of "Add to favourites", outlined; the button's class fills it when the drink is a favourite. */
export function Heart() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 5 6.7 5c2.1 0 3.5 1.2 4.3 2.4h2C13.8 6.2 15.2 5 17.3 5c3.3 0 5.2 3.2 4 6.3-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </svg>
  );
}

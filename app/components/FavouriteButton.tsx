import { useFetcher } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";

const HEART =
  "M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 5 6.7 5c2.1 0 3.5 1.2 4.3 2.4h2C13.8 6.2 15.2 5 17.3 5c3.3 0 5.2 3.2 4 6.3-1.8 4.6-9.3 9.2-9.3 9.2z";

/**
 * "Add to favourites" / "Remove from favourites": a POST form to the recipe page's action, so it works
 * without JavaScript; with it, a fetcher sends it in place and the button shows its next state at once.
 * The button's words say what pressing it does (a visitor's press leads to the login page and back).
 */
export function FavouriteButton({ favourite }: { favourite: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: "favourite" });
  const sent = fetcher.formData?.get("favourite");
  // While the answer is on its way, the button shows what it will be.
  const shown = fetcher.state !== "idle" && typeof sent === "string" ? sent === "add" : favourite;
  return (
    <fetcher.Form method="post" className="favourite-form no-print" preventScrollReset>
      <input type="hidden" name="intent" value="favourite" />
      <input type="hidden" name="favourite" value={shown ? "remove" : "add"} />
      <button
        type="submit"
        id="favourite"
        className={`button--secondary favourite-button${shown ? " favourite-button--on" : ""}`}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d={HEART} />
        </svg>
        {shown ? t("book.remove") : t("book.add")}
      </button>
    </fetcher.Form>
  );
}

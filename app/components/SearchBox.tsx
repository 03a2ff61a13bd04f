import { Form, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/components/I18n";
import { useLocale } from "~/hooks/use-root-data";
import { localePath } from "~/lib/locale";

type Suggestion = { slug: string; name: string };

/**
 * The header search: a plain GET form. With JavaScript the input also becomes a combobox (WAI-ARIA 1.2
 * pattern) listing matching recipe names; arrow keys move, Enter opens, Escape closes.
 *
 * On a phone the form sits behind a button in the header's one row (it opens below the row and takes
 * focus; Escape closes it again); without JavaScript that button is a link to the search page, which has
 * its own box. From 48rem on the form is always shown and the button is not.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const listId = `${id}-list`;
  const formId = `${id}-form`;
  const [enhanced, setEnhanced] = useState(false);
  const [shown, setShown] = useState(false);
  const [value, setValue] = useState("");
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const request = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // Keep whatever was typed before hydration: the input becomes controlled only now.
  useEffect(() => {
    setValue(input.current?.value ?? "");
    setEnhanced(true);
  }, []);

  // Opening the search on a phone puts the cursor in it; a new page closes it.
  useEffect(() => {
    if (shown) input.current?.focus();
  }, [shown]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the page changes
  useEffect(() => setShown(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!enhanced) return;
    const q = value.trim();
    if (q.length < 2) {
      setItems([]);
      return;
    }
    const timer = window.setTimeout(async () => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      try {
        const res = await fetch(`${localePath(locale, "/suggest")}?q=${encodeURIComponent(q)}`, {
          signal: controller.signal,
        });
        if (!res.ok) return;
        const body = (await res.json()) as { suggestions: Suggestion[] };
        setItems(body.suggestions);
        setActive(-1);
        setOpen(body.suggestions.length > 0);
      } catch {
        // aborted or offline: the plain form still works
      }
    }, 150);
    return () => window.clearTimeout(timer);
  }, [value, enhanced, locale]);

  const choose = (item: Suggestion) => {
    setOpen(false);
    navigate(localePath(locale, `/recipe/${item.slug}`));
  };

  const icon = (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.25" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
    </svg>
  );

  return (
    <div className={shown ? "site-search site-search--open" : "site-search"}>
      {enhanced ? (
        <button
          ref={toggle}
          type="button"
          className="search-toggle"
          aria-expanded={shown}
          aria-controls={formId}
          onClick={() => setShown((s) => !s)}
        >
          {icon}
          <span className="visually-hidden">{t("nav.searchRegion")}</span>
        </button>
      ) : (
        <a className="search-toggle" href={localePath(locale, "/search")}>
          {icon}
          <span className="visually-hidden">{t("nav.searchRegion")}</span>
        </a>
      )}
      <Form
        id={formId}
        method="get"
        action={localePath(locale, "/search")}
        role="search"
        aria-label={t("nav.searchRegion")}
        className="search-form"
      >
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {t("nav.searchLabel")}
        </label>
        <div className="combobox">
          <input
            ref={input}
            id={`${id}-q`}
            type="search"
            name="q"
            placeholder={t("nav.searchPlaceholder")}
            maxLength={200}
            autoComplete="off"
            value={enhanced ? value : undefined}
            onChange={(e) => setValue(e.target.value)}
            {...(enhanced
              ? {
                  role: "combobox",
                  "aria-expanded": open,
                  "aria-controls": listId,
                  "aria-autocomplete": "list" as const,
                  "aria-activedescendant": open && active >= 0 ? `${listId}-${active}` : undefined,
                }
              : {})}
            onKeyDown={(e) => {
              if (e.key === "Escape" && shown && !open) {
                setShown(false);
                toggle.current?.focus();
                return;
              }
              if (!open || items.length === 0) return;
              if (e.key === "ArrowDown") {
                e.preventDefault();
                setActive((a) => (a + 1) % items.length);
              } else if (e.key === "ArrowUp") {
                e.preventDefault();
                setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
              } else if (e.key === "Escape") {
                setOpen(false);
              } else if (e.key === "Enter" && active >= 0) {
                const item = items[active];
                if (item) {
                  e.preventDefault();
                  choose(item);
                }
              }
            }}
            onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          />
          {enhanced ? (
            <div
              id={listId}
              role="listbox"
              aria-label={t("search.suggestions")}
              className="combobox__list"
              hidden={!open}
            >
              {items.map((item, index) => (
                <div
                  key={item.slug}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  tabIndex={-1}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(item)}
                  onKeyDown={() => undefined}
                >
                  {item.name}
                </div>
              ))}
            </div>
          ) : null}
        </div>
        <button type="submit">{t("nav.searchSubmit")}</button>
      </Form>
    </div>
  );
}

import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/components/I18n";
import { barQuery } from "~/lib/bar-selection";
import { LocaleLink } from "./LocaleLink";

type Props = {
  chosen: { id: number; name: string }[];
  yields: { from: string; to: string[] }[];
  tolerance: string;
};

/**
 * What the visitor chose, as chips that are plain links (each removes its ingredient, with or without
 * JavaScript), and what the bar yields besides ("Lemon → Lemon juice, Lemon peel").
 */
export function BarChosen({ chosen, yields, tolerance }: Props) {
  const { t } = useTranslation();
  const ids = chosen.map((c) => c.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const choice = ids.join(",");
  // With JavaScript a chip's removal (or "Add to my bar") updates the page in place, and the control that
  // had focus is gone: focus goes to "Your bar" instead of falling to the page's start.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the chosen ids change
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) heading.current?.focus();
  }, [choice]);
  return (
    <section aria-labelledby="your-bar" className="bar-chosen">
      <h2 id="your-bar" className="bar-chosen__title" ref={heading} tabIndex={-1}>
        {t("bar.yourBar")}
      </h2>
      {chosen.length > 0 ? (
        <ul className="chips">
          {chosen.map((c) => (
            <li key={c.id}>
              <Link
                className="chip"
                to={`?${barQuery(
                  ids.filter((id) => id !== c.id),
                  tolerance,
                )}`}
                aria-label={t("bar.removeNamed", { name: c.name })}
                preventScrollReset
              >
                {c.name} <span aria-hidden="true">×</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {yields.length > 0 ? (
        <p className="muted">
          {t("bar.yieldsIntro")}{" "}
          {yields.map((y) => t("bar.yieldItem", { from: y.from, to: y.to.join(", ") })).join("; ")}
        </p>
      ) : null}
      <p>
        <LocaleLink to={`/recipe/filter?${barQuery(ids, tolerance)}`}>{t("bar.changeBar")}</LocaleLink>
      </p>
    </section>
  );
}

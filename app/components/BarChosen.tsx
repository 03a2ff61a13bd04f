import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/components/I18n";
import { barQuery } from "~/lib/bar-selection";
import { LocaleLink } from "./LocaleLink";

/**
 * Up to this many chosen ingredients, each chip is a link to the bar without it. A link carries every other
 * id, so a bar of n ingredients would cost n links of n ids (a bar of 383 made 700 KB of HTML); a bigger
 * bar gets one GET form instead, with the ids once and a button per chip (`drop`, which the results' loader
 * turns into the same address without it), the first CHIPS_SHOWN in view and the rest behind "Show N more".
 */
const CHIP_LINKS_MAX = 24;
const CHIPS_SHOWN = 12;

type Props = {
  chosen: { id: number; name: string }[];
  yields: { from: string; to: string[] }[];
  tolerance: string;
};

/**
 * What the visitor chose, as chips that are plain links (each removes its ingredient, with or without
 * JavaScript; buttons of one form for a big bar), and what the bar yields besides ("Lemon → Lemon juice,
 * Lemon peel").
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
      {chosen.length > CHIP_LINKS_MAX ? (
        <ChipForm chosen={chosen} ids={ids} tolerance={tolerance} />
      ) : chosen.length > 0 ? (
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

/** A big bar's chips: one form that names the bar once, a button per ingredient that removes it. */
function ChipForm({ chosen, ids, tolerance }: { chosen: Props["chosen"]; ids: number[]; tolerance: string }) {
  const { t } = useTranslation();
  const chip = (c: Props["chosen"][number]) => (
    <li key={c.id}>
      <button
        type="submit"
        name="drop"
        value={c.id}
        className="chip"
        aria-label={t("bar.removeNamed", { name: c.name })}
      >
        {c.name} <span aria-hidden="true">×</span>
      </button>
    </li>
  );
  return (
    <Form method="get" preventScrollReset>
      <input type="hidden" name="i" value={ids.join(",")} />
      <input type="hidden" name="tolerance" value={tolerance} />
      <ul className="chips">{chosen.slice(0, CHIPS_SHOWN).map(chip)}</ul>
      <details className="picker-more">
        <summary>{t("bar.chosenMore", { count: chosen.length - CHIPS_SHOWN })}</summary>
        <ul className="chips">{chosen.slice(CHIPS_SHOWN).map(chip)}</ul>
      </details>
    </Form>
  );
}

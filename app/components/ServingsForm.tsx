import { Form, useNavigate, useSubmit } from "@remix-run/react";
import { type MouseEvent, useEffect, useRef } from "react";
import { useTranslation } from "~/components/I18n";
import { useHydrated } from "~/hooks/use-hydrated";
import { adjustHref } from "~/lib/adjust-link";
import { DISPLAY_UNITS, parseDisplayUnit } from "~/lib/units";

/**
 * Servings and unit of the recipe page and the cocktail book. Servings: a stepper of two plain links whose
 * href carries the whole answer and lands on `anchor` (the ingredients), so without JavaScript the new page
 * opens where the amounts are. Unit: a GET form whose radios look like segments; its submit button is only
 * needed without JavaScript. With JavaScript both navigate in place (no scroll jump, no history per click).
 */
export function ServingsForm({
  servings,
  unit: rawUnit,
  anchor = "ingredients-heading",
}: {
  servings: number;
  unit: string;
  anchor?: string;
}) {
  const { t } = useTranslation();
  const unit = parseDisplayUnit(rawUnit);
  const navigate = useNavigate();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const unitForm = useRef<HTMLFormElement>(null);

  // A unit chosen in place keeps its radio (and focus, for the next arrow key); the checked one follows the
  // page when it changes otherwise (back, a link).
  useEffect(() => {
    const radios = unitForm.current?.elements.namedItem("unit");
    if (radios instanceof RadioNodeList) radios.value = unit;
  }, [unit]);

  // The end of the range is the same link, marked unavailable: focus stays on it when the 12th drink is added
  // in place rather than fall to the page's heading. A plain anchor either way, so React keeps the element.
  const step = (n: number, label: string, sign: string) => {
    const target = adjustHref(n, unit);
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      if (target) navigate(target, { preventScrollReset: true, replace: true });
    };
    return (
      <a
        href={adjustHref(target ? n : servings, unit, anchor) ?? ""}
        className={target ? "stepper__button" : "stepper__button stepper__button--off"}
        aria-disabled={target ? undefined : true}
        onClick={onClick}
        rel="nofollow"
      >
        <span aria-hidden="true">{sign}</span>
        <span className="visually-hidden">{label}</span>
      </a>
    );
  };

  return (
    <div className="adjust no-print" id="adjust">
      <h3 className="visually-hidden">{t("recipe.adjustHeading")}</h3>
      <fieldset className="stepper">
        <legend className="adjust__label">{t("recipe.servings")}</legend>
        <span className="stepper__controls">
          {step(servings - 1, t("recipe.servingsFewer"), "−")}
          {/* heard as "12 drinks" when it changes in place, not a bare number */}
          <span className="stepper__value" aria-live="polite">
            <span aria-hidden="true">{servings}</span>
            <span className="visually-hidden">{t("recipe.servingsNow", { count: servings })}</span>
          </span>
          {step(servings + 1, t("recipe.servingsMore"), "+")}
        </span>
      </fieldset>
      <Form
        ref={unitForm}
        method="get"
        action={`#${anchor}`}
        className="adjust__unit"
        preventScrollReset
        onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
      >
        <input type="hidden" name="servings" value={servings} />
        <fieldset className="segmented">
          <legend className="adjust__label">{t("recipe.unit")}</legend>
          <span className="segmented__options">
            {DISPLAY_UNITS.map((u) => (
              <label key={u} className="segmented__option">
                <input type="radio" name="unit" value={u} defaultChecked={u === unit} />
                <span>{u}</span>
              </label>
            ))}
          </span>
        </fieldset>
        {hydrated ? null : (
          <button type="submit" className="button--secondary button--small">
            {t("recipe.adjust")}
          </button>
        )}
      </Form>
    </div>
  );
}

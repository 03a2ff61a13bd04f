import { useTranslation } from "~/components/I18n";
import { TOLERANCES, type Tolerance } from "~/lib/bar-matcher";

type Props = {
  /** Controlled (the picker's live count follows it) … */
  value?: Tolerance;
  onChange?: (value: Tolerance) => void;
  /** … or not (the results' GET form). */
  defaultValue?: Tolerance;
};

/**
 * Which drinks the bar's results show: the spec's three levels, word for word ("Only the ingredients
 * given", "Small shopping list", "Large shopping list"), each with what it means in ingredients ("up to 2
 * ingredients missing", from TOLERANCES). Radios whose labels wrap, never a select whose options are cut
 * off on a phone.
 */
export function ToleranceChoice({ value, onChange, defaultValue }: Props) {
  const { t } = useTranslation();
  const levels: { value: Tolerance; name: string; hint: string }[] = [
    { value: "light", name: t("bar.toleranceLight"), hint: t("bar.toleranceLightHint") },
    {
      value: "normal",
      name: t("bar.toleranceNormal"),
      hint: t("bar.toleranceUpTo", { count: TOLERANCES.normal }),
    },
    { value: "high", name: t("bar.toleranceHigh"), hint: t("bar.toleranceUpTo", { count: TOLERANCES.high }) },
  ];
  return (
    <fieldset className="field tolerance-choice">
      <legend>{t("bar.tolerance")}</legend>
      {levels.map((level) => (
        <label key={level.value} className="tolerance-choice__option">
          <input
            type="radio"
            name="tolerance"
            value={level.value}
            {...(onChange
              ? { checked: value === level.value, onChange: () => onChange(level.value) }
              : { defaultChecked: defaultValue === level.value })}
          />
          <span className="tolerance-choice__text">
            <span className="tolerance-choice__name">{level.name}</span>{" "}
            <span className="tolerance-choice__hint">{level.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import Select from "react-select";

export type ChoiceGroup = { id: number; name: string; items: { id: number; name: string }[] };

/**
 * Choosing ingredients: native checkboxes grouped by category (works without JavaScript); with JavaScript a
 * react-select multi-select over the same groups. Both submit the field `i`.
 */
export function IngredientPicker({ groups, selected }: { groups: ChoiceGroup[]; selected: number[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const options = useMemo(
    () =>
      groups.map((g) => ({
        label: g.name,
        options: g.items.map((i) => ({ value: String(i.id), label: i.name })),
      })),
    [groups],
  );
  const chosen = useMemo(() => {
    const set = new Set(selected.map(String));
    return options.flatMap((g) => g.options).filter((o) => set.has(o.value));
  }, [options, selected]);

  if (enhanced) {
    return (
      <div className="field">
        <label htmlFor={`${id}-select`}>{t("bar.selectLabel")}</label>
        <Select
          inputId={`${id}-select`}
          instanceId={id}
          isMulti
          name="i"
          delimiter=","
          options={options}
          defaultValue={chosen}
          placeholder={t("bar.selectPlaceholder")}
          noOptionsMessage={() => t("bar.noOptions")}
          classNamePrefix="picker"
          styles={{ control: (base) => ({ ...base, minHeight: 44 }) }}
        />
      </div>
    );
  }
  return (
    <fieldset className="picker-groups">
      <legend>{t("bar.ingredients")}</legend>
      {groups.map((g) => (
        <fieldset key={g.id} className="picker-group">
          <legend>{g.name}</legend>
          <ul>
            {g.items.map((item) => (
              <li key={item.id}>
                <label className="inline-choice">
                  <input
                    type="checkbox"
                    name="i"
                    value={item.id}
                    defaultChecked={selected.includes(item.id)}
                  />{" "}
                  {item.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </fieldset>
  );
}

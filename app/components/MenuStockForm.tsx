import { Form } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";

export type StockGroup = { id: number; name: string; items: { id: number; name: string }[] };

/**
 * What the bar has: checkboxes grouped by category, each group folded in a <details> (open where something
 * is ticked) so a long tree stays short to scan. A plain POST form: every box that is ticked is in stock.
 */
export function MenuStockForm({ groups, stock }: { groups: StockGroup[]; stock: number[] }) {
  const { t } = useTranslation();
  const owned = new Set(stock);
  return (
    <Form method="post" preventScrollReset className="menu-stock">
      <input type="hidden" name="intent" value="save-stock" />
      <p>{t("brandMenu.stockCount", { count: stock.length })}</p>
      <fieldset className="picker-groups">
        <legend>{t("brandMenu.stockLegend")}</legend>
        {groups.map((group) => {
          const ticked = group.items.filter((item) => owned.has(item.id)).length;
          return (
            <details key={group.id} open={ticked > 0}>
              <summary>
                {group.name} ({ticked}/{group.items.length})
              </summary>
              <ul>
                {group.items.map((item) => (
                  <li key={item.id}>
                    <label className="inline-choice">
                      <input type="checkbox" name="i" value={item.id} defaultChecked={owned.has(item.id)} />{" "}
                      {item.name}
                    </label>
                  </li>
                ))}
              </ul>
            </details>
          );
        })}
      </fieldset>
      <p>
        <button type="submit">{t("brandMenu.saveStock")}</button>
      </p>
    </Form>
  );
}

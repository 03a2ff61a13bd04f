import { Form } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "./LocaleLink";

export type NextBottle = {
  id: number;
  name: string;
  unlocks: number;
  examples: { slug: string; name: string }[];
};

type Props = { items: NextBottle[]; ids: number[]; tolerance: string };

/**
 * The bottles that would make the most drinks possible now, each with its count, a few of those drinks and
 * "Add to my bar": a GET form to the same results with that ingredient added (works without JavaScript).
 */
export function NextBottles({ items, ids, tolerance }: Props) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="next-bottles" className="section next-bottles">
      <h2 id="next-bottles">{t("bar.nextBottlesTitle")}</h2>
      <ol className="next-bottles__list">
        {items.map((item) => (
          <li key={item.id} className="next-bottle">
            <div>
              <strong>{item.name}</strong> – {t("bar.nextBottleCount", { count: item.unlocks })}
              {item.examples.length > 0 ? (
                <>
                  {", "}
                  {t("bar.nextBottleExamples")}{" "}
                  {item.examples.map((e, n) => (
                    <span key={e.slug}>
                      {n > 0 ? ", " : null}
                      <LocaleLink to={`/recipe/${e.slug}`}>{e.name}</LocaleLink>
                    </span>
                  ))}
                </>
              ) : null}
            </div>
            <AddToBar id={item.id} name={item.name} ids={ids} tolerance={tolerance} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One ingredient into the bar: the same results URL with it added. */
export function AddToBar({
  id,
  name,
  ids,
  tolerance,
}: {
  id: number;
  name: string;
  ids: number[];
  tolerance: string;
}) {
  const { t } = useTranslation();
  return (
    <Form method="get" preventScrollReset className="next-bottle__add">
      <input type="hidden" name="i" value={[...ids, id].join(",")} />
      <input type="hidden" name="tolerance" value={tolerance} />
      <button
        type="submit"
        className="button--secondary button--small"
        aria-label={t("bar.addToBarNamed", { name })}
      >
        {t("bar.addToBar")}
      </button>
    </Form>
  );
}

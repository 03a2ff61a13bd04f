import type { TFunction } from "i18next";
import type { Locale } from "./locale";
import { glassLabel, methodLabel } from "./messages";
import { type BatchPlan, ICE, type PlanResult, type ShoppingItem, WATER_SHARE } from "./party-plan";
import { amountText } from "./recipe-text";
import { type StandardDrinkCountry, standardDrinks } from "./standard-drinks";

// The party plan as the page shows it, written by the loader so the page's browser code carries no
// formatting, and the printed plan reads the same as the screen.

const decimals: Record<Locale, Intl.NumberFormat> = {
  de: new Intl.NumberFormat("de", { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat("en", { maximumFractionDigits: 1 }),
};

/** A volume in cl ("180 cl", "67,5 cl"). */
export function volumeText(ml: number, locale: Locale): string {
  return `${decimals[locale].format(Math.round(ml) / 10)} cl`;
}

/** A bottle's size as a label reads it: "70 cl", "1 l". */
export function sizeText(ml: number, locale: Locale): string {
  return ml >= 1000 && ml % 1000 === 0 ? `${decimals[locale].format(ml / 1000)} l` : volumeText(ml, locale);
}

/** "60 cl + 20 dashes", "enough to top up 6 glasses", "as needed". */
export function shoppingAmount(t: TFunction, locale: Locale, item: ShoppingItem): string {
  const parts: string[] = [];
  if (item.ml > 0) parts.push(volumeText(item.ml, locale));
  for (const other of item.others) parts.push(amountText(t, locale, other));
  if (item.topUps > 0) parts.push(t("plan.topUps", { count: item.topUps }));
  if (item.asNeeded) parts.push(t("plan.asNeeded"));
  return parts.join(" + ");
}

const FRUIT_TEXT = {
  lime: "plan.fruitLime",
  lemon: "plan.fruitLemon",
  orange: "plan.fruitOrange",
  "blood-orange": "plan.fruitBloodOrange",
  grapefruit: "plan.fruitGrapefruit",
} as const satisfies Record<string, string>;

/** What to buy of a list's item: whole fruit, whole bottles (the usual size or the visitor's own), or "–". */
export function buyText(t: TFunction, locale: Locale, item: ShoppingItem): string {
  const fruitKey = item.fruit && FRUIT_TEXT[item.fruit.fruit as keyof typeof FRUIT_TEXT];
  if (item.fruit && fruitKey) {
    return t("plan.fruitYield", {
      fruit: t(fruitKey, { count: item.fruit.count }),
      juice: volumeText(item.fruit.ml, locale),
    });
  }
  if (item.bottles === null || item.bottleSize === null) return t("plan.noBottle");
  return t(item.ownBottle ? "plan.ownBottles" : "plan.bottles", {
    count: item.bottles,
    size: sizeText(item.bottleSize, locale),
  });
}

function batchLine(t: TFunction, locale: Locale, line: BatchPlan["lines"][number]): string {
  const amount = ["cl", "ml", "oz"].includes(line.unit)
    ? volumeText(line.ml, locale)
    : amountText(t, locale, { amount: line.amount, unit: line.unit });
  return `${amount} ${line.name}`;
}

/** The steps of one drink's preparation ahead, each a sentence. */
export function batchSteps(t: TFunction, locale: Locale, batch: BatchPlan): string[] {
  const list = (items: string[]) => new Intl.ListFormat(locale, { type: "conjunction" }).format(items);
  if (batch.mode === "none") {
    return [t(batch.reason === "egg" ? "plan.notBatchedEgg" : "plan.notBatchedLayered")];
  }
  const lines = batch.lines.map((line) => batchLine(t, locale, line)).join(", ");
  const steps: string[] = [];
  if (batch.mode === "batch") {
    steps.push(t("plan.batch", { lines, total: volumeText(batch.ml, locale) }));
    if (batch.waterMl > 0) {
      steps.push(
        t("plan.water", {
          water: volumeText(batch.waterMl, locale),
          share: Math.round(WATER_SHARE * 100),
          total: volumeText(batch.ml + batch.waterMl, locale),
          pour: volumeText(batch.pourMl, locale),
        }),
      );
    } else steps.push(t("plan.noWater", { pour: volumeText(batch.pourMl, locale) }));
    steps.push(t(batch.keeps === "hours" ? "plan.keepsHours" : "plan.keepsDays"));
  } else {
    steps.push(t("plan.toOrder"));
    if (batch.lines.length > 0) steps.push(t("plan.premix", { lines, total: volumeText(batch.ml, locale) }));
    else steps.push(t("plan.noPremix"));
    if (batch.fresh.length > 0) steps.push(t("plan.fresh", { items: list(batch.fresh) }));
  }
  if (batch.atServing.length > 0) steps.push(t("plan.atServing", { items: list(batch.atServing) }));
  return steps;
}

export type PlanStrength = { abv: number; alcoholG: number } | null;

/** The page's view of a plan: every text written. */
export function planView(
  t: TFunction,
  locale: Locale,
  plan: PlanResult,
  strengths: ReadonlyMap<string, PlanStrength>,
  country: StandardDrinkCountry,
) {
  const n = decimals[locale];
  const kg = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    total: plan.total,
    drinks: plan.drinks.map((drink) => {
      const strength = strengths.get(drink.slug) ?? null;
      let strengthText = t("plan.unknownStrength");
      if (strength && strength.abv === 0) strengthText = t("strength.alcoholFree");
      else if (strength) {
        const standard = standardDrinks(strength.alcoholG, country);
        strengthText = t("plan.strength", {
          abv: n.format(strength.abv),
          count: standard,
          drinks: n.format(standard),
          country: t(`strength.countryShort_${country}`),
        });
      }
      return {
        slug: drink.slug,
        name: drink.name,
        count: drink.count,
        method: `${methodLabel(t, drink.method)}, ${glassLabel(t, drink.glass)}`,
        strength: strengthText,
      };
    }),
    shopping: plan.shopping.map((item) => ({
      key: `${item.exact ? "=" : ""}${item.ingredientId}|${item.alternativeIds.join(",")}`,
      name: item.name,
      optional: item.optional,
      amount: shoppingAmount(t, locale, item),
      buy: buyText(t, locale, item),
      inBar: item.inBar,
      usedIn: t("plan.usedIn", {
        drinks: new Intl.ListFormat(locale, { type: "conjunction" }).format(item.drinks),
      }),
    })),
    ice:
      plan.ice.kg === 0
        ? t("plan.iceNone")
        : plan.ice.kg === plan.ice.buyKg
          ? t("plan.iceExact", { kg: plan.ice.buyKg })
          : t("plan.ice", { kg: kg.format(plan.ice.kg), buy: plan.ice.buyKg }),
    garnishes: plan.garnishes.map((g) => ({
      slug: g.slug,
      text: t("plan.garnish", { count: g.count, garnish: g.garnish }),
      drink: t("plan.garnishFor", { drink: g.name }),
    })),
    batches: plan.batches.map((batch) => ({
      slug: batch.slug,
      title: t("plan.batchFor", { name: batch.name, count: batch.count }),
      steps: batchSteps(t, locale, batch),
    })),
    rules: t("plan.rules", {
      mix: kg.format(ICE.mixKg),
      rocks: kg.format(ICE.rocksKg),
      tall: kg.format(ICE.tallKg),
      share: Math.round(WATER_SHARE * 100),
    }),
  };
}

// The party planner's arithmetic: which drinks, how many of each, and from that the shopping list (summed
// per ingredient, in whole bottles), the ice, the garnishes and what can be batched ahead. Pure and
// dependency-light, so every rule here has a worked example in party-plan.test.ts.
//
// A plan travels in its URL, so it can be shared and other pages can link to it:
//   ?d=negroni&d=daiquiri            the drinks (repeated, or comma-separated), at most PLAN_LIMITS.drinks
//   &guests=10&per=2                 guests × drinks per guest, shared evenly over the drinks
//   &n.negroni=20                    a fixed count for one drink; the drinks without one share the rest
//
// Rules (the page states them too):
// - Amounts in cl, ml and oz add up exactly (1 oz = 3 cl, the bartender convention of units.ts).
// - Dashes, drops and spoons are listed in their own unit (nobody measures 40 dashes in cl) and count
//   towards the bottles as about 1 ml a dash, 0.05 ml a drop, 5 ml a barspoon or teaspoon, 15 ml a
//   tablespoon, 1 cl a splash; a "top up" counts as about TOP_UP_ML a glass.
// - Pieces, slices, leaves and the like are counted; a line without an amount is "as needed".
// - Bottles, always rounded up: 70 cl for spirits, liqueurs and alcohol-free spirits, 75 cl for wine,
//   vermouth and sparkling wine, 33 cl for beer and cider, 1 l for juices, syrups and mixers, 20 cl for
//   bitters, or the size of the visitor's own bottle of it where the bar holds a product with a known size.
//   Fresh herbs, fruit pieces, dairy and eggs, sugar, coffee and tea, and water are not bought by the bottle.
// - Fresh citrus juice is bought as fruit: whole limes, lemons, oranges and grapefruits, at the juice one
//   fruit gives on average (FRUIT_JUICE_ML), rounded up.
// - Ice: ICE.mixKg a drink for shaking, stirring, swizzling, throwing or blending, plus ICE.rocksKg a drink
//   served on ice in a rocks glass, ICE.tallKg in a tall glass (highball, Collins, mug, tiki, julep cup).
// - Batches: stirred and built drinks go into a bottle ahead, stirred ones with WATER_SHARE of water for
//   the dilution stirring would give (built ones get theirs from the ice in the glass). Sparkling lines,
//   pieces, herbs and sugar are added at serving; a drink with egg is not batched. Fresh juice, fruit, dairy or
//   coffee in the batch: a few hours ahead; otherwise days ahead, in the fridge. Shaken (and swizzled,
//   thrown, blended) drinks are made to order, from a pre-mix of their shelf-stable lines made ahead;
//   layered drinks are poured one by one.

import { type BarSectionKey, sectionOf } from "./bar-sections";
import { isSlug } from "./slug";

export const PLAN_LIMITS = { drinks: 30, guests: 500, perGuest: 10, count: 2000 } as const;
export const DEFAULT_GUESTS = 10;
export const DEFAULT_PER_GUEST = 2;

/** Water added to a stirred batch, as a share of its volume: what stirring on ice would give. */
export const WATER_SHARE = 0.2;
/** Ice per drink, in kg. */
export const ICE = { mixKg: 0.15, rocksKg: 0.1, tallKg: 0.15 } as const;
/** A "top up" (soda, sparkling wine) counts as this much per glass. */
export const TOP_UP_ML = 100;

/**
 * The juice one fruit gives, in ml, by the juice's key (the most specific key of a line's ancestors wins):
 * USDA FoodData Central's yields per fruit, as the ingredient facts use them — lime 44 g (168156), lemon
 * 48 g (167747), orange 86 g (169098), grapefruit 196 g (raw grapefruit juice, "juice of 1 fruit"). A blood
 * orange counts as an orange. The fruit is named by its ingredient key ("lime"), for the page to translate.
 */
export const FRUIT_JUICE_ML: Readonly<Record<string, { fruit: string; ml: number }>> = {
  "lime-juice": { fruit: "lime", ml: 44 },
  "lemon-juice": { fruit: "lemon", ml: 48 },
  "orange-juice": { fruit: "orange", ml: 86 },
  "blood-orange-juice": { fruit: "blood-orange", ml: 86 },
  "grapefruit-juice": { fruit: "grapefruit", ml: 196 },
};

/** The fruit a fresh juice is pressed from, or null when it is not bought as fruit. */
export function juiceFruit(keys: readonly string[]): { fruit: string; ml: number } | null {
  for (let i = keys.length - 1; i >= 0; i--) {
    const fruit = FRUIT_JUICE_ML[keys[i]!];
    if (fruit) return fruit;
  }
  return null;
}

const ML_PER_UNIT: Record<string, number> = { cl: 10, ml: 1, oz: 30 };
/** Units listed on their own, with what one of them counts towards the bottles. */
const APPROX_ML: Record<string, number> = {
  dash: 1,
  drop: 0.05,
  barspoon: 5,
  tsp: 5,
  tbsp: 15,
  splash: 10,
};

const MIXED_ON_ICE: ReadonlySet<string> = new Set(["shake", "stir", "swizzle", "throw", "blend"]);
const ROCKS_GLASSES: ReadonlySet<string> = new Set(["rocks", "double-rocks"]);
const TALL_GLASSES: ReadonlySet<string> = new Set([
  "highball",
  "collins",
  "copper-mug",
  "tiki",
  "hurricane",
  "julep-cup",
]);

// ───────────────────────────── the URL ─────────────────────────────

export type PlanField = "drinks" | "guests" | "per" | `n.${string}`;
export type PlanErrorCode = "tooManyDrinks" | "guests" | "per" | "count";
export type PlanError = { field: PlanField; code: PlanErrorCode; slug?: string };

export type PlanQuery = {
  /** Distinct well-formed slugs in the order given. */
  slugs: string[];
  /** Entries of `d` that cannot be a recipe's slug (shown as unknown). */
  malformed: string[];
  /** Every distinct entry of `d` read, well-formed or not, in the order given. */
  entries: string[];
  guests: number;
  perGuest: number;
  /** Fixed counts by slug, for the drinks that have one. */
  counts: Map<string, number>;
  /** What the form shows again: the raw values as sent. */
  raw: { guests: string; per: string; counts: Record<string, string> };
  errors: PlanError[];
};

/** A whole number from a form field within [min, max]; "" is `empty`; anything else is undefined (an error). */
export function parseWhole(value: string | null, min: number, max: number, empty: number | null) {
  if (value === null) return empty;
  const trimmed = value.trim();
  if (trimmed === "") return empty;
  // Digits only: Number() would also take "1e2", "0x10", "+3" and " ".
  if (!/^[0-9]{1,6}$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return n >= min && n <= max ? n : undefined;
}

/** Reads a plan's URL; bounded whatever it holds, every problem reported as a field error. */
export function parsePlanQuery(search: URLSearchParams): PlanQuery {
  const errors: PlanError[] = [];
  const slugs: string[] = [];
  const malformed: string[] = [];
  const seen = new Set<string>();
  let entries = 0;
  let tooMany = false;
  for (const value of search.getAll("d")) {
    for (const part of value.split(",")) {
      const slug = part.trim();
      if (slug === "" || seen.has(slug)) continue;
      entries++;
      if (entries > PLAN_LIMITS.drinks) {
        tooMany = true;
        break;
      }
      seen.add(slug);
      if (isSlug(slug, 120)) slugs.push(slug);
      else malformed.push(slug.slice(0, 60));
    }
    if (tooMany) break;
  }
  if (tooMany) errors.push({ field: "drinks", code: "tooManyDrinks" });

  const rawGuests = search.get("guests");
  const rawPer = search.get("per");
  // No guests in the URL at all (a link from a recipe): the default party. An emptied field: no guests, so
  // only the fixed counts.
  const guests = parseWhole(rawGuests, 0, PLAN_LIMITS.guests, rawGuests === null ? DEFAULT_GUESTS : 0);
  if (guests === undefined) errors.push({ field: "guests", code: "guests" });
  const perGuest = parseWhole(rawPer, 1, PLAN_LIMITS.perGuest, DEFAULT_PER_GUEST);
  if (perGuest === undefined) errors.push({ field: "per", code: "per" });

  const counts = new Map<string, number>();
  const rawCounts: Record<string, string> = {};
  for (const slug of slugs) {
    const raw = search.get(`n.${slug}`);
    if (raw === null) continue;
    rawCounts[slug] = raw.slice(0, 12);
    const n = parseWhole(raw, 0, PLAN_LIMITS.count, null);
    if (n === undefined) errors.push({ field: `n.${slug}`, code: "count", slug });
    else if (n !== null) counts.set(slug, n);
  }
  return {
    slugs,
    malformed,
    entries: [...seen],
    guests: guests ?? 0,
    perGuest: perGuest ?? DEFAULT_PER_GUEST,
    counts,
    raw: {
      guests: rawGuests === null ? String(DEFAULT_GUESTS) : rawGuests.slice(0, 12),
      per: rawPer === null ? String(DEFAULT_PER_GUEST) : rawPer.slice(0, 12),
      counts: rawCounts,
    },
    errors,
  };
}

/**
 * A valid plan's URL as it reads best: the drinks in their order, guests and drinks per guest when the URL
 * had them, and only the counts given; null when it reads so already. The form sends every count field,
 * filled or not, and the counts of drinks just unticked: the page redirects to this instead.
 */
export function tidyPlanQuery(search: URLSearchParams, query: PlanQuery): string | null {
  const counts = new Map(
    query.slugs.flatMap((slug) => {
      const n = query.counts.get(slug);
      return n === undefined ? [] : [[slug, n] as const];
    }),
  );
  const tidy = planQuery(query.entries, {
    guests: search.has("guests") ? query.guests : undefined,
    perGuest: search.has("per") ? query.perGuest : undefined,
    counts,
  });
  const same = JSON.stringify([...search]) === JSON.stringify([...new URLSearchParams(tidy)]);
  return same ? null : tidy;
}

/** A plan's tidy URL query with one more drink (the planner's "add a drink" field and its choices). */
export function addDrinkQuery(search: URLSearchParams, slug: string): string {
  const next = new URLSearchParams(search);
  next.delete("add");
  const given = next.getAll("d").flatMap((value) => value.split(",").map((part) => part.trim()));
  if (!given.includes(slug)) next.append("d", slug);
  return tidyPlanQuery(next, parsePlanQuery(next)) ?? next.toString();
}

/** The URL query of a plan (what the form submits, and what other pages link to). */
export function planQuery(
  slugs: readonly string[],
  options: { guests?: number; perGuest?: number; counts?: ReadonlyMap<string, number> } = {},
): string {
  const params = new URLSearchParams();
  for (const slug of slugs.slice(0, PLAN_LIMITS.drinks)) params.append("d", slug);
  if (options.guests !== undefined) params.set("guests", String(options.guests));
  if (options.perGuest !== undefined) params.set("per", String(options.perGuest));
  for (const [slug, n] of options.counts ?? []) params.set(`n.${slug}`, String(n));
  return params.toString();
}

/**
 * How many of each drink: the fixed counts as given; guests × drinks per guest, less the fixed counts, shared
 * evenly over the other drinks, the first ones in the list taking one more when it does not divide.
 */
export function drinkCounts(
  slugs: readonly string[],
  guests: number,
  perGuest: number,
  fixed: ReadonlyMap<string, number>,
): Map<string, number> {
  const open = slugs.filter((slug) => !fixed.has(slug));
  const fixedSum = slugs.reduce((sum, slug) => sum + (fixed.get(slug) ?? 0), 0);
  const rest = Math.max(0, guests * perGuest - fixedSum);
  const each = open.length ? Math.floor(rest / open.length) : 0;
  const extra = open.length ? rest % open.length : 0;
  const result = new Map<string, number>();
  let k = 0;
  for (const slug of slugs) {
    const given = fixed.get(slug);
    if (given !== undefined) result.set(slug, given);
    else result.set(slug, each + (k++ < extra ? 1 : 0));
  }
  return result;
}

// ───────────────────────────── the plan ─────────────────────────────

export type PlanLine = {
  ingredientId: number;
  /** accepted instead ("rye or bourbon") */
  alternativeIds: readonly number[];
  /** the name as a list shows it ("Gin", "Rye whiskey or Bourbon whiskey") */
  name: string;
  amount: number | null;
  unit: string;
  optional: boolean;
  exact: boolean;
  /** the keys of the ingredient's ancestors, root first, itself last */
  keys: readonly string[];
};

export type PlanRecipe = {
  slug: string;
  name: string;
  method: string;
  glass: string;
  garnish: string;
  lines: readonly PlanLine[];
};

/** What a line is for batching. */
export type LineKind = "stable" | "fresh" | "sparkling" | "egg" | "solid";

export function lineKind(keys: readonly string[]): LineKind {
  const has = (key: string) => keys.includes(key);
  if (has("eggs") || has("aquafaba")) return "egg";
  // sugar by the spoon or cube goes into the glass, not into a bottle
  if (has("sugar")) return "solid";
  if (has("sparkling-wine") || has("beer-and-cider") || (has("mixers") && !has("water"))) return "sparkling";
  if (has("juices") || has("fruit") || has("dairy-eggs") || has("coffee-tea") || has("fruit-purees"))
    return "fresh";
  return "stable";
}

/** The bottle an ingredient is bought in (ml), or null when it is not bought by the bottle. */
export function bottleSize(keys: readonly string[], section: BarSectionKey = sectionOf(keys)): number | null {
  // tap water, sugar by the pack, coffee and tea brewed on the day
  if (["water", "sugar", "coffee-tea"].some((key) => keys.includes(key))) return null;
  if (keys.includes("beer-and-cider")) return 330;
  switch (section) {
    case "spirits":
    case "liqueurs":
    case "alcoholFree":
      return 700;
    case "wine":
      return 750;
    case "juicesFruit":
    case "syrups":
    case "mixers":
      return 1000;
    case "bitters":
      return 200;
    default:
      return null;
  }
}

/** Whole bottles for a volume, always rounded up (a float's 2.0000000001 is 2). */
export function bottlesFor(ml: number, size: number): number {
  if (!(ml > 0) || !(size > 0)) return 0;
  return Math.ceil(ml / size - 1e-9);
}

/** The exact volume of one line for one drink (cl, ml, oz), else null. */
export function exactMl(line: { amount: number | null; unit: string }): number | null {
  const per = ML_PER_UNIT[line.unit];
  return per !== undefined && line.amount !== null && line.amount > 0 ? line.amount * per : null;
}

/** What one line of one drink counts towards a bottle, exact or estimated, else 0. */
export function pourMl(line: { amount: number | null; unit: string }): number {
  const exact = exactMl(line);
  if (exact !== null) return exact;
  if (line.unit === "top") return TOP_UP_ML;
  const approx = APPROX_ML[line.unit];
  return approx !== undefined && line.amount !== null && line.amount > 0 ? line.amount * approx : 0;
}

const round = (value: number, digits = 2) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

export type ShoppingItem = {
  ingredientId: number;
  alternativeIds: number[];
  exact: boolean;
  name: string;
  section: BarSectionKey;
  /** from cl, ml and oz, exactly */
  ml: number;
  /** dashes, spoons, pieces…: summed per unit, in the order first met */
  others: { unit: string; amount: number }[];
  /** glasses topped up with it */
  topUps: number;
  /** a line without an amount ("to taste") */
  asNeeded: boolean;
  /** every line of it is optional */
  optional: boolean;
  /** what counts towards the bottles: `ml` plus the estimates */
  bottleMl: number;
  bottleSize: number | null;
  /** the size is that of the visitor's own bottle, not the kind's usual one */
  ownBottle: boolean;
  bottles: number | null;
  /** fresh juice bought as fruit: which fruit, the juice one gives, and how many to buy */
  fruit: { fruit: string; ml: number; count: number } | null;
  /** in the visitor's bar */
  inBar: boolean;
  /** the drinks that use it, by name */
  drinks: string[];
};

export type BatchPlan = {
  slug: string;
  name: string;
  method: string;
  count: number;
  /** batch: into a bottle ahead; toOrder: mixed per glass (with a pre-mix); none: neither */
  mode: "batch" | "toOrder" | "none";
  /** why a drink is not batched: its egg, or being layered */
  reason: "egg" | "layered" | null;
  /** what goes into the bottle (or the pre-mix), for all `count` drinks */
  lines: { name: string; ml: number; unit: string; amount: number }[];
  /** the bottle's volume before water */
  ml: number;
  waterMl: number;
  /** the batch (with water) per glass */
  pourMl: number;
  keeps: "days" | "hours" | null;
  /** fresh lines added when shaking (to order) */
  fresh: string[];
  /** added in the glass at serving: sparkling, egg, pieces, herbs, top-ups */
  atServing: string[];
};

export type PlanResult = {
  drinks: { slug: string; name: string; count: number; method: string; glass: string }[];
  total: number;
  shopping: ShoppingItem[];
  ice: { kg: number; buyKg: number; mixKg: number; serveKg: number };
  garnishes: { slug: string; name: string; garnish: string; count: number }[];
  batches: BatchPlan[];
};

type LineRef = {
  ingredientId: number;
  alternativeIds: readonly number[];
  exact: boolean;
};
type Coverage = (line: LineRef) => boolean;
/** The size (ml) of the visitor's own bottle of a line's ingredient, when the bar holds one. */
type OwnSize = (line: LineRef) => number | null;

const itemKey = (line: PlanLine) =>
  `${line.exact ? "=" : ""}${line.ingredientId}|${[...line.alternativeIds].sort((a, b) => a - b).join(",")}`;

/** The plan for `recipes` with `counts` of each; `inBar` says whether the visitor has a line's ingredient. */
export function computePlan(
  recipes: readonly PlanRecipe[],
  counts: ReadonlyMap<string, number>,
  inBar: Coverage = () => false,
  ownSize: OwnSize = () => null,
): PlanResult {
  const planned = recipes.map((recipe) => ({ recipe, count: counts.get(recipe.slug) ?? 0 }));
  const items = new Map<string, ShoppingItem>();
  let mixKg = 0;
  let serveKg = 0;
  for (const { recipe, count } of planned) {
    if (count <= 0) continue;
    if (MIXED_ON_ICE.has(recipe.method)) mixKg += ICE.mixKg * count;
    if (ROCKS_GLASSES.has(recipe.glass)) serveKg += ICE.rocksKg * count;
    else if (TALL_GLASSES.has(recipe.glass)) serveKg += ICE.tallKg * count;
    for (const line of recipe.lines) {
      const key = itemKey(line);
      let item = items.get(key);
      if (!item) {
        const section = sectionOf(line.keys);
        const fruit = juiceFruit(line.keys);
        const own = fruit ? null : ownSize(line);
        item = {
          ingredientId: line.ingredientId,
          alternativeIds: [...line.alternativeIds],
          exact: line.exact,
          name: line.name,
          section,
          ml: 0,
          others: [],
          topUps: 0,
          asNeeded: false,
          optional: true,
          bottleMl: 0,
          bottleSize: fruit ? null : (own ?? bottleSize(line.keys, section)),
          ownBottle: own !== null,
          bottles: null,
          fruit: fruit ? { ...fruit, count: 0 } : null,
          inBar: inBar(line),
          drinks: [],
        };
        items.set(key, item);
      }
      if (!item.drinks.includes(recipe.name)) item.drinks.push(recipe.name);
      item.optional &&= line.optional;
      item.bottleMl += pourMl(line) * count;
      const exact = exactMl(line);
      if (exact !== null) item.ml += exact * count;
      else if (line.unit === "top") item.topUps += count;
      else if (line.amount === null || !(line.amount > 0)) item.asNeeded = true;
      else {
        const other = item.others.find((o) => o.unit === line.unit);
        if (other) other.amount += line.amount * count;
        else item.others.push({ unit: line.unit, amount: line.amount * count });
      }
    }
  }
  const shopping = [...items.values()].map((item) => ({
    ...item,
    ml: round(item.ml),
    bottleMl: round(item.bottleMl),
    others: item.others.map((o) => ({ ...o, amount: round(o.amount) })),
    bottles:
      item.bottleSize !== null && item.bottleMl > 0 ? bottlesFor(item.bottleMl, item.bottleSize) : null,
    fruit: item.fruit && { ...item.fruit, count: bottlesFor(item.bottleMl, item.fruit.ml) },
  }));
  const kg = round(mixKg + serveKg, 2);
  return {
    drinks: planned.map(({ recipe, count }) => ({
      slug: recipe.slug,
      name: recipe.name,
      count,
      method: recipe.method,
      glass: recipe.glass,
    })),
    total: planned.reduce((sum, p) => sum + p.count, 0),
    shopping,
    ice: { kg, buyKg: Math.ceil(kg - 1e-9), mixKg: round(mixKg, 2), serveKg: round(serveKg, 2) },
    garnishes: planned
      .filter(({ recipe, count }) => count > 0 && recipe.garnish.trim() !== "")
      .map(({ recipe, count }) => ({ slug: recipe.slug, name: recipe.name, garnish: recipe.garnish, count })),
    batches: planned.filter(({ count }) => count > 0).map(({ recipe, count }) => batchFor(recipe, count)),
  };
}

/** How one drink is prepared ahead (see the rules at the top of this file). */
export function batchFor(recipe: PlanRecipe, count: number): BatchPlan {
  const base = { slug: recipe.slug, name: recipe.name, method: recipe.method, count };
  const kinds = recipe.lines.map((line) => lineKind(line.keys));
  const none = (reason: BatchPlan["reason"]): BatchPlan => ({
    ...base,
    mode: "none",
    reason,
    lines: [],
    ml: 0,
    waterMl: 0,
    pourMl: 0,
    keeps: null,
    fresh: [],
    atServing: [],
  });
  if (recipe.method === "layer") return none("layered");
  const batched = recipe.method === "stir" || recipe.method === "build";
  if (batched && kinds.includes("egg")) return none("egg");
  const lines: BatchPlan["lines"] = [];
  const fresh: string[] = [];
  const atServing: string[] = [];
  let keeps: BatchPlan["keeps"] = "days";
  recipe.lines.forEach((line, i) => {
    const kind = kinds[i]!;
    const ml = line.unit === "top" ? 0 : pourMl(line);
    const pourable = ml > 0 && line.unit !== "splash";
    if (!pourable || kind === "egg" || kind === "sparkling" || kind === "solid") {
      atServing.push(line.name);
      return;
    }
    if (kind === "fresh") {
      if (!batched) {
        fresh.push(line.name);
        return;
      }
      keeps = "hours";
    }
    const amount = line.amount ?? 0;
    lines.push({ name: line.name, ml: round(ml * count), unit: line.unit, amount: round(amount * count) });
  });
  const ml = round(lines.reduce((sum, l) => sum + l.ml, 0));
  const waterMl = recipe.method === "stir" ? round(ml * WATER_SHARE) : 0;
  return {
    ...base,
    mode: batched ? "batch" : "toOrder",
    reason: null,
    lines,
    ml,
    waterMl,
    pourMl: count > 0 ? round((ml + waterMl) / count, 1) : 0,
    keeps: lines.length ? keeps : null,
    fresh,
    atServing,
  };
}

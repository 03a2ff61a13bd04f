import type { GlassType, Method, Unit } from "./domain";

// How strong a drink is in the glass, how much alcohol and how many kcal it holds: arithmetic on its lines,
// with the assumptions and their sources in docs/decisions/0024-strength-and-trust.md. Pure, so the seeder,
// the app's writes (both through db/derived.ts) and the unit tests share it.

/** Millilitres of one unit that is poured. */
export const UNIT_ML: Partial<Record<Unit, number>> = {
  ml: 1,
  cl: 10,
  // the site's own conversion (app/lib/units.ts): 1 oz = 3 cl
  oz: 30,
  // US measuring-spoon convention: a dash is 1/8 teaspoon
  dash: 0.625,
  drop: 0.05,
  barspoon: 5,
  tsp: 5,
  tbsp: 15,
  splash: 10,
};

/** Units counted in pieces: what one adds comes from the ingredient's facts (a sugar cube: 4 g sugar). */
export const PIECE_UNITS: readonly Unit[] = ["piece", "slice", "wedge", "leaf", "sprig", "pinch", "cube"];

/**
 * What "top up" pours, by glass: what such a glass holds beside ice and the other lines, as bartenders
 * fill it (an assumption of ours; the recipe says only "top").
 */
export function topUpMl(glass: GlassType): number {
  switch (glass) {
    case "highball":
    case "collins":
    case "copper-mug":
    case "hurricane":
    case "tiki":
    case "poco-grande":
    case "julep-cup":
      return 100;
    case "flute":
    case "wine":
    case "fizz":
      return 80;
    case "irish-coffee":
      return 100;
    case "shot":
      return 0;
    default:
      return 40;
  }
}

/**
 * Water the ice adds, as a fraction of the drink's volume before it, for a drink of `abv` (0–1) before
 * dilution. Shaken and stirred: Dave Arnold's fits to his measurements (Liquid Intelligence, 2014); swizzled
 * with crushed ice counts as shaken, thrown as stirred. Built over ice: 15 % (ours: poured on ice and given
 * a short stir, served before the ice gives what a full stir would). Blended with ice: 50 % (ours: the ice
 * is part of the drink). Layered drinks, shots and hot drinks (the Irish coffee glass) take no ice.
 */
export function dilution(method: Method, glass: GlassType, abv: number): number {
  if (method === "layer" || glass === "shot" || glass === "irish-coffee") return 0;
  const a = Math.min(Math.max(abv, 0), 1);
  switch (method) {
    case "shake":
    case "swizzle":
      return -1.567 * a * a + 1.742 * a + 0.203;
    case "stir":
    case "throw":
      return -1.21 * a * a + 1.246 * a + 0.145;
    case "build":
      return 0.15;
    case "blend":
      return 0.5;
  }
}

export type StrengthLine = {
  amount: number | null;
  unit: Unit;
  /** percent; null for what holds no alcohol */
  abv: number | null;
  sugarPer100ml: number | null;
  pieceMl: number | null;
  pieceSugarG: number | null;
};

export type DrinkStrength = {
  /** in the glass, after dilution */
  volumeMl: number;
  /** percent by volume in the glass, one decimal */
  abv: number;
  /** grams of ethanol */
  alcoholG: number;
  sugarG: number;
  /** from alcohol (7 kcal/g) and sugar (4 kcal/g) */
  kcal: number;
};

/** Density of ethanol at 20 °C, g/ml. */
export const ETHANOL_DENSITY = 0.789;
const KCAL_PER_G_ALCOHOL = 7;
const KCAL_PER_G_SUGAR = 4;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** One line's volume (ml) and sugar (g). */
export function lineVolume(line: StrengthLine, glass: GlassType): { ml: number; sugarG: number } {
  if (PIECE_UNITS.includes(line.unit)) {
    const n = line.amount ?? 1;
    const ml = n * (line.pieceMl ?? 0);
    return { ml, sugarG: n * (line.pieceSugarG ?? 0) + (ml * (line.sugarPer100ml ?? 0)) / 100 };
  }
  const ml = line.unit === "top" ? topUpMl(glass) : (line.amount ?? 0) * (UNIT_ML[line.unit] ?? 0);
  return { ml, sugarG: (ml * (line.sugarPer100ml ?? 0)) / 100 };
}

/** The drink as served, from its lines (the optional ones left out by the caller). */
export function drinkStrength(
  method: Method,
  glass: GlassType,
  lines: readonly StrengthLine[],
): DrinkStrength {
  let volume = 0;
  let ethanol = 0;
  let sugar = 0;
  for (const line of lines) {
    const { ml, sugarG } = lineVolume(line, glass);
    volume += ml;
    ethanol += (ml * (line.abv ?? 0)) / 100;
    sugar += sugarG;
  }
  const water = volume > 0 ? volume * dilution(method, glass, ethanol / volume) : 0;
  const served = volume + water;
  const alcoholG = ethanol * ETHANOL_DENSITY;
  return {
    volumeMl: round1(served),
    abv: served > 0 ? round1((ethanol / served) * 100) : 0,
    alcoholG: round1(alcoholG),
    sugarG: round1(sugar),
    kcal: Math.round(alcoholG * KCAL_PER_G_ALCOHOL + sugar * KCAL_PER_G_SUGAR),
  };
}

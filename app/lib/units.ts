// Recipe amounts for display: scaling by servings, converting between cl, ml and oz, rounding to amounts a
// bartender can actually measure, and formatting per locale. Pure, no dependencies, safe on server and client.
//
// Scaling (scaleLine):
// - cl, ml, oz scale with servings and are converted to the chosen display unit.
// - tsp, tbsp, barspoon scale but keep their own unit: converting spoons to cl gives unmeasurable amounts.
// - piece, slice, wedge, leaf, sprig, cube scale: two servings need two wedges.
// - dash, drop, pinch, splash scale when they have an amount (2 dashes × 3 servings = 6 dashes).
// - "top" never scales: every glass is topped up on its own, whatever the number.
// - A line without an amount ("top up", "a splash", "to taste") stays text: amount null, scalable false.
// - Units not in UNITS (data from before a unit was renamed) scale like counts and keep their name.
//
// Rounding (roundForDisplay), to the step a bartender measures in:
// - cl: 0.25 (published specs measure in ¾-oz steps: 2.25 cl, 5.25 cl must show as written).
// - ml: 1 below 10 ml, 2.5 from 10 ml (22.5 ml and 52.5 ml are jigger marks).
// - oz: ¼ oz, the smallest common jigger mark.
// - tsp, tbsp, barspoon: 0.5.
// - dash, drop: whole (nobody pours half a dash); pinch, splash, top: 0.5.
// - counts and unknown units: 0.5 (half a lime is real).
// - A positive amount never rounds to 0: it shows as one step instead, so an ingredient cannot vanish.
import { UNITS, type Unit } from "../../db/domain";

export const DISPLAY_UNITS = ["cl", "ml", "oz"] as const;
export type DisplayUnit = (typeof DISPLAY_UNITS)[number];

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 12;

// The bartender convention, not the exact 29.57 ml: recipes are written with 1 oz = 3 cl in mind, so a
// 4.5 cl pour reads as 1 ½ oz rather than 1.52 oz.
const ML_PER: Record<DisplayUnit, number> = { cl: 10, ml: 1, oz: 30 };

const SPOON_UNITS: ReadonlySet<string> = new Set(["barspoon", "tsp", "tbsp"]);
const WHOLE_UNITS: ReadonlySet<string> = new Set(["dash", "drop"]);

export function isDisplayUnit(value: unknown): value is DisplayUnit {
  return typeof value === "string" && (DISPLAY_UNITS as readonly string[]).includes(value);
}

export function isUnit(value: unknown): value is Unit {
  return typeof value === "string" && (UNITS as readonly string[]).includes(value);
}

/** The display unit from a query parameter or cookie; anything unexpected is "cl". */
export function parseDisplayUnit(value: unknown): DisplayUnit {
  return isDisplayUnit(value) ? value : "cl";
}

/** Servings from a query parameter or form: a whole number 1–12, else 1. */
export function parseServings(value: unknown): number {
  let n: number;
  if (typeof value === "number") {
    n = value;
  } else if (typeof value === "string") {
    const trimmed = value.trim();
    // Digits only: Number() would also accept "1e1", "0x3", " " and "+3".
    if (!/^[0-9]{1,3}$/.test(trimmed)) return MIN_SERVINGS;
    n = Number(trimmed);
  } else {
    return MIN_SERVINGS;
  }
  return Number.isInteger(n) && n >= MIN_SERVINGS && n <= MAX_SERVINGS ? n : MIN_SERVINGS;
}

/** The catalogue key suffix for a unit label (`units.<key>`); unknown units read as pieces. */
export function unitKey(unit: string): Unit {
  return isUnit(unit) ? unit : "piece";
}

export type ScaledLine = { amount: number | null; unit: string; scalable: boolean };

/** One recipe line for `servings` glasses, in the display unit, rounded for display. */
export function scaleLine(
  line: { amount: number | null; unit: string },
  servings: number,
  display: DisplayUnit,
): ScaledLine {
  const { amount, unit } = line;
  if (amount === null || !Number.isFinite(amount) || amount <= 0 || unit === "top") {
    return { amount: amount !== null && Number.isFinite(amount) ? amount : null, unit, scalable: false };
  }
  const n = parseServings(servings);
  const target = parseDisplayUnit(display);
  if (isDisplayUnit(unit)) {
    const converted = (amount * n * ML_PER[unit]) / ML_PER[target];
    return { amount: roundForDisplay(converted, target), unit: target, scalable: true };
  }
  return { amount: roundForDisplay(amount * n, unit), unit, scalable: true };
}

function stepFor(amount: number, unit: string): number {
  if (unit === "cl") return 0.25;
  if (unit === "ml") return amount < 10 ? 1 : 2.5;
  if (unit === "oz") return 0.25;
  if (SPOON_UNITS.has(unit)) return 0.5;
  if (WHOLE_UNITS.has(unit)) return 1;
  return 0.5;
}

/** Rounds to the unit's measuring step (see the top of this file); a positive amount never becomes 0. */
export function roundForDisplay(amount: number, unit: string): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  const step = stepFor(amount, unit);
  // Every step is a multiple of 1/4, so rounding to 2 decimals only removes floating-point noise.
  const rounded = Math.round(Math.round(amount / step) * step * 100) / 100;
  return rounded > 0 ? rounded : step;
}

const OZ_FRACTIONS = ["", "¼", "½", "¾"] as const;

/**
 * "2,5" in German, "2.5" in English; oz as fractions ("¾", "1 ½"). Rounds first (idempotent for amounts from
 * scaleLine), so callers cannot show "0.6666666".
 */
export function formatAmount(amount: number, unit: string, locale: "de" | "en"): string {
  if (!Number.isFinite(amount) || amount <= 0) return "0";
  const rounded = roundForDisplay(amount, unit);
  if (unit === "oz") {
    const quarters = Math.round(rounded * 4);
    const whole = Math.floor(quarters / 4);
    const fraction = OZ_FRACTIONS[quarters % 4] ?? "";
    if (whole === 0) return fraction;
    return fraction ? `${whole} ${fraction}` : String(whole);
  }
  if (Number.isInteger(rounded)) return String(rounded);
  const text = rounded.toFixed(2).replace(/0+$/, "");
  return locale === "de" ? text.replace(".", ",") : text;
}

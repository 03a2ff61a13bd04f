// A price as a bar or brand types it: "12,90" (German) and "12.90" (English) both mean twelve ninety. Pure, so
// the form schema, the server and the tests share one rule: a positive amount with at most two decimals, no
// thousands separators (a bar price never needs them, and "1.250" would be ambiguous), an optional "€".

/** The largest price a menu accepts: the column holds more, but anything above this is a typo. */
export const PRICE_MAX_CENTS = 99_999_99;

export type PriceError = "invalid" | "notPositive" | "decimals" | "tooHigh";

export type ParsedPrice = { ok: true; cents: number; value: string } | { ok: false; reason: PriceError };

const NUMBER = /^(\d+)(?:[.,](\d*))?$/;

/**
 * Parses a typed price. `value` is the decimal text for a numeric column ("12.90"), `cents` the whole-number
 * amount (1290); floating point never touches the money.
 */
export function parsePrice(input: string): ParsedPrice {
  const text = input.trim().replace(/^€\s*/, "").replace(/\s*€$/, "").trim();
  if (/^[-−]/.test(text)) return { ok: false, reason: "notPositive" };
  const match = NUMBER.exec(text);
  if (!match) return { ok: false, reason: "invalid" };
  const whole = match[1] ?? "";
  const fraction = match[2] ?? "";
  if (match[2] !== undefined && fraction === "") return { ok: false, reason: "invalid" };
  if (fraction.length > 2) return { ok: false, reason: "decimals" };
  const wholeDigits = whole.replace(/^0+(?=\d)/, "");
  if (wholeDigits.length > 5) return { ok: false, reason: "tooHigh" };
  const cents = Number(wholeDigits) * 100 + Number(fraction.padEnd(2, "0"));
  if (cents <= 0) return { ok: false, reason: "notPositive" };
  if (cents > PRICE_MAX_CENTS) return { ok: false, reason: "tooHigh" };
  return { ok: true, cents, value: centsText(cents) };
}

/** 1290 → "12.90": the decimal text PostgreSQL's numeric reads exactly. */
export function centsText(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, "0")}`;
}

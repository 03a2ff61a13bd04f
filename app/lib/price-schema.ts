import { z } from "zod";
import { msg } from "./messages";
import { type PriceError, parsePrice } from "./price-parse";

// The one form field for a price (products, menu items): optional, typed as "12,90" or "12.90", kept as the
// decimal text the numeric columns take, or null when left empty.

const PRICE_ERRORS: Record<PriceError, string> = {
  invalid: msg("price.invalid"),
  notPositive: msg("price.notPositive"),
  decimals: msg("price.decimals"),
  tooHigh: msg("price.tooHigh"),
};

export const optionalPrice = z
  .string()
  .max(30, msg("price.invalid"))
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === "") return null;
    const parsed = parsePrice(value);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: "custom", message: PRICE_ERRORS[parsed.reason] });
    return z.NEVER;
  });

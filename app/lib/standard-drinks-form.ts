import { z } from "zod";
import { STANDARD_DRINK_COUNTRIES } from "./standard-drinks";

// The recipe page's form that chooses whose standard drinks to count in (remembered in a cookie). Apart from
// app/lib/standard-drinks.ts so that the page's browser code, which needs the countries, ships no zod.

export const drinksSchema = z.object({
  intent: z.literal("drinks"),
  country: z.enum(STANDARD_DRINK_COUNTRIES, { message: "strength.countryInvalid" }),
});

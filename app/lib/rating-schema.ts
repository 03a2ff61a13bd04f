import { z } from "zod";
import { msg } from "./messages";

/** A member's rating of a recipe: one to five stars. */
export const ratingSchema = z.object({
  intent: z.literal("rate"),
  stars: z.coerce
    .number({ required_error: msg("rating.invalid"), invalid_type_error: msg("rating.invalid") })
    .int(msg("rating.invalid"))
    .min(1, msg("rating.invalid"))
    .max(5, msg("rating.invalid")),
});

import { z } from "zod";
import { BAR_NAME_MAX } from "./bar-selection";
import { msg } from "./messages";

// The forms that save, rename and delete a member's bars; messages are translation keys.

const barName = z
  .string({ required_error: msg("bar.nameRequired") })
  .trim()
  .min(1, msg("bar.nameRequired"))
  .max(BAR_NAME_MAX, msg("bar.nameTooLong"));

const barIds = z.string({ required_error: msg("bar.emptyBar") }).max(10_000, msg("bar.tooMany"));

/** Save the bar on the results page: a name and the chosen ingredient ids ("1,2,3"). */
export const saveBarSchema = z.object({ name: barName, i: barIds });

const barId = z.coerce
  .number({ invalid_type_error: msg("bar.barNotFound"), required_error: msg("bar.barNotFound") })
  .int(msg("bar.barNotFound"))
  .positive(msg("bar.barNotFound"))
  .max(2_147_483_647, msg("bar.barNotFound"));

/** The results page's two forms: save as a new bar, or put these ingredients into a saved one. */
export const resultBarSchema = z.discriminatedUnion("intent", [
  saveBarSchema.extend({ intent: z.literal("save") }),
  z.object({ intent: z.literal("update"), barId, i: barIds }),
]);

/** The saved-bars page: rename or delete one bar. */
export const barActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("rename"), barId, name: barName }),
  z.object({ intent: z.literal("delete"), barId }),
]);

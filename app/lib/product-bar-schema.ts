import { z } from "zod";
import { msg } from "./messages";

// The product page's one form: "Add to my bar". The product comes from the URL, never from the form; the
// tolerance only says where to send the visitor back to.

const invalid = { errorMap: () => ({ message: msg("product.invalid") }) };

export const addToBarSchema = z.object({
  intent: z.literal("add-to-bar", invalid),
  tolerance: z.string().max(20).optional(),
});

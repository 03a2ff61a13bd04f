import { z } from "zod";
import { COLLECTION_DESCRIPTION_MAX, COLLECTION_NAME_MAX } from "./collection-limits";
import { msg } from "./messages";

// A member's collections: named lists of recipes in the member's own order, private unless shared by link.
// The limits, the forms' schemas (messages are translation keys) and the order arithmetic; SQL in
// app/models/collections.server.ts.

const name = z
  .string({ required_error: msg("collection.nameRequired") })
  .trim()
  .min(1, msg("collection.nameRequired"))
  .max(COLLECTION_NAME_MAX, msg("collection.nameTooLong"));

const description = z
  .string()
  .trim()
  .max(COLLECTION_DESCRIPTION_MAX, msg("collection.descriptionTooLong"))
  .optional()
  .default("");

const id = (message: ReturnType<typeof msg>) =>
  z.coerce
    .number({ invalid_type_error: message, required_error: message })
    .int(message)
    .positive(message)
    .max(2_147_483_647, message);

const collectionId = id(msg("collection.notFound"));
const recipeId = id(msg("collection.recipeNotFound"));

/** The collections page: create one. */
export const createCollectionSchema = z.object({ intent: z.literal("create"), name, description });

/**
 * "Add to a collection" on a recipe page: into one of the member's collections or into a new one named in
 * the same form (`target` is a collection's id or "new").
 */
export const addToCollectionSchema = z
  .object({
    intent: z.literal("add"),
    recipeId,
    target: z.union([z.literal("new"), collectionId], {
      errorMap: () => ({ message: msg("collection.chooseOne") }),
    }),
    newName: z.string().trim().max(COLLECTION_NAME_MAX, msg("collection.nameTooLong")).optional(),
    returnTo: z.string().max(500).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.target === "new" && !value.newName)
      ctx.addIssue({ code: "custom", path: ["newName"], message: msg("collection.nameRequired") });
  });

/** One collection's page: edit its name and description, order, remove, share, stop sharing, delete. */
export const collectionActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("edit"), name, description }),
  z.object({ intent: z.literal("move"), recipeId, direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("remove"), recipeId }),
  z.object({ intent: z.literal("share") }),
  z.object({ intent: z.literal("unshare") }),
  z.object({ intent: z.literal("delete") }),
]);

import { z } from "zod";
import { NOTE_MAX, normalizeNote } from "./member-book";
import { msg } from "./messages";

// The forms of a member's own cocktail book (app/lib/member-book.ts); messages are translation keys.

/** Add or remove a favourite: the button says which, so a second press (or a double submit) does what it says. */
export const favouriteSchema = z.object({
  intent: z.literal("favourite"),
  favourite: z.enum(["add", "remove"], {
    required_error: msg("book.invalid"),
    invalid_type_error: msg("book.invalid"),
  }),
});

/** Save a note (an empty one is refused: deleting is its own button) or delete it. */
export const noteSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("note"),
    note: z
      .string({ required_error: msg("book.noteRequired") })
      .transform(normalizeNote)
      .pipe(z.string().min(1, msg("book.noteRequired")).max(NOTE_MAX, msg("book.noteTooLong"))),
  }),
  z.object({ intent: z.literal("note-delete") }),
]);

/**
 * "Add to favourites" or "Remove from favourites" on a recipe card or the favourites page: which recipe, by
 * its address, and the page to go back to (a same-site path; the favourites page without one).
 */
export const cardFavouriteSchema = z.object({
  intent: z.enum(["add", "remove"], {
    required_error: msg("book.invalid"),
    invalid_type_error: msg("book.invalid"),
  }),
  recipe: z.string({ required_error: msg("book.invalid") }).max(120, msg("book.invalid")),
  back: z.string().max(2000, msg("book.invalid")).optional(),
});

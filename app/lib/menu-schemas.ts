import { z } from "zod";
import { msg } from "./messages";
import { CURRENCIES } from "./price-format";
import { optionalPrice } from "./price-schema";

// The forms of a brand's bar menu and cocktail book (management pages). One discriminated union per page, on
// `intent`; messages are translation keys. Which rows a form may touch is decided in SQL by the brand's id,
// never by these ids alone (app/models/brand-menus.server.ts).

export const SECTION_TITLE_MAX = 60;
export const NOTE_MAX = 160;
export const BOOK_TITLE_MAX = 120;
export const BOOK_INTRO_MAX = 2000;
export const MAX_SECTIONS = 20;
export const MAX_SECTION_ITEMS = 60;
export const MAX_BOOK_RECIPES = 100;
export const MAX_STOCK = 1000;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const direction = z.enum(["up", "down"]);
const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).default("");
const sectionTitle = text(SECTION_TITLE_MAX, msg("brandMenu.titleTooLong"));

const menuEdits = [
  z.object({ intent: z.literal("add-section"), titleDe: sectionTitle, titleEn: sectionTitle }),
  z.object({
    intent: z.literal("rename-section"),
    sectionId: id,
    titleDe: sectionTitle,
    titleEn: sectionTitle,
  }),
  z.object({ intent: z.literal("delete-section"), sectionId: id }),
  z.object({ intent: z.literal("move-section"), sectionId: id, direction }),
  z.object({ intent: z.literal("add-item"), sectionId: id, recipeId: id }),
  z.object({
    intent: z.literal("update-item"),
    itemId: id,
    price: optionalPrice,
    currency: z.enum(CURRENCIES, { message: msg("brandMenu.currencyInvalid") }).default("EUR"),
    noteDe: text(NOTE_MAX, msg("brandMenu.noteTooLong")),
    noteEn: text(NOTE_MAX, msg("brandMenu.noteTooLong")),
  }),
  z.object({ intent: z.literal("remove-item"), itemId: id }),
  z.object({ intent: z.literal("move-item"), itemId: id, direction }),
] as const;

/** A section needs a title in at least one language. */
function titleRequired(value: { intent: string; titleDe?: string; titleEn?: string }, ctx: z.RefinementCtx) {
  if (
    (value.intent === "add-section" || value.intent === "rename-section") &&
    !value.titleDe &&
    !value.titleEn
  ) {
    ctx.addIssue({ code: "custom", path: ["titleDe"], message: msg("brandMenu.titleRequired") });
  }
}

export const menuActionSchema = z
  .discriminatedUnion("intent", [
    ...menuEdits,
    z.object({
      intent: z.literal("save-stock"),
      i: z.array(id).max(MAX_STOCK, msg("brandMenu.stockTooMany")).default([]),
    }),
  ])
  .superRefine(titleRequired);

export type MenuAction = z.output<typeof menuActionSchema>;

export const bookActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save-book"),
    titleDe: text(BOOK_TITLE_MAX, msg("brandBook.titleTooLong")),
    titleEn: text(BOOK_TITLE_MAX, msg("brandBook.titleTooLong")),
    introDe: text(BOOK_INTRO_MAX, msg("brandBook.introTooLong")),
    introEn: text(BOOK_INTRO_MAX, msg("brandBook.introTooLong")),
  }),
  z.object({ intent: z.literal("add-recipe"), recipeId: id }),
  z.object({ intent: z.literal("remove-recipe"), recipeId: id }),
  z.object({ intent: z.literal("move-recipe"), recipeId: id, direction }),
]);

export type BookAction = z.output<typeof bookActionSchema>;

/** The recipe search of the management pages (a GET form): a few words of a name. */
export function pickerQuery(value: string | null): string {
  return (value ?? "").trim().slice(0, 80);
}

// ---- a member's menu for guests, made from a saved bar ----

export const GUEST_MENU_MODES = ["all", "chosen"] as const;
export type GuestMenuMode = (typeof GUEST_MENU_MODES)[number];
export const GUEST_TITLE_MAX = 80;
export const GUEST_INTRO_MAX = 500;

const guestSettings = {
  title: text(GUEST_TITLE_MAX, msg("guestMenu.titleTooLong")),
  intro: text(GUEST_INTRO_MAX, msg("guestMenu.introTooLong")),
  mode: z.enum(GUEST_MENU_MODES, { message: msg("guestMenu.modeInvalid") }),
};

/**
 * The guest menu editor's forms: the menu itself (make, save, share, stop sharing, delete) and the brand
 * menu's section and drink edits (no stock: the saved bar is the menu's stock).
 */
export const guestMenuActionSchema = z
  .discriminatedUnion("intent", [
    z.object({ intent: z.literal("create"), ...guestSettings }),
    z.object({ intent: z.literal("settings"), ...guestSettings }),
    z.object({ intent: z.literal("share") }),
    z.object({ intent: z.literal("unshare") }),
    z.object({ intent: z.literal("delete-menu") }),
    ...menuEdits,
  ])
  .superRefine(titleRequired);

export type GuestMenuAction = z.output<typeof guestMenuActionSchema>;

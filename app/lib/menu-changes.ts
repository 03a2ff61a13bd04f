import type { TFunction } from "i18next";
import { type MessageKey, msg } from "./messages";

// What a change of a brand's menu or book did, in words for the toast that follows it, and where focus goes
// next: after "move up" the same button again (so pressing it twice moves twice), or its partner once the
// entry reached the end it was moved to.

export type MenuChange =
  | { ok: true; done: "section-added" | "section-renamed" | "section-deleted"; name: string }
  | {
      ok: true;
      done: "section-moved";
      name: string;
      position: number;
      total: number;
      sectionId: number;
      direction: Direction;
    }
  | { ok: true; done: "item-added" | "item-removed"; name: string; section: string }
  | { ok: true; done: "item-saved"; name: string }
  | {
      ok: true;
      done: "item-moved";
      name: string;
      section: string;
      position: number;
      total: number;
      itemId: number;
      direction: Direction;
    }
  | { ok: true; done: "stock-saved"; count: number }
  | { ok: false; reason: "gone" | "alreadyInSection" | "recipeUnknown" | "tooManySections" | "tooManyItems" };

export type BookChange =
  | { ok: true; done: "book-saved" }
  | { ok: true; done: "recipe-added" | "recipe-removed"; name: string }
  | {
      ok: true;
      done: "recipe-moved";
      name: string;
      position: number;
      total: number;
      recipeId: number;
      direction: Direction;
    }
  | { ok: false; reason: "gone" | "alreadyInBook" | "recipeUnknown" | "tooManyRecipes" };

type Failed<C> = C extends { ok: false; reason: infer E } ? E : never;

const MENU_ERRORS: Record<Failed<MenuChange>, MessageKey> = {
  gone: msg("brandMenu.gone"),
  alreadyInSection: msg("brandMenu.alreadyInSection"),
  recipeUnknown: msg("brandMenu.recipeUnknown"),
  tooManySections: msg("brandMenu.tooManySections"),
  tooManyItems: msg("brandMenu.tooManyItems"),
};

const BOOK_ERRORS: Record<Failed<BookChange>, MessageKey> = {
  gone: msg("brandMenu.gone"),
  alreadyInBook: msg("brandBook.alreadyInBook"),
  recipeUnknown: msg("brandMenu.recipeUnknown"),
  tooManyRecipes: msg("brandBook.tooManyRecipes"),
};

/** The form-level message key of a refused change; "gone" answers 404, the others 400. */
export function changeError(change: Extract<MenuChange | BookChange, { ok: false }>): {
  key: MessageKey;
  status: 400 | 404;
} {
  const key =
    change.reason in MENU_ERRORS
      ? MENU_ERRORS[change.reason as Failed<MenuChange>]
      : BOOK_ERRORS[change.reason as Failed<BookChange>];
  return { key, status: change.reason === "gone" ? 404 : 400 };
}

/** The toast after a successful change, in the page's language. */
export function changeMessage(
  t: TFunction,
  change: Extract<MenuChange, { ok: true }> | Extract<BookChange, { ok: true }>,
): string {
  switch (change.done) {
    case "section-added":
      return t("brandMenu.sectionAdded", { name: change.name });
    case "section-renamed":
      return t("brandMenu.sectionRenamed", { name: change.name });
    case "section-deleted":
      return t("brandMenu.sectionDeleted", { name: change.name });
    case "section-moved":
      return t("brandMenu.sectionMoved", change);
    case "item-added":
      return t("brandMenu.itemAdded", change);
    case "item-removed":
      return t("brandMenu.itemRemoved", change);
    case "item-saved":
      return t("brandMenu.itemSaved", { name: change.name });
    case "item-moved":
      return t("brandMenu.itemMoved", change);
    case "stock-saved":
      return t("brandMenu.stockSaved", { count: change.count });
    case "book-saved":
      return t("brandBook.saved");
    case "recipe-added":
      return t("brandBook.recipeAdded", { name: change.name });
    case "recipe-removed":
      return t("brandBook.recipeRemoved", { name: change.name });
    case "recipe-moved":
      return t("brandBook.recipeMoved", change);
  }
}

export type MoveKind = "section" | "item" | "recipe";
export type Direction = "up" | "down";

/** The id of a move button, the same on the server (autofocus) and in the browser (focus after a move). */
export function moveButtonId(kind: MoveKind, id: number, direction: Direction): string {
  return `move-${kind}-${id}-${direction}`;
}

/** The move button a change asks to focus next, as a `focus` query value; null for other changes. */
export function focusAfter(change: Extract<MenuChange | BookChange, { ok: true }>): string | null {
  if (change.done === "section-moved") return moveButtonId("section", change.sectionId, change.direction);
  if (change.done === "item-moved") return moveButtonId("item", change.itemId, change.direction);
  if (change.done === "recipe-moved") return moveButtonId("recipe", change.recipeId, change.direction);
  return null;
}

/**
 * Where a menu editor goes after a change: the same page, keeping the chosen section and the drink search,
 * with focus asked for the pressed move button after a move.
 */
export function menuChangeTarget(url: URL, change: Extract<MenuChange | BookChange, { ok: true }>): string {
  const next = new URLSearchParams();
  for (const name of ["section", "q"]) {
    const kept = url.searchParams.get(name);
    if (kept) next.set(name, kept);
  }
  const focus = focusAfter(change);
  if (focus) next.set("focus", focus);
  return `${url.pathname}${next.size ? `?${next}` : ""}`;
}

const FOCUS = /^move-(section|item|recipe)-([1-9][0-9]{0,9})-(up|down)$/;

/**
 * The move button to focus on this page: the one asked for when it is there, else its partner (an entry
 * moved to the top has no "up" button any more), else none. `place` tells an entry's position and count.
 */
export function resolveFocus(
  requested: string | null,
  place: (kind: MoveKind, id: number) => { position: number; total: number } | undefined,
): string | null {
  const match = requested ? FOCUS.exec(requested) : null;
  if (!match) return null;
  const kind = match[1] as MoveKind;
  const id = Number(match[2]);
  const direction = match[3] as Direction;
  const at = place(kind, id);
  if (!at) return null;
  const has = (d: Direction) => (d === "up" ? at.position > 1 : at.position < at.total);
  if (has(direction)) return moveButtonId(kind, id, direction);
  const other: Direction = direction === "up" ? "down" : "up";
  return has(other) ? moveButtonId(kind, id, other) : null;
}

type Reply = { initialValue?: Record<string, unknown> | null } | undefined | null;

/**
 * The action's answer when it belongs to this form: the same intent and, where a page repeats a form per
 * entry, the same entry id. Each form shows only its own errors.
 */
export function replyFor<R extends Reply>(
  result: R,
  intent: string,
  field?: string,
  id?: number,
): R | undefined {
  const sent = result?.initialValue;
  if (!sent || sent.intent !== intent) return undefined;
  if (field !== undefined && String(sent[field]) !== String(id)) return undefined;
  return result;
}

type Placed = { id: number; position: number };

/** Where a menu's sections and items stand (for resolveFocus): position and how many share the list. */
export function menuPlaces(sections: readonly (Placed & { items: readonly Placed[] })[]) {
  return (kind: MoveKind, id: number): { position: number; total: number } | undefined => {
    if (kind === "section") {
      const section = sections.find((s) => s.id === id);
      return section && { position: section.position, total: sections.length };
    }
    if (kind !== "item") return undefined;
    for (const s of sections) {
      const item = s.items.find((i) => i.id === id);
      if (item) return { position: item.position, total: s.items.length };
    }
    return undefined;
  };
}

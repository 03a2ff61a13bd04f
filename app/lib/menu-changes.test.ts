import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import {
  changeError,
  changeMessage,
  focusAfter,
  menuPlaces,
  moveButtonId,
  replyFor,
  resolveFocus,
} from "./menu-changes";

describe("resolveFocus", () => {
  const places: Record<string, { position: number; total: number }> = {
    "item-7": { position: 1, total: 3 },
    "item-8": { position: 2, total: 3 },
    "item-9": { position: 3, total: 3 },
    "section-4": { position: 1, total: 1 },
  };
  const place = (kind: string, id: number) => places[`${kind}-${id}`];

  it("keeps the button that was pressed while it is there", () => {
    expect(resolveFocus("move-item-8-up", place)).toBe("move-item-8-up");
    expect(resolveFocus("move-item-8-down", place)).toBe("move-item-8-down");
  });

  it("moves to the partner button once the entry reached that end", () => {
    expect(resolveFocus("move-item-7-up", place)).toBe("move-item-7-down");
    expect(resolveFocus("move-item-9-down", place)).toBe("move-item-9-up");
  });

  it("gives nothing for a lone entry, an unknown entry or a value that is no button", () => {
    expect(resolveFocus("move-section-4-up", place)).toBeNull();
    expect(resolveFocus("move-item-99-up", place)).toBeNull();
    expect(resolveFocus("main", place)).toBeNull();
    expect(resolveFocus('move-item-8-up" onfocus="x', place)).toBeNull();
    expect(resolveFocus(null, place)).toBeNull();
  });
});

describe("focusAfter", () => {
  it("names the pressed move button, and nothing after other changes", () => {
    expect(
      focusAfter({
        ok: true,
        done: "item-moved",
        name: "Daiquiri",
        section: "Classics",
        position: 1,
        total: 3,
        itemId: 7,
        direction: "up",
      }),
    ).toBe(moveButtonId("item", 7, "up"));
    expect(focusAfter({ ok: true, done: "item-saved", name: "Daiquiri" })).toBeNull();
  });
});

describe("messages", () => {
  const t = ((key: string, values?: Record<string, unknown>) =>
    `${key} ${JSON.stringify(values ?? {})}`) as TFunction;

  it("says what happened, with the position after a move", () => {
    expect(
      changeMessage(t, {
        ok: true,
        done: "section-moved",
        name: "Tiki",
        position: 1,
        total: 2,
        sectionId: 3,
        direction: "up",
      }),
    ).toContain("brandMenu.sectionMoved");
    expect(changeMessage(t, { ok: true, done: "stock-saved", count: 3 })).toBe(
      'brandMenu.stockSaved {"count":3}',
    );
  });

  it("answers a vanished entry with 404 and a refused one with 400", () => {
    expect(changeError({ ok: false, reason: "gone" })).toEqual({ key: "brandMenu.gone", status: 404 });
    expect(changeError({ ok: false, reason: "alreadyInBook" })).toEqual({
      key: "brandBook.alreadyInBook",
      status: 400,
    });
    expect(changeError({ ok: false, reason: "tooManyItems" }).status).toBe(400);
  });
});

describe("replyFor", () => {
  const result = { initialValue: { intent: "update-item", itemId: "12" } };
  it("hands a form only its own answer", () => {
    expect(replyFor(result, "update-item", "itemId", 12)).toBe(result);
    expect(replyFor(result, "update-item", "itemId", 13)).toBeUndefined();
    expect(replyFor(result, "rename-section")).toBeUndefined();
    expect(replyFor(undefined, "update-item")).toBeUndefined();
  });
});

describe("menuPlaces", () => {
  it("finds sections among sections and items within their section", () => {
    const place = menuPlaces([
      { id: 1, position: 1, items: [{ id: 10, position: 1 }] },
      {
        id: 2,
        position: 2,
        items: [
          { id: 20, position: 1 },
          { id: 21, position: 2 },
        ],
      },
    ]);
    expect(place("section", 2)).toEqual({ position: 2, total: 2 });
    expect(place("item", 21)).toEqual({ position: 2, total: 2 });
    expect(place("item", 10)).toEqual({ position: 1, total: 1 });
    expect(place("item", 99)).toBeUndefined();
    expect(place("recipe", 10)).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import de from "../locales/de";
import en from "../locales/en";
import {
  movedOrder,
  NOTE_MAX,
  normalizeNote,
  noteLength,
  parseFavouriteSort,
  SHARE_TOKEN,
  sortFavourites,
} from "./member-book";
import { favouriteSchema, noteSchema } from "./member-book-forms";

const drink = (name: string, addedAt: string, abv: number | null) => ({ name, addedAt, abv });

describe("favourites' order", () => {
  const items = [
    drink("Mojito", "2026-11-01T10:00:00Z", 10),
    drink("Äpfel Sour", "2026-11-03T10:00:00Z", 14),
    drink("Virgin Colada", "2026-11-02T10:00:00Z", 0),
    drink("Negroni", "2026-10-30T10:00:00Z", 24),
    drink("Zombie", "2026-10-29T10:00:00Z", null),
  ];
  const names = (list: { name: string }[]) => list.map((i) => i.name);

  it("puts the most recently added first by default", () => {
    expect(names(sortFavourites(items, "added", "en"))).toEqual([
      "Äpfel Sour",
      "Virgin Colada",
      "Mojito",
      "Negroni",
      "Zombie",
    ]);
  });
  it("sorts names A–Z in the page's language, an umlaut beside its letter", () => {
    expect(names(sortFavourites(items, "name", "de"))).toEqual([
      "Äpfel Sour",
      "Mojito",
      "Negroni",
      "Virgin Colada",
      "Zombie",
    ]);
  });
  it("puts the strongest first and a drink of unknown strength last", () => {
    expect(names(sortFavourites(items, "strength", "en"))).toEqual([
      "Negroni",
      "Äpfel Sour",
      "Mojito",
      "Virgin Colada",
      "Zombie",
    ]);
  });
  it("breaks ties by name and leaves the input as it was", () => {
    const same = [drink("B", "2026-11-01T10:00:00Z", 10), drink("A", "2026-11-01T10:00:00Z", 10)];
    expect(names(sortFavourites(same, "added", "en"))).toEqual(["A", "B"]);
    expect(names(sortFavourites(same, "strength", "en"))).toEqual(["A", "B"]);
    expect(names(same)).toEqual(["B", "A"]);
  });
  it("reads an unknown sort as the default", () => {
    expect(parseFavouriteSort("strength")).toBe("strength");
    expect(parseFavouriteSort("name")).toBe("name");
    expect(parseFavouriteSort("rating")).toBe("added");
    expect(parseFavouriteSort(null)).toBe("added");
  });
});

describe("the favourite form", () => {
  it("takes add or remove and nothing else", () => {
    expect(favouriteSchema.safeParse({ intent: "favourite", favourite: "add" }).success).toBe(true);
    expect(favouriteSchema.safeParse({ intent: "favourite", favourite: "remove" }).success).toBe(true);
    expect(favouriteSchema.safeParse({ intent: "favourite", favourite: "toggle" }).success).toBe(false);
    expect(favouriteSchema.safeParse({ intent: "favourite" }).success).toBe(false);
  });
});

describe("a note", () => {
  it("counts a line break as one character and drops surrounding space", () => {
    expect(normalizeNote("  less sugar\r\nmore lime \n")).toBe("less sugar\nmore lime");
    expect(noteLength("a\r\nb")).toBe(3);
  });
  it("takes up to NOTE_MAX characters", () => {
    const ok = noteSchema.safeParse({ intent: "note", note: "x".repeat(NOTE_MAX) });
    expect(ok.success).toBe(true);
    // Windows line breaks count once: 500 lines of one letter fit
    const lines = Array.from({ length: 500 }, () => "x").join("\r\n");
    expect(noteSchema.safeParse({ intent: "note", note: lines }).success).toBe(true);
  });
  it("refuses a longer note and an empty one with their own messages", () => {
    const long = noteSchema.safeParse({ intent: "note", note: "x".repeat(NOTE_MAX + 1) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe("book.noteTooLong");
    const empty = noteSchema.safeParse({ intent: "note", note: "   " });
    expect(empty.error?.issues[0]?.message).toBe("book.noteRequired");
  });
  it("names its bound in both languages", () => {
    expect(en.book.noteTooLong).toContain("1,000");
    expect(de.book.noteTooLong).toContain("1.000");
    expect(noteSchema.safeParse({ intent: "note-delete" }).success).toBe(true);
  });
});

describe("movedOrder", () => {
  it("swaps a recipe with its neighbour", () => {
    expect(movedOrder([1, 2, 3], 2, "up")).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 2, "down")).toEqual([1, 3, 2]);
  });

  it("does nothing at either end or for a recipe not in the list", () => {
    expect(movedOrder([1, 2, 3], 1, "up")).toBeNull();
    expect(movedOrder([1, 2, 3], 3, "down")).toBeNull();
    expect(movedOrder([1, 2, 3], 9, "up")).toBeNull();
    expect(movedOrder([], 1, "down")).toBeNull();
  });
});

describe("SHARE_TOKEN", () => {
  it("takes 32 base64url characters and nothing else", () => {
    expect(SHARE_TOKEN.test("A".repeat(32))).toBe(true);
    expect(SHARE_TOKEN.test("a-b_".repeat(8))).toBe(true);
    expect(SHARE_TOKEN.test("A".repeat(31))).toBe(false);
    expect(SHARE_TOKEN.test(`${"A".repeat(31)}=`)).toBe(false);
  });
});

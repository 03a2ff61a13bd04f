import { describe, expect, it } from "vitest";
import { bookAnchor, movedPosition, pickText } from "./menu-text";

describe("pickText", () => {
  it("prefers the page's language", () => {
    expect(pickText({ de: "Klassiker", en: "Classics" }, "en")).toEqual({
      text: "Classics",
      lang: "en",
      fallback: false,
    });
    expect(pickText({ de: "Klassiker", en: "Classics" }, "de")).toMatchObject({ text: "Klassiker" });
  });

  it("falls back to the other language, marked, and treats blanks as missing", () => {
    expect(pickText({ de: "Hausgemacht", en: "  " }, "en")).toEqual({
      text: "Hausgemacht",
      lang: "de",
      fallback: true,
    });
    expect(pickText({ de: "", en: "Homemade" }, "de")).toEqual({
      text: "Homemade",
      lang: "en",
      fallback: true,
    });
  });

  it("is empty when neither language has a text", () => {
    expect(pickText({ de: "", en: "" }, "de")).toEqual({ text: "", lang: "de", fallback: false });
  });
});

describe("movedPosition", () => {
  it("moves within 1..total and stops at both ends", () => {
    expect(movedPosition(2, "up", 3)).toBe(1);
    expect(movedPosition(2, "down", 3)).toBe(3);
    expect(movedPosition(1, "up", 3)).toBeNull();
    expect(movedPosition(3, "down", 3)).toBeNull();
    expect(movedPosition(1, "down", 1)).toBeNull();
  });
});

describe("bookAnchor", () => {
  it("names a recipe's place in a book by its slug", () => {
    expect(bookAnchor("el-presidente")).toBe("recipe-el-presidente");
  });
});

import { describe, expect, it } from "vitest";
import { packChoices, unpackChoices } from "./packed-choices";

describe("packed choices", () => {
  it("unpacks what it packed, in order, with names as written", () => {
    const choices = [
      { key: "gin", name: "Gin" },
      { key: "sweet-vermouth", name: "Roter Wermut (süß) – „Rosso“" },
      { key: "x", name: "" },
      { key: "a1", name: 'Quotes " and <tags> & \\ backslashes' },
    ];
    expect(unpackChoices(packChoices(choices))).toEqual(choices);
  });
  it("packs an empty list as an empty string and back", () => {
    expect(packChoices([])).toBe("");
    expect(unpackChoices("")).toEqual([]);
  });
  it("turns tabs and newlines in a name into spaces and leaves out a key holding one", () => {
    const choices = [
      { key: "ok", name: "Two\tparts\nname" },
      { key: "bad\tkey", name: "Bad" },
      { key: "bad\nkey", name: "Bad" },
    ];
    expect(unpackChoices(packChoices(choices))).toEqual([{ key: "ok", name: "Two parts name" }]);
  });
  it("packs the same list once", () => {
    const choices = [{ key: "gin", name: "Gin" }];
    expect(packChoices(choices)).toBe(packChoices(choices));
  });
});

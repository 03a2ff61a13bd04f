import { describe, expect, it } from "vitest";
import { phrases, tsAll, tsAny, tsWord, wordForms, wordPattern } from "./search-words";

describe("wordForms", () => {
  it("makes whisky and whiskey, Wodka and vodka one word, the typed form first", () => {
    expect(wordForms("whisky")).toEqual(["whisky", "whiskey"]);
    expect(wordForms("whiskey")).toEqual(["whiskey", "whisky"]);
    expect(wordForms("wodka")).toEqual(["wodka", "vodka"]);
    expect(wordForms("wermut")).toEqual(["wermut", "vermouth", "wermuth"]);
  });

  it("leaves other words alone (folding already made daiquirí and piña plain)", () => {
    expect(wordForms("daiquiri")).toEqual(["daiquiri"]);
    expect(wordForms("pina")).toEqual(["pina"]);
  });
});

describe("tsquery text", () => {
  it("matches long forms as prefixes and short ones whole", () => {
    expect(tsWord(["negroni"])).toBe("negroni:*");
    expect(tsWord(["gin"])).toBe("gin");
    expect(tsWord(["rum", "rhum"])).toBe("(rum | rhum:*)");
    expect(tsAll([["aperol"], ["spritz"]])).toBe("aperol:* & spritz:*");
    expect(tsAny([["whisky", "whiskey"], ["sour"]])).toBe("(whisky:* | whiskey:*) | sour:*");
  });

  it("drops anything that is not a folded word", () => {
    expect(tsWord(["a'b", "ok"])).toBe("ok");
  });
});

describe("wordPattern", () => {
  const matches = (forms: string[], text: string) => new RegExp(wordPattern(forms)).test(text);
  it("finds word starts, short words only whole", () => {
    expect(matches(["limet"], "limettensaft")).toBe(true);
    expect(matches(["gin"], "ginger beer")).toBe(false);
    expect(matches(["gin"], "london dry gin")).toBe(true);
    expect(matches(["whisky", "whiskey"], "bourbon whiskey")).toBe(true);
    expect(matches(["tonic"], "gin and tonic")).toBe(true);
    expect(matches(["tonic"], "catatonic")).toBe(false);
  });
});

describe("phrases", () => {
  it("spells the whole query every way, within a bound", () => {
    expect(phrases([["whisky", "whiskey"], ["sour"]])).toEqual(["whisky sour", "whiskey sour"]);
    expect(phrases([["negroni"]])).toEqual(["negroni"]);
    const many = phrases(Array.from({ length: 6 }, () => ["a", "b", "c"]));
    expect(many).toHaveLength(16);
  });
});

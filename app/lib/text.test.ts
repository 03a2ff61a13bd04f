import { describe, expect, it } from "vitest";
import { standalone, stripControlCharacters } from "./text";

describe("stripControlCharacters", () => {
  it("removes NUL and other control characters", () => {
    expect(stripControlCharacters("gin\u0000tonic\u0007\u001b[31m\u007f")).toBe("gintonic[31m");
  });
  it("replaces lone surrogates, which UTF-8 cannot hold, and keeps pairs", () => {
    expect(stripControlCharacters("\u200b\udfa9")).toBe("\u200b\ufffd");
    expect(stripControlCharacters("a\ud83cb")).toBe("a\ufffdb");
    expect(stripControlCharacters("\ud83c\udf78")).toBe("🍸");
  });
  it("keeps tabs, line breaks and every printable character, accents and emoji included", () => {
    const text = "Zeile 1\r\nZeile 2\tTab – Käse, ß, 🍸";
    expect(stripControlCharacters(text)).toBe(text);
  });
});

describe("standalone", () => {
  it("writes a name's first letter upper case, the rest as stored", () => {
    expect(standalone("roter Wermut")).toBe("Roter Wermut");
    expect(standalone("ätherisches Öl")).toBe("Ätherisches Öl");
    expect(standalone("Gin")).toBe("Gin");
    expect(standalone("")).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { isSlug, RESERVED_BRAND_SLUGS, RESERVED_RECIPE_SLUGS, slugify } from "./slug";

describe("slugify", () => {
  it("transliterates German", () => {
    expect(slugify("Glühwein")).toBe("gluehwein");
    expect(slugify("Weißer Russe")).toBe("weisser-russe");
    expect(slugify("Ölige Äpfel Über")).toBe("oelige-aepfel-ueber");
  });
  it("drops other accents and punctuation", () => {
    expect(slugify("Piña Colada")).toBe("pina-colada");
    expect(slugify("  Gin & Tonic!! ")).toBe("gin-and-tonic");
    expect(slugify("Corpse Reviver #2")).toBe("corpse-reviver-2");
    expect(slugify("Crème de Cassis")).toBe("creme-de-cassis");
  });
  it("handles empty and long input", () => {
    expect(slugify("!!!")).toBe("");
    expect(slugify("a ".repeat(100), 10)).toBe("a-a-a-a-a");
  });
});

describe("isSlug", () => {
  it("accepts words of lower-case letters and digits joined by single hyphens", () => {
    for (const slug of ["negroni", "gin-and-tonic", "corpse-reviver-2", "a", "7", "1-2-3"]) {
      expect(isSlug(slug, 80), slug).toBe(true);
    }
  });
  it("rejects empty, upper-case, accented, spaced and badly hyphenated values", () => {
    for (const value of [
      "",
      "Negroni",
      "piña",
      "gin tonic",
      "-gin",
      "gin-",
      "gin--tonic",
      "gin_tonic",
      "a/b",
    ]) {
      expect(isSlug(value, 80), value).toBe(false);
    }
  });
  it("enforces the maximum length", () => {
    expect(isSlug("a".repeat(80), 80)).toBe(true);
    expect(isSlug("a".repeat(81), 80)).toBe(false);
    expect(isSlug("gin-tonic", 8)).toBe(false);
  });
  it("accepts everything slugify makes from a name", () => {
    for (const name of [
      "Glühwein",
      "Piña Colada",
      "  Gin & Tonic!! ",
      "Corpse Reviver #2",
      "a ".repeat(100),
    ]) {
      expect(isSlug(slugify(name), 80), name).toBe(true);
    }
  });
});

describe("RESERVED_RECIPE_SLUGS", () => {
  it("names every path segment a route uses below /recipe/", async () => {
    const fs = await import("node:fs");
    // A segment runs to the next dot outside Remix's [escapes]: "filter-choices[.]json" is "filter-choices.json"
    const segments = fs
      .readdirSync(new URL("../routes", import.meta.url))
      .map((file) => /^\$lang\.recipe\.((?:\[[^\]]*\]|[^.$[])(?:\[[^\]]*\]|[^.[])*)/.exec(file)?.[1])
      .filter((s): s is string => Boolean(s))
      .map((s) => s.replace(/\[([^\]]*)\]/g, "$1"));
    expect(segments).toContain("filter-choices.json");
    // A segment that is no slug (it has a dot) can never be a recipe's, so only slug-shaped ones need reserving
    const slugShaped = segments.filter((s) => isSlug(s, 80));
    expect(slugShaped.length).toBeGreaterThan(5);
    expect([...RESERVED_RECIPE_SLUGS].sort()).toEqual([...new Set(slugShaped)].sort());
  });
});

describe("RESERVED_BRAND_SLUGS", () => {
  it("names every path segment a route uses directly below /brand/", async () => {
    const fs = await import("node:fs");
    const segments = fs
      .readdirSync(new URL("../routes", import.meta.url))
      .map((file) => /^\$lang\.brand\.([^.$_][^.]*)/.exec(file)?.[1])
      .filter((s): s is string => Boolean(s));
    // "register" is the brand registration page: reserved whether or not its route has landed yet
    expect([...RESERVED_BRAND_SLUGS].sort()).toEqual([...new Set([...segments, "register"])].sort());
  });
  it("holds only well-formed slugs, so a brand name could produce each one", () => {
    for (const slug of RESERVED_BRAND_SLUGS) expect(isSlug(slug, 80), slug).toBe(true);
  });
});

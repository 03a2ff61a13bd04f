import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

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

import { describe, expect, it } from "vitest";
import { bottleShape, bottleSvg, brandColour, initials, monogramSvg } from "./brand-picture";

/** Relative luminance (WCAG) of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe("brand monogram", () => {
  it("takes the first letters of the first two words, skipping small words", () => {
    expect(initials("Kesselwind Spirits")).toBe("KS");
    expect(initials("alpenkraut")).toBe("A");
    expect(initials("Über & Co")).toBe("ÜC");
    expect(initials("House of Bitters")).toBe("HB");
    expect(initials("  ")).toBe("?");
  });
  it("is the same for the same name, and its colour carries white letters (≥ 4.5:1)", () => {
    expect(monogramSvg("Kesselwind Spirits")).toBe(monogramSvg("Kesselwind Spirits"));
    expect(brandColour("Kesselwind  Spirits")).toBe(brandColour("kesselwind spirits"));
    const colours = new Set(["A", "B", "C", "Delta", "Echo", "Foxtrot", "Golf", "Hotel"].map(brandColour));
    expect(colours.size).toBeGreaterThan(3);
    for (const colour of colours) expect(1.05 / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
  it("is decorative and escapes the name's letters", () => {
    const svg = monogramSvg("<b> & co");
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).not.toContain("<b>");
    expect(svg).not.toContain("<title");
  });
});

describe("product bottle", () => {
  it("has a shape for the kind of drink", () => {
    expect(bottleShape(["london-dry-gin", "gin", "spirits"])).toBe("spirit");
    expect(bottleShape(["campari", "bitter-aperitivo", "liqueurs"])).toBe("liqueur");
    expect(bottleShape(["angostura-bitters", "aromatic-bitters", "bitters"])).toBe("bitters");
    expect(bottleShape(["sweet-vermouth", "vermouth", "fortified-wines"])).toBe("wine");
    expect(bottleShape(["grenadine", "syrups-sweeteners"])).toBe("syrup");
    expect(bottleShape(["tonic-water", "mixers"])).toBe("mixer");
  });
  it("is filled with the ingredient's colour and labelled in the brand's colour; a bad colour is ignored", () => {
    const svg = bottleSvg({ shape: "liqueur", colour: "#0A64D8", opacity: 1 }, "Kesselwind Spirits");
    expect(svg).toContain('fill="#0a64d8"');
    expect(svg).toContain(`fill="${brandColour("Kesselwind Spirits")}"`);
    expect(svg).toContain(">KS</text>");
    expect(svg).toContain('class="o"');
    expect(svg.length).toBeLessThan(1600);
    const odd = bottleSvg({ shape: "spirit", colour: 'red"/><script>', opacity: null }, "X");
    expect(odd).not.toContain("<script");
    expect(bottleSvg({ shape: "spirit", colour: null, opacity: null }, "X")).toBe(
      bottleSvg({ shape: "spirit", colour: null, opacity: null }, "X"),
    );
  });
});

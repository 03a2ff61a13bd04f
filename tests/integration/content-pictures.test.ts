// Seeded drinks look like the drink: the scene rules (app/lib/drink-scene.ts), the drawing
// (app/lib/drink-picture-svg.ts) and the ingredient colours of the seed content together, judged by hue and
// lightness rather than exact colours (docs/decisions/0031-looks-and-feel-2.md, "Pictures that look like the
// drink"). No database: the seed content is read as the contact sheet reads it.
import { describe, expect, it } from "vitest";
import { drinkSvg } from "../../app/lib/drink-picture-svg";
import { sceneFromRecipe } from "../../app/lib/drink-scene";
import { seedPictureInput, seedRecipe } from "../../db/seed/picture-input";

function rgb(hex: string) {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** Hue (0–360), saturation and lightness (0–1) of a #rrggbb colour. */
function hsl(hex: string): [number, number, number] {
  const [r, g, b] = rgb(hex).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

/** The liquid's colour of a seeded recipe, as the app stores it (the top band: what the eye reads). */
function seededColour(slug: string): string {
  const scene = sceneFromRecipe(seedPictureInput(seedRecipe(slug)));
  return scene.b[scene.b.length - 1]?.[0] ?? "#000000";
}

const isRed = (hex: string) => {
  const [h, s] = hsl(hex);
  return (h >= 335 || h <= 15) && s > 0.35;
};

describe("seeded drinks look like the drink (hues, not exact colours)", () => {
  it("Blue Hawaii is blue or turquoise: blue curaçao's dye beats pale pineapple juice", () => {
    const colour = seededColour("blue-hawaii");
    const [h, s] = hsl(colour);
    const [r, g, b] = rgb(colour);
    expect(h).toBeGreaterThan(180);
    expect(h).toBeLessThan(235);
    expect(s).toBeGreaterThan(0.3);
    expect(b).toBeGreaterThan(r * 1.5);
    expect(b).toBeGreaterThanOrEqual(g);
  });
  it("a frozen strawberry daiquiri and a raspberry shrub are red: the fruit is blended or shaken in", () => {
    expect(isRed(seededColour("frozen-strawberry-daiquiri"))).toBe(true);
    expect(isRed(seededColour("raspberry-shrub"))).toBe(true);
  });
  it("a Negroni is a strong red, a Cosmopolitan pink, a Grasshopper green, a Screwdriver orange", () => {
    const negroni = seededColour("negroni");
    expect(isRed(negroni)).toBe(true);
    expect(hsl(negroni)[2]).toBeLessThan(0.45);
    expect(isRed(seededColour("cosmopolitan"))).toBe(true);
    const [gh] = hsl(seededColour("grasshopper"));
    expect(gh).toBeGreaterThan(90);
    expect(gh).toBeLessThan(170);
    const [oh, os] = hsl(seededColour("screwdriver"));
    expect(oh).toBeGreaterThan(25);
    expect(oh).toBeLessThan(50);
    expect(os).toBeGreaterThan(0.6);
  });
  it("a gin sour is pale, a Manhattan dark amber", () => {
    expect(hsl(seededColour("gin-sour"))[2]).toBeGreaterThan(0.85);
    const [h, , l] = hsl(seededColour("manhattan"));
    expect(h).toBeGreaterThan(5);
    expect(h).toBeLessThan(40);
    expect(l).toBeLessThan(0.5);
  });
  it("a Rob Roy (Scotch) is lighter and more golden than a Manhattan (rye)", () => {
    const manhattan = hsl(seededColour("manhattan"));
    const robRoy = hsl(seededColour("rob-roy"));
    expect(robRoy[2]).toBeGreaterThan(manhattan[2] + 0.05);
    expect(robRoy[0]).toBeGreaterThan(manhattan[0]);
  });
});

describe("opaque mugs show the drink", () => {
  it("shows the drink's surface in an opaque tiki mug, with the crushed ice heaped to one side", () => {
    const tiki = sceneFromRecipe(seedPictureInput(seedRecipe("painkiller")));
    expect(tiki.g).toBe("tiki");
    const colour = tiki.b[tiki.b.length - 1]?.[0] ?? "";
    const svg = drinkSvg(tiki, "t4");
    // The drink's colour is drawn after the mug's body, so it is not hidden by it.
    expect(svg.lastIndexOf(`fill="${colour}"`)).toBeGreaterThan(svg.indexOf('fill="#3f7d6e"'));
    expect(svg).toContain("<ellipse");
  });
});

describe("telling similar drinks apart", () => {
  const scene = (slug: string) => sceneFromRecipe(seedPictureInput(seedRecipe(slug)));
  it("a Manhattan and a Rob Roy differ in colour and level, though both are stirred into a coupe with a cherry", () => {
    const manhattan = scene("manhattan");
    const robRoy = scene("rob-roy");
    expect(manhattan.n).toEqual(robRoy.n);
    expect(manhattan.b[0]?.[0]).not.toBe(robRoy.b[0]?.[0]);
    expect(manhattan.l).toBeLessThan(robRoy.l ?? 0);
    expect(drinkSvg(manhattan, "m")).not.toBe(drinkSvg(robRoy, "m"));
  });
  it("a shaken drink has a froth on top, a stirred one does not; a short drink sits lower in the coupe", () => {
    const sidecar = scene("sidecar");
    const manhattan = scene("manhattan");
    expect(sidecar.a).toBe(1);
    expect(manhattan.a).toBeUndefined();
    const surface = (svg: string) =>
      Number(/M[\d.]+ ([\d.]+)H[\d.]+" stroke="#fff" stroke-opacity=".45"/.exec(svg)?.[1]);
    expect(surface(drinkSvg(manhattan, "m"))).toBeGreaterThan(surface(drinkSvg(sidecar, "s")));
  });
});

import { describe, expect, it } from "vitest";
import { seedPictureInput, seedRecipe } from "../../db/seed/picture-input";
import {
  colourShare,
  garnishFromText,
  iceFor,
  mixPours,
  type PictureLine,
  readScene,
  sceneFromRecipe,
  sceneHash,
} from "./drink-scene";

const line = (
  key: string,
  colour: string,
  opacity: number,
  amount: number | null,
  unit = "cl",
  extra: Partial<PictureLine> = {},
): PictureLine => ({ keys: [key, "root"], colour, opacity, amount, unit, optional: false, ...extra });

const gin = (cl = 3) => line("gin", "#f4f3ee", 0.03, cl);
const campari = line("campari", "#c8102e", 0.85, 3);
const vermouth = line("sweet-vermouth", "#7a2a12", 0.7, 3);

function rgb(hex: string) {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

describe("mixPours", () => {
  it("weights colour by volume and opacity: a clear spirit thins a red without greying it", () => {
    const red = mixPours([{ rgb: [200, 16, 46], opacity: 0.85, ml: 30 }]);
    const withGin = mixPours([
      { rgb: [200, 16, 46], opacity: 0.85, ml: 30 },
      { rgb: [244, 243, 238], opacity: 0.03, ml: 30 },
    ]);
    const [r, g] = rgb(withGin.colour);
    expect(r).toBeGreaterThan(190);
    expect(g).toBeLessThan(40);
    expect(withGin.alpha).toBeLessThan(red.alpha);
  });
  it("gives a clear drink a faint tint, never nothing", () => {
    const clear = mixPours([{ rgb: [244, 243, 238], opacity: 0.03, ml: 60 }]);
    expect(clear.alpha).toBeGreaterThan(0.2);
    expect(clear.alpha).toBeLessThan(0.4);
    expect(mixPours([]).alpha).toBeGreaterThan(0);
  });
});

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

describe("colourShare", () => {
  it("is the whole colour for a pure ingredient and saturates sooner for a strong dye", () => {
    expect(colourShare(1, 0.5)).toBeCloseTo(1);
    expect(colourShare(1, 7)).toBeCloseTo(1);
    expect(colourShare(0, 7)).toBe(0);
    expect(colourShare(0.1, 7)).toBeGreaterThan(colourShare(0.1, 0.5) * 3);
    expect(colourShare(0.5, 0)).toBeCloseTo(0.5);
  });
});

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

describe("sceneFromRecipe", () => {
  it("mixes a Negroni red-amber, with cubes in a rocks glass", () => {
    const s = sceneFromRecipe({
      glass: "rocks",
      method: "stir",
      lines: [gin(), campari, vermouth],
      garnish: [],
    });
    expect(s.b).toHaveLength(1);
    const [r, g, b] = rgb(s.b[0]?.[0] ?? "#000000");
    expect(r).toBeGreaterThan(g * 2);
    expect(r).toBeGreaterThan(b * 2);
    expect(s.i).toBe("cubes");
  });
  it("layers a B-52 in pour order, first line at the bottom", () => {
    const s = sceneFromRecipe({
      glass: "shot",
      method: "layer",
      lines: [
        line("coffee-liqueur", "#1e0f08", 0.97, 2),
        line("irish-cream-liqueur", "#c9a27a", 0.97, 2),
        line("brandy-orange-liqueur", "#c8742a", 0.5, 2),
      ],
      garnish: [],
    });
    expect(s.b.map((band) => band[0])).toEqual(["#1e0f08", "#c9a27a", "#c8742a"]);
    expect(s.b.reduce((sum, band) => sum + band[2], 0)).toBeCloseTo(1, 1);
  });
  it("makes a built drink with grenadine poured last a sunrise: red at the bottom, fading", () => {
    const s = sceneFromRecipe({
      glass: "highball",
      method: "build",
      lines: [
        line("tequila", "#f4f3ee", 0.03, 4.5),
        line("orange-juice", "#f7a21b", 0.82, 9),
        line("grenadine", "#b8102a", 0.92, 1.5),
      ],
      garnish: ["Orange slice and cherry"],
    });
    expect(s.s).toBe(1);
    expect(s.b).toHaveLength(2);
    const [bottomR, bottomG] = rgb(s.b[0]?.[0] ?? "#000000");
    const [, topG] = rgb(s.b[1]?.[0] ?? "#000000");
    expect(bottomR).toBeGreaterThan(bottomG);
    expect(topG).toBeGreaterThan(bottomG);
    // Shaken, the same drink is one colour.
    expect(
      sceneFromRecipe({
        glass: "highball",
        method: "shake",
        lines: [gin(), line("grenadine", "#b8102a", 0.92, 1)],
        garnish: [],
      }).s,
    ).toBeUndefined();
  });
  it("floats cream on a built drink whose last line is cream", () => {
    const s = sceneFromRecipe({
      glass: "irish-coffee",
      method: "build",
      lines: [line("hot-coffee", "#3a1e0e", 0.95, 12), line("cream", "#fffaf0", 1, 5)],
      garnish: [],
    });
    expect(s.b).toHaveLength(2);
    expect(s.b[1]?.[0]).toBe("#fffaf0");
  });
  it("ignores optional lines and garnish units when colouring", () => {
    const base = sceneFromRecipe({ glass: "coupe", method: "shake", lines: [gin(6)], garnish: [] });
    const extra = sceneFromRecipe({
      glass: "coupe",
      method: "shake",
      lines: [
        gin(6),
        line("campari", "#c8102e", 0.85, 3, "cl", { optional: true }),
        line("lime", "#8cc63f", 0.3, 2, "wedge"),
      ],
      garnish: [],
    });
    expect(extra.b).toEqual(base.b);
  });
  it("sizes a 'top' line to the glass: a splash of Campari topped with soda stays light", () => {
    const s = sceneFromRecipe({
      glass: "highball",
      method: "build",
      lines: [line("campari", "#c8102e", 0.85, 1), line("soda-water", "#f2f5f4", 0.03, null, "top")],
      garnish: [],
    });
    const neat = sceneFromRecipe({
      glass: "highball",
      method: "build",
      lines: [line("campari", "#c8102e", 0.85, 1)],
      garnish: [],
    });
    expect(s.b[0]?.[1]).toBeLessThan(neat.b[0]?.[1] ?? 0);
    expect(s.u).toBe(1);
  });
  it("foams with egg white, and with espresso when shaken", () => {
    const sour = sceneFromRecipe({
      glass: "coupe",
      method: "shake",
      lines: [gin(), line("egg-white", "#f8f6ee", 0.6, 3)],
      garnish: [],
    });
    expect(sour.f).toMatch(/^#[0-9a-f]{6}$/);
    const built = sceneFromRecipe({
      glass: "rocks",
      method: "build",
      lines: [gin(), line("espresso", "#2a140a", 0.97, 3)],
      garnish: [],
    });
    expect(built.f).toBeUndefined();
  });
  it("colours a whole egg counted in pieces (a flip)", () => {
    const flip = sceneFromRecipe({
      glass: "coupe",
      method: "shake",
      lines: [line("tawny-port", "#9a4a1e", 0.65, 4.5), line("whole-egg", "#f6dc8a", 0.95, 1, "piece")],
      garnish: [],
    });
    const port = sceneFromRecipe({
      glass: "coupe",
      method: "shake",
      lines: [line("tawny-port", "#9a4a1e", 0.65, 4.5)],
      garnish: [],
    });
    expect(flip.b[0]?.[0]).not.toBe(port.b[0]?.[0]);
  });
  it("falls back to a rocks glass for an unknown glass value", () => {
    expect(sceneFromRecipe({ glass: "bucket", method: "build", lines: [], garnish: [] }).g).toBe("rocks");
  });
});

describe("iceFor", () => {
  it("follows technique and glass", () => {
    expect(iceFor("coupe", "shake")).toBe("none");
    expect(iceFor("martini", "stir")).toBe("none");
    expect(iceFor("nick-and-nora", "stir")).toBe("none");
    expect(iceFor("flute", "build")).toBe("none");
    expect(iceFor("highball", "build")).toBe("cubes");
    expect(iceFor("collins", "shake")).toBe("cubes");
    expect(iceFor("rocks", "build")).toBe("cubes");
    expect(iceFor("double-rocks", "stir")).toBe("big");
    expect(iceFor("highball", "swizzle")).toBe("crushed");
    expect(iceFor("julep-cup", "build")).toBe("crushed");
    expect(iceFor("tiki", "shake")).toBe("crushed");
    expect(iceFor("hurricane", "blend")).toBe("frozen");
  });
});

describe("garnishFromText", () => {
  it("reads both languages", () => {
    expect(garnishFromText("Orange slice and cocktail cherry")).toEqual(["orange-wheel", "cherry"]);
    expect(garnishFromText("Orangenscheibe und Cocktailkirsche")).toEqual(["orange-wheel", "cherry"]);
    expect(garnishFromText("Zitronenzeste")).toEqual(["lemon-twist"]);
    expect(garnishFromText("Lemon peel")).toEqual(["lemon-twist"]);
    expect(garnishFromText("Minzzweig und Limettenscheibe")).toEqual(["mint", "lime-wheel"]);
    expect(garnishFromText("Limettenspalte und Salzrand")).toEqual(["lime-wedge", "salt-rim"]);
    expect(garnishFromText("Three coffee beans")).toEqual(["coffee-beans"]);
    expect(garnishFromText("Frisch geriebene Muskatnuss")).toEqual(["nutmeg"]);
    expect(garnishFromText("Pineapple wedge and cocktail cherry")).toEqual(["pineapple", "cherry"]);
  });
  it("takes the first of alternatives and drops an optional extra", () => {
    expect(garnishFromText("Green olive or lemon twist")).toEqual(["olive"]);
    expect(garnishFromText("Lime wheel, optional cucumber or mint")).toEqual(["lime-wheel"]);
    expect(garnishFromText("Zitronenzeste (optional)")).toEqual(["lemon-twist"]);
    expect(garnishFromText("")).toEqual([]);
  });
});

describe("garnish from lines", () => {
  it("shows muddled mint and lime wedges when the garnish text is empty", () => {
    const s = sceneFromRecipe({
      glass: "rocks",
      method: "build",
      lines: [
        line("cachaca", "#f4f3ee", 0.03, 6),
        line("lime", "#8cc63f", 0.3, 1, "piece"),
        line("mint", "#3aa04a", 0.3, 6, "leaf"),
      ],
      garnish: ["", ""],
    });
    expect(s.n).toEqual(["lime-wedge", "mint"]);
  });
});

describe("hash and stored form", () => {
  const negroni = sceneFromRecipe({
    glass: "rocks",
    method: "stir",
    lines: [gin(), campari, vermouth],
    garnish: ["Orange peel"],
  });
  const martini = sceneFromRecipe({
    glass: "martini",
    method: "stir",
    lines: [gin(6), line("dry-vermouth", "#f2eccc", 0.1, 1)],
    garnish: ["Olive"],
  });
  it("hashes stably and tells scenes apart", () => {
    expect(sceneHash(negroni)).toMatch(/^[0-9a-f]{12}$/);
    expect(sceneHash(negroni)).toBe(sceneHash(JSON.parse(JSON.stringify(negroni))));
    expect(sceneHash(negroni)).not.toBe(sceneHash(martini));
  });
  it("reads back what it stored and refuses anything else", () => {
    expect(readScene(JSON.parse(JSON.stringify(negroni)))).toEqual(negroni);
    expect(readScene(null)).toBeNull();
    expect(readScene({ ...negroni, g: "bucket" })).toBeNull();
    expect(readScene({ ...negroni, b: [["red", 1, 1]] })).toBeNull();
    expect(readScene({ ...negroni, b: [['#000000"/><script>', 1, 1]] })).toBeNull();
    expect(readScene({ ...negroni, n: ["lemon-twist", "<script>"] })?.n).toEqual(["lemon-twist"]);
  });
});

import { describe, expect, it } from "vitest";
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

describe("colourShare", () => {
  it("is the whole colour for a pure ingredient and saturates sooner for a strong dye", () => {
    expect(colourShare(1, 0.5)).toBeCloseTo(1);
    expect(colourShare(1, 7)).toBeCloseTo(1);
    expect(colourShare(0, 7)).toBe(0);
    expect(colourShare(0.1, 7)).toBeGreaterThan(colourShare(0.1, 0.5) * 3);
    expect(colourShare(0.5, 0)).toBeCloseTo(0.5);
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
  it("mixes a strong dye over a pale juice: a little blue in a lot of yellow reads blue-green, not olive", () => {
    const s = sceneFromRecipe({
      glass: "hurricane",
      method: "build",
      lines: [
        line("pineapple-juice", "#f7eab0", 0.6, 9, "cl", { keys: ["pineapple-juice", "juices"] }),
        line("blue-curacao", "#0a64d8", 1, 1.5),
      ],
      garnish: [],
    });
    const [r, g, b] = rgb(s.b[0]?.[0] ?? "#000000");
    expect(b).toBeGreaterThan(r * 1.5);
    expect(g).toBeGreaterThan(r);
  });
  it("colours a shaken or blended drink with fruit counted in pieces, not a built one", () => {
    const strawberries = line("strawberry", "#e0303a", 0.8, 5, "piece");
    const blended = sceneFromRecipe({
      glass: "poco-grande",
      method: "blend",
      lines: [gin(5), strawberries],
      garnish: [],
    });
    const built = sceneFromRecipe({
      glass: "highball",
      method: "build",
      lines: [gin(5), strawberries],
      garnish: [],
    });
    const [r, g] = rgb(blended.b[0]?.[0] ?? "#000000");
    expect(r).toBeGreaterThan(g * 2);
    const [br, bg] = rgb(built.b[0]?.[0] ?? "#000000");
    expect(br - bg).toBeLessThan(20);
  });
  it("fills a glass without ice by the drink's volume, and froths a shaken drink without a foamer", () => {
    const short = sceneFromRecipe({ glass: "coupe", method: "stir", lines: [gin(5), vermouth], garnish: [] });
    const long = sceneFromRecipe({ glass: "coupe", method: "shake", lines: [gin(6), gin(4)], garnish: [] });
    expect(short.l).toBeLessThan(long.l ?? 0);
    expect(short.a).toBeUndefined();
    expect(long.a).toBe(1);
    expect(
      sceneFromRecipe({ glass: "rocks", method: "stir", lines: [gin(5)], garnish: [] }).l,
    ).toBeUndefined();
    expect(readScene(JSON.parse(JSON.stringify(long)))).toEqual(long);
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

// A picture of a drink made from its recipe's own data (docs/decisions/0013-drink-pictures.md).
//
// Two steps, both pure and safe on server and client:
// 1. sceneFromRecipe: glass, method, lines (with each ingredient's resolved colour and opacity) and garnish
//    text → a small Scene (stored as recipes.picture, so card lists read it instead of computing it).
// 2. drinkSvg: Scene → SVG markup, at card size (decorative, compact, themed by CSS classes) or as the
//    1200×630 social image (inline colours, for resvg).
//
// Rules, in the order they apply:
// - Amounts in ml: cl ×10, oz ×30, dash 0.9, drop 0.05, barspoon and tsp 5, tbsp 15, splash 10. "top" fills
//   what the glass holds beyond the measured lines (less with ice), shared by every topping line. Garnish
//   units (piece, slice, wedge, leaf, sprig, cube, pinch) do not colour the liquid, except eggs and a scoop of
//   sorbet, which are liquid in the drink (PIECE_ML). Optional lines are ignored.
// - Shaken and stirred drinks get the water that melts into them (25 % and 20 %), which pales them.
// - Colour: mixed as light through the liquid (Beer–Lambert), not as an RGB mean: each ingredient's absorbance
//   (−ln of its linear colour) counts by how much of its colour shows at its share of the volume,
//   (1 − e^(−k·share)) / (1 − e^(−k)), with a strength k = 3·opacity² that rises steeply above 0.8 (a dye: blue
//   curaçao, grenadine, Campari colour a drink from a small share); juices, dairy and purées are cloudy
//   rather than dyed and count at half strength. A clear spirit or the melted ice only thins the colour.
//   How opaque the drink is follows the volume-weighted mean opacity. Berries, watermelon and pineapple
//   counted in pieces colour a shaken or blended drink (muddled or puréed), not a built one.
// - Bands: method "layer" pours one band per line, first line at the bottom. A built drink with a sinking
//   syrup (grenadine, cassis, raspberry syrup…) poured last or among the last lines is a "sunrise": the syrup
//   at the bottom fading into the rest. A built drink whose last line is cream floats the cream on top
//   (Irish coffee, White Russian).
// - Foam: egg white, aquafaba, or a shaken drink with cream, whole egg or espresso (crema). Any other shaken
//   drink has a fine froth on top; a stirred one is clear to the top.
// - Level: in a glass without ice, how full it is follows the drink's volume (with the melted ice) against
//   what the glass holds, so a short stirred drink sits lower in its coupe than a sour with egg white.
// - Bubbles: a sparkling line (soda, tonic, ginger beer and ale, cola, sparkling wine, beer).
// - Ice: crushed for swizzles, julep cups and tiki mugs; none for blended (frozen) drinks, up glasses
//   (coupe, martini, nick-and-nora, flute, margarita, snifter, shot, Irish coffee) and the fizz glass; one big
//   cube for a stirred drink in a double rocks glass; cubes otherwise; a wine glass has ice only when built.
// - Garnish: read from the garnish text (English, else German) and from lines in garnish units (mint
//   sprigs, lime wedges): citrus wheel, wedge or twist, cherry, olive, onion, mint, basil, berries,
//   pineapple, cucumber, apple, celery, cinnamon, chilli, coffee beans, nutmeg or cocoa dust, bitters drops,
//   orchid, salt or sugar rim. At most three; the first alternative of "A or B".
import { GLASS_TYPES, type GlassType } from "../../db/domain";

/** Bump when the scene rules or the drawing change: stored pictures are recomputed and URLs change. */
export const PICTURE_VERSION = 2;

export type Ice = "none" | "cubes" | "big" | "crushed" | "frozen";
export type GarnishKind =
  | "lime-wheel"
  | "lime-wedge"
  | "lime-twist"
  | "lemon-wheel"
  | "lemon-wedge"
  | "lemon-twist"
  | "orange-wheel"
  | "orange-wedge"
  | "orange-twist"
  | "grapefruit-twist"
  | "cherry"
  | "olive"
  | "onion"
  | "mint"
  | "basil"
  | "raspberry"
  | "blackberry"
  | "strawberry"
  | "grape"
  | "pineapple"
  | "cucumber"
  | "apple"
  | "celery"
  | "cinnamon"
  | "chili"
  | "coffee-beans"
  | "nutmeg"
  | "cocoa"
  | "bitters-drops"
  | "orchid"
  | "star-anise"
  | "salt-rim"
  | "sugar-rim";

const GARNISH_KINDS: ReadonlySet<string> = new Set<GarnishKind>([
  "lime-wheel",
  "lime-wedge",
  "lime-twist",
  "lemon-wheel",
  "lemon-wedge",
  "lemon-twist",
  "orange-wheel",
  "orange-wedge",
  "orange-twist",
  "grapefruit-twist",
  "cherry",
  "olive",
  "onion",
  "mint",
  "basil",
  "raspberry",
  "blackberry",
  "strawberry",
  "grape",
  "pineapple",
  "cucumber",
  "apple",
  "celery",
  "cinnamon",
  "chili",
  "coffee-beans",
  "nutmeg",
  "cocoa",
  "bitters-drops",
  "orchid",
  "star-anise",
  "salt-rim",
  "sugar-rim",
]);

/** One band of liquid, bottom first: colour (#rrggbb), opacity 0–1, share of the liquid's height. */
export type Band = [colour: string, alpha: number, share: number];

/** What a picture shows. Short keys: it is stored per recipe and sent with every card. */
export type Scene = {
  v: number;
  /** glass */
  g: GlassType;
  /** bands of liquid, bottom first */
  b: Band[];
  /** 1: the bands fade into each other (a sunrise) */
  s?: 1;
  i: Ice;
  /** foam colour */
  f?: string;
  /** 1: bubbles */
  u?: 1;
  /** how full a glass without ice is: the drink's volume as a share of what the glass holds (0.3–1) */
  l?: number;
  /** 1: shaken without a foamer, a fine froth on top (a stirred drink is clear to the top) */
  a?: 1;
  /** garnishes */
  n: GarnishKind[];
};

export type PictureLine = {
  /** the ingredient's key and its ancestors' keys (any order) */
  keys: readonly string[];
  /** resolved colour (#rrggbb) and opacity 0–1; null when nothing in the tree has one */
  colour: string | null;
  opacity: number | null;
  amount: number | null;
  unit: string;
  optional: boolean;
};

export type PictureInput = {
  glass: string;
  method: string;
  lines: readonly PictureLine[];
  /** garnish texts, preferred language first (empty strings are skipped) */
  garnish: readonly string[];
};

// ───────────────────────────── amounts and colour ─────────────────────────────

const ML: Record<string, number> = {
  cl: 10,
  ml: 1,
  oz: 30,
  dash: 0.9,
  drop: 0.05,
  barspoon: 5,
  tsp: 5,
  tbsp: 15,
  splash: 10,
};

/** Ingredients that are liquid in the drink although counted in pieces (an egg, a scoop). */
const PIECE_ML: Record<string, number> = {
  "whole-egg": 45,
  "egg-yolk": 18,
  "egg-white": 30,
  "lemon-sorbet": 40,
};

/** Fruit that colours a drink when shaken or blended into it (muddled, puréed), in ml per piece or slice. */
const FRUIT_ML: Record<string, number> = {
  strawberry: 15,
  raspberry: 4,
  blackberry: 5,
  blueberry: 1.5,
  watermelon: 60,
  pineapple: 20,
};

/** What each glass holds in ml (to size a "top up"). */
const CAPACITY: Record<GlassType, number> = {
  coupe: 160,
  martini: 170,
  "nick-and-nora": 150,
  rocks: 220,
  "double-rocks": 320,
  highball: 300,
  collins: 350,
  hurricane: 420,
  flute: 170,
  wine: 400,
  "copper-mug": 400,
  tiki: 400,
  shot: 50,
  "julep-cup": 350,
  "irish-coffee": 240,
  "poco-grande": 380,
  snifter: 300,
  margarita: 250,
  fizz: 240,
};

const SPARKLING = new Set([
  "soda-water",
  "tonic-water",
  "ginger-beer",
  "ginger-ale",
  "cola",
  "lemon-soda",
  "grapefruit-soda",
  "orange-soda",
  "bitter-lemon",
  "sparkling-wine",
  "non-alcoholic-sparkling-wine",
  "beer-and-cider",
  "non-alcoholic-beer",
]);
const SINKERS = new Set([
  "grenadine",
  "creme-de-cassis",
  "raspberry-syrup",
  "strawberry-syrup",
  "creme-de-mure",
  "blackcurrant",
]);
const FOAMERS = new Set(["egg-white", "aquafaba"]);
const SHAKEN_FOAMERS = new Set(["cream", "whole-egg", "espresso"]);
const CREAMS = new Set(["cream", "whipped-cream"]);

type Rgb = [number, number, number];

const HEX = /^#[0-9a-f]{6}$/;

function parseHex(hex: string | null): Rgb | null {
  if (!hex) return null;
  const h = hex.toLowerCase();
  if (!HEX.test(h)) return null;
  return [
    Number.parseInt(h.slice(1, 3), 16),
    Number.parseInt(h.slice(3, 5), 16),
    Number.parseInt(h.slice(5, 7), 16),
  ];
}

function toHex([r, g, b]: Rgb): string {
  const c = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mixRgb(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

type Pour = { rgb: Rgb; opacity: number; ml: number; keys: readonly string[] };

/** Ingredients whose opacity is mostly cloudiness (pulp, fat, protein), not dye: they tint at half strength. */
const CLOUDY = new Set(["juices", "dairy-eggs", "fruit-purees", "cream-of-coconut", "coconut-milk"]);

/** sRGB channel (0–255) to linear light (0–1) and back. */
const toLinear = (c: number) => {
  const x = c / 255;
  return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (x: number) => 255 * (x <= 0.0031308 ? x * 12.92 : 1.055 * x ** (1 / 2.4) - 0.055);

/** How much light of each channel an ingredient takes away: its absorbance, −ln of its linear colour. */
const absorbance = (rgb: Rgb): Rgb =>
  rgb.map((c) => -Math.log(Math.max(0.002, toLinear(c)))) as unknown as Rgb;

/**
 * How much of an ingredient's own colour shows at a share `c` (0–1) of the drink, for a colour strength `k`.
 * 1 at c = 1 (a pure ingredient looks like itself); a strong dye (large k) nears its full colour at a small
 * share, a weak one (k → 0) thins in proportion: (1 − e^(−kc)) / (1 − e^(−k)).
 */
export function colourShare(c: number, k: number): number {
  if (c <= 0) return 0;
  if (k < 1e-6) return Math.min(1, c);
  return Math.min(1, (1 - Math.exp(-k * c)) / (1 - Math.exp(-k)));
}

/** An ingredient's colour strength from its opacity (see the rules at the top). */
export function colourStrength(opacity: number, keys: readonly string[] = []): number {
  // Above 0.8 an ingredient is a dye (blue curaçao, grenadine, Campari): a little colours the whole drink.
  const k = 3 * opacity * opacity + 100 * Math.max(0, opacity - 0.8) ** 2;
  return keys.some((key) => CLOUDY.has(key)) ? k / 2 : k;
}

/**
 * Colour and opacity of pours mixed together (see the rules at the top): the absorbances of the ingredients
 * add up, each by how much of its colour shows at its share of the volume (`colourShare`), and the sum is
 * turned back into a colour (Beer–Lambert: light through a mix is what every part lets through).
 */
export function mixPours(
  pours: readonly { rgb: Rgb; opacity: number; ml: number; keys?: readonly string[] }[],
): {
  colour: string;
  alpha: number;
} {
  let v = 0;
  let o = 0;
  for (const p of pours) {
    if (p.ml <= 0) continue;
    v += p.ml;
    o += p.ml * p.opacity;
  }
  if (v === 0) return { colour: "#eef3f5", alpha: 0.25 };
  const sum: Rgb = [0, 0, 0];
  for (const p of pours) {
    if (p.ml <= 0) continue;
    const share = colourShare(p.ml / v, colourStrength(p.opacity, p.keys));
    const a = absorbance(p.rgb);
    sum[0] += a[0] * share;
    sum[1] += a[1] * share;
    sum[2] += a[2] * share;
  }
  const mean = o / v;
  // A clear drink still reads as liquid; an opaque one is fully coloured.
  return {
    colour: toHex(sum.map((a) => fromLinear(Math.exp(-a))) as unknown as Rgb),
    alpha: round2(0.22 + 0.78 * Math.sqrt(mean)),
  };
}

function isGlass(value: string): value is GlassType {
  return (GLASS_TYPES as readonly string[]).includes(value);
}

const has = (keys: readonly string[], set: ReadonlySet<string>) => keys.some((k) => set.has(k));

const UP_GLASSES = new Set<GlassType>([
  "coupe",
  "martini",
  "nick-and-nora",
  "flute",
  "margarita",
  "snifter",
  "shot",
  "irish-coffee",
  "fizz",
]);

export function iceFor(glass: GlassType, method: string): Ice {
  if (method === "blend") return "frozen";
  if (method === "swizzle" || glass === "julep-cup" || glass === "tiki") return "crushed";
  if (UP_GLASSES.has(glass)) return "none";
  if (glass === "wine") return method === "build" ? "cubes" : "none";
  if (glass === "double-rocks" && method === "stir") return "big";
  return "cubes";
}

// ───────────────────────────── garnish ─────────────────────────────

type Form = "wheel" | "wedge" | "twist";

const CITRUS: [RegExp, "lime" | "lemon" | "orange" | "grapefruit"][] = [
  [/grapefruit/, "grapefruit"],
  [/lime|limette/, "lime"],
  [/lemon|zitron/, "lemon"],
  [/orange/, "orange"],
];

function formOf(text: string): Form | null {
  if (/peel|twist|zest|spiral|schale|spirale/.test(text)) return "twist";
  if (/wedge|spalte|shell|schale|spear|stück|chunk|viertel/.test(text)) return "wedge";
  if (/wheel|slice|scheibe|rad/.test(text)) return "wheel";
  return null;
}

const OTHER_GARNISH: [RegExp, GarnishKind][] = [
  [/salt rim|salzrand|rim of salt/, "salt-rim"],
  [/sugar rim|zuckerrand|zucker-rand/, "sugar-rim"],
  [/olive/, "olive"],
  [/onion|zwiebel/, "onion"],
  [/cherr|kirsch/, "cherry"],
  [/coffee bean|kaffeebohne/, "coffee-beans"],
  [/nutmeg|muskat/, "nutmeg"],
  [/cocoa|kakao|chocolate|schokolade/, "cocoa"],
  [/angostura|bitters|drops|tropfen/, "bitters-drops"],
  [/\bmint|minz/, "mint"],
  [/basil/, "basil"],
  [/raspberr|himbeer|currant|johannisbeer/, "raspberry"],
  [/blackberr|brombeer|blueberr|heidelbeer|blaubeer/, "blackberry"],
  [/strawberr|erdbeer/, "strawberry"],
  [/grape|traube/, "grape"],
  [/pineapple|ananas/, "pineapple"],
  [/cucumber|gurke/, "cucumber"],
  [/apple|apfel/, "apple"],
  [/celery|sellerie/, "celery"],
  [/cinnamon|zimt/, "cinnamon"],
  [/chil/, "chili"],
  [/orchid/, "orchid"],
  [/star anise|sternanis/, "star-anise"],
];

/** Garnishes named in a text ("Orange slice and cocktail cherry", "Zitronenzeste"), in order, at most 3. */
export function garnishFromText(text: string): GarnishKind[] {
  const out: GarnishKind[] = [];
  const lower = text.toLowerCase();
  const wholeForm = formOf(lower);
  // "A or B": the first alternative; "A, optional B" keeps both.
  for (const part of lower.split(/,|;|\band\b|\bund\b|\bmit\b|\bwith\b/)) {
    const choice = part.split(/\bor\b|\boder\b/)[0] ?? "";
    const alternatives = part.split(/\bor\b|\boder\b/);
    let found: GarnishKind | null = null;
    for (const [re, kind] of OTHER_GARNISH) {
      if (re.test(choice)) {
        found = kind;
        break;
      }
    }
    // Citrus is checked after rims (a "salt rim and lime wedge") and before "apple" (pineapple is above).
    if (!found || found === "bitters-drops") {
      for (const [re, fruit] of CITRUS) {
        if (re.test(choice)) {
          const form = formOf(choice) ?? alternatives.map(formOf).find(Boolean) ?? wholeForm ?? "twist";
          found = `${fruit === "grapefruit" ? "grapefruit-twist" : `${fruit}-${form}`}` as GarnishKind;
          if (fruit === "grapefruit") found = "grapefruit-twist";
          break;
        }
      }
    }
    // "Lime wheel, optional cucumber or mint": the optional extra only when nothing else is named.
    if (found && /optional/.test(part) && out.length > 0 && !/\(optional\)/.test(part)) found = null;
    if (found && !out.includes(found)) out.push(found);
    if (out.length === 3) break;
  }
  return out;
}

/** Garnish-unit lines that show (muddled mint, lime wedges in a Caipirinha). */
function garnishFromLines(lines: readonly PictureLine[]): GarnishKind[] {
  const out: GarnishKind[] = [];
  for (const line of lines) {
    if (line.optional) continue;
    const k = line.keys;
    if (k.includes("mint")) out.push("mint");
    else if (k.includes("basil")) out.push("basil");
    else if (k.includes("cucumber") && line.unit === "slice") out.push("cucumber");
    else if (
      ["lime", "lemon", "orange"].some((f) => k.includes(f)) &&
      ["wedge", "piece", "slice"].includes(line.unit)
    ) {
      const fruit = k.includes("lime") ? "lime" : k.includes("lemon") ? "lemon" : "orange";
      out.push(`${fruit}-${line.unit === "slice" ? "wheel" : "wedge"}` as GarnishKind);
    } else if (k.includes("raspberry")) out.push("raspberry");
    else if (k.includes("strawberry")) out.push("strawberry");
  }
  return [...new Set(out)];
}

// ───────────────────────────── the scene ─────────────────────────────

export function sceneFromRecipe(input: PictureInput): Scene {
  const glass: GlassType = isGlass(input.glass) ? input.glass : "rocks";
  const method = input.method;
  const ice = iceFor(glass, method);
  const lines = input.lines.filter((l) => !l.optional);
  const pours: (Pour & { top: boolean })[] = [];
  for (const line of lines) {
    const rgb = parseHex(line.colour);
    if (!rgb) continue;
    const opacity = Math.min(1, Math.max(0, line.opacity ?? 0));
    const pieceMl = line.keys.map((k) => PIECE_ML[k]).find((n) => n !== undefined);
    if (line.unit === "top") {
      pours.push({ rgb, opacity, ml: 0, keys: line.keys, top: true });
      continue;
    }
    let ml = 0;
    const fruitMl = line.keys.map((k) => FRUIT_ML[k]).find((n) => n !== undefined);
    if (line.unit === "piece" && pieceMl !== undefined) ml = pieceMl * (line.amount ?? 1);
    else if (
      fruitMl !== undefined &&
      (method === "shake" || method === "blend") &&
      (line.unit === "piece" || line.unit === "slice")
    )
      ml = fruitMl * (line.amount ?? 1);
    else if (ML[line.unit] !== undefined) ml = (line.amount ?? 1) * (ML[line.unit] as number);
    if (ml > 0) pours.push({ rgb, opacity, ml, keys: line.keys, top: false });
  }
  const measured = pours.reduce((s, p) => s + p.ml, 0);
  const tops = pours.filter((p) => p.top);
  if (tops.length > 0) {
    const room = CAPACITY[glass] * (ice === "none" ? 0.85 : 0.55) - measured;
    const each = Math.max(30, room) / tops.length;
    for (const p of tops) p.ml = each;
  }
  const water = method === "shake" ? 0.25 : method === "stir" ? 0.2 : 0;
  const dilution = water > 0 ? [{ rgb: [238, 243, 245] as Rgb, opacity: 0, ml: measured * water }] : [];

  let bands: Band[];
  let smooth = false;
  const lastKeys = lines[lines.length - 1]?.keys ?? [];
  if (method === "layer" && pours.length >= 2) {
    const total = pours.reduce((s, p) => s + p.ml, 0);
    bands = pours.map((p) => {
      const m = mixPours([p]);
      return [m.colour, Math.max(m.alpha, 0.5), round2(p.ml / total)];
    });
  } else {
    const sinkerIndex = pours.findIndex((p) => has(p.keys, SINKERS));
    const sunrise =
      method === "build" &&
      sinkerIndex >= 0 &&
      sinkerIndex >= pours.length - 2 &&
      pours.filter((p, i) => i !== sinkerIndex && p.opacity >= 0.3).length > 0;
    const floatCream = method === "build" && has(lastKeys, CREAMS) && pours.length >= 2;
    if (sunrise) {
      const sinker = pours[sinkerIndex] as Pour;
      const rest = mixPours([...pours.filter((_, i) => i !== sinkerIndex), ...dilution]);
      const bottom = mixPours([
        sinker,
        { rgb: parseHex(rest.colour) as Rgb, opacity: rest.alpha, ml: sinker.ml },
      ]);
      bands = [
        [bottom.colour, Math.max(bottom.alpha, 0.85), 0.3],
        [rest.colour, rest.alpha, 0.7],
      ];
      smooth = true;
    } else if (floatCream) {
      const cream = pours[pours.length - 1] as Pour;
      const body = mixPours([...pours.slice(0, -1), ...dilution]);
      const total = pours.reduce((s, p) => s + p.ml, 0);
      const share = Math.min(0.35, Math.max(0.14, cream.ml / total));
      bands = [
        [body.colour, body.alpha, round2(1 - share)],
        [mixPours([cream]).colour, 0.97, round2(share)],
      ];
    } else {
      const m = mixPours([...pours, ...dilution]);
      bands = [[m.colour, ice === "frozen" ? Math.max(0.85, m.alpha) : m.alpha, 1]];
    }
  }

  const all = lines.map((l) => l.keys);
  let foam: string | undefined;
  const shaken = method === "shake" || method === "blend";
  if (all.some((k) => has(k, FOAMERS)) || (method === "shake" && all.some((k) => has(k, SHAKEN_FOAMERS)))) {
    const top = bands[bands.length - 1] as Band;
    const base = parseHex(top[0]) as Rgb;
    const espresso = all.some((k) => k.includes("espresso"));
    foam = toHex(espresso ? mixRgb(base, [200, 150, 100], 0.75) : mixRgb(base, [250, 247, 238], 0.85));
  }
  const bubbles = !shaken && all.some((k) => has(k, SPARKLING));

  const text = input.garnish.find((t) => t.trim() !== "") ?? "";
  const garnish = [...garnishFromText(text)];
  for (const g of garnishFromLines(lines)) {
    if (garnish.length >= 3) break;
    const sameFruit = garnish.some((x) => x.split("-")[0] === g.split("-")[0]);
    if (!sameFruit) garnish.push(g);
  }

  const scene: Scene = { v: PICTURE_VERSION, g: glass, b: bands, i: ice, n: garnish };
  if (smooth) scene.s = 1;
  if (foam) scene.f = foam;
  if (bubbles) scene.u = 1;
  if (ice === "none" && measured > 0) {
    const volume = measured * (1 + water) + tops.reduce((s, p) => s + p.ml, 0);
    scene.l = round2(Math.min(1, Math.max(0.3, volume / CAPACITY[glass])));
  }
  if (method === "shake" && !foam && bands.length > 0) scene.a = 1;
  return scene;
}

/** A short, stable hash of what draws the picture (names the PNG's URL). */
export function sceneHash(scene: Scene): string {
  const text = JSON.stringify(scene);
  // cyrb53: two 32-bit lanes, enough to tell pictures apart (not a security measure).
  let h1 = 0xdeadbeef ^ text.length;
  let h2 = 0x41c6ce57 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return ((h2 >>> 0).toString(16).padStart(8, "0") + (h1 >>> 0).toString(16).padStart(8, "0")).slice(0, 12);
}

export const PICTURE_HASH = /^[0-9a-f]{12}$/;

/** A stored scene checked field by field; anything malformed gives null (the card then shows the glass). */
export function readScene(value: unknown): Scene | null {
  if (!value || typeof value !== "object") return null;
  const s = value as Record<string, unknown>;
  if (typeof s.g !== "string" || !isGlass(s.g) || !Array.isArray(s.b) || typeof s.i !== "string") return null;
  if (!["none", "cubes", "big", "crushed", "frozen"].includes(s.i)) return null;
  const bands: Band[] = [];
  for (const band of s.b.slice(0, 6)) {
    if (!Array.isArray(band) || typeof band[0] !== "string" || !HEX.test(band[0])) return null;
    const alpha = Number(band[1]);
    const share = Number(band[2]);
    if (!Number.isFinite(alpha) || !Number.isFinite(share)) return null;
    bands.push([band[0], Math.min(1, Math.max(0, alpha)), Math.min(1, Math.max(0, share))]);
  }
  const scene: Scene = {
    v: Number(s.v) || 0,
    g: s.g,
    b: bands,
    i: s.i as Ice,
    n: Array.isArray(s.n)
      ? (s.n.filter((k) => typeof k === "string" && GARNISH_KINDS.has(k)) as GarnishKind[])
      : [],
  };
  if (s.s === 1) scene.s = 1;
  if (typeof s.f === "string" && HEX.test(s.f)) scene.f = s.f;
  if (s.u === 1) scene.u = 1;
  const level = Number(s.l);
  if (s.l !== undefined && Number.isFinite(level)) scene.l = Math.min(1, Math.max(0.3, level));
  if (s.a === 1) scene.a = 1;
  return scene;
}

/** An empty glass: what a recipe without a stored picture shows. */
export function emptyScene(glass: string): Scene {
  return { v: PICTURE_VERSION, g: isGlass(glass) ? glass : "rocks", b: [], i: "none", n: [] };
}

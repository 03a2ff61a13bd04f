// Draws a drink Scene (app/lib/drink-scene.ts) as SVG markup. One drawing for every size:
// - "card": a 100×100 viewBox for cards, the recipe page and the home mosaic. Decorative (aria-hidden, no
//   title). The glass outline, its tint and the ice take their colours from CSS classes (tokens
//   --picture-glass, --picture-glass-fill, --picture-ice), so they follow the colour scheme; the drink's own
//   colours are inline and the same in both schemes. Compact: lists render dozens.
// - "social": the 1200×630 picture for og:image and JSON-LD, drawn with inline colours only (resvg has no
//   CSS variables), the drink on a backdrop tinted with its colour. No text: resvg has no fonts it can rely on.
// Glasses are symmetric profiles (half-widths down from the rim), so liquid bands, foam and ice are exact
// polygons inside the glass without clip paths; only a sunrise needs a gradient, named by `id`.
import type { GlassType } from "../../db/domain";
import type { Band, GarnishKind, Scene } from "./drink-scene";

type Profile = [y: number, halfWidth: number][];
type GlassDef = {
  /** inside of the bowl from the rim down */
  p: Profile;
  /** how full the bowl is (share of its depth) */
  fill: number;
  /** a thick base: the outline goes on this far below the bowl */
  base?: number;
  /** stem and foot, handles, decoration: outline only */
  extra?: string;
  /** an opaque body (metal, ceramic) hides the drink */
  body?: string;
  deco?: string;
};

const CX = 50;
const FOOT = 94;
const stem = (from: number, foot = 17) => `M50 ${from}V${FOOT}M${50 - foot} ${FOOT}H${50 + foot}`;

function curve(y0: number, y1: number, widths: number[]): Profile {
  return widths.map((w, i) => [y0 + ((y1 - y0) * i) / (widths.length - 1), w]);
}

const GLASSES: Record<GlassType, GlassDef> = {
  coupe: { p: curve(36, 56, [36, 35.2, 32.8, 28.5, 21.5, 11, 2]), fill: 0.86, extra: stem(56) },
  martini: {
    p: [
      [24, 38],
      [62, 1.5],
    ],
    fill: 0.8,
    extra: stem(62),
  },
  "nick-and-nora": { p: curve(26, 60, [21, 20.8, 20, 18.3, 15.2, 10, 2]), fill: 0.82, extra: stem(60, 15) },
  rocks: {
    p: [
      [46, 28],
      [88, 25],
    ],
    fill: 0.72,
    base: 6,
  },
  "double-rocks": {
    p: [
      [38, 33],
      [88, 30],
    ],
    fill: 0.7,
    base: 6,
  },
  highball: {
    p: [
      [18, 20.5],
      [89, 18.5],
    ],
    fill: 0.84,
    base: 5,
  },
  collins: {
    p: [
      [10, 16],
      [89, 16],
    ],
    fill: 0.86,
    base: 5,
  },
  fizz: {
    p: [
      [36, 18.5],
      [89, 16],
    ],
    fill: 0.8,
    base: 5,
  },
  hurricane: {
    p: [
      [8, 17],
      [16, 15],
      [26, 12.5],
      [36, 13.5],
      [48, 18],
      [58, 20],
      [66, 18.5],
      [73, 14],
      [78, 8],
      [81, 2],
    ],
    fill: 0.86,
    extra: stem(81, 15),
  },
  flute: {
    p: [
      [8, 11],
      [30, 10.6],
      [50, 9.6],
      [60, 8],
      [66, 5.5],
      [69, 1.5],
    ],
    fill: 0.86,
    extra: stem(69, 14),
  },
  wine: {
    p: [
      [14, 19],
      [24, 22.5],
      [34, 25],
      [44, 25],
      [52, 21.5],
      [58, 15],
      [62, 7],
      [63.5, 1.5],
    ],
    fill: 0.62,
    extra: stem(63.5, 16),
  },
  "copper-mug": {
    p: [
      [30, 25],
      [90, 25],
    ],
    fill: 0.86,
    base: 3,
    extra: "M75 42h6a6 6 0 0 1 6 6v18a6 6 0 0 1-6 6h-6",
    body: "#c26b3c",
    deco: "M25 38h50M25 86h50",
  },
  tiki: {
    p: [
      [14, 22],
      [90, 18],
    ],
    fill: 0.9,
    base: 4,
    body: "#3f7d6e",
    deco: "M36 34l8 3M64 34l-8 3M39 44a3 3 0 1 0 6 0 3 3 0 1 0-6 0M55 44a3 3 0 1 0 6 0 3 3 0 1 0-6 0M48 50l2 6 2-6M38 66h24M41 66v6M47 66v6M53 66v6M59 66v6M36 80h28",
  },
  shot: {
    p: [
      [50, 16],
      [86, 12.5],
    ],
    fill: 0.9,
    base: 8,
  },
  "julep-cup": {
    p: [
      [30, 24],
      [91, 19],
    ],
    fill: 0.9,
    base: 3,
    body: "#c8ccd2",
    deco: "M26.5 36h47M29.5 84h41",
  },
  "irish-coffee": {
    p: [
      [18, 20],
      [38, 19.6],
      [56, 18],
      [62, 15],
      [66, 9],
      [68, 2],
    ],
    fill: 0.86,
    extra: `M69.6 26h5a6 6 0 0 1 6 6v8a6 6 0 0 1-6 6h-5.6${stem(68, 15)}`,
  },
  "poco-grande": {
    p: [
      [12, 19],
      [22, 16],
      [32, 12],
      [42, 12],
      [52, 15],
      [60, 15],
      [67, 11],
      [72, 5],
      [74, 1.5],
    ],
    fill: 0.88,
    extra: stem(74, 15),
  },
  snifter: {
    p: [
      [40, 15],
      [46, 20],
      [54, 25],
      [62, 27],
      [70, 25],
      [76, 20],
      [80, 12],
      [82.5, 3],
    ],
    fill: 0.42,
    extra: stem(82.5, 15),
  },
  margarita: {
    p: [
      [18, 38],
      [21, 36],
      [25, 31],
      [28, 24],
      [30, 15],
      [33, 12],
      [39, 10.5],
      [45, 7.5],
      [49, 3],
      [50, 1.5],
    ],
    fill: 0.84,
    extra: stem(50),
  },
};

const f1 = (n: number) => String(Math.round(n * 10) / 10);

function hwAt(p: Profile, y: number): number {
  const first = p[0] as [number, number];
  if (y <= first[0]) return first[1];
  for (let i = 1; i < p.length; i++) {
    const [y1, w1] = p[i] as [number, number];
    const [y0, w0] = p[i - 1] as [number, number];
    if (y <= y1) return w0 + ((w1 - w0) * (y - y0)) / (y1 - y0 || 1);
  }
  return (p[p.length - 1] as [number, number])[1];
}

/** Volume of the bowl (a solid of revolution) between heights y1 (top) and y2 (bottom), in grid units³/π. */
function volumeBetween(p: Profile, y1: number, y2: number): number {
  let v = 0;
  const step = (y2 - y1) / 40;
  for (let i = 0; i < 40; i++) v += hwAt(p, y1 + step * (i + 0.5)) ** 2 * step;
  return v;
}

/**
 * The surface's height for a drink that fills `level` of the glass's capacity. The capacity is the bowl up
 * to its usual fill line (`fill`), so level 1 is the usual pour and a small drink sits lower in a wide bowl.
 */
function levelY(p: Profile, rimY: number, bottomY: number, fill: number, level: number): number {
  const fullY = rimY + (bottomY - rimY) * (1 - fill);
  const want = volumeBetween(p, fullY, bottomY) * level;
  let lo = fullY;
  let hi = bottomY;
  for (let i = 0; i < 24; i++) {
    const mid = (lo + hi) / 2;
    if (volumeBetween(p, mid, bottomY) > want) lo = mid;
    else hi = mid;
  }
  return Math.min(lo, bottomY - (bottomY - rimY) * 0.2);
}

/** The polygon of the bowl between heights y1 (top) and y2 (bottom). */
function bandPath(p: Profile, y1: number, y2: number): string {
  const ys = [y1, ...p.map(([y]) => y).filter((y) => y > y1 && y < y2), y2];
  const left = ys.map((y) => `${f1(CX - hwAt(p, y))} ${f1(y)}`);
  const right = ys.reverse().map((y) => `${f1(CX + hwAt(p, y))} ${f1(y)}`);
  return `M${left.join(" ")} ${right.join(" ")}Z`;
}

function outlinePath(g: GlassDef): string {
  const pts = [...g.p];
  const last = pts[pts.length - 1] as [number, number];
  if (g.base) pts.push([last[0] + g.base, last[1] - g.base * 0.05]);
  const left = pts.map(([y, w]) => `${f1(CX - w)} ${f1(y)}`);
  const right = [...pts].reverse().map(([y, w]) => `${f1(CX + w)} ${f1(y)}`);
  const inner = g.base ? `M${f1(CX - last[1])} ${f1(last[0])}H${f1(CX + last[1])}` : "";
  return `M${left.join(" ")} ${right.join(" ")}${inner}${g.extra ?? ""}`;
}

/** A small deterministic generator (positions of bubbles and crushed ice follow the scene). */
function rng(seed: string) {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

type Paint = { glass: string; glassFill: string; ice: string; outline: string };

function paints(mode: "card" | "social"): Paint {
  if (mode === "card")
    return { glass: 'class="g"', glassFill: 'class="g"', ice: 'class="i"', outline: 'class="o"' };
  return {
    glass: "",
    glassFill: 'fill="#ffffff" fill-opacity=".5"',
    ice: 'fill="#ffffff" fill-opacity=".6" stroke="#5b6470" stroke-opacity=".45" stroke-width=".6"',
    outline: 'fill="none" stroke="#3a3f4b" stroke-width="1.4" stroke-linejoin="round" stroke-linecap="round"',
  };
}

const PEEL: Record<string, [flesh: string, peel: string]> = {
  lime: ["#cfe59a", "#4f9a2a"],
  lemon: ["#f8ee9a", "#e8c31c"],
  orange: ["#f9b860", "#e8781a"],
  grapefruit: ["#f7b39a", "#e8884a"],
};

type Geo = { rimY: number; rimHw: number; topY: number; bottomY: number; up: boolean; p: Profile };

function leaf(x: number, y: number, angle: number, len: number, width: number): string {
  const a = (angle * Math.PI) / 180;
  const dx = Math.cos(a) * len;
  const dy = Math.sin(a) * len;
  const nx = -Math.sin(a) * width;
  const ny = Math.cos(a) * width;
  return `M${f1(x)} ${f1(y)}Q${f1(x + dx / 2 + nx)} ${f1(y + dy / 2 + ny)} ${f1(x + dx)} ${f1(y + dy)}Q${f1(x + dx / 2 - nx)} ${f1(y + dy / 2 - ny)} ${f1(x)} ${f1(y)}Z`;
}

function garnishSvg(kind: GarnishKind, slot: "right" | "left" | "surface" | "inside", g: Geo): string {
  const side = slot === "left" ? -1 : 1;
  const rx = CX + side * (g.rimHw - 2);
  const ry = g.rimY;
  const [fruit, form] = kind.split("-") as [string, string | undefined];
  if (PEEL[fruit] && (form === "wheel" || form === "wedge" || form === "twist")) {
    const [flesh, peel] = PEEL[fruit] as [string, string];
    if (form === "wheel") {
      const r = 8.5;
      const cy = ry - 3;
      const spokes = [0, 60, 120]
        .map((deg) => {
          const a = (deg * Math.PI) / 180;
          const ux = Math.cos(a) * (r - 2);
          const uy = Math.sin(a) * (r - 2);
          return `M${f1(rx - ux)} ${f1(cy - uy)}L${f1(rx + ux)} ${f1(cy + uy)}`;
        })
        .join("");
      return `<circle cx="${f1(rx)}" cy="${f1(cy)}" r="${r}" fill="${flesh}" stroke="${peel}" stroke-width="1.8"/><path d="${spokes}" stroke="#fff" stroke-opacity=".7" stroke-width=".7"/>`;
    }
    if (form === "wedge") {
      return `<path d="M${f1(rx - 8)} ${f1(ry - 2)}A8 8 0 0 0 ${f1(rx + 8)} ${f1(ry - 2)}Z" transform="rotate(${side * -25} ${f1(rx)} ${f1(ry)})" fill="${flesh}" stroke="${peel}" stroke-width="1.8" stroke-linejoin="round"/>`;
    }
    const x = rx - side * 3;
    return `<path d="M${f1(x)} ${f1(ry - 5)}c${side * 5} -6 ${side * 11} -2 ${side * 9} 4s${side * -7} 6 ${side * -4} 11s${side * 6} 5 ${side * 3} 10" fill="none" stroke="${peel}" stroke-width="2.6" stroke-linecap="round"/>`;
  }
  switch (kind) {
    case "cherry": {
      if (slot === "inside") {
        const r = Math.min(4, hwAt(g.p, g.bottomY - 4) + 1.5);
        const cy = g.bottomY - r - 0.5;
        return `<circle cx="50" cy="${f1(cy)}" r="${f1(r)}" fill="#9b0d1f"/><circle cx="${f1(48.8)}" cy="${f1(cy - r / 3)}" r="${f1(r / 3.5)}" fill="#fff" fill-opacity=".6"/>`;
      }
      const cx = CX + side * (g.rimHw - 4);
      const cy = ry - 4;
      return `<path d="M${f1(cx)} ${f1(cy - 3)}q${side * 2} -6 ${side * 7} -8" fill="none" stroke="#5a7a2a" stroke-width="1.1" stroke-linecap="round"/><circle cx="${f1(cx)}" cy="${f1(cy)}" r="4" fill="#9b0d1f"/><circle cx="${f1(cx - 1.2)}" cy="${f1(cy - 1.4)}" r="1.1" fill="#fff" fill-opacity=".6"/>`;
    }
    case "olive":
    case "onion": {
      const x1 = CX + g.rimHw * 0.55;
      const y1 = ry - 14;
      const x2 = CX - 3;
      const y2 = g.topY + (g.bottomY - g.topY) * 0.55;
      const ox = x1 + (x2 - x1) * 0.72;
      const oy = y1 + (y2 - y1) * 0.72;
      const body =
        kind === "olive"
          ? `<ellipse cx="${f1(ox)}" cy="${f1(oy)}" rx="4.4" ry="3.4" fill="#7d8f2a"/><circle cx="${f1(ox + 2.6)}" cy="${f1(oy - 1)}" r="1.3" fill="#c8301e"/>`
          : `<circle cx="${f1(ox)}" cy="${f1(oy)}" r="3.4" fill="#f4f0e0" stroke="#c8c0a0" stroke-width=".5"/>`;
      return `<path d="M${f1(x1)} ${f1(y1)}L${f1(x2)} ${f1(y2)}" stroke="#a8743a" stroke-width="1.1" stroke-linecap="round"/>${body}`;
    }
    case "mint":
    case "basil": {
      const x = CX + side * (g.rimHw * 0.45);
      const y = ry + 2;
      const dir = side < 0 ? -1 : 1;
      const leaves = [
        leaf(x, y - 6, -90 - dir * 10, 9, 3),
        leaf(x, y - 4, -90 - dir * 55, 8, 3),
        leaf(x, y - 4, -90 + dir * 40, 8, 3),
        leaf(x, y - 10, -90 - dir * 40, 7, 2.6),
        leaf(x, y - 10, -90 + dir * 25, 7, 2.6),
      ];
      const colour = kind === "mint" ? "#3f9b3f" : "#2f7d32";
      return `<path d="M${f1(x)} ${f1(y + 4)}V${f1(y - 10)}" stroke="#2a6e2a" stroke-width="1"/><path d="${leaves.join("")}" fill="${colour}" stroke="#245f24" stroke-width=".5"/>`;
    }
    case "raspberry":
    case "blackberry":
    case "strawberry":
    case "grape": {
      const colour = { raspberry: "#c8234a", blackberry: "#3a1438", strawberry: "#d8283a", grape: "#c9d77a" }[
        kind
      ];
      const cx = CX + side * (g.rimHw - 5);
      const cy = ry - 4;
      const dots = [
        [cx, cy],
        [cx - side * 5, cy + 1.2],
      ]
        .map(([x, y]) => `<circle cx="${f1(x as number)}" cy="${f1(y as number)}" r="3.3" fill="${colour}"/>`)
        .join("");
      const top = kind === "strawberry" ? `<path d="${leaf(cx, cy - 3, -90, 4, 2)}" fill="#3f9b3f"/>` : "";
      return dots + top;
    }
    case "pineapple": {
      const x = rx;
      const y = ry;
      return `<path d="M${f1(x - 7)} ${f1(y + 2)}L${f1(x + 7)} ${f1(y + 2)}L${f1(x)} ${f1(y - 11)}Z" fill="#f3c93a" stroke="#c08a2a" stroke-width="1.2" stroke-linejoin="round"/><path d="${leaf(x, y - 10, -100, 9, 1.8)}${leaf(x, y - 10, -60, 8, 1.6)}${leaf(x, y - 10, -135, 8, 1.6)}" fill="#4f9a2a"/>`;
    }
    case "cucumber":
      return `<circle cx="${f1(rx)}" cy="${f1(ry - 3)}" r="8" fill="#dcefc4" stroke="#3f7d2f" stroke-width="1.6"/><circle cx="${f1(rx)}" cy="${f1(ry - 3)}" r="3.5" fill="#c2dea0"/>`;
    case "apple":
      return `<path d="M${f1(rx - 8)} ${f1(ry - 1)}A8 8 0 0 1 ${f1(rx + 8)} ${f1(ry - 1)}Q${f1(rx)} ${f1(ry - 5)} ${f1(rx - 8)} ${f1(ry - 1)}Z" fill="#f3f0c8" stroke="#8fbf3a" stroke-width="1.8"/>`;
    case "chili":
      return `<path d="M${f1(rx - 2)} ${f1(ry - 8)}c6 1 8 6 6 12-2-4-5-7-6-12z" fill="#d4261c"/><path d="M${f1(rx - 2)} ${f1(ry - 8)}l-2-2" stroke="#3f7d2f" stroke-width="1.2"/>`;
    case "celery":
    case "cinnamon": {
      const x1 = CX + side * (g.rimHw * 0.3);
      const y1 = g.topY + (g.bottomY - g.topY) * 0.5;
      const x2 = CX + side * (g.rimHw + 5);
      const y2 = ry - 16;
      const colour = kind === "celery" ? "#9cc45a" : "#8a4a20";
      const tip =
        kind === "celery"
          ? `<path d="${leaf(x2, y2, -100, 7, 3)}${leaf(x2, y2, -40, 6, 2.5)}" fill="#5f9a2a"/>`
          : "";
      return `<path d="M${f1(x1)} ${f1(y1)}L${f1(x2)} ${f1(y2)}" stroke="${colour}" stroke-width="${kind === "celery" ? 3.2 : 2.6}" stroke-linecap="round"/>${tip}`;
    }
    case "coffee-beans":
      return [-6, 0, 6]
        .map(
          (dx) => `<ellipse cx="${f1(CX + dx)}" cy="${f1(g.topY + 0.5)}" rx="2.4" ry="1.5" fill="#4a2612"/>`,
        )
        .join("");
    case "nutmeg":
    case "cocoa":
    case "bitters-drops": {
      const colour = kind === "bitters-drops" ? "#7a1a10" : kind === "nutmeg" ? "#8a5a2a" : "#4a2612";
      const w = hwAt(g.p, g.topY) - 3;
      const xs = kind === "bitters-drops" ? [-0.5, 0, 0.5] : [-0.7, -0.4, -0.1, 0.2, 0.5, 0.75];
      return `<path d="${xs.map((t, i) => `M${f1(CX + t * w)} ${f1(g.topY + 0.8 + (i % 2) * 0.8)}h${kind === "bitters-drops" ? 2 : 0.9}`).join("")}" stroke="${colour}" stroke-width="${kind === "bitters-drops" ? 1.6 : 1}" stroke-linecap="round"/>`;
    }
    case "star-anise": {
      const cy = g.topY - 0.5;
      const arms = [0, 45, 90, 135]
        .map((deg) => {
          const a = (deg * Math.PI) / 180;
          return `M${f1(CX - Math.cos(a) * 4)} ${f1(cy - Math.sin(a) * 1.6)}L${f1(CX + Math.cos(a) * 4)} ${f1(cy + Math.sin(a) * 1.6)}`;
        })
        .join("");
      return `<path d="${arms}" stroke="#7a3a1a" stroke-width="1.4" stroke-linecap="round"/>`;
    }
    case "orchid": {
      const cy = ry - 5;
      const petals = [0, 72, 144, 216, 288].map((deg) => leaf(rx, cy, deg - 90, 6, 2.8)).join("");
      return `<path d="${petals}" fill="#d96bb0"/><circle cx="${f1(rx)}" cy="${f1(cy)}" r="1.6" fill="#f4d23a"/>`;
    }
    case "salt-rim":
    case "sugar-rim": {
      const w = g.rimHw;
      const d = `M${f1(CX - w + 1)} ${f1(ry - 0.6)}H${f1(CX + w - 1)}`;
      return `<path d="${d}" stroke="#8a8f99" stroke-width="3.4" stroke-linecap="round"/><path d="${d}" stroke="${kind === "salt-rim" ? "#ffffff" : "#f6e6c0"}" stroke-width="2.4" stroke-dasharray="1.2 .7" stroke-linecap="round"/>`;
    }
    default:
      return "";
  }
}

const SLOT: Record<string, ("right" | "left" | "surface" | "inside")[]> = {
  wheel: ["right", "left"],
  wedge: ["right", "left"],
  twist: ["right", "left"],
  cherry: ["left", "right"],
  olive: ["inside"],
  onion: ["inside"],
  mint: ["left", "right"],
  basil: ["left", "right"],
  berry: ["left", "right"],
  pineapple: ["right", "left"],
  cucumber: ["right", "left"],
  apple: ["right", "left"],
  chili: ["right", "left"],
  celery: ["left", "right"],
  cinnamon: ["left", "right"],
  surface: ["surface"],
  orchid: ["right", "left"],
  rim: ["surface"],
};

function slotsFor(kind: GarnishKind, up: boolean): ("right" | "left" | "surface" | "inside")[] {
  const form = kind.split("-")[1];
  if (kind === "cherry") return up ? ["inside", "left", "right"] : ["left", "right"];
  if (form === "wheel" || form === "wedge" || form === "twist") return SLOT[form] ?? ["right"];
  if (["raspberry", "blackberry", "strawberry", "grape"].includes(kind)) return SLOT.berry ?? [];
  if (["coffee-beans", "nutmeg", "cocoa", "bitters-drops", "star-anise"].includes(kind)) return ["surface"];
  if (kind === "salt-rim" || kind === "sugar-rim") return ["rim" as "surface"];
  return SLOT[kind] ?? ["right"];
}

function bandsSvg(scene: Scene, def: GlassDef, topY: number, bottomY: number, id: string): string {
  const bands = scene.b.length > 0 ? scene.b : [];
  if (bands.length === 0) return "";
  const height = bottomY - topY;
  if (scene.s === 1 && bands.length >= 2) {
    // A sunrise: one polygon, a gradient from the top band down into the bottom one.
    const [bottom, top] = [bands[0] as Band, bands[bands.length - 1] as Band];
    const split = 1 - bottom[2];
    return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="${f1(split * 0.55)}" stop-color="${top[0]}" stop-opacity="${top[1]}"/><stop offset="${f1(Math.min(0.95, split + 0.12))}" stop-color="${bottom[0]}" stop-opacity="${bottom[1]}"/></linearGradient></defs><path d="${bandPath(def.p, topY, bottomY)}" fill="url(#${id})"/>`;
  }
  let y = bottomY;
  const out: string[] = [];
  bands.forEach((band, index) => {
    const last = index === bands.length - 1;
    const y1 = last ? topY : Math.max(topY, y - band[2] * height);
    out.push(`<path d="${bandPath(def.p, y1, y)}" fill="${band[0]}" fill-opacity="${band[1]}"/>`);
    y = y1;
  });
  return out.join("");
}

function iceSvg(scene: Scene, def: GlassDef, geo: Geo, paint: Paint, random: () => number): string {
  const { topY, bottomY, rimY, rimHw } = geo;
  if (scene.i === "cubes" || scene.i === "big") {
    const hw = hwAt(def.p, topY);
    if (scene.i === "big") {
      const s = Math.min(hw * 1.15, (bottomY - topY) * 0.9);
      return `<rect ${paint.ice} x="${f1(CX - s / 2)}" y="${f1(topY - s * 0.18)}" width="${f1(s)}" height="${f1(s)}" rx="${f1(s * 0.12)}" transform="rotate(4 50 ${f1(topY + s / 3)})"/>`;
    }
    const s = Math.min(15, hw * 0.78);
    const rows = Math.max(1, Math.min(4, Math.floor(((bottomY - topY) * 0.75) / s)));
    const cubes: string[] = [];
    for (let r = 0; r < rows; r++) {
      const y = topY - s * 0.3 + r * s * 0.92;
      const w = hwAt(def.p, y + s / 2);
      const across = w * 2 > s * 2.4 ? 2 : 1;
      for (let c = 0; c < across; c++) {
        const x = across === 2 ? CX - s * 1.05 + c * s * 1.1 : CX - s / 2 + (r % 2 ? 2 : -2);
        const angle = Math.round((random() - 0.5) * 24);
        cubes.push(
          `<rect ${paint.ice} x="${f1(x)}" y="${f1(y)}" width="${f1(s)}" height="${f1(s)}" rx="2.2" transform="rotate(${angle} ${f1(x + s / 2)} ${f1(y + s / 2)})"/>`,
        );
      }
    }
    return cubes.join("");
  }
  if (scene.i === "crushed" && def.body) return ""; // an opaque mug: surfaceSvg heaps it on the drink
  if (scene.i === "crushed") {
    // Shards in the top of the drink and a mound above the rim.
    const parts: string[] = [];
    const moundTop = rimY - 8;
    parts.push(
      `M${f1(CX - rimHw + 1)} ${f1(rimY + 1)}Q${f1(CX - rimHw * 0.6)} ${f1(moundTop)} ${f1(CX - rimHw * 0.1)} ${f1(moundTop + 1)}Q${f1(CX + rimHw * 0.5)} ${f1(moundTop - 2)} ${f1(CX + rimHw - 1)} ${f1(rimY + 1)}Z`,
    );
    if (!def.body) {
      const depth = (bottomY - topY) * 0.6;
      for (let k = 0; k < 16; k++) {
        const y = topY + random() * depth;
        const w = hwAt(def.p, y) - 3;
        const x = CX + (random() * 2 - 1) * w;
        const s = 1.6 + random() * 2.2;
        parts.push(
          `M${f1(x)} ${f1(y - s)}l${f1(s)} ${f1(s)}l${f1(-s)} ${f1(s * 0.8)}l${f1(-s * 0.9)} ${f1(-s)}Z`,
        );
      }
    }
    return `<path ${paint.ice} d="${parts.join("")}"/>`;
  }
  return "";
}

/**
 * The top of a drink in an opaque mug (tiki, copper, julep cup), seen from a little above: the rim as an
 * ellipse filled with the drink's colour (or its foam), crushed ice heaped on one side so the colour shows.
 */
function surfaceSvg(scene: Scene, geo: Geo, paint: Paint): string {
  const { rimY, rimHw } = geo;
  const top = scene.b[scene.b.length - 1];
  const rx = rimHw - 1.2;
  const cy = rimY + 1;
  const out: string[] = [`<ellipse ${paint.outline} cx="50" cy="${f1(cy)}" rx="${f1(rx)}" ry="5"/>`];
  if (top) {
    const fill = scene.f ?? top[0];
    out.unshift(
      `<ellipse cx="50" cy="${f1(cy)}" rx="${f1(rx)}" ry="5" fill="${fill}"/><path d="M${f1(CX + rx * 0.2)} ${f1(cy + 2.4)}Q${f1(CX + rx * 0.6)} ${f1(cy + 2)} ${f1(CX + rx * 0.8)} ${f1(cy + 0.6)}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="1"/>`,
    );
  }
  if (scene.i === "crushed" && top) {
    // A heap of crushed ice on the left two thirds: the drink shows on the right.
    const x0 = CX - rx + 1.5;
    const x1 = CX + rx * 0.05;
    out.push(
      `<path ${paint.ice} d="M${f1(x0)} ${f1(cy + 1)}Q${f1(x0 + 2)} ${f1(cy - 7)} ${f1((x0 + x1) / 2)} ${f1(cy - 7.5)}Q${f1(x1 - 1)} ${f1(cy - 6)} ${f1(x1)} ${f1(cy + 1.5)}Z"/>`,
    );
  } else if (scene.i === "crushed") {
    out.push(
      `<path ${paint.ice} d="M${f1(CX - rx)} ${f1(cy)}Q${f1(CX)} ${f1(cy - 10)} ${f1(CX + rx)} ${f1(cy)}Z"/>`,
    );
  }
  return out.join("");
}

export type DrinkSvgOptions = {
  mode: "card" | "social";
  /** unique within the page (a sunrise's gradient is referenced by id) */
  id: string;
  /** extra attributes for the root element (class), card mode only */
  className?: string;
};

/** The drawing of the drink on a 100×100 grid (without the root element). */
export function drinkGroup(scene: Scene, mode: "card" | "social", id: string): string {
  const def = GLASSES[scene.g];
  const paint = paints(mode);
  const random = rng(JSON.stringify(scene));
  const first = def.p[0] as [number, number];
  const last = def.p[def.p.length - 1] as [number, number];
  const rimY = first[0];
  const rimHw = first[1];
  const bottomY = last[0];
  const frozen = scene.i === "frozen";
  const fill = frozen ? 0.97 : def.fill;
  const topY =
    scene.l !== undefined && !frozen && !def.body
      ? levelY(def.p, rimY, bottomY, fill, scene.l)
      : rimY + (bottomY - rimY) * (1 - fill);
  const up = ["coupe", "martini", "nick-and-nora", "flute", "margarita", "snifter"].includes(scene.g);
  const geo: Geo = { rimY, rimHw, topY, bottomY, up, p: def.p };
  const out: string[] = [];

  if (!def.body) out.push(`<path ${paint.glassFill} d="${bandPath(def.p, rimY, bottomY)}"/>`);
  const hasLiquid = scene.b.length > 0;
  if (hasLiquid) {
    out.push(bandsSvg(scene, def, topY, bottomY, `${id}s`));
    if (frozen) {
      const top = scene.b[scene.b.length - 1] as Band;
      const w = hwAt(def.p, topY);
      out.push(
        `<path d="M${f1(CX - w)} ${f1(topY)}Q${f1(CX)} ${f1(topY - 14)} ${f1(CX + w)} ${f1(topY)}Z" fill="${top[0]}" fill-opacity="${top[1]}"/>`,
      );
      const dots = Array.from({ length: 9 }, () => {
        const y = topY - 4 + random() * (bottomY - topY) * 0.7;
        const x = CX + (random() * 2 - 1) * (hwAt(def.p, y) - 4);
        return `M${f1(x)} ${f1(y)}h.6`;
      }).join("");
      out.push(
        `<path d="${dots}" stroke="#fff" stroke-opacity=".7" stroke-width="1.6" stroke-linecap="round"/>`,
      );
    }
    if (scene.u === 1 && !def.body) {
      const bubbles = Array.from({ length: 8 }, () => {
        const y = topY + 4 + random() * (bottomY - topY - 8);
        const x = CX + (random() * 2 - 1) * (hwAt(def.p, y) - 3);
        return `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(0.7 + random() * 0.9)}"/>`;
      }).join("");
      out.push(`<g fill="#fff" fill-opacity=".75">${bubbles}</g>`);
    }
    if (!def.body && !frozen) {
      const w = hwAt(def.p, topY);
      out.push(
        `<path d="M${f1(CX - w + 1.5)} ${f1(topY + 0.6)}H${f1(CX + w - 1.5)}" stroke="#fff" stroke-opacity=".45" stroke-width="1.1"/>`,
      );
    }
  }
  if (scene.a === 1 && hasLiquid && !scene.f && !frozen && !def.body) {
    // A shaken drink's fine froth: a pale rim of tiny bubbles on the surface.
    const w = hwAt(def.p, topY) - 1;
    const dots = [-0.75, -0.45, -0.15, 0.15, 0.45, 0.75]
      .map((t, i) => `M${f1(CX + t * w)} ${f1(topY + 1 + (i % 2) * 0.7)}h.4`)
      .join("");
    out.push(
      `<path d="${bandPath(def.p, topY, topY + 1.8)}" fill="#fff" fill-opacity=".55"/><path d="${dots}" stroke="#fff" stroke-opacity=".8" stroke-width="1" stroke-linecap="round"/>`,
    );
  }
  out.push(iceSvg(scene, def, geo, paint, random));
  if (scene.f && hasLiquid) {
    const fh = Math.max(2.5, (bottomY - topY) * 0.14);
    out.push(`<path d="${bandPath(def.p, topY, topY + fh)}" fill="${scene.f}"/>`);
  }
  // Garnish in slots: each slot takes one.
  const taken = new Set<string>();
  const placed: [GarnishKind, "right" | "left" | "surface" | "inside"][] = [];
  for (const kind of scene.n) {
    const slot = slotsFor(kind, up).find((s) => s === ("rim" as string) || !taken.has(s));
    if (!slot) continue;
    if (slot !== ("rim" as string)) taken.add(slot);
    placed.push([kind, slot]);
  }
  const behind = placed.filter(([, s]) => s === "inside" || s === "surface");
  const front = placed.filter(([, s]) => s !== "inside" && s !== "surface");
  if (hasLiquid) for (const [kind, slot] of behind) out.push(garnishSvg(kind, slot, geo));
  if (def.body) {
    out.push(`<path d="${outlinePath({ ...def, extra: "" })}" fill="${def.body}"/>`);
    out.push(
      `<path d="M${f1(CX - rimHw + 5)} ${f1(rimY + 6)}V${f1(bottomY - 6)}" stroke="#fff" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>`,
    );
    if (def.deco)
      out.push(
        `<path d="${def.deco}" fill="none" stroke="#000" stroke-opacity=".28" stroke-width="1.3" stroke-linecap="round"/>`,
      );
    out.push(surfaceSvg(scene, geo, paint));
  } else {
    // A highlight down the left wall.
    const x = CX - hwAt(def.p, rimY + (bottomY - rimY) * 0.3) + 3.5;
    out.push(
      `<path d="M${f1(x)} ${f1(rimY + (bottomY - rimY) * 0.15)}L${f1(CX - hwAt(def.p, bottomY - (bottomY - rimY) * 0.2) + 3.5)} ${f1(bottomY - (bottomY - rimY) * 0.2)}" stroke="#fff" stroke-opacity=".55" stroke-width="1.4" stroke-linecap="round"/>`,
    );
  }
  out.push(`<path ${paint.outline} d="${outlinePath(def)}"/>`);
  for (const [kind, slot] of front) out.push(garnishSvg(kind, slot, geo));
  return out.join("");
}

/** The inline SVG for cards and the recipe page: decorative, themed by CSS classes. */
export function drinkSvg(scene: Scene, id: string, className = "dp"): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" class="${className}" aria-hidden="true" focusable="false">${drinkGroup(scene, "card", id)}</svg>`;
}

/** The 1200×630 social picture: the drink on a backdrop tinted with its colour. */
export function socialSvg(scene: Scene): string {
  const top = scene.b[scene.b.length - 1];
  const tint = top ? top[0] : "#c9d6df";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><defs><radialGradient id="bg" cx=".5" cy=".45" r=".75"><stop offset="0" stop-color="#fbf7f0"/><stop offset="1" stop-color="#efe4d2"/></radialGradient><radialGradient id="halo" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${tint}" stop-opacity=".34"/><stop offset="1" stop-color="${tint}" stop-opacity="0"/></radialGradient></defs><rect width="1200" height="630" fill="url(#bg)"/><circle cx="600" cy="300" r="330" fill="url(#halo)"/><path d="M0 560H1200V630H0Z" fill="#e6d7bf"/><ellipse cx="600" cy="562" rx="150" ry="14" fill="#000" fill-opacity=".10"/><g transform="translate(330 52) scale(5.4)">${drinkGroup(scene, "social", "x")}</g></svg>`;
}

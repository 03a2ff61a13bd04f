// Pictures for brands and products, drawn like the drink pictures (app/lib/drink-picture-svg.ts): small
// inline SVGs on a 100×100 grid, the glass outline and tint themed by the same CSS classes (`o`, `g`), the
// colours of what is inside inline. Pure and deterministic: the same name or ingredient always gives the same
// picture, on the server and in the browser.
// - A brand's monogram: a round badge in a colour chosen from the brand's name, with its initials.
// - A product's bottle: a shape for the kind of drink it is (spirit, liqueur, wine, beer, bitters, syrup,
//   mixer), filled with its ingredient's colour, and a label in its brand's colour.
// Decorative (aria-hidden): the name is always in the text beside them.

/** Deep colours that carry white initials at a contrast of at least 4.5:1. */
const PALETTE = [
  "#8a2f2a",
  "#2d5d7c",
  "#3d6a35",
  "#6e4a18",
  "#5b3b7a",
  "#1f6663",
  "#83355a",
  "#45506e",
  "#7a3d12",
  "#2f5f4a",
] as const;

/** A small, stable hash of a text (FNV-1a, 32 bits). */
export function nameHash(text: string): number {
  let h = 2166136261;
  for (const ch of text.normalize("NFC").toLowerCase()) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

/** The brand's colour: always the same for the same name (letter case and spacing aside). */
export function brandColour(name: string): string {
  return PALETTE[nameHash(name.trim().replace(/\s+/g, " ")) % PALETTE.length] as string;
}

/** Up to two initials: the first letters of the first two words ("Kesselwind Spirits" → "KS"). */
export function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu) ?? [];
  const letters = words
    .filter((w, i) => i === 0 || !/^(and|und|&|of|the|der|die|das|von)$/i.test(w))
    .slice(0, 2)
    .map((w) => [...w][0] ?? "");
  return letters.join("").toUpperCase() || "?";
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A brand's monogram: a round badge in its colour with its initials. */
export function monogramSvg(name: string, className = "bp"): string {
  const colour = brandColour(name);
  const letters = initials(name);
  const size = letters.length > 1 ? 38 : 46;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" class="${className}" aria-hidden="true" focusable="false"><circle cx="50" cy="50" r="46" fill="${colour}"/><circle cx="50" cy="50" r="39" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="2"/><path d="M22 70Q50 80 78 70" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1.6" stroke-linecap="round"/><text x="50" y="50" dy=".35em" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="${size}" fill="#fff">${escapeXml(letters)}</text></svg>`;
}

export type BottleShape = "spirit" | "liqueur" | "wine" | "beer" | "bitters" | "syrup" | "mixer";

/** The bottle for an ingredient, from its key and its ancestors' keys. */
export function bottleShape(keys: readonly string[]): BottleShape {
  const has = (k: string) => keys.includes(k);
  if (has("bitters")) return "bitters";
  if (has("liqueurs")) return "liqueur";
  if (has("wines") || has("fortified-wines")) return "wine";
  if (has("beer-and-cider") || has("non-alcoholic-beer")) return "beer";
  if (has("syrups-sweeteners")) return "syrup";
  if (has("mixers") || has("juices") || has("coffee-tea")) return "mixer";
  return "spirit";
}

/** What a product's bottle shows: its shape, and the colour and opacity of what is inside. */
export type Bottle = { shape: BottleShape; colour: string | null; opacity: number | null };

type Outline = {
  /** the liquid's surface and the bottle's base */
  fill: number;
  bottom: number;
  /** the bottle, symmetric: half-widths from the top of the neck down */
  profile: [y: number, halfWidth: number][];
  /** cap or cork */
  cap: string;
  /** label: x, y, width, height */
  label: [number, number, number, number];
};

const SHAPES: Record<BottleShape, Outline> = {
  spirit: {
    fill: 36,
    bottom: 94,
    profile: [
      [6, 6],
      [22, 6],
      [30, 16],
      [34, 19],
      [94, 19],
    ],
    cap: "M43 2h14v7H43z",
    label: [33, 50, 34, 28],
  },
  liqueur: {
    fill: 44,
    bottom: 94,
    profile: [
      [14, 5.5],
      [30, 5.5],
      [38, 17],
      [48, 23],
      [70, 24],
      [88, 22],
      [94, 19],
    ],
    cap: "M44 6h12v10H44z",
    label: [30, 56, 40, 22],
  },
  wine: {
    fill: 40,
    bottom: 94,
    profile: [
      [4, 5],
      [28, 5.5],
      [42, 15],
      [50, 17],
      [94, 17],
    ],
    cap: "M44.5 1h11v10h-11z",
    label: [34, 60, 32, 24],
  },
  beer: {
    fill: 34,
    bottom: 94,
    profile: [
      [12, 5],
      [26, 5.5],
      [40, 14],
      [46, 16],
      [94, 16],
    ],
    cap: "M43.5 8h13v5h-13z",
    label: [35, 58, 30, 20],
  },
  bitters: {
    fill: 44,
    bottom: 94,
    profile: [
      [24, 4.5],
      [34, 5],
      [40, 14],
      [44, 16],
      [94, 16],
    ],
    cap: "M45 14h10v11H45z",
    label: [31, 46, 38, 44],
  },
  syrup: {
    fill: 44,
    bottom: 94,
    profile: [
      [22, 6],
      [34, 6],
      [42, 17],
      [48, 19],
      [94, 19],
    ],
    cap: "M43 16h14v7H43z",
    label: [34, 58, 32, 24],
  },
  mixer: {
    fill: 30,
    bottom: 94,
    profile: [
      [18, 4.5],
      [28, 5],
      [44, 13],
      [60, 12],
      [76, 14],
      [94, 14],
    ],
    cap: "M44.5 13h11v6h-11z",
    label: [36, 64, 28, 16],
  },
};

const f1 = (n: number) => String(Math.round(n * 10) / 10);

function halfWidthAt(p: [number, number][], y: number): number {
  for (let i = 1; i < p.length; i++) {
    const [y0, w0] = p[i - 1] as [number, number];
    const [y1, w1] = p[i] as [number, number];
    if (y <= y1) return w0 + ((w1 - w0) * (y - y0)) / (y1 - y0 || 1);
  }
  return (p[p.length - 1] as [number, number])[1];
}

/** The polygon of a symmetric profile between heights y1 (top) and y2 (bottom). */
function between(p: [number, number][], y1: number, y2: number): string {
  const ys = [y1, ...p.map(([y]) => y).filter((y) => y > y1 && y < y2), y2];
  const left = ys.map((y) => `${f1(50 - halfWidthAt(p, y))} ${f1(y)}`);
  const right = [...ys].reverse().map((y) => `${f1(50 + halfWidthAt(p, y))} ${f1(y)}`);
  return `M${left.join(" ")} ${right.join(" ")}Z`;
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A product's bottle: its shape, the liquid in its ingredient's colour (a clear spirit stays a faint tint),
 * a label in its brand's colour with the brand's initials.
 */
export function bottleSvg(bottle: Bottle, brandName: string, className = "bp"): string {
  const s = SHAPES[bottle.shape] ?? SHAPES.spirit;
  const p = s.profile;
  const top = (p[0] as [number, number])[0];
  const colour = bottle.colour && HEX.test(bottle.colour) ? bottle.colour.toLowerCase() : "#eef3f5";
  const opacity = Math.min(1, Math.max(0, bottle.opacity ?? 0.1));
  const alpha = Math.round((0.25 + 0.75 * Math.sqrt(opacity)) * 100) / 100;
  const [lx, ly, lw, lh] = s.label;
  const label = brandColour(brandName);
  const letters = escapeXml(initials(brandName));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" class="${className}" aria-hidden="true" focusable="false">`,
    `<path class="g" d="${between(p, top, s.bottom)}"/>`,
    `<path d="${between(p, s.fill, s.bottom)}" fill="${colour}" fill-opacity="${alpha}"/>`,
    `<path d="M${f1(50 - halfWidthAt(p, s.fill) + 1.5)} ${f1(s.fill + 0.6)}H${f1(50 + halfWidthAt(p, s.fill) - 1.5)}" stroke="#fff" stroke-opacity=".45" stroke-width="1.1"/>`,
    `<rect x="${lx}" y="${ly}" width="${lw}" height="${lh}" rx="2" fill="${label}"/>`,
    `<rect x="${lx + 2.5}" y="${ly + 2.5}" width="${lw - 5}" height="${lh - 5}" rx="1.2" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width=".8"/>`,
    `<text x="50" y="${f1(ly + lh / 2)}" dy=".35em" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="${f1(Math.min(lh * 0.5, lw * 0.36))}" fill="#fff">${letters}</text>`,
    `<path d="M${f1(50 - halfWidthAt(p, s.fill + 6) + 3.5)} ${f1(s.fill + 6)}V${f1(s.bottom - 8)}" stroke="#fff" stroke-opacity=".55" stroke-width="1.4" stroke-linecap="round"/>`,
    `<path class="o" d="${between(p, top, s.bottom)}"/>`,
    `<path d="${s.cap}" fill="#3a3f4b"/>`,
    "</svg>",
  ].join("");
}

// npx tsx scripts/contact-sheet.ts [out.png] — every seeded recipe's drink picture on one PNG grid with its
// name, so a person can judge them all at once (docs/decisions/0013-drink-pictures.md). Reads the seed
// content (recipes, the ingredient tree, ingredient colours) and draws exactly what the app stores; no
// database needed. Names are drawn with the system's fonts (a tool for people, not the served picture).
import fs from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import { drinkGroup } from "../app/lib/drink-picture-svg";
import { sceneFromRecipe } from "../app/lib/drink-scene";
import { seedRecipes as recipes, seedPictureInput } from "../db/seed/picture-input";

const out = process.argv[2] ?? "/tmp/contact-sheet.png";
const only = process.env.ONLY?.split(",");

const list = only ? recipes.filter((r) => only.includes(r.slug)) : recipes;
const COLS = only ? Math.min(list.length, 6) : 14;
const W = 150;
const H = 178;
const rows = Math.ceil(list.length / COLS);
const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const cells = list.map((r, index) => {
  const scene = sceneFromRecipe(seedPictureInput(r));
  const x = (index % COLS) * W;
  const y = Math.floor(index / COLS) * H;
  return `<g transform="translate(${x} ${y})"><rect x="4" y="4" width="${W - 8}" height="${H - 8}" rx="10" fill="#f6efe4"/><g transform="translate(10 8) scale(1.3)">${drinkGroup(scene, "social", `c${index}`)}</g><text x="${W / 2}" y="${H - 14}" font-family="DejaVu Sans, sans-serif" font-size="11" text-anchor="middle" fill="#333">${escapeXml(r.en.name.slice(0, 24))}</text></g>`;
});
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${COLS * W}" height="${rows * H}"><rect width="100%" height="100%" fill="#fff"/>${cells.join("")}</svg>`;
const png = new Resvg(svg, { font: { loadSystemFonts: true } }).render().asPng();
fs.writeFileSync(out, png);
console.log(`${list.length} pictures → ${out} (${COLS * W}×${rows * H})`);

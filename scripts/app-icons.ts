// The app icons of the web app manifest (app/lib/web-manifest.ts) and the home-screen icon iOS asks for
// (/apple-touch-icon.png, which Safari fetches without a link): the favicon's glass (public/favicon.svg) in
// the site's cream on its accent red, rendered with resvg. The PNGs are committed, so run this again only
// when the icon changes:
//
//   npx tsx scripts/app-icons.ts
import fs from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { BACKGROUND_COLOUR, THEME_COLOUR } from "../app/lib/web-manifest";

/** The favicon's glass: 24 units wide and high, from (4, 4) of its 32-unit box. */
const GLASS = `<path d="M4 4h24L17 17v9h5v2H10v-2h5v-9z" fill="${BACKGROUND_COLOUR}"/><circle cx="22" cy="8" r="2" fill="${THEME_COLOUR}"/>`;

/**
 * A 512-unit icon: the glass `glassSize` units wide in the middle. `rounded`: a rounded square on a clear
 * ground ("any"); else red to the edges, for launchers that cut their own shape ("maskable", iOS).
 */
function icon(glassSize: number, rounded: boolean): string {
  const scale = glassSize / 24;
  const offset = (512 - glassSize) / 2 - 4 * scale;
  const ground = rounded
    ? `<rect width="512" height="512" rx="112" fill="${THEME_COLOUR}"/>`
    : `<rect width="512" height="512" fill="${THEME_COLOUR}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${ground}<g transform="translate(${offset} ${offset}) scale(${scale})">${GLASS}</g></svg>`;
}

// A maskable icon's shape may cut anything outside the middle circle of 80 % of its width: the glass (a
// square of 252 units, diagonal 356) stays inside that circle (diameter 410).
const ICONS = [
  { file: "icon-192.png", size: 192, svg: icon(300, true) },
  { file: "icon-512.png", size: 512, svg: icon(300, true) },
  { file: "icon-maskable-512.png", size: 512, svg: icon(252, false) },
  { file: "apple-touch-icon.png", size: 180, svg: icon(300, false) },
];

for (const { file, size, svg } of ICONS) {
  const png = new Resvg(svg, { fitTo: { mode: "width", value: size } }).render();
  if (png.width !== size || png.height !== size)
    throw new Error(`${file}: rendered ${png.width}×${png.height}`);
  fs.writeFileSync(path.join("public", file), png.asPng());
  console.log(`public/${file}: ${size}×${size}`);
}

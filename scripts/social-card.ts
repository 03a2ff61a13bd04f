// The site picture for link previews (og:image, twitter:image) on pages without a drink picture of their
// own: a 1200×630 PNG per language, public/social-card-{de,en}.png. Drawn here as SVG and rendered once
// with resvg; the PNGs are committed, so run this again only when the card changes:
//
//   npx tsx scripts/social-card.ts
//
// Text is set in DejaVu Serif/Sans (fonts-dejavu, present on Debian): resvg reads TrueType, not the
// site's woff2 display face.
import fs from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { SITE_IMAGE_SIZE, siteImagePath } from "../app/lib/seo";
import de from "../app/locales/de";
import en from "../app/locales/en";

const { width: W, height: H } = SITE_IMAGE_SIZE;

const xmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A coupe with a Negroni-red drink, an orange wheel and a few bubbles, on the card's left. */
function glass(): string {
  return `
  <g transform="translate(50 135) scale(0.9)">
    <ellipse cx="190" cy="400" rx="150" ry="18" fill="#e9dfcd"/>
    <path d="M30 80 H350 C350 190 270 250 190 250 C110 250 30 190 30 80 Z" fill="#f1e9dc" stroke="#4a4036" stroke-width="8" stroke-linejoin="round"/>
    <path d="M48 110 H332 C322 190 258 232 190 232 C122 232 58 190 48 110 Z" fill="#b3261e"/>
    <path d="M48 110 H332 C331 120 329 128 326 136 H54 C51 128 49 120 48 110 Z" fill="#d9452f" opacity="0.8"/>
    <path d="M190 250 V390 M120 396 H260" stroke="#4a4036" stroke-width="8" stroke-linecap="round"/>
    <circle cx="300" cy="76" r="52" fill="#f29e38" stroke="#4a4036" stroke-width="6"/>
    <circle cx="300" cy="76" r="38" fill="#f7c26b"/>
    <path d="M300 38 V114 M262 76 H338 M273 49 L327 103 M327 49 L273 103" stroke="#f29e38" stroke-width="4"/>
    <circle cx="150" cy="170" r="7" fill="#fff" opacity="0.5"/>
    <circle cx="190" cy="195" r="5" fill="#fff" opacity="0.45"/>
    <circle cx="120" cy="145" r="4" fill="#fff" opacity="0.5"/>
  </g>`;
}

function card(messages: typeof de): string {
  const name = xmlText(messages.site.name);
  const tagline = xmlText(messages.site.tagline);
  const features = xmlText(
    [messages.nav.recipes, messages.nav.virtualBar, messages.nav.brands].join("  ·  "),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="#fffdf8"/>
  <rect x="0" y="0" width="460" height="${H}" fill="#f3eee4"/>
  <rect x="0" y="${H - 16}" width="${W}" height="16" fill="#8a2d12"/>
  ${glass()}
  <g font-family="DejaVu Serif" fill="#1d1a16">
    <text x="510" y="270" font-size="66" font-weight="bold">${name}</text>
    <text x="510" y="332" font-size="30" fill="#5a534b">${tagline}</text>
  </g>
  <rect x="510" y="372" width="120" height="6" rx="3" fill="#8a2d12"/>
  <text x="510" y="442" font-family="DejaVu Sans" font-size="28" fill="#8a2d12">${features}</text>
  <text x="510" y="492" font-family="DejaVu Sans" font-size="24" fill="#5a534b">Deutsch · English</text>
</svg>`;
}

for (const [locale, messages] of [
  ["de", de],
  ["en", en],
] as const) {
  const resvg = new Resvg(card(messages), {
    fitTo: { mode: "width", value: W },
    font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" },
  });
  const png = resvg.render();
  if (png.width !== W || png.height !== H) throw new Error(`rendered ${png.width}×${png.height}`);
  const file = path.join("public", siteImagePath(locale));
  fs.writeFileSync(file, png.asPng());
  console.log(`${file}: ${png.width}×${png.height}`);
}

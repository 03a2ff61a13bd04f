import { GLASS_TYPES, type GlassType } from "../../db/domain";

// Stemmed glasses share one foot so their bowls are what tells them apart; the stem runs from the bowl down.
const stem = (fromY: number) => `M24 ${fromY}V42M16 42h16`;

// Outlines on a 48×48 grid, drawn by stroke only; sizes are relative to each other (a shot is small,
// a collins tall) because the silhouette is what people recognise.
const GLASS_PATHS: Record<GlassType, string> = {
  coupe: `M7 12h34a17 10 0 0 1-34 0z${stem(22)}`,
  martini: `M6 8h36L24 26z${stem(26)}`,
  "nick-and-nora": `M14 8h20c0 9-4 14-10 14s-10-5-10-14z${stem(22)}`,
  rocks: "M10 20h28l-2 22H12zM13 37h22M18 27l6-2 2 6-6 2z",
  "double-rocks": "M7 14h34l-2 28H9zM10 37h28M13 23l6-2 2 6-6 2zM26 22l6 1-1 6-6-1z",
  highball: "M13 8h22l-1 34H14zM14 38h20",
  collins: "M16 6h16v38H16zM16 40h16M26 12l7-11",
  hurricane: `M14 4c0 6 5 8 5 13s-7 6-7 12 5 8 12 8 12-2 12-8-7-7-7-12 5-7 5-13z${stem(37)}`,
  flute: `M19 4h10l-1 20a4 4 0 0 1-8 0z${stem(28)}`,
  wine: `M16 4h16c3 6 4 11 2 15s-6 4-10 4-8-1-10-4-1-9 2-15z${stem(23)}`,
  "copper-mug": "M8 10h24v32H8zM8 15h24M8 37h24M32 17h4a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3h-4",
  tiki: "M12 5h24l-2 37H14zM17 15l4 2M31 15l-4 2M22 22l2 4 2-4M18 31h12M20 31v3M24 31v3M28 31v3",
  shot: "M17 24h14l-2 18H19zM19 38h10",
  "julep-cup": "M11 12h26l-3 30H14zM11.5 16h25M13.6 38h20.8M22 12c-3-3-2-7 2-9 2 4 1 7-2 9",
  "irish-coffee": `M14 5h20l-2 22H16zM33.6 9H37a3 3 0 0 1 3 3v5a3 3 0 0 1-3 3h-4.5${stem(27)}`,
  "poco-grande": `M12 4h24c0 6-6 8-6 14 0 4-3 6-6 6s-6-2-6-6c0-6-6-8-6-14z${stem(24)}`,
  snifter: `M17 8h14c4 4 7 8 7 13a14 12 0 0 1-28 0c0-5 3-9 7-13z${stem(33)}`,
  margarita: `M5 6h38c0 5-6 8-12 8-1 0-2 1-2 3 0 4-2 7-5 7s-5-3-5-7c0-2-1-3-2-3-6 0-12-3-12-8z${stem(24)}`,
  fizz: "M14 16h20l-1 26H15zM15 38h18M20 28a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M25 22a1 1 0 1 0 2 0 1 1 0 1 0-2 0",
};

// A plain tumbler reads as "some glass" for values the icon set does not know yet.
const GENERIC_PATH = "M12 12h24l-2 30H14z";

function isGlassType(value: string): value is GlassType {
  return (GLASS_TYPES as readonly string[]).includes(value);
}

/** With a title the icon is an image with that name; without one it is decoration, hidden from screen readers. */
export function GlassIcon({ glass, title }: { glass: string; title?: string }) {
  const d = isGlassType(glass) ? GLASS_PATHS[glass] : GENERIC_PATH;
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: without a title the icon is decorative and aria-hidden
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 48 48"
      width={48}
      height={48}
      {...(title ? { role: "img", "aria-label": title } : { "aria-hidden": true })}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {title ? <title>{title}</title> : null}
      <path d={d} />
    </svg>
  );
}

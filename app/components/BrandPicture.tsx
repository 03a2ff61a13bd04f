import { useEffect, useRef, useState } from "react";
import type { Bottle } from "~/lib/brand-picture";
import * as drawing from "~/lib/brand-picture";

// A brand's monogram and a product's bottle (app/lib/brand-picture.ts), drawn inline like the drink
// pictures (components/DrinkPicture.tsx): on the server at first, so a page ships no drawing code; a hydrated
// picture keeps the server's markup, and the browser loads the drawing only when it must draw one itself
// (a client navigation). In the browser build `import.meta.env.SSR` is false and the static import is
// tree-shaken away. Decorative: hidden from screen readers, the name is beside it. (The product page draws
// its one bottle in the loader instead: it has no room in its JavaScript budget for this component.)
type Drawing = typeof drawing;
let draw: Drawing | null = import.meta.env.SSR ? drawing : null;
let loading: Promise<Drawing> | null = null;
const loadDraw = () => {
  loading ??= import("~/lib/brand-picture").then((m) => {
    draw = m;
    return m;
  });
  return loading;
};

function Picture({ markup, drawKey, className }: { markup: string; drawKey: string; className: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [, drawn] = useState(0);
  const hydratedKey = useRef(drawKey);
  useEffect(() => {
    const empty = ref.current?.childElementCount === 0;
    if (!draw && (empty || hydratedKey.current !== drawKey)) loadDraw().then(() => drawn((n) => n + 1));
  });
  return (
    <span
      ref={ref}
      className={`brand-picture ${className}`}
      aria-hidden="true"
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markup drawn by brand-picture.ts, which escapes the only text it takes (initials) and checks colours
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

/** A brand's monogram: a round badge in its colour with its initials. */
export function BrandMonogram({ name, className = "" }: { name: string; className?: string }) {
  return (
    <Picture
      markup={draw ? draw.monogramSvg(name) : ""}
      drawKey={name}
      className={`brand-picture--mark ${className}`.trim()}
    />
  );
}

/** A product's bottle: shaped for its kind, filled with its colour, labelled in its brand's colour. */
export function ProductBottle({
  bottle,
  brandName,
  className = "",
}: {
  bottle: Bottle;
  brandName: string;
  className?: string;
}) {
  return (
    <Picture
      markup={draw ? draw.bottleSvg(bottle, brandName) : ""}
      drawKey={`${brandName}|${bottle.shape}|${bottle.colour}|${bottle.opacity}`}
      className={`brand-picture--bottle ${className}`.trim()}
    />
  );
}

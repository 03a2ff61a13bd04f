import { useEffect, useId, useRef, useState } from "react";
import * as drawing from "~/lib/drink-picture-draw";

// The drawing code (readScene + drinkSvg, about 6 KB gzipped) is on the server only at first: a hydrated
// picture keeps the server's markup (React leaves innerHTML alone when it hydrates), and the browser loads
// the drawing the first time it must draw a picture itself (a client navigation). In the server build
// `import.meta.env.SSR` is true, so the static import is used; in the browser build it is tree-shaken away.
// docs/decisions/0018-javascript-budget.md.
type Draw = (picture: unknown, glass: string, id: string) => string;
let draw: Draw | null = import.meta.env.SSR ? drawing.drawPicture : null;
let loading: Promise<Draw> | null = null;
const loadDraw = () => {
  loading ??= import("~/lib/drink-picture-draw").then((m) => {
    draw = m.drawPicture;
    return m.drawPicture;
  });
  return loading;
};

/**
 * A recipe's drink picture, drawn inline from its stored scene (recipes.picture). Decorative: hidden from
 * screen readers (the name and glass are in the text beside it). A missing or unreadable scene shows the
 * empty glass.
 */
export function DrinkPicture({
  picture,
  glass,
  className,
}: {
  picture: unknown;
  glass: string;
  className?: string;
}) {
  // Unique per picture on the page: a sunrise's gradient is referenced by id.
  const id = `dp${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const ref = useRef<HTMLSpanElement>(null);
  const [, drawn] = useState(0);
  const html = draw ? draw(picture, glass, id) : "";
  // What the hydrated markup shows: another recipe in the same place (a client navigation) needs drawing.
  const key = `${glass}|${JSON.stringify(picture)}`;
  const hydratedKey = useRef(key);
  useEffect(() => {
    const empty = ref.current?.childElementCount === 0;
    if (!draw && (empty || hydratedKey.current !== key)) loadDraw().then(() => drawn((n) => n + 1));
  });
  return (
    <span
      ref={ref}
      className={className ? `drink-picture ${className}` : "drink-picture"}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markup drawn by drinkSvg from a scene checked by readScene (hex colours, numbers, fixed names), never from user text
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

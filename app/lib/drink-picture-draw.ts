// A card's drink picture from a stored scene, as SVG markup: what components/DrinkPicture.tsx draws (on the
// server always, in the browser only for pictures it renders itself, loaded on demand).

import { drinkSvg } from "./drink-picture-svg";
import { emptyScene, readScene } from "./drink-scene";

// A list page draws 24 pictures per render and the same drinks come back on every page: the markup is kept
// per scene (bounded; it starts over when full) with a token where the picture's own id goes, so a page
// pays a look-up and a replace instead of drawing (about 5% of a list page's CPU on the server).
const ID_TOKEN = "\u0000id\u0000";
const MEMO_LIMIT = 2_000;
const memo = new Map<string, string>();

export function drawPicture(picture: unknown, glass: string, id: string): string {
  const key = `${glass}|${typeof picture === "string" ? picture : JSON.stringify(picture)}`;
  let svg = memo.get(key);
  if (svg === undefined) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    svg = drinkSvg(readScene(picture) ?? emptyScene(glass), ID_TOKEN);
    memo.set(key, svg);
  }
  return svg.includes(ID_TOKEN) ? svg.replaceAll(ID_TOKEN, id) : svg;
}

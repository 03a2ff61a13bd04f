// A card's drink picture from a stored scene, as SVG markup: what components/DrinkPicture.tsx draws (on the
// server always, in the browser only for pictures it renders itself, loaded on demand).
import { emptyScene, readScene } from "../../db/drink-scene";
import { drinkSvg } from "./drink-picture-svg";

export const drawPicture = (picture: unknown, glass: string, id: string): string =>
  drinkSvg(readScene(picture) ?? emptyScene(glass), id);

import { describe, expect, it } from "vitest";
import { drawPicture } from "./drink-picture-draw";
import { drinkSvg } from "./drink-picture-svg";
import { emptyScene, type PictureLine, sceneFromRecipe } from "./drink-scene";

const line = (key: string, colour: string, opacity: number, amount: number): PictureLine => ({
  keys: [key, "root"],
  colour,
  opacity,
  amount,
  unit: "cl",
  optional: false,
});

const sunrise = sceneFromRecipe({
  glass: "highball",
  method: "build",
  lines: [
    line("tequila", "#f4f3ee", 0.03, 4.5),
    line("orange-juice", "#f7a21b", 0.82, 9),
    line("grenadine", "#b8102a", 0.92, 1.5),
  ],
  garnish: ["Orange slice and cherry"],
});
const negroni = sceneFromRecipe({
  glass: "rocks",
  method: "stir",
  lines: [
    line("gin", "#f4f3ee", 0.03, 3),
    line("campari", "#c8102e", 0.85, 3),
    line("sweet-vermouth", "#7a2a12", 0.7, 3),
  ],
  garnish: ["Orange peel"],
});

describe("drawPicture", () => {
  it("draws exactly what drinkSvg draws, with each picture's own id, however often it is asked", () => {
    for (let round = 0; round < 2; round++) {
      for (const id of ["dpA", "dpB"]) {
        expect(drawPicture(sunrise, "highball", id)).toBe(drinkSvg(sunrise, id));
        expect(drawPicture(negroni, "rocks", id)).toBe(drinkSvg(negroni, id));
      }
    }
    // the sunrise's gradient is named by the id it was drawn for
    expect(drawPicture(sunrise, "highball", "dpA")).toContain('id="dpAs"');
    expect(drawPicture(sunrise, "highball", "dpB")).not.toContain("dpA");
  });

  it("draws the empty glass for a scene it cannot read, by glass", () => {
    expect(drawPicture("not a scene", "coupe", "dpC")).toBe(drinkSvg(emptyScene("coupe"), "dpC"));
    expect(drawPicture(null, "rocks", "dpC")).toBe(drinkSvg(emptyScene("rocks"), "dpC"));
  });
});

import { describe, expect, it } from "vitest";
import { drinkSvg, socialSvg } from "./drink-picture-svg";
import { emptyScene, type PictureLine, sceneFromRecipe } from "./drink-scene";

const line = (
  key: string,
  colour: string,
  opacity: number,
  amount: number | null,
  unit = "cl",
): PictureLine => ({
  keys: [key, "root"],
  colour,
  opacity,
  amount,
  unit,
  optional: false,
});

const gin = (cl = 3) => line("gin", "#f4f3ee", 0.03, cl);

describe("drawing", () => {
  const negroni = sceneFromRecipe({
    glass: "rocks",
    method: "stir",
    lines: [gin(), line("campari", "#c8102e", 0.85, 3), line("sweet-vermouth", "#7a2a12", 0.7, 3)],
    garnish: ["Orange peel"],
  });
  const martini = sceneFromRecipe({
    glass: "martini",
    method: "stir",
    lines: [gin(6), line("dry-vermouth", "#f2eccc", 0.1, 1)],
    garnish: ["Olive"],
  });
  it("draws a decorative card SVG under 2 KB, themed by classes", () => {
    for (const scene of [negroni, martini, emptyScene("collins")]) {
      const svg = drinkSvg(scene, "t1");
      expect(svg).toContain('aria-hidden="true"');
      expect(svg).not.toContain("<title");
      expect(svg).toContain('class="o"');
      expect(svg.length).toBeLessThan(2048);
    }
  });
  it("draws one band per layer and a gradient for a sunrise", () => {
    const b52 = sceneFromRecipe({
      glass: "shot",
      method: "layer",
      lines: [line("a", "#1e0f08", 0.97, 2), line("b", "#c9a27a", 0.97, 2), line("c", "#c8742a", 0.5, 2)],
      garnish: [],
    });
    const svg = drinkSvg(b52, "t2");
    for (const colour of ["#1e0f08", "#c9a27a", "#c8742a"]) expect(svg).toContain(`fill="${colour}"`);
    const sunrise = sceneFromRecipe({
      glass: "highball",
      method: "build",
      lines: [line("orange-juice", "#f7a21b", 0.82, 9), line("grenadine", "#b8102a", 0.92, 1.5)],
      garnish: [],
    });
    expect(drinkSvg(sunrise, "t3")).toContain('<linearGradient id="t3s"');
  });
  it("draws the social picture at 1200×630 with inline colours only", () => {
    const svg = socialSvg(negroni);
    expect(svg).toContain('width="1200" height="630"');
    expect(svg).not.toContain("class=");
    expect(svg).not.toContain("var(");
  });
});

import { describe, expect, it } from "vitest";
import { qrSvg } from "./qr-svg";

describe("qrSvg", () => {
  it("is a silent SVG of paths only, for the given address", async () => {
    const svg = await qrSvg("https://cocktails.example/en/brand/driftplank/menu");
    expect(
      svg.startsWith('<svg aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg"'),
    ).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).not.toMatch(/<script|on\w+=|href/i);
    expect(svg.match(/<(\w+)/g)?.filter((tag) => tag !== "<svg" && tag !== "<path")).toEqual([]);
  });

  it("differs by address (each language gets its own code)", async () => {
    const en = await qrSvg("https://cocktails.example/en/brand/driftplank/menu");
    const de = await qrSvg("https://cocktails.example/de/brand/driftplank/menu");
    expect(en).not.toBe(de);
  });
});

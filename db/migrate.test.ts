import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrations } from "./migrate";

describe("migration list", () => {
  it("names every file in migrations/, in timestamp order", () => {
    const files = fs
      .readdirSync(path.resolve(__dirname, "../migrations"))
      .filter((f) => f.endsWith(".ts"))
      .map((f) => f.replace(/\.ts$/, ""))
      .sort();
    expect(Object.keys(migrations)).toEqual(files);
  });
  it("uses timestamped names", () => {
    for (const name of Object.keys(migrations)) expect(name).toMatch(/^\d{8}T\d{4}_[a-z0-9_]+$/);
  });
});

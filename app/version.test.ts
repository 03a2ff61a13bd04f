import { describe, expect, it } from "vitest";
import packageJson from "../package.json";

describe("__APP_VERSION__", () => {
  it("is package.json's version, set by vite.config.ts (under Vitest too)", () => {
    expect(__APP_VERSION__).toBe(packageJson.version);
  });
});

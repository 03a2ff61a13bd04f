import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The data layer stands on its own: the app imports db/, never the other way round, so seeding and
// migrating need none of the web app's code. One exception: the drawing engine (app/lib/drink-scene.ts), pure
// code the browser draws with and the seeder stores scenes from; it imports nothing from app/ itself. And the
// command-line tools of db/cli read their settings through the one configuration module, as the server does.
const SHARED_WITH_DB = ["drink-scene"].map((name) => path.resolve(import.meta.dirname, "../app/lib", name));
const CONFIG_MODULE = path.resolve(import.meta.dirname, "../app/utils/env.server");
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("db/ layering", () => {
  it("imports nothing from app/", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const app = path.join(root, "app");
    const offenders: string[] = [];
    for (const file of sourceFiles(path.join(root, "db"))) {
      const text = fs.readFileSync(file, "utf8");
      for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
        if (!specifier) continue;
        const target = specifier.startsWith(".") ? path.resolve(path.dirname(file), specifier) : specifier;
        if (SHARED_WITH_DB.includes(target)) continue;
        if (target === CONFIG_MODULE && path.dirname(file) === path.join(root, "db", "cli")) continue;
        if (target.startsWith("~/") || target === app || target.startsWith(`${app}${path.sep}`)) {
          offenders.push(`${path.relative(root, file)} → ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import {
  BUDGET_OVER_FLOOR,
  dynamicImports,
  FLOOR_GZIP,
  firstLoadModules,
  overBudget,
  type PageKind,
  pageBytes,
  parseManifestScript,
  type RemixManifest,
  routeChain,
  staticImports,
} from "./js-budget";

const manifest: RemixManifest = {
  url: "/assets/manifest-1.js",
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: { id: "root", module: "/assets/root.js", imports: ["/assets/react.js", "/assets/meta.js"] },
    "routes/$lang": { id: "routes/$lang", parentId: "root", module: "/assets/lang.js" },
    "routes/$lang.page": {
      id: "routes/$lang.page",
      parentId: "routes/$lang",
      module: "/assets/page.js",
      imports: ["/assets/meta.js", "/assets/widget.js"],
    },
  },
};

const sizes: Record<string, number> = {
  "/assets/entry.js": 10,
  "/assets/react.js": 80_000,
  "/assets/root.js": 20,
  "/assets/meta.js": 30,
  "/assets/lang.js": 40,
  "/assets/page.js": 50,
  "/assets/widget.js": 60,
  "/assets/manifest-1.js": 70,
  "/assets/lazy.js": 5_000,
};
const code: Record<string, string> = { "/assets/widget.js": 'const m=()=>import("./lazy.js");' };

describe("the first load of a page", () => {
  it("parses Remix's manifest script", () => {
    expect(parseManifestScript(`window.__remixManifest=${JSON.stringify(manifest)};`)).toEqual(manifest);
    expect(() => parseManifestScript("var x=1")).toThrow();
  });

  it("walks the routes from the root and lists each module once", () => {
    expect(routeChain(manifest, "routes/$lang.page")).toEqual(["root", "routes/$lang", "routes/$lang.page"]);
    expect(firstLoadModules(manifest, "routes/$lang.page")).toEqual([
      "/assets/entry.js",
      "/assets/react.js",
      "/assets/root.js",
      "/assets/meta.js",
      "/assets/lang.js",
      "/assets/page.js",
      "/assets/widget.js",
      "/assets/manifest-1.js",
    ]);
    expect(firstLoadModules(manifest, "routes/$lang.page", true)).not.toContain("/assets/manifest-1.js");
    expect(() => routeChain(manifest, "routes/nope")).toThrow(/no route/);
  });

  it("finds a chunk's import() targets beside it", () => {
    expect(
      dynamicImports("/assets/a.js", 'x(()=>import("./b-1.js")),import(\'./c.js\'),import("react")'),
    ).toEqual(["/assets/b-1.js", "/assets/c.js"]);
  });

  it("finds a chunk's static imports beside it", () => {
    expect(
      staticImports(
        "/assets/a.js",
        'import{u as v}from"./s-1.js";import k,{c as f}from"./r.js";import"./b.js";import("./d.js")',
      ),
    ).toEqual(["/assets/s-1.js", "/assets/r.js", "/assets/b.js"]);
  });

  it("sums bytes per page kind, lazy chunks apart, and names what is over budget", () => {
    const kinds: PageKind[] = [{ kind: "page", class: "content", routes: ["routes/$lang.page"] }];
    const [row] = pageBytes(
      manifest,
      (url) => ({ raw: (sizes[url] ?? 0) * 3, gzip: sizes[url] ?? 0 }),
      (url) => code[url] ?? "",
      kinds,
      { floor: 80_000 },
    );
    expect(row?.firstLoad.gzip).toBe(80_000 + 10 + 20 + 30 + 40 + 50 + 60 + 70);
    expect(row?.lazy.gzip).toBe(5_000);
    expect(row?.budget).toBe(80_000 + BUDGET_OVER_FLOOR.content);
    expect(BUDGET_OVER_FLOOR.content).toBe(12_250);
    expect(overBudget(row ? [row] : [])).toEqual([]);
    expect(overBudget(row ? [{ ...row, budget: 80_000 }] : [])[0]).toMatch(/page .* 280 B over/);
    expect(FLOOR_GZIP).toBe(85_942);
  });
});

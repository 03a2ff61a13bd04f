import { describe, expect, it } from "vitest";
import { inShell, type ModuleGraph, shellChunk } from "./shell-chunk";

const graph = (importers: Record<string, string[]>): ModuleGraph => ({
  getModuleInfo: (id) => (id in importers ? { importers: importers[id] as string[] } : null),
});

const g = graph({
  "/r/app/root.tsx": [],
  "/r/app/routes/$lang.tsx": [],
  "/r/app/routes/$lang._index.tsx": [],
  "/r/node_modules/react/index.js": ["/r/app/root.tsx", "/r/app/routes/$lang._index.tsx"],
  "/r/app/components/SiteLayout.tsx": ["/r/app/routes/$lang.tsx"],
  "/r/app/components/LocaleLink.tsx": ["/r/app/components/SiteLayout.tsx", "/r/app/routes/$lang._index.tsx"],
  "/r/app/components/RecipeCards.tsx": ["/r/app/routes/$lang._index.tsx"],
  "/r/app/a.ts": ["/r/app/b.ts"],
  "/r/app/b.ts": ["/r/app/a.ts"],
  "/r/node_modules/react-dom/client.js?commonjs-es-import": ["/r/app/entry.client.tsx"],
});

describe("shell chunk", () => {
  it("holds what the root, the $lang layout or the entry import, directly or through others", () => {
    const seen = new Map<string, boolean>();
    expect(shellChunk("/r/node_modules/react/index.js", g, seen)).toBe("shell");
    expect(shellChunk("/r/app/components/SiteLayout.tsx", g, seen)).toBe("shell");
    expect(shellChunk("/r/app/components/LocaleLink.tsx", g, seen)).toBe("shell");
    expect(shellChunk("/r/node_modules/react-dom/client.js?commonjs-es-import", g, seen)).toBe("shell");
  });
  it("holds the root and $lang route modules; leaves the entry and what only pages import to Rollup", () => {
    const seen = new Map<string, boolean>();
    expect(shellChunk("/r/app/root.tsx", g, seen)).toBe("shell");
    expect(shellChunk("/r/app/routes/$lang.tsx", g, seen)).toBe("shell");
    expect(shellChunk("/r/app/entry.client.tsx", g, seen)).toBeUndefined();
    expect(shellChunk("/r/app/routes/$lang._index.tsx", g, seen)).toBeUndefined();
    expect(shellChunk("/r/app/components/RecipeCards.tsx", g, seen)).toBeUndefined();
    expect(shellChunk("/r/app/unknown.ts", g, seen)).toBeUndefined();
  });
  it("puts a small group's modules into one chunk of the group's name", () => {
    const seen = new Map<string, boolean>();
    expect(shellChunk("/r/app/lib/bar-matcher.ts", g, seen)).toBe("brand-and-bar");
    expect(shellChunk("/r/app/lib/bar-selection.ts", g, seen)).toBe("brand-and-bar");
    expect(shellChunk("/r/app/components/BrandText.tsx", g, seen)).toBe("brand-and-bar");
  });
  it("a cycle outside the shell is not shell", () => {
    expect(inShell("/r/app/a.ts", g)).toBe(false);
  });
});

// patches/@remix-run+router+*.patch (applied by `npm install`'s postinstall, patch-package): the server's
// route matching flattens and ranks a route tree once instead of on every call, and compiles each path
// pattern once. Remix matches a document's URL five to seven times (the server's match, the static handler,
// React Router while rendering, and once per parent path for the lazy route manifest), each time over all
// ~65 branches: a third of a near-static page's CPU (docs/decisions/0020-page-cache.md).
import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// What Node loads on the server (the package's "main"), not the browser build.
const router = createRequire(import.meta.url)("@remix-run/router") as typeof import("@remix-run/router");

type Route = { id: string; path?: string; index?: boolean; children?: Route[] };

const routes: Route[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "index", index: true },
      {
        id: "lang",
        path: ":lang",
        children: [
          { id: "home", index: true },
          { id: "recipe", path: "recipe/:slug" },
          { id: "list", path: "recipe/list" },
          { id: "splat", path: "*" },
        ],
      },
    ],
  },
];

const ids = (path: string, tree: Route[] = routes) =>
  router.matchRoutes(tree as never, path)?.map((m) => `${m.route.id}${JSON.stringify(m.params)}`) ?? null;

describe("route matching on the server (patched)", () => {
  it("is applied to the build Node loads", () => {
    const file = createRequire(import.meta.url).resolve("@remix-run/router");
    const source = fs.readFileSync(file, "utf8");
    expect(source).toContain("rankedBranchesCache.get(routes)");
    expect(source).toContain("compiledPaths.get(key)");
  });

  it("answers as before, by rank, however often it is asked", () => {
    for (let round = 0; round < 3; round++) {
      expect(ids("/en/recipe/list")).toEqual(['root{"lang":"en"}', 'lang{"lang":"en"}', 'list{"lang":"en"}']);
      expect(ids("/de/recipe/negroni")?.at(-1)).toBe('recipe{"lang":"de","slug":"negroni"}');
      expect(ids("/en")?.at(-1)).toBe('home{"lang":"en"}');
      expect(ids("/")?.at(-1)).toBe("index{}");
      expect(ids("/en/no/such/page")?.at(-1)).toBe('splat{"lang":"en","*":"no/such/page"}');
      expect(ids("/EN/RECIPE/LIST")?.at(-1)).toBe('list{"lang":"EN"}');
    }
  });

  it("keeps trees apart: another tree of routes is matched against itself", () => {
    expect(ids("/en/recipe/list")?.at(-1)).toBe('list{"lang":"en"}');
    const other: Route[] = [{ id: "only", path: "/en/recipe/:x" }];
    expect(ids("/en/recipe/list", other)).toEqual(['only{"x":"list"}']);
    expect(ids("/en", other)).toBeNull();
  });

  it("compiles a pattern once but matches each path afresh", () => {
    expect(router.matchPath("/recipe/:slug", "/recipe/negroni")?.params).toEqual({ slug: "negroni" });
    expect(router.matchPath("/recipe/:slug", "/recipe/mojito")?.params).toEqual({ slug: "mojito" });
    expect(router.matchPath({ path: "/recipe", end: false }, "/recipe/mojito")?.pathnameBase).toBe("/recipe");
    expect(router.matchPath({ path: "/recipe", end: true }, "/recipe/mojito")).toBeNull();
    expect(router.matchPath({ path: "/Recipe", caseSensitive: true }, "/recipe")).toBeNull();
    expect(router.matchPath({ path: "/Recipe", caseSensitive: false }, "/recipe")).not.toBeNull();
  });
});

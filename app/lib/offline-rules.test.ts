import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  changeOwner,
  emptyIndex,
  favouritesAre,
  fileReferences,
  filesInUse,
  fillOfflinePage,
  type KeptPage,
  keptTarget,
  LIST_END,
  LIST_START,
  listed,
  mayKeepFile,
  mayStore,
  needsFetch,
  type OfflineIndex,
  opened,
  pagePrivacy,
  pageTitle,
  parseIndex,
  REFRESH_MS,
  recipeLinks,
  requestKind,
  SESSION_TAG_HEADER,
  sessionTag,
  stored,
} from "./offline-rules";

const ORIGIN = "https://cocktails.example";

describe("which requests the worker answers", () => {
  const kind = (method: string, path: string, mode = "cors", origin = ORIGIN) =>
    requestKind({ method, url: `${origin}${path}`, mode }, ORIGIN);

  it("answers a page, its data and the build's files, and only on GET", () => {
    expect(kind("GET", "/en/recipe/negroni", "navigate")).toBe("page");
    expect(kind("GET", "/en/about", "navigate")).toBe("page");
    expect(kind("GET", "/en/recipe/negroni.data")).toBe("data");
    expect(kind("GET", "/assets/shell-abc.js")).toBe("file");
    expect(kind("GET", "/assets/app-abc.css", "no-cors")).toBe("file");
  });

  it("never stands between a form (or any other method) and the server", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]) {
      expect(kind(method, "/en/recipe/negroni", "navigate"), method).toBeNull();
      expect(kind(method, "/en/recipe/negroni.data"), method).toBeNull();
      expect(kind(method, "/assets/shell-abc.js"), method).toBeNull();
    }
  });

  it("leaves the API, other files and other sites alone", () => {
    expect(kind("GET", "/api/me")).toBeNull();
    expect(kind("GET", "/builds/latest.json")).toBeNull();
    expect(kind("GET", "/sw.js")).toBeNull();
    expect(kind("GET", "/manifest.webmanifest")).toBeNull();
    expect(kind("GET", "/__manifest?p=/en")).toBeNull();
    expect(kind("GET", "/en", "navigate", "https://elsewhere.example")).toBeNull();
    expect(kind("GET", "/assets/x.js", "cors", "https://elsewhere.example")).toBeNull();
  });
});

describe("which pages may be kept", () => {
  it("a recipe page, by its path or its data's", () => {
    expect(keptTarget("/en/recipe/negroni")).toEqual({
      path: "/en/recipe/negroni",
      lang: "en",
      kind: "recipe",
    });
    expect(keptTarget("/de/recipe/old-fashioned.data")).toEqual({
      path: "/de/recipe/old-fashioned",
      lang: "de",
      kind: "recipe",
    });
  });

  it("the favourites page", () => {
    expect(keptTarget("/de/user/favourites")).toEqual({
      path: "/de/user/favourites",
      lang: "de",
      kind: "favourites",
    });
    expect(keptTarget("/en/user/favourites.data")?.kind).toBe("favourites");
  });

  it("nothing else: not the recipe list, the editor, the account, another language or a malformed slug", () => {
    for (const path of [
      "/en/recipe/list",
      "/en/recipe/filter",
      "/en/recipe/filter-result",
      "/en/recipe/create",
      "/en/recipe/draft",
      "/en/recipe/surprise",
      "/en/recipe/edit/12",
      "/en/recipe/negroni/",
      "/en/recipe/Negroni",
      "/en/recipe/-negroni",
      "/fr/recipe/negroni",
      "/en/user/me",
      "/en/user/favourites/x",
      "/en/user/login",
      "/en/collection/abc",
      "/en",
      "/",
      `/en/recipe/${"a".repeat(140)}`,
    ]) {
      expect(keptTarget(path), path).toBeNull();
    }
  });
});

const html = (headers: Record<string, string> = {}) =>
  new Headers({ "Content-Type": "text/html; charset=utf-8", ...headers });
const answer = (
  over: Partial<{ status: number; type: string; redirected: boolean; headers: Headers }> = {},
) => ({
  status: 200,
  type: "basic",
  redirected: false,
  headers: html(),
  ...over,
});

describe("which answers may be kept, and for whom", () => {
  it("a visitor's page without restrictions is the same for everyone", () => {
    expect(pagePrivacy(answer())).toBe("public");
    expect(pagePrivacy(answer({ headers: html({ "Cache-Control": "no-cache" }) }))).toBe("public");
  });

  it("a page answered to a session, or private, or no-store, is personal", () => {
    expect(pagePrivacy(answer({ headers: html({ [SESSION_TAG_HEADER]: "abc" }) }))).toBe("personal");
    expect(pagePrivacy(answer({ headers: html({ "Cache-Control": "private, no-store" }) }))).toBe("personal");
    expect(pagePrivacy(answer({ headers: html({ "Cache-Control": "no-store" }) }))).toBe("personal");
    expect(pagePrivacy(answer({ headers: html({ "Cache-Control": "Private" }) }))).toBe("personal");
  });

  it("never an error, a redirect, an opaque answer, anything but HTML, or Vary: *", () => {
    for (const status of [201, 204, 206, 301, 302, 303, 304, 400, 401, 403, 404, 410, 429, 500, 503]) {
      expect(pagePrivacy(answer({ status })), String(status)).toBeNull();
    }
    expect(pagePrivacy(answer({ redirected: true }))).toBeNull();
    expect(pagePrivacy(answer({ type: "opaqueredirect", status: 0 }))).toBeNull();
    expect(pagePrivacy(answer({ type: "opaque", status: 0 }))).toBeNull();
    expect(pagePrivacy(answer({ type: "error", status: 0 }))).toBeNull();
    expect(pagePrivacy(answer({ headers: new Headers({ "Content-Type": "text/x-script" }) }))).toBeNull();
    expect(pagePrivacy(answer({ headers: new Headers({ "Content-Type": "application/json" }) }))).toBeNull();
    expect(pagePrivacy(answer({ headers: new Headers() }))).toBeNull();
    expect(pagePrivacy(answer({ headers: html({ Vary: "*" }) }))).toBeNull();
  });

  it("a build file: a plain 200 that may be stored", () => {
    const file = (over: Parameters<typeof answer>[0]) => answer({ headers: new Headers(), ...over });
    expect(
      mayKeepFile(file({ headers: new Headers({ "Cache-Control": "public, max-age=31536000, immutable" }) })),
    ).toBe(true);
    expect(mayKeepFile(file({ status: 404 }))).toBe(false);
    expect(mayKeepFile(file({ redirected: true }))).toBe(false);
    expect(mayKeepFile(file({ type: "opaque", status: 0 }))).toBe(false);
    expect(mayKeepFile(file({ headers: new Headers({ "Cache-Control": "no-store" }) }))).toBe(false);
  });

  it("reads the session an answer was given to", () => {
    expect(sessionTag(new Headers({ [SESSION_TAG_HEADER]: "t1" }))).toBe("t1");
    expect(sessionTag(new Headers())).toBe("");
  });
});

describe("what a page says", () => {
  it("its name is its first heading, as text", () => {
    expect(pageTitle("<title>Negroni · Cocktail Atlas</title><h1>Negroni</h1>", "/en/recipe/negroni")).toBe(
      "Negroni",
    );
    expect(pageTitle('<h1 class="x">Gin &amp; Tonic <small>(long)</small></h1>', "/p")).toBe(
      "Gin & Tonic (long)",
    );
    expect(pageTitle("<h1>Rock &#x27;n&#39; Roll &quot;Sour&quot;</h1>", "/p")).toBe(`Rock 'n' Roll "Sour"`);
    expect(pageTitle("<title>Only a title</title>", "/p")).toBe("Only a title");
    expect(pageTitle("<p>nothing</p>", "/en/recipe/x")).toBe("/en/recipe/x");
    expect(pageTitle(`<h1>${"x".repeat(500)}</h1>`, "/p")).toHaveLength(200);
  });

  it("the favourites are the recipes its main part links to, each once, in its language", () => {
    const page = `<header><a href="/en/recipe/list">Recipes</a><a href="/en/recipe/daiquiri">Cocktail of the day</a></header>
      <main><a href="/en/recipe/negroni">Negroni</a><a href="/en/recipe/negroni#note">Note</a>
      <a href="/en/recipe/mojito?servings=2">Mojito</a><a href="/de/recipe/gimlet">Gimlet</a>
      <a href="/en/recipe/filter">Virtual bar</a><a href="https://elsewhere.example/en/recipe/x">x</a></main>`;
    expect(recipeLinks(page, "en")).toEqual(["/en/recipe/negroni", "/en/recipe/mojito"]);
    expect(recipeLinks(page, "en", 1)).toEqual(["/en/recipe/negroni"]);
    expect(recipeLinks("<p>no main</p>", "en")).toEqual([]);
  });

  it("the build files a page or a chunk refers to, and what those need in turn", () => {
    const page =
      '<link rel="stylesheet" href="/assets/app-1.css"/><link rel="modulepreload" href="/assets/entry-1.js"/>';
    expect(fileReferences(page)).toEqual(["/assets/app-1.css", "/assets/entry-1.js"]);
    const texts: Record<string, string> = {
      "/assets/entry-1.js": 'import{a}from"./shell-1.js";const l=()=>import("./en-1.js")',
      "/assets/shell-1.js": 'export const a=1;import("./widget-1.js")',
      "/assets/app-1.css": "@font-face{src:url(/assets/font-1.woff2)}",
    };
    expect([...filesInUse(fileReferences(page), (url) => texts[url])].sort()).toEqual([
      "/assets/app-1.css",
      "/assets/en-1.js",
      "/assets/entry-1.js",
      "/assets/font-1.woff2",
      "/assets/shell-1.js",
      "/assets/widget-1.js",
    ]);
  });
});

const page = (path: string, over: Partial<Omit<KeptPage, "favourite" | "opened">> = {}) => ({
  path,
  lang: "en" as const,
  kind: path.includes("favourites") ? ("favourites" as const) : ("recipe" as const),
  title: path,
  personal: false,
  fetched: 1,
  ...over,
});
const paths = (index: OfflineIndex) => index.pages.map((p) => p.path).sort();

describe("the kept pages", () => {
  it("keeps the last recipes opened, and lets the oldest go", () => {
    let index = emptyIndex();
    const dropped: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const change = stored(index, page(`/en/recipe/r${i}`), { opened: i }, 3);
      index = change.index;
      dropped.push(...change.drop);
    }
    expect(paths(index)).toEqual(["/en/recipe/r3", "/en/recipe/r4", "/en/recipe/r5"]);
    expect(dropped).toEqual(["/en/recipe/r1", "/en/recipe/r2"]);
    // opening r3 again makes it the newest: r4 goes next
    index = opened(index, "/en/recipe/r3", 6, 3).index;
    const change = stored(index, page("/en/recipe/r6"), { opened: 7 }, 3);
    expect(change.drop).toEqual(["/en/recipe/r4"]);
  });

  it("keeps favourites however many recipes are opened, and lets a former favourite go", () => {
    let index = stored(emptyIndex(), page("/en/user/favourites", { personal: true }), {}).index;
    index = favouritesAre(index, "en", ["/en/recipe/fav"]).index;
    index = stored(index, page("/en/recipe/fav", { personal: true }), { favourite: true }, 2).index;
    for (let i = 1; i <= 5; i++) index = stored(index, page(`/en/recipe/r${i}`), { opened: i }, 2).index;
    expect(paths(index)).toEqual(["/en/recipe/fav", "/en/recipe/r4", "/en/recipe/r5", "/en/user/favourites"]);
    const change = favouritesAre(index, "en", [], 2);
    expect(change.drop).toEqual(["/en/recipe/fav"]);
    // the other language's favourites are another page's
    expect(favouritesAre(index, "de", [], 2).drop).toEqual([]);
  });

  it("a favourite that was opened lately stays when it is no longer a favourite", () => {
    let index = stored(emptyIndex(), page("/en/recipe/fav"), { favourite: true }).index;
    index = opened(index, "/en/recipe/fav", 10).index;
    expect(favouritesAre(index, "en", []).drop).toEqual([]);
  });

  it("never lists more than the recent limit besides favourites (any order of opening)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(30), { maxLength: 80 }),
        fc.integer({ min: 1, max: 10 }),
        (opens, limit) => {
          let index = emptyIndex();
          const kept = new Set<string>();
          opens.forEach((n, i) => {
            const change = stored(index, page(`/en/recipe/r${n}`), { opened: i + 1 }, limit);
            index = change.index;
            kept.add(`/en/recipe/r${n}`);
            for (const path of change.drop) kept.delete(path);
          });
          expect(index.pages.length).toBeLessThanOrEqual(limit);
          // what the list names is exactly what was stored and not dropped
          expect(paths(index)).toEqual([...kept].sort());
          // the newest opened is always kept
          if (opens.length > 0) expect(kept.has(`/en/recipe/r${opens.at(-1)}`)).toBe(true);
        },
      ),
    );
  });

  it("a new session forgets every personal page and which recipes were favourites", () => {
    let index: OfflineIndex = { owner: "a", pages: [] };
    index = stored(index, page("/en/user/favourites", { personal: true }), {}).index;
    index = stored(index, page("/en/recipe/mine", { personal: true }), { favourite: true }).index;
    index = stored(index, page("/en/recipe/public"), { opened: 5 }).index;
    index = stored(index, page("/en/recipe/public-favourite"), { favourite: true }).index;
    expect(changeOwner(index, "a")).toEqual({ index, drop: [] });
    for (const next of ["b", ""]) {
      const change = changeOwner(index, next);
      expect(change.index.owner).toBe(next);
      expect(paths(change.index)).toEqual(["/en/recipe/public"]);
      expect(change.index.pages.every((p) => !p.favourite)).toBe(true);
      expect(change.drop.sort()).toEqual([
        "/en/recipe/mine",
        "/en/recipe/public-favourite",
        "/en/user/favourites",
      ]);
    }
  });

  it("stores a personal copy only for the session the kept pages belong to", () => {
    const index: OfflineIndex = { owner: "a", pages: [] };
    expect(mayStore(index, "personal", "a")).toBe(true);
    expect(mayStore(index, "personal", "b")).toBe(false);
    expect(mayStore(index, "personal", "")).toBe(false);
    expect(mayStore(index, "public", "b")).toBe(true);
    expect(mayStore(emptyIndex(), "personal", "")).toBe(true);
  });

  it("fetches a page again only when it is not kept or its copy is old", () => {
    const index = stored(emptyIndex(), page("/en/recipe/x", { fetched: 1000 }), { opened: 1 }).index;
    expect(needsFetch(index, "/en/recipe/x", 1000 + REFRESH_MS)).toBe(false);
    expect(needsFetch(index, "/en/recipe/x", 1001 + REFRESH_MS)).toBe(true);
    expect(needsFetch(index, "/en/recipe/y", 1000)).toBe(true);
  });

  it("reads back what it wrote, and starts again from anything else", () => {
    const index = stored(emptyIndex(), page("/en/recipe/x"), { opened: 1 }).index;
    expect(parseIndex(JSON.stringify(index))).toEqual(index);
    for (const text of [null, "", "{", "[]", '{"owner":1,"pages":[]}', '{"owner":"a"}']) {
      expect(parseIndex(text), String(text)).toEqual(emptyIndex());
    }
  });
});

describe("the offline page", () => {
  const template = `<main><h1>You are offline</h1>${LIST_START}<p>Nothing kept yet.</p>${LIST_END}<p>Later.</p></main>`;

  it("lists the favourites page, the favourites, then the recipes last opened", () => {
    let index = stored(emptyIndex(), page("/en/recipe/old", { title: "Old" }), { opened: 1 }).index;
    index = stored(index, page("/en/recipe/new", { title: "New" }), { opened: 2 }).index;
    index = stored(index, page("/en/recipe/fav", { title: "Fav" }), { favourite: true }).index;
    index = stored(index, page("/en/user/favourites", { title: "Favourites" }), {}).index;
    expect(listed(index).map((p) => p.title)).toEqual(["Favourites", "Fav", "New", "Old"]);
    expect(fillOfflinePage(template, listed(index), "en")).toBe(
      '<main><h1>You are offline</h1><ul class="offline-list"><li><a href="/en/user/favourites">Favourites</a></li><li><a href="/en/recipe/fav">Fav</a></li><li><a href="/en/recipe/new">New</a></li><li><a href="/en/recipe/old">Old</a></li></ul><p>Later.</p></main>',
    );
  });

  it("marks a page in the other language, and escapes what pages say", () => {
    const kept = [
      {
        ...page("/de/recipe/x", { lang: "de", title: '<img src=x onerror="alert(1)">' }),
        favourite: false,
        opened: 1,
      },
    ];
    expect(fillOfflinePage(template, kept, "en")).toContain(
      '<li><a href="/de/recipe/x" hreflang="de" lang="de">&#60;img src=x onerror=&#34;alert(1)&#34;&#62;</a></li>',
    );
  });

  it("says that nothing is kept when nothing is", () => {
    expect(fillOfflinePage(template, [], "en")).toBe(template);
    expect(
      fillOfflinePage(
        "<main>no marks</main>",
        listed(stored(emptyIndex(), page("/en/recipe/x"), { opened: 1 }).index),
        "en",
      ),
    ).toBe("<main>no marks</main>");
  });
});

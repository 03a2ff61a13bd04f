import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { saveBar } from "../../app/models/bars.server";
import { addToCollection, createCollection, shareCollection } from "../../app/models/collections.server";
import { createGuestMenu, shareGuestMenu } from "../../app/models/guest-menus.server";
import { saveNote, setFavourite, viewerRecipeFacts } from "../../app/models/member-book.server";
import { rateRecipe } from "../../app/models/ratings.server";
import { deleteUser, exportUserData } from "../../app/models/users.server";
import { action as recipeAction, loader as recipeLoader } from "../../app/routes/$lang.recipe.$slug";
import { action as createAction } from "../../app/routes/$lang.recipe.create";
import { action as editAction } from "../../app/routes/$lang.recipe.edit.$recipeId";
import { loader as listLoader } from "../../app/routes/$lang.recipe.list";
import { loader as searchLoader } from "../../app/routes/$lang.search";
import {
  action as favouritesAction,
  loader as favouritesLoader,
} from "../../app/routes/$lang.user.favourites";
import type { DatabaseHandle } from "../../db/client";
import {
  createMember,
  createTestDatabase,
  formRequest,
  getRequest,
  ingredientId,
  loadContext,
  settle,
} from "./database";
import { servedApp } from "./dev-app";

// A member's own cocktail book (favourites and private notes): personal, so read beside the shared recipe
// page, never in it, and never shown to anyone else.

vi.mock("vite", async (original) => (await import("./dev-app")).mockedVite(original, "cocktail-book-vite-"));

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

const app = servedApp(() => handle);

let n = 0;
const member = () => createMember(handle, `book${++n}@example.com`);

const post = (slug: string, fields: Record<string, string>, cookie?: string, lang = "en") =>
  settle(
    recipeAction({
      request: formRequest(`/${lang}/recipe/${slug}`, fields, cookie ? { Cookie: cookie } : {}),
      params: { lang, slug },
      context: loadContext(handle),
    }),
  );

const page = async (slug: string, cookie?: string, lang = "en") => {
  const res = await settle(
    recipeLoader({
      request: getRequest(`/${lang}/recipe/${slug}`, cookie ? { Cookie: cookie } : {}),
      params: { lang, slug },
      context: loadContext(handle),
    }),
  );
  return { res, body: await res.json() };
};

const favourites = async (cookie: string, query = "", lang = "en") => {
  const res = await settle(
    favouritesLoader({
      request: getRequest(`/${lang}/user/favourites${query}`, { Cookie: cookie }),
      params: { lang },
      context: loadContext(handle),
    }),
  );
  return { res, body: await res.json() };
};

const rows = (table: "favourites" | "recipe_notes", userId: number) =>
  handle.db.selectFrom(table).selectAll().where("user_id", "=", userId).execute();

/** The toast a redirect carries is signed: its cookie is there, its words are not readable here. */
const toastCookie = (res: Response) => res.headers.get("Set-Cookie") ?? "";

describe("favourites", () => {
  it("adds a favourite, and the second press removes it", async () => {
    const m = await member();
    expect((await page("daiquiri", m.cookie)).body.favourite).toBe(false);
    const added = await post("daiquiri", { intent: "favourite", favourite: "add" }, m.cookie);
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe("/en/recipe/daiquiri");
    expect(toastCookie(added)).toContain("toast=");
    expect(await rows("favourites", m.id)).toHaveLength(1);
    expect((await page("daiquiri", m.cookie)).body.favourite).toBe(true);
    // pressed twice before the page changed: still one favourite
    expect((await post("daiquiri", { intent: "favourite", favourite: "add" }, m.cookie)).status).toBe(302);
    expect(await rows("favourites", m.id)).toHaveLength(1);
    // the button now says "Remove from favourites" and sends remove
    expect((await post("daiquiri", { intent: "favourite", favourite: "remove" }, m.cookie)).status).toBe(302);
    expect(await rows("favourites", m.id)).toHaveLength(0);
    expect((await page("daiquiri", m.cookie)).body.favourite).toBe(false);
  });

  it("adds and removes a favourite from a recipe card and goes back to the page it came from", async () => {
    const m = await member();
    const cardPost = (fields: Record<string, string>, cookie: string | null = m.cookie) =>
      settle(
        favouritesAction({
          request: formRequest("/en/user/favourites", fields, cookie ? { Cookie: cookie } : {}),
          params: { lang: "en" },
          context: loadContext(handle),
        }),
      );
    const list = async (cookie?: string) => {
      const res = await settle(
        listLoader({
          request: getRequest("/en/recipe/list?sort=name", cookie ? { Cookie: cookie } : {}),
          params: { lang: "en" },
          context: loadContext(handle),
        }),
      );
      return (await res.json()) as { items: { slug: string; favourite?: boolean }[] };
    };
    // a visitor's cards carry no button, a member's say which drinks are favourites
    expect((await list()).items.every((i) => i.favourite === undefined)).toBe(true);
    const first = (await list(m.cookie)).items[0];
    expect(first?.favourite).toBe(false);
    const slug = first?.slug ?? "";

    const added = await cardPost({ intent: "add", recipe: slug, back: "/en/recipe/list?sort=name" });
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe("/en/recipe/list?sort=name");
    expect(toastCookie(added)).toContain("toast=");
    expect((await list(m.cookie)).items[0]).toMatchObject({ slug, favourite: true });
    // search cards say so too
    const search = await settle(
      searchLoader({
        request: getRequest(`/en/search?q=${encodeURIComponent(first?.slug.split("-")[0] ?? "")}`, {
          Cookie: m.cookie,
        }),
        params: { lang: "en" },
        context: loadContext(handle),
      }),
    );
    const hits = ((await search.json()) as { result: { hits: { slug: string; favourite?: boolean }[] } })
      .result.hits;
    expect(hits.find((h) => h.slug === slug)?.favourite).toBe(true);

    // a back address off the site is not followed: the favourites page instead
    for (const back of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
      const res = await cardPost({ intent: "remove", recipe: slug, back });
      expect(res.headers.get("Location")).toBe("/en/user/favourites");
    }
    expect(await rows("favourites", m.id)).toHaveLength(0);
    // junk is a 400, an unknown recipe a 404, a visitor goes to log in; nothing is kept
    expect((await cardPost({ intent: "toggle", recipe: slug })).status).toBe(400);
    expect((await cardPost({ intent: "add", recipe: "no-such-recipe" })).status).toBe(404);
    expect((await cardPost({ intent: "add", recipe: slug, back: "x".repeat(2001) })).status).toBe(400);
    const visitor = await cardPost({ intent: "add", recipe: slug }, null);
    expect(visitor.headers.get("Location")).toMatch(/^\/en\/user\/login\?redirectTo=/);
    expect(await rows("favourites", m.id)).toHaveLength(0);
  });

  it("sends a visitor to log in and back to the recipe, and keeps nothing", async () => {
    const before = await handle.db.selectFrom("favourites").selectAll().execute();
    const res = await post("mojito", { intent: "favourite", favourite: "add" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/en/user/login?redirectTo=%2Fen%2Frecipe%2Fmojito");
    const note = await post("mojito", { intent: "note", note: "a visitor's note" });
    expect(note.headers.get("Location")).toBe("/en/user/login?redirectTo=%2Fen%2Frecipe%2Fmojito");
    expect(await handle.db.selectFrom("favourites").selectAll().execute()).toEqual(before);
    // the favourites page itself asks for a login too
    const list = await settle(
      favouritesLoader({
        request: getRequest("/en/user/favourites"),
        params: { lang: "en" },
        context: loadContext(handle),
      }),
    );
    expect(list.headers.get("Location")).toBe("/en/user/login?redirectTo=%2Fen%2Fuser%2Ffavourites");
  });

  it("refuses an unknown value with 400 and a recipe that does not exist with 404", async () => {
    const m = await member();
    expect((await post("daiquiri", { intent: "favourite", favourite: "toggle" }, m.cookie)).status).toBe(400);
    expect((await post("no-such-recipe", { intent: "favourite", favourite: "add" }, m.cookie)).status).toBe(
      404,
    );
    expect(await rows("favourites", m.id)).toHaveLength(0);
  });

  it("lists the member's favourites, no-store, sorted, with strength and what the bar makes", async () => {
    const m = await member();
    for (const slug of ["negroni", "daiquiri", "mojito"]) {
      expect((await post(slug, { intent: "favourite", favourite: "add" }, m.cookie)).status).toBe(302);
    }
    // added one after another: make the order of adding unambiguous
    await handle.db
      .updateTable("favourites")
      .set({ created_at: new Date("2026-01-01T00:00:00Z") })
      .where("user_id", "=", m.id)
      .where("recipe_id", "in", (eb) => eb.selectFrom("recipes").select("id").where("slug", "=", "negroni"))
      .execute();
    const { res, body } = await favourites(m.cookie);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const slugs = (b: { items: { slug: string }[] }) => b.items.map((i) => i.slug);
    expect(slugs(body)).toEqual(["mojito", "daiquiri", "negroni"]);
    expect(slugs((await favourites(m.cookie, "?sort=name")).body)).toEqual(["daiquiri", "mojito", "negroni"]);
    const strongest = (await favourites(m.cookie, "?sort=strength")).body;
    expect(slugs(strongest)[0]).toBe("negroni");
    // the strength as the recipe page words it, standard drinks included
    const negroni = strongest.items[0];
    expect(negroni.facts.map((f: { label: string }) => f.label)).toEqual(["Strength", "Alcohol"]);
    expect(negroni.facts[1].value).toMatch(/standard drinks|units/i);
    // no bar chosen: nothing said about making it
    expect(negroni.missing).toBeNull();
    expect(body.hasBar).toBe(false);

    // with a bar that holds a daiquiri's ingredients (and nothing for the others)
    const bar = await Promise.all(
      ["white-rum", "lime-juice", "simple-syrup"].map((k) => ingredientId(handle, k)),
    );
    const { setCookie } = await import("../../app/utils/cookies.server");
    const { barCookieValue } = await import("../../app/lib/bar-selection");
    const barCookie = (await setCookie("bar", barCookieValue(bar))).split(";")[0];
    const withBar = (await favourites(`${m.cookie}; ${barCookie}`)).body;
    const bySlug = new Map(withBar.items.map((i: { slug: string }) => [i.slug, i]));
    expect((bySlug.get("daiquiri") as { missing: string[] }).missing).toEqual([]);
    expect((bySlug.get("negroni") as { missing: string[] }).missing.length).toBeGreaterThan(0);
    expect(withBar.hasBar).toBe(true);

    // removed from the favourites page: back there, with the same order
    const removed = await settle(
      favouritesAction({
        request: formRequest(
          "/en/user/favourites?sort=name",
          { intent: "remove", recipe: "mojito" },
          {
            Cookie: m.cookie,
          },
        ),
        params: { lang: "en" },
        context: loadContext(handle),
      }),
    );
    expect(removed.status).toBe(302);
    expect(removed.headers.get("Location")).toBe("/en/user/favourites?sort=name");
    expect(slugs((await favourites(m.cookie)).body)).toEqual(["daiquiri", "negroni"]);
  });

  it("shows an empty list to a member with no favourites", async () => {
    const m = await member();
    expect((await favourites(m.cookie)).body.items).toEqual([]);
  });
});

describe("what a recipe page shows its viewer of their own", () => {
  const idOf = async (slug: string) =>
    (await handle.db.selectFrom("recipes").select("id").where("slug", "=", slug).executeTakeFirstOrThrow())
      .id;

  it("reads the rating, favourite, note and collections in one statement, the member's own only", async () => {
    const owner = await member();
    const other = await member();
    const [daiquiri, negroni] = [await idOf("daiquiri"), await idOf("negroni")];
    const none = { myRating: null, favourite: false, note: null, collections: [] };
    expect(await viewerRecipeFacts(handle.db, owner.id, daiquiri, true)).toEqual(none);

    await rateRecipe(handle.db, owner.id, daiquiri, 4);
    await setFavourite(handle.db, owner.id, daiquiri, true);
    await saveNote(handle.db, owner.id, daiquiri, "less syrup — „weniger“ <b>");
    const names = ['Summer "Sours" & more', "Für Gäste", "Ω"];
    const ids: number[] = [];
    for (const name of names) {
      const made = await createCollection(handle.db, owner.id, name, "");
      if (!made.ok) throw new Error(`collection ${name} not made`);
      ids.push(made.id);
    }
    await addToCollection(handle.db, owner.id, ids[1] as number, daiquiri);
    await addToCollection(handle.db, owner.id, ids[2] as number, negroni);

    // collections in the order made (names as typed, through JSON), each saying whether it holds the drink
    expect(await viewerRecipeFacts(handle.db, owner.id, daiquiri, true)).toEqual({
      myRating: 4,
      favourite: true,
      note: "less syrup — „weniger“ <b>",
      collections: names.map((name, i) => ({ id: ids[i], name, has: i === 1 })),
    });
    // another recipe: only what is the member's for it
    expect(await viewerRecipeFacts(handle.db, owner.id, negroni, true)).toEqual({
      ...none,
      collections: names.map((name, i) => ({ id: ids[i], name, has: i === 2 })),
    });
    // not asked (a draft cannot be collected): no collections at all
    expect((await viewerRecipeFacts(handle.db, owner.id, daiquiri, false)).collections).toBeNull();
    // another member sees none of it
    expect(await viewerRecipeFacts(handle.db, other.id, daiquiri, true)).toEqual(none);
  });
});

describe("private notes", () => {
  it("saves, replaces and deletes the member's note", async () => {
    const m = await member();
    const saved = await post("mojito", { intent: "note", note: "  Less sugar,\r\nmore mint  " }, m.cookie);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/en/recipe/mojito#note");
    expect((await page("mojito", m.cookie)).body.note).toBe("Less sugar,\nmore mint");
    await post("mojito", { intent: "note", note: "Brown sugar" }, m.cookie);
    expect(await rows("recipe_notes", m.id)).toMatchObject([{ body: "Brown sugar" }]);
    expect((await post("mojito", { intent: "note-delete" }, m.cookie)).status).toBe(302);
    expect(await rows("recipe_notes", m.id)).toEqual([]);
    expect((await page("mojito", m.cookie)).body.note).toBeNull();
  });

  it("refuses a note over 1,000 characters with 400 and the message in the page's language, saving nothing", async () => {
    const m = await member();
    await post("mojito", { intent: "note", note: "the old note" }, m.cookie);
    for (const lang of ["en", "de"]) {
      const res = await post("mojito", { intent: "note", note: "x".repeat(1001) }, m.cookie, lang);
      expect(res.status).toBe(400);
      const reply = await res.json();
      expect(reply.error.note).toEqual(["book.noteTooLong"]);
      // the form gets back what was typed, to shorten it
      expect(reply.initialValue.note).toHaveLength(1001);
    }
    const { default: en } = await import("../../app/locales/en");
    const { default: de } = await import("../../app/locales/de");
    expect(en.book.noteTooLong).toBe("A note may be at most 1,000 characters long.");
    expect(de.book.noteTooLong).toBe("Eine Notiz darf höchstens 1.000 Zeichen lang sein.");
    expect(await rows("recipe_notes", m.id)).toMatchObject([{ body: "the old note" }]);
    // exactly 1,000 is fine; an empty note is refused (deleting is its own button)
    expect((await post("mojito", { intent: "note", note: "y".repeat(1000) }, m.cookie)).status).toBe(302);
    expect((await post("mojito", { intent: "note", note: "   " }, m.cookie)).status).toBe(400);
    expect((await rows("recipe_notes", m.id))[0]?.body).toHaveLength(1000);
  });

  it("shows a note on the favourites page beside its drink", async () => {
    const m = await member();
    await post("negroni", { intent: "favourite", favourite: "add" }, m.cookie);
    await post("negroni", { intent: "note", note: "Stir 30 s" }, m.cookie);
    const { body } = await favourites(m.cookie);
    expect(body.items).toMatchObject([{ slug: "negroni", note: "Stir 30 s" }]);
  });

  it("keeps a member's favourites and notes from every other member and visitor", async () => {
    const owner = await member();
    const other = await member();
    const secret = "my secret ratio 7:3";
    await post("daiquiri", { intent: "favourite", favourite: "add" }, owner.cookie);
    await post("daiquiri", { intent: "note", note: secret }, owner.cookie);

    // the other member sees their own (nothing), and their presses change only their own rows
    const theirs = await page("daiquiri", other.cookie);
    expect(theirs.body).toMatchObject({ favourite: false, note: null });
    expect((await favourites(other.cookie)).body.items).toEqual([]);
    await post("daiquiri", { intent: "favourite", favourite: "remove" }, other.cookie);
    await post("daiquiri", { intent: "note-delete" }, other.cookie);
    expect(await rows("favourites", owner.id)).toHaveLength(1);
    expect(await rows("recipe_notes", owner.id)).toMatchObject([{ body: secret }]);
    // removing someone else's favourite from the favourites page touches only one's own
    await settle(
      favouritesAction({
        request: formRequest(
          "/en/user/favourites",
          { intent: "remove", recipe: "daiquiri" },
          { Cookie: other.cookie },
        ),
        params: { lang: "en" },
        context: loadContext(handle),
      }),
    );
    expect(await rows("favourites", owner.id)).toHaveLength(1);

    // a visitor's loader data (the shared page's) carries none of it
    const visitor = await page("daiquiri");
    expect(visitor.body).toMatchObject({ favourite: false, note: null });
    expect(JSON.stringify(visitor.body)).not.toContain(secret);
    expect(JSON.stringify(theirs.body)).not.toContain(secret);

    // the pages as sent: the owner's carries the note, no-store; the others' do not, JSON-LD included
    const html = async (cookie?: string) => {
      const res = await fetch(`${app.base}/en/recipe/daiquiri`, {
        headers: cookie ? { Cookie: cookie } : {},
      });
      expect(res.status).toBe(200);
      return { text: await res.text(), cacheControl: res.headers.get("Cache-Control") };
    };
    const mine = await html(owner.cookie);
    expect(mine.text).toContain(secret);
    expect(mine.text).toContain("Remove from favourites");
    expect(mine.cacheControl).toContain("no-store");
    // twice for the visitor: rendered, then from the page cache
    for (const shown of [await html(), await html(), await html(other.cookie)]) {
      expect(shown.text).not.toContain(secret);
      expect(shown.text).not.toContain("secret ratio");
      expect(shown.text).toContain("Add to favourites");
      expect(shown.text).not.toContain("Remove from favourites");
    }
    const fav = await fetch(`${app.base}/en/user/favourites`, { headers: { Cookie: owner.cookie } });
    // (the server's rule for signed-in pages and the route's own header both say it)
    expect(fav.headers.get("Cache-Control")?.split(/,\s*/)).toEqual(
      expect.arrayContaining(["private", "no-store"]),
    );
    expect(await fav.text()).toContain(secret);
  });

  it("keeps the note and the favourite when the author edits the recipe", async () => {
    const author = await member();
    const reader = await member();
    const [gin, lime, syrup] = await Promise.all(
      ["gin", "lime-juice", "simple-syrup"].map((k) => ingredientId(handle, k)),
    );
    const fields = (name: string): Record<string, string> => ({
      nameEn: name,
      stepsEn: "Shake\nStrain",
      difficulty: "easy",
      glass: "coupe",
      method: "shake",
      "lines[0].ingredient": String(gin),
      "lines[0].amount": "5",
      "lines[0].unit": "cl",
      "lines[1].ingredient": String(lime),
      "lines[1].amount": "2",
      "lines[1].unit": "cl",
      "lines[2].ingredient": String(syrup),
      "lines[2].amount": "1",
      "lines[2].unit": "cl",
    });
    const created = await settle(
      createAction({
        request: formRequest(
          "/en/recipe/create",
          { ...fields("Book Keeper"), intent: "publish" },
          {
            Cookie: author.cookie,
          },
        ),
        params: { lang: "en" },
        context: loadContext(handle),
      }),
    );
    expect(created.status).toBe(302);
    const recipe = await handle.db
      .selectFrom("recipes")
      .select(["id", "slug", "version"])
      .where("author_id", "=", author.id)
      .executeTakeFirstOrThrow();
    await post(recipe.slug, { intent: "favourite", favourite: "add" }, reader.cookie);
    await post(recipe.slug, { intent: "note", note: "Try with lemon" }, reader.cookie);
    const edited = await settle(
      editAction({
        request: formRequest(
          `/en/recipe/edit/${recipe.id}`,
          { ...fields("Book Keeper No. 2"), version: String(recipe.version), intent: "publish" },
          { Cookie: author.cookie },
        ),
        params: { lang: "en", recipeId: String(recipe.id) },
        context: loadContext(handle),
      }),
    );
    expect(edited.status).toBe(302);
    const after = await handle.db
      .selectFrom("recipes")
      .select(["slug", "version", "name_en"])
      .where("id", "=", recipe.id)
      .executeTakeFirstOrThrow();
    expect(after.version).toBeGreaterThan(recipe.version);
    expect(after.name_en).toBe("Book Keeper No. 2");
    expect((await page(after.slug, reader.cookie)).body).toMatchObject({
      favourite: true,
      note: "Try with lemon",
    });
    expect((await favourites(reader.cookie)).body.items).toMatchObject([
      { name: "Book Keeper No. 2", note: "Try with lemon" },
    ]);
  });

  it("is in the member's data download, and goes with the member's account", async () => {
    const m = await member();
    await post("mojito", { intent: "favourite", favourite: "add" }, m.cookie);
    await post("mojito", { intent: "note", note: "gone with me" }, m.cookie);
    expect(await rows("favourites", m.id)).toHaveLength(1);
    // a saved bar with a menu for guests, and a shared collection: all in the download, links only named
    const barId = await saveBar(handle.db, m.id, "Home", [await ingredientId(handle, "white-rum")]);
    await createGuestMenu(handle.db, m.id, barId, { title: "Friday", intro: "Welcome", mode: "all" });
    await shareGuestMenu(handle.db, m.id, barId);
    const made = await createCollection(handle.db, m.id, "Summer", "Long drinks");
    if (!made.ok) throw new Error("no collection");
    const mojito = await handle.db
      .selectFrom("recipes")
      .select("id")
      .where("slug", "=", "mojito")
      .executeTakeFirstOrThrow();
    await addToCollection(handle.db, m.id, made.id, mojito.id);
    const token = await shareCollection(handle.db, m.id, made.id);
    const exported = await exportUserData(handle.db, m.id);
    expect(exported?.favourites).toMatchObject([{ recipe: "mojito" }]);
    expect(exported?.notes).toMatchObject([{ recipe: "mojito", note: "gone with me" }]);
    expect(exported?.savedBars).toMatchObject([{ name: "Home", ingredients: [{ key: "white-rum" }] }]);
    expect(exported?.collections).toMatchObject([
      { name: "Summer", description: "Long drinks", sharedByLink: true, recipes: [{ slug: "mojito" }] },
    ]);
    expect(exported?.guestMenus).toMatchObject([
      { bar: "Home", title: "Friday", note: "Welcome", mode: "all", sharedByLink: true },
    ]);
    expect(JSON.stringify(exported)).not.toContain(token ?? "no token");
    await deleteUser(handle.db, m.id);
    expect(await rows("favourites", m.id)).toEqual([]);
    expect(await rows("recipe_notes", m.id)).toEqual([]);
  });

  it("moves no shared cache version", async () => {
    const m = await member();
    const versions = () =>
      handle.db.selectFrom("cache_versions").select(["kind", "version"]).orderBy("kind").execute();
    const before = await versions();
    await post("negroni", { intent: "favourite", favourite: "add" }, m.cookie);
    await post("negroni", { intent: "note", note: "n" }, m.cookie);
    await post("negroni", { intent: "note-delete" }, m.cookie);
    await post("negroni", { intent: "favourite", favourite: "remove" }, m.cookie);
    expect(await versions()).toEqual(before);
  });
});

// The sitemap past one file: the index, its files, and the recipes' files as ranges of ids (keyset), on the
// seeded database with a few pages a file instead of 25,000, so the index appears at the seed's size.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "../../app/routes/sitemap[.]xml";
import { PAGES_PER_FILE, SLICE, sitemap } from "../../app/utils/sitemap.server";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase, getRequest, loadContext, settle } from "./database";

const ORIGIN = "http://localhost:3000";
/** Small enough that the seed's pages and recipes need several files of each kind. */
const PER_FILE = 30;

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

async function get(query: string, db = handle) {
  const res = await sitemap(db.db, ORIGIN, new URLSearchParams(query), PER_FILE);
  return { status: res.status, body: await res.text() };
}

/** The <loc>s of an index, or of a file's English URLs (one per page). */
const indexFiles = (xml: string) => [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
const englishPages = (xml: string) =>
  [...xml.matchAll(/<url><loc>http:\/\/localhost:3000\/en([^<]*)<\/loc>/g)].map((m) => m[1] || "/");
const query = (loc: string) => new URL(loc.replace(/&amp;/g, "&")).search.slice(1);

async function published(db = handle) {
  return db.db
    .selectFrom("recipes")
    .select(["id", "slug", "updated_at"])
    .where("status", "=", "published")
    .orderBy("id")
    .execute();
}

describe("the sitemap index", () => {
  it("is one file at the seed's size with 25,000 pages a file", async () => {
    const res = await settle(
      Promise.resolve(
        loader({ request: getRequest("/sitemap.xml"), params: {}, context: loadContext(handle) }),
      ),
    );
    expect(PAGES_PER_FILE).toBe(25_000);
    expect(await res.text()).toContain("<urlset");
    const range = await settle(
      Promise.resolve(
        loader({ request: getRequest("/sitemap.xml?recipes=1"), params: {}, context: loadContext(handle) }),
      ),
    );
    expect(range.status).toBe(404);
  });

  it("lists the other pages' files, then a file per range of recipe ids, each dated by its newest change", async () => {
    const index = await get("");
    expect(index.status).toBe(200);
    expect(index.body).toMatch(/^<\?xml[^>]*>\n<sitemapindex /);
    const files = indexFiles(index.body);
    const parts = files.filter((f) => f.includes("?part="));
    const ranges = files.filter((f) => f.includes("?recipes="));
    expect(parts.length).toBeGreaterThan(1);
    expect(ranges.length).toBeGreaterThan(1);
    expect(files).toEqual([...parts, ...ranges]);

    const recipes = await published();
    const expected = new Map<number, Date>();
    for (const r of recipes) {
      const range = Math.floor((r.id - 1) / PER_FILE) + 1;
      const date = new Date(r.updated_at);
      if (!(date <= (expected.get(range) ?? new Date(0)))) expected.set(range, date);
    }
    // exactly the ranges that hold a published recipe, each with its newest change
    expect(ranges.map((f) => Number(query(f).replace("recipes=", "")))).toEqual([...expected.keys()]);
    for (const [range, date] of expected) {
      expect(index.body).toContain(
        `<sitemap><loc>${ORIGIN}/sitemap.xml?recipes=${range}</loc><lastmod>${date.toISOString()}</lastmod></sitemap>`,
      );
    }
  });

  it("holds every page exactly once, recipes in the file of their id, no file over the limit", async () => {
    const files = indexFiles((await get("")).body);
    const seen: string[] = [];
    for (const loc of files) {
      const file = await get(query(loc));
      expect(file.status, loc).toBe(200);
      expect(file.body).toContain("<urlset");
      const pages = englishPages(file.body);
      expect(pages.length, loc).toBeLessThanOrEqual(PER_FILE);
      expect(pages.length, loc).toBeGreaterThan(0);
      if (loc.includes("?recipes=")) {
        const range = Number(query(loc).replace("recipes=", ""));
        const inRange = (await published())
          .filter((r) => Math.floor((r.id - 1) / PER_FILE) + 1 === range)
          .map((r) => `/recipe/${encodeURIComponent(r.slug)}`);
        expect(pages, loc).toEqual(inRange);
      }
      seen.push(...pages);
    }
    expect(new Set(seen).size).toBe(seen.length);
    // the same pages as the one file the real size makes
    const whole = await sitemap(handle.db, ORIGIN, new URLSearchParams(), PAGES_PER_FILE);
    expect(seen.sort()).toEqual(englishPages(await whole.text()).sort());
  });

  it("writes the same files when it reads the recipes a few at a time", async () => {
    for (const [query, perFile] of [
      ["", PAGES_PER_FILE],
      ["recipes=1", PER_FILE],
      ["recipes=2", PER_FILE],
    ] as const) {
      const whole = await sitemap(handle.db, ORIGIN, new URLSearchParams(query), perFile, SLICE);
      const sliced = await sitemap(handle.db, ORIGIN, new URLSearchParams(query), perFile, 7);
      const body = await whole.text();
      expect(englishPages(body).length).toBeGreaterThan(7);
      expect(await sliced.text(), query).toBe(body);
    }
  });

  it("answers 404 for a file that is not in the index, and for malformed numbers", async () => {
    const files = indexFiles((await get("")).body);
    const parts = files.filter((f) => f.includes("?part=")).length;
    const recipes = await published();
    const emptyRange = Math.floor(((recipes.at(-1)?.id ?? 0) - 1) / PER_FILE) + 2;
    for (const q of [
      "part=0",
      `part=${parts + 1}`,
      "part=-1",
      "part=1e3",
      "part=01",
      "part=99999",
      `recipes=${emptyRange}`,
      "recipes=0",
      "recipes=abc",
      "recipes=1.5",
      "recipes=99999999",
      "part=1&recipes=1",
    ]) {
      expect((await get(q)).status, q).toBe(404);
    }
  });
});

describe("recipe files by ranges of ids (keyset)", () => {
  it("keep every other recipe in its file when one is taken down, and date only the file that changed", async () => {
    const own = await createTestDatabase();
    try {
      const before = new Map<string, string>();
      const index = (await get("", own)).body;
      for (const loc of indexFiles(index).filter((f) => f.includes("?recipes="))) {
        before.set(loc, (await get(query(loc), own)).body);
      }
      const [first] = await published(own);
      if (!first) throw new Error("the seed has published recipes");
      await own.db.updateTable("recipes").set({ status: "draft" }).where("id", "=", first.id).execute();

      const after = (await get("", own)).body;
      const firstFile = `${ORIGIN}/sitemap.xml?recipes=1`;
      for (const [loc, body] of before) {
        const now = await get(query(loc), own);
        if (loc === firstFile) {
          expect(englishPages(now.body)).not.toContain(`/recipe/${first.slug}`);
          expect(englishPages(now.body).length).toBe(englishPages(body).length - 1);
        } else {
          // with offsets, every later file would have moved by one recipe
          expect(now.body, loc).toBe(body);
          const entry = new RegExp(`<sitemap><loc>${loc.replace(/[?.]/g, "\\$&")}</loc>.*?</sitemap>`);
          expect(after.match(entry)?.[0], loc).toBe(index.match(entry)?.[0]);
        }
      }
    } finally {
      await own.close();
    }
  });
});

// Expensive work is bounded: drink pictures are rendered off the thread that answers requests, in a line of
// bounded length (503 with Retry-After beyond it), and never for a name that names no picture; the virtual
// bar's results for the fullest bar allowed stay a page of reasonable size.
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { barQuery, MAX_BAR_IDS } from "../../app/lib/bar-selection";
import { loader as pictureLoader } from "../../app/routes/pictures.$file";
import {
  clearPictureCache,
  pictureState,
  pictureStats,
  RENDER_THREADS,
  RENDERS_WAITING,
} from "../../app/utils/pictures.server";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase, getRequest, loadContext, settle } from "./database";
import { servedApp } from "./dev-app";

vi.mock("vite", async (original) =>
  (await import("./dev-app")).mockedVite(original, "cocktail-expensive-work-vite-"),
);

// resvg on this thread (the one answering requests) refuses to work: a picture drawn here fails.
vi.mock("@resvg/resvg-js", () => {
  const refuse = () => {
    throw new Error("resvg called on the request thread");
  };
  return { Resvg: refuse, render: refuse, renderAsync: refuse };
});

let handle: DatabaseHandle;
let recipes: { slug: string; hash: string }[] = [];
/** Every ingredient id (a bar's URL may name any), in id order; those the picker offers (no categories). */
let ingredientIds: number[] = [];
let choiceIds: number[] = [];
beforeAll(async () => {
  handle = await createTestDatabase();
  const ingredients = await handle.db
    .selectFrom("ingredients")
    .select(["id", "kind"])
    .orderBy("id")
    .execute();
  ingredientIds = ingredients.map((r) => r.id);
  choiceIds = ingredients.filter((r) => r.kind !== "category").map((r) => r.id);
  recipes = (
    await handle.db
      .selectFrom("recipes")
      .select(["slug", "picture_hash"])
      .where("status", "=", "published")
      .orderBy("id")
      .execute()
  ).map((r) => ({ slug: r.slug, hash: r.picture_hash ?? "" }));
});
afterAll(async () => {
  await handle?.close();
});

const picture = (file: string, context = loadContext(handle)) =>
  settle(pictureLoader({ request: getRequest(`/pictures/${file}`), params: { file }, context }));
const fileOf = (r: { slug: string; hash: string }) => `${r.slug}.${r.hash}.png`;

describe("drink pictures", () => {
  it("are rendered off the thread that answers requests (resvg there throws), every one a PNG", async () => {
    clearPictureCache();
    for (const r of recipes.slice(0, 3)) {
      const res = await picture(fileOf(r));
      expect(res.status, r.slug).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("image/png");
    }
  });

  it("leave that thread free while they render: it is busy for less than half the render time", async () => {
    clearPictureCache();
    const batch = recipes.slice(10, 10 + 12);
    const before = performance.eventLoopUtilization();
    const renderMs = pictureStats.renderMs;
    const renders = pictureStats.renders;
    // twelve at once: all fit in the line (RENDERS_WAITING), none is refused
    const answers = await Promise.all(batch.map((r) => picture(fileOf(r))));
    const busy = performance.eventLoopUtilization(before);
    expect(answers.map((a) => a.status)).toEqual(batch.map(() => 200));
    expect(pictureStats.renders - renders).toBe(batch.length);
    const rendered = pictureStats.renderMs - renderMs;
    // 12 renders take 300–600 ms of CPU; drawn on this thread it would be busy for all of it
    expect(rendered).toBeGreaterThan(12 * 5);
    expect(busy.active).toBeLessThan(rendered / 2);
  });

  it("beyond the renders running and in line, are refused at once with 503 and Retry-After", async () => {
    clearPictureCache();
    const burst = recipes.slice(30, 30 + 64);
    const answers = await Promise.all(burst.map((r) => picture(fileOf(r))));
    const statuses = answers.map((a) => a.status);
    const refused = answers.filter((a) => a.status === 503);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    // the line never grew past its bound: at most that many (plus those that finished meanwhile) were drawn
    expect(refused.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeLessThan(burst.length);
    expect(pictureState().waiting).toBe(0);
    expect(RENDER_THREADS + RENDERS_WAITING).toBeLessThan(burst.length);
    for (const r of refused) {
      expect(Number(r.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(r.headers.get("Cache-Control")).toBe("no-store");
    }
    // asked again once the line is gone, a refused picture is drawn
    const again = burst[statuses.indexOf(503)];
    expect((await picture(fileOf(again as (typeof burst)[number]))).status).toBe(200);
  });

  it("are refused before any render for a name that names no current picture", async () => {
    clearPictureCache();
    const renders = pictureStats.renders;
    // no database either for a malformed name
    const noDatabase = loadContext(handle, {
      db: new Proxy({} as typeof handle.db, {
        get() {
          throw new Error("the database was asked");
        },
      }),
    });
    for (const bad of [
      "x".repeat(200),
      "negroni.png",
      "negroni.0123456789ab.jpg",
      "NEGRONI.0123456789ab.png",
    ]) {
      expect((await picture(bad, noDatabase)).status, bad).toBe(400);
    }
    expect((await picture("no-such-drink.0123456789ab.png")).status).toBe(404);
    expect((await picture(`${recipes[0]?.slug}.0123456789ab.png`)).status).toBe(302);
    expect(pictureStats.renders).toBe(renders);
  });
});

describe("the virtual bar", () => {
  const app = servedApp(() => handle);

  /** A page as a visitor with a cookie gets it (rendered, not from the page cache). */
  async function page(path: string) {
    const res = await fetch(`${app.base}${path}`, { headers: { Cookie: "visitor=1" }, redirect: "manual" });
    return { status: res.status, html: await res.text(), location: res.headers.get("Location") };
  }

  it("holds at most 200 ingredients (a big home bar has about 150 bottles)", () => {
    expect(MAX_BAR_IDS).toBe(200);
    expect(ingredientIds.length).toBeGreaterThan(MAX_BAR_IDS);
  });

  it("answers the fullest bar allowed with a results page under 160 KB of HTML, in both languages", async () => {
    const ids = ingredientIds.slice(0, MAX_BAR_IDS);
    for (const [lang, more] of [
      ["en", `Show ${MAX_BAR_IDS - 12} more`],
      ["de", `${MAX_BAR_IDS - 12} weitere zeigen`],
    ] as const) {
      const { status, html } = await page(`/${lang}/recipe/filter-result?${barQuery(ids, "normal")}`);
      expect(status).toBe(200);
      // (a bar of 383 was 673 KB: each chip a link carrying every other id)
      expect(html.length).toBeLessThan(160_000);
      // every chosen ingredient can still be removed, without JavaScript: a button each in one form
      expect(html.match(/name="drop"/g)?.length).toBe(MAX_BAR_IDS);
      expect(html.includes(more), more).toBe(true);
    }
  });

  it("removes a big bar's ingredient by its chip button: the same bar without it", async () => {
    const ids = ingredientIds.slice(0, 30);
    const gone = ids[7] as number;
    const { status, location } = await page(
      `/en/recipe/filter-result?i=${ids.join(",")}&tolerance=high&drop=${gone}`,
    );
    expect(status).toBe(302);
    expect(location).toBe(
      `/en/recipe/filter-result?${barQuery(
        ids.filter((id) => id !== gone),
        "high",
      )}`,
    );
  });

  it("refuses more than the bound (500 ids) with 400, a short page and the notice, in both languages", async () => {
    const many = Array.from({ length: 500 }, (_, i) => i + 1).join(",");
    for (const [lang, notice] of [
      ["en", "A bar holds at most 200 ingredients."],
      ["de", "Eine Bar fasst höchstens 200 Zutaten."],
    ] as const) {
      const { status, html } = await page(`/${lang}/recipe/filter-result?i=${many}&tolerance=normal`);
      expect(status).toBe(400);
      expect(html.includes(notice), notice).toBe(true);
      expect(html.length).toBeLessThan(80_000);
      // back to the picker with the picks, to remove some there
      expect(html.includes(`href="/${lang}/recipe/filter?i=1,2,3,`)).toBe(true);
    }
  });

  it("says on the picker how many are over the bound and names only the first chosen, in both languages", async () => {
    const ids = choiceIds.slice(0, MAX_BAR_IDS + 5);
    for (const [lang, notice, rest] of [
      ["en", `A bar holds at most 200 ingredients, and ${MAX_BAR_IDS + 5} are chosen.`, "and 193 more"],
      ["de", `Eine Bar fasst höchstens 200 Zutaten, gewählt sind ${MAX_BAR_IDS + 5}.`, "und 193 weitere"],
    ] as const) {
      const { status, html } = await page(`/${lang}/recipe/filter?i=${ids.join(",")}`);
      expect(status).toBe(200);
      expect(html.includes(notice), notice).toBe(true);
      expect(html.includes(rest), rest).toBe(true);
    }
  });
});

// Expensive work is bounded: drink pictures are rendered off the thread that answers requests, in a line of
// bounded length (503 with Retry-After beyond it), and never for a name that names no picture; the virtual
// bar's results for the fullest bar allowed stay a page of reasonable size.
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
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

// resvg on this thread (the one answering requests) refuses to work: a picture drawn here fails.
vi.mock("@resvg/resvg-js", () => {
  const refuse = () => {
    throw new Error("resvg called on the request thread");
  };
  return { Resvg: refuse, render: refuse, renderAsync: refuse };
});

let handle: DatabaseHandle;
let recipes: { slug: string; hash: string }[] = [];
beforeAll(async () => {
  handle = await createTestDatabase();
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

import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drinkSvg } from "../../app/lib/drink-picture-svg";
import { readScene, sceneHash } from "../../app/lib/drink-scene";
import { recipePicturePath } from "../../app/lib/picture-path";
import type { ListQuery } from "../../app/lib/recipe-query";
import { getRecipe, listRecipes } from "../../app/models/recipes.server";
import { action as createAction } from "../../app/routes/$lang.recipe.create";
import { loader as pictureLoader } from "../../app/routes/pictures.$file";
import {
  clearPictureCache,
  isPictureCached,
  pictureState,
  pictureStats,
  warmPictureCache,
} from "../../app/utils/pictures.server";
import type { DatabaseHandle } from "../../db/client";
import { refreshRecipePictures, seedIngredientColours } from "../../db/pictures";
import {
  createMember,
  createTestDatabase,
  formRequest,
  getRequest,
  ingredientId,
  loadContext,
  settle,
} from "./database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const picture = (file: string) =>
  settle(
    pictureLoader({
      request: getRequest(`/pictures/${file}`),
      params: { file },
      context: loadContext(handle),
    }),
  );

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function current(slug: string) {
  const r = await getRecipe(handle.db, slug, "en", null);
  if (!r) throw new Error(`no recipe ${slug}`);
  return r;
}

describe("ingredient colours", () => {
  it("give every ingredient a seeded recipe uses a colour, its own or an ancestor's", async () => {
    const missing = await handle.db
      .selectFrom("recipe_ingredients as l")
      .innerJoin("ingredients as i", "i.id", "l.ingredient_id")
      .select("i.key")
      .distinct()
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("ingredients as a")
              .select("a.id")
              .whereRef("a.id", "=", (eb) => eb.fn.any("i.ancestor_ids") as never)
              .where("a.colour", "is not", null),
          ),
        ),
      )
      .execute();
    expect(missing).toEqual([]);
  });

  it("are written only when they differ, so a start with unchanged content redraws nothing", async () => {
    expect(await seedIngredientColours(handle.db)).toBe(0);
  });

  it("a brand's product inherits its generic's colour", async () => {
    const nearest = async (id: number) =>
      (await handle.db
        .selectFrom("ingredients as i")
        .innerJoin("ingredients as a", (join) => join.on(sql<boolean>`a.id = ANY(i.ancestor_ids)`))
        .select(["a.colour", "a.colour_opacity"])
        .where("i.id", "=", id)
        .where("a.colour", "is not", null)
        .orderBy("a.depth", "desc")
        .executeTakeFirst()) ?? null;
    const products = await handle.db
      .selectFrom("ingredients")
      .select(["id", "parent_id", "colour"])
      .where("kind", "=", "product")
      .execute();
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(p.colour).toBeNull();
      const own = await nearest(p.id);
      expect(own).not.toBeNull();
      expect(own).toEqual(await nearest(p.parent_id as number));
    }
  });
});

describe("stored pictures", () => {
  it("every seeded recipe has a scene and a hash", async () => {
    const rows = await handle.db.selectFrom("recipes").select(["slug", "picture", "picture_hash"]).execute();
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) {
      const scene = readScene(r.picture);
      expect(scene, r.slug).not.toBeNull();
      expect(r.picture_hash).toBe(sceneHash(scene as NonNullable<typeof scene>));
    }
  });

  it("cards carry the picture, so a list needs no query per card", async () => {
    const { items } = await listRecipes(
      handle.db,
      {
        page: 1,
        sort: "name",
        dir: "asc",
        difficulty: null,
        group: null,
        base: null,
        ingredient: null,
        strength: null,
        without: [],
      } satisfies ListQuery,
      "en",
    );
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(readScene(item.picture)).not.toBeNull();
  });

  it("a layered drink shows its layers (B-52: three bands, bottom to top)", async () => {
    const layered = await handle.db
      .selectFrom("recipes")
      .select(["slug", "picture"])
      .where("method", "=", "layer")
      .execute();
    expect(layered.length).toBeGreaterThan(0);
    for (const r of layered) {
      const scene = readScene(r.picture);
      expect(scene?.b.length ?? 0, r.slug).toBeGreaterThanOrEqual(2);
      const svg = drinkSvg(scene as NonNullable<typeof scene>, "t");
      for (const band of scene?.b ?? []) expect(svg).toContain(`fill="${band[0]}"`);
    }
    const b52 = readScene((layered.find((r) => r.slug === "b-52") ?? layered[0])?.picture);
    expect(b52?.b.length).toBe(3);
  });

  it("refreshing unchanged recipes writes nothing new", async () => {
    const before = await handle.db
      .selectFrom("recipes")
      .select(["id", "picture_hash"])
      .orderBy("id")
      .execute();
    await refreshRecipePictures(handle.db, "all");
    const after = await handle.db
      .selectFrom("recipes")
      .select(["id", "picture_hash"])
      .orderBy("id")
      .execute();
    expect(after).toEqual(before);
  });
});

describe("GET /pictures/<slug>.<hash>.png", () => {
  it("answers a 1200×630 PNG, cacheable for good, and serves the second request from the cache", async () => {
    const negroni = await current("negroni");
    const res = await picture(`negroni.${negroni.pictureHash}.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("Cache-Control")).toContain("immutable");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    const hits = pictureStats.hits;
    const again = await picture(`negroni.${negroni.pictureHash}.png`);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    expect(pictureStats.hits).toBe(hits + 1);
  });

  it("gives two different recipes different pictures", async () => {
    const [a, b] = [await current("negroni"), await current("b-52")];
    expect(a.pictureHash).not.toBe(b.pictureHash);
    const bytesA = new Uint8Array(await (await picture(`negroni.${a.pictureHash}.png`)).arrayBuffer());
    const bytesB = new Uint8Array(await (await picture(`b-52.${b.pictureHash}.png`)).arrayBuffer());
    expect(pngSize(bytesB)).toEqual({ width: 1200, height: 630 });
    expect(Buffer.from(bytesA).equals(Buffer.from(bytesB))).toBe(false);
  });

  it("redirects an old hash to the current picture", async () => {
    const negroni = await current("negroni");
    const res = await picture("negroni.000000000000.png");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(recipePicturePath("negroni", negroni.pictureHash));
  });

  it("answers 404 for an unknown recipe and 400 for a malformed name, never 500", async () => {
    expect((await picture("no-such-drink.0123456789ab.png")).status).toBe(404);
    for (const bad of [
      "negroni.png",
      "negroni.xyz.png",
      "../etc.0123456789ab.png",
      "Negroni.0123456789ab.png",
      "",
    ]) {
      expect((await picture(bad)).status, bad).toBe(400);
    }
  });
});

describe("the picture cache", () => {
  it("holds every seeded picture: drawn ahead of time within its byte bound, then each served from it", async () => {
    clearPictureCache();
    const published = await handle.db
      .selectFrom("recipes")
      .select(["slug", "picture_hash"])
      .where("status", "=", "published")
      .execute();
    expect(published.length).toBeGreaterThan(200);
    const drawn = await warmPictureCache(handle.db);
    expect(drawn).toBe(new Set(published.map((r) => r.picture_hash)).size);
    const state = pictureState();
    expect(state.entries).toBe(drawn);
    expect(state.bytes).toBeLessThanOrEqual(state.maxBytes);
    // room for the authored pictures to come
    expect(state.bytes).toBeLessThan(state.maxBytes * 0.75);
    for (const r of published) expect(isPictureCached(r.picture_hash ?? ""), r.slug).toBe(true);
    const { renders, hits } = pictureStats;
    for (const r of published) {
      const res = await picture(`${r.slug}.${r.picture_hash}.png`);
      expect(res.status, r.slug).toBe(200);
    }
    expect(pictureStats.renders).toBe(renders);
    expect(pictureStats.hits).toBe(hits + published.length);
    // a second warm-up finds nothing left to draw
    expect(await warmPictureCache(handle.db)).toBe(0);
  }, 300_000);
});

describe("authored recipes", () => {
  it("get their picture at once, drawn from their own lines", async () => {
    const m = await createMember(handle, "picture-author@example.com");
    const id = (key: string) => ingredientId(handle, key);
    const f: Record<string, string> = {
      nameEn: "Picture Test Blue",
      nameDe: "Bildtest Blau",
      stepsEn: "Shake\nStrain",
      stepsDe: "Shaken\nAbseihen",
      difficulty: "easy",
      glass: "coupe",
      method: "shake",
      intent: "publish",
      "lines[0].ingredient": String(await id("vodka")),
      "lines[0].amount": "4",
      "lines[0].unit": "cl",
      "lines[1].ingredient": String(await id("blue-curacao")),
      "lines[1].amount": "2",
      "lines[1].unit": "cl",
    };
    const res = await settle(
      createAction({
        request: formRequest("/en/recipe/create", f, { Cookie: m.cookie }),
        params: { lang: "en" },
        context: loadContext(handle),
      }),
    );
    expect(res.status).toBe(302);
    const row = await handle.db
      .selectFrom("recipes")
      .select(["slug", "picture", "picture_hash"])
      .where("name_en", "=", "Picture Test Blue")
      .executeTakeFirstOrThrow();
    const scene = readScene(row.picture);
    expect(scene?.g).toBe("coupe");
    const [r, , b] = [1, 3, 5].map((i) => Number.parseInt(scene?.b[0]?.[0].slice(i, i + 2) ?? "00", 16));
    expect(b).toBeGreaterThan(r as number);
    expect((await picture(`${row.slug}.${row.picture_hash}.png`)).status).toBe(200);
  });
});

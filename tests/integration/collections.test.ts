// A member's collections (app/models/collections.server.ts and the routes under /user/collections): who may
// see and change what (the owner, another member, a visitor, a revoked link), adding from a recipe page
// into a chosen or a new collection, the order, the limits, and that nothing personal reaches the shared
// recipe page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_COLLECTIONS } from "../../app/lib/collection-limits";
import { loader as sharedLoader } from "../../app/routes/$lang.collection.$token";
import { loader as recipeLoader } from "../../app/routes/$lang.recipe.$slug";
import { action as indexAction, loader as indexLoader } from "../../app/routes/$lang.user.collections._index";
import {
  action as collectionAction,
  loader as collectionLoader,
} from "../../app/routes/$lang.user.collections.$collectionId";
import type { DatabaseHandle } from "../../db/client";
import { callAction, callLoader, createMember, createTestDatabase, loadContext } from "./database";

let handle: DatabaseHandle;
const recipeIds = new Map<string, number>();
let owner: Awaited<ReturnType<typeof createMember>>;
let other: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  handle = await createTestDatabase();
  const rows = await handle.db
    .selectFrom("recipes")
    .select(["id", "slug"])
    .where("slug", "in", ["negroni", "daiquiri", "americano", "manhattan"])
    .execute();
  for (const r of rows) recipeIds.set(r.slug, r.id);
  owner = await createMember(handle, "collector@example.com");
  other = await createMember(handle, "neighbour@example.com");
});
afterAll(async () => {
  await handle?.close();
});

const ctx = () => loadContext(handle);
const recipeId = (slug: string) => String(recipeIds.get(slug));
const index = (fields: Record<string, string>, cookie?: string) =>
  callAction(indexAction, "/en/user/collections", { lang: "en" }, fields, ctx(), cookie);
const manage = (id: number, fields: Record<string, string>, cookie?: string) =>
  callAction(
    collectionAction,
    `/en/user/collections/${id}`,
    { lang: "en", collectionId: String(id) },
    fields,
    ctx(),
    cookie,
  );
const view = (id: number, cookie?: string) =>
  callLoader(
    collectionLoader,
    `/en/user/collections/${id}`,
    { lang: "en", collectionId: String(id) },
    ctx(),
    cookie,
  );
const shared = (token: string) =>
  callLoader(sharedLoader, `/en/collection/${token}`, { lang: "en", token }, ctx());

async function create(name: string, cookie = owner.cookie): Promise<number> {
  const res = await index({ intent: "create", name, description: "For the garden" }, cookie);
  expect(res.status).toBe(302);
  const id = Number(/\/user\/collections\/(\d+)$/.exec(res.headers.get("Location") ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

type CollectionJson = {
  collection: { name: string; description: string; recipes: { slug: string }[]; shareUrl: string | null };
};
const slugs = async (id: number) =>
  ((await (await view(id, owner.cookie)).json()) as CollectionJson).collection.recipes.map((r) => r.slug);

describe("collections", () => {
  it("are made, filled from a recipe page, and kept in the member's order", async () => {
    const id = await create("Summer party");
    for (const slug of ["negroni", "daiquiri", "americano"]) {
      const res = await index(
        {
          intent: "add",
          recipeId: recipeId(slug),
          target: String(id),
          returnTo: `/en/recipe/${slug}#collect`,
        },
        owner.cookie,
      );
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe(`/en/recipe/${slug}#collect`);
    }
    // twice is once
    expect(
      (await index({ intent: "add", recipeId: recipeId("negroni"), target: String(id) }, owner.cookie))
        .status,
    ).toBe(302);
    expect(await slugs(id)).toEqual(["negroni", "daiquiri", "americano"]);
    await manage(id, { intent: "move", recipeId: recipeId("americano"), direction: "up" }, owner.cookie);
    expect(await slugs(id)).toEqual(["negroni", "americano", "daiquiri"]);
    await manage(id, { intent: "move", recipeId: recipeId("negroni"), direction: "up" }, owner.cookie);
    expect(await slugs(id)).toEqual(["negroni", "americano", "daiquiri"]);
    await manage(id, { intent: "remove", recipeId: recipeId("americano") }, owner.cookie);
    expect(await slugs(id)).toEqual(["negroni", "daiquiri"]);
    const res = await manage(id, { intent: "edit", name: "Garden party", description: "" }, owner.cookie);
    expect(res.status).toBe(302);
    const page = (await (await view(id, owner.cookie)).json()) as CollectionJson;
    expect(page.collection.name).toBe("Garden party");
    expect((await view(id, owner.cookie)).headers.get("Cache-Control")).toContain("no-store");
  });

  it("makes a new collection from the recipe page's form, or nothing when the name is missing", async () => {
    const before = await handle.db
      .selectFrom("collections")
      .select("id")
      .where("user_id", "=", owner.id)
      .execute();
    const unnamed = await index(
      { intent: "add", recipeId: recipeId("manhattan"), target: "new", newName: "  " },
      owner.cookie,
    );
    expect(unnamed.status).toBe(400);
    expect(((await unnamed.json()) as { error: Record<string, string[]> }).error.newName).toEqual([
      "collection.nameRequired",
    ]);
    const made = await index(
      { intent: "add", recipeId: recipeId("manhattan"), target: "new", newName: "Stirred and boozy" },
      owner.cookie,
    );
    expect(made.status).toBe(302);
    const after = await handle.db
      .selectFrom("collections")
      .select(["id", "name"])
      .where("user_id", "=", owner.id)
      .orderBy("id")
      .execute();
    expect(after.length).toBe(before.length + 1);
    const newest = after.at(-1);
    expect(newest?.name).toBe("Stirred and boozy");
    expect(await slugs(newest?.id ?? 0)).toEqual(["manhattan"]);
  });

  it("refuses a recipe that is not published without making half a collection", async () => {
    const draft = await handle.db
      .updateTable("recipes")
      .set({ status: "draft" })
      .where("slug", "=", "americano")
      .returning("id")
      .executeTakeFirstOrThrow();
    const count = async () =>
      (await handle.db.selectFrom("collections").select("id").where("user_id", "=", owner.id).execute())
        .length;
    const before = await count();
    const res = await index(
      { intent: "add", recipeId: String(draft.id), target: "new", newName: "Drafts" },
      owner.cookie,
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: Record<string, string[]> }).error[""]).toEqual([
      "collection.recipeNotFound",
    ]);
    expect(await count()).toBe(before);
    await handle.db.updateTable("recipes").set({ status: "published" }).where("id", "=", draft.id).execute();
  });

  it("are no one else's business: another member finds nothing, a visitor must log in", async () => {
    const id = await create("Private");
    await index({ intent: "add", recipeId: recipeId("negroni"), target: String(id) }, owner.cookie);
    expect((await view(id, other.cookie)).status).toBe(404);
    const attempts: Record<string, string>[] = [
      { intent: "edit", name: "Mine now", description: "" },
      { intent: "remove", recipeId: recipeId("negroni") },
      { intent: "share" },
      { intent: "delete" },
    ];
    for (const fields of attempts) expect((await manage(id, fields, other.cookie)).status).toBe(404);
    // adding into someone else's collection: as if it did not exist
    const into = await index(
      { intent: "add", recipeId: recipeId("daiquiri"), target: String(id) },
      other.cookie,
    );
    expect(into.status).toBe(404);
    expect(await slugs(id)).toEqual(["negroni"]);
    const visitor = await view(id);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toContain("/en/user/login");
    const list = (await (
      await callLoader(indexLoader, "/en/user/collections", { lang: "en" }, ctx(), other.cookie)
    ).json()) as {
      collections: { name: string }[];
    };
    expect(list.collections.map((c) => c.name)).not.toContain("Private");
  });

  it("can be shared by an unguessable link that shows no owner, and revoked at once", async () => {
    const id = await create("Shared stirred");
    await index({ intent: "add", recipeId: recipeId("manhattan"), target: String(id) }, owner.cookie);
    expect((await manage(id, { intent: "share" }, owner.cookie)).status).toBe(302);
    const url = ((await (await view(id, owner.cookie)).json()) as CollectionJson).collection.shareUrl ?? "";
    const token = /\/en\/collection\/([A-Za-z0-9_-]{32})$/.exec(url)?.[1] ?? "";
    expect(token).toHaveLength(32);
    const open = await shared(token);
    expect(open.status).toBe(200);
    expect(open.headers.get("Cache-Control")).toBe("no-store");
    expect(open.headers.get("X-Robots-Tag")).toBe("noindex");
    const body = (await open.json()) as { collection: Record<string, unknown> };
    // its name, description and recipes, and nothing about who keeps it
    expect(Object.keys(body.collection).sort()).toEqual(["description", "name", "recipes"]);
    expect(body.collection.name).toBe("Shared stirred");
    expect((body.collection.recipes as { slug: string }[]).map((r) => r.slug)).toEqual(["manhattan"]);
    expect(JSON.stringify(body)).not.toContain("collector");
    // sharing again keeps the same link
    await manage(id, { intent: "share" }, owner.cookie);
    expect(((await (await view(id, owner.cookie)).json()) as CollectionJson).collection.shareUrl).toBe(url);
    expect((await manage(id, { intent: "unshare" }, owner.cookie)).status).toBe(302);
    expect((await shared(token)).status).toBe(404);
    expect((await shared("not-a-token")).status).toBe(404);
  });

  it("show on the recipe page for their owner only, never in what the page shares", async () => {
    const id = await create("Recipe page test");
    await index({ intent: "add", recipeId: recipeId("daiquiri"), target: String(id) }, owner.cookie);
    const page = (cookie?: string) =>
      callLoader(recipeLoader, "/en/recipe/daiquiri", { lang: "en", slug: "daiquiri" }, ctx(), cookie);
    const mine = (await (await page(owner.cookie)).json()) as {
      collections: { name: string; has: boolean }[] | null;
      jsonLd: string;
    };
    expect(mine.collections?.find((c) => c.name === "Recipe page test")?.has).toBe(true);
    expect(mine.jsonLd).not.toContain("Recipe page test");
    const theirs = (await (await page(other.cookie)).json()) as { collections: { name: string }[] | null };
    expect(theirs.collections?.map((c) => c.name)).toEqual([]);
    const visitor = (await (await page()).json()) as { collections: unknown };
    expect(visitor.collections).toBeNull();
  });

  it("are deleted with the list only, and limited in number", async () => {
    const id = await create("To delete");
    await index({ intent: "add", recipeId: recipeId("negroni"), target: String(id) }, owner.cookie);
    expect((await manage(id, { intent: "delete" }, owner.cookie)).status).toBe(302);
    expect((await view(id, owner.cookie)).status).toBe(404);
    expect(
      await handle.db.selectFrom("recipes").select("id").where("slug", "=", "negroni").execute(),
    ).toHaveLength(1);

    const limited = await createMember(handle, "many-lists@example.com");
    for (let i = 0; i < MAX_COLLECTIONS; i++) {
      await handle.db
        .insertInto("collections")
        .values({ user_id: limited.id, name: `List ${i}` })
        .execute();
    }
    const refused = await index({ intent: "create", name: "One too many" }, limited.cookie);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: Record<string, string[]> }).error.name).toEqual([
      "collection.tooMany",
    ]);
  });

  it("refuse bad input with a 4xx: junk ids, unknown intents, long names", async () => {
    expect((await index({ intent: "add", recipeId: "x", target: "1" }, owner.cookie)).status).toBe(400);
    expect((await index({ intent: "create", name: "x".repeat(81) }, owner.cookie)).status).toBe(400);
    expect((await index({ intent: "explode" }, owner.cookie)).status).toBe(400);
    const id = await create("Bad input");
    expect(
      (await manage(id, { intent: "move", recipeId: "1", direction: "sideways" }, owner.cookie)).status,
    ).toBe(400);
    const junk = await callLoader(
      collectionLoader,
      "/en/user/collections/abc",
      { lang: "en", collectionId: "abc" },
      ctx(),
      owner.cookie,
    );
    expect(junk.status).toBe(404);
  });
});

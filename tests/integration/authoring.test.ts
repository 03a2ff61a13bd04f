import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchBar } from "../../app/models/bar-index.server";
import { createSession } from "../../app/models/sessions.server";
import { createUser } from "../../app/models/users.server";
import { loader as recipeLoader } from "../../app/routes/$lang.recipe.$slug";
import { action as createAction, loader as createLoader } from "../../app/routes/$lang.recipe.create";
import { loader as draftsLoader } from "../../app/routes/$lang.recipe.draft";
import { action as editAction, loader as editLoader } from "../../app/routes/$lang.recipe.edit.$recipeId";
import { sessionCookie } from "../../app/utils/auth.server";
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

let handle: DatabaseHandle;
let gin: number;
let lime: number;
let syrup: number;
beforeAll(async () => {
  handle = await createTestDatabase();
  gin = await ingredientId(handle, "gin");
  lime = await ingredientId(handle, "lime-juice");
  syrup = await ingredientId(handle, "simple-syrup");
});
afterAll(async () => {
  await handle?.close();
});

let n = 0;
const member = () => createMember(handle, `author${++n}@example.com`);

function fields(
  extra: Record<string, string> = {},
  lines: [number, string][] = [
    [gin, "4,5"],
    [lime, "2.5"],
    [syrup, "1,5"],
  ],
) {
  const f: Record<string, string> = {
    nameDe: "Gürtelschnalle",
    stepsDe: "Alles shaken\nAbseihen",
    difficulty: "easy",
    glass: "coupe",
    method: "shake",
    ...extra,
  };
  lines.forEach(([ing, amount], i) => {
    f[`lines[${i}].ingredient`] = String(ing);
    f[`lines[${i}].amount`] = amount;
    f[`lines[${i}].unit`] = "cl";
  });
  return f;
}

const create = (cookie: string, f: Record<string, string>) =>
  settle(
    createAction({
      request: formRequest("/de/recipe/create", f, { Cookie: cookie }),
      params: { lang: "de" },
      context: loadContext(handle),
    }),
  );
const edit = (cookie: string, id: number, f: Record<string, string>) =>
  settle(
    editAction({
      request: formRequest(`/de/recipe/edit/${id}`, f, { Cookie: cookie }),
      params: { lang: "de", recipeId: String(id) },
      context: loadContext(handle),
    }),
  );
const idFrom = (res: Response) =>
  Number(/\/recipe\/edit\/(\d+)$/.exec(res.headers.get("Location") ?? "")?.[1]);

describe("authoring", () => {
  it("sends visitors to login and back", async () => {
    const res = await settle(
      createLoader({
        request: getRequest("/de/recipe/create"),
        params: { lang: "de" },
        context: loadContext(handle),
      }),
    );
    expect(res.headers.get("Location")).toBe("/de/user/login?redirectTo=%2Fde%2Frecipe%2Fcreate");
  });

  it("saves a draft with only a name, lists it, and refuses a draft without one", async () => {
    const m = await member();
    const res = await create(m.cookie, { nameEn: "Only a name", intent: "draft" });
    expect(res.status).toBe(302);
    expect(idFrom(res)).toBeGreaterThan(0);
    const drafts = await (
      await settle(
        draftsLoader({
          request: getRequest("/en/recipe/draft", { Cookie: m.cookie }),
          params: { lang: "en" },
          context: loadContext(handle),
        }),
      )
    ).json();
    expect(drafts.drafts.map((d: { name: string }) => d.name)).toEqual(["Only a name"]);
    const nameless = await create(m.cookie, { intent: "draft", stepsDe: "x" });
    expect(nameless.status).toBe(400);
    expect((await nameless.json()).result.error.nameDe).toEqual(["author.nameRequired"]);
  });

  it("applies list intents without saving: add, remove, reorder", async () => {
    const m = await member();
    const before = (await handle.db.selectFrom("recipes").select("id").execute()).length;
    const add = await create(m.cookie, {
      ...fields(),
      __intent__: JSON.stringify({
        type: "insert",
        payload: { name: "lines", defaultValue: { unit: "cl" } },
      }),
    });
    expect(add.status).toBe(200);
    expect((await add.json()).result.initialValue.lines).toHaveLength(4);
    const remove = await create(m.cookie, {
      ...fields(),
      __intent__: JSON.stringify({ type: "remove", payload: { name: "lines", index: 0 } }),
    });
    const removed = (await remove.json()).result.initialValue.lines;
    expect(removed.map((l: { ingredient: string }) => Number(l.ingredient))).toEqual([lime, syrup]);
    const reorder = await create(m.cookie, {
      ...fields(),
      __intent__: JSON.stringify({ type: "reorder", payload: { name: "lines", from: 2, to: 0 } }),
    });
    const reordered = (await reorder.json()).result.initialValue.lines;
    expect(reordered.map((l: { ingredient: string }) => Number(l.ingredient))).toEqual([syrup, gin, lime]);
    expect((await handle.db.selectFrom("recipes").select("id").execute()).length).toBe(before);
  });

  it("publishes only whole recipes, with a slug transliterated from the name", async () => {
    const m = await member();
    const oneLine = await create(m.cookie, { ...fields({ intent: "publish" }, [[gin, "4"]]) });
    expect(oneLine.status).toBe(400);
    expect((await oneLine.json()).result.error.lines).toEqual(["author.twoLines"]);
    const noSteps = await create(m.cookie, fields({ intent: "publish", stepsDe: "" }));
    expect((await noSteps.json()).result.error.stepsDe).toEqual(["author.stepRequired"]);
    const tooMuch = await create(
      m.cookie,
      fields({ intent: "publish" }, [
        [gin, "120"],
        [lime, "2"],
      ]),
    );
    expect((await tooMuch.json()).result.error["lines[0].amount"]).toEqual(["author.amountRange"]);

    const ok = await create(m.cookie, fields({ intent: "publish" }));
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/de/recipe/guertelschnalle");
    const page = await (
      await settle(
        recipeLoader({
          request: getRequest("/en/recipe/guertelschnalle"),
          params: { lang: "en", slug: "guertelschnalle" },
          context: loadContext(handle),
        }),
      )
    ).json();
    expect(page.recipe.name).toBe("Gürtelschnalle");
    expect(page.recipe.translated).toBe(false);
    expect(page.recipe.lines.map((l: { amount: number | null }) => l.amount)).toEqual([4.5, 2.5, 1.5]);

    const clash = await create(m.cookie, fields({ intent: "publish", nameDe: "gürtelschnalle" }));
    expect(clash.status).toBe(409);
    const body = await clash.json();
    expect(body.result.error.nameDe).toEqual(["author.duplicateName"]);
    expect(body.clash.slug).toBe("guertelschnalle");
    const negroni = await create(m.cookie, fields({ intent: "publish", nameDe: "", nameEn: "Negroni" }));
    expect((await negroni.json()).clash.slug).toBe("negroni");
  });

  it("saves a line's alternatives: the page says 'or', the editor gives them back, the virtual bar accepts either", async () => {
    const m = await member();
    const id = (key: string) => ingredientId(handle, key);
    const [rye, bourbon, vermouth] = [
      await id("rye-whiskey"),
      await id("bourbon"),
      await id("sweet-vermouth"),
    ];
    const f = fields({ intent: "publish", nameDe: "Zweierlei Whiskey" }, [
      [rye, "5"],
      [vermouth, "2"],
    ]);
    // an empty choice and a repeat of the line's own ingredient are left out
    Object.assign(f, {
      "lines[0].alternatives[0]": String(bourbon),
      "lines[0].alternatives[1]": "",
      "lines[0].alternatives[2]": String(rye),
    });
    const res = await create(m.cookie, f);
    expect(res.status).toBe(302);
    const recipe = await handle.db
      .selectFrom("recipes")
      .select(["id", "slug"])
      .where("name_de", "=", "Zweierlei Whiskey")
      .executeTakeFirstOrThrow();
    const line = await handle.db
      .selectFrom("recipe_ingredients")
      .select("alternative_ids")
      .where("recipe_id", "=", recipe.id)
      .where("position", "=", 1)
      .executeTakeFirstOrThrow();
    expect(line.alternative_ids).toEqual([bourbon]);

    for (const [lang, text] of [
      ["en", /Rye whiskey or Bourbon/i],
      ["de", /Rye Whiskey oder Bourbon/i],
    ] as const) {
      const page = await (
        await settle(
          recipeLoader({
            request: getRequest(`/${lang}/recipe/${recipe.slug}`),
            params: { lang, slug: recipe.slug },
            context: loadContext(handle),
          }),
        )
      ).json();
      expect(page.recipe.lines[0].name).toMatch(text);
    }
    const editor = await (
      await settle(
        editLoader({
          request: getRequest(`/de/recipe/edit/${recipe.id}`, { Cookie: m.cookie }),
          params: { lang: "de", recipeId: String(recipe.id) },
          context: loadContext(handle),
        }),
      )
    ).json();
    expect(JSON.stringify(editor)).toContain(`"alternatives":["${bourbon}"]`);

    const bar = await matchBar(handle.db, {
      owned: [bourbon, vermouth],
      tolerance: "light",
      sort: "name",
      dir: "asc",
      page: 1,
      locale: "de",
    });
    expect(bar.items.map((i) => i.slug)).toContain(recipe.slug);
  });

  it("refuses an alternative that is not an ingredient, or a fourth one, with the field named and nothing saved", async () => {
    const m = await member();
    const unknown = await create(m.cookie, {
      ...fields({ nameDe: "Fantasie" }),
      "lines[1].alternatives[0]": "2147483000",
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).result.error["lines[1].alternatives[0]"]).toEqual([
      "author.ingredientUnknown",
    ]);
    const four = await create(m.cookie, {
      ...fields({ nameDe: "Fantasie" }),
      "lines[0].alternatives[0]": String(lime),
      "lines[0].alternatives[1]": String(syrup),
      "lines[0].alternatives[2]": String(lime),
      "lines[0].alternatives[3]": String(syrup),
    });
    expect(four.status).toBe(400);
    expect((await four.json()).result.error["lines[0].alternatives"]).toEqual(["author.tooManyAlternatives"]);
    const saved = await handle.db
      .selectFrom("recipes")
      .select("id")
      .where("name_de", "=", "Fantasie")
      .execute();
    expect(saved).toEqual([]);
  });

  it("lets only the author edit: others get 404; a stale version is a conflict and nothing is overwritten", async () => {
    const author = await member();
    const other = await member();
    const id = idFrom(await create(author.cookie, { ...fields({ nameDe: "Konflikt" }), intent: "draft" }));
    const foreign = await settle(
      editLoader({
        request: getRequest(`/de/recipe/edit/${id}`, { Cookie: other.cookie }),
        params: { lang: "de", recipeId: String(id) },
        context: loadContext(handle),
      }),
    );
    expect(foreign.status).toBe(404);
    expect((await edit(other.cookie, id, { ...fields(), version: "1", intent: "draft" })).status).toBe(404);

    const first = await edit(author.cookie, id, {
      ...fields({ nameDe: "Erste Fassung" }),
      version: "1",
      intent: "draft",
    });
    expect(first.status).toBe(302);
    const stale = await edit(author.cookie, id, {
      ...fields({ nameDe: "Zweiter Tab" }),
      version: "1",
      intent: "draft",
    });
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body.conflict.values.nameDe).toBe("Erste Fassung");
    expect(body.result.initialValue.nameDe).toBe("Zweiter Tab");
    const stored = await handle.db
      .selectFrom("recipes")
      .select(["name_de", "version"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name_de: "Erste Fassung", version: 2 });
  });

  it("keeps a revision per publish and restores one as a new draft", async () => {
    const m = await member();
    const res = await create(m.cookie, fields({ intent: "publish", nameDe: "Revisionist" }));
    const recipe = await handle.db
      .selectFrom("recipes")
      .select(["id", "version"])
      .where("slug", "=", "revisionist")
      .executeTakeFirstOrThrow();
    expect(res.status).toBe(302);
    const again = await edit(m.cookie, recipe.id, {
      ...fields({ nameDe: "Revisionist", stepsDe: "Anders rühren" }),
      version: String(recipe.version),
      intent: "publish",
    });
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/de/recipe/revisionist");
    const page = await (
      await settle(
        editLoader({
          request: getRequest(`/de/recipe/edit/${recipe.id}`, { Cookie: m.cookie }),
          params: { lang: "de", recipeId: String(recipe.id) },
          context: loadContext(handle),
        }),
      )
    ).json();
    expect(page.revisions).toHaveLength(2);
    expect(page.revisions[0]?.text).toContain("instructions_de");
    const revisions = await handle.db
      .selectFrom("recipe_revisions")
      .select("id")
      .where("recipe_id", "=", recipe.id)
      .orderBy("id")
      .execute();
    const restored = await edit(m.cookie, recipe.id, {
      intent: "restore",
      revision: String(revisions[0]?.id),
    });
    expect(restored.status).toBe(302);
    const newId = idFrom(restored);
    const draft = await handle.db
      .selectFrom("recipes")
      .select(["status", "instructions_de"])
      .where("id", "=", newId)
      .executeTakeFirstOrThrow();
    expect(draft).toEqual({ status: "draft", instructions_de: "Alles shaken\nAbseihen" });

    // A revision naming an ingredient deleted since (a brand's product) restores without that line.
    const row = await handle.db
      .selectFrom("recipe_revisions")
      .select("snapshot")
      .where("id", "=", Number(revisions[0]?.id))
      .executeTakeFirstOrThrow();
    const snapshot = row.snapshot as { lines: { ingredient_id: number }[] };
    const kept = snapshot.lines.length;
    const first = snapshot.lines[0];
    if (!first) throw new Error("the revision has no lines");
    snapshot.lines.push({ ...first, ingredient_id: 2_000_000_000 });
    await handle.db
      .updateTable("recipe_revisions")
      .set({ snapshot: JSON.stringify(snapshot) } as never)
      .where("id", "=", Number(revisions[0]?.id))
      .execute();
    const again2 = await edit(m.cookie, recipe.id, { intent: "restore", revision: String(revisions[0]?.id) });
    expect(again2.status).toBe(302);
    const lines = await handle.db
      .selectFrom("recipe_ingredients")
      .select("ingredient_id")
      .where("recipe_id", "=", idFrom(again2))
      .execute();
    expect(lines).toHaveLength(kept);
  });

  it("autosaves a draft in place: new version, no redirect, and a stale autosave changes nothing", async () => {
    const m = await member();
    const id = idFrom(await create(m.cookie, { ...fields({ nameDe: "Autosave" }), intent: "draft" }));
    const saved = await edit(m.cookie, id, {
      ...fields({ nameDe: "Autosave 2" }),
      version: "1",
      intent: "autosave",
    });
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body).toMatchObject({ kind: "autosaved", version: 2 });
    const stale = await edit(m.cookie, id, {
      ...fields({ nameDe: "Old tab" }),
      version: "1",
      intent: "autosave",
    });
    expect(stale.status).toBe(409);
    const row = await handle.db
      .selectFrom("recipes")
      .select(["name_de", "status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name_de: "Autosave 2", status: "draft" });
  });

  it("keeps what was typed when the session had expired, and gives it back after login", async () => {
    const m = await member();
    const id = idFrom(await create(m.cookie, { ...fields({ nameDe: "Vor dem Ablauf" }), intent: "draft" }));
    const expired = await edit("session=expired-token", id, {
      ...fields({ nameDe: "Nach dem Ablauf getippt" }),
      version: "1",
      intent: "draft",
    });
    expect(expired.status).toBe(302);
    expect(expired.headers.get("Location")).toBe(
      `/de/user/login?redirectTo=${encodeURIComponent(`/de/recipe/edit/${id}?restore=1`)}`,
    );
    const pending = (expired.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    expect(pending).toMatch(/^pending-form=.+/);
    const back = await settle(
      editLoader({
        request: getRequest(`/de/recipe/edit/${id}?restore=1`, { Cookie: `${m.cookie}; ${pending}` }),
        params: { lang: "de", recipeId: String(id) },
        context: loadContext(handle),
      }),
    );
    const body = await back.json();
    expect((body.restored as { initialValue?: { nameDe?: string } } | null)?.initialValue?.nameDe).toBe(
      "Nach dem Ablauf getippt",
    );
    const stored = await handle.db
      .selectFrom("recipes")
      .select("name_de")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored.name_de).toBe("Vor dem Ablauf");
  });

  it("answers a failure on our side with the form as sent, not an error page", async () => {
    const own = await createTestDatabase();
    try {
      const created = await createUser(own.db, {
        email: "crash@example.com",
        passwordHash: "x",
        firstName: "C",
        lastName: "Rash",
        newsletter: false,
        locale: "de",
      });
      if (!created.ok) throw new Error("exists");
      const cookie = (await sessionCookie(await createSession(own.db, created.id))).split(";")[0] ?? "";
      // Break the table the save writes to, as a failing database would.
      await own.db.schema.alterTable("recipe_ingredients").renameTo("recipe_ingredients_gone").execute();
      const res = await settle(
        createAction({
          request: formRequest("/de/recipe/create", { ...fields(), intent: "draft" }, { Cookie: cookie }),
          params: { lang: "de" },
          context: loadContext(own),
        }),
      );
      expect(res.status).toBe(500);
      const body = await res.json();
      expect(body.result.error[""]).toEqual(["author.serverError"]);
      expect(body.result.initialValue.nameDe).toBe("Gürtelschnalle");
    } finally {
      await own.close();
    }
  });
});

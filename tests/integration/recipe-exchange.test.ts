// Export and import of a member's recipes (app/routes/$lang.user.export.$source.ts, .booklet.$source.tsx,
// $lang.collection.$token.export.ts, $lang.user.import.tsx): who may download or print what (the owner,
// another member, a visitor, a shared link and a revoked one), that private notes stay private, and the
// import's refusals (a malformed file, one over the limits, 10 MB through the real server, which keeps
// answering) and its lines that match no ingredient (flagged, then chosen or kept as text: never lost),
// with nothing half-imported.
import http from "node:http";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { IMPORT_LIMITS } from "../../app/lib/import-limits";
import { createRecipe } from "../../app/models/authoring.server";
import {
  addToCollection,
  createCollection,
  shareCollection,
  unshareCollection,
} from "../../app/models/collections.server";
import { saveNote, setFavourite } from "../../app/models/member-book.server";
import { loader as sharedExportLoader } from "../../app/routes/$lang.collection.$token.export";
import { loader as bookletLoader } from "../../app/routes/$lang.user.booklet.$source";
import { loader as exportLoader } from "../../app/routes/$lang.user.export.$source";
import { action as importAction, loader as importLoader } from "../../app/routes/$lang.user.import";
import type { DatabaseHandle } from "../../db/client";
import { callLoader, createMember, createTestDatabase, ingredientId, loadContext, settle } from "./database";
import { servedApp } from "./dev-app";

vi.mock("vite", async (original) =>
  (await import("./dev-app")).mockedVite(original, "cocktail-exchange-vite-"),
);

let handle: DatabaseHandle;
let owner: Awaited<ReturnType<typeof createMember>>;
let other: Awaited<ReturnType<typeof createMember>>;
let collectionId = 0;
let token = "";
let draftId = 0;
const ids = new Map<string, number>();

beforeAll(async () => {
  handle = await createTestDatabase();
  for (const r of await handle.db
    .selectFrom("recipes")
    .select(["id", "slug"])
    .where("slug", "in", ["negroni", "daiquiri"])
    .execute())
    ids.set(r.slug, r.id);
  owner = await createMember(handle, "exporter@example.com");
  other = await createMember(handle, "nosy@example.com");
  const negroni = ids.get("negroni") ?? 0;
  const daiquiri = ids.get("daiquiri") ?? 0;
  await setFavourite(handle.db, owner.id, negroni, true);
  await saveNote(handle.db, owner.id, negroni, "Less Campari for Sam");
  const made = await createCollection(handle.db, owner.id, "Garden party", "Bitter and sour");
  if (!made.ok) throw new Error("no collection");
  collectionId = made.id;
  await addToCollection(handle.db, owner.id, collectionId, negroni);
  await addToCollection(handle.db, owner.id, collectionId, daiquiri);
  token = (await shareCollection(handle.db, owner.id, collectionId)) ?? "";
  const draft = await createRecipe(
    handle.db,
    owner.id,
    {
      nameEn: "Secret Sour",
      nameDe: "",
      descriptionEn: "Mine only",
      descriptionDe: "",
      stepsEn: "Shake",
      stepsDe: "",
      garnishEn: "",
      garnishDe: "",
      difficulty: "easy",
      glass: "coupe",
      method: "shake",
      lines: [
        {
          ingredient: await ingredientId(handle, "gin"),
          alternatives: [],
          amount: "4",
          unit: "cl",
        },
      ],
    },
    false,
  );
  draftId = draft.id;
});
afterAll(async () => {
  await handle?.close();
});

const ctx = () => loadContext(handle);
const download = (source: string, cookie?: string, lang = "en") =>
  callLoader(exportLoader, `/${lang}/user/export/${source}`, { lang, source }, ctx(), cookie);
const booklet = (source: string, cookie?: string) =>
  callLoader(bookletLoader, `/en/user/booklet/${source}`, { lang: "en", source }, ctx(), cookie);
const sharedDownload = (t: string) =>
  callLoader(sharedExportLoader, `/en/collection/${t}/export`, { lang: "en", token: t }, ctx());

type Item = {
  "@type": string;
  name: string;
  recipeIngredient: string[];
  additionalProperty?: { propertyID: string; value: number }[];
  comment?: { text: string };
  isBasedOn?: unknown;
};
type Exported = { "@type": string; name: string; numberOfItems: number; itemListElement: { item: Item }[] };
const items = async (res: Response) => ((await res.json()) as Exported).itemListElement.map((e) => e.item);

describe("downloads", () => {
  it("give the owner a file of schema.org Recipes with strength and their notes, never cached", async () => {
    const res = await download(`collection-${collectionId}`, owner.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/ld\+json/);
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="garden-party-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const body = (await res.clone().json()) as Exported;
    expect(body["@type"]).toBe("ItemList");
    expect(body.name).toBe("Garden party");
    expect(body.numberOfItems).toBe(2);
    const [negroni, daiquiri] = await items(res);
    expect(negroni?.["@type"]).toBe("Recipe");
    expect(negroni?.name).toBe("Negroni");
    expect(negroni?.recipeIngredient.length).toBeGreaterThanOrEqual(3);
    expect(negroni?.additionalProperty?.find((p) => p.propertyID === "abv")?.value).toBeGreaterThan(10);
    expect(negroni?.additionalProperty?.some((p) => p.propertyID === "standardDrinks-de")).toBe(true);
    expect(negroni?.comment?.text).toBe("Less Campari for Sam");
    expect(daiquiri?.comment).toBeUndefined();
  });

  it("hold the member's favourites and their own recipes, drafts included, in German too", async () => {
    const favourites = await items(await download("favourites", owner.cookie));
    expect(favourites.map((r) => r.name)).toEqual(["Negroni"]);
    const mine = await download("recipes", owner.cookie, "de");
    expect(mine.status).toBe(200);
    const body = (await mine.json()) as Exported;
    expect(body.name).toBe("Meine Rezepte");
    expect(body.itemListElement.map((e) => e.item.name)).toEqual(["Secret Sour"]);
  });

  it("show another member only their own, and send a visitor to log in", async () => {
    expect((await download(`collection-${collectionId}`, other.cookie)).status).toBe(404);
    expect(await items(await download("favourites", other.cookie))).toEqual([]);
    expect(await items(await download("recipes", other.cookie))).toEqual([]);
    const visitor = await download("favourites");
    expect([302, 303]).toContain(visitor.status);
    expect(visitor.headers.get("Location")).toMatch(/\/en\/user\/login/);
    expect((await download("nothing", owner.cookie)).status).toBe(404);
    expect((await booklet(`collection-${collectionId}`, other.cookie)).status).toBe(404);
    expect([302, 303]).toContain((await booklet("recipes")).status);
  });

  it("by a shared link carry the recipes without the owner's notes, and stop when the link is revoked", async () => {
    const res = await sharedDownload(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await res.text();
    expect(text).not.toContain("Less Campari");
    expect(text).not.toContain("exporter@example.com");
    expect((JSON.parse(text) as Exported).itemListElement).toHaveLength(2);
    await unshareCollection(handle.db, owner.id, collectionId);
    expect((await sharedDownload(token)).status).toBe(404);
    token = (await shareCollection(handle.db, owner.id, collectionId)) ?? "";
  });

  it("print as a booklet with the owner's notes", async () => {
    const res = await booklet("favourites", owner.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const body = (await res.json()) as { name: string; recipes: { name: string; note: string | null }[] };
    expect(body.name).toBe("Favourites");
    expect(body.recipes).toEqual([
      expect.objectContaining({ name: "Negroni", note: "Less Campari for Sam" }),
    ]);
  });
});

// ---- import ----

function multipart(fields: Record<string, string | Blob>, cookie = owner.cookie, lang = "en") {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(new URL(`/${lang}/user/import`, "http://localhost:3000"), {
    method: "POST",
    body: form,
    headers: { "Sec-Fetch-Site": "same-origin", Cookie: cookie },
  });
}
const send = (fields: Record<string, string | Blob>, cookie?: string, lang = "en") =>
  settle(
    Promise.resolve(
      importAction({ request: multipart(fields, cookie, lang), params: { lang }, context: ctx() }),
    ),
  );

const draftCount = async () =>
  Number(
    (
      await handle.db
        .selectFrom("recipes")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("author_id", "=", owner.id)
        .executeTakeFirstOrThrow()
    ).n,
  );

const recipe = (name: string, lines: string[], extra: Record<string, unknown> = {}) => ({
  "@context": "https://schema.org",
  "@type": "Recipe",
  name,
  recipeIngredient: lines,
  recipeInstructions: [{ "@type": "HowToStep", text: "Shake hard with ice." }],
  ...extra,
});

type Review = {
  stage: "review";
  payload: string;
  recipes: {
    name: string;
    lines: { text: string; kind: string; field: string; ingredientId: number | null }[];
  }[];
};

describe("import", () => {
  it("is for members only", async () => {
    const res = await callLoader(importLoader, "/en/user/import", { lang: "en" }, ctx());
    expect([302, 303]).toContain(res.status);
    expect(
      (await callLoader(importLoader, "/en/user/import", { lang: "en" }, ctx(), owner.cookie)).status,
    ).toBe(200);
  });

  it("refuses a malformed file with a message in the page's language, and imports nothing", async () => {
    const before = await draftCount();
    const broken = await send({ intent: "read", file: new File(["{ not json"], "broken.json") });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { message: string }).message).toMatch(/not JSON/);
    const german = await send(
      { intent: "read", text: JSON.stringify({ "@type": "Person" }) },
      owner.cookie,
      "de",
    );
    expect(german.status).toBe(400);
    expect(((await german.json()) as { message: string }).message).toBe(
      "In dieser Datei ist kein schema.org-Rezept (Recipe).",
    );
    const oneBad = await send({
      intent: "read",
      text: JSON.stringify([recipe("Fine", ["4 cl Gin"]), recipe("", ["4 cl Gin"])]),
    });
    expect(oneBad.status).toBe(400);
    expect(((await oneBad.json()) as { message: string }).message).toMatch(/^Recipe 2 cannot be read/);
    expect(await draftCount()).toBe(before);
  });

  it("refuses a file over the limit with 413 and the import's own message", async () => {
    const big = JSON.stringify(recipe("Big", ["4 cl Gin"], { description: "x".repeat(IMPORT_LIMITS.bytes) }));
    const res = await send({ intent: "read", file: new File([big], "big.json") });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/larger than 512 KB/);
  });

  it("flags lines that match no ingredient, and refuses to create drafts until each is chosen", async () => {
    const file = JSON.stringify({
      "@graph": [
        recipe("Garden Gimlet", ["4.5 cl Gin", "1 oz fresh lime juice", "2 dashes Angostura bitters"]),
        recipe("Einhorn Sour", ["2 cl Zitronensaft", "1 Prise Einhornstaub", "4 cl Wodka"], {
          inLanguage: "de",
        }),
      ],
    });
    const read = await send({ intent: "read", file: new File([file], "recipes.jsonld") });
    expect(read.status).toBe(200);
    const review = (await read.json()) as Review;
    expect(review.recipes.map((r) => r.lines.map((l) => l.kind))).toEqual([
      ["exact", "exact", "exact"],
      ["exact", "none", "exact"],
    ]);
    expect(review.recipes[0]?.lines[0]?.ingredientId).toBe(await ingredientId(handle, "gin"));
    expect(review.recipes[0]?.lines[1]?.ingredientId).toBe(await ingredientId(handle, "lime-juice"));
    expect(review.recipes[1]?.lines[0]?.ingredientId).toBe(await ingredientId(handle, "lemon-juice"));
    const flagged = review.recipes[1]?.lines[1]?.field ?? "";

    // without a choice: the review again, 400, and not even the first recipe is written
    const before = await draftCount();
    const refused = await send({ intent: "create", payload: review.payload });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { missing: string[] }).missing).toEqual([flagged]);
    // a choice that is no ingredient is no choice
    expect((await send({ intent: "create", payload: review.payload, [flagged]: "2147483647" })).status).toBe(
      400,
    );
    expect(await draftCount()).toBe(before);

    // left out: the line's text is kept in the description
    const created = await send({ intent: "create", payload: review.payload, [flagged]: "skip" });
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/en/recipe/draft");
    expect(await draftCount()).toBe(before + 2);
    const drafts = await handle.db
      .selectFrom("recipes")
      .select(["id", "name_en", "name_de", "description_de", "status", "written_de"])
      .where("author_id", "=", owner.id)
      .where("id", ">", draftId)
      .orderBy("id")
      .execute();
    expect(drafts.map((d) => [d.name_en, d.status])).toEqual([
      ["Garden Gimlet", "draft"],
      ["Einhorn Sour", "draft"],
    ]);
    expect(drafts[1]?.written_de).toBe(true);
    expect(drafts[1]?.description_de).toContain("Nicht übernommen: 1 Prise Einhornstaub");
    const lines = await handle.db
      .selectFrom("recipe_ingredients")
      .select(["ingredient_id", "amount", "unit"])
      .where("recipe_id", "=", drafts[0]?.id ?? 0)
      .orderBy("position")
      .execute();
    expect(lines.map((l) => [l.ingredient_id, Number(l.amount), l.unit])).toEqual([
      [await ingredientId(handle, "gin"), 4.5, "cl"],
      [await ingredientId(handle, "lime-juice"), 1, "oz"],
      [await ingredientId(handle, "angostura-bitters"), 2, "dash"],
    ]);
  });

  it("maps a flagged line to the ingredient the member chose", async () => {
    const read = await send({
      intent: "read",
      text: JSON.stringify(recipe("Odd One", ["3 cl mystery cordial"])),
    });
    const review = (await read.json()) as Review;
    const line = review.recipes[0]?.lines[0];
    expect(line?.kind).not.toBe("exact");
    const chosen = await ingredientId(handle, "lime-cordial");
    const res = await send({
      intent: "create",
      payload: review.payload,
      [line?.field ?? ""]: String(chosen),
    });
    expect(res.status).toBe(302);
    const made = await handle.db
      .selectFrom("recipes as r")
      .innerJoin("recipe_ingredients as l", "l.recipe_id", "r.id")
      .select(["l.ingredient_id", "l.amount"])
      .where("r.name_en", "=", "Odd One")
      .where("r.author_id", "=", owner.id)
      .execute();
    expect(made.map((m) => [m.ingredient_id, Number(m.amount)])).toEqual([[chosen, 3]]);
  });

  it("reads back its own downloads", async () => {
    const file = await (await download(`collection-${collectionId}`, owner.cookie)).text();
    const review = (await (
      await send({ intent: "read", file: new File([file], "garden.json") })
    ).json()) as Review;
    expect(review.recipes.map((r) => r.name)).toEqual(["Negroni", "Daiquiri"]);
    expect(review.recipes.flatMap((r) => r.lines.map((l) => l.kind)).every((k) => k === "exact")).toBe(true);
  });

  it("keeps a line's alternatives when it reads back a download", async () => {
    const withAlternatives = await handle.db
      .selectFrom("recipe_ingredients as l")
      .innerJoin("recipes as r", "r.id", "l.recipe_id")
      .select(["r.id", "r.slug", "r.name_en"])
      .where("r.status", "=", "published")
      .where(sql<boolean>`cardinality(l.alternative_ids) > 0`)
      .orderBy("r.id")
      .executeTakeFirstOrThrow();
    await setFavourite(handle.db, other.id, withAlternatives.id, true);
    const file = await (await download("favourites", other.cookie)).text();
    const review = (await (
      await send({ intent: "read", file: new File([file], "mine.json") }, other.cookie)
    ).json()) as Review;
    expect(review.recipes.flatMap((r) => r.lines.map((l) => l.kind)).every((k) => k === "exact")).toBe(true);
    expect((await send({ intent: "create", payload: review.payload }, other.cookie)).status).toBe(302);
    const lines = (id: number) =>
      handle.db
        .selectFrom("recipe_ingredients")
        .select(["ingredient_id", "alternative_ids", "amount", "unit"])
        .where("recipe_id", "=", id)
        .orderBy("position")
        .execute();
    const draft = await handle.db
      .selectFrom("recipes")
      .select("id")
      .where("author_id", "=", other.id)
      .where("name_en", "=", withAlternatives.name_en)
      .executeTakeFirstOrThrow();
    const norm = (rows: Awaited<ReturnType<typeof lines>>) =>
      rows.map((l) => [l.ingredient_id, l.alternative_ids, Number(l.amount), l.unit]);
    expect(norm(await lines(draft.id))).toEqual(norm(await lines(withAlternatives.id)));
  });

  it("refuses a changed review form instead of guessing", async () => {
    const before = await draftCount();
    const res = await send({ intent: "create", payload: JSON.stringify([{ name: "" }]) });
    expect(res.status).toBe(400);
    expect(await draftCount()).toBe(before);
  });
});

describe("through the real server", () => {
  const server = servedApp(() => handle);

  /** A POST declaring a 10 MB multipart body: the answer, read without waiting for the body to be sent. */
  function postHuge(lang: string): Promise<{ status: number; type: string; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(`${server.base}/${lang}/user/import`, {
        method: "POST",
        headers: {
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": String(10 * 1024 * 1024),
          "Sec-Fetch-Site": "same-origin",
          Cookie: owner.cookie,
        },
      });
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers["content-type"] ?? ""),
            body: Buffer.concat(chunks).toString("utf8"),
          });
          req.destroy();
        });
      });
      req.on("error", reject);
      req.write("--x\r\n");
    });
  }

  it("answers 10 MB with a 413 page in the page's language, and keeps answering", async () => {
    for (const [lang, text] of [
      ["en", "This file is larger than 512 KB"],
      ["de", "Diese Datei ist größer als 512 KB"],
    ] as const) {
      const res = await postHuge(lang);
      expect(res.status).toBe(413);
      expect(res.type).toMatch(/^text\/html/);
      expect(res.body).toContain(`<html lang="${lang}">`);
      expect(res.body).toContain(text);
      expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    }
    // a page's own request after that is answered as ever
    const page = await fetch(`${server.base}/en/user/import`, { headers: { Cookie: owner.cookie } });
    expect(page.status).toBe(200);
  }, 60_000);
});

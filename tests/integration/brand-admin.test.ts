import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIRM_TTL_MS } from "../../app/lib/account-rules";
import { type CompactCatalogue, readCatalogue } from "../../app/lib/picker-catalogue";
import {
  createBrand,
  createProduct,
  deleteProduct,
  removeMember,
  updateProduct,
} from "../../app/models/brand-admin.server";
import { memberBrand } from "../../app/models/brand-members.server";
import { createSession } from "../../app/models/sessions.server";
import { createUser } from "../../app/models/users.server";
import { createVerification } from "../../app/models/verifications.server";
import { loader as brandPageLoader } from "../../app/routes/$lang.brand.$slug._index";
import {
  action as dashboardAction,
  loader as dashboardLoader,
} from "../../app/routes/$lang.brand.$slug.manage._index";
import {
  action as teamAction,
  loader as teamLoader,
} from "../../app/routes/$lang.brand.$slug.manage.members";
import {
  action as editAction,
  loader as editLoader,
} from "../../app/routes/$lang.brand.$slug.manage.products.$productId";
import {
  action as newAction,
  loader as newLoader,
} from "../../app/routes/$lang.brand.$slug.manage.products.new";
import { action as registerAction, loader as registerLoader } from "../../app/routes/$lang.brand.register";
import { loader as productLoader } from "../../app/routes/$lang.product.$slug";
import { loader as choicesLoader } from "../../app/routes/$lang.recipe.filter-choices[.]json";
import { loader as resultLoader } from "../../app/routes/$lang.recipe.filter-result";
import { loader as searchLoader } from "../../app/routes/$lang.search";
import {
  action as invitationAction,
  loader as invitationLoader,
} from "../../app/routes/$lang.user.brand-invitation";
import { loader as meLoader } from "../../app/routes/$lang.user.me";
import { action as confirmedAction } from "../../app/routes/$lang.user.register-confirmed";
import { hashPassword } from "../../app/services/login.server";
import { sessionCookie } from "../../app/utils/auth.server";
import { onSecurityEvent, type SecurityEvent } from "../../app/utils/security-log.server";
import type { DatabaseHandle } from "../../db/client";
import {
  callAction,
  callLoader,
  createMember,
  createTestDatabase,
  formRequest,
  ingredientId as ingredientIdIn,
  loadContext,
  settle,
} from "./database";
import { linkIn, mailsTo, useOutbox } from "./mailbox";

let handle: DatabaseHandle;
let outbox: string;
beforeAll(async () => {
  outbox = useOutbox();
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

type Json = Record<string, unknown>;
type Reply = { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };

let ipCounter = 0;
/** A fresh client address per flow, so the per-address limits of one test do not spill into another. */
const ctx = () => loadContext(handle, { clientIp: `10.9.0.${++ipCounter}` });

type Loader = (args: LoaderFunctionArgs) => unknown;
type Action = (args: ActionFunctionArgs) => unknown;

const get = (loader: Loader, url: string, params: Record<string, string>, cookie?: string) =>
  callLoader(loader, url, params, ctx(), cookie);

const post = (
  action: Action,
  url: string,
  params: Record<string, string>,
  fields: Record<string, string>,
  cookie?: string,
  context = ctx(),
) => callAction(action, url, params, fields, context, cookie);

const password = "correct horse battery";
function brandRegistration(email: string, extra: Record<string, string> = {}) {
  return {
    name: "Äpfelhaus Brennerei",
    websiteUrl: "https://aepfelhaus.example",
    imprintUrl: "https://aepfelhaus.example/impressum",
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    terms: "on",
    ...extra,
  };
}

async function sessionFor(userId: number): Promise<string> {
  const token = await createSession(handle.db, userId);
  return (await sessionCookie(token)).split(";")[0] ?? "";
}

async function userId(email: string): Promise<number> {
  const row = await handle.db
    .selectFrom("users")
    .select("id")
    .where("email_normalized", "=", email.toLowerCase())
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An ingredient's id by its key, in this file's database. */
const ingredientId = (key: string) => ingredientIdIn(handle, key);

async function catalogueVersion(): Promise<number> {
  const row = await handle.db
    .selectFrom("cache_versions")
    .select("version")
    .where("kind", "=", "catalogue")
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/** A live brand owned by a new confirmed member, through the signed-in registration. */
async function ownedBrand(name: string, email: string) {
  const owner = await createMember(handle, email, { first: "Otto", last: "Owner" });
  const res = await post(
    registerAction,
    "/en/brand/register",
    { lang: "en" },
    {
      name,
      websiteUrl: "https://brand.example",
      imprintUrl: "https://brand.example/imprint",
    },
    owner.cookie,
  );
  expect(res.status).toBe(302);
  const slug = /\/en\/brand\/([^/]+)\/manage$/.exec(res.headers.get("Location") ?? "")?.[1] ?? "";
  const brand = await handle.db
    .selectFrom("brands")
    .selectAll()
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  return { owner, slug, brand };
}

const productFields = (categoryId: number, extra: Record<string, string> = {}) => ({
  name: "Nordlicht Dry Gin",
  categoryId: String(categoryId),
  descriptionDe: "Ein Gin aus dem Norden.",
  descriptionEn: "A gin from the north.",
  abv: "43,5",
  volumeMl: "700",
  price: "29,90",
  currency: "EUR",
  buyUrl: "https://shop.example/gin",
  ...extra,
});

describe("brand registration", () => {
  it("shows the whole form to visitors and only the brand's fields to members", async () => {
    const visitor = await get(registerLoader, "/en/brand/register", { lang: "en" });
    expect(((await visitor.json()) as Json).signedIn).toBe(false);
    const member = await createMember(handle, "form-member@example.com");
    const signedIn = await get(registerLoader, "/de/brand/register", { lang: "de" }, member.cookie);
    expect(((await signedIn.json()) as Json).signedIn).toBe(true);
  });

  it("mails the address a link; its owner chooses the password there, and the brand goes live with the account", async () => {
    const email = "owner@aepfelhaus.example";
    const res = await post(registerAction, "/de/brand/register", { lang: "de" }, brandRegistration(email));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/de/user/register-confirm");
    // nothing exists before the owner of the address acts
    expect(
      await handle.db.selectFrom("brands").select("id").where("name", "=", "Äpfelhaus Brennerei").execute(),
    ).toEqual([]);
    expect(
      await handle.db.selectFrom("users").select("id").where("email_normalized", "=", email).execute(),
    ).toEqual([]);

    const [mail] = await mailsTo(outbox, email, handle.db);
    expect(mail?.subject).toBe("Bestätige die Registrierung deiner Marke bei Cocktail-Atlas");
    const link = new URL(linkIn(mail?.text ?? "", "/de/brand/register?token="));
    const path = link.pathname + link.search;
    const token = link.searchParams.get("token") ?? "";
    const page = await get(registerLoader, path, { lang: "de" });
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({
      claim: {
        state: "new",
        details: {
          brandName: "Äpfelhaus Brennerei",
          website: "https://aepfelhaus.example/",
          contact: "Ada Lovelace",
          email,
        },
      },
    });
    const confirmed = await post(
      registerAction,
      path,
      { lang: "de" },
      { intent: "create", token, password, confirmPassword: password },
    );
    expect(confirmed.status).toBe(303);
    const brand = await handle.db
      .selectFrom("brands")
      .selectAll()
      .where("name", "=", "Äpfelhaus Brennerei")
      .executeTakeFirstOrThrow();
    expect(brand.status).toBe("live");
    expect(brand.slug).toBe("aepfelhaus-brennerei");
    expect(brand.website).toBe("https://aepfelhaus.example/");
    const dashboard = `/de/brand/${brand.slug}/manage`;
    expect(confirmed.headers.get("Location")).toBe(dashboard);
    expect(confirmed.headers.get("Set-Cookie")).toContain("toast=");
    const ownerId = await userId(email);
    expect(await memberBrand(handle.db, brand.slug, ownerId)).toMatchObject({
      role: "owner",
      status: "live",
    });
    const account = await handle.db
      .selectFrom("users")
      .select(["email_confirmed_at", "first_name", "locale"])
      .where("id", "=", ownerId)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ first_name: "Ada", locale: "de" });
    expect(account.email_confirmed_at).not.toBeNull();
    expect(
      (await get(brandPageLoader, `/de/brand/${brand.slug}`, { lang: "de", slug: brand.slug })).status,
    ).toBe(200);

    // the dashboard asks for the login first and comes back
    const visitor = await get(dashboardLoader, dashboard, { lang: "de", slug: brand.slug });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(
      `/de/user/login?redirectTo=${encodeURIComponent(dashboard)}`,
    );
    const owner = await get(
      dashboardLoader,
      dashboard,
      { lang: "de", slug: brand.slug },
      await sessionFor(ownerId),
    );
    expect(owner.status).toBe(200);
    const body = (await owner.json()) as { brand: Json; profile: Json };
    expect(body.brand).toMatchObject({ slug: brand.slug, live: true, role: "owner" });
    expect(body.profile).toMatchObject({
      name: "Äpfelhaus Brennerei",
      imprintUrl: "https://aepfelhaus.example/impressum",
    });

    // the used link is spent
    expect((await get(registerLoader, path, { lang: "de" })).status).toBe(400);
    const again = await post(
      registerAction,
      path,
      { lang: "de" },
      { intent: "create", token, password, confirmPassword: password },
    );
    expect(again.status).toBe(400);
  });

  it("still confirms a pending brand registered before the link asked for the password", async () => {
    const created = await createUser(handle.db, {
      email: "legacy-owner@example.com",
      passwordHash: await hashPassword("the legacy owner's password"),
      firstName: "Lea",
      lastName: "Gacy",
      newsletter: false,
      locale: "en",
    });
    if (!created.ok) throw new Error("exists");
    const brand = await createBrand(
      handle.db,
      {
        name: "Altbestand",
        website: "https://alt.example/",
        imprintUrl: "https://alt.example/i",
        status: "pending",
      },
      created.id,
    );
    const token = await createVerification(handle.db, created.id, "confirm", CONFIRM_TTL_MS);
    const confirmed = await post(
      confirmedAction,
      `/en/user/register-confirmed?token=${token}`,
      { lang: "en" },
      // the password chosen at that registration, as every confirmation link asks now
      { token, password: "the legacy owner's password" },
    );
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("Location")).toBe(`/en/brand/${brand.slug}/manage`);
    expect(await memberBrand(handle.db, brand.slug, created.id)).toMatchObject({ status: "live" });
  });

  it("answers an address that has an account exactly like a new one, and creates nothing for either", async () => {
    const existing = await createMember(handle, "taken@example.com");
    const brandsBefore = await handle.db.selectFrom("brands").select("id").execute();
    const known = await post(
      registerAction,
      "/en/brand/register",
      { lang: "en" },
      brandRegistration("TAKEN@example.com", { name: "Copycat Spirits" }),
    );
    const fresh = await post(
      registerAction,
      "/en/brand/register",
      { lang: "en" },
      brandRegistration("fresh-owner@example.com", { name: "Fresh Spirits" }),
    );
    expect(known.status).toBe(fresh.status);
    expect(known.headers.get("Location")).toBe(fresh.headers.get("Location"));
    expect(await known.text()).toBe(await fresh.text());
    const brandsAfter = await handle.db.selectFrom("brands").select(["id", "name"]).execute();
    expect(brandsAfter.length).toBe(brandsBefore.length);
    expect(
      await handle.db.selectFrom("brand_members").selectAll().where("user_id", "=", existing.id).execute(),
    ).toEqual([]);
    const [note] = await mailsTo(outbox, "taken@example.com", handle.db);
    expect(note?.subject).toBe("Brand registration with your e-mail address");
    // the note's link adds the brand only for the account's owner, signed in; it never repeats what someone
    // typed
    linkIn(note?.text ?? "", "/en/brand/register?token=");
    expect(note?.text).not.toContain("Copycat");
  });

  it("refuses bad input with localized field errors and status 400, keeping values", async () => {
    const res = await post(
      registerAction,
      "/en/brand/register",
      { lang: "en" },
      brandRegistration("bad@example.com", {
        name: "A",
        websiteUrl: "javascript:alert(1)",
        imprintUrl: "data:text/html,hi",
        terms: "",
      }),
    );
    expect(res.status).toBe(400);
    const reply = (await res.json()) as Reply;
    expect(reply.error).toMatchObject({
      name: ["brandAdmin.nameTooShort"],
      websiteUrl: ["brandAdmin.websiteInvalid"],
      imprintUrl: ["brandAdmin.imprintInvalid"],
      terms: ["account.termsRequired"],
    });
    expect(reply.initialValue).toMatchObject({ name: "A", email: "bad@example.com", firstName: "Ada" });
    expect(reply.initialValue?.password).toBeUndefined();
    expect(reply.initialValue?.confirmPassword).toBeUndefined();
    expect(
      await handle.db.selectFrom("users").select("id").where("email", "=", "bad@example.com").execute(),
    ).toEqual([]);
  });

  it("refuses a filled honeypot and does nothing", async () => {
    const res = await post(
      registerAction,
      "/en/brand/register",
      { lang: "en" },
      brandRegistration("bot@example.com", { website: "https://spam.example" }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as Reply).error?.[""]).toEqual(["form.rejected"]);
    expect(
      await handle.db.selectFrom("users").select("id").where("email", "=", "bot@example.com").execute(),
    ).toEqual([]);
  });

  it("limits registrations per address like member registration (429 with Retry-After)", async () => {
    const context = ctx();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await post(
        registerAction,
        "/en/brand/register",
        { lang: "en" },
        brandRegistration(`bulk-brand${i}@example.com`, { name: `Bulk Brand ${i}` }),
        undefined,
        context,
      );
      statuses.push(last.status);
    }
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429]);
    expect(Number(last?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await (last as Response).json()) as Reply).error?.[""]).toEqual(["form.tooManyRequests"]);
  });

  it("refuses other content types with 415 and cross-site posts with 403", async () => {
    const json = await settle(
      Promise.resolve(
        registerAction({
          request: new Request("http://localhost:3000/en/brand/register", {
            method: "POST",
            headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
            body: JSON.stringify(brandRegistration("json@example.com")),
          }),
          params: { lang: "en" },
          context: ctx(),
        }),
      ),
    );
    expect(json.status).toBe(415);
    const cross = await settle(
      Promise.resolve(
        registerAction({
          request: formRequest("/en/brand/register", brandRegistration("cross@example.com"), {
            "Sec-Fetch-Site": "cross-site",
          }),
          params: { lang: "en" },
          context: ctx(),
        }),
      ),
    );
    expect(cross.status).toBe(403);
  });

  it("lets a signed-in member register a live brand at once, never under a reserved slug, and lists it on the account page", async () => {
    const { owner, slug, brand } = await ownedBrand("Register", "reserved-owner@example.com");
    expect(slug).toBe("register-2");
    expect(brand.status).toBe("live");
    const again = await ownedBrand("Register", "reserved-owner2@example.com");
    expect(again.slug).toBe("register-3");
    const me = await get(meLoader, "/en/user/me", { lang: "en" }, owner.cookie);
    expect(((await me.json()) as { brands: Json[] }).brands).toEqual([
      { slug: "register-2", name: "Register", role: "owner", live: true },
    ]);
  });
});

describe("brand dashboard", () => {
  it("saves the profile and keeps the slug on rename; a new address leaves the old one as a 301", async () => {
    const { owner, slug } = await ownedBrand("Kornblume", "kornblume@example.com");
    const url = `/en/brand/${slug}/manage`;
    const saved = await post(
      dashboardAction,
      url,
      { lang: "en", slug },
      {
        intent: "profile",
        name: "Kornblume Destille",
        websiteUrl: "https://kornblume.example",
        imprintUrl: "https://kornblume.example/imprint",
        descriptionDe: "Korn aus dem Süden.",
        descriptionEn: "Korn from the south.",
      },
      owner.cookie,
    );
    expect(saved.status).toBe(302);
    const row = await handle.db
      .selectFrom("brands")
      .selectAll()
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Kornblume Destille", description_en: "Korn from the south." });

    const bad = await post(
      dashboardAction,
      url,
      { lang: "en", slug },
      { intent: "profile", name: "K", websiteUrl: "ftp://x.example", imprintUrl: "" },
      owner.cookie,
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Reply).error).toMatchObject({
      name: ["brandAdmin.nameTooShort"],
      websiteUrl: ["brandAdmin.websiteInvalid"],
      imprintUrl: ["brandAdmin.imprintRequired"],
    });

    const taken = await post(
      dashboardAction,
      url,
      { lang: "en", slug },
      { intent: "slug", slug: "kesselwind" },
      owner.cookie,
    );
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as Reply).error?.slug).toEqual(["brandAdmin.slugTaken"]);
    const reserved = await post(
      dashboardAction,
      url,
      { lang: "en", slug },
      { intent: "slug", slug: "register" },
      owner.cookie,
    );
    expect(((await reserved.json()) as Reply).error?.slug).toEqual(["brandAdmin.slugReserved"]);

    const moved = await post(
      dashboardAction,
      url,
      { lang: "en", slug },
      { intent: "slug", slug: "kornblume-destille" },
      owner.cookie,
    );
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toBe("/en/brand/kornblume-destille/manage");
    const old = await get(brandPageLoader, `/en/brand/${slug}`, { lang: "en", slug });
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe("/en/brand/kornblume-destille");
    // the old slug stays with this brand: another brand cannot take it, and a new brand never gets it
    const other = await ownedBrand("Kornblume", "kornblume2@example.com");
    expect(other.slug).toBe("kornblume-2");
  });

  it("creates a product as an ingredient node that the bar picker, the matcher, search and the product page know at once", async () => {
    const { owner, slug, brand } = await ownedBrand("Nordlicht", "nordlicht@example.com");
    const londonDry = await ingredientId("london-dry-gin");
    const before = await catalogueVersion();
    const form = await get(
      newLoader,
      `/en/brand/${slug}/manage/products/new`,
      { lang: "en", slug },
      owner.cookie,
    );
    const categories = ((await form.json()) as { categories: { items: { id: number }[] }[] }).categories;
    expect(categories.flatMap((g) => g.items.map((i) => i.id))).toContain(londonDry);

    const created = await post(
      newAction,
      `/en/brand/${slug}/manage/products/new`,
      { lang: "en", slug },
      productFields(londonDry),
      owner.cookie,
    );
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe(`/en/brand/${slug}/manage`);
    const product = await handle.db
      .selectFrom("products")
      .selectAll()
      .where("brand_id", "=", brand.id)
      .executeTakeFirstOrThrow();
    expect(product).toMatchObject({
      slug: "nordlicht-dry-gin",
      name: "Nordlicht Dry Gin",
      abv: 43.5,
      volume_ml: 700,
      price: 29.9,
      currency: "EUR",
      buy_url: "https://shop.example/gin",
    });
    const node = await handle.db
      .selectFrom("ingredients")
      .selectAll()
      .where("id", "=", product.ingredient_id)
      .executeTakeFirstOrThrow();
    expect(node).toMatchObject({ kind: "product", parent_id: londonDry, key: "product-nordlicht-dry-gin" });
    expect(node.ancestor_ids.at(-2)).toBe(londonDry);
    expect(node.ancestor_ids.at(-1)).toBe(node.id);
    expect(await catalogueVersion()).toBeGreaterThan(before);
    const word = await handle.db
      .selectFrom("search_vocabulary")
      .select("word")
      .where("word", "=", "nordlicht")
      .executeTakeFirst();
    expect(word).toBeDefined();

    // the bottle is one of the picker's choices
    const picker = await get(choicesLoader, "/en/recipe/filter-choices.json", { lang: "en" });
    const choices = readCatalogue((await picker.json()) as CompactCatalogue).flatMap((s) => [
      ...s.top,
      ...s.rest,
    ]);
    expect(choices).toContainEqual(
      expect.objectContaining({
        id: node.id,
        name: "Nordlicht Dry Gin",
        kind: "product",
        section: "spirits",
      }),
    );
    const matched = await get(resultLoader, `/en/recipe/filter-result?i=${node.id}&tolerance=high`, {
      lang: "en",
    });
    expect(((await matched.json()) as { total: number }).total).toBeGreaterThan(0);
    const search = await get(searchLoader, "/en/search?q=nordlicht", { lang: "en" });
    const hits = ((await search.json()) as { brandHits: { products: { slug: string }[] } | null }).brandHits;
    expect(hits?.products.map((p) => p.slug)).toContain("nordlicht-dry-gin");
    const page = await get(productLoader, "/en/product/nordlicht-dry-gin", {
      lang: "en",
      slug: "nordlicht-dry-gin",
    });
    expect(page.status).toBe(200);

    // a second product of the same name gets the next slug
    const twin = await createProduct(handle.db, brand, {
      ...(await parsedProduct(londonDry)),
      name: "Nordlicht Dry Gin",
    });
    expect(twin).toMatchObject({ ok: true, slug: "nordlicht-dry-gin-2" });
  });

  it("refuses bad product input with localized errors, and a category that is not a generic ingredient", async () => {
    const { owner, slug } = await ownedBrand("Prüfstand", "pruefstand@example.com");
    const url = `/de/brand/${slug}/manage/products/new`;
    const bad = await post(
      newAction,
      url,
      { lang: "de", slug },
      productFields(await ingredientId("london-dry-gin"), {
        price: "12,999",
        abv: "101",
        volumeMl: "-5",
        buyUrl: "javascript:alert(1)",
      }),
      owner.cookie,
    );
    expect(bad.status).toBe(400);
    const reply = (await bad.json()) as Reply;
    expect(reply.error).toMatchObject({
      price: ["price.decimals"],
      abv: ["brandAdmin.abvInvalid"],
      volumeMl: ["brandAdmin.volumeInvalid"],
      buyUrl: ["brandAdmin.buyUrlInvalid"],
    });
    expect(reply.initialValue).toMatchObject({ name: "Nordlicht Dry Gin", price: "12,999" });
    const category = await post(
      newAction,
      url,
      { lang: "de", slug },
      productFields(await ingredientId("spirits")),
      owner.cookie,
    );
    expect(category.status).toBe(400);
    expect(((await category.json()) as Reply).error?.categoryId).toEqual(["brandAdmin.categoryRequired"]);
  });

  it("edits a product and its node; deleting one used in recipes asks first, then points the lines at its kind", async () => {
    const { owner, slug, brand } = await ownedBrand("Wacholder", "wacholder@example.com");
    const londonDry = await ingredientId("london-dry-gin");
    const created = await createProduct(handle.db, brand, await parsedProduct(londonDry));
    if (!created.ok) throw new Error("product not created");
    const url = `/en/brand/${slug}/manage/products/${created.id}`;
    const params = { lang: "en", slug, productId: String(created.id) };

    const edit = await get(editLoader, url, params, owner.cookie);
    expect(((await edit.json()) as { values: Json }).values).toMatchObject({
      name: "Nordlicht Dry Gin",
      abv: "43.5",
      price: "29.90",
      categoryId: String(londonDry),
    });
    const refused = await post(
      editAction,
      url,
      params,
      { intent: "save", ...productFields(await ingredientId("spirits"), { name: "Nicht gespeichert" }) },
      owner.cookie,
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Reply).error?.categoryId).toEqual(["brandAdmin.categoryRequired"]);
    const oldTom = await ingredientId("old-tom-gin");
    const saved = await post(
      editAction,
      url,
      params,
      { intent: "save", ...productFields(oldTom, { name: "Wacholder Old Tom", price: "31.50" }) },
      owner.cookie,
    );
    expect(saved.status).toBe(302);
    const product = await handle.db
      .selectFrom("products")
      .selectAll()
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(product).toMatchObject({ name: "Wacholder Old Tom", slug: created.slug, price: 31.5 });
    const node = await handle.db
      .selectFrom("ingredients")
      .selectAll()
      .where("id", "=", product.ingredient_id)
      .executeTakeFirstOrThrow();
    expect(node).toMatchObject({ name_en: "Wacholder Old Tom", parent_id: oldTom });
    expect(node.ancestor_ids).toContain(oldTom);

    // a published recipe uses exactly this bottle, and has it as its base spirit
    const negroni = await handle.db
      .selectFrom("recipes")
      .select(["id", "name_en"])
      .where("slug", "=", "negroni")
      .executeTakeFirstOrThrow();
    const gin = await ingredientId("gin");
    await handle.db
      .updateTable("recipe_ingredients")
      .set({ ingredient_id: node.id, exact: true })
      .where("recipe_id", "=", negroni.id)
      .where("ingredient_id", "=", gin)
      .execute();
    await handle.db
      .updateTable("recipes")
      .set({ base_ingredient_id: node.id })
      .where("id", "=", negroni.id)
      .execute();
    const { refreshRecipeArrays } = await import("../../db/derived");
    await refreshRecipeArrays(handle.db, [negroni.id]);
    const negroniBefore = await handle.db
      .selectFrom("recipes")
      .select("required_ids")
      .where("id", "=", negroni.id)
      .executeTakeFirstOrThrow();
    expect(negroniBefore.required_ids).toContain(-node.id);

    const ask = await get(editLoader, `${url}?delete=1`, params, owner.cookie);
    const usage = ((await ask.json()) as { usage: { published: { slug: string }[]; drafts: number } }).usage;
    expect(usage.published.map((r) => r.slug)).toEqual(["negroni"]);
    expect(usage.drafts).toBe(0);

    const deleted = await post(editAction, url, params, { intent: "delete" }, owner.cookie);
    expect(deleted.status).toBe(302);
    expect(
      await handle.db.selectFrom("products").select("id").where("id", "=", created.id).execute(),
    ).toEqual([]);
    expect(
      await handle.db.selectFrom("ingredients").select("id").where("id", "=", node.id).execute(),
    ).toEqual([]);
    const lines = await handle.db
      .selectFrom("recipe_ingredients")
      .select(["ingredient_id", "exact"])
      .where("recipe_id", "=", negroni.id)
      .where("ingredient_id", "=", oldTom)
      .execute();
    expect(lines).toEqual([{ ingredient_id: oldTom, exact: false }]);
    const negroniAfter = await handle.db
      .selectFrom("recipes")
      .select(["required_ids", "base_ingredient_id"])
      .where("id", "=", negroni.id)
      .executeTakeFirstOrThrow();
    expect(negroniAfter.base_ingredient_id).toBe(oldTom);
    expect(negroniAfter.required_ids).toContain(oldTom);
    expect(negroniAfter.required_ids).not.toContain(-node.id);
    const gone = await get(editLoader, url, params, owner.cookie);
    expect(gone.status).toBe(404);
  });
});

/** Product values as the form's schema gives them. */
async function parsedProduct(categoryId: number) {
  const { productSchema } = await import("../../app/lib/brand-schemas");
  return productSchema.parse({ ...productFields(categoryId), categoryId });
}

describe("who may change a brand", () => {
  it("lets its members edit, sends everyone else away, and checks the brand in SQL", async () => {
    const { owner, slug, brand } = await ownedBrand("Schutzmarke", "schutz-owner@example.com");
    const other = await ownedBrand("Fremdmarke", "fremd-owner@example.com");
    const londonDry = await ingredientId("london-dry-gin");
    const mine = await createProduct(handle.db, brand, await parsedProduct(londonDry));
    const theirs = await createProduct(
      handle.db,
      { id: other.brand.id, name: "Fremdmarke" },
      await parsedProduct(londonDry),
    );
    if (!mine.ok || !theirs.ok) throw new Error("products not created");
    const plain = await createMember(handle, "plain@example.com");
    const teamMember = await createMember(handle, "team@example.com");
    await handle.db
      .insertInto("brand_members")
      .values({ brand_id: brand.id, user_id: teamMember.id, role: "member" })
      .execute();

    const base = `/en/brand/${slug}/manage`;
    const params = { lang: "en", slug };
    const productParams = { ...params, productId: String(mine.id) };
    const requests: [string, () => Promise<Response>][] = [];
    for (const [who, cookie] of [
      ["visitor", undefined],
      ["plain member", plain.cookie],
      ["other brand's owner", other.owner.cookie],
    ] as const) {
      requests.push(
        [`${who} dashboard`, () => get(dashboardLoader, base, params, cookie)],
        [
          `${who} profile`,
          () => post(dashboardAction, base, params, { intent: "slug", slug: "stolen" }, cookie),
        ],
        [
          `${who} new product`,
          () => post(newAction, `${base}/products/new`, params, productFields(londonDry), cookie),
        ],
        [
          `${who} edit`,
          () => post(editAction, `${base}/products/${mine.id}`, productParams, { intent: "delete" }, cookie),
        ],
        [`${who} team`, () => get(teamLoader, `${base}/members`, params, cookie)],
        [
          `${who} invite`,
          () =>
            post(teamAction, `${base}/members`, params, { intent: "invite", email: "x@example.com" }, cookie),
        ],
      );
    }
    for (const [label, run] of requests) {
      const res = await run();
      if (label.startsWith("visitor")) {
        expect(res.status, label).toBe(302);
        expect(res.headers.get("Location"), label).toMatch(/^\/en\/user\/login\?redirectTo=/);
      } else {
        expect(res.status, label).toBe(404);
      }
    }
    // another brand's product through this brand's address: as if it did not exist
    const cross = await post(
      editAction,
      `${base}/products/${theirs.id}`,
      { ...params, productId: String(theirs.id) },
      { intent: "delete" },
      owner.cookie,
    );
    expect(cross.status).toBe(404);
    // and the models themselves refuse it whatever the caller asks
    expect(await updateProduct(handle.db, brand.id, theirs.id, await parsedProduct(londonDry))).toEqual({
      ok: false,
      reason: "gone",
    });
    expect(await deleteProduct(handle.db, brand.id, theirs.id)).toBeNull();
    expect(await removeMember(handle.db, brand.id, other.owner.id)).toBe(false);
    expect(
      await handle.db.selectFrom("products").select("id").where("id", "=", theirs.id).execute(),
    ).toHaveLength(1);
    expect(
      await handle.db.selectFrom("brands").select("slug").where("id", "=", brand.id).executeTakeFirst(),
    ).toEqual({
      slug,
    });

    // a team member edits products and the profile, but the team is the owner's
    const edited = await post(
      editAction,
      `${base}/products/${mine.id}`,
      productParams,
      { intent: "save", ...productFields(londonDry, { name: "Schutz Gin" }) },
      teamMember.cookie,
    );
    expect(edited.status).toBe(302);
    const team = await get(teamLoader, `${base}/members`, params, teamMember.cookie);
    const teamBody = (await team.json()) as { isOwner: boolean; members: Json[]; invitations: Json[] };
    expect(teamBody.isOwner).toBe(false);
    expect(teamBody.members.map((m) => m.role)).toEqual(["owner", "member"]);
    expect(teamBody.invitations).toEqual([]);
    const ownerForms: Record<string, string>[] = [
      { intent: "invite", email: "friend@example.com" },
      { intent: "remove", userId: String(owner.id) },
      { intent: "withdraw", invitationId: "1" },
    ];
    for (const fields of ownerForms) {
      const refused = await post(teamAction, `${base}/members`, params, fields, teamMember.cookie);
      expect(refused.status, fields.intent).toBe(403);
      expect(((await refused.json()) as Reply).error?.[""]).toEqual(["brandAdmin.ownerOnly"]);
    }
    // the owner can never be removed, not even by the owner
    const self = await post(
      teamAction,
      `${base}/members`,
      params,
      { intent: "remove", userId: String(owner.id) },
      owner.cookie,
    );
    expect(self.status).toBe(404);
    const removed = await post(
      teamAction,
      `${base}/members`,
      params,
      { intent: "remove", userId: String(teamMember.id) },
      owner.cookie,
    );
    expect(removed.status).toBe(302);
    expect((await get(dashboardLoader, base, params, teamMember.cookie)).status).toBe(404);
  });
});

describe("invitations", () => {
  it("mails a single-use link that the invited address accepts by POST, and nobody else", async () => {
    const events: SecurityEvent[] = [];
    const stop = onSecurityEvent((e) => events.push(e));
    try {
      const { owner, slug, brand } = await ownedBrand("Einladung", "einladung@example.com");
      const base = `/de/brand/${slug}/manage/members`;
      const params = { lang: "de", slug };
      const invited = await post(
        teamAction,
        base,
        params,
        { intent: "invite", email: "Gast@Example.com" },
        owner.cookie,
      );
      expect(invited.status).toBe(302);
      const bad = await post(
        teamAction,
        base,
        params,
        { intent: "invite", email: "no address" },
        owner.cookie,
      );
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as Reply).error?.email).toEqual(["account.emailInvalid"]);
      const self = await post(
        teamAction,
        base,
        params,
        { intent: "invite", email: "einladung@example.com" },
        owner.cookie,
      );
      expect(self.status).toBe(409);
      expect(((await self.json()) as Reply).error?.email).toEqual(["brandAdmin.alreadyMember"]);

      const open = await get(teamLoader, base, params, owner.cookie);
      expect(((await open.json()) as { invitations: Json[] }).invitations).toMatchObject([
        { email: "gast@example.com" },
      ]);
      const [mail] = await mailsTo(outbox, "gast@example.com", handle.db);
      expect(mail?.subject).toBe("Einladung ins Team einer Marke bei Cocktail-Atlas");
      expect(mail?.text).toContain("Marke: „Einladung“\nEingeladen von: „Otto Owner“");
      const link = new URL(linkIn(mail?.text ?? "", "/de/user/brand-invitation"));
      const path = link.pathname + link.search;
      const token = link.searchParams.get("token") ?? "";
      const invitation = await handle.db
        .selectFrom("brand_invitations")
        .select(["expires_at", "created_at"])
        .where("brand_id", "=", brand.id)
        .executeTakeFirstOrThrow();
      expect(invitation.expires_at.getTime() - invitation.created_at.getTime()).toBeGreaterThan(
        6.9 * 86_400_000,
      );

      const visitor = await get(invitationLoader, path, { lang: "de" });
      expect(((await visitor.json()) as Json).state).toBe("visitor");
      const stranger = await createMember(handle, "stranger@example.com");
      const wrong = await get(invitationLoader, path, { lang: "de" }, stranger.cookie);
      expect(((await wrong.json()) as Json).state).toBe("otherAddress");
      const refused = await post(invitationAction, path, { lang: "de" }, { token }, stranger.cookie);
      expect(refused.status).toBe(403);
      const visitorPost = await post(invitationAction, path, { lang: "de" }, { token });
      expect(visitorPost.status).toBe(302);

      const guest = await createMember(handle, "gast@example.com");
      const ask = await get(invitationLoader, path, { lang: "de" }, guest.cookie);
      expect(await ask.json()).toMatchObject({ state: "ask", brandName: "Einladung" });
      const accepted = await post(invitationAction, path, { lang: "de" }, { token }, guest.cookie);
      expect(accepted.status).toBe(303);
      expect(accepted.headers.get("Location")).toBe(`/de/brand/${slug}/manage`);
      expect(await memberBrand(handle.db, slug, guest.id)).toMatchObject({ role: "member" });

      const used = await get(invitationLoader, path, { lang: "de" }, guest.cookie);
      expect(used.status).toBe(400);
      expect(await used.json()).toMatchObject({ state: "invalid", brandName: null });
      expect((await post(invitationAction, path, { lang: "de" }, { token }, guest.cookie)).status).toBe(400);
      expect(events.filter((e) => e.event === "brand.team").map((e) => e.detail?.split(" ")[0])).toEqual([
        "invite",
        "join",
      ]);
    } finally {
      stop();
    }
  });

  it("refuses an expired or withdrawn invitation", async () => {
    const { owner, slug, brand } = await ownedBrand("Verfall", "verfall@example.com");
    const base = `/en/brand/${slug}/manage/members`;
    const params = { lang: "en", slug };
    await post(teamAction, base, params, { intent: "invite", email: "late@example.com" }, owner.cookie);
    const [mail] = await mailsTo(outbox, "late@example.com", handle.db);
    const link = new URL(linkIn(mail?.text ?? "", "/en/user/brand-invitation"));
    const late = await createMember(handle, "late@example.com");
    await handle.db
      .updateTable("brand_invitations")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("brand_id", "=", brand.id)
      .execute();
    const expired = await post(
      invitationAction,
      link.pathname + link.search,
      { lang: "en" },
      { token: link.searchParams.get("token") ?? "" },
      late.cookie,
    );
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as Reply).error?.[""]).toEqual(["brandAdmin.invitationInvalidText"]);

    await post(teamAction, base, params, { intent: "invite", email: "late@example.com" }, owner.cookie);
    const row = await handle.db
      .selectFrom("brand_invitations")
      .select("id")
      .where("brand_id", "=", brand.id)
      .where("used_at", "is", null)
      .where("expires_at", ">", new Date())
      .executeTakeFirstOrThrow();
    const withdrawn = await post(
      teamAction,
      base,
      params,
      { intent: "withdraw", invitationId: String(row.id) },
      owner.cookie,
    );
    expect(withdrawn.status).toBe(302);
    const again = await post(
      teamAction,
      base,
      params,
      { intent: "withdraw", invitationId: String(row.id) },
      owner.cookie,
    );
    expect(again.status).toBe(404);
    expect(await memberBrand(handle.db, slug, late.id)).toBeUndefined();
  });
});

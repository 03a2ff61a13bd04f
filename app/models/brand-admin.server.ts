import { sql } from "kysely";
import { normalizeEmail } from "~/lib/account-rules";
import {
  brandSlugBase,
  firstFreeSlug,
  freeBrandSlug,
  INVITATION_TTL_MS,
  type ProductValues,
  productSlugBase,
} from "~/lib/brand-schemas";
import type { Locale } from "~/lib/locale";
import { hashToken, newToken } from "~/utils/tokens.server";
import type { DB } from "../../db/client";
import { refreshIngredientTree, refreshRecipeArrays } from "../../db/derived";
import { addBrandMember } from "./brand-members.server";
import { standaloneName } from "./ingredient-names.server";

// The write side of brands: registration (brand and owner), the profile and address, products (each one an
// ingredient-tree leaf below a generic ingredient, so the bar picker, search and recipe authoring know it at
// once: the catalogue version's trigger on `ingredients` tells every instance's bar index to rebuild), and the
// team (invitations and members).
//
// Who may change what is decided here, in SQL: every write takes the brand's id (from requireBrandMember,
// never from a form) and names it in its WHERE clause, so a product or member id of another brand matches
// no row and changes nothing.

const collation = (locale: Locale) => sql.raw(locale === "en" ? "cocktail_en" : "cocktail_de");
const today = () => new Date().toISOString().slice(0, 10);

/** PostgreSQL's unique_violation: two requests wanted the same slug at the same moment. */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "23505";
}

// ---- brands ----

/** Slugs in use that start like `base`: current ones and old ones (which still answer with a 301). */
async function brandSlugsLike(db: DB, base: string): Promise<Set<string>> {
  const pattern = `${base}-%`;
  const rows = await db
    .selectFrom("brands")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", pattern)]))
    .union(
      db
        .selectFrom("brand_slug_history")
        .select("old_slug as slug")
        .where((eb) => eb.or([eb("old_slug", "=", base), eb("old_slug", "like", pattern)])),
    )
    .execute();
  return new Set(rows.map((r) => r.slug));
}

export type NewBrand = { name: string; website: string; imprintUrl: string; status: "pending" | "live" };

/**
 * Creates a brand with a free slug from its name and makes `ownerId` its owner. Runs in the caller's
 * transaction (registration creates the account, the brand and the mail together).
 */
export async function createBrand(
  db: DB,
  input: NewBrand,
  ownerId: number,
): Promise<{ id: number; slug: string }> {
  const taken = await brandSlugsLike(db, brandSlugBase(input.name));
  for (let attempt = 0; attempt < 8; attempt++) {
    const slug = freeBrandSlug(input.name, taken);
    // DO NOTHING on a clash (no exception, so the caller's transaction stays usable): try the next number.
    const row = await db
      .insertInto("brands")
      .values({
        slug,
        name: input.name,
        website: input.website,
        imprint_url: input.imprintUrl,
        registered_since: today(),
        status: input.status,
      })
      .onConflict((oc) => oc.column("slug").doNothing())
      .returning(["id", "slug"])
      .executeTakeFirst();
    if (row) {
      await addBrandMember(db, row.id, ownerId, "owner");
      return row;
    }
    taken.add(slug);
  }
  throw new Error("could not find a free brand slug");
}

/**
 * The owner has confirmed the address: the brands they registered go live (registered since today). Returns
 * the slugs of the brands that changed.
 */
export async function makeOwnedBrandsLive(db: DB, userId: number): Promise<string[]> {
  const rows = await db
    .updateTable("brands")
    .set({ status: "live", registered_since: today(), updated_at: sql`now()` })
    .where("status", "=", "pending")
    .where("id", "in", (eb) =>
      eb
        .selectFrom("brand_members")
        .select("brand_id")
        .where("user_id", "=", userId)
        .where("role", "=", "owner"),
    )
    .returning("slug")
    .execute();
  return rows.map((r) => r.slug).sort();
}

/** What the dashboard's profile form edits. */
export async function brandProfile(db: DB, brandId: number) {
  const row = await db
    .selectFrom("brands")
    .select([
      "slug",
      "name",
      "website",
      "imprint_url",
      "description_de",
      "description_en",
      "status",
      sql<string>`to_char(registered_since, 'YYYY-MM-DD')`.as("registeredSince"),
    ])
    .where("id", "=", brandId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    slug: row.slug,
    name: row.name,
    websiteUrl: row.website,
    imprintUrl: row.imprint_url,
    descriptionDe: row.description_de,
    descriptionEn: row.description_en,
    status: row.status,
    registeredSince: row.registeredSince,
  };
}

export type BrandProfileInput = {
  name: string;
  websiteUrl: string;
  imprintUrl: string;
  descriptionDe: string;
  descriptionEn: string;
};

/** Saves the profile. A new name keeps the slug (links to the brand stay valid); false when no row matched. */
export async function updateBrandProfile(db: DB, brandId: number, v: BrandProfileInput): Promise<boolean> {
  const result = await db
    .updateTable("brands")
    .set({
      name: v.name,
      website: v.websiteUrl,
      imprint_url: v.imprintUrl,
      description_de: v.descriptionDe,
      description_en: v.descriptionEn,
      updated_at: sql`now()`,
    })
    .where("id", "=", brandId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Saves the descriptions alone (what every member of the team may change); false when no row matched. */
export async function updateBrandDescription(
  db: DB,
  brandId: number,
  v: Pick<BrandProfileInput, "descriptionDe" | "descriptionEn">,
): Promise<boolean> {
  const result = await db
    .updateTable("brands")
    .set({ description_de: v.descriptionDe, description_en: v.descriptionEn, updated_at: sql`now()` })
    .where("id", "=", brandId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type SlugChange = "ok" | "same" | "taken" | "gone";

/**
 * Gives the brand a new address. The old slug goes to brand_slug_history, so /brand/{old} answers 301; a slug
 * that is (or was) another brand's is taken; the brand's own old slug can be taken back.
 */
export async function changeBrandSlug(db: DB, brandId: number, slug: string): Promise<SlugChange> {
  try {
    return await db.transaction().execute(async (trx): Promise<SlugChange> => {
      const brand = await trx
        .selectFrom("brands")
        .select("slug")
        .where("id", "=", brandId)
        .forUpdate()
        .executeTakeFirst();
      if (!brand) return "gone";
      if (brand.slug === slug) return "same";
      const clash = await trx
        .selectFrom("brands")
        .select("id")
        .where("slug", "=", slug)
        .union(
          trx
            .selectFrom("brand_slug_history")
            .select("brand_id as id")
            .where("old_slug", "=", slug)
            .where("brand_id", "<>", brandId),
        )
        .executeTakeFirst();
      if (clash) return "taken";
      await trx
        .deleteFrom("brand_slug_history")
        .where("old_slug", "=", slug)
        .where("brand_id", "=", brandId)
        .execute();
      await trx
        .insertInto("brand_slug_history")
        .values({ old_slug: brand.slug, brand_id: brandId })
        .onConflict((oc) => oc.column("old_slug").doNothing())
        .execute();
      await trx
        .updateTable("brands")
        .set({ slug, updated_at: sql`now()` })
        .where("id", "=", brandId)
        .execute();
      return "ok";
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
}

// ---- products ----

/** The generic ingredients a product can be, grouped by their top category, for the category <select>. */
export async function categoryChoices(db: DB, locale: Locale) {
  const name = sql.raw(locale === "en" ? "name_en" : "name_de");
  const rows = await sql<{ id: number; name: string; groupId: number; groupName: string }>`
    SELECT i.id, i.${name} AS name, r.id AS "groupId", r.${name} AS "groupName"
    FROM ingredients AS i JOIN ingredients AS r ON r.id = i.ancestor_ids[1]
    WHERE i.kind = 'generic'
    ORDER BY r.${name} COLLATE ${collation(locale)}, i.${name} COLLATE ${collation(locale)}, i.id
  `.execute(db);
  const groups: { id: number; name: string; items: { id: number; name: string }[] }[] = [];
  for (const row of rows.rows) {
    let group = groups.at(-1);
    if (group?.id !== row.groupId) {
      group = { id: row.groupId, name: row.groupName, items: [] };
      groups.push(group);
    }
    group.items.push({ id: row.id, name: row.name });
  }
  return groups;
}

/** The brand's products for the dashboard, by name. */
export async function brandProducts(db: DB, brandId: number, locale: Locale) {
  const kind = standaloneName(locale === "en" ? "g.name_en" : "g.name_de");
  const rows = await db
    .selectFrom("products as p")
    .innerJoin("ingredients as i", "i.id", "p.ingredient_id")
    .leftJoin("ingredients as g", "g.id", "i.parent_id")
    .select(["p.id", "p.slug", "p.name", "p.price", "p.currency", kind.as("category")])
    .where("p.brand_id", "=", brandId)
    .orderBy(sql`p.name COLLATE ${collation(locale)}`)
    .orderBy("p.id")
    .execute();
  return rows.map((r) => ({ ...r, price: r.price === null ? null : Number(r.price) }));
}

/** One of the brand's products as its form edits it; undefined for another brand's product. */
export async function productForEdit(db: DB, brandId: number, productId: number) {
  const row = await db
    .selectFrom("products as p")
    .innerJoin("ingredients as i", "i.id", "p.ingredient_id")
    .select([
      "p.id",
      "p.slug",
      "p.name",
      "i.parent_id as categoryId",
      "p.description_de",
      "p.description_en",
      "p.abv",
      "p.volume_ml",
      "p.price",
      "p.currency",
      "p.buy_url",
    ])
    .where("p.id", "=", productId)
    .where("p.brand_id", "=", brandId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    categoryId: row.categoryId,
    descriptionDe: row.description_de,
    descriptionEn: row.description_en,
    abv: row.abv === null ? null : Number(row.abv),
    volumeMl: row.volume_ml,
    price: row.price === null ? null : Number(row.price),
    currency: row.currency,
    buyUrl: row.buy_url,
  };
}

async function isGeneric(db: DB, ingredientId: number): Promise<boolean> {
  const row = await db
    .selectFrom("ingredients")
    .select("id")
    .where("id", "=", ingredientId)
    .where("kind", "=", "generic")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Keeps the search's spelling vocabulary in step with one ingredient's words (the same counting as
 * refreshVocabulary in db/derived.ts, for one row): +1 after it is added or renamed, -1 before it is renamed or
 * removed. Rebuilding the whole vocabulary would read every recipe name for one bottle.
 */
async function countIngredientWords(db: DB, ingredientId: number, delta: 1 | -1): Promise<void> {
  await sql`
    INSERT INTO search_vocabulary (word, frequency)
    SELECT word, (count(*) * ${delta})::int FROM (
      SELECT regexp_split_to_table(search_text, '[^a-z0-9]+') AS word FROM ingredients WHERE id = ${ingredientId}
    ) AS words
    WHERE length(word) >= 3 AND word ~ '[a-z]'
    GROUP BY word
    ON CONFLICT (word) DO UPDATE SET frequency = search_vocabulary.frequency + excluded.frequency
  `.execute(db);
  if (delta < 0) await sql`DELETE FROM search_vocabulary WHERE frequency <= 0`.execute(db);
}

function productColumns(v: ProductValues) {
  return {
    name: v.name,
    description_de: v.descriptionDe,
    description_en: v.descriptionEn,
    abv: v.abv,
    volume_ml: v.volumeMl,
    price: v.price,
    currency: v.currency,
    buy_url: v.buyUrl,
  };
}

export type ProductSave = { ok: true; id: number; slug: string } | { ok: false; reason: "category" | "gone" };

/**
 * Creates a product and its ingredient node (kind 'product', a leaf below the chosen generic), with a free
 * slug from the brand's and the product's name; the node's key is `product-{slug}`, as for the seed's.
 */
export async function createProduct(
  db: DB,
  brand: { id: number; name: string },
  v: ProductValues,
): Promise<ProductSave> {
  return db.transaction().execute(async (trx): Promise<ProductSave> => {
    if (!(await isGeneric(trx, v.categoryId))) return { ok: false, reason: "category" };
    const base = productSlugBase(brand.name, v.name);
    const pattern = `${base}-%`;
    const taken = new Set(
      (
        await trx
          .selectFrom("products")
          .select("slug")
          .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", pattern)]))
          .execute()
      ).map((r) => r.slug),
    );
    for (let attempt = 0; attempt < 8; attempt++) {
      const slug = firstFreeSlug(base, taken);
      taken.add(slug);
      const node = await trx
        .insertInto("ingredients")
        .values({
          key: `product-${slug}`,
          parent_id: v.categoryId,
          kind: "product",
          name_de: v.name,
          name_en: v.name,
          abv: v.abv,
        })
        .onConflict((oc) => oc.column("key").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!node) continue;
      const product = await trx
        .insertInto("products")
        .values({ ...productColumns(v), slug, brand_id: brand.id, ingredient_id: node.id })
        .onConflict((oc) => oc.column("slug").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!product) {
        await trx.deleteFrom("ingredients").where("id", "=", node.id).execute();
        continue;
      }
      await refreshIngredientTree(trx);
      await countIngredientWords(trx, node.id, 1);
      return { ok: true, id: product.id, slug };
    }
    throw new Error("could not find a free product slug");
  });
}

/** Saves one of the brand's products and its ingredient node (name, category, ABV); the slug is kept. */
export async function updateProduct(
  db: DB,
  brandId: number,
  productId: number,
  v: ProductValues,
): Promise<ProductSave> {
  return db.transaction().execute(async (trx): Promise<ProductSave> => {
    if (!(await isGeneric(trx, v.categoryId))) return { ok: false, reason: "category" };
    const product = await trx
      .updateTable("products")
      .set({ ...productColumns(v), updated_at: sql`now()` })
      .where("id", "=", productId)
      .where("brand_id", "=", brandId)
      .returning(["id", "slug", "ingredient_id"])
      .executeTakeFirst();
    if (!product) return { ok: false, reason: "gone" };
    await countIngredientWords(trx, product.ingredient_id, -1);
    await trx
      .updateTable("ingredients")
      .set({ name_de: v.name, name_en: v.name, abv: v.abv, parent_id: v.categoryId })
      .where("id", "=", product.ingredient_id)
      .where("kind", "=", "product")
      .execute();
    await countIngredientWords(trx, product.ingredient_id, 1);
    await refreshIngredientTree(trx);
    return { ok: true, id: product.id, slug: product.slug };
  });
}

/**
 * The recipes whose lines name the product: published ones by name (for the confirmation before a delete),
 * drafts only counted (they are their authors' business).
 */
export async function productUsage(db: DB, brandId: number, productId: number, locale: Locale) {
  const name = locale === "en" ? "r.name_en" : "r.name_de";
  const rows = await db
    .selectFrom("recipes as r")
    .select(["r.id", "r.slug", `${name} as name`, "r.status"])
    .where("r.id", "in", (eb) =>
      eb
        .selectFrom("recipe_ingredients as l")
        .innerJoin("products as p", "p.ingredient_id", "l.ingredient_id")
        .select("l.recipe_id")
        .where("p.id", "=", productId)
        .where("p.brand_id", "=", brandId),
    )
    .orderBy(sql`${sql.ref(name)} COLLATE ${collation(locale)}`)
    .orderBy("r.id")
    .execute();
  return {
    published: rows.filter((r) => r.status === "published").map(({ id, slug, name }) => ({ id, slug, name })),
    drafts: rows.filter((r) => r.status !== "published").length,
  };
}

/**
 * Deletes one of the brand's products and its ingredient node. Recipe lines that named it name its generic
 * ingredient instead (no longer "exactly this": the bottle is gone, any of its kind serves), and so does a
 * recipe's base spirit; their matching arrays are recomputed. Null for another brand's product.
 */
export async function deleteProduct(
  db: DB,
  brandId: number,
  productId: number,
): Promise<{ name: string; recipes: number } | null> {
  const done = await db.transaction().execute(async (trx) => {
    const product = await trx
      .selectFrom("products as p")
      .innerJoin("ingredients as i", "i.id", "p.ingredient_id")
      .select(["p.id", "p.name", "p.ingredient_id", "i.parent_id"])
      .where("p.id", "=", productId)
      .where("p.brand_id", "=", brandId)
      .forUpdate("p")
      .executeTakeFirst();
    if (!product) return null;
    const node = product.ingredient_id;
    const generic = product.parent_id;
    let recipeIds: number[] = [];
    if (generic !== null) {
      const lines = await trx
        .updateTable("recipe_ingredients")
        .set({ ingredient_id: generic, exact: false })
        .where("ingredient_id", "=", node)
        .returning("recipe_id")
        .execute();
      recipeIds = [...new Set(lines.map((l) => l.recipe_id))];
      await trx
        .updateTable("recipes")
        .set({ base_ingredient_id: generic })
        .where("base_ingredient_id", "=", node)
        .execute();
    }
    await trx.deleteFrom("products").where("id", "=", productId).where("brand_id", "=", brandId).execute();
    await countIngredientWords(trx, node, -1);
    await trx.deleteFrom("ingredients").where("id", "=", node).where("kind", "=", "product").execute();
    if (recipeIds.length > 0) await refreshRecipeArrays(trx, recipeIds);
    return { name: product.name, recipes: recipeIds.length };
  });
  return done;
}

// ---- team: members and invitations ----

/** The brand's members: the owner first, then by name. */
export async function brandMembers(db: DB, brandId: number) {
  return db
    .selectFrom("brand_members as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["u.id", "u.first_name as firstName", "u.last_name as lastName", "u.email", "m.role"])
    .where("m.brand_id", "=", brandId)
    .orderBy(sql`m.role = 'owner' DESC`)
    .orderBy("u.last_name")
    .orderBy("u.first_name")
    .orderBy("u.id")
    .execute();
}

/** Invitations that can still be accepted. */
export async function openInvitations(db: DB, brandId: number) {
  return db
    .selectFrom("brand_invitations")
    .select(["id", "email_normalized as email", "expires_at as expiresAt"])
    .where("brand_id", "=", brandId)
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date())
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** At most this many open invitations per brand: a team, not a mailing list. */
export const MAX_OPEN_INVITATIONS = 20;

export type InvitationResult = { ok: true; token: string } | { ok: false; reason: "member" | "tooMany" };

/**
 * A single-use invitation for an address, valid for 7 days; an earlier open one for the same address is
 * replaced (its link stops working). Refused for an address that is already a member.
 */
export async function createInvitation(
  db: DB,
  brandId: number,
  email: string,
  invitedBy: number,
): Promise<InvitationResult> {
  const address = normalizeEmail(email);
  return db.transaction().execute(async (trx): Promise<InvitationResult> => {
    // one brand's invitations one after the other, so the count below holds
    await trx
      .selectFrom("brands")
      .select("id")
      .where("id", "=", brandId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const member = await trx
      .selectFrom("brand_members as m")
      .innerJoin("users as u", "u.id", "m.user_id")
      .select("u.id")
      .where("m.brand_id", "=", brandId)
      .where("u.email_normalized", "=", address)
      .executeTakeFirst();
    if (member) return { ok: false, reason: "member" };
    await trx
      .deleteFrom("brand_invitations")
      .where("brand_id", "=", brandId)
      .where("email_normalized", "=", address)
      .where("used_at", "is", null)
      .execute();
    const open = await trx
      .selectFrom("brand_invitations")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("brand_id", "=", brandId)
      .where("used_at", "is", null)
      .where("expires_at", ">", new Date())
      .executeTakeFirstOrThrow();
    if (Number(open.n) >= MAX_OPEN_INVITATIONS) return { ok: false, reason: "tooMany" };
    const { token, hash } = newToken();
    await trx
      .insertInto("brand_invitations")
      .values({
        brand_id: brandId,
        email_normalized: address,
        token_hash: hash,
        invited_by: invitedBy,
        expires_at: new Date(Date.now() + INVITATION_TTL_MS),
      })
      .execute();
    return { ok: true, token };
  });
}

/** Withdraws an open invitation of the brand; false when there is none with this id. */
export async function withdrawInvitation(db: DB, brandId: number, invitationId: number): Promise<boolean> {
  const result = await db
    .deleteFrom("brand_invitations")
    .where("id", "=", invitationId)
    .where("brand_id", "=", brandId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes a member (never an owner) from the brand; false when the user is no (removable) member. */
export async function removeMember(db: DB, brandId: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom("brand_members")
    .where("brand_id", "=", brandId)
    .where("user_id", "=", userId)
    .where("role", "=", "member")
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type InvitationState = "open" | "used" | "expired";

/** The invitation behind a link, with its brand; undefined for an unknown token. */
export async function invitationByToken(db: DB, token: string) {
  if (!token || token.length > 100) return undefined;
  const row = await db
    .selectFrom("brand_invitations as v")
    .innerJoin("brands as b", "b.id", "v.brand_id")
    .select([
      "v.email_normalized as email",
      "v.expires_at",
      "v.used_at",
      "b.name as brandName",
      "b.slug as brandSlug",
    ])
    .where("v.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row) return undefined;
  const state: InvitationState = row.used_at
    ? "used"
    : row.expires_at.getTime() <= Date.now()
      ? "expired"
      : "open";
  return { email: row.email, brandName: row.brandName, brandSlug: row.brandSlug, state };
}

export type AcceptResult = { ok: true; brandSlug: string } | { ok: false; reason: "invalid" | "address" };

/**
 * Accepts an invitation for the signed-in user, once: only for the address it was sent to, before it expires.
 * The user becomes a member (an owner stays owner).
 */
export async function acceptInvitation(
  db: DB,
  token: string,
  user: { id: number; email: string },
): Promise<AcceptResult> {
  if (!token || token.length > 100) return { ok: false, reason: "invalid" };
  return db.transaction().execute(async (trx): Promise<AcceptResult> => {
    const used = await trx
      .updateTable("brand_invitations")
      .set({ used_at: sql`now()` })
      .where("token_hash", "=", hashToken(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", new Date())
      .where("email_normalized", "=", normalizeEmail(user.email))
      .returning("brand_id")
      .executeTakeFirst();
    if (!used) {
      const invitation = await invitationByToken(trx, token);
      return { ok: false, reason: invitation?.state === "open" ? "address" : "invalid" };
    }
    await addBrandMember(trx, used.brand_id, user.id, "member");
    const brand = await trx
      .selectFrom("brands")
      .select("slug")
      .where("id", "=", used.brand_id)
      .executeTakeFirstOrThrow();
    return { ok: true, brandSlug: brand.slug };
  });
}

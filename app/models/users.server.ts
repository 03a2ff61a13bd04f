import { sql } from "kysely";
import { checkProfileSlug, nextNewsletter, normalizeEmail } from "~/lib/account-rules";
import { slugify } from "~/lib/slug";
import type { DB } from "../../db/client";
import { exportBook } from "./member-book.server";
import { ratedRecipeIds, refreshRatingAggregate } from "./ratings.server";

export type NewUser = {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  newsletter: boolean;
  locale: string;
};

export async function findUserByEmail(db: DB, email: string) {
  return db
    .selectFrom("users")
    .selectAll()
    .where("email_normalized", "=", normalizeEmail(email))
    .executeTakeFirst();
}

export async function getUser(db: DB, id: number) {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A free profile slug made from the name: "ada-lovelace", else "ada-lovelace-2", … */
async function freeSlug(db: DB, firstName: string, lastName: string): Promise<string> {
  let base = slugify(`${firstName} ${lastName}`, 34);
  if (checkProfileSlug(base) !== "ok") base = `member-${base}`.slice(0, 34).replace(/-+$/, "");
  if (checkProfileSlug(base) !== "ok") base = "member";
  // current slugs and old ones (which still lead to their member): neither is free
  const taken = new Set(
    (
      await db
        .selectFrom("users")
        .select("profile_slug as slug")
        .where("profile_slug", "like", `${base}%`)
        .union(
          db
            .selectFrom("profile_slug_history")
            .select("old_slug as slug")
            .where("old_slug", "like", `${base}%`),
        )
        .execute()
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Creates an unconfirmed user; "exists" for an address that has an account. */
export async function createUser(
  db: DB,
  input: NewUser,
): Promise<{ ok: true; id: number } | { ok: false; reason: "exists" }> {
  if (await findUserByEmail(db, input.email)) return { ok: false, reason: "exists" };
  let slug = await freeSlug(db, input.firstName, input.lastName);
  for (let attempt = 0; attempt < 6; attempt++) {
    // DO NOTHING on any unique conflict (no exception, so this also works inside a transaction)
    const row = await db
      .insertInto("users")
      .values({
        email: input.email.trim(),
        email_normalized: normalizeEmail(input.email),
        password_hash: input.passwordHash,
        first_name: input.firstName.trim(),
        last_name: input.lastName.trim(),
        terms_accepted_at: new Date(),
        newsletter: input.newsletter ? 1 : 0,
        profile_slug: slug,
        locale: input.locale,
      })
      .onConflict((oc) => oc.doNothing())
      .returning("id")
      .executeTakeFirst();
    if (row) return { ok: true, id: row.id };
    if (await findUserByEmail(db, input.email)) return { ok: false, reason: "exists" };
    // Two people with the same name registering at the same moment: the slug went to the other one.
    slug = `${slug.slice(0, 33)}-${Math.random().toString(36).slice(2, 6)}`;
  }
  throw new Error("could not find a free profile slug");
}

export async function confirmEmail(db: DB, userId: number): Promise<void> {
  await db
    .updateTable("users")
    .set({ email_confirmed_at: sql`coalesce(email_confirmed_at, now())`, updated_at: sql`now()` })
    .where("id", "=", userId)
    .execute();
}

export async function setPassword(db: DB, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable("users")
    .set({ password_hash: passwordHash, updated_at: sql`now()` })
    .where("id", "=", userId)
    .execute();
}

export type SlugChange = { ok: true; slug: string } | { ok: false; reason: "invalid" | "reserved" | "taken" };

/**
 * Gives the member a new profile address. The old one goes to profile_slug_history, so /profile/{old} answers
 * 301 to the new one; a slug that is (or was) another member's is taken; the member's own old slug can be
 * taken back. Mirrors changeBrandSlug (brand-admin.server.ts).
 */
export async function changeProfileSlug(db: DB, userId: number, slug: string): Promise<SlugChange> {
  const check = checkProfileSlug(slug);
  if (check !== "ok") return { ok: false, reason: check };
  try {
    return await db.transaction().execute(async (trx): Promise<SlugChange> => {
      const user = await trx
        .selectFrom("users")
        .select("profile_slug")
        .where("id", "=", userId)
        .forUpdate()
        .executeTakeFirst();
      if (!user) return { ok: false, reason: "taken" };
      if (user.profile_slug === slug) return { ok: true, slug };
      const clash = await trx
        .selectFrom("users")
        .select("id")
        .where("profile_slug", "=", slug)
        .union(
          trx
            .selectFrom("profile_slug_history")
            .select("user_id as id")
            .where("old_slug", "=", slug)
            .where("user_id", "<>", userId),
        )
        .executeTakeFirst();
      if (clash) return { ok: false, reason: "taken" };
      await trx
        .deleteFrom("profile_slug_history")
        .where("old_slug", "=", slug)
        .where("user_id", "=", userId)
        .execute();
      await trx
        .insertInto("profile_slug_history")
        .values({ old_slug: user.profile_slug, user_id: userId })
        .onConflict((oc) => oc.column("old_slug").doNothing())
        .execute();
      await trx
        .updateTable("users")
        .set({ profile_slug: slug, updated_at: sql`now()` })
        .where("id", "=", userId)
        .execute();
      return { ok: true, slug };
    });
  } catch (error) {
    // two members asking for the same slug at once: the unique indexes decide
    if ((error as { code?: string } | null)?.code === "23505") return { ok: false, reason: "taken" };
    throw error;
  }
}

/** The current slug of a confirmed member who used to be found under `oldSlug` (for the 301), or undefined. */
export async function currentProfileSlug(db: DB, oldSlug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("profile_slug_history as h")
    .innerJoin("users as u", "u.id", "h.user_id")
    .select("u.profile_slug")
    .where("h.old_slug", "=", oldSlug)
    .where("u.email_confirmed_at", "is not", null)
    .where("u.profile_slug", "<>", oldSlug)
    .executeTakeFirst();
  return row?.profile_slug;
}

/** Applies the newsletter rule (app/lib/account-rules.ts) to the stored value and returns the new one. */
export async function updateNewsletter(db: DB, userId: number, checked: boolean): Promise<0 | 1> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom("users")
      .select("newsletter")
      .where("id", "=", userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const next = nextNewsletter(user.newsletter, checked);
    await trx
      .updateTable("users")
      .set({ newsletter: next, updated_at: sql`now()` })
      .where("id", "=", userId)
      .execute();
    return next;
  });
}

/**
 * Deletes the user and everything that is theirs (sessions, tokens, and, through their foreign keys, bars,
 * ratings and drafts); published recipes stay, attributed to "deleted user".
 */
export async function deleteUser(db: DB, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rated = await ratedRecipeIds(trx, userId);
    await trx.deleteFrom("recipes").where("author_id", "=", userId).where("status", "=", "draft").execute();
    await trx.updateTable("recipes").set({ author_deleted: true }).where("author_id", "=", userId).execute();
    await trx.deleteFrom("users").where("id", "=", userId).execute();
    // their ratings went with them (foreign key): the averages follow
    for (const recipeId of rated) await refreshRatingAggregate(trx, recipeId);
  });
}

/** Everything we hold about the user, for "download my data". */
export async function exportUserData(db: DB, userId: number) {
  const user = await db
    .selectFrom("users")
    .select([
      "id",
      "email",
      "first_name",
      "last_name",
      "newsletter",
      "profile_slug",
      "locale",
      "terms_accepted_at",
      "email_confirmed_at",
      "created_at",
      "updated_at",
    ])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) return null;
  const [sessions, recipes, oldSlugs, book, lists] = await Promise.all([
    db
      .selectFrom("sessions")
      .select(["created_at", "last_used_at", "expires_at"])
      .where("user_id", "=", userId)
      .execute(),
    db
      .selectFrom("recipes")
      .select(["slug", "name_de", "name_en", "status", "created_at", "updated_at"])
      .where("author_id", "=", userId)
      .execute(),
    db
      .selectFrom("profile_slug_history")
      .select(["old_slug as slug", "created_at as movedAt"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    exportBook(db, userId),
    exportLists(db, userId),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      newsletter: user.newsletter,
      profileSlug: user.profile_slug,
      /** earlier profile addresses, which still lead here */
      oldProfileSlugs: oldSlugs,
      locale: user.locale,
      termsAcceptedAt: user.terms_accepted_at,
      emailConfirmedAt: user.email_confirmed_at,
      createdAt: user.created_at,
      updatedAt: user.updated_at,
    },
    sessions,
    recipes,
    favourites: book.favourites,
    notes: book.notes,
    ...lists,
  };
}

/**
 * The member's saved bars (with their ingredients by key), collections (with their recipes in order) and
 * menus for guests (with their sections and drinks), for the data download. A share link is said to exist,
 * not written out: the file may travel further than the member means the link to.
 */
async function exportLists(db: DB, userId: number) {
  const [bars, barIngredients, collections, collectionRecipes, menus, menuItems] = await Promise.all([
    db
      .selectFrom("bars")
      .select(["id", "name", "created_at as createdAt", "updated_at as updatedAt"])
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("bar_ingredients as bi")
      .innerJoin("bars as b", "b.id", "bi.bar_id")
      .innerJoin("ingredients as i", "i.id", "bi.ingredient_id")
      .select(["bi.bar_id as barId", "i.key", "i.name_en as name"])
      .where("b.user_id", "=", userId)
      .orderBy("i.key")
      .execute(),
    db
      .selectFrom("collections")
      .select([
        "id",
        "name",
        "description",
        "share_token",
        "created_at as createdAt",
        "updated_at as updatedAt",
      ])
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("collection_recipes as cr")
      .innerJoin("collections as c", "c.id", "cr.collection_id")
      .innerJoin("recipes as r", "r.id", "cr.recipe_id")
      .select(["cr.collection_id as collectionId", "r.slug", "cr.added_at as addedAt"])
      .where("c.user_id", "=", userId)
      .orderBy("cr.position")
      .execute(),
    db
      .selectFrom("guest_menus as g")
      .innerJoin("bars as b", "b.id", "g.bar_id")
      .select([
        "g.id",
        "b.name as bar",
        "g.title",
        "g.intro as note",
        "g.mode",
        "g.share_token",
        "g.created_at as createdAt",
      ])
      .where("g.user_id", "=", userId)
      .orderBy("g.id")
      .execute(),
    db
      .selectFrom("brand_menu_sections as s")
      .innerJoin("guest_menus as g", "g.id", "s.guest_menu_id")
      .leftJoin("brand_menu_items as it", "it.section_id", "s.id")
      .leftJoin("recipes as r", "r.id", "it.recipe_id")
      .select([
        "g.id as menuId",
        "s.id as sectionId",
        "s.title_de as titleDe",
        "s.title_en as titleEn",
        "r.slug",
        "it.note_de as noteDe",
        "it.note_en as noteEn",
      ])
      .where("g.user_id", "=", userId)
      .orderBy("s.position")
      .orderBy("it.position")
      .execute(),
  ]);
  return {
    savedBars: bars.map((bar) => ({
      ...bar,
      ingredients: barIngredients.filter((i) => i.barId === bar.id).map(({ key, name }) => ({ key, name })),
    })),
    collections: collections.map(({ share_token, ...c }) => ({
      ...c,
      sharedByLink: share_token !== null,
      recipes: collectionRecipes
        .filter((r) => r.collectionId === c.id)
        .map(({ slug, addedAt }) => ({ slug, addedAt })),
    })),
    guestMenus: menus.map(({ share_token, ...m }) => {
      const rows = menuItems.filter((row) => row.menuId === m.id);
      const sectionIds = [...new Set(rows.map((row) => row.sectionId))];
      return {
        ...m,
        sharedByLink: share_token !== null,
        sections: sectionIds.map((id) => {
          const section = rows.filter((row) => row.sectionId === id);
          return {
            titleDe: section[0]?.titleDe ?? "",
            titleEn: section[0]?.titleEn ?? "",
            drinks: section.flatMap((row) =>
              row.slug ? [{ slug: row.slug, noteDe: row.noteDe ?? "", noteEn: row.noteEn ?? "" }] : [],
            ),
          };
        }),
      };
    }),
  };
}

export async function getPublicProfile(db: DB, slug: string, locale: "de" | "en") {
  const user = await db
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "created_at"])
    .where("profile_slug", "=", slug)
    .where("email_confirmed_at", "is not", null)
    .executeTakeFirst();
  if (!user) return null;
  const recipes = await db
    .selectFrom("recipes as r")
    .select([
      "r.slug",
      locale === "en" ? "r.name_en as name" : "r.name_de as name",
      "r.difficulty",
      "r.glass",
      "r.picture",
      "r.rating_avg as ratingAvg",
      "r.rating_count as ratingCount",
      // whole percent, as cards show it
      sql<number | null>`round(r.abv)::int`.as("abv"),
    ])
    .where("r.author_id", "=", user.id)
    .where("r.status", "=", "published")
    .orderBy("r.published_at", "desc")
    .execute();
  return {
    displayName: `${user.first_name} ${user.last_name.slice(0, 1)}.`.trim(),
    memberSince: user.created_at,
    recipes,
  };
}

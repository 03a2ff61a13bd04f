import type { DB } from "../../db/client";

// Who may change a brand: its members (the owner and the people the owner invited). Every change a brand's
// page makes checks membership in SQL through these functions, never by trusting a form field.

export type BrandRole = "owner" | "member";

export type MemberBrand = {
  id: number;
  slug: string;
  name: string;
  status: "pending" | "live";
  role: BrandRole;
};

/** The brand with this slug when the user is one of its members; undefined otherwise (also for no brand). */
export async function memberBrand(db: DB, slug: string, userId: number): Promise<MemberBrand | undefined> {
  return db
    .selectFrom("brands as b")
    .innerJoin("brand_members as m", "m.brand_id", "b.id")
    .select(["b.id", "b.slug", "b.name", "b.status", "m.role"])
    .where("b.slug", "=", slug)
    .where("m.user_id", "=", userId)
    .executeTakeFirst();
}

/** The brands a user belongs to, for the account page. */
export async function brandsOfUser(db: DB, userId: number): Promise<MemberBrand[]> {
  return db
    .selectFrom("brands as b")
    .innerJoin("brand_members as m", "m.brand_id", "b.id")
    .select(["b.id", "b.slug", "b.name", "b.status", "m.role"])
    .where("m.user_id", "=", userId)
    .orderBy("b.name")
    .execute();
}

export async function addBrandMember(
  db: DB,
  brandId: number,
  userId: number,
  role: BrandRole,
): Promise<void> {
  await db
    .insertInto("brand_members")
    .values({ brand_id: brandId, user_id: userId, role })
    .onConflict((oc) => oc.columns(["brand_id", "user_id"]).doNothing())
    .execute();
}

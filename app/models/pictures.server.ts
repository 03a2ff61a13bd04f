import type { DB } from "../../db/client";

// What drawing every published recipe's picture ahead of time reads (app/utils/pictures.server.ts): the
// stored scene and hash, a page at a time in id order.

export async function publishedPicturesAfter(db: DB, afterId: number, limit: number) {
  return db
    .selectFrom("recipes")
    .select(["id", "slug", "glass", "picture", "picture_hash"])
    .where("status", "=", "published")
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
}

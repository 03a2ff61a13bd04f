import type { DB } from "../../db/client";
import type { NewContactMessage } from "../../db/schema";

export async function saveContactMessage(db: DB, message: Omit<NewContactMessage, "id" | "created_at">) {
  return db.insertInto("contact_messages").values(message).returning(["id"]).executeTakeFirstOrThrow();
}

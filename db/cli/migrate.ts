// npm run db:migrate — runs pending migrations against DATABASE_URL or the embedded database.
import { checkedEnv } from "../../app/utils/env.server";
import { openDatabase } from "../client";
import { migrateToLatest } from "../migrate";

const database = await openDatabase(checkedEnv());
try {
  await migrateToLatest(database.db, console.log);
  console.log("migrations: up to date");
} catch (error) {
  console.error("migration failed:", error);
  process.exitCode = 1;
} finally {
  await database.close();
}

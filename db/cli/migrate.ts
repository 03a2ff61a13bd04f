import fs from "node:fs";
// npm run db:migrate — runs pending migrations against DATABASE_URL or the embedded database.
import { openDatabase } from "../client";
import { migrateToLatest } from "../migrate";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
const database = await openDatabase();
try {
  await migrateToLatest(database.db, console.log);
  console.log("migrations: up to date");
} catch (error) {
  console.error("migration failed:", error);
  process.exitCode = 1;
} finally {
  await database.close();
}

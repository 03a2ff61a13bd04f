import fs from "node:fs";
// npm run db:seed — migrates, then loads the seed content (idempotent).
import { openDatabase } from "../client";
import { migrateToLatest } from "../migrate";
import { seedAll } from "../seed";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
const database = await openDatabase();
try {
  await migrateToLatest(database.db, console.log);
  await seedAll(database.db, console.log);
  console.log("seed: done");
} catch (error) {
  console.error("seed failed:", error);
  process.exitCode = 1;
} finally {
  await database.close();
}

// npm run db:seed — migrates, then loads the seed content (idempotent).
// npm run db:seed -- --synthetic 100000 — then adds (or replaces) that many synthetic recipes for benchmarks.
import { checkedEnv } from "../../app/utils/env.server";
import { openDatabase } from "../client";
import { migrateToLatest } from "../migrate";
import { seedAll } from "../seed";
import { generateSynthetic } from "../synthetic";

/** the synthetic recipe count from `--synthetic N` or `--synthetic=N`; null without the flag */
function syntheticCount(args: readonly string[]): number | null {
  for (const [i, arg] of args.entries()) {
    let value: string | undefined;
    if (arg === "--synthetic") value = args[i + 1] ?? "";
    else if (arg.startsWith("--synthetic=")) value = arg.slice("--synthetic=".length);
    else continue;
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
      console.error(`seed: --synthetic needs a recipe count (a whole number ≥ 0), got "${value}"`);
      process.exit(2);
    }
    return Number(value);
  }
  return null;
}

const synthetic = syntheticCount(process.argv.slice(2));
const database = await openDatabase(checkedEnv());
try {
  await migrateToLatest(database.db, console.log);
  await seedAll(database.db, console.log);
  console.log("seed: done");
  if (synthetic !== null) {
    const result = await generateSynthetic(database.db, synthetic, { log: console.log });
    console.log(
      `synthetic: ${result.recipes} recipes, ${result.ingredients} ingredients in ${(result.ms / 1000).toFixed(1)} s`,
    );
  }
} catch (error) {
  console.error("seed failed:", error);
  process.exitCode = 1;
} finally {
  await database.close();
}

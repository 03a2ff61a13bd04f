// A database as the app would find it after a long life: migrated, the seed content, and N synthetic recipes
// (db/synthetic.ts, which writes each recipe with everything the pages derive from its lines: the matcher's
// arrays, strength and allergens, the drink picture, and then the search vocabulary), so that the list,
// search, the virtual bar, recipe pages, the home page and the sitemap work on them as on real ones and the
// server's own start (db/seed.ts seedIfEmpty) finds nothing left to do. For benchmarks at scale
// (`npm run bench:pages -- --synthetic 100000`); db/synthetic-seed.test.ts seeds a few hundred.
import type { DB } from "./client";
import { migrateToLatest } from "./migrate";
import { seedAll } from "./seed";
import { generateSynthetic } from "./synthetic";

export type SyntheticSeedTimes = {
  /** migrations and the seed content */
  seedMs: number;
  /** the synthetic tree and recipes, the search vocabulary, VACUUM and ANALYZE */
  syntheticMs: number;
  totalMs: number;
  recipes: number;
};

/** Migrates, seeds and adds `count` synthetic recipes (replacing those of an earlier run). */
export async function seedSyntheticDatabase(
  db: DB,
  count: number,
  options: { log?: (line: string) => void; seed?: number; ingredientNodes?: number } = {},
): Promise<SyntheticSeedTimes> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  await migrateToLatest(db);
  await seedAll(db);
  const seeded = performance.now();
  log(`seed content in ${((seeded - started) / 1000).toFixed(1)} s`);
  const synthetic = await generateSynthetic(db, count, {
    seed: options.seed,
    ingredientNodes: options.ingredientNodes,
    log,
  });
  const done = performance.now();
  return {
    seedMs: Math.round(seeded - started),
    syntheticMs: Math.round(done - seeded),
    totalMs: Math.round(done - started),
    recipes: synthetic.recipes,
  };
}

import { type Migration, type MigrationProvider, Migrator } from "kysely";
import * as platform from "../migrations/20261121T0900_platform";
import * as catalogue from "../migrations/20261121T1000_catalogue";
import * as accounts from "../migrations/20261121T1100_accounts";
import * as virtualBar from "../migrations/20261121T1200_virtual_bar";
import * as ratings from "../migrations/20261121T1300_ratings";
import * as authoring from "../migrations/20261121T1400_authoring";
import * as hardening from "../migrations/20261122T0900_hardening";
import * as brands from "../migrations/20261122T1000_brands";
import * as ingredientYields from "../migrations/20261123T0900_ingredient_yields";
import * as drinkPictures from "../migrations/20261123T1000_drink_pictures";
import * as contentVersion from "../migrations/20261123T1100_content_version";
import * as faqContentVersion from "../migrations/20261123T1200_faq_content_version";
import * as profileSlugHistory from "../migrations/20261127T0900_profile_slug_history";
import * as brandRegistrations from "../migrations/20261127T0910_brand_registrations";
import * as ingredientGraph from "../migrations/20261127T1100_ingredient_graph";
import * as trust from "../migrations/20261127T1700_trust";
import * as cacheVersions from "../migrations/20261128T0900_cache_versions";
import * as memberBook from "../migrations/20261128T1200_member_book";
import * as collections from "../migrations/20261128T1300_collections";
import * as guestMenus from "../migrations/20261128T1400_guest_menus";
import * as cacheVersionsAtScale from "../migrations/20261128T1500_cache_versions_at_scale";
import type { DB } from "./client";

/**
 * Every migration, by name, in order. Imported statically (not found by reading the folder at run time)
 * so the same list works under tsx, Vitest and a bundle; `db/migrate.test.ts` checks that every file in
 * migrations/ is listed here.
 */
export const migrations: Record<string, Migration> = {
  "20261121T0900_platform": platform,
  "20261121T1000_catalogue": catalogue,
  "20261121T1100_accounts": accounts,
  "20261121T1200_virtual_bar": virtualBar,
  "20261121T1300_ratings": ratings,
  "20261121T1400_authoring": authoring,
  "20261122T0900_hardening": hardening,
  "20261122T1000_brands": brands,
  "20261123T0900_ingredient_yields": ingredientYields,
  "20261123T1000_drink_pictures": drinkPictures,
  "20261123T1100_content_version": contentVersion,
  "20261123T1200_faq_content_version": faqContentVersion,
  "20261127T0900_profile_slug_history": profileSlugHistory,
  "20261127T0910_brand_registrations": brandRegistrations,
  "20261127T1100_ingredient_graph": ingredientGraph,
  "20261127T1700_trust": trust,
  "20261128T0900_cache_versions": cacheVersions,
  "20261128T1200_member_book": memberBook,
  "20261128T1300_collections": collections,
  "20261128T1400_guest_menus": guestMenus,
  "20261128T1500_cache_versions_at_scale": cacheVersionsAtScale,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Runs every pending migration; throws the first failure's error (a failed migration stops the start). */
export async function migrateToLatest(db: DB, log: (line: string) => void = () => {}): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    log(`migration ${r.migrationName}: ${r.status}`);
  }
  if (error) {
    throw error instanceof Error ? error : new Error(`migration failed: ${String(error)}`);
  }
}

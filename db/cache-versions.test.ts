// The cache versions an UPDATE of recipes moves (migrations/…_cache_versions, rewritten for large updates by
// …_cache_versions_at_scale): each kind only when what it covers really changed, for one row or many.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../tests/integration/database";
import type { DatabaseHandle } from "./client";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

/** The kinds an update moved. */
async function moved(update: () => Promise<unknown>): Promise<string[]> {
  const read = async () =>
    new Map(
      (await handle.db.selectFrom("cache_versions").select(["kind", "version"]).execute()).map((r) => [
        r.kind,
        Number(r.version),
      ]),
    );
  const before = await read();
  await update();
  const after = await read();
  return [...after.keys()].filter((kind) => after.get(kind) !== before.get(kind)).sort();
}

const run = (query: ReturnType<typeof sql>) => () => query.execute(handle.db);

describe("the versions an update of recipes moves", () => {
  it("moves none when every row is written unchanged", async () => {
    expect(await moved(run(sql`UPDATE recipes SET name_en = name_en, rating_avg = rating_avg`))).toEqual([]);
  });

  it("moves only the ratings for rating figures, in one row or all", async () => {
    const one = sql`UPDATE recipes SET rating_count = rating_count + 1 WHERE slug = 'negroni'`;
    expect(await moved(run(one))).toEqual(["ratings"]);
    expect(await moved(run(sql`UPDATE recipes SET rating_count = rating_count + 1`))).toEqual(["ratings"]);
  });

  it("moves the recipes for what pages show, and the catalogue for what matching reads", async () => {
    const picture = sql`UPDATE recipes SET picture_hash = picture_hash || 'x' WHERE slug = 'negroni'`;
    expect(await moved(run(picture))).toEqual(["recipes"]);
    // one changed row among all unchanged ones is found
    const name = sql`UPDATE recipes SET name_en = CASE WHEN slug = 'negroni' THEN name_en || ' ' ELSE name_en END`;
    expect(await moved(run(name))).toEqual(["catalogue", "recipes"]);
    const both = sql`UPDATE recipes SET required_ids = required_ids || 0, rating_avg = 1 WHERE slug = 'daiquiri'`;
    expect(await moved(run(both))).toEqual(["catalogue", "ratings", "recipes"]);
  });
});

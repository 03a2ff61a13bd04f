import { type Kysely, sql } from "kysely";

// The trigger that moves the cache versions after an UPDATE of recipes (20261128T0900_cache_versions)
// asked three EXISTS questions of the old and new rows. The planner answers an EXISTS with a nested loop
// (it hopes to stop at the first match), so when no row matched, each question compared every old row with
// every new one: 2,000 rows updated in one statement took 7 s in the trigger, 4,000 took 80 s, and the
// 20,000-row refreshes of a 100,000-recipe catalogue (db/synthetic.ts, db/derived.ts) did not finish.
// The same three questions as one pass over the joined rows (an aggregate, so the join is hashed): linear,
// 0.5 s for 4,000 rows, 3 s for 20,000 on a busy machine. Same kinds moved in the same cases; the trigger
// itself is unchanged. docs/decisions/0035-benches-at-scale.md. Frozen once landed.

/** Columns of a recipe that matching reads (names and difficulty order its results). */
const MATCHED = "status, name_de, name_en, difficulty, required_ids, ingredient_ids";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION recipes_updated_cache_versions() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      kinds text[] := '{}';
      rated boolean;
      shown boolean;
      matched boolean;
    BEGIN
      SELECT
        coalesce(bool_or((o.rating_avg, o.rating_count) IS DISTINCT FROM (n.rating_avg, n.rating_count)), false),
        coalesce(bool_or(to_jsonb(o) - '{rating_avg,rating_count,rating_version}'::text[]
                         IS DISTINCT FROM to_jsonb(n) - '{rating_avg,rating_count,rating_version}'::text[]), false),
        coalesce(bool_or((${sql.raw(MATCHED.replace(/(\w+)/g, "o.$1"))})
                         IS DISTINCT FROM (${sql.raw(MATCHED.replace(/(\w+)/g, "n.$1"))})), false)
      INTO rated, shown, matched
      FROM old_rows o JOIN new_rows n ON n.id = o.id;
      IF rated THEN kinds := kinds || 'ratings'::text; END IF;
      IF shown THEN kinds := kinds || 'recipes'::text; END IF;
      IF matched THEN kinds := kinds || 'catalogue'::text; END IF;
      UPDATE cache_versions SET version = version + 1
      WHERE kind IN (SELECT kind FROM cache_versions WHERE kind = ANY(kinds) ORDER BY kind FOR UPDATE);
      RETURN NULL;
    END $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION recipes_updated_cache_versions() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      kinds text[] := '{}';
    BEGIN
      IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
                 WHERE (o.rating_avg, o.rating_count) IS DISTINCT FROM (n.rating_avg, n.rating_count)) THEN
        kinds := kinds || 'ratings'::text;
      END IF;
      IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
                 WHERE to_jsonb(o) - '{rating_avg,rating_count,rating_version}'::text[]
                       IS DISTINCT FROM to_jsonb(n) - '{rating_avg,rating_count,rating_version}'::text[]) THEN
        kinds := kinds || 'recipes'::text;
      END IF;
      IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
                 WHERE (${sql.raw(MATCHED.replace(/(\w+)/g, "o.$1"))})
                       IS DISTINCT FROM (${sql.raw(MATCHED.replace(/(\w+)/g, "n.$1"))})) THEN
        kinds := kinds || 'catalogue'::text;
      END IF;
      UPDATE cache_versions SET version = version + 1
      WHERE kind IN (SELECT kind FROM cache_versions WHERE kind = ANY(kinds) ORDER BY kind FOR UPDATE);
      RETURN NULL;
    END $$
  `.execute(db);
}

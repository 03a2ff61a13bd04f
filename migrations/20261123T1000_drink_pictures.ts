import { type Kysely, sql } from "kysely";

// Drink pictures (docs/decisions/0013-drink-pictures.md): each ingredient may have a colour and an opacity
// (nodes without take their nearest ancestor's); each recipe stores the scene its picture is drawn from,
// computed in TypeScript when it is seeded or saved, and the hash that names the picture's PNG URL.
// Neither changes what matching depends on, so neither bumps the catalogue version (the ingredients
// trigger fires on any update; the seeder writes colours only when they differ). Frozen once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE ingredients ADD COLUMN colour text CHECK (colour ~ '^#[0-9a-f]{6}$')`.execute(db);
  await sql`ALTER TABLE ingredients ADD COLUMN colour_opacity real CHECK (colour_opacity BETWEEN 0 AND 1)`.execute(
    db,
  );
  await sql`ALTER TABLE recipes ADD COLUMN picture jsonb`.execute(db);
  await sql`ALTER TABLE recipes ADD COLUMN picture_hash text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE recipes DROP COLUMN picture_hash`.execute(db);
  await sql`ALTER TABLE recipes DROP COLUMN picture`.execute(db);
  await sql`ALTER TABLE ingredients DROP COLUMN colour_opacity`.execute(db);
  await sql`ALTER TABLE ingredients DROP COLUMN colour`.execute(db);
}

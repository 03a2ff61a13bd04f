import fs from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowedValues, schemaTypes, schemaTypesFile } from "../scripts/db-types";
import { createTestDatabase } from "../tests/integration/database";
import type { DatabaseHandle } from "./client";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

/** The generated text after `change`, which is rolled back (PostgreSQL's DDL is transactional). */
async function typesAfter(change: string): Promise<string> {
  let text = "";
  const rollback = new Error("roll back");
  await handle.db
    .transaction()
    .execute(async (trx) => {
      await sql.raw(change).execute(trx);
      text = await schemaTypes(trx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return text;
}

function changedLines(before: string, after: string): string[] {
  const old = new Set(before.split("\n"));
  return after.split("\n").filter((line) => !old.has(line));
}

describe("db/schema.generated.ts", () => {
  it("is what `npm run db:types` writes from the migrated database (else run it)", async () => {
    expect(await schemaTypes(handle.db)).toBe(fs.readFileSync(schemaTypesFile, "utf8"));
  }, 60_000);

  it("changes with a column's type, nullability, default and allowed values", async () => {
    const now = await schemaTypes(handle.db);
    expect(
      changedLines(
        now,
        await typesAfter("ALTER TABLE contact_messages ALTER COLUMN name TYPE integer USING 0"),
      ),
    ).toEqual(["  name: number;"]);
    expect(
      changedLines(now, await typesAfter("ALTER TABLE faq_entries ALTER COLUMN key DROP NOT NULL")),
    ).toEqual(["  key: string | null;"]);
    expect(
      changedLines(now, await typesAfter("ALTER TABLE mail_queue ALTER COLUMN subject SET DEFAULT ''")),
    ).toEqual(["  subject: Generated<string>;"]);
    expect(
      changedLines(
        now,
        await typesAfter(
          "ALTER TABLE brand_members DROP CONSTRAINT brand_members_role_check, " +
            "ADD CHECK (role IN ('owner', 'member', 'guest'))",
        ),
      ),
    ).toEqual(['  role: "owner" | "member" | "guest";']);
  }, 120_000);
});

describe("allowedValues", () => {
  it("reads a closed list of text or numbers from a CHECK constraint as PostgreSQL prints it", () => {
    expect(allowedValues("CHECK ((kind = ANY (ARRAY['category'::text, 'it''s'::text])))")).toEqual({
      column: "kind",
      values: ['"category"', '"it\'s"'],
    });
    expect(allowedValues("CHECK ((newsletter = ANY (ARRAY[0, 1])))")).toEqual({
      column: "newsletter",
      values: ["0", "1"],
    });
    expect(allowedValues("CHECK ((id = 1))")).toEqual({ column: "id", values: ["1"] });
  });
  it("leaves other checks alone", () => {
    expect(allowedValues("CHECK (((stars >= 1) AND (stars <= 5)))")).toBeNull();
    expect(allowedValues("CHECK ((price > (0)::numeric))")).toBeNull();
    expect(allowedValues("CHECK ((colour ~ '^#[0-9a-f]{6}$'::text))")).toBeNull();
  });
});

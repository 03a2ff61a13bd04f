// Vitest global setup: one migrated, seeded database that every test file clones, so each file starts
// from a fresh copy. PGlite by default (a data-dir snapshot), the PostgreSQL server when DATABASE_URL is set
// (a template database, dropped afterwards).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, pgliteHandle, postgresHandle } from "../../db/client";
import { migrateToLatest } from "../../db/migrate";
import { seedAll } from "../../db/seed";

declare module "vitest" {
  export interface ProvidedContext {
    testDb: { kind: "pglite"; snapshot: string } | { kind: "postgres"; serverUrl: string; template: string };
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = `cocktail_tpl_${crypto.randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const handle = postgresHandle(withDatabase(serverUrl, template), 2);
    await migrateToLatest(handle.db);
    await seedAll(handle.db);
    await handle.close();
    project.provide("testDb", { kind: "postgres", serverUrl, template });
    return async () => {
      // Drop the template and any per-file copy a crashed test left behind.
      const { rows } = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE $1",
        [`${template}%`],
      );
      for (const row of rows.sort((a, b) => b.datname.length - a.datname.length)) {
        await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      }
      await admin.end();
    };
  }
  const pglite = await openPglite(undefined);
  const handle = pgliteHandle(pglite);
  await migrateToLatest(handle.db);
  await seedAll(handle.db);
  const dump = await pglite.dumpDataDir("none");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-test-"));
  const snapshot = path.join(dir, "snapshot.tar");
  fs.writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("testDb", { kind: "pglite", snapshot });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

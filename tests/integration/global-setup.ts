// Vitest global setup of the "integration" project: one migrated, seeded database that every test file
// clones, so each file starts from a fresh copy. PGlite by default (a data-dir snapshot, kept between runs
// while migrations and seed are unchanged), the PostgreSQL server when DATABASE_URL is set (a template
// database, dropped afterwards).
import crypto from "node:crypto";
import fs from "node:fs";
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
  const snapshot = await seededSnapshot();
  project.provide("testDb", { kind: "pglite", snapshot });
}

const root = path.resolve(import.meta.dirname, "../..");
/** Kept between runs, beside the installed packages (a fresh install starts without it). */
const cacheDir = path.join(root, "node_modules/.cache/cocktail-test-db");
/** An older snapshot is built again, so the seed's own timestamps (now() at seeding) stay recent. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|json)$/.test(file) && !/\.test\.ts$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

/**
 * What the seeded database is made from: every source file of db/ (migrations' list, seed, derived values,
 * synthetic data: db/ imports nothing from the app, a test says so) and migrations/, this file, and the
 * lockfile (PGlite's version decides the data directory's format). Any change to one makes a new key.
 */
function seedKey(): string {
  const hash = crypto.createHash("sha256");
  const files = [...sourceFiles("db"), ...sourceFiles("migrations"), "tests/integration/global-setup.ts"];
  for (const file of [...files, "package-lock.json"]) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * A data-directory snapshot of a migrated, seeded PGlite: the one kept from an earlier run when migrations
 * and seed are unchanged (and it is less than a day old), otherwise a new one, kept for the next run.
 */
async function seededSnapshot(): Promise<string> {
  const snapshot = path.join(cacheDir, `seeded-${seedKey()}.tar`);
  const stat = fs.statSync(snapshot, { throwIfNoEntry: false });
  if (stat && Date.now() - stat.mtimeMs < MAX_AGE_MS) return snapshot;

  const pglite = await openPglite(undefined);
  const handle = pgliteHandle(pglite);
  try {
    await migrateToLatest(handle.db);
    await seedAll(handle.db);
    const dump = await pglite.dumpDataDir("none");
    fs.mkdirSync(cacheDir, { recursive: true });
    // written beside and renamed: a run starting meanwhile never reads half a file
    const partial = `${snapshot}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, snapshot);
  } finally {
    await handle.close();
  }
  // Snapshots of other sources go once they are an hour old (a run in progress may still be reading one).
  for (const name of fs.readdirSync(cacheDir)) {
    const file = path.join(cacheDir, name);
    if (file !== snapshot && Date.now() - fs.statSync(file).mtimeMs > 60 * 60 * 1000)
      fs.rmSync(file, { force: true });
  }
  return snapshot;
}

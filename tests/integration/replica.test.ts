// Vitest project: integration
// (It starts its own database servers: the unit project stays quick.)
// Read replicas (db/replicas.ts, docs/decisions/0032-read-replicas.md) against a real streaming replica: the
// test starts its own primary and a replica of it (tests/integration/pg-cluster.ts), migrates and seeds the
// primary with the app's own functions, and talks to server.ts's app over HTTP. Where each statement went is
// counted by the router per server; pausing the replica's replay makes it stale on purpose, so what a page
// shows also says which server it read.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, postgresHandle, readRouterOf } from "../../db/client";
import { migrateToLatest } from "../../db/migrate";
import { seedAll } from "../../db/seed";
import {
  DEFAULT_PG_BIN,
  missingBinaries,
  queryServer,
  type ReplicatedPair,
  startReplicatedPair,
} from "../../scripts/lib/pg-cluster";
import { createMember } from "./database";
import { servedApp } from "./dev-app";

vi.mock("vite", async (original) =>
  (await import("./dev-app")).mockedVite(original, "cocktail-replica-vite-"),
);

// PostgreSQL's server binaries: Debian's PostgreSQL 15, or PG_BIN.
const bin = process.env.PG_BIN || DEFAULT_PG_BIN;
const missing = missingBinaries(bin);

// Quicker than in production (1 s, 5 s, 3 s), so a lagging or stopped replica shows within a second.
const RULES = { probeMs: 100, maxLagMs: 1_000, freshMs: 2_000 };

describe.skipIf(missing !== null)(
  `read replicas${missing ? ` (skipped: PostgreSQL's server binaries are needed: ${missing}; set PG_BIN)` : ""}`,
  () => {
    let pair: ReplicatedPair;
    let handle: DatabaseHandle;
    const router = () => {
      const found = readRouterOf(handle.db);
      if (!found) throw new Error("the handle has no replicas");
      return found;
    };

    beforeAll(async () => {
      pair = await startReplicatedPair({ bin });
      await queryServer(pair.primaryUrl("postgres"), "CREATE DATABASE cocktail");
      handle = postgresHandle(pair.primaryUrl("cocktail"), 4, {
        urls: [pair.replicaUrl("cocktail")],
        rules: RULES,
      });
      // outside a request every statement goes to the primary: migrations and the seed too
      await migrateToLatest(handle.db);
      await seedAll(handle.db);
      expect(router().statements().replicas).toEqual([0]);
      await pair.caughtUp();
      await until(() => router().health()[0]?.state === "ok");
    }, 120_000);

    afterAll(async () => {
      await handle?.close();
      await pair?.close();
    });

    const app = servedApp(() => handle);

    beforeAll(async () => {
      // The first request makes Vite compile the app, which holds up the probe: a replica the probe has
      // not heard from for freshMs is skipped, so the counting starts once that is over.
      expect((await get("/en/imprint")).status).toBe(200);
      await until(() => router().health()[0]?.state === "ok");
    }, 120_000);

    /** What a request cost each server: statements sent to the primary and to the replica while it ran. */
    async function counted<T>(request: () => Promise<T>) {
      const before = router().statements();
      const value = await request();
      const after = router().statements();
      return {
        value,
        primary: after.primary - before.primary,
        replica: (after.replicas[0] ?? 0) - (before.replicas[0] ?? 0),
      };
    }

    async function get(path: string, cookie?: string) {
      const response = await fetch(`${app.base}${path}`, {
        headers: cookie ? { Cookie: cookie } : {},
        redirect: "manual",
      });
      return { status: response.status, body: await response.text(), headers: response.headers };
    }

    async function post(
      path: string,
      cookie: string,
      body: string,
      type = "application/x-www-form-urlencoded",
    ) {
      return fetch(`${app.base}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: app.base, "Content-Type": type },
        body,
      });
    }

    /** The `written` cookie a response set, as a Cookie header's part. */
    const writtenCookie = (headers: Headers) =>
      headers
        .getSetCookie()
        .map((c) => c.split(";")[0] ?? "")
        .find((c) => c.startsWith("written="));

    const replay = (action: "pause" | "resume") =>
      queryServer(pair.replicaUrl("postgres"), `SELECT pg_wal_replay_${action}()`);

    /** The ratings a recipe page shows (its structured data leaves them out while there are none). */
    const count = (body: string) => Number(/"ratingCount":(\d+)/.exec(body)?.[1] ?? 0);

    let recipe = "";

    it("reads a visitor's pages from the replica, and only from it", async () => {
      const row = await handle.db
        .selectFrom("recipes")
        .select("slug")
        .where("status", "=", "published")
        .orderBy("id")
        .executeTakeFirstOrThrow();
      recipe = row.slug;
      for (const path of ["/en", "/en/recipe/list", `/en/recipe/${recipe}`, "/de/search?q=gin", "/en/faq"]) {
        // twice: the first fills the shared cache, the second checks it against the versions
        for (const round of [1, 2]) {
          const { value, primary, replica } = await counted(() => get(path));
          expect(value.status, `${path} (${round})`).toBe(200);
          expect(primary, `${path} (${round}): statements on the primary`).toBe(0);
          expect(replica, `${path} (${round}): statements on the replica`).toBeGreaterThan(0);
        }
      }
      // the pool's connections are the replica's: PostgreSQL sees them there
      const sessions = await queryServer<{ n: number }>(
        pair.replicaUrl("postgres"),
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'cocktail-atlas replica 1'",
      );
      expect(sessions[0]?.n).toBeGreaterThan(0);
    });

    it("writes on the primary, and shows a member their own write at once while the replica lags", async () => {
      const member = await createMember(handle, "replica-rater@example.com");
      await pair.caughtUp();
      const before = count((await get(`/en/recipe/${recipe}`)).body);
      // the replica stops replaying: whatever is written from now on exists on the primary alone
      await replay("pause");
      try {
        const rated = await counted(() => post(`/en/recipe/${recipe}`, member.cookie, "intent=rate&stars=5"));
        expect(rated.value.status).toBe(302);
        expect(rated.replica, "an action reads and writes the primary only").toBe(0);
        expect(rated.primary).toBeGreaterThan(0);
        const written = writtenCookie(rated.value.headers);
        expect(written, "the answer to a write carries the written cookie").toBeDefined();
        const row = await handle.db
          .selectFrom("recipes")
          .select("rating_count")
          .where("slug", "=", recipe)
          .executeTakeFirstOrThrow();
        expect(row.rating_count).toBe(before + 1);

        // the member, with the cookie: the primary answers, and the page shows the new count
        const own = await counted(() => get(`/en/recipe/${recipe}`, `${member.cookie}; ${written}`));
        expect(own.value.status).toBe(200);
        expect(count(own.value.body)).toBe(before + 1);
        expect(own.replica).toBe(0);
        // a visitor meanwhile reads the paused replica: a moment stale, which is what a visitor may see
        const visitor = await counted(() => get(`/en/recipe/${recipe}`));
        expect(count(visitor.value.body)).toBe(before);
        expect(visitor.primary).toBe(0);
        // and the member again: the shared cache does not hand them the visitor's older entry
        expect(count((await get(`/en/recipe/${recipe}`, `${member.cookie}; ${written}`)).body)).toBe(
          before + 1,
        );

        // a replica that falls further behind than allowed is skipped: /healthz says degraded, pages answer
        await handle.db.insertInto("contact_messages").values(contactMessage()).execute();
        await until(() => router().health()[0]?.state === "lagging");
        const health = await get("/healthz");
        expect(health.status).toBe(200);
        expect(JSON.parse(health.body)).toMatchObject({
          status: "degraded",
          replicas: [{ name: "replica 1", state: "lagging" }],
        });
        const skipped = await counted(() => get(`/en/recipe/${recipe}`));
        expect(skipped.value.status).toBe(200);
        expect(count(skipped.value.body)).toBe(before + 1);
        expect(skipped.replica).toBe(0);
      } finally {
        await replay("resume");
      }
      // once the replica has replayed the member's write, their reads go back to it
      await pair.caughtUp();
      await until(() => router().health()[0]?.state === "ok");
      const rated = await handle.db
        .selectFrom("recipes")
        .select("rating_count")
        .where("slug", "=", recipe)
        .executeTakeFirstOrThrow();
      const again = await counted(() => get(`/en/recipe/${recipe}`, member.cookie));
      expect(count(again.value.body)).toBe(rated.rating_count);
      expect(again.primary).toBe(0);
      expect(again.replica).toBeGreaterThan(0);
      expect(JSON.parse((await get("/healthz")).body)).toMatchObject({ status: "ok" });
    });

    it("skips a stopped replica (pages answer from the primary, /healthz says degraded) and takes it back", async () => {
      await pair.stopReplica();
      try {
        // at once, before the probe has noticed: the read fails on the replica and the primary answers
        for (const path of [`/en/recipe/${recipe}`, "/en/recipe/list", "/en"]) {
          const page = await counted(() => get(path));
          expect(page.value.status, path).toBe(200);
          expect(page.primary, path).toBeGreaterThan(0);
        }
        await until(() => router().health()[0]?.state === "down");
        const health = await get("/healthz");
        expect(health.status).toBe(200);
        expect(JSON.parse(health.body)).toMatchObject({
          status: "degraded",
          replicas: [{ name: "replica 1", state: "down", lagMs: null }],
        });
        const page = await counted(() => get("/en/recipe/list"));
        expect(page.value.status).toBe(200);
        expect(page.replica).toBe(0);
      } finally {
        await pair.startReplica();
      }
      await pair.streaming();
      await until(() => router().health()[0]?.state === "ok");
      const back = await counted(() => get("/en/recipe/list"));
      expect(back.value.status).toBe(200);
      expect(back.primary).toBe(0);
      expect(back.replica).toBeGreaterThan(0);
      expect(JSON.parse((await get("/healthz")).body)).toEqual({
        status: "ok",
        replicas: [{ name: "replica 1", state: "ok", lagMs: expect.any(Number) }],
      });
    });
  },
);

function contactMessage() {
  return {
    name: "Replica test",
    email: "replica@example.com",
    message: "a write the paused replica does not have",
    locale: "en",
  };
}

async function until(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms in vain for ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

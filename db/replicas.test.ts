// The router of db/replicas.ts with stand-ins for the servers: which server each statement of a Kysely
// query, transaction or request reaches. tests/integration/replica.test.ts runs the same against a real
// primary and a real streaming replica.
import { Kysely, PostgresDialect, sql } from "kysely";
import type pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { formatLsn } from "./read-rules";
import { type ProbeClient, ReadRouter, readingPrimary, readRoute, withReadRoute } from "./replicas";
import type { Database } from "./schema";
import { isDatabaseUnavailable } from "./unavailable";

/** A server that notes every statement it is sent, as "server: statement". */
class FakeServer {
  lsn = 0x100n;
  /** while set, connections fail as to a server that is gone */
  gone = false;
  released: { server: string; destroyed: boolean }[] = [];
  constructor(
    readonly name: string,
    readonly log: string[],
  ) {}

  pool(): pg.Pool {
    const connect = async () => {
      if (this.gone) throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
      return {
        query: async (text: string) => {
          if (this.gone) throw Object.assign(new Error("Connection terminated unexpectedly"), {});
          this.log.push(`${this.name}: ${text}`);
          const command = /^\w+/.exec(text)?.[0]?.toUpperCase();
          if (command === "INSERT" || command === "UPDATE" || command === "DELETE") this.lsn += 0x10n;
          if (text.includes("pg_current_wal_insert_lsn")) return { rows: [{ lsn: formatLsn(this.lsn) }] };
          return { rows: [], command, rowCount: 0 };
        },
        release: (error?: unknown) => this.released.push({ server: this.name, destroyed: Boolean(error) }),
      };
    };
    return { connect, end: async () => {} } as unknown as pg.Pool;
  }
}

const routers: ReadRouter[] = [];
afterEach(async () => {
  for (const r of routers.splice(0)) await r.close();
});

async function setup() {
  const log: string[] = [];
  const primary = new FakeServer("primary", log);
  const replica = new FakeServer("replica", log);
  let replayed = primary.lsn;
  const probe = (url: string): ProbeClient => ({
    query: async <R>(text: string) => {
      if (url === "primary") return { lsn: formatLsn(primary.lsn) } as R;
      if (replica.gone) throw new Error("connect ECONNREFUSED");
      expect(text).toContain("pg_last_wal_replay_lsn");
      return { standby: true, replay: formatLsn(replayed) } as R;
    },
    close: async () => {},
  });
  const router = new ReadRouter(
    { url: "primary", pool: primary.pool() },
    [{ url: "replica", pool: replica.pool() }],
    // the timer never fires during a test: rounds are run by `check`
    { rules: { probeMs: 3_600_000, maxLagMs: 5_000, freshMs: 3_600_000 }, probe, log: () => {} },
  );
  routers.push(router);
  await router.probed();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: router.pool() }) });
  /** The replica replays everything the primary has, and the probe sees it. */
  const catchUp = async () => {
    replayed = primary.lsn;
    await router.check();
  };
  const take = () => log.splice(0);
  return { db, router, primary, replica, catchUp, take };
}

const request = <T>(fn: () => Promise<T>, init = {}) => withReadRoute(readRoute(init), fn);

describe("routing statements", () => {
  it("sends everything outside a request to the primary", async () => {
    const { db, take } = await setup();
    await db.selectFrom("recipes").select("id").execute();
    expect(take()).toEqual(['primary: select "id" from "recipes"']);
  });

  it("sends a request's plain reads to the replica, and its row locks and writes to the primary", async () => {
    const { db, take } = await setup();
    await request(async () => {
      await db.selectFrom("recipes").select("id").execute();
      await sql`select 1`.execute(db);
      await db.selectFrom("recipes").select("id").forUpdate().execute();
    });
    expect(take()).toEqual([
      'replica: select "id" from "recipes"',
      "replica: select 1",
      'primary: select "id" from "recipes" for update',
    ]);
  });

  it("keeps a transaction on the primary, and notes the WAL position after its commit", async () => {
    const { db, take } = await setup();
    const route = readRoute();
    await withReadRoute(route, () =>
      db.transaction().execute(async (trx) => {
        await trx.selectFrom("recipes").select("id").execute();
        await trx.updateTable("recipes").set({ slug: "x" }).execute();
      }),
    );
    expect(take()).toEqual([
      "primary: begin",
      'primary: select "id" from "recipes"',
      'primary: update "recipes" set "slug" = $1',
      "primary: commit",
      "primary: SELECT pg_current_wal_insert_lsn()::text AS lsn",
    ]);
    expect(route.wrote).toBe(0x110n);
    expect(route.floor).toBe(0x110n);
  });

  it("notes no position for a transaction that only read, or was rolled back", async () => {
    const { db, take } = await setup();
    const route = readRoute();
    await withReadRoute(route, async () => {
      await db.transaction().execute((trx) => trx.selectFrom("recipes").select("id").execute());
      await db
        .transaction()
        .execute(async (trx) => {
          await trx.deleteFrom("recipes").execute();
          throw new Error("changed its mind");
        })
        .catch(() => {});
    });
    expect(take().filter((l) => l.includes("wal"))).toEqual([]);
    expect(route.wrote).toBeNull();
  });

  it("reads the primary after the request's own write, until the replica has it", async () => {
    const { db, take, catchUp } = await setup();
    const told: string[] = [];
    const route = readRoute({ onWrite: (lsn) => void told.push(formatLsn(lsn)) });
    await withReadRoute(route, async () => {
      await db.selectFrom("recipes").select("id").execute();
      await db
        .insertInto("contact_messages")
        .values({ name: "a", email: "b", message: "c", locale: "en" })
        .execute();
      await db.selectFrom("recipes").select("id").execute();
    });
    expect(take()).toEqual([
      'replica: select "id" from "recipes"',
      'primary: insert into "contact_messages" ("name", "email", "message", "locale") values ($1, $2, $3, $4)',
      "primary: SELECT pg_current_wal_insert_lsn()::text AS lsn",
      'primary: select "id" from "recipes"',
    ]);
    expect(told).toEqual(["0/110"]);
    // the visitor's next request carries the position: the primary answers until the replica is past it
    await request(() => db.selectFrom("recipes").select("id").execute(), { floor: 0x110n });
    expect(take()).toEqual(['primary: select "id" from "recipes"']);
    await catchUp();
    await request(() => db.selectFrom("recipes").select("id").execute(), { floor: 0x110n });
    expect(take()).toEqual(['replica: select "id" from "recipes"']);
  });

  it("reads the primary for requests that may change something, and for the health check", async () => {
    const { db, take } = await setup();
    await request(() => db.selectFrom("recipes").select("id").execute(), { primaryOnly: true });
    await request(() => readingPrimary(() => sql`select 1`.execute(db)));
    expect(take()).toEqual(['primary: select "id" from "recipes"', "primary: select 1"]);
  });

  it("moves a checkout that read on the replica to the primary when it meets anything else", async () => {
    const { db, take, primary, replica } = await setup();
    await request(() =>
      db.connection().execute(async (c) => {
        await c.selectFrom("recipes").select("id").execute();
        await c
          .insertInto("contact_messages")
          .values({ name: "a", email: "b", message: "c", locale: "en" })
          .execute();
        await c.selectFrom("recipes").select("id").execute();
      }),
    );
    expect(take().map((l) => l.split(":")[0])).toEqual(["replica", "primary", "primary", "primary"]);
    // each connection went back to its pool once
    expect(replica.released).toEqual([{ server: "replica", destroyed: false }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(primary.released).toEqual([{ server: "primary", destroyed: false }]);
  });

  it("sends a read again to the primary when the replica is gone, and skips the replica from then on", async () => {
    const { db, take, router, replica } = await setup();
    replica.gone = true;
    await request(() => db.selectFrom("recipes").select("id").execute());
    expect(take()).toEqual(['primary: select "id" from "recipes"']);
    expect(router.health()[0]?.state).toBe("down");
    await request(() => db.selectFrom("recipes").select("id").execute());
    expect(take()).toEqual(['primary: select "id" from "recipes"']);
    expect(router.statements()).toEqual({ primary: 2, replicas: [0] });
    // back once the probe hears from it
    replica.gone = false;
    await router.check();
    expect(router.health()[0]?.state).toBe("ok");
    await request(() => db.selectFrom("recipes").select("id").execute());
    expect(take()).toEqual(['replica: select "id" from "recipes"']);
  });

  it("answers a lost primary as the database being unavailable", async () => {
    const { db, primary } = await setup();
    primary.gone = true;
    const error = await db
      .selectFrom("recipes")
      .select("id")
      .execute()
      .catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("keeps one replica for a whole request, taking them in turn across requests", async () => {
    const log: string[] = [];
    const servers = ["primary", "r1", "r2"].map((name) => new FakeServer(name, log));
    const probe = (url: string): ProbeClient => ({
      query: async <R>() => (url === "primary" ? { lsn: "0/100" } : { standby: true, replay: "0/100" }) as R,
      close: async () => {},
    });
    const [p, r1, r2] = servers as [FakeServer, FakeServer, FakeServer];
    const router = new ReadRouter(
      { url: "primary", pool: p.pool() },
      [
        { url: "r1", pool: r1.pool() },
        { url: "r2", pool: r2.pool() },
      ],
      { rules: { probeMs: 3_600_000, maxLagMs: 5_000, freshMs: 3_600_000 }, probe, log: () => {} },
    );
    routers.push(router);
    await router.probed();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: router.pool() }) });
    for (let i = 0; i < 3; i++) {
      await request(async () => {
        await sql`select 1`.execute(db);
        await sql`select 2`.execute(db);
      });
    }
    expect(log.map((l) => l.split(":")[0])).toEqual(["r1", "r1", "r2", "r2", "r1", "r1"]);
    expect(router.statements()).toEqual({ primary: 0, replicas: [4, 2] });
  });
});

describe("the probe", () => {
  it("calls a replica lagging when it is further behind than allowed", async () => {
    const log: string[] = [];
    const primary = new FakeServer("primary", log);
    const replay = "0/100";
    const router = new ReadRouter(
      { url: "primary", pool: primary.pool() },
      [{ url: "replica", pool: new FakeServer("replica", log).pool() }],
      {
        rules: { probeMs: 3_600_000, maxLagMs: 50, freshMs: 3_600_000 },
        probe: (url) => ({
          query: async <R>() => {
            return (url === "primary" ? { lsn: formatLsn(primary.lsn) } : { standby: true, replay }) as R;
          },
          close: async () => {},
        }),
        log: () => {},
      },
    );
    routers.push(router);
    await router.probed();
    expect(router.health()).toEqual([{ name: "replica 1", state: "ok", lagMs: expect.any(Number) }]);
    // the primary moves on, the replica does not
    primary.lsn = 0x200n;
    await router.check();
    await new Promise((resolve) => setTimeout(resolve, 80));
    await router.check();
    expect(router.health()[0]).toMatchObject({ state: "lagging" });
    expect(router.health()[0]?.lagMs).toBeGreaterThan(50);
  });
});
